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

/// Where the code of a generated source starts: past the comment that prints its plan,
/// which no compiler reads. Two plans can differ where the code does not (an array's place
/// in a run that no load depends on): their programs are one build, memoised and cached by
/// the code alone. 0 for a source without that comment.
size_t code_start(const std::string& source);

}  // namespace acl::detail
