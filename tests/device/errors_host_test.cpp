// More bad inputs through the C API (from outside probes): attributes on parameters that
// take none, buffers the kernel may not read or write, bad event wait lists. Same rules as
// errors_test.cpp: the exact code, a message naming argument and attribute, nothing
// written, earlier settings still in effect.
#include "errors_fixture.hpp"

namespace acltest {

using namespace errors;

namespace {

/// The scale kernel with scalars and pointers that take no attributes. Valid settings
/// (t 5, u 2.5, g and c all zeros) add nothing, so Fixture::check_valid_run's reference
/// holds; any other value of them would show in the output.
const char* kMixed = R"(
void User_main(float* src, float* dst, int scale, long t, double u, __global const float* g,
               __constant float* c) {
  for (int k = 0; k < get_acl_size(dst); k++)
    dst[k] = src[k] * scale + (float)(t - 5) + (float)(u - 2.5) + g[0] + c[0];
}
)";

}  // namespace

TEST_CASE("attributes for parameters that take none are refused before arg_value is read",
          "[device][errors]") {
  Fixture f(kMixed);
  f.set_valid();
  cl_long t = 5;
  cl_double u = 2.5;
  std::vector<float> zeros(16, 0.0f);
  cl::Buffer bz = filled(zeros);
  REQUIRE(clSetAclKernelArg(f.k, 3, sizeof t, &t, nullptr) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(f.k, 4, sizeof u, &u, nullptr) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(f.k, 5, sizeof(cl_mem), &bz(), nullptr) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(f.k, 6, sizeof(cl_mem), &bz(), nullptr) == CL_SUCCESS);
  f.check_valid_run();

  // Values that are no cl_mem: read as one, they crash the driver (SEGV before the fix
  // for the 8-byte ones; the 4-byte one was blamed on arg_size).
  const cl_long t_bad = 7;
  const cl_double u_bad = 1.0;
  const cl_int s_bad = 4;
  acl_attr a = src_attr();
  a.size[0] = 1, a.size[1] = 1;
  a.word_size = 8;
  CHECK(clSetAclKernelArg(f.k, 3, sizeof t_bad, &t_bad, &a) == ACL_INVALID_ATTRIBUTE);
  check_message({"argument 3 't'", "'long t' is a scalar", "scalars take no attributes"});
  CHECK(clSetAclKernelArg(f.k, 4, sizeof u_bad, &u_bad, &a) == ACL_INVALID_ATTRIBUTE);
  check_message({"argument 4 'u'", "'double u' is a scalar", "attributes"});
  a.word_size = 4;
  CHECK(clSetAclKernelArg(f.k, 2, sizeof s_bad, &s_bad, &a) == ACL_INVALID_ATTRIBUTE);
  check_message({"argument 2 'scale'", "'int scale' is a scalar", "attributes"});
  // Pointers to global and constant memory: attributes would move the data elsewhere.
  CHECK(clSetAclKernelArg(f.k, 5, sizeof t_bad, &t_bad, &a) == ACL_ADDRESS_SPACE_MISMATCH);
  check_message({"argument 5 'g'", "attributes on a __global parameter", "ACL_SEPARATE",
                 "pass NULL attributes"});
  CHECK(clSetAclKernelArg(f.k, 6, sizeof(cl_mem), &bz(), &a) == ACL_ADDRESS_SPACE_MISMATCH);
  check_message({"argument 6 'c'", "attributes on a __constant parameter", "ACL_COMMON"});
  f.check_untouched();
  f.check_valid_run();  // t, u, scale, g and c as set before
}

}  // namespace acltest
