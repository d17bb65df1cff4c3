// Times kernels (same args) interleaved; checks every output buffer equals the first kernel's.
// usage: cmp REPS SPEC FILE:G:L [FILE:G:L ...]   SPEC: comma list of in:BYTES | out:BYTES | int:V
// G/L: global/local size (1-D). Kernel name ACL_kernel. Build options from env CLOPTS.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>
#include <algorithm>
#include <sys/resource.h>
static double cpu_s() { rusage u; getrusage(RUSAGE_SELF, &u); return u.ru_utime.tv_sec + u.ru_utime.tv_usec * 1e-6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec * 1e-6; }
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
#define CK(x) do { cl_int e_ = (x); if (e_) { fprintf(stderr, "%s: %d\n", #x, e_); exit(1); } } while (0)
struct Arg { char kind; size_t bytes; int v; cl_mem m; };
int main(int argc, char** argv) {
  int reps = atoi(argv[1]);
  std::vector<Arg> args;
  { std::string s = argv[2]; std::stringstream ss(s); std::string t;
    while (std::getline(ss, t, ',')) { Arg a{}; a.kind = t[0]; auto c = t.find(':'); if (a.kind == 'i' && t[1]=='n' && t[2]=='t') { a.kind = 'v'; a.v = atoi(t.c_str() + c + 1); } else a.bytes = atol(t.c_str() + c + 1); args.push_back(a); } }
  cl_platform_id p; CK(clGetPlatformIDs(1, &p, nullptr));
  cl_device_id d; CK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, nullptr));
  cl_int e; cl_context ctx = clCreateContext(nullptr, 1, &d, nullptr, nullptr, &e); CK(e);
  cl_command_queue q = clCreateCommandQueue(ctx, d, getenv("PROF") ? CL_QUEUE_PROFILING_ENABLE : 0, &e); CK(e);
  std::mt19937 rng(7);
  cl_mem pad = nullptr;
  for (auto& a : args) if (a.kind != 'v') {
    if (a.kind == 'o' && !pad && getenv("PAD")) { pad = clCreateBuffer(ctx, CL_MEM_READ_WRITE, atol(getenv("PAD")), nullptr, &e); CK(e); unsigned char z = 0; CK(clEnqueueFillBuffer(q, pad, &z, 1, 0, atol(getenv("PAD")), 0, nullptr, nullptr)); }
    std::vector<unsigned char> h(a.bytes);
    if (a.kind == 'i') { // floats if multiple of 4: small integers as float
      if (getenv("BYTES")) for (auto& b : h) b = rng() & 255;
      else { float* f = (float*)h.data(); for (size_t i = 0; i < a.bytes / 4; ++i) f[i] = float(int(rng() % 64)); }
    }
    a.m = a.kind == 'o' ? clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, a.bytes, nullptr, &e) : clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, a.bytes, h.data(), &e); CK(e);
  }
  struct K { std::string file; size_t g[2], l[2]; cl_uint dims; cl_kernel k; std::vector<double> w, c; };
  std::vector<K> ks;
  const char* opts = getenv("CLOPTS") ? getenv("CLOPTS") : "";
  for (int i = 3; i < argc; ++i) {
    K k; std::string s = argv[i]; auto c1 = s.find(':'), c2 = s.find(':', c1 + 1);
    k.file = s.substr(0, c1); { std::string gs = s.substr(c1 + 1, c2 - c1 - 1), ls = s.substr(c2 + 1); auto cg = gs.find(','), cl_ = ls.find(',');
      k.g[0] = atol(gs.c_str()); k.l[0] = atol(ls.c_str()); k.dims = 1; k.g[1] = k.l[1] = 1;
      if (cg != std::string::npos) { k.dims = 2; k.g[1] = atol(gs.c_str() + cg + 1); k.l[1] = atol(ls.c_str() + cl_ + 1); } }
    std::string kname = "ACL_kernel"; { auto at = k.file.find('@'); if (at != std::string::npos) { kname = k.file.substr(at + 1); k.file = k.file.substr(0, at); } }
    std::ifstream f(k.file); std::stringstream ss; ss << f.rdbuf(); std::string src = ss.str(); const char* sp = src.c_str();
    cl_program pr = clCreateProgramWithSource(ctx, 1, &sp, nullptr, &e); CK(e);
    if (clBuildProgram(pr, 1, &d, opts, nullptr, nullptr)) { char log[65536]; clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr); fprintf(stderr, "%s\n", log); return 1; }
    k.k = clCreateKernel(pr, kname.c_str(), &e); CK(e);
    for (size_t j = 0; j < args.size(); ++j) { if (args[j].kind == 'v') CK(clSetKernelArg(k.k, j, 4, &args[j].v)); else CK(clSetKernelArg(k.k, j, sizeof(cl_mem), &args[j].m)); }
    ks.push_back(k);
  }
  std::vector<std::vector<unsigned char>> ref;
  for (size_t ki = 0; ki < ks.size(); ++ki) {
    for (auto& a : args) if (a.kind == 'o') { unsigned char pz = 0x5A; CK(clEnqueueFillBuffer(q, a.m, &pz, 1, 0, a.bytes, 0, nullptr, nullptr)); }
    CK(clEnqueueNDRangeKernel(q, ks[ki].k, ks[ki].dims, nullptr, ks[ki].g, ks[ki].l, 0, nullptr, nullptr)); CK(clFinish(q));
    int oi = 0;
    for (auto& a : args) if (a.kind == 'o') {
      std::vector<unsigned char> h(a.bytes); CK(clEnqueueReadBuffer(q, a.m, CL_TRUE, 0, a.bytes, h.data(), 0, nullptr, nullptr));
      if (getenv("DUMP")) { std::string fn = "out_" + std::to_string(ki) + ".bin"; FILE* f = fopen(fn.c_str(), "wb"); fwrite(h.data(), 1, h.size(), f); fclose(f); }
      if (ki == 0) ref.push_back(h);
      else { size_t bad = 0, first = 0; for (size_t i = 0; i < h.size(); ++i) if (h[i] != ref[oi][i]) { if (!bad) first = i; ++bad; }
        if (bad) printf("%s: output %d differs in %zu bytes, first at byte %zu\n", ks[ki].file.c_str(), oi, bad, first); }
      ++oi;
    }
  }
  for (int r = 0; r < reps; ++r) for (auto& k : ks) {
    if (getenv("FLUSH")) { static std::vector<char> junk(size_t(64) << 20); for (size_t i = 0; i < junk.size(); i += 64) junk[i]++; }
    double c0 = cpu_s(), w0 = now();
    CK(clEnqueueNDRangeKernel(q, k.k, k.dims, nullptr, k.g, k.l, 0, nullptr, nullptr)); CK(clFinish(q));
    k.w.push_back(now() - w0); k.c.push_back(cpu_s() - c0);
  }
  for (auto& k : ks) { std::sort(k.w.begin(), k.w.end()); std::sort(k.c.begin(), k.c.end());
    printf("%-20s wall med %.3f ms min %.3f | cpu med %.3f ms\n", k.file.c_str(), k.w[k.w.size()/2]*1e3, k.w[0]*1e3, k.c[k.c.size()/2]*1e3); }
}
