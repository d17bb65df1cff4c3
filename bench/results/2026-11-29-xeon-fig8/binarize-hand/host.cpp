// Times binarize kernels (W^2 bytes) in turn, wall time of enqueue + finish, median of REPS;
// args R:V pairs; every output checked against a CPU reference; thresholds 127 (timed), -5, 300 (checked).
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
  const int W = getenv("N") ? atoi(getenv("N")) : 4096; const size_t N = size_t(W) * W;
  const int reps = getenv("REPS") ? atoi(getenv("REPS")) : 20;
  cl_uint np; CK(clGetPlatformIDs(0, nullptr, &np)); std::vector<cl_platform_id> ps(np); CK(clGetPlatformIDs(np, ps.data(), nullptr));
  cl_platform_id pl = ps[0];
  for (auto p : ps) { char nm[256]; clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof nm, nm, nullptr); if (std::strstr(nm, "Portable")) pl = p; }
  cl_device_id dev; CK(clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr));
  cl_int err; cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  std::vector<unsigned char> img(N), got(N); srand(7); for (auto& v : img) v = rand() % 256;
  std::ifstream f("bin.cl"); std::stringstream ss; ss << f.rdbuf(); std::string src = ss.str();
  cl_mem dimg = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, N, img.data(), &err);
  cl_mem dout = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N, nullptr, &err);
  for (int a = 1; a < argc; a++) {
    int R = 0, V = 0; std::sscanf(argv[a], "%d:%d", &R, &V);
    std::string opts = "-cl-std=CL1.2 -DR=" + std::to_string(R) + " -DV=" + std::to_string(V);
    const char* s = src.c_str(); cl_program p = clCreateProgramWithSource(ctx, 1, &s, nullptr, &err);
    if (clBuildProgram(p, 1, &dev, opts.c_str(), nullptr, nullptr)) { static char log[100000];
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr); std::printf("%s\n", log); return 1; }
    cl_kernel k = clCreateKernel(p, "ACL_kernel", &err); CK(err);
    size_t groups = W / R, one = 1;
    std::vector<double> t;
    for (int th : {-5, 300, 127}) for (int r = 0; r < (th == 127 ? reps + 2 : 1); r++) {
      unsigned char poison = 77; CK(clEnqueueFillBuffer(q, dout, &poison, 1, 0, N, 0, nullptr, nullptr)); clFinish(q);
      clSetKernelArg(k, 0, sizeof dimg, &dimg); clSetKernelArg(k, 1, sizeof dout, &dout); clSetKernelArg(k, 2, 4, &W); clSetKernelArg(k, 3, 4, &th);
      auto t0 = std::chrono::steady_clock::now();
      CK(clEnqueueNDRangeKernel(q, k, 1, nullptr, &groups, &one, 0, nullptr, nullptr)); clFinish(q);
      if (th == 127 && r > 1) t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      if (r == 0) { CK(clEnqueueReadBuffer(q, dout, CL_TRUE, 0, N, got.data(), 0, nullptr, nullptr));
        size_t bad = 0; for (size_t i = 0; i < N; i++) bad += got[i] != (img[i] > th ? 255 : 0);
        if (bad) std::printf("R=%d V=%d thres %d: %zu wrong\n", R, V, th, bad); }
    }
    std::sort(t.begin(), t.end()); std::printf("binarize %d^2 R=%-4d V=%d %8.3f ms (%zu groups)\n", W, R, V, t[t.size() / 2], groups);
  }
}
