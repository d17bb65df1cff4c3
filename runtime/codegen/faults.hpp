// The faults the mutation self-test injects into generated kernels (tests/mutation_test.sh),
// which the device tests must catch. They exist only in the library variant built with
// ACL_FAULT_INJECTION (acl-faults, CMakeLists.txt), where ACL_MUTATE names one; the
// production library reads no ACL_MUTATE, and every hook below is a constant there.
#pragma once

#include <cstddef>
#include <string>

namespace acl::detail {

#ifdef ACL_FAULT_INJECTION
/// ACL_MUTATE=shift_guard: the edge guard of direct stores lets one column past the array.
bool fault_shift_guard();
/// ACL_MUTATE=drop_barrier: every barrier of the program `source` is removed.
void fault_drop_barriers(std::string& source);
#endif

/// Columns past the array that the edge guards of direct stores let through: none, except
/// under the shift_guard fault.
inline size_t fault_guard_shift() {
#ifdef ACL_FAULT_INJECTION
  return fault_shift_guard() ? 1 : 0;
#else
  return 0;
#endif
}

}  // namespace acl::detail
