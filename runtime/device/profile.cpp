// Device snapshot from clGetDeviceInfo and the table of per-class strategy knobs.
#include "device/profile.hpp"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "error.hpp"

namespace acl::detail {
namespace {

std::string device_string(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  check_cl(clGetDeviceInfo(d, what, 0, nullptr, &n), "clGetDeviceInfo");
  std::string s(n, '\0');
  check_cl(clGetDeviceInfo(d, what, n, s.data(), nullptr), "clGetDeviceInfo");
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

template <typename T>
T device_value(cl_device_id d, cl_device_info what) {
  T v{};
  check_cl(clGetDeviceInfo(d, what, sizeof v, &v, nullptr), "clGetDeviceInfo");
  return v;
}

/// One row of the device table: the first row whose class matches and whose vendor
/// substring (empty = any) is found in the device's vendor wins.
struct Row {
  DeviceClass cls;
  const char* vendor;
  StrategyKnobs knobs;
};

// Why these numbers:
// - GPUs: 256-wide groups (8 warps), 8 groups per multiprocessor (2048 threads: one
//   resident wave), 16 bytes per work-item per argument (16-byte vector loads); byte and
//   short data go through local memory so each work-item loads 16 bytes (a column of
//   bytes read straight from global memory moves 32 bytes per warp request).
//   Prefetching into registers overlaps the next split's loads with User_main.
// - CPUs (PoCL): work-items of a group run as a loop the compiler vectorises, so groups of
//   64 and larger blocks per work-item amortise the loop; prefetch gains nothing there.
const std::vector<Row>& table() {
  static const std::vector<Row> rows = {
      {DeviceClass::Gpu, "NVIDIA", {256, 32, 16, 512, 256, 8, 4, true, 2}},
      {DeviceClass::Gpu, "", {256, 32, 16, 512, 256, 8, 4, true, 2}},
      {DeviceClass::Cpu, "", {64, 8, 64, 8192, 1024, 4, 0, false, 2}},
      {DeviceClass::Other, "", {64, 8, 16, 1024, 256, 4, 0, true, 2}},
  };
  return rows;
}

}  // namespace

const char* class_name(DeviceClass c) {
  switch (c) {
    case DeviceClass::Cpu: return "cpu";
    case DeviceClass::Gpu: return "gpu";
    default: return "other";
  }
}

StrategyKnobs knobs_for(DeviceClass cls, const std::string& vendor, const std::string& name) {
  (void)name;
  for (const Row& r : table())
    if (r.cls == cls && vendor.find(r.vendor) != std::string::npos) return r.knobs;
  return StrategyKnobs{};
}

DeviceProfile profile_of(cl_device_id device) {
  DeviceProfile p;
  p.name = device_string(device, CL_DEVICE_NAME);
  p.vendor = device_string(device, CL_DEVICE_VENDOR);
  p.driver = device_string(device, CL_DRIVER_VERSION);
  const auto type = device_value<cl_device_type>(device, CL_DEVICE_TYPE);
  p.device_class = (type & CL_DEVICE_TYPE_GPU)   ? DeviceClass::Gpu
                   : (type & CL_DEVICE_TYPE_CPU) ? DeviceClass::Cpu
                                                 : DeviceClass::Other;
  p.compute_units = device_value<cl_uint>(device, CL_DEVICE_MAX_COMPUTE_UNITS);
  p.max_wg = device_value<size_t>(device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  p.local_mem = static_cast<size_t>(device_value<cl_ulong>(device, CL_DEVICE_LOCAL_MEM_SIZE));
  // ACL_DEVICE_CLASS=gpu|cpu|other plans with another class's strategy on this device:
  // tests use it to run the GPU strategies on PoCL.
  if (const char* forced = std::getenv("ACL_DEVICE_CLASS")) {
    const std::string f = forced;
    if (f == "gpu") p.device_class = DeviceClass::Gpu;
    else if (f == "cpu") p.device_class = DeviceClass::Cpu;
    else if (f == "other") p.device_class = DeviceClass::Other;
    else if (!f.empty())
      throw Error(CL_INVALID_VALUE, "ACL_DEVICE_CLASS='" + f + "': use gpu, cpu or other");
  }
  p.knobs = knobs_for(p.device_class, p.vendor, p.name);
  return p;
}

}  // namespace acl::detail
