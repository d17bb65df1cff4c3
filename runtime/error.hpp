// Exceptions that carry an OpenCL/ACL error code and a message for the user.
#pragma once

#include <stdexcept>
#include <string>

#include "acl/acl.h"

namespace acl::detail {

/// A failure the caller can act on: the code returned by the C API and its message.
class Error : public std::runtime_error {
 public:
  Error(cl_int code, const std::string& message) : std::runtime_error(message), code_(code) {}
  cl_int code() const { return code_; }

 private:
  cl_int code_;
};

/// Throws `code` with a message for an argument: "argument 1 'dst': <what>".
[[noreturn]] void arg_error(cl_int code, unsigned index, const std::string& name,
                            const std::string& what);

/// Throws CL_INVALID_OPERATION-like internal errors naming the broken invariant.
[[noreturn]] void internal_error(const std::string& invariant);

/// Throws an Error for an OpenCL call that returned `code`.
void check_cl(cl_int code, const char* call);

}  // namespace acl::detail
