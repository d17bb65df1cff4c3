// Times ACL_kernel of OpenCL files on the first platform (C = A x B, n^3), wall time of
// enqueue + clFinish, median of 10 after 2 warm-ups, interleaved rounds; each output is
// compared exactly with a CPU product of integer-valued inputs.
// Usage: cputime N GX GY LX LY ROUNDS FILE...
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
int main(int argc, char** argv) {
  const size_t n = std::atoi(argv[1]), gx = std::atoi(argv[2]), gy = std::atoi(argv[3]),
               lx = std::atoi(argv[4]), ly = std::atoi(argv[5]);
  const int rounds = std::atoi(argv[6]);
  cl::Context ctx(CL_DEVICE_TYPE_ALL);
  cl::Device dev = ctx.getInfo<CL_CONTEXT_DEVICES>()[0];
  cl::CommandQueue q(ctx, dev);
  std::vector<float> a(n * n), b(n * n), ref(n * n, 0.0f);
  for (size_t i = 0; i < n * n; i++) { a[i] = float(int(i * 7 % 11) - 5); b[i] = float(int(i * 5 % 13) - 6); }
  for (size_t y = 0; y < n; y++)
    for (size_t k = 0; k < n; k++)
      for (size_t x = 0; x < n; x++) ref[y * n + x] += a[y * n + k] * b[k * n + x];
  cl::Buffer A(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, a.data());
  cl::Buffer B(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, b.data());
  cl::Buffer C(ctx, CL_MEM_READ_WRITE, n * n * 4);
  std::vector<cl::Kernel> ks;
  for (int f = 7; f < argc; f++) {
    std::ifstream in(argv[f]);
    std::stringstream ss;
    ss << in.rdbuf();
    cl::Program prog(ctx, ss.str());
    try { prog.build(""); } catch (...) {
      std::printf("%s: build failed\n%s\n", argv[f], prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str());
      return 1;
    }
    ks.emplace_back(prog, "ACL_kernel");
    ks.back().setArg(0, A); ks.back().setArg(1, B); ks.back().setArg(2, C);
  }
  for (int round = 0; round < rounds; round++)
    for (size_t f = 0; f < ks.size(); f++) {
      std::vector<double> ms;
      for (int i = 0; i < 12; i++) {
        q.enqueueFillBuffer(C, 1.0e30f, 0, n * n * 4);
        q.finish();
        auto t0 = std::chrono::steady_clock::now();
        q.enqueueNDRangeKernel(ks[f], cl::NullRange, cl::NDRange(gx, gy), cl::NDRange(lx, ly));
        q.finish();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
      std::vector<float> c(n * n);
      q.enqueueReadBuffer(C, CL_TRUE, 0, n * n * 4, c.data());
      std::sort(ms.begin() + 2, ms.end());
      std::printf("round %d %s: %.3f ms (%.1f GFLOP/s) %s\n", round, argv[f + 7], ms[7],
                  2.0 * n * n * n / ms[7] * 1e-6, c == ref ? "exact" : "WRONG");
    }
}
