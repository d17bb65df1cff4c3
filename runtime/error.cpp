// Error helpers shared by the runtime.
#include "error.hpp"

namespace acl::detail {

void arg_error(cl_int code, unsigned index, const std::string& name, const std::string& what) {
  throw Error(code, "argument " + std::to_string(index) + " '" + name + "': " + what);
}

void internal_error(const std::string& invariant) {
  throw Error(CL_INVALID_OPERATION, "ACL internal error (please report): " + invariant);
}

void check_cl(cl_int code, const char* call) {
  if (code != CL_SUCCESS)
    throw Error(code, std::string(call) + " failed with " + aclGetErrorString(code));
}

}  // namespace acl::detail
