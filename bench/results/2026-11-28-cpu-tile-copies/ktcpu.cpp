// Times ACL_kernel of several OpenCL files (C = A x B, n^3) on PoCL; compares outputs with
// the first file's. file@gx,gy gives the global size; local 8x8. Rounds interleaved.
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
  const size_t n = std::atoi(argv[1]);
  const int reps = std::atoi(argv[2]);
  std::vector<cl::Platform> ps;
  cl::Platform::get(&ps);
  cl::Device dev;
  for (auto& p : ps)
    if (p.getInfo<CL_PLATFORM_NAME>().find("Portable") != std::string::npos) {
      std::vector<cl::Device> ds;
      p.getDevices(CL_DEVICE_TYPE_ALL, &ds);
      dev = ds[0];
    }
  cl::Context ctx(dev);
  cl::CommandQueue q(ctx, dev);
  std::vector<float> a(n * n), b(n * n);
  for (size_t i = 0; i < n * n; i++) { a[i] = float(i % 7) - 3; b[i] = float(i % 5) - 2; }
  cl::Buffer A(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, a.data());
  cl::Buffer B(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * n * 4, b.data());
  cl::Buffer C(ctx, CL_MEM_READ_WRITE, n * n * 4);
  std::vector<cl::Kernel> ks;
  std::vector<std::pair<size_t, size_t>> sizes; std::vector<size_t> lys;
  std::vector<std::string> names;
  for (int f = 3; f < argc; f++) {
    std::string path = argv[f];
    size_t at = path.find('@');
    size_t gx, gy, ly = 8; if (sscanf(path.c_str() + at + 1, "%zu,%zu,%zu", &gx, &gy, &ly) < 2) return 2; lys.push_back(ly);
    path = path.substr(0, at);
    names.push_back(path);
    sizes.emplace_back(gx, gy);
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    cl::Program p(ctx, ss.str());
    try { p.build(); } catch (...) { fprintf(stderr, "%s\n", p.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str()); return 1; }
    ks.emplace_back(p, "ACL_kernel");
    ks.back().setArg(0, A); ks.back().setArg(1, B); ks.back().setArg(2, C);
  }
  std::vector<float> ref(n * n), got(n * n);
  std::vector<std::vector<double>> t(ks.size());
  for (int r = 0; r < reps; r++)
    for (size_t i = 0; i < ks.size(); i++) {
      std::vector<float> poison(n * n, -777.f);
      q.enqueueWriteBuffer(C, CL_TRUE, 0, n * n * 4, poison.data());
      auto t0 = std::chrono::steady_clock::now();
      q.enqueueNDRangeKernel(ks[i], cl::NullRange, cl::NDRange(sizes[i].first, sizes[i].second), cl::NDRange(8, lys[i]));
      q.finish();
      t[i].push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      if (r == 0) {
        q.enqueueReadBuffer(C, CL_TRUE, 0, n * n * 4, i == 0 ? ref.data() : got.data());
        if (i > 0) { size_t bad = 0; for (size_t j = 0; j < n * n; j++) bad += got[j] != ref[j]; if (bad) printf("%s: %zu words differ\n", names[i].c_str(), bad); }
      }
    }
  for (size_t i = 0; i < ks.size(); i++) {
    auto v = t[i]; std::sort(v.begin(), v.end());
    printf("%-40s median %8.3f ms  min %8.3f  %6.1f GFLOP/s\n", names[i].c_str(), v[v.size() / 2], v[0], 2.0 * n * n * n / v[v.size() / 2] / 1e6);
  }
}
