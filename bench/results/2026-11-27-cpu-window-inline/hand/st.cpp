// times ACL_kernel stencil files (box sum radius R, clamp): st N R OPTIONS ROUNDS FILE:LX:GX...
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
  const int n = std::atoi(argv[1]), R = std::atoi(argv[2]);
  const std::string opts = argv[3];
  const int rounds = std::atoi(argv[4]);
  cl::Context ctx(CL_DEVICE_TYPE_ALL);
  cl::Device dev = ctx.getInfo<CL_CONTEXT_DEVICES>()[0];
  cl::CommandQueue q(ctx, dev);
  std::vector<float> a(size_t(n) * n), ref(size_t(n) * n);
  for (size_t i = 0; i < a.size(); i++) a[i] = float(i * 7919 % 251);
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++) {
      float s = 0;
      for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++) s += a[size_t(std::clamp(y + dy, 0, n - 1)) * n + std::clamp(x + dx, 0, n - 1)];
      ref[size_t(y) * n + x] = s;
    }
  cl::Buffer A(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, a.size() * 4, a.data());
  cl::Buffer C(ctx, CL_MEM_READ_WRITE, a.size() * 4);
  std::vector<cl::Kernel> ks; std::vector<size_t> lxs, gxs; std::vector<std::string> names;
  for (int f = 5; f < argc; f++) {
    std::string arg = argv[f];
    size_t c1 = arg.find(':'), c2 = arg.find(':', c1 + 1);
    std::string file = arg.substr(0, c1);
    lxs.push_back(std::stoul(arg.substr(c1 + 1, c2 - c1 - 1)));
    gxs.push_back(std::stoul(arg.substr(c2 + 1)));
    std::ifstream in(file); std::stringstream ss; ss << in.rdbuf();
    cl::Program prog(ctx, ss.str());
    auto t0 = std::chrono::steady_clock::now();
    try { prog.build((opts + " -DR=" + std::to_string(R)).c_str()); } catch (...) {
      std::printf("%s: build failed\n%s\n", file.c_str(), prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str()); return 1; }
    std::printf("%s built in %.1f s\n", file.c_str(), std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    ks.emplace_back(prog, "ACL_kernel");
    ks.back().setArg(0, A); ks.back().setArg(1, C);
    names.push_back(arg);
  }
  for (int round = 0; round < rounds; round++)
    for (size_t f = 0; f < ks.size(); f++) {
      std::vector<double> ms;
      q.enqueueFillBuffer(C, 1e30f, 0, a.size() * 4); q.finish();
      for (int i = 0; i < 7; i++) {
        auto t0 = std::chrono::steady_clock::now();
        q.enqueueNDRangeKernel(ks[f], cl::NullRange, cl::NDRange(gxs[f]), cl::NDRange(lxs[f]));
        q.finish();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
      std::vector<float> c(a.size());
      q.enqueueReadBuffer(C, CL_TRUE, 0, c.size() * 4, c.data());
      std::sort(ms.begin() + 2, ms.end());
      std::printf("round %d %-28s %.3f ms %s\n", round, names[f].c_str(), ms[4], c == ref ? "exact" : "WRONG");
    }
}
