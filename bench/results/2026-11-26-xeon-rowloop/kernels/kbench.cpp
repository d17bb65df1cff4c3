// kbench FILE GLOBAL LOCAL [W H]: binarize-shaped kernel timing (ACL_kernel(src, dst, thres)).
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <vector>
int main(int argc, char** argv) {
  std::ifstream f(argv[1]); std::stringstream ss; ss << f.rdbuf();
  size_t G = atol(argv[2]), L = atol(argv[3]);
  size_t W = argc > 5 ? atol(argv[4]) : 2048, H = argc > 5 ? atol(argv[5]) : 2048;
  const char* want = std::getenv("ACL_PLATFORM");
  std::vector<cl::Platform> ps; cl::Platform::get(&ps);
  for (auto& p : ps) {
    if (want && !strstr(p.getInfo<CL_PLATFORM_NAME>().c_str(), want)) continue;
    std::vector<cl::Device> ds; p.getDevices(CL_DEVICE_TYPE_ALL, &ds);
    cl::Device dev = ds[0];
    cl::Context ctx(dev); cl::CommandQueue q(ctx, dev);
    cl::Program prog(ctx, ss.str());
    try { prog.build(); } catch (...) { printf("%s\n", prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str()); return 1; }
    cl::Kernel k(prog, "ACL_kernel");
    size_t n = W * H; std::vector<unsigned char> src(n), got(n);
    for (size_t i = 0; i < n; i++) src[i] = (unsigned char)(1 + (i * 2654435761u >> 13) % 255);
    cl::Buffer a(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n, src.data()), b(ctx, CL_MEM_READ_WRITE, n);
    k.setArg(0, a); k.setArg(1, b); k.setArg(2, 127);
    std::vector<double> us;
    for (int i = 0; i < 60; i++) {
      auto t0 = std::chrono::steady_clock::now();
      q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(G), cl::NDRange(L));
      q.finish();
      auto t1 = std::chrono::steady_clock::now();
      if (i >= 10) us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    std::sort(us.begin(), us.end());
    q.enqueueFillBuffer(b, (unsigned char)0x5A, 0, n);
    q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(G), cl::NDRange(L));
    q.enqueueReadBuffer(b, CL_TRUE, 0, n, got.data());
    size_t bad = 0; for (size_t i = 0; i < n; i++) bad += got[i] != (src[i] > 127 ? 255 : 0);
    std::printf("%s: median %.1f us, %zu bad\n", argv[1], us[us.size() / 2], bad);
    return 0;
  }
  return 1;
}
