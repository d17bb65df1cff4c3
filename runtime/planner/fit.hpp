// The fit: runs the shaping passes under the targets and, while the plan does not fit its
// memory budgets, lowers the targets and runs them again.
#pragma once

#include "planner/draft.hpp"

namespace acl::detail {

/// The shaped draft that fits, its lowerings noted: `fresh` (a draft of the class's
/// targets) under the target passes, then the shaping passes under lowered targets; as a
/// last resort, private windows that may be views move into local tiles, ACL's tiles take
/// the device's whole local memory, and classes with group_private_bytes hold larger
/// private windows per work-item, each planned from the target passes again. Throws
/// ACL_PLAN_DOES_NOT_FIT naming the largest argument, the numbers and the cause when
/// nothing is left to lower.
PlanDraft fit(const PlanDraft& fresh, PassList<PlanDraft> targets, PassList<PlanDraft> shaping);

}  // namespace acl::detail
