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

/// An event wait list as every ACL entry point checks it, as clEnqueueNDRangeKernel's
/// specification says (some drivers do not check, and Oclgrind crashes on bad ones):
/// CL_INVALID_EVENT_WAIT_LIST for a count and a list that disagree ((1, NULL), (0, list)) or
/// an entry NULL or not an event, CL_INVALID_CONTEXT for an event of another context than
/// `context`, which `whose` names ("the ACL kernel's"). Messages start with `who`.
void check_wait_list(const std::string& who, cl_context context, const char* whose,
                     cl_uint num_events, const cl_event* wait_list);

}  // namespace acl::detail
