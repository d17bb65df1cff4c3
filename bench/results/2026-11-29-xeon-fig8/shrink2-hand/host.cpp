// Times shrink2 kernels (2048^2 floats -> 1024^2) in turn, wall time of enqueue + finish,
// median of REPS; args FILE:GROUPS[:BUILD_OPTIONS]. Checks every output against a CPU reference.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#define CK(x) do { cl_int e_ = (x); if (e_) { std::printf("%s: %d\n", #x, e_); std::exit(1); } } while (0)
static std::string slurp(const std::string& f) { std::ifstream i(f); std::stringstream s; s << i.rdbuf(); return s.str(); }
int main(int argc, char** argv) {
  const int W = 2048, H = 2048, OW = W / 2, OH = H / 2;
  cl_uint np; CK(clGetPlatformIDs(0, nullptr, &np)); std::vector<cl_platform_id> ps(np); CK(clGetPlatformIDs(np, ps.data(), nullptr));
  cl_platform_id pl = ps[0];
  for (auto p : ps) { char n[256]; clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof n, n, nullptr); if (std::strstr(n, "Portable")) pl = p; }
  cl_device_id dev; CK(clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr));
  cl_int err; cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  std::vector<float> img(size_t(W) * H); srand(7); for (auto& v : img) v = float(rand() % 256);
  std::vector<float> ref(size_t(OW) * OH);
  for (int y = 0; y < OH; y++) for (int x = 0; x < OW; x++) {
    auto P = [&](int dx, int dy) { return img[size_t(2 * y + dy) * W + 2 * x + dx]; };
    ref[size_t(y) * OW + x] = 0.25f * (P(0, 0) + P(1, 0) + P(0, 1) + P(1, 1)); }
  cl_mem dimg = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, img.size() * 4, img.data(), &err);
  cl_mem dout = clCreateBuffer(ctx, CL_MEM_READ_WRITE, ref.size() * 4, nullptr, &err);
  const int reps = getenv("REPS") ? atoi(getenv("REPS")) : 30;
  struct K { std::string name; cl_kernel k; size_t groups; std::vector<double> t; };
  std::vector<K> ks;
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i]; size_t c1 = a.find(':'), c2 = a.find(':', c1 + 1);
    K k; k.name = a; std::string file = a.substr(0, c1);
    k.groups = std::stoul(a.substr(c1 + 1, c2 == std::string::npos ? std::string::npos : c2 - c1 - 1));
    std::string opts = "-cl-std=CL1.2 " + (c2 == std::string::npos ? std::string() : a.substr(c2 + 1));
    std::string src = slurp(file); const char* s = src.c_str();
    cl_program p = clCreateProgramWithSource(ctx, 1, &s, nullptr, &err);
    if (clBuildProgram(p, 1, &dev, opts.c_str(), nullptr, nullptr)) {
      static char log[200000]; clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr); std::printf("%s\n", log); return 1; }
    k.k = clCreateKernel(p, "ACL_kernel", &err); CK(err);
    ks.push_back(k);
  }
  std::vector<float> got(ref.size());
  for (int r = 0; r < reps + 2; r++) {
    for (auto& k : ks) {
      float poison = NAN; CK(clEnqueueFillBuffer(q, dout, &poison, 4, 0, ref.size() * 4, 0, nullptr, nullptr)); clFinish(q);
      clSetKernelArg(k.k, 0, sizeof dimg, &dimg); clSetKernelArg(k.k, 1, sizeof dout, &dout);
      size_t g = k.groups, l = 1;
      auto t0 = std::chrono::steady_clock::now();
      CK(clEnqueueNDRangeKernel(q, k.k, 1, nullptr, &g, &l, 0, nullptr, nullptr)); clFinish(q);
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      if (r > 1) k.t.push_back(ms);
      if (r == 0) { CK(clEnqueueReadBuffer(q, dout, CL_TRUE, 0, got.size() * 4, got.data(), 0, nullptr, nullptr));
        size_t bad = 0; for (size_t i = 0; i < got.size(); i++) bad += !(got[i] == ref[i]);
        if (bad) { std::printf("%s: %zu words wrong\n", k.name.c_str(), bad); for (int i = 0; i < 4; i++) std::printf("  [%d] got %g want %g\n", i, got[i], ref[i]); } }
    }
  }
  for (auto& k : ks) { std::sort(k.t.begin(), k.t.end()); std::printf("%-28s %8.3f ms\n", k.name.c_str(), k.t[k.t.size() / 2]); }
}
