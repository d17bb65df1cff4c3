// Wall time of enqueue + clFinish of an empty kernel against the number of work-groups and
// their size (PoCL's per-launch and per-group costs). Median of 200 after 20 warm-ups.
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
int main() {
  const char* want = std::getenv("ACL_PLATFORM");
  std::vector<cl::Platform> ps; cl::Platform::get(&ps);
  for (auto& p : ps) {
    if (want && !strstr(p.getInfo<CL_PLATFORM_NAME>().c_str(), want)) continue;
    std::vector<cl::Device> ds; p.getDevices(CL_DEVICE_TYPE_ALL, &ds);
    cl::Device dev = ds[0];
    std::printf("%s (%s), %u compute units\n", dev.getInfo<CL_DEVICE_NAME>().c_str(), dev.getInfo<CL_DRIVER_VERSION>().c_str(), dev.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>());
    cl::Context ctx(dev); cl::CommandQueue q(ctx, dev);
    cl::Program prog(ctx, "__kernel void k(__global int* p) { if (get_global_id(0) == 0x7fffffff) p[0] = 1; }");
    prog.build();
    cl::Kernel k(prog, "k"); cl::Buffer b(ctx, CL_MEM_READ_WRITE, 64); k.setArg(0, b);
    for (int round = 0; round < 2; round++)
      for (size_t local : {size_t(1), size_t(256)})
        for (size_t groups : {1, 2, 8, 16, 32, 64, 128, 512, 2048, 8192, 32768}) {
          std::vector<double> us;
          for (int i = 0; i < 220; i++) {
            auto t0 = std::chrono::steady_clock::now();
            q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
            q.finish();
            auto t1 = std::chrono::steady_clock::now();
            if (i >= 20) us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
          }
          std::sort(us.begin(), us.end());
          std::printf("round %d local %zu groups %zu: median %.1f us (p10 %.1f)\n", round, local, groups, us[us.size() / 2], us[us.size() / 10]);
        }
    return 0;
  }
  return 1;
}
