// Scratch driver: times a pathfinder pyramid kernel file (ACL_kernel signature of the dump).
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <vector>
#include <ctime>
int main(int argc, char** argv) {
  const int W = 100000, H = 100, groups = 52;
  std::vector<cl::Platform> ps; cl::Platform::get(&ps); for (size_t i = 0; i < ps.size(); i++) if (ps[i].getInfo<CL_PLATFORM_NAME>().find("Portable") != std::string::npos) std::swap(ps[0], ps[i]);
  std::vector<cl::Device> ds; ps[0].getDevices(CL_DEVICE_TYPE_ALL, &ds);
  cl::Context ctx(ds[0]); cl::CommandQueue q(ctx, ds[0]);
  std::vector<int> wall(size_t(W) * H), ref(size_t(W) * H), out(size_t(W) * H);
  std::mt19937 rng(1); for (auto& w : wall) w = rng() % 10;
  for (int x = 0; x < W; x++) ref[x] = wall[x];
  for (int y = 1; y < H; y++) for (int x = 0; x < W; x++) {
    int m = ref[size_t(y - 1) * W + x];
    if (x > 0) m = std::min(m, ref[size_t(y - 1) * W + x - 1]);
    if (x < W - 1) m = std::min(m, ref[size_t(y - 1) * W + x + 1]);
    ref[size_t(y) * W + x] = wall[size_t(y) * W + x] + m;
  }
  cl::Buffer bw(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, wall.size() * 4, wall.data());
  cl::Buffer bc(ctx, CL_MEM_READ_WRITE, out.size() * 4);
  cl::Buffer bs(ctx, CL_MEM_READ_WRITE, 4 * (4 + 2 * 2 * 100000 + 16));
  for (int a = 1; a < argc; a++) {
    std::ifstream f(argv[a]); std::stringstream ss; ss << f.rdbuf();
    cl::Program p(ctx, ss.str());
    try { p.build(getenv("OPTS") ? getenv("OPTS") : "-cl-std=CL1.2"); } catch (...) { printf("%s\n", p.getBuildInfo<CL_PROGRAM_BUILD_LOG>(ds[0]).c_str()); return 1; }
    cl::Kernel k(p, "ACL_kernel");
    std::vector<double> t, c;
    for (int r = 0; r < 12; r++) {
      q.enqueueFillBuffer(bs, 0u, 0, 4 * (4 + 2 * 2 * 100000 + 16));
      q.enqueueFillBuffer(bc, -7, 0, out.size() * 4); q.finish();
      k.setArg(0, bw); k.setArg(1, bc); k.setArg(2, bs); k.setArg(3, 0u); k.setArg(4, 1u);
      auto t0 = std::chrono::steady_clock::now(); std::clock_t c0 = std::clock();
      q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups), cl::NDRange(1)); q.finish();
      c.push_back(1000.0 * (std::clock() - c0) / CLOCKS_PER_SEC); t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    q.enqueueReadBuffer(bc, CL_TRUE, 0, out.size() * 4, out.data());
    size_t bad = 0; for (size_t i = 0; i < out.size(); i++) bad += out[i] != ref[i];
    std::sort(t.begin(), t.end()); std::sort(c.begin(), c.end());
    printf("%-20s median %.3f ms min %.3f cpu %.3f bad %zu\n", argv[a], t[t.size() / 2], t[0], c[c.size() / 2], bad);
  }
}
