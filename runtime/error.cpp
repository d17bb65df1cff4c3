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

void check_wait_list(const std::string& who, cl_context context, const char* whose,
                     cl_uint num_events, const cl_event* wait_list) {
  if ((num_events == 0) != (wait_list == nullptr))
    throw Error(CL_INVALID_EVENT_WAIT_LIST,
                who + ": num_events_in_wait_list (" + std::to_string(num_events) +
                    ") and event_wait_list (" + (wait_list ? "given" : "NULL") +
                    ") disagree: pass 0 and NULL, or the number of events and the list");
  for (cl_uint i = 0; i < num_events; ++i) {
    const std::string entry = who + ": event_wait_list[" + std::to_string(i) + "]";
    cl_context ctx = nullptr;
    if (!wait_list[i])
      throw Error(CL_INVALID_EVENT_WAIT_LIST, entry +
                                                  " is NULL: pass only valid events, and "
                                                  "num_events_in_wait_list as their number");
    if (clGetEventInfo(wait_list[i], CL_EVENT_CONTEXT, sizeof ctx, &ctx, nullptr) != CL_SUCCESS)
      throw Error(CL_INVALID_EVENT_WAIT_LIST, entry + " is not a valid event");
    if (ctx != context)
      throw Error(CL_INVALID_CONTEXT,
                  entry + " belongs to another context than " + std::string(whose));
  }
}

}  // namespace acl::detail
