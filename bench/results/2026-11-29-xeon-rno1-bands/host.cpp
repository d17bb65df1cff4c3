// Times the band kernel for Needleman-Wunsch ((n+1)^2 table) beside nothing else: wall time
// of enqueue + finish, median of REPS; args R:C pairs. Every result checked against a CPU
// reference computed the same way as bench/ports/nw.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#define CK(x) do { cl_int e_ = (x); if (e_) { std::printf("%s: %d\n", #x, e_); std::exit(1); } } while (0)
int main(int argc, char** argv) {
  const int n = getenv("N") ? atoi(getenv("N")) : 2048, W = n + 1, H = n + 1, pen = 10;
  const int reps = getenv("REPS") ? atoi(getenv("REPS")) : 10;
  cl_uint np; CK(clGetPlatformIDs(0, nullptr, &np)); std::vector<cl_platform_id> ps(np); CK(clGetPlatformIDs(np, ps.data(), nullptr));
  cl_platform_id pl = ps[0];
  for (auto p : ps) { char nm[256]; clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof nm, nm, nullptr); if (std::strstr(nm, "Portable")) pl = p; }
  cl_device_id dev; CK(clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr));
  cl_int err; cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  std::vector<int> ref(size_t(W) * H), start(size_t(W) * H, 0), want;
  srand(7); for (auto& v : ref) v = rand() % 21 - 10;
  for (int x = 0; x < W; x++) start[x] = -x * pen;
  for (int y = 0; y < H; y++) start[size_t(y) * W] = -y * pen;
  want = start;
  for (int y = 1; y < H; y++) for (int x = 1; x < W; x++) { int* s = &want[size_t(y) * W + x];
    *s = std::max({s[-W - 1] + ref[size_t(y) * W + x], s[-1] - pen, s[-W] - pen}); }
  std::ifstream f("band.cl"); std::stringstream ss; ss << f.rdbuf(); std::string src = ss.str();
  cl_mem dref = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, ref.size() * 4, ref.data(), &err);
  cl_mem dsc = clCreateBuffer(ctx, CL_MEM_READ_WRITE, ref.size() * 4, nullptr, &err);
  const int maxb = H + 2; cl_mem dsync = clCreateBuffer(ctx, CL_MEM_READ_WRITE, maxb * 4, nullptr, &err);
  std::vector<int> got(ref.size());
  for (int i = 1; i < argc; i++) {
    int R = 0, C = 0; std::sscanf(argv[i], "%d:%d", &R, &C);
    std::string opts = "-cl-std=CL1.2 -DR=" + std::to_string(R) + " -DC=" + std::to_string(C);
    const char* s = src.c_str(); cl_program p = clCreateProgramWithSource(ctx, 1, &s, nullptr, &err);
    if (clBuildProgram(p, 1, &dev, opts.c_str(), nullptr, nullptr)) { static char log[100000];
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr); std::printf("%s\n", log); return 1; }
    cl_kernel k = clCreateKernel(p, "band", &err); CK(err);
    size_t bands = (H - 1 + R - 1) / R, one = 1;
    std::vector<double> t;
    for (int r = 0; r < reps + 1; r++) {
      CK(clEnqueueWriteBuffer(q, dsc, CL_TRUE, 0, start.size() * 4, start.data(), 0, nullptr, nullptr));
      cl_uint z = 0; CK(clEnqueueFillBuffer(q, dsync, &z, 4, 0, maxb * 4, 0, nullptr, nullptr)); clFinish(q);
      clSetKernelArg(k, 0, sizeof dref, &dref); clSetKernelArg(k, 1, sizeof dsc, &dsc);
      clSetKernelArg(k, 2, 4, &W); clSetKernelArg(k, 3, 4, &H); clSetKernelArg(k, 4, 4, &pen); clSetKernelArg(k, 5, sizeof dsync, &dsync);
      auto t0 = std::chrono::steady_clock::now();
      CK(clEnqueueNDRangeKernel(q, k, 1, nullptr, &bands, &one, 0, nullptr, nullptr)); clFinish(q);
      if (r) t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      if (r == 0) { CK(clEnqueueReadBuffer(q, dsc, CL_TRUE, 0, got.size() * 4, got.data(), 0, nullptr, nullptr));
        if (got != want) std::printf("R=%d C=%d: WRONG\n", R, C); }
    }
    std::sort(t.begin(), t.end()); std::printf("band R=%-4d C=%-5d %8.3f ms (%zu bands)\n", R, C, t[t.size() / 2], bands);
  }
}
