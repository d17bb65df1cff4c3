// Pass nested_targets: plans with inner levels use the class's "nested" targets.
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Plans with level-2 or level-3 transfer data.
bool applies(const PlanDraft& d) {
  for (const ArgDesc& a : d.args)
    if (a.kind == ArgKind::Transfer && a.attr.level > 1) return true;
  return false;
}

/// User_main loops over the streamed chunk anyway, so work-items take several words of it
/// (docs/planner.md, the CPU numbers).
void run(PlanDraft& d) {
  d.targets.wg_target = d.knobs.wg_target_nested;
  d.targets.split_bytes = d.knobs.split_bytes_nested;
  d.note("inner levels: work-group target " + std::to_string(d.targets.wg_target) +
         ", split budget " + std::to_string(d.targets.split_bytes) +
         " bytes (wg_target_nested, split_bytes_nested)");
}

}  // namespace

const Pass kNestedTargets = {"nested_targets", applies, run};

}  // namespace acl::detail::passes
