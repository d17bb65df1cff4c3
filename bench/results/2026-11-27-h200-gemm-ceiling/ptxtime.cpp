// Times ACL_kernel of one OpenCL file (C = A x B, n^3, 16x16 groups of 8x8 words) on NVIDIA,
// rebuilt from its own PTX with entry directives added (".maxnreg 128", ".minnctapersm 2",
// ...): argv[3..] are the directive lines ("-" = none). Outputs compared with the first.
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
  std::ifstream in(argv[2]);
  std::stringstream ss;
  ss << in.rdbuf();
  cl::Program src(ctx, ss.str());
  src.build("");
  auto bins = src.getInfo<CL_PROGRAM_BINARIES>();
  const std::string ptx(bins[0].begin(), bins[0].end());
  std::vector<float> a(n * n), b(n * n);
  for (size_t i = 0; i < n * n; i++) { a[i] = float(i % 7) - 3; b[i] = float(i % 5) - 2; }
  cl::Buffer A(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, a.data());
  cl::Buffer B(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, b.data());
  cl::Buffer C(ctx, CL_MEM_READ_WRITE, n * n * 4);
  std::vector<cl::Kernel> ks;
  std::vector<std::string> names;
  for (int f = 3; f < argc; f++) {
    std::string text = ptx;
    const std::string d = argv[f];
    if (d != "-") {
      size_t e = text.find(".entry ACL_kernel(");
      size_t close = text.find("\n)", e);
      if (e == std::string::npos || close == std::string::npos) { std::printf("no entry\n"); return 1; }
      text.insert(close + 2, "\n" + d);
    }
    if (f == 3) {
      std::ofstream o(std::string(std::getenv("OUT") ? std::getenv("OUT") : ".") + "/entry.ptx");
      size_t e = text.find(".entry ACL_kernel(");
      o << text.substr(e, 2000);
    }
    cl::Program::Binaries bs{std::vector<unsigned char>(text.begin(), text.end())};
    std::vector<cl::Device> devs{dev};
    cl::Program prog(ctx, devs, bs);
    try { prog.build("-cl-nv-verbose"); } catch (...) {
      std::printf("'%s': build failed\n%s\n", d.c_str(), prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str());
      continue;
    }
    std::istringstream log(prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev));
    for (std::string line; std::getline(log, line);)
      if (line.find("registers") != std::string::npos || line.find("spill") != std::string::npos)
        std::printf("'%s': %s\n", d.c_str(), line.c_str());
    ks.emplace_back(prog, "ACL_kernel");
    ks.back().setArg(0, A); ks.back().setArg(1, B); ks.back().setArg(2, C);
    names.push_back(d);
  }
  std::vector<float> ref;
  for (int round = 0; round < 3; round++)
    for (size_t f = 0; f < ks.size(); f++) {
      std::vector<double> ms;
      for (int i = 0; i < 23; i++) {
        cl::Event e;
        q.enqueueFillBuffer(C, 1.0e30f, 0, n * n * 4);
        q.enqueueNDRangeKernel(ks[f], cl::NullRange, cl::NDRange(n / 8, n / 8), cl::NDRange(16, 16), nullptr, &e);
        e.wait();
        ms.push_back((e.getProfilingInfo<CL_PROFILING_COMMAND_END>() - e.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6);
      }
      std::vector<float> c(n * n);
      q.enqueueReadBuffer(C, CL_TRUE, 0, n * n * 4, c.data());
      if (ref.empty()) ref = c;
      std::sort(ms.begin() + 3, ms.end());
      std::printf("round %d n %zu '%s': %.3f ms (%.1f TFLOP/s) %s\n", round, n, names[f].c_str(), ms[13],
                  2.0 * n * n * n / ms[13] * 1e-9, c == ref ? "same" : "DIFFERENT");
    }
}
