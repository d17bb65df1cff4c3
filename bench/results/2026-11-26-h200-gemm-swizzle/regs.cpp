// Times one AC matmul kernel (dumped by ACL) under several build options, profiling events.
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <vector>
int main(int argc, char** argv) {
  if (argc < 3) { std::fprintf(stderr, "regs KERNEL.cl N [options...]\n"); return 2; }
  std::ifstream f(argv[1]); std::stringstream ss; ss << f.rdbuf();
  const size_t n = std::atoi(argv[2]);
  std::vector<cl::Platform> ps; cl::Platform::get(&ps);
  cl::Device dev;
  for (auto& p : ps) if (p.getInfo<CL_PLATFORM_NAME>().find("NVIDIA") != std::string::npos) { std::vector<cl::Device> ds; p.getDevices(CL_DEVICE_TYPE_ALL, &ds); dev = ds[0]; }
  cl::Context ctx(dev); cl::CommandQueue q(ctx, dev, CL_QUEUE_PROFILING_ENABLE);
  std::vector<float> a(n * n), b(n * n);
  for (size_t i = 0; i < n * n; i++) { a[i] = float(i % 7) - 3; b[i] = float(i % 5) - 2; }
  cl::Buffer A(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, a.data());
  cl::Buffer B(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, b.data());
  cl::Buffer C(ctx, CL_MEM_READ_WRITE, n * n * 4);
  std::vector<float> ref;
  for (int round = 0; round < 2; round++)
  for (int o = 3; o < argc; o++) {
    const std::string opt = std::strcmp(argv[o], "-") ? argv[o] : "";
    cl::Program prog(ctx, ss.str());
    try { prog.build(opt.c_str()); } catch (...) { std::printf("build failed for '%s'\n%s\n", opt.c_str(), prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str()); continue; }
    if (opt.find("verbose") != std::string::npos) {
      std::string log = prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev);
      std::printf("%s\n", log.substr(0, 600).c_str());
    }
    cl::Kernel k(prog, "ACL_kernel"); k.setArg(0, A); k.setArg(1, B); k.setArg(2, C);
    std::vector<double> ms;
    for (int i = 0; i < 23; i++) {
      cl::Event e;
      q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(n / 8, n / 8), cl::NDRange(16, 16), nullptr, &e);
      e.wait();
      ms.push_back((e.getProfilingInfo<CL_PROFILING_COMMAND_END>() - e.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6);
    }
    std::vector<float> c(n * n); q.enqueueReadBuffer(C, CL_TRUE, 0, n * n * 4, c.data());
    if (ref.empty()) ref = c;
    std::sort(ms.begin() + 3, ms.end());
    std::printf("round %d '%s': %.3f ms (%.1f TFLOP/s) %s\n", round, opt.c_str(), ms[13], 2.0 * n * n * n / ms[13] * 1e-9, c == ref ? "same" : "DIFFERENT");
  }
}
