// Passes random_groups and random_blocks: ACL_RANDOM data, whose blocks sit at the origins
// of a position buffer.
#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/plan_rules.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

const ArgDesc* first_random(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && at_positions(a.attr)) return &a;
  return nullptr;
}

/// Plans with ACL_RANDOM data, on classes with random_group_per_block whose groups are
/// persistent.
bool groups_applies(const PlanDraft& d) {
  return d.knobs.random_group_per_block && d.targets.groups_per_cu != 0 && first_random(d.args);
}

/// Blocks come from anywhere: persistent groups gain nothing from prefetching their next
/// block, and a group per block runs faster.
void groups_run(PlanDraft& d) {
  d.targets.groups_per_cu = 0;
  d.note("ACL_RANDOM data of '" + first_random(d.args)->param.name +
         "': a work-group per block (blocks from anywhere: no gain from persistent groups "
         "prefetching their next block)");
}

bool blocks_applies(const PlanDraft& d) {
  return first_random(d.args);
}

/// ACL_RANDOM data has no grid of its own: its blocks take the shape and number of the
/// first other level-1 SEPARATE argument's, one position per block.
void blocks_run(PlanDraft& d) {
  Plan& plan = d.plan;
  const ArgPlan* ref = check_plan_rules(PlanStep::Random, plan.args);
  for (ArgPlan& a : plan.args) {
    if (!a.is_transfer() || !at_positions(a.desc.attr)) continue;
    shape(a, plan.wg, ref->split_size);
    std::copy(ref->grid, ref->grid + 3, a.grid);
    if (a.desc.position_bytes < plan.count[1] * 16)
      throw Error(ACL_INVALID_ATTRIBUTE, arg_label(a) + ": the position buffer holds " +
                                             std::to_string(a.desc.position_bytes / 16) +
                                             " cl_int4 entries, but the "
                                             "plan has " +
                                             std::to_string(plan.count[1]) + " level-1 blocks (" +
                                             std::to_string(a.block_w) + "x" +
                                             std::to_string(a.block_h) + " words each, from " +
                                             arg_label(*ref) + ")");
    d.note(arg_label(a) + " (ACL_RANDOM): " + std::to_string(a.block_w) + "x" +
           std::to_string(a.block_h) +
           " blocks at the origins of its position buffer, as many "
           "as " +
           arg_label(*ref) + " has");
  }
}

}  // namespace

const Pass kRandomGroups = {"random_groups", groups_applies, groups_run};
const Pass kRandomBlocks = {"random_blocks", blocks_applies, blocks_run, {{&kSplits}}};

}  // namespace acl::detail::passes
