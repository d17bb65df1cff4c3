/* OpenCL 2.0 code beside ACL: a queue made with cl_queue_properties, on which an ACL
 * kernel runs (tests/install/consumer). acl.h comes first: it must not pin the level. */
/* clang-format off */
#include <acl/acl.h>
#include <CL/cl.h>
/* clang-format on */
#include <stdio.h>

static const char* source =
    "void User_main(int* src, int* dst, int add) {\n"
    "  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] + add;\n"
    "}\n";

static int fail(const char* what, cl_int err) {
  fprintf(stderr, "opencl2.c: %s: %s: %s\n", what, aclGetErrorString(err),
          aclGetLastErrorMessage());
  return 1;
}

int main(void) {
  enum { n = 1000 };
  cl_int in[n], out[n], err, add = 7;
  cl_device_id device;
  const cl_queue_properties properties[] = {CL_QUEUE_PROPERTIES, 0, 0};
  acl_attr a = ACL_ATTR_INIT;
  int i;

  for (i = 0; i < n; ++i) in[i] = i * 3 - 500;
  if ((err = aclPickDevice(CL_DEVICE_TYPE_ALL, NULL, &device)) != CL_SUCCESS)
    return fail("aclPickDevice", err);
  cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  if (err != CL_SUCCESS) return fail("clCreateContext", err);
  cl_command_queue queue = clCreateCommandQueueWithProperties(context, device, properties, &err);
  if (err != CL_SUCCESS) return fail("clCreateCommandQueueWithProperties", err);
  cl_mem src = clCreateBuffer(context, CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
  cl_mem dst = clCreateBuffer(context, CL_MEM_READ_WRITE, sizeof out, NULL, &err);
  cl_acl_kernel k = clCreateAclKernel(context, source, "", &err);
  if (err != CL_SUCCESS) return fail("clCreateAclKernel", err);
  a.size[0] = n;
  a.word_size = 4;
  a.split = ACL_HORIZONTAL;
  clSetAclKernelArg(k, 0, sizeof(cl_mem), &src, &a);
  a.ref = ACL_NONE;
  a.def = ACL_TOP_LEFT;
  clSetAclKernelArg(k, 1, sizeof(cl_mem), &dst, &a);
  clSetAclKernelArg(k, 2, sizeof add, &add, NULL);
  if ((err = clEnqueueAclKernel(queue, k, 0, NULL, NULL)) != CL_SUCCESS)
    return fail("clEnqueueAclKernel", err);
  if ((err = clEnqueueReadBuffer(queue, dst, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL)))
    return fail("clEnqueueReadBuffer", err);
  for (i = 0; i < n; ++i)
    if (out[i] != in[i] + add) {
      fprintf(stderr, "opencl2.c: word %d is %d, expected %d\n", i, out[i], in[i] + add);
      return 1;
    }
  clReleaseAclKernel(k);
  clReleaseMemObject(src);
  clReleaseMemObject(dst);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  printf("opencl2.c: %d words as expected on a queue with cl_queue_properties\n", n);
  return 0;
}
