// aclPickDevice: the device that ACL_PLATFORM and ACL_DEVICE name, as the examples, the
// benchmark and the tests pick theirs.
#include "api/pick_device.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>
#include <vector>

#include "error.hpp"

namespace acl::detail {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool contains_nocase(const std::string& hay, const std::string& needle) {
  return lower(hay).find(lower(needle)) != std::string::npos;
}

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c));
  });
}

std::string platform_name(cl_platform_id p) {
  size_t n = 0;
  if (clGetPlatformInfo(p, CL_PLATFORM_NAME, 0, nullptr, &n) != CL_SUCCESS || n == 0) return "?";
  std::string s(n, '\0');
  clGetPlatformInfo(p, CL_PLATFORM_NAME, n, s.data(), nullptr);
  s.resize(n - 1);
  return s;
}

std::string device_name(cl_device_id d) {
  size_t n = 0;
  if (clGetDeviceInfo(d, CL_DEVICE_NAME, 0, nullptr, &n) != CL_SUCCESS || n == 0) return "?";
  std::string s(n, '\0');
  clGetDeviceInfo(d, CL_DEVICE_NAME, n, s.data(), nullptr);
  s.resize(n - 1);
  return s;
}

std::string type_name(cl_device_type t) {
  if (t == CL_DEVICE_TYPE_ALL) return "ALL";
  std::string s;
  auto add = [&](cl_device_type bit, const char* name) {
    if (t & bit) s += (s.empty() ? "" : "|") + std::string(name);
  };
  add(CL_DEVICE_TYPE_CPU, "CPU");
  add(CL_DEVICE_TYPE_GPU, "GPU");
  add(CL_DEVICE_TYPE_ACCELERATOR, "ACCELERATOR");
  add(CL_DEVICE_TYPE_CUSTOM, "CUSTOM");
  add(CL_DEVICE_TYPE_DEFAULT, "DEFAULT");
  return s.empty() ? "none" : s;
}

std::vector<cl_platform_id> platforms() {
  cl_uint n = 0;
  const cl_int err = clGetPlatformIDs(0, nullptr, &n);
  if (err != CL_SUCCESS && err != -1001 /* CL_PLATFORM_NOT_FOUND_KHR */)
    throw Error(err, std::string("aclPickDevice: clGetPlatformIDs failed with ") +
                         aclGetErrorString(err));
  std::vector<cl_platform_id> v(n);
  if (n) check_cl(clGetPlatformIDs(n, v.data(), nullptr), "clGetPlatformIDs");
  return v;
}

/// The platform's devices of `type`; none when it has none (CL_DEVICE_NOT_FOUND).
std::vector<cl_device_id> devices(cl_platform_id p, cl_device_type type) {
  cl_uint n = 0;
  const cl_int err = clGetDeviceIDs(p, type, 0, nullptr, &n);
  if (err == CL_DEVICE_NOT_FOUND) return {};
  check_cl(err, "clGetDeviceIDs");
  std::vector<cl_device_id> v(n);
  if (n) check_cl(clGetDeviceIDs(p, type, n, v.data(), nullptr), "clGetDeviceIDs");
  return v;
}

/// Every platform and its devices, with the values ACL_PLATFORM and ACL_DEVICE take.
std::string inventory(const std::vector<cl_platform_id>& ps, cl_device_type type) {
  if (ps.empty()) return "\n  no OpenCL platform: is an ICD installed (e.g. pocl-opencl-icd)?";
  std::string s;
  for (cl_platform_id p : ps) {
    s += "\n  platform '" + platform_name(p) + "'";
    const std::vector<cl_device_id> all = devices(p, CL_DEVICE_TYPE_ALL);
    const std::vector<cl_device_id> of_type = devices(p, type);
    if (all.empty()) s += ": no devices";
    for (cl_device_id d : all) {
      cl_device_type t = 0;
      clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof t, &t, nullptr);
      const auto at = std::find(of_type.begin(), of_type.end(), d);
      s += "\n    " +
           (at == of_type.end() ? std::string("(not of the type asked for)")
                                : "ACL_DEVICE=" + std::to_string(at - of_type.begin())) +
           " '" + device_name(d) + "' (" + type_name(t) + ")";
    }
  }
  return s;
}

}  // namespace

void pick_device(cl_device_type type, cl_platform_id* platform, cl_device_id* device) {
  if (!device) throw Error(CL_INVALID_VALUE, "aclPickDevice: device is NULL");
  const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU |
                               CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;
  if (type != CL_DEVICE_TYPE_ALL && (type == 0 || (type & ~known) != 0))
    throw Error(CL_INVALID_DEVICE_TYPE, "aclPickDevice: device type " + std::to_string(type) +
                                            " is not CL_DEVICE_TYPE_ALL or a combination of "
                                            "CL_DEVICE_TYPE_CPU, _GPU, _ACCELERATOR, _CUSTOM "
                                            "and _DEFAULT");
  const std::string want_platform = env("ACL_PLATFORM"), want_device = env("ACL_DEVICE");
  const bool by_index = all_digits(want_device);
  const std::vector<cl_platform_id> ps = platforms();
  for (cl_platform_id p : ps) {
    if (!want_platform.empty() && !contains_nocase(platform_name(p), want_platform)) continue;
    const std::vector<cl_device_id> ds = devices(p, type);
    for (size_t i = 0; i < ds.size(); ++i) {
      const bool match = want_device.empty() ||
                         (by_index ? std::strtoull(want_device.c_str(), nullptr, 10) == i
                                   : contains_nocase(device_name(ds[i]), want_device));
      if (!match) continue;
      if (platform) *platform = p;
      *device = ds[i];
      return;
    }
  }
  throw Error(CL_DEVICE_NOT_FOUND,
              "aclPickDevice: no OpenCL device of type " + type_name(type) +
                  " matches ACL_PLATFORM='" + want_platform + "' ACL_DEVICE='" + want_device +
                  "' (platform: a substring of its name; device: an index or a substring of "
                  "its name); found:" + inventory(ps, type));
}

}  // namespace acl::detail
