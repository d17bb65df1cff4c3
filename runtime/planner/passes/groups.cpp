// Pass groups: how many work-groups run, for plans whose blocks may run in any order
// (dependency walks and wavefronts count their own: rno.cpp, wavefront.cpp).
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Plans whose transfer data has no dependency or reads its neighbours before processing.
bool applies(const PlanDraft& d) {
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && !any_order(a.desc.attr)) return false;
  return true;
}

/// groups_per_cu 0: a work-group per block; otherwise persistent work-groups that walk
/// blocks g, g + groups, ... (what lets them prefetch the next one).
void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const unsigned per_cu = d.targets.groups_per_cu, cus = d.dev.compute_units;
  const size_t resident = size_t(cus) * per_cu;
  plan.groups =
      std::max<size_t>(1, per_cu == 0 ? plan.count[1] : std::min(plan.count[1], resident));
  // Written ACL_PER_COLUMN and ACL_PER_SLICE data: each work-item keeps its words' totals
  // while its blocks keep to the same columns (slice), and adds them to the array once they
  // move on (codegen/lines.cpp); persistent groups, a multiple of the block columns for
  // ACL_PER_COLUMN, give each work-item one column of blocks to walk and so one atomic per
  // word, where a group per block took one per block.
  const ArgPlan* kept = nullptr;
  for (const ArgPlan& a : plan.args)
    if (a.line && a.desc.attr.def != ACL_NONE && !a.line_group()) kept = &a;
  for (const ArgPlan& a : plan.args)
    if (a.line == ACL_PER_SLICE && a.desc.attr.def != ACL_NONE && !kept) kept = &a;
  // Written ACL_PER_ROW data (and no ACL_PER_COLUMN data, which needs the other order): the
  // blocks numbered down the block columns and the groups a multiple of the block rows, so
  // that each group walks along one block row and combines its rows across the group once,
  // after its last block, where a group per block combined them after every block.
  const ArgPlan* rows = nullptr;
  for (const ArgPlan& a : plan.args)
    if (a.line == ACL_PER_ROW && a.desc.attr.def != ACL_NONE) rows = &a;
  if (rows && !kept && rows->grid[0] > 1 && rows->grid[2] == 1) {
    const size_t gy = rows->grid[1], want = size_t(cus) * std::max(1u, per_cu);
    plan.columns_first = true;
    plan.groups = std::min(plan.count[1], std::max<size_t>(1, want / gy) * gy);
    d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
           " level-1 blocks numbered down the block columns, persistent, a multiple of the " +
           std::to_string(gy) + " block rows: " + arg_label(*rows) +
           " combines a block row's words across the group once, after the group's last block");
    return;
  }
  if (kept) {
    const size_t gx = kept->line == ACL_PER_COLUMN ? kept->grid[0] : 1;
    const size_t want = size_t(cus) * std::max(1u, per_cu);
    plan.groups = std::min(plan.count[1], std::max<size_t>(1, want / gx) * gx);
    d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
           " level-1 blocks, persistent" + (gx > 1 ? ", a multiple of the " + std::to_string(gx) +
                                                          " block columns"
                                                    : "") +
           ": " + arg_label(*kept) + " keeps its totals per work-item across blocks");
    return;
  }
  d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
         " level-1 blocks" +
         (per_cu == 0
              ? ", one each"
              : ", at most " + std::to_string(cus) + " compute units x " + std::to_string(per_cu)));
}

}  // namespace

const Pass kGroups = {"groups", applies, run};

}  // namespace acl::detail::passes
