// Device snapshot from clGetDeviceInfo, with the knobs the device table and ACL_KNOBS give it.
#include "device/profile.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "device/knobs.hpp"
#include "device/tuning.hpp"
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

}  // namespace

void override_knobs(StrategyKnobs& k, const std::string& spec) {
  StrategyKnobs next = k;
  for (const auto& [knob, value] : parse_knob_spec(spec, "ACL_KNOBS")) knob->set(next, value);
  k = next;
}

const char* class_name(DeviceClass c) {
  switch (c) {
    case DeviceClass::Cpu:
      return "cpu";
    case DeviceClass::Gpu:
      return "gpu";
    default:
      return "other";
  }
}

StrategyKnobs knobs_for(DeviceClass cls, const std::string& vendor, const std::string& name) {
  return resolve_knobs(device_rows(), cls, vendor, name).knobs;
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
  p.float_lanes = device_value<cl_uint>(device, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT);
  p.base_align =
      std::max<size_t>(1, device_value<cl_uint>(device, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8);
  // ACL_DEVICE_CLASS=gpu|cpu|other plans with another class's strategy on this device:
  // tests use it to run the GPU strategies on PoCL.
  if (const char* forced = std::getenv("ACL_DEVICE_CLASS")) {
    const std::string f = forced;
    if (f == "gpu")
      p.device_class = DeviceClass::Gpu;
    else if (f == "cpu")
      p.device_class = DeviceClass::Cpu;
    else if (f == "other")
      p.device_class = DeviceClass::Other;
    else if (!f.empty())
      throw Error(CL_INVALID_VALUE, "ACL_DEVICE_CLASS='" + f + "': use gpu, cpu or other");
  }
  ResolvedKnobs table = resolve_knobs(device_rows(), p.device_class, p.vendor, p.name);
  p.knobs = p.table_knobs = table.knobs;
  p.knob_rows = std::move(table.rows);
  if (const char* k = std::getenv("ACL_KNOBS"); k && *k) {
    override_knobs(p.knobs, k);
    p.env_knobs = k;
    p.knob_rows.push_back("ACL_KNOBS");
  }
  p.tuned = std::make_shared<const std::vector<TunedRow>>(rows_for_device(p));
  return p;
}

}  // namespace acl::detail
