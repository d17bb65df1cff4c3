// The mutation self-test's faults (faults.hpp), compiled into the acl-faults library only.
#include "codegen/faults.hpp"

#include <cstdlib>

#ifndef ACL_FAULT_INJECTION
#error "faults.cpp belongs to the acl-faults library, built with ACL_FAULT_INJECTION"
#endif

namespace acl::detail {
namespace {

bool fault_named(const char* name) {
  const char* m = std::getenv("ACL_MUTATE");
  return m && std::string(m) == name;
}

}  // namespace

bool fault_shift_guard() {
  return fault_named("shift_guard");
}

void fault_drop_barriers(std::string& source) {
  if (!fault_named("drop_barrier")) return;
  for (const std::string b : {"barrier(CLK_LOCAL_MEM_FENCE);", "barrier(CLK_GLOBAL_MEM_FENCE);"})
    for (size_t p; (p = source.find(b)) != std::string::npos;)
      source.replace(p, b.size(), "/* ACL_MUTATE: barrier dropped */");
}

}  // namespace acl::detail
