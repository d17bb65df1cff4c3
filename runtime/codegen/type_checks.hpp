// Compile-time checks of word sizes ACL cannot tell from the parameter's type name (a
// typedef, a struct, size_t, ...), and their build failures turned into a user error.
#pragma once

#include <string>

#include "planner/plan.hpp"

namespace acl::detail {

/// Declarations for the generated kernel that fail to compile when the element type of a
/// transfer argument that ACL cannot size is not `word_size` bytes: ACL moves and indexes
/// its words by word_size, the kernel by the type. Empty when every type is a built-in one.
std::string word_size_checks(const Plan& plan);

/// Throws ACL_INVALID_WORD_SIZE for the first argument whose word_size_checks declaration
/// the build `log` reports, with the type's size when the log tells it; returns otherwise.
void throw_word_size_failure(const std::string& log, const Plan& plan);

}  // namespace acl::detail
