// Pass group_fast_body (Plan::group_fast_body, knob group_fast_body): each work-group tests
// once whether the blocks of all its arguments lie inside their arrays, then runs an
// unguarded copy of loads, User_main and stores, or the guarded copy. PoCL builds a
// work-group as a loop over its work-items and vectorises that loop; a test per transfer,
// each with a guarded branch whose addresses depend on the local id, is if-converted there
// and every word of the window becomes a lane-by-lane load. The group's single test is the
// same for all its work-items, so the fast copy vectorises with longer splits too.
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Data the block schedule moves with private windows of one column a work-item, straight
/// from and to its array (no lanes, neighbours or special write-backs but SHRINK into kept
/// columns). ACL_RANDOM blocks qualify: the group reads its block's origin from the position
/// buffer before the test, and a MIRROR origin moved by whole periods (random_origin) reads
/// the same words inside the array as the reflected ones. ACL_PER_* data where the plan
/// keeps a group per block for it (Plan::line_blocks): its words lie where the view's do,
/// and the fast copy combines them without the test for padding.
bool plain_private(const Plan& p, const ArgPlan& a) {
  const bool kept_columns = a.desc.attr.def == ACL_SPECIAL_SHRINK && a.cols.step > 1;
  return a.placement == Placement::Private && (!a.line || p.line_blocks) && a.cols.lanes <= 1 &&
         !a.nbh && !a.prefetch && (a.dest_w == 0 || kept_columns);
}

/// Single-level plans of blocks (no sweeps, wavefronts, square lanes or words moved as
/// lanes), on classes with group_fast_body, whose transfer data is all plain private
/// windows.
bool applies(const PlanDraft& d) {
  const Plan& plan = d.plan;
  if (!d.knobs.group_fast_body || plan.levels != 1 || !plan.is<Blocks>() || plan.lane_words ||
      plan.square_lanes)
    return false;
  bool any = false;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    if (!plain_private(plan, a)) return false;
    any = true;
  }
  return any;
}

/// Marks the plan: a group whose blocks all lie inside the arrays runs the unguarded copy,
/// whose work-item loop PoCL vectorises.
void run(PlanDraft& d) {
  d.plan.group_fast_body = true;
  d.note(
      "one inside test per work-group: a group whose blocks all lie inside the arrays runs an "
      "unguarded copy of the body (its work-item loop then vectorises)");
}

}  // namespace

const Pass kGroupFastBody = {
    "group_fast_body", applies, run,
    {{&kTransposedLanes, &kSweeps, &kLaneWords},
     0,
     prop::kNotBlocks | prop::kLaneWords | prop::kSquareLanes,
     prop::kGroupFastBody}};

}  // namespace acl::detail::passes
