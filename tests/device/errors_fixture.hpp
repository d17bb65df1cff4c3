// The scale kernel of the error tests and its fixture: valid settings, a check that
// nothing was written, and a valid run proving earlier settings still hold.
#pragma once

#include "harness.hpp"

namespace acltest::errors {

using Float = Word<float>;

inline const char* kScale = R"(
void User_main(float* src, float* dst, int scale) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale;
}
)";

inline const Layout kLay{64, 8};
inline acl_attr src_attr() {
  acl::Attr a;
  a.shape(kLay.w, kLay.h).words(4);
  return a;
}
inline acl_attr dst_attr() {
  acl::Attr a;
  a.shape(kLay.w, kLay.h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  return a;
}

/// The message of the last failing call must contain every string of `parts`.
inline void check_message(const std::vector<std::string>& parts) {
  const std::string msg = aclGetLastErrorMessage();
  INFO("message: \"" << msg << "\"");
  CHECK(!msg.empty());
  for (const std::string& p : parts) {
    INFO("should mention: " << p);
    CHECK(msg.find(p) != std::string::npos);
  }
}

/// The scale kernel with valid arguments; check() proves the last valid settings work.
struct Fixture {
  Env& e = env();
  std::vector<Float> src = random_words<Float>(kLay.count(), 7);
  cl::Buffer bsrc = filled(src), bdst = poisoned(kLay.count() * 4);
  cl_acl_kernel k = nullptr;
  cl_int scale = 3;

  explicit Fixture(const char* source = kScale) {
    cl_int err = CL_INVALID_VALUE;
    k = clCreateAclKernel(e.context(), source, "", &err);
    REQUIRE(err == CL_SUCCESS);
  }
  ~Fixture() {
    if (k) clReleaseAclKernel(k);
  }
  void set_valid() {
    const acl_attr as = src_attr(), ad = dst_attr();
    REQUIRE(clSetAclKernelArg(k, 0, sizeof(cl_mem), &bsrc(), &as) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 1, sizeof(cl_mem), &bdst(), &ad) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 2, sizeof scale, &scale, nullptr) == CL_SUCCESS);
  }
  /// The output is still all poison: nothing was written.
  void check_untouched() {
    e.queue.finish();
    const std::vector<unsigned char> b = read_bytes(bdst, kLay.count() * 4);
    size_t written = 0;
    for (unsigned char c : b) written += c != kPoison;
    CHECK(written == 0);
  }
  /// Enqueues with the settings in effect: dst = src * scale; then poisons dst again.
  void check_valid_run() {
    cl_event ev = nullptr;
    const cl_int err = clEnqueueAclKernel(e.queue(), k, 0, nullptr, &ev);
    INFO("enqueue after the rejected call: " << aclGetLastErrorMessage());
    REQUIRE(err == CL_SUCCESS);
    clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
    std::vector<Float> expected(kLay.count());
    for (size_t i = 0; i < kLay.count(); ++i) expected[i].v[0] = src[i].v[0] * float(scale);
    check_words(expected, read<Float>(bdst, kLay.count()), kLay, "");
    std::vector<unsigned char> p(kLay.count() * 4, kPoison);
    e.queue.enqueueWriteBuffer(bdst, CL_TRUE, 0, p.size(), p.data());
  }
};

/// A rejected clEnqueueAclKernel: exact code, message, no event, nothing written.
inline void check_rejected_enqueue(Fixture& f, cl_int code,
                                   const std::vector<std::string>& mentions,
                                   cl_command_queue queue = nullptr) {
  cl_event ev = nullptr;
  CHECK(clEnqueueAclKernel(queue ? queue : f.e.queue(), f.k, 0, nullptr, &ev) == code);
  CHECK(ev == nullptr);
  check_message(mentions);
  f.check_untouched();
}

}  // namespace acltest::errors
