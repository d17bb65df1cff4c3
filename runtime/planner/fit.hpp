// The fit: runs the shaping passes under the targets and, while the plan does not fit its
// memory budgets, lowers the targets and runs them again.
#pragma once

#include "planner/draft.hpp"

namespace acl::detail {

/// The shaped draft that fits, its lowerings noted; throws ACL_PLAN_DOES_NOT_FIT naming
/// the largest argument and the limit when nothing is left to lower.
PlanDraft fit(const PlanDraft& start, PassList<PlanDraft> shaping);

}  // namespace acl::detail
