// Pass sweeps (the Sweep schedule, knob sweep_rows): PoCL vectorises a work-group's loop over its
// work-items, so a CPU plan gives each work-item one row of a block; a 3x3 window then
// loads 9 words per word it computes. A work-group that runs several block rows of one
// block column in turn keeps the rows two windows share (2m of them) and loads only the
// new ones.
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Data a sweep can carry: plain level-1 SEPARATE vertical data (a margin along z too: each
/// plane keeps its rows) read and written in place, in private arrays, one column per
/// work-item, not prefetched.
bool sweepable(const ArgPlan& a) {
  return plain_vertical_planes(a) && in_place(a.desc.attr) && a.placement == Placement::Private &&
         a.cols.lanes == 1 && !a.prefetch;
}

/// The first transfer argument when every one is sweepable on one block grid of one block
/// height, else null.
const ArgPlan* one_grid(const Plan& plan) {
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    if (!sweepable(a)) return nullptr;
    if (first && (a.grid[0] != first->grid[0] || a.grid[1] != first->grid[1] ||
                  a.grid[2] != first->grid[2] || a.block_h != first->block_h))
      return nullptr;
    if (!first) first = &a;
  }
  return first;
}

/// Single-level plans of a work-group per block, on classes with sweep_rows, whose data
/// is all sweepable on one grid of two block rows at least, some of it read with a margin
/// (rows to carry), and where only the transfer arguments can observe User_main (no
/// __global or __local pointers). Validation rejects margins on data both read and
/// written, so carried rows never change underneath.
bool applies(const PlanDraft& d) {
  const Plan& plan = d.plan;
  if (!d.knobs.sweep_rows || plan.levels != 1 || !plan.is<Blocks>() || plan.skip_dropped ||
      plan.groups != plan.count[1] || !only_values_and_transfers(plan.args))
    return false;
  const ArgPlan* first = one_grid(plan);
  bool margin = false;
  for (const ArgPlan& a : plan.args)
    margin |= a.is_transfer() && a.margin > 0 && a.desc.attr.ref != ACL_NONE;
  return first && margin && first->grid[1] >= 2;
}

/// A work-group per sweep_rows block rows of one block column, which it runs in turn.
void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const ArgPlan& first = *one_grid(plan);
  const Sweep sweep{unsigned(std::min<size_t>(d.knobs.sweep_rows, first.grid[1]))};
  plan.schedule = sweep;
  plan.groups = first.grid[0] * ceil_div(first.grid[1], sweep.rows) * first.grid[2];
  d.note("a work-group runs " + std::to_string(sweep.rows) +
         " block rows in turn, keeping the window rows they share (row sweeps); " +
         std::to_string(plan.groups) + " work-groups");
}

}  // namespace

const Pass kSweeps = {
    "sweeps", applies, run,
    {{&kGroups, &kSkipDropped}, 0, prop::kNotBlocks | prop::kSkipDropped, prop::kSweep}};

}  // namespace acl::detail::passes
