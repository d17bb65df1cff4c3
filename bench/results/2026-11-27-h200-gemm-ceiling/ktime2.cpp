// Times ACL_kernel of several OpenCL files (C = A x B, n^3, 16x16 groups of 8x8 words) on
// NVIDIA; compares every output with the first file's. Two rounds, interleaved.
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
int main(int argc, char** argv) {
  const size_t n = std::atoi(argv[1]);
  std::vector<cl::Platform> ps;
  cl::Platform::get(&ps);
  cl::Device dev;
  for (auto& p : ps)
    if (p.getInfo<CL_PLATFORM_NAME>().find("NVIDIA") != std::string::npos) {
      std::vector<cl::Device> ds;
      p.getDevices(CL_DEVICE_TYPE_ALL, &ds);
      dev = ds[0];
    }
  cl::Context ctx(dev);
  cl::CommandQueue q(ctx, dev, CL_QUEUE_PROFILING_ENABLE);
  std::vector<float> a(n * n), b(n * n);
  for (size_t i = 0; i < n * n; i++) { a[i] = float(i % 7) - 3; b[i] = float(i % 5) - 2; }
  cl::Buffer A(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, a.data());
  cl::Buffer B(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, b.data());
  cl::Buffer C(ctx, CL_MEM_READ_WRITE, n * n * 4);
  std::vector<cl::Kernel> ks;
  std::vector<std::pair<size_t, size_t>> sizes;
  for (int f = 2; f < argc; f++) {
    std::string path = argv[f];
    size_t at = path.find('@');
    size_t gx = n / 8, gy = n / 8;
    if (at != std::string::npos) { gx = std::stoul(path.substr(at + 1)); gy = std::stoul(path.substr(path.find(',', at) + 1)); path = path.substr(0, at); }
    sizes.emplace_back(gx, gy);
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    cl::Program prog(ctx, ss.str());
    try { prog.build("-cl-nv-verbose"); } catch (...) {
      std::printf("%s: build failed\n%s\n", argv[f], prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str());
      return 1;
    }
    std::istringstream log(prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev));
    for (std::string line; std::getline(log, line);)
      if (line.find("registers") != std::string::npos || line.find("spill") != std::string::npos)
        std::printf("%s: %s\n", argv[f], line.c_str());
    ks.emplace_back(prog, "ACL_kernel");
    ks.back().setArg(0, A); ks.back().setArg(1, B); ks.back().setArg(2, C);
  }
  std::vector<float> ref;
  for (int round = 0; round < 3; round++)
    for (size_t f = 0; f < ks.size(); f++) {
      std::vector<double> ms;
      for (int i = 0; i < 23; i++) {
        cl::Event e;
        q.enqueueFillBuffer(C, 1.0e30f, 0, n * n * 4);
        q.enqueueNDRangeKernel(ks[f], cl::NullRange, cl::NDRange(sizes[f].first, sizes[f].second), cl::NDRange(16, 16), nullptr, &e);
        e.wait();
        ms.push_back((e.getProfilingInfo<CL_PROFILING_COMMAND_END>() - e.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6);
      }
      std::vector<float> c(n * n);
      q.enqueueReadBuffer(C, CL_TRUE, 0, n * n * 4, c.data());
      if (ref.empty()) ref = c;
      std::sort(ms.begin() + 3, ms.end());
      std::printf("round %d %s: %.3f ms (%.1f TFLOP/s) %s\n", round, argv[f + 2], ms[13],
                  2.0 * n * n * n / ms[13] * 1e-9, c == ref ? "same" : "DIFFERENT");
    }
}
