/* A C program that uses an installed ACL the way a C project would: built with
 * `cc binarize.c $(pkg-config --cflags --libs acl-opencl)` (tests/install/install_test.sh),
 * it binarizes a small image with the README's User_main on the default device. */
/* As in any OpenCL program: the API level this one is written for (acl.h sets none). */
#define CL_TARGET_OPENCL_VERSION 120
#include <acl/acl.h>
#include <stdio.h>
#include <string.h>

static const char* source =
    "void User_main(uchar* src, uchar* dst, int thres) {\n"
    "  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > thres ? 255 : 0;\n"
    "}\n";

#define W 64
#define H 16

static int fail(const char* what, cl_int err) {
  fprintf(stderr, "binarize.c: %s: %s: %s\n", what, aclGetErrorString(err),
          aclGetLastErrorMessage());
  return 1;
}

int main(void) {
  unsigned char in[W * H], out[W * H];
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  cl_mem src, dst;
  cl_acl_kernel k;
  acl_attr a = ACL_ATTR_INIT;
  cl_int err, thres = 100;
  cl_uint major = 0, minor = 0, patch = 0;
  size_t i;

  aclGetVersion(&major, &minor, &patch);
  if (major != ACL_VERSION_MAJOR || minor != ACL_VERSION_MINOR) {
    fprintf(stderr, "binarize.c: headers of ACL %d.%d, library %u.%u\n", ACL_VERSION_MAJOR,
            ACL_VERSION_MINOR, major, minor);
    return 1;
  }
  for (i = 0; i < W * H; ++i) in[i] = (unsigned char)(i * 37 % 256);
  err = aclPickDevice(CL_DEVICE_TYPE_ALL, NULL, &device);
  if (err != CL_SUCCESS) return fail("aclPickDevice", err);
  context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  if (err != CL_SUCCESS) return fail("clCreateContext", err);
  queue = clCreateCommandQueue(context, device, 0, &err);
  if (err != CL_SUCCESS) return fail("clCreateCommandQueue", err);
  src = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
  dst = clCreateBuffer(context, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);

  k = clCreateAclKernel(context, source, "", &err);
  if (err != CL_SUCCESS) return fail("clCreateAclKernel", err);
  a.size[0] = W;
  a.size[1] = H;
  if ((err = clSetAclKernelArg(k, 0, sizeof(cl_mem), &src, &a)) != CL_SUCCESS)
    return fail("clSetAclKernelArg 0", err);
  a.ref = ACL_NONE;
  a.def = ACL_TOP_LEFT;
  if ((err = clSetAclKernelArg(k, 1, sizeof(cl_mem), &dst, &a)) != CL_SUCCESS)
    return fail("clSetAclKernelArg 1", err);
  if ((err = clSetAclKernelArg(k, 2, sizeof thres, &thres, NULL)) != CL_SUCCESS)
    return fail("clSetAclKernelArg 2", err);
  if ((err = clEnqueueAclKernel(queue, k, 0, NULL, NULL)) != CL_SUCCESS)
    return fail("clEnqueueAclKernel", err);
  err = clEnqueueReadBuffer(queue, dst, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL);
  if (err != CL_SUCCESS) return fail("clEnqueueReadBuffer", err);
  for (i = 0; i < W * H; ++i)
    if (out[i] != (in[i] > thres ? 255 : 0)) {
      fprintf(stderr, "binarize.c: word %u is %u, expected %u\n", (unsigned)i, out[i],
              in[i] > thres ? 255u : 0u);
      return 1;
    }
  clReleaseAclKernel(k);
  clReleaseMemObject(src);
  clReleaseMemObject(dst);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("binarize.c: %dx%d words as expected (ACL %u.%u.%u)\n", W, H, major, minor, patch);
  return 0;
}
