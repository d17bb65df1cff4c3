// Passes z_walk_targets and z_walk (knob z_walk, GPUs): data with a margin along z
// (margin_z) loads 2 margin_z + 1 planes of its window for every block, though the block of
// the next slice shares all but one of them. Rodinia's hotspot3D gives each work-item a
// column and walks it down the layers, keeping the layers below and here in registers. A
// z walk does the same: a work-group takes its block column's slices in turn (blocks one
// slice deep), and each work-item moves its window's planes down one and loads only the
// new top plane.
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Single-level plans whose transfer data is all plain level-1 vertical SEPARATE data (a
/// margin along z allowed), some of it read with a margin along z over two slices or more,
/// on classes with z_walk; no wavefront, scan or ACL_RNO0 (their data has a dependency).
bool targets_apply(const PlanDraft& d) {
  if (!d.knobs.z_walk || !single_level(d.args) || has_wave(d.args) || has_scan(d.args))
    return false;
  bool walked = false;
  for (const ArgDesc& a : d.args) {
    if (a.kind != ArgKind::Transfer) continue;
    const acl_attr& at = a.attr;
    if (at.level != 1 || at.broadcast != ACL_SEPARATE || !on_grid(at) || !independent(at) ||
        at.split != ACL_VERTICAL || !unmoved(at))
      return false;
    walked |= at.margin_z > 0 && at.size[2] >= 2;
  }
  return walked;
}

/// z_walk rows a work-item (the widest word's), no double buffers (the walk's next slice
/// is this one's planes).
void targets_run(PlanDraft& d) {
  unsigned word = 1;
  for (const ArgDesc& a : d.args)
    if (a.kind == ArgKind::Transfer) word = std::max(word, unsigned(a.attr.word_size));
  d.targets.split_bytes = d.knobs.z_walk * word;
  d.targets.prefetch = false;
  d.note("data with a margin along z: " + std::to_string(d.knobs.z_walk) +
         " rows per work-item (knob z_walk), no double buffers, for a walk down the slices");
}

/// The block grid every transfer argument shares, one slice a block, the data in private
/// windows of one column a work-item; false where any differs.
bool walkable(const Plan& p) {
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : p.args) {
    if (!a.is_transfer()) continue;
    if (a.placement != Placement::Private || a.cols.lanes != 1 || a.prefetch || a.line ||
        a.nbh || a.loaded || a.local_view || a.dest_w || a.grid[2] != a.d)
      return false;
    // Kept planes must be what was loaded: User_main only reads them (a view).
    if (a.margin_z && !a.desc.param.as_view) return false;
    if (first && (a.grid[0] != first->grid[0] || a.grid[1] != first->grid[1] ||
                  a.grid[2] != first->grid[2]))
      return false;
    if (!first) first = &a;
  }
  return first && first->grid[2] >= 2;
}

bool applies(const PlanDraft& d) {
  const Plan& p = d.plan;
  return d.knobs.z_walk && p.levels == 1 && p.is<Blocks>() && !p.skip_dropped && !p.lane_words &&
         !p.group_fast_body && !p.row_loop && !p.rno_barrier && !p.rno_strip && !p.loaders &&
         !p.line_blocks && !p.band_runs && !p.columns_first && targets_apply(d) && walkable(p);
}

/// A work-group per block column (at most the groups the plan had), walking its slices.
void run(PlanDraft& d) {
  Plan& p = d.plan;
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : p.args)
    if (!first && a.is_transfer()) first = &a;
  const size_t columns = first->grid[0] * first->grid[1];
  p.z_walk = true;
  p.groups = std::min(p.groups, columns);
  d.note("a work-group walks its block column down the " + std::to_string(first->grid[2]) +
         " slices, each work-item keeping the window planes the next slice shares (z walk); " +
         std::to_string(p.groups) + " work-groups for " + std::to_string(columns) +
         " block columns");
}

}  // namespace

const Pass kZWalkTargets = {"z_walk_targets", targets_apply, targets_run};
const Pass kZWalk = {"z_walk",
                     applies,
                     run,
                     {{&kSweeps, &kRowLoop, &kRnoLoaders},
                      0,
                      prop::kNotBlocks | prop::kSkipDropped | prop::kLaneWords |
                          prop::kGroupFastBody | prop::kRowLoop | prop::kRnoBarrier |
                          prop::kRnoStrip | prop::kLoaders | prop::kLineBlocks,
                      prop::kZWalk}};

}  // namespace acl::detail::passes
