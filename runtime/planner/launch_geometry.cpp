// The launch geometry of a plan: the global and local sizes of every clEnqueueNDRangeKernel,
// the wavefront's int arguments and the pipeline's sync buffer, so that the launcher only
// walks them.
#include <algorithm>
#include <string>

#include "error.hpp"
#include "planner/plan.hpp"
#include "planner/tiled_draft.hpp"

namespace acl::detail {
namespace {

Launch launch_shape(const Plan& plan) {
  Launch l;
  Range& r = l.first;
  if (plan.is<Wavefront>()) {
    // One launch per diagonal; each sizes itself to its tiles (Plan::launch_at).
    l.count = plan.wavefront().launches();
    r = plan.launch_at(0);
    return l;
  }
  if (plan.is<Tiling>()) {
    // A work-group per block of the result.
    const Tiling& t = plan.tiling();
    r.dims = 2;
    r.local[0] = t.wg_x;
    r.local[1] = t.wg_y;
    r.global[0] = (t.x + t.block_x() - 1) / t.block_x() * t.wg_x;
    r.global[1] = (t.y + t.block_y() - 1) / t.block_y() * t.wg_y;
    if (t.parts) {
      // Split k: the blocks and the tail's parts, then the parts' sum (Plan::launch_at);
      // the parts' tiles in the sync buffer, which has no counters.
      l.count = 2;
      l.sync_words = split_sync_words(t);
      r = plan.launch_at(0);
      return l;
    }
    // Written ACL_PER_* data beside the tiles (never with split k, pass tile_split): ACL_init
    // sets it to the identity first (Plan::launch_at).
    for (const ArgPlan& a : plan.args)
      if (a.line && a.desc.attr.def != ACL_NONE) l.init_words += a.line_w * a.line_h * a.d;
    if (l.init_words) l.count = 2;
    return l;
  }
  // Row loops: a work-group of one work-item runs the plan's work-items (Plan::row_loop);
  // loader work-items come after the plan's (Plan::loaders).
  r.local[0] = plan.row_loop ? 1 : plan.wg + plan.loaders;
  r.global[0] = plan.groups * r.local[0];
  // A pipeline's groups take their bands by ticket from the sync buffer (plan.hpp).
  // A pyramid's groups take their bands by ticket and hand their last rows on, tagged, as
  // a scan does (plan.hpp).
  if (plan.is<Pyramid>()) {
    l.sync_words = plan.pyramid().words();
    l.sync_counters = l.sync_words;
  }
  if (plan.is<Pipeline>()) {
    l.sync_words = plan.sync_words();
    l.sync_counters = kSyncProgress + plan.pipeline().tickets();
  }
  // Written ACL_PER_* data starts at its operator's identity: a launch before the plan's
  // writes it (Plan::launch_at).
  for (const ArgPlan& a : plan.args)
    if (a.line && a.desc.attr.def != ACL_NONE) l.init_words += a.line_w * a.line_h * a.d;
  if (l.init_words) l.count = 2;
  // Written ACL_PER_SLICE data of one slice: a counter of finished groups (zero before the
  // launch; the last group sets it back), then each group's total for each such argument.
  size_t partials = 0;
  for (const ArgPlan& a : plan.args) partials += a.slice_partials() ? 1 : 0;
  if (partials && plan.is<Blocks>()) {
    l.sync_words = 1 + partials * plan.groups;
    l.sync_counters = 1;
  }
  // A scan's groups take their bands by ticket too, and flag their blocks (plan.hpp).
  if (plan.is<Scan>()) {
    l.sync_words = plan.sync_words();
    // All of it: totals of an earlier plan could carry this launch count.
    l.sync_counters = plan.sync_words();
  }
  return l;
}

}  // namespace

Launch launch_geometry(const Plan& plan, size_t init_group_words) {
  Launch l = launch_shape(plan);
  // ACL_init: a work-item per word on GPUs; on CPUs, where a work-group's items run one
  // after another on one thread, a group per init_group_words words spares waking every
  // thread for a few thousand words.
  const size_t per = std::max<size_t>(64, init_group_words);
  if (l.init_words) l.init_groups = std::min<size_t>((l.init_words + per - 1) / per, 1024);
  return l;
}

Range Plan::launch_at(size_t d) const {
  if (is<Tiling>() && tiling().parts) {
    // Rows of work-groups, each kernel maps its groups to blocks: a group a whole block
    // and `parts` a tail block, then a group per word of a work-item's tile, tail block by
    // tail block.
    const Tiling& t = tiling();
    Range r;
    r.dims = 2;
    r.local[0] = t.wg_x;
    r.local[1] = t.wg_y;
    r.global[0] = (d == 0 ? groups : split_tail(t) * t.tile_x * t.tile_y) * t.wg_x;
    r.global[1] = t.wg_y;
    r.kernel = unsigned(d);
    return r;
  }
  if (launch.init_words) {
    // ACL_init: groups of 64 work-items (Launch::init_groups), each item a word at a time.
    if (d == 1) return launch.first;
    Range r;
    r.local[0] = 64;
    r.global[0] = std::max<size_t>(1, launch.init_groups) * 64;
    r.kernel = 1;
    return r;
  }
  if (!is<Wavefront>()) return launch.first;
  const Wavefront& wave = wavefront();
  size_t first_row = 0, tiles = 0;
  wave.diagonal(d, first_row, tiles);
  if (tiles == 0) internal_error("wavefront launch " + std::to_string(d) + " has no tiles");
  Range r;
  r.local[0] = wg;
  r.global[0] = tiles * wave.gz * wg;
  r.ints = 3;
  r.value[0] = int32_t(d);
  r.value[1] = int32_t(first_row);
  r.value[2] = int32_t(tiles);
  return r;
}

}  // namespace acl::detail
