// Names and texts of OpenCL and ACL error codes. Each code is one (name, text) entry of a
// list below; the name switch and the text switch are both generated from the lists, so a
// code cannot have one without the other. Names go without their prefix: a full name would
// be macro-expanded to its number before it could be stringised.
// tests/unit/error_strings_test.cpp checks every error code of include/acl/acl.h and of
// CL/cl.h against these lists.
#include <boost/preprocessor/cat.hpp>
#include <boost/preprocessor/seq/for_each.hpp>
#include <boost/preprocessor/stringize.hpp>
#include <boost/preprocessor/tuple/elem.hpp>

#include "acl/acl.h"

// OpenCL 1.2's codes, whose macros CL/cl.h defines for CL_TARGET_OPENCL_VERSION 120.
#define ACL_CL_ERRORS                                                                        \
  ((SUCCESS, "success"))                                                                     \
  ((DEVICE_NOT_FOUND, "no OpenCL device of the requested type"))                             \
  ((DEVICE_NOT_AVAILABLE, "the device is not available"))                                   \
  ((COMPILER_NOT_AVAILABLE, "the implementation has no compiler for this device"))          \
  ((MEM_OBJECT_ALLOCATION_FAILURE, "could not allocate memory for a buffer or image"))      \
  ((OUT_OF_RESOURCES, "the device ran out of resources"))                                    \
  ((OUT_OF_HOST_MEMORY, "the OpenCL implementation ran out of host memory"))                 \
  ((PROFILING_INFO_NOT_AVAILABLE, "no profiling information: queue without profiling, or " \
                                  "command not finished"))                                   \
  ((MEM_COPY_OVERLAP, "source and destination of a copy overlap"))                           \
  ((IMAGE_FORMAT_MISMATCH, "source and destination images have different formats"))          \
  ((IMAGE_FORMAT_NOT_SUPPORTED, "image format not supported by the device"))                 \
  ((BUILD_PROGRAM_FAILURE, "the program did not build: see the build log"))                  \
  ((MAP_FAILURE, "could not map a buffer or image"))                                         \
  ((MISALIGNED_SUB_BUFFER_OFFSET, "sub-buffer offset not aligned to the device's "          \
                                  "CL_DEVICE_MEM_BASE_ADDR_ALIGN"))                          \
  ((EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, "an event in the wait list failed"))         \
  ((COMPILE_PROGRAM_FAILURE, "the program did not compile: see the build log"))              \
  ((LINKER_NOT_AVAILABLE, "the implementation has no linker for this device"))              \
  ((LINK_PROGRAM_FAILURE, "the program did not link: see the build log"))                    \
  ((DEVICE_PARTITION_FAILED, "the device could not be partitioned"))                         \
  ((KERNEL_ARG_INFO_NOT_AVAILABLE, "no argument information for this kernel"))              \
  ((INVALID_VALUE, "an argument value is not valid"))                                        \
  ((INVALID_DEVICE_TYPE, "not a valid device type"))                                         \
  ((INVALID_PLATFORM, "not a valid platform"))                                               \
  ((INVALID_DEVICE, "not a valid device, or not one of the context's"))                      \
  ((INVALID_CONTEXT, "not a valid context, or objects of different contexts"))               \
  ((INVALID_QUEUE_PROPERTIES, "queue properties the device does not support"))               \
  ((INVALID_COMMAND_QUEUE, "not a valid command queue"))                                     \
  ((INVALID_HOST_PTR, "host pointer and memory flags do not agree"))                         \
  ((INVALID_MEM_OBJECT, "not a valid memory object"))                                        \
  ((INVALID_IMAGE_FORMAT_DESCRIPTOR, "not a valid image format"))                            \
  ((INVALID_IMAGE_SIZE, "image size not supported by the device"))                           \
  ((INVALID_SAMPLER, "not a valid sampler"))                                                 \
  ((INVALID_BINARY, "not a valid program binary for the device"))                            \
  ((INVALID_BUILD_OPTIONS, "build options not valid"))                                       \
  ((INVALID_PROGRAM, "not a valid program"))                                                 \
  ((INVALID_PROGRAM_EXECUTABLE, "the program has no executable built for the device"))      \
  ((INVALID_KERNEL_NAME, "no kernel of that name in the program"))                           \
  ((INVALID_KERNEL_DEFINITION, "the kernel differs between the program's devices"))         \
  ((INVALID_KERNEL, "not a valid kernel"))                                                   \
  ((INVALID_ARG_INDEX, "argument index out of range"))                                       \
  ((INVALID_ARG_VALUE, "argument value not valid for the parameter"))                        \
  ((INVALID_ARG_SIZE, "argument size does not match the parameter"))                         \
  ((INVALID_KERNEL_ARGS, "kernel arguments not all set"))                                    \
  ((INVALID_WORK_DIMENSION, "work dimension out of range"))                                  \
  ((INVALID_WORK_GROUP_SIZE, "work-group size not valid for the kernel or device"))          \
  ((INVALID_WORK_ITEM_SIZE, "work-group size above the device's limit in a dimension"))      \
  ((INVALID_GLOBAL_OFFSET, "global offset not valid"))                                       \
  ((INVALID_EVENT_WAIT_LIST, "event wait list not valid: count and list disagree, or an "  \
                             "entry is not a valid event"))                                  \
  ((INVALID_EVENT, "not a valid event"))                                                     \
  ((INVALID_OPERATION, "operation not valid in this state"))                                 \
  ((INVALID_GL_OBJECT, "not a valid OpenGL object"))                                         \
  ((INVALID_BUFFER_SIZE, "buffer size 0 or above the device's limit"))                      \
  ((INVALID_MIP_LEVEL, "mipmap level not valid"))                                            \
  ((INVALID_GLOBAL_WORK_SIZE, "global work size not valid"))                                 \
  ((INVALID_PROPERTY, "a property name or value is not valid"))                              \
  ((INVALID_IMAGE_DESCRIPTOR, "not a valid image descriptor"))                               \
  ((INVALID_COMPILER_OPTIONS, "compiler options not valid"))                                 \
  ((INVALID_LINKER_OPTIONS, "linker options not valid"))                                     \
  ((INVALID_DEVICE_PARTITION_COUNT, "partition count not valid"))

