// Wall time of enqueue + clFinish of an empty kernel on the selected platform's first device,
// with 1 work-item and with 2048^2/16 work-items in groups of 256 (the floor under any
// synchronous OpenCL call there). Median of 200 after 20 warm-ups, 3 rounds.
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
    for (int round = 0; round < 3; round++)
      for (size_t n : {size_t(1), size_t(2048 * 2048 / 16)}) {
        std::vector<double> us;
        for (int i = 0; i < 220; i++) {
          auto t0 = std::chrono::steady_clock::now();
          q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(n), cl::NDRange(n == 1 ? 1 : 256));
          q.finish();
          auto t1 = std::chrono::steady_clock::now();
          if (i >= 20) us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
        }
        std::sort(us.begin(), us.end());
        std::printf("round %d, %zu work-items: median %.1f us\n", round, n, us[us.size() / 2]);
      }
    return 0;
  }
  return 1;
}
