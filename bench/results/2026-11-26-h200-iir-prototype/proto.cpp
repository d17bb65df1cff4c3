// Times iir_pc.cl variants and a float4 copy at 8192^2 on the first GPU; checks iir exactly
// against the CPU chain (same float operations in the same order).
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <vector>
int main() {
  const int w = 8192, h = 8192;
  std::vector<cl::Platform> ps; cl::Platform::get(&ps);
  cl::Device dev; bool found = false;
  for (auto& p : ps) { std::vector<cl::Device> ds; p.getDevices(CL_DEVICE_TYPE_GPU, &ds); if (!ds.empty()) { dev = ds[0]; found = true; break; } }
  if (!found) { std::printf("no GPU\n"); return 1; }
  std::printf("%s, %s\n", dev.getInfo<CL_DEVICE_NAME>().c_str(), dev.getInfo<CL_DRIVER_VERSION>().c_str());
  cl::Context ctx(dev); cl::CommandQueue q(ctx, dev, CL_QUEUE_PROFILING_ENABLE);
  std::ifstream f("build-proto/iir_pc.cl"); std::stringstream ss; ss << f.rdbuf();
  std::vector<float> x(size_t(w) * h), ref(x.size()), got(x.size());
  std::mt19937 rng(3); std::uniform_real_distribution<float> u(0, 1);
  for (auto& v : x) v = u(rng);
  for (int c = 0; c < w; c++) { float y = 0; for (int r = 0; r < h; r++) { y = 0.5f * (x[size_t(r) * w + c] + y); ref[size_t(r) * w + c] = y; } }
  const size_t bytes = x.size() * 4;
  cl::Buffer bs(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, x.data()), bd(ctx, CL_MEM_READ_WRITE, bytes);
  auto time = [&](cl::Kernel& k, cl::NDRange g, cl::NDRange l) {
    std::vector<double> ms;
    for (int i = 0; i < 23; i++) { cl::Event e; q.enqueueNDRangeKernel(k, cl::NullRange, g, l, nullptr, &e); e.wait();
      if (i >= 3) ms.push_back((e.getProfilingInfo<CL_PROFILING_COMMAND_END>() - e.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6); }
    std::sort(ms.begin(), ms.end()); return ms[ms.size() / 2]; };
  struct V { int c, r, g; };
  for (int round = 0; round < 2; round++) {
    { cl::Program p(ctx, ss.str()); p.build("-DG=256"); cl::Kernel k(p, "copy4"); k.setArg(0, bs); k.setArg(1, bd);
      std::printf("%d copy4 %.4f ms\n", round, time(k, cl::NDRange(x.size() / 4), cl::NDRange(256))); }
    struct W { const char* name; V v; };
    for (W wv : {W{"iir_pc", V{32, 128, 512}}, W{"iir_pc4", V{32, 128, 512}}, W{"iir_pc4", V{32, 128, 256}},
                 W{"iir_pc4", V{32, 256, 512}}, W{"iir_pc4", V{32, 256, 1024}}, W{"iir_pc4", V{32, 192, 512}},
                 W{"iir_pc4", V{64, 96, 512}}, W{"iir_pc4", V{64, 96, 1024}}, W{"iir_pc4", V{64, 64, 512}},
                 W{"iir_pc4", V{16, 256, 256}}, W{"iir_pc4", V{16, 384, 512}}}) {
      const V v = wv.v;
      char opt[128]; std::snprintf(opt, sizeof opt, "-DC=%d -DR=%d -DG=%d", v.c, v.r, v.g);
      cl::Program p(ctx, ss.str());
      if (p.build(opt) != CL_SUCCESS) { std::printf("build %s failed\n", opt); continue; }
      cl::Kernel k(p, wv.name); k.setArg(0, bs); k.setArg(1, bd); k.setArg(2, w); k.setArg(3, h);
      std::vector<float> poison(x.size(), -1.0f); q.enqueueWriteBuffer(bd, CL_TRUE, 0, bytes, poison.data());
      double t = time(k, cl::NDRange(size_t(w / v.c) * v.g), cl::NDRange(v.g));
      q.enqueueReadBuffer(bd, CL_TRUE, 0, bytes, got.data());
      size_t bad = 0; for (size_t i = 0; i < got.size(); i++) bad += got[i] != ref[i];
      std::printf("%d %s C=%d R=%d G=%d %.4f ms %s\n", round, wv.name, v.c, v.r, v.g, t, bad ? "WRONG" : "exact");
    }
  }
}
