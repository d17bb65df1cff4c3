// kernel_alone: times one ACL-generated band-walk kernel of nw 2048^2 (a kernel dumped with
// ACL_DUMP_DIR, hand-edited or not: ACL_kernel(ref, score, penalty, sync)) apart from the
// port, so that variants of the generated code can be compared; every run's table is
// checked against a CPU reference (prints WRONG where not). With POCL_MAX_PTHREAD_COUNT=1
// the bands run one after another, no band waits, and the time is compute alone.
// Usage: kernel_alone <file.cl> <work-groups> <sync words> [kernel name]
//   (work-groups and sync words: the dumped plan's "work-groups" and "sync buffer" figures)
// Environment: REPS (timed runs, default 10), OPTS (build options, default -cl-std=CL1.2).
// Build: g++ -O2 -o kernel_alone kernel_alone.cpp -lOpenCL
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
  if (argc < 4 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
    std::printf("usage: kernel_alone <file.cl> <work-groups> <sync words> [kernel name]\n"
                "times an ACL-dumped nw 2048^2 band-walk kernel alone (see the source's head)\n");
    return argc < 4 && !(argc > 1 && argv[1][0] == '-');
  }
  const int W = 2049, H = 2049, pen = 10;
  const int reps = getenv("REPS") ? atoi(getenv("REPS")) : 10;
  cl_platform_id pl; CK(clGetPlatformIDs(1, &pl, nullptr));
  cl_device_id dev; CK(clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr));
  cl_int err; cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  std::vector<int> ref(size_t(W) * H), start(size_t(W) * H, 0), want;
  srand(7); for (auto& v : ref) v = rand() % 21 - 10;
  for (int x = 0; x < W; x++) start[x] = -x * pen;
  for (int y = 0; y < H; y++) start[size_t(y) * W] = -y * pen;
  for (int y = 1; y < H; y++) for (int x = 1; x < W; x++) start[size_t(y) * W + x] = rand();
  want = start;
  for (int y = 1; y < H; y++) for (int x = 1; x < W; x++) { int* s = &want[size_t(y) * W + x];
    *s = std::max({s[-W - 1] + ref[size_t(y) * W + x], s[-1] - pen, s[-W] - pen}); }
  std::ifstream f(argv[1]); std::stringstream ss; ss << f.rdbuf(); std::string src = ss.str();
  size_t groups = atoi(argv[2]), one = 1; int sw = atoi(argv[3]);
  cl_mem dref = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, ref.size() * 4, ref.data(), &err);
  cl_mem dsc = clCreateBuffer(ctx, CL_MEM_READ_WRITE, ref.size() * 4, nullptr, &err);
  cl_mem dsync = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sw * 4, nullptr, &err);
  cl_uint z = 0; CK(clEnqueueFillBuffer(q, dsync, &z, 4, 0, sw * 4, 0, nullptr, nullptr));
  std::vector<int> got(ref.size());
  const char* s = src.c_str(); cl_program p = clCreateProgramWithSource(ctx, 1, &s, nullptr, &err);
  if (clBuildProgram(p, 1, &dev, getenv("OPTS") ? getenv("OPTS") : "-cl-std=CL1.2", nullptr, nullptr)) { static char log[100000];
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr); std::printf("%s\n", log); }
  cl_kernel k = clCreateKernel(p, argc > 4 ? argv[4] : "ACL_kernel", &err); CK(err);
  std::vector<double> t;
  for (int r = 0; r < reps + 1; r++) {
    CK(clEnqueueWriteBuffer(q, dsc, CL_TRUE, 0, start.size() * 4, start.data(), 0, nullptr, nullptr));
    clFinish(q);
    clSetKernelArg(k, 0, sizeof dref, &dref); clSetKernelArg(k, 1, sizeof dsc, &dsc);
    clSetKernelArg(k, 2, 4, &pen); clSetKernelArg(k, 3, sizeof dsync, &dsync);
    auto t0 = std::chrono::steady_clock::now();
    CK(clEnqueueNDRangeKernel(q, k, 1, nullptr, &groups, &one, 0, nullptr, nullptr)); clFinish(q);
    if (r) t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    CK(clEnqueueReadBuffer(q, dsc, CL_TRUE, 0, got.size() * 4, got.data(), 0, nullptr, nullptr));
    if (got != want) { size_t i = 0; while (got[i] == want[i]) i++; std::printf("%s: WRONG at %zu,%zu\n", argv[1], i % W, i / W); }
  }
  if (t.empty()) return 0;
  std::sort(t.begin(), t.end()); std::printf("%-40s %8.3f ms (min %.3f)\n", argv[1], t[t.size() / 2], t[0]);
}
