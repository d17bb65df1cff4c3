// Does PoCL's dlhandle-cache abort come from clGetProgramInfo(BINARIES) on a program whose
// kernel has the same source (so the same hash) as a launch still in flight?
// mode 0: no second program; 1: second program built, no binary asked; 2: binary asked;
// 3: no second program, the kernel enqueued again at once with a smaller grid.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#define CK(x) do { cl_int e_ = (x); if (e_) { printf("err %d at %d\n", e_, __LINE__); exit(1); } } while (0)
static const char* src =
  "__kernel __attribute__((reqd_work_group_size(64,1,1))) void spin(__global float* a, int n) {\n"
  "  size_t i = get_global_id(0); float s = a[i];\n"
  "  for (int k = 0; k < n; ++k) s = s * 0.999f + 1.0f;\n"
  "  a[i] = s; }\n";
int main(int argc, char** argv) {
  int mode = argc > 1 ? atoi(argv[1]) : 2;
  cl_platform_id ps[8]; cl_uint np; CK(clGetPlatformIDs(8, ps, &np));
  cl_platform_id p = 0; char name[256];
  for (cl_uint i = 0; i < np; ++i) { clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, 256, name, 0); if (name[0] == 'P') p = ps[i]; }
  cl_device_id d; CK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, 0));
  cl_int e; cl_context c = clCreateContext(0, 1, &d, 0, 0, &e); CK(e);
  cl_command_queue q = clCreateCommandQueue(c, d, 0, &e); CK(e);
  size_t n = 1 << 16; cl_mem a = clCreateBuffer(c, CL_MEM_READ_WRITE, n * 4, 0, &e); CK(e);
  float zero = 0; CK(clEnqueueFillBuffer(q, a, &zero, 4, 0, n * 4, 0, 0, 0));
  cl_program p1 = clCreateProgramWithSource(c, 1, &src, 0, &e); CK(e); CK(clBuildProgram(p1, 1, &d, "", 0, 0));
  cl_kernel k1 = clCreateKernel(p1, "spin", &e); CK(e);
  int iters = 20000; CK(clSetKernelArg(k1, 0, sizeof a, &a)); CK(clSetKernelArg(k1, 1, 4, &iters));
  size_t g = n, l = 64;
  for (int r = 0; r < 3; ++r) {
    CK(clEnqueueNDRangeKernel(q, k1, 1, 0, &g, &l, 0, 0, 0)); clFlush(q);
    if (mode == 1 || mode == 2) {
      cl_program p2 = clCreateProgramWithSource(c, 1, &src, 0, &e); CK(e); CK(clBuildProgram(p2, 1, &d, "", 0, 0));
      if (mode >= 2) {
        size_t sz; CK(clGetProgramInfo(p2, CL_PROGRAM_BINARY_SIZES, sizeof sz, &sz, 0));
        unsigned char* b = malloc(sz); CK(clGetProgramInfo(p2, CL_PROGRAM_BINARIES, sizeof b, &b, 0)); free(b);
      }
      clReleaseProgram(p2);
    }
    if (mode == 3) {  // the same kernel again at once, a smaller grid, same in-order queue
      size_t g2 = 64 * (r + 1);
      CK(clEnqueueNDRangeKernel(q, k1, 1, 0, &g2, &l, 0, 0, 0));
    }
    CK(clFinish(q));
  }
  printf("mode %d survived\n", mode);
  return 0;
}
