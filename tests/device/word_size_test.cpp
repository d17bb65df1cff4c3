// Element types and word sizes (Reliability round 2, item 2): ACL moves words of
// word_size bytes and User_main indexes them by its type, so the two must agree. Built-in
// types in any spelling are checked at clSetAclKernelArg; a type ACL cannot size (typedef,
// struct) by the compiler, at clEnqueueAclKernel. A mismatch runs nothing: sentinels
// around the regions and the poisoned output prove it. Also: User_main variants chosen by
// -D options are parsed and built alike.
#include <algorithm>

#include "harness.hpp"

namespace acltest {
namespace {

/// Sentinels of 4 KiB: more than a 4-byte type indexed over 1-byte words reaches past a
/// 512-byte region.
constexpr size_t kGuard = 4096;

void check_message(const std::vector<std::string>& parts) {
  const std::string msg = aclGetLastErrorMessage();
  INFO("message: \"" << msg << "\"");
  for (const std::string& p : parts) {
    INFO("should mention: " << p);
    CHECK(msg.find(p) != std::string::npos);
  }
}

cl_acl_kernel create(const char* source, const char* options = "") {
  cl_int err = CL_SUCCESS;
  cl_acl_kernel k = clCreateAclKernel(env().context(), source, options, &err);
  INFO("clCreateAclKernel: " << aclGetLastErrorMessage());
  REQUIRE(err == CL_SUCCESS);
  return k;
}

acl_attr words(size_t count, cl_uint ws, bool written) {
  acl::Attr a;
  a.shape(count).words(ws);
  if (written) a.read(ACL_NONE).write(ACL_TOP_LEFT);
  return a;
}

const char* kTypedef = R"(
typedef int pix;
void User_main(const pix* src, pix* dst) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * 3 + 1;
}
)";

constexpr size_t kBytes = 512;

}  // namespace

TEST_CASE("a typedef'd 4-byte type with word_size 1 is refused at enqueue, writing nothing",
          "[device][word_size]") {
  for (Strategy strategy : {"cpu", "gpu"}) {
    INFO("strategy " << strategy);
    ClassGuard guard(strategy);
    std::vector<int32_t> in(kBytes / 4);
    for (size_t i = 0; i < in.size(); ++i) in[i] = int32_t(i * 7 - 100);
    Guarded src(in.data(), kBytes, kGuard), dst(nullptr, kBytes, kGuard);
    cl_acl_kernel k = create(kTypedef);
    // word_size 1: 512 words for ACL, 512 ints (2 KiB) for User_main's type.
    acl_attr as = words(kBytes, 1, false), ad = words(kBytes, 1, true);
    REQUIRE(clSetAclKernelArg(k, 0, sizeof(cl_mem), &src.region(), &as) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 1, sizeof(cl_mem), &dst.region(), &ad) == CL_SUCCESS);
    cl_event ev = nullptr;
    CHECK(clEnqueueAclKernel(env().queue(), k, 0, nullptr, &ev) == ACL_INVALID_WORD_SIZE);
    CHECK(ev == nullptr);
    check_message({"argument 0 'src'", "word_size 1", "'pix'", "4 bytes"});
    env().queue.finish();
    CHECK(src.sentinels_changed() == 0);
    CHECK(dst.sentinels_changed() == 0);
    const std::vector<unsigned char> out = dst.inside();
    CHECK(std::count(out.begin(), out.end(), kPoison) == long(kBytes));

    // The same kernel with the type's size runs and stays inside its regions.
    as = words(kBytes / 4, 4, false);
    ad = words(kBytes / 4, 4, true);
    REQUIRE(clSetAclKernelArg(k, 0, sizeof(cl_mem), &src.region(), &as) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 1, sizeof(cl_mem), &dst.region(), &ad) == CL_SUCCESS);
    const cl_int err = clEnqueueAclKernel(env().queue(), k, 0, nullptr, nullptr);
    INFO("enqueue: " << aclGetLastErrorMessage());
    REQUIRE(err == CL_SUCCESS);
    env().queue.finish();
    CHECK(dst.sentinels_changed() == 0);
    std::vector<int32_t> got(in.size());
    std::memcpy(got.data(), dst.inside().data(), kBytes);
    size_t wrong = 0;
    for (size_t i = 0; i < in.size(); ++i) wrong += got[i] != in[i] * 3 + 1;
    CHECK(wrong == 0);
    clReleaseAclKernel(k);
  }
}

