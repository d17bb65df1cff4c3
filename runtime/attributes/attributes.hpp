// Recording and validating the transfer attributes of each User_main argument.
#pragma once

#include <string>
#include <vector>

#include "acl/acl.h"
#include "attributes/user_main.hpp"

namespace acl::detail {

/// How an argument reaches User_main.
enum class ArgKind {
  Unset,     ///< never set: enqueue fails
  Scalar,    ///< passed by value
  Local,     ///< __local scratch of a given size (attr NULL, value NULL)
  Global,    ///< buffer passed through as a __global pointer (attr NULL)
  Transfer,  ///< buffer moved by the AC kernel per its attributes
};

/// What the planner needs of one argument: no OpenCL handles.
struct ArgDesc {
  Param param;
  ArgKind kind = ArgKind::Unset;
  acl_attr attr{};          ///< normalised: size[1..2] >= 1, pitches in bytes filled in
  size_t local_bytes = 0;   ///< for ArgKind::Local
};

/// Checks `attr` for argument `index` against its User_main parameter and the buffer's
/// size (`mem_size` bytes) and access flags; returns the normalised attributes or throws.
acl_attr validate_transfer(unsigned index, const Param& param, const acl_attr& attr,
                           size_t mem_size, cl_mem_flags flags);

/// Checks what only the whole argument list can tell (levels without gaps, something to
/// distribute); throws on the first problem.
void validate_argument_set(const std::vector<ArgDesc>& args);

/// Name of an attribute constant for messages ("ACL_BOTTOM_LEFT").
std::string origin_name(cl_uint v);
std::string border_name(cl_uint v);
std::string split_name(cl_uint v);

}  // namespace acl::detail