// Codes of later OpenCL versions and of extensions that an OpenCL 1.2 build does not
// define but a driver or the ICD loader can return: (value, full name, text).
#define ACL_CL_LATER_ERRORS                                                                 \
  ((-69, "CL_INVALID_PIPE_SIZE", "pipe packet size or count not valid"))                   \
  ((-70, "CL_INVALID_DEVICE_QUEUE", "not a valid device queue"))                            \
  ((-71, "CL_INVALID_SPEC_ID", "not a valid specialization constant id"))                   \
  ((-72, "CL_MAX_SIZE_RESTRICTION_EXCEEDED", "a size is above the device's limit"))         \
  ((-1001, "CL_PLATFORM_NOT_FOUND_KHR", "no OpenCL platform: no ICD is installed"))

// ACL's own codes (include/acl/acl.h); texts as the header's comments.
#define ACL_OWN_ERRORS                                                                       \
  ((INVALID_ATTRIBUTE, "an attribute value is out of its range or does not fit the "        \
                       "parameter"))                                                         \
  ((SHAPE_EXCEEDS_BUFFER, "size and pitches reach past CL_MEM_SIZE"))                        \
  ((INVALID_WORD_SIZE, "word_size not 1, 2, 4, 8, 16, or not User_main's type"))            \
  ((INVALID_MARGIN, "margin not allowed or too wide for the split"))                         \
  ((INVALID_LEVEL, "level 0, above 3, or levels with a gap"))                                \
  ((SPLIT_COUNT_MISMATCH, "same-level arguments cannot share a split count"))                \
  ((PLAN_DOES_NOT_FIT, "no plan fits the device's limits"))                                  \
  ((NOT_SUPPORTED_YET, "a valid attribute combination this version does not implement"))    \
  ((ARG_NOT_SET, "an argument of User_main was never set"))                                  \
  ((INVALID_USER_MAIN, "User_main missing or its parameters unreadable"))                    \
  ((INVALID_MIN_MAX, "a min bound above its max"))                                           \
  ((ADDRESS_SPACE_MISMATCH, "the parameter's address space does not fit the attributes"))   \
  ((INVALID_ACCESS, "the kernel would write read-only or read write-only data"))

#define ACL_NAME_CASE(r, prefix, entry)                         \
  case BOOST_PP_CAT(prefix, BOOST_PP_TUPLE_ELEM(2, 0, entry)): \
    return BOOST_PP_STRINGIZE(prefix) BOOST_PP_STRINGIZE(BOOST_PP_TUPLE_ELEM(2, 0, entry));
#define ACL_TEXT_CASE(r, prefix, entry)                         \
  case BOOST_PP_CAT(prefix, BOOST_PP_TUPLE_ELEM(2, 0, entry)): \
    return BOOST_PP_TUPLE_ELEM(2, 1, entry);
#define ACL_LATER_NAME_CASE(r, data, entry) \
  case BOOST_PP_TUPLE_ELEM(3, 0, entry):    \
    return BOOST_PP_TUPLE_ELEM(3, 1, entry);
#define ACL_LATER_TEXT_CASE(r, data, entry) \
  case BOOST_PP_TUPLE_ELEM(3, 0, entry):    \
    return BOOST_PP_TUPLE_ELEM(3, 2, entry);

extern "C" const char* aclGetErrorString(cl_int code) {
  switch (code) {
    BOOST_PP_SEQ_FOR_EACH(ACL_NAME_CASE, CL_, ACL_CL_ERRORS)
    BOOST_PP_SEQ_FOR_EACH(ACL_LATER_NAME_CASE, _, ACL_CL_LATER_ERRORS)
    BOOST_PP_SEQ_FOR_EACH(ACL_NAME_CASE, ACL_, ACL_OWN_ERRORS)
    default:
      return "unknown error code";
  }
}

extern "C" const char* aclGetErrorText(cl_int code) {
  switch (code) {
    BOOST_PP_SEQ_FOR_EACH(ACL_TEXT_CASE, CL_, ACL_CL_ERRORS)
    BOOST_PP_SEQ_FOR_EACH(ACL_LATER_TEXT_CASE, _, ACL_CL_LATER_ERRORS)
    BOOST_PP_SEQ_FOR_EACH(ACL_TEXT_CASE, ACL_, ACL_OWN_ERRORS)
    default:
      return "unknown error code: not an OpenCL or ACL error";
  }
}
