// aclPickDevice and acl::open_device: the device ACL_PLATFORM and ACL_DEVICE name, and a
// message listing what exists when they name none.
#include "harness.hpp"

#include <stdlib.h>

namespace acltest {
namespace {

/// Sets ACL_PLATFORM and ACL_DEVICE for its lifetime (nullptr: unset), restoring them after.
class PickEnv {
 public:
  PickEnv(const char* platform, const char* device) {
    set("ACL_PLATFORM", platform, 0);
    set("ACL_DEVICE", device, 1);
  }
  ~PickEnv() {
    for (int i = 0; i < 2; ++i) {
      const char* name = i ? "ACL_DEVICE" : "ACL_PLATFORM";
      if (had_[i]) setenv(name, old_[i].c_str(), 1);
      else unsetenv(name);
    }
  }

 private:
  void set(const char* name, const char* value, int i) {
    if (const char* v = std::getenv(name)) had_[i] = true, old_[i] = v;
    if (value) setenv(name, value, 1);
    else unsetenv(name);
  }
  bool had_[2] = {false, false};
  std::string old_[2];
};

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
std::string upper(std::string s) {
  for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

/// The platform and device that aclPickDevice gives, or the code it fails with.
struct Picked {
  cl_int code;
  cl_platform_id platform;
  cl_device_id device;
};
Picked pick(cl_device_type type = CL_DEVICE_TYPE_ALL) {
  Picked p{CL_SUCCESS, nullptr, nullptr};
  p.code = aclPickDevice(type, &p.platform, &p.device);
  return p;
}

}  // namespace

TEST_CASE("aclPickDevice finds the device by platform and device name or index",
          "[device][pick-device]") {
  Env& e = env();  // the test device, picked with the process's ACL_PLATFORM / ACL_DEVICE
  const std::string platform = e.platform.getInfo<CL_PLATFORM_NAME>();
  const std::string device = e.device.getInfo<CL_DEVICE_NAME>();
  std::vector<cl::Device> siblings;
  e.platform.getDevices(CL_DEVICE_TYPE_ALL, &siblings);
  size_t index = 0;
  while (index < siblings.size() && siblings[index]() != e.device()) ++index;
  REQUIRE(index < siblings.size());
  const std::string index_text = std::to_string(index);

  {
    INFO("the process's own variables give the test device");
    const Picked p = pick();
    CHECK(p.code == CL_SUCCESS);
    CHECK(p.device == e.device());
  }
  {
    INFO("platform by a part of its name in another case, device by index");
    PickEnv v(lower(platform.substr(0, 5)).c_str(), index_text.c_str());
    const Picked p = pick();
    CHECK(p.code == CL_SUCCESS);
    CHECK(p.platform == e.platform());
    CHECK(p.device == e.device());
  }
  {
    INFO("device by its whole name in capitals; the platform pointer may be NULL");
    PickEnv v(platform.c_str(), upper(device).c_str());
    cl_device_id d = nullptr;
    CHECK(aclPickDevice(CL_DEVICE_TYPE_ALL, nullptr, &d) == CL_SUCCESS);
    CHECK(d == e.device());
  }
  {
    INFO("empty variables allow everything");
    PickEnv v("", "");
    CHECK(pick().code == CL_SUCCESS);
  }
}

TEST_CASE("aclPickDevice says what exists when nothing matches, and changes nothing",
          "[device][pick-device]") {
  Env& e = env();
  const std::string platform = e.platform.getInfo<CL_PLATFORM_NAME>();
  const std::string device = e.device.getInfo<CL_DEVICE_NAME>();
  auto rejected = [&](cl_device_type type, cl_int code, const std::vector<std::string>& says) {
    cl_platform_id p = reinterpret_cast<cl_platform_id>(&e);  // must stay as it is
    cl_device_id d = reinterpret_cast<cl_device_id>(&e);
    CHECK(aclPickDevice(type, &p, &d) == code);
    CHECK(p == reinterpret_cast<cl_platform_id>(&e));
    CHECK(d == reinterpret_cast<cl_device_id>(&e));
    const std::string msg = aclGetLastErrorMessage();
    INFO("message: " << msg);
    for (const std::string& s : says) {
      INFO("should mention: " << s);
      CHECK(msg.find(s) != std::string::npos);
    }
  };
  {
    PickEnv v("no-such-platform", nullptr);
    rejected(CL_DEVICE_TYPE_ALL, CL_DEVICE_NOT_FOUND,
             {"ACL_PLATFORM='no-such-platform'", "platform '" + platform + "'",
              "ACL_DEVICE=0 '", device});
  }
  {
    PickEnv v(nullptr, "4096");
    rejected(CL_DEVICE_TYPE_ALL, CL_DEVICE_NOT_FOUND, {"ACL_DEVICE='4096'", device});
  }
  {
    PickEnv v(nullptr, "no-such-device");
    rejected(CL_DEVICE_TYPE_ALL, CL_DEVICE_NOT_FOUND, {"ACL_DEVICE='no-such-device'", device});
  }
  {
    PickEnv v(nullptr, nullptr);
    const cl_device_type t = e.device.getInfo<CL_DEVICE_TYPE>();
    const cl_device_type other = t & CL_DEVICE_TYPE_GPU ? CL_DEVICE_TYPE_CPU : CL_DEVICE_TYPE_GPU;
    // Devices of the other type on any platform (the GPU machine has PoCL's CPU beside the
    // GPU): found, one of them is picked; none anywhere: every device is listed as such.
    size_t of_other = 0;
    std::vector<cl::Platform> platforms;
    cl::Platform::get(&platforms);
    for (const cl::Platform& pl : platforms) {
      std::vector<cl::Device> devices;
      try {
        pl.getDevices(other, &devices);
      } catch (const cl::Error&) {
        devices.clear();  // CL_DEVICE_NOT_FOUND
      }
      of_other += devices.size();
    }
    if (of_other == 0) {
      rejected(other, CL_DEVICE_NOT_FOUND,
               {other == CL_DEVICE_TYPE_GPU ? "of type GPU" : "of type CPU",
                "(not of the type asked for) '" + device + "'"});
    } else {
      cl_device_id d = nullptr;
      REQUIRE(aclPickDevice(other, nullptr, &d) == CL_SUCCESS);
      cl_device_type got = 0;
      REQUIRE(clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof got, &got, nullptr) == CL_SUCCESS);
      CHECK((got & other) != 0);
    }
    rejected(0, CL_INVALID_DEVICE_TYPE, {"device type 0"});
    CHECK(aclPickDevice(CL_DEVICE_TYPE_ALL, nullptr, nullptr) == CL_INVALID_VALUE);
  }
}

TEST_CASE("acl::open_device gives a context and queue that run an ACL kernel",
          "[device][pick-device]") {
  acl::Device d = acl::open_device(CL_DEVICE_TYPE_ALL, CL_QUEUE_PROFILING_ENABLE);
  CHECK(d.device() == env().device());
  CHECK(d.queue.getInfo<CL_QUEUE_PROPERTIES>() == CL_QUEUE_PROFILING_ENABLE);
  std::vector<float> in(100);
  for (size_t i = 0; i < in.size(); ++i) in[i] = float(i) - 50;
  cl::Buffer a(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, size_t(400), in.data());
  cl::Buffer b(d.context, CL_MEM_WRITE_ONLY, size_t(400));
  acl::Kernel k(d.context, "void User_main(float* a, float* b) { b[0] = 2 * a[0]; }");
  acl::Attr at;
  at.shape(100).words(4).split_size(1);
  k.arg(0, a, at).arg(1, b, acl::Attr(at).read(ACL_NONE).write(ACL_TOP_LEFT));
  k.enqueue(d.queue).wait();
  std::vector<float> out(100);
  d.queue.enqueueReadBuffer(b, CL_TRUE, 0, 400, out.data());
  for (size_t i = 0; i < out.size(); ++i) CHECK(out[i] == 2 * in[i]);

  PickEnv v("no-such-platform", nullptr);
  try {
    acl::open_device();
    FAIL("acl::open_device found a platform called no-such-platform");
  } catch (const acl::Error& e) {
    CHECK(e.code() == CL_DEVICE_NOT_FOUND);
    CHECK_THAT(e.what(), Catch::StartsWith("CL_DEVICE_NOT_FOUND: aclPickDevice: no OpenCL device"));
  }
}

}  // namespace acltest
