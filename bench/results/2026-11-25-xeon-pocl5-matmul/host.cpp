// Standalone timer for hand-written matmul kernels on PoCL.
// usage: host FILE.cl M N K GX GY LX LY "OPTIONS" REPS
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>
#include <algorithm>
#include <sys/resource.h>
static double cpu_s() { rusage u; getrusage(RUSAGE_SELF, &u); return u.ru_utime.tv_sec + u.ru_utime.tv_usec * 1e-6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec * 1e-6; }
#define CK(x) do { cl_int e_ = (x); if (e_) { fprintf(stderr, "%s: %d\n", #x, e_); exit(1); } } while (0)
int main(int argc, char** argv) {
  std::ifstream f(argv[1]); std::stringstream ss; ss << f.rdbuf(); std::string src = ss.str();
  int M = atoi(argv[2]), N = atoi(argv[3]), K = atoi(argv[4]);
  size_t g[2] = {size_t(atol(argv[5])), size_t(atol(argv[6]))}, l[2] = {size_t(atol(argv[7])), size_t(atol(argv[8]))};
  std::string opt = argv[9]; int reps = atoi(argv[10]);
  cl_platform_id ps[8]; cl_uint np = 0; CK(clGetPlatformIDs(8, ps, &np)); cl_device_id d = nullptr;
  for (cl_uint i = 0; i < np && !d; ++i) if (clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_CPU, 1, &d, nullptr) != CL_SUCCESS) d = nullptr;
  if (!d) { fprintf(stderr, "no CPU device\n"); return 1; }
  cl_int e; cl_context ctx = clCreateContext(nullptr, 1, &d, nullptr, nullptr, &e); CK(e);
  cl_command_queue q = clCreateCommandQueue(ctx, d, CL_QUEUE_PROFILING_ENABLE, &e); CK(e);
  const char* s = src.c_str(); cl_program prog = clCreateProgramWithSource(ctx, 1, &s, nullptr, &e); CK(e);
  auto t0 = std::chrono::steady_clock::now();
  e = clBuildProgram(prog, 1, &d, opt.c_str(), nullptr, nullptr);
  double bt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (e) { char log[65536]; clGetProgramBuildInfo(prog, d, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr); fprintf(stderr, "%s\n", log); return 1; }
  cl_kernel k = clCreateKernel(prog, "mm", &e); CK(e);
  std::vector<float> A(size_t(M) * K), B(size_t(K) * N), C(size_t(M) * N);
  std::mt19937 rng(1); std::uniform_int_distribution<int> v(-8, 8);
  for (auto& x : A) x = v(rng); for (auto& x : B) x = v(rng);
  cl_mem a = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, A.size() * 4, A.data(), &e); CK(e);
  cl_mem b = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, B.size() * 4, B.data(), &e); CK(e);
  cl_mem c = clCreateBuffer(ctx, CL_MEM_READ_WRITE, C.size() * 4, nullptr, &e); CK(e);
  CK(clSetKernelArg(k, 0, sizeof a, &a)); CK(clSetKernelArg(k, 1, sizeof b, &b)); CK(clSetKernelArg(k, 2, sizeof c, &c));
  CK(clSetKernelArg(k, 3, 4, &M)); CK(clSetKernelArg(k, 4, 4, &N)); CK(clSetKernelArg(k, 5, 4, &K));
  std::vector<double> ts, cs;
  for (int r = 0; r <= reps; ++r) {
    float nan = NAN; CK(clEnqueueFillBuffer(q, c, &nan, 4, 0, C.size() * 4, 0, nullptr, nullptr)); CK(clFinish(q));
    double c0 = cpu_s(); cl_event ev; CK(clEnqueueNDRangeKernel(q, k, 2, nullptr, g, l, 0, nullptr, &ev)); CK(clFinish(q));
    cl_ulong s0, s1; clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, &s0, nullptr);
    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, &s1, nullptr);
    if (r) { ts.push_back((s1 - s0) * 1e-9); cs.push_back(cpu_s() - c0); }
    clReleaseEvent(ev);
  }
  CK(clEnqueueReadBuffer(q, c, CL_TRUE, 0, C.size() * 4, C.data(), 0, nullptr, nullptr));
  size_t bad = 0; std::vector<int> rows;
  for (int r = 0; r < M; r += std::max(1, M / 37)) rows.push_back(r);
  rows.push_back(M - 1);
  for (int r : rows) for (int j = 0; j < N; ++j) {
    double s = 0; for (int kk = 0; kk < K; ++kk) s += double(A[size_t(r) * K + kk]) * B[size_t(kk) * N + j];
    if (!(s == C[size_t(r) * N + j])) { if (!bad) fprintf(stderr, "bad at %d,%d: %g vs %g\n", r, j, C[size_t(r)*N+j], s); ++bad; }
  }
  std::sort(ts.begin(), ts.end()); std::sort(cs.begin(), cs.end());
  double fl = 2.0 * M * N * K;
  printf("%s %dx%dx%d %s: build %.2fs, best %.3f ms %.1f GFLOP/s, median %.1f GFLOP/s, %.1f GFLOP/cpu-s %s\n", argv[1], M, N, K, opt.c_str(), bt,
         ts[0] * 1e3, fl / ts[0] / 1e9, fl / ts[ts.size() / 2] / 1e9, fl / cs[0] / 1e9, bad ? "WRONG" : "ok");
  return bad != 0;
}
