// Plan -> OpenCL C source of the AC kernel (no OpenCL calls; golden-testable).
#pragma once

#include <string>

#include "planner/plan.hpp"

namespace acl::detail {

/// Name of the generated kernel function.
inline constexpr const char* kAcKernelName = "ACL_kernel";

/// Kernel functions of a plan's program past the first (Range::kernel 1, ...): the sum of
/// split k's parts (Tiling::parts).
inline constexpr const char* kSplitKernelNames[] = {"ACL_sum"};
inline size_t extra_kernels(const Plan& plan) {
  return plan.is<Tiling>() && plan.tiling().parts ? 1 : 0;
}

/// The complete program source: plan constants, builtins, transfer helpers, the user's
/// source (with the hidden state parameter) and the AC kernel.
std::string generate(const Plan& plan, const std::string& user_source);

}  // namespace acl::detail
