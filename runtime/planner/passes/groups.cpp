// Pass groups: how many work-groups run, for plans whose blocks may run in any order
// (dependency walks and wavefronts count their own: rno.cpp, wavefront.cpp).
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

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
  d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
         " level-1 blocks" +
         (per_cu == 0
              ? ", one each"
              : ", at most " + std::to_string(cus) + " compute units x " + std::to_string(per_cu)));
}

}  // namespace

const Pass kGroups = {"groups", applies, run};

}  // namespace acl::detail::passes
