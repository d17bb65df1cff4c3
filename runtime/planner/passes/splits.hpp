// Split bounds shared by arguments of one shape (passes arguments and splits).
#pragma once

#include <vector>

#include "planner/plan.hpp"

namespace acl::detail {

/// An argument's split bounds in words, [min, max] (max 0: none), as the planner applies
/// them: the tightest split_min and split_max of the arguments of its shape.
struct SplitBounds {
  size_t min = 0, max = 0;
};

/// Split bounds of `a`, shared by every argument of the same shape (the intersection of
/// their split_min/split_max), so that equal shapes get equal blocks even when only one of
/// them bounds its split. Throws ACL_SPLIT_COUNT_MISMATCH when those bounds do not meet.
SplitBounds shared_bounds(const ArgPlan& a, const std::vector<ArgPlan>& args);

}  // namespace acl::detail
