// Test-only faults of the generated kernels (ACL_MUTATE), which the test suite must catch
// (tests/mutation_test.sh).
#pragma once

#include <cstddef>
#include <string>

namespace acl::detail {

/// ACL_MUTATE=shift_guard: the edge guard of direct stores lets one column past the array.
bool fault_shift_guard();
/// ACL_MUTATE=drop_barrier: every barrier of the program `source` is removed.
void fault_drop_barriers(std::string& source);

/// Columns past the array that the edge guards of direct stores let through: none, except
/// under the shift_guard fault.
inline size_t fault_guard_shift() { return fault_shift_guard() ? 1 : 0; }

}  // namespace acl::detail
