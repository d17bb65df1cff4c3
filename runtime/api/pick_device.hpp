// Choosing an OpenCL device from ACL_PLATFORM and ACL_DEVICE (aclPickDevice).
#pragma once

#include "acl/acl.h"

namespace acl::detail {

/// The first device of `type` that ACL_PLATFORM (a substring of the platform's name, any
/// case) and ACL_DEVICE (an index among the platform's devices of `type`, or a substring
/// of the device's name, any case) allow; either variable unset or empty allows all.
/// Throws CL_DEVICE_NOT_FOUND listing every platform and device when none matches.
/// `platform` may be null.
void pick_device(cl_device_type type, cl_platform_id* platform, cl_device_id* device);

}  // namespace acl::detail
