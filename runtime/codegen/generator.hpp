// Plan -> OpenCL C source of the AC kernel (no OpenCL calls; golden-testable).
#pragma once

#include <string>

#include "planner/plan.hpp"

namespace acl::detail {

/// Name of the generated kernel function.
inline constexpr const char* kAcKernelName = "ACL_kernel";

/// The complete program source: plan constants, builtins, transfer helpers, the user's
/// source (with the hidden state parameter) and the AC kernel.
std::string generate(const Plan& plan, const std::string& user_source);

}  // namespace acl::detail
