// Plan -> OpenCL C source of the AC kernel (no OpenCL calls; golden-testable).
#pragma once

#include <string>
#include <vector>

#include "planner/plan.hpp"

namespace acl::detail {

/// Name of the generated kernel function.
inline constexpr const char* kAcKernelName = "ACL_kernel";

/// Kernel functions of a plan's program past the first (Range::kernel 1, ...), which take
/// the same arguments: the sum of split k's parts (Tiling::parts), or the identity written
/// into written ACL_PER_* data before the launch (Launch::init_words).
inline constexpr const char* kSplitKernelName = "ACL_sum";
inline constexpr const char* kInitKernelName = "ACL_init";
inline std::vector<const char*> extra_kernels(const Plan& plan) {
  if (plan.is<Tiling>() && plan.tiling().parts) return {kSplitKernelName};
  if (plan.launch.init_words) return {kInitKernelName};
  return {};
}

/// The complete program source: plan constants, builtins, transfer helpers, the user's
/// source (with the hidden state parameter) and the AC kernel.
std::string generate(const Plan& plan, const std::string& user_source);

}  // namespace acl::detail
