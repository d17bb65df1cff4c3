// Pass arguments: every argument's placement and shape in words, the work-group bounds
// the arguments and the device set, and how many work-items the widest row needs.
#include <algorithm>
#include <array>
#include <climits>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/passes/splits.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Work-group bounds from every argument and the device; throws when they do not meet.
/// Plans keep the work-group size in 32 bits: no device reports more than 2^30.
void bound_group(PlanDraft& d) {
  size_t lo = 1, hi = std::min({d.dev.max_wg, d.targets.wg_cap, kMaxWorkGroup});
  std::string lo_from = "the minimum", hi_from = "the device's maximum";
  for (size_t i = 0; i < d.args.size(); ++i) {
    const ArgDesc& a = d.args[i];
    if (a.kind != ArgKind::Transfer) continue;
    const std::string who = "argument " + std::to_string(i) + " '" + a.param.name + "'";
    if (a.attr.wg_min > lo) lo = a.attr.wg_min, lo_from = "wg_min of " + who;
    if (a.attr.wg_max && a.attr.wg_max < hi) hi = a.attr.wg_max, hi_from = "wg_max of " + who;
  }
  if (lo > hi)
    throw Error(ACL_PLAN_DOES_NOT_FIT, "work-group size: " + lo_from + " (" + std::to_string(lo) +
                                           ") is above " + hi_from + " (" + std::to_string(hi) +
                                           ")");
  d.wg_lo = lo, d.wg_hi = hi, d.lo_from = lo_from, d.hi_from = hi_from;
}

/// SEPARATE data: staged through local memory or private. Level-1 vertical data on the grid
/// is staged below stage_below_bytes when read, or when only written and its rows are
/// 16-byte aligned (whole-chunk stores; unaligned rows are faster stored directly by each
/// work-item on the H200); transformed write-backs on every class that stages, whatever
/// the word size: the group then stores whole destination rows.
Placement separate_placement(const ArgPlan& a, const PlanDraft& d) {
  const acl_attr& at = a.desc.attr;
  const unsigned below = d.targets.stage_below_bytes;
  const bool aligned = a.row_bytes_aligned(16);
  const bool stage =
      on_grid(at) && a.vertical && a.level == 1 && at.margin_z == 0 &&
      ((a.word_bytes < below && (at.ref != ACL_NONE || (d.knobs.stage_writes && aligned))) ||
       (a.dest_w && below > 0));
  return stage ? Placement::Staged : Placement::Private;
}

/// A transfer argument: User_main's view of an ACL_SPECIAL_* destination, placement, and
/// whether its indices need 64 bits.
void place_transfer(PlanDraft& d, ArgPlan& a, size_t i) {
  const acl_attr& at = a.desc.attr;
  if (is_line(at.broadcast)) {
    // Cut as the view is; the words it moves are found by its own extent (codegen/lines.cpp).
    const std::array<size_t, 3> view = line_view(d.args, i);
    a.line = at.broadcast;
    a.line_w = a.w;
    a.line_h = a.h;
    a.w = view[0];
    a.h = view[1];
    a.placement = Placement::Private;
    d.plan.levels = std::max(d.plan.levels, a.level);
    return;
  }
  if (is_special(at.def)) {
    const std::array<size_t, 3> view = special_view(d.args, i);
    a.dest_w = a.w;
    a.dest_h = a.h;
    a.w = view[0];
    a.h = view[1];
  }
  if (at.broadcast == ACL_COMMON) {
    a.placement = Placement::Common;
    a.broadcast_whole = at.level == 1;
  } else if (d.targets.local_windows && reads_tile(a.desc, d)) {
    a.placement = Placement::Staged;
    a.local_view = true;
    a.staging.view_by_rows = d.knobs.window_by_rows && a.desc.param.xy_only;
  } else {
    a.placement = separate_placement(a, d);
  }
  d.plan.levels = std::max(d.plan.levels, a.level);
  // Room for rows of blocks and margins past the last row; a lone row (flattened data) has
  // none. Staged copies address bytes, counted from the aligned byte before the array (up
  // to a run before it, whatever offset of the plan's place a launch gives).
  const double unit = a.placement == Placement::Staged ? double(a.word_bytes) : 1.0;
  const double before = a.placement == Placement::Staged && a.shifted
                            ? double(kOffsetRun) / double(a.word_bytes)
                            : 0.0;
  if ((before + double(a.slice) * double(a.d) + (a.h > 1 ? double(a.pitch) * 64 : 0.0)) * unit >
      double(INT_MAX))
    d.plan.wide_index = true;
}

/// Work-items the widest level-1 row needs, at the split the budget and the bounds give.
size_t widest_row(const PlanDraft& d) {
  size_t need = 1;
  for (const ArgPlan& a : d.plan.args) {
    if (!grid_separate(a)) continue;
    const SplitBounds sb = shared_bounds(a, d.plan.args);
    size_t s = std::max<size_t>(1, d.targets.split_bytes / a.word_bytes);
    if (sb.max) s = std::min(s, sb.max);
    s = std::max(s, sb.min);
    need = std::max(need, a.vertical ? a.w : ceil_div(a.w, s));
  }
  return need;
}

void run(PlanDraft& d) {
  bound_group(d);
  for (size_t i = 0; i < d.args.size(); ++i) {
    ArgPlan a = describe_arg(d.args[i], unsigned(i));
    if (a.is_transfer()) place_transfer(d, a, i);
    d.plan.args.push_back(a);
  }
  d.need = widest_row(d);
  d.note("levels " + std::to_string(d.plan.levels) + ", work-group within [" +
         std::to_string(d.wg_lo) + ", " + std::to_string(d.wg_hi) + "] (" + d.lo_from + ", " +
         d.hi_from + ")");
}

}  // namespace

const Pass kArguments = {"arguments", every_plan<PlanDraft>, run};

}  // namespace acl::detail::passes