TEST_CASE("a struct word of another size than word_size is refused at enqueue",
          "[device][word_size]") {
  // (Struct words of the right size do not build yet: the AC kernel fills output arrays
  // with (T)(0), which C has no cast for; a build error names it.)
  const char* src_text = R"(
struct pair { int a; int b; };
void User_main(const struct pair* src, struct pair* dst) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k].a = src[k].b;
}
)";
  Guarded src(nullptr, kBytes, kGuard), dst(nullptr, kBytes, kGuard);
  cl_acl_kernel k = create(src_text);
  const acl_attr as = words(kBytes / 4, 4, false), ad = words(kBytes / 4, 4, true);
  REQUIRE(clSetAclKernelArg(k, 0, sizeof(cl_mem), &src.region(), &as) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(k, 1, sizeof(cl_mem), &dst.region(), &ad) == CL_SUCCESS);
  CHECK(clEnqueueAclKernel(env().queue(), k, 0, nullptr, nullptr) == ACL_INVALID_WORD_SIZE);
  check_message({"argument 0 'src'", "word_size 4", "'struct pair'", "8 bytes"});
  env().queue.finish();
  CHECK(dst.sentinels_changed() == 0);
  const std::vector<unsigned char> untouched = dst.inside();
  CHECK(std::count(untouched.begin(), untouched.end(), kPoison) == long(kBytes));
  clReleaseAclKernel(k);
}

TEST_CASE("built-in types in several words, and macros, are sized at clSetAclKernelArg",
          "[device][word_size]") {
  struct Case {
    const char* what;
    const char* source;
    const char* options;
    cl_uint ws;
    const char* type;  ///< as the message names it
  };
  const std::vector<Case> cases = {
      {"signed char, word_size 4 (a quarter of the data before)",
       "void User_main(const signed char* src, signed char* dst) { dst[0] = src[0]; }", "", 4,
       "'char' (1 bytes)"},
      {"unsigned long int, word_size 1",
       "void User_main(const unsigned long int* src, unsigned long int* dst) { dst[0] = src[0]; }",
       "", 1, "'ulong' (8 bytes)"},
      {"a #define, word_size 1",
       "#define PIX int\nvoid User_main(const PIX* src, PIX* dst) { dst[0] = src[0]; }", "", 1,
       "'int' (4 bytes)"},
      {"a -D option, word_size 2", "void User_main(const PIX* src, PIX* dst) { dst[0] = src[0]; }",
       "-DPIX=float", 2, "'float' (4 bytes)"},
  };
  for (const Case& c : cases) {
    INFO("case: " << c.what);
    Guarded src(nullptr, kBytes, kGuard);
    cl_acl_kernel k = create(c.source, c.options);
    const acl_attr as = words(kBytes / c.ws, c.ws, false);
    CHECK(clSetAclKernelArg(k, 0, sizeof(cl_mem), &src.region(), &as) == ACL_INVALID_WORD_SIZE);
    check_message({"argument 0 'src'", "word_size " + std::to_string(c.ws), c.type});
    clReleaseAclKernel(k);
  }
}

TEST_CASE("User_main variants chosen by -D are parsed as the compiler builds them",
          "[device][word_size]") {
  const char* variants = R"(
#if 0
void User_main(uchar* old_src, uchar* old_dst) { }
#endif
#ifdef WIDE
void User_main(const float4* src, float4* dst, float scale) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale;
}
#else
void User_main(const float* src, float* dst, float scale) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale + 1.0f;
}
#endif
)";
  for (const bool wide : {false, true}) {
    INFO("wide " << wide);
    std::vector<float> in(kBytes / 4);
    for (size_t i = 0; i < in.size(); ++i) in[i] = float(i % 97) - 40.0f;
    Guarded src(in.data(), kBytes, kGuard), dst(nullptr, kBytes, kGuard);
    cl_acl_kernel k = create(variants, wide ? "-DWIDE" : "");
    const cl_uint ws = wide ? 16 : 4;
    const acl_attr as = words(kBytes / ws, ws, false), ad = words(kBytes / ws, ws, true);
    const cl_float scale = 2.0f;
    REQUIRE(clSetAclKernelArg(k, 0, sizeof(cl_mem), &src.region(), &as) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 1, sizeof(cl_mem), &dst.region(), &ad) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 2, sizeof scale, &scale, nullptr) == CL_SUCCESS);
    const cl_int err = clEnqueueAclKernel(env().queue(), k, 0, nullptr, nullptr);
    INFO("enqueue: " << aclGetLastErrorMessage());
    REQUIRE(err == CL_SUCCESS);
    env().queue.finish();
    CHECK(dst.sentinels_changed() == 0);
    std::vector<float> got(in.size());
    std::memcpy(got.data(), dst.inside().data(), kBytes);
    size_t wrong = 0;
    for (size_t i = 0; i < in.size(); ++i) wrong += got[i] != in[i] * 2.0f + (wide ? 0.0f : 1.0f);
    CHECK(wrong == 0);
    clReleaseAclKernel(k);
  }
  // What ACL cannot decide is refused at clCreateAclKernel, saying why.
  cl_int err = CL_SUCCESS;
  const char* undecided =
      "#ifdef cl_khr_fp64\nvoid User_main(double* a) { }\n#else\nvoid User_main(float* a) { }\n"
      "#endif\n";
  CHECK(clCreateAclKernel(env().context(), undecided, "", &err) == nullptr);
  CHECK(err == ACL_INVALID_USER_MAIN);
  check_message({"cl_khr_fp64", "-D/-U"});
}

}  // namespace acltest
