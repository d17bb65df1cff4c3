// The kernel-side files in ac_kernels/ compile on their own, with their #ifndef defaults.
#include "harness.hpp"

// Embedded into the tests themselves (tests/CMakeLists.txt): the shared library keeps its own
// copies to itself.
namespace acl::detail {
const char* embedded_test_acl_builtins();
const char* embedded_test_acl_transfer();
}  // namespace acl::detail

namespace acltest {
namespace {

TEST_CASE("ac_kernels: builtins header and transfer helpers build stand-alone", "[device]") {
  Env& e = env();
  const std::string source = std::string(acl::detail::embedded_test_acl_builtins()) +
                             acl::detail::embedded_test_acl_transfer() + R"(
__kernel void probe(__global int* out) {
  out[0] = acl_mirror(-1, 5) * 100 + acl_clamp(7, 0, 4) * 10 + acl_outside(5, 0, 5, 1);
  out[1] = (int)acl_word_in(acl_clamp(-2, 0, 3), 1, 0, 3, 1, 4, 12) + 1000 * acl_mirror(9, 5) +
           100 * acl_period(-3, 8);
  out[2] = get_acl_blockSize(1) + get_ac_size(1) + get_acl_blockNum(2) + get_acl_levelPos();
}
)";
  cl::Program program(e.context, source);
  try {
    program.build({e.device});
  } catch (const cl::Error&) {
    FAIL(program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(e.device));
  }
  cl::Kernel k(program, "probe");
  cl::Buffer out = poisoned(3 * sizeof(int32_t));
  k.setArg(0, out);
  e.queue.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
  const std::vector<int32_t> v = read<int32_t>(out, 3);
  CHECK(v[0] == 1 * 100 + 4 * 10 + 1);  // mirror -1 -> 1, clamp 7 -> 4, x = 5 outside
  // x clamps to 0; row 1 of 3 flipped is row 1; 9 reflects to 1 (period 8); -3 is 5 mod 8
  CHECK(v[1] == 1 * 4 + 0 + 1000 * 1 + 100 * 5);
  CHECK(v[2] == 1 + 1 + 1 + 1);         // the defaults: block size 1, one split, level 1
}

}  // namespace
}  // namespace acltest
