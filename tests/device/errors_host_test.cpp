// More bad inputs through the C API (from outside probes): attributes on parameters that
// take none, buffers the kernel may not read or write, bad event wait lists. Same rules as
// errors_test.cpp: the exact code, a message naming argument and attribute, nothing
// written, earlier settings still in effect.
#include <functional>

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

namespace acltest {

using namespace errors;

namespace {

/// The bytes of `b` as the device sees them, through a copy: `b` may be
/// CL_MEM_HOST_NO_ACCESS.
std::vector<unsigned char> device_bytes(const cl::Buffer& b, size_t bytes) {
  cl::Buffer copy(env().context, CL_MEM_READ_WRITE, bytes);
  env().queue.enqueueCopyBuffer(b, copy, 0, 0, bytes);
  return read_bytes(copy, bytes);
}

/// A buffer of kLay's floats, all kPoison, with `flags` (host access included).
cl::Buffer poisoned_with(cl_mem_flags flags) {
  std::vector<unsigned char> p(kLay.count() * 4, kPoison);
  return cl::Buffer(env().context, flags | CL_MEM_COPY_HOST_PTR, p.size(), p.data());
}

size_t written_bytes(const std::vector<unsigned char>& b) {
  size_t n = 0;
  for (unsigned char c : b) n += c != kPoison;
  return n;
}

}  // namespace

TEST_CASE("transfer attributes must match the buffer's device-access flags, host flags aside",
          "[device][errors]") {
  Fixture f;
  f.set_valid();
  f.check_valid_run();
  struct Case {
    const char* what;
    cl_uint index;
    cl_mem_flags flags;
    cl_int code;  ///< CL_SUCCESS: accepted, and the run must read or write the buffer
    std::vector<std::string> mentions;
  };
  const std::vector<Case> cases = {
      {"def on READ_ONLY | HOST_NO_ACCESS", 1, CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS,
       ACL_INVALID_ACCESS, {"'dst'", "def ACL_TOP_LEFT", "CL_MEM_READ_ONLY"}},
      {"def on READ_ONLY | HOST_READ_ONLY", 1, CL_MEM_READ_ONLY | CL_MEM_HOST_READ_ONLY,
       ACL_INVALID_ACCESS, {"'dst'", "def", "CL_MEM_READ_ONLY"}},
      {"def on READ_ONLY | HOST_WRITE_ONLY", 1, CL_MEM_READ_ONLY | CL_MEM_HOST_WRITE_ONLY,
       ACL_INVALID_ACCESS, {"'dst'", "def", "CL_MEM_READ_ONLY"}},
      {"ref on WRITE_ONLY | HOST_NO_ACCESS", 0, CL_MEM_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS,
       ACL_INVALID_ACCESS, {"'src'", "ref ACL_TOP_LEFT", "CL_MEM_WRITE_ONLY"}},
      {"def on READ_WRITE | HOST_NO_ACCESS", 1, CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS,
       CL_SUCCESS, {}},
      {"def on WRITE_ONLY | HOST_READ_ONLY", 1, CL_MEM_WRITE_ONLY | CL_MEM_HOST_READ_ONLY,
       CL_SUCCESS, {}},
      {"ref on READ_ONLY | HOST_NO_ACCESS", 0, CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS,
       CL_SUCCESS, {}},
  };
  for (const Case& c : cases) {
    INFO("case: " << c.what);
    cl::Buffer b = c.index == 1 ? poisoned_with(c.flags)
                                : cl::Buffer(f.e.context, c.flags | CL_MEM_COPY_HOST_PTR,
                                             kLay.count() * 4, f.src.data());
    const acl_attr a = c.index == 1 ? dst_attr() : src_attr();
    CHECK(clSetAclKernelArg(f.k, c.index, sizeof(cl_mem), &b(), &a) == c.code);
    if (c.code != CL_SUCCESS) {
      check_message(c.mentions);
      f.check_valid_run();  // runs with the earlier buffer...
      if (c.index == 1) CHECK(written_bytes(device_bytes(b, kLay.count() * 4)) == 0);  // ...only
      continue;
    }
    cl_event ev = nullptr;
    REQUIRE(clEnqueueAclKernel(f.e.queue(), f.k, 0, nullptr, &ev) == CL_SUCCESS);
    clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
    if (c.index == 1) {  // dst = src * scale, in the buffer the host may not read
      std::vector<float> expected(kLay.count()), got(kLay.count());
      for (size_t i = 0; i < kLay.count(); ++i) expected[i] = f.src[i].v[0] * float(f.scale);
      const std::vector<unsigned char> bytes = device_bytes(b, kLay.count() * 4);
      std::memcpy(got.data(), bytes.data(), bytes.size());
      CHECK(got == expected);
    }
    f.set_valid();
    f.check_valid_run();
  }
  // The C++ API's exception carries the code's name and the message.
  acl::Kernel k(f.e.context, kScale);
  cl::Buffer ro(f.e.context, CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS, kLay.count() * 4);
  try {
    k.arg(1, ro, dst_attr());
    FAIL("acl::Kernel::arg accepted def on a CL_MEM_READ_ONLY buffer");
  } catch (const acl::Error& e) {
    CHECK(e.code() == ACL_INVALID_ACCESS);
    CHECK_THAT(e.what(), Catch::StartsWith("ACL_INVALID_ACCESS: argument 1 'dst': def"));
  }
}

TEST_CASE("data read back from its buffer and position buffers must be readable by kernels",
          "[device][errors]") {
  const char* src = R"(
void User_main(float* src, float* dst, int scale, float* dst2) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale;
  for (int k = 0; k < get_acl_size(dst2); k++) dst2[k] = src[k];
}
)";
  Fixture f(src);
  f.set_valid();
  cl::Buffer wo = poisoned(kLay.count() * 4, CL_MEM_WRITE_ONLY);
  acl_attr d2 = dst_attr();
  d2.dependency = ACL_RNO0;
  // ACL_RNO0 alone keeps the block above in private memory: a write-only buffer will do.
  REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &wo(), &d2) == CL_SUCCESS);
  f.check_valid_run();
  // ACL_RNO1 always reads its neighbours back from the buffer.
  acl_attr d = dst_attr();
  d.dependency = ACL_RNO1;
  cl::Buffer wo1 = poisoned(kLay.count() * 4, CL_MEM_WRITE_ONLY);
  CHECK(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &wo1(), &d) == ACL_INVALID_ACCESS);
  check_message({"'dst'", "dependency ACL_RNO1", "CL_MEM_WRITE_ONLY"});
  f.check_valid_run();
  // Beside ACL_RNO1 data the plan is a wavefront, which reads ACL_RNO0 data back too.
  std::vector<unsigned char> p(kLay.count() * 4, kPoison);
  f.e.queue.enqueueWriteBuffer(wo, CL_TRUE, 0, p.size(), p.data());
  REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
  check_rejected_enqueue(f, ACL_INVALID_ACCESS,
                         {"'dst2'", "ACL_RNO0", "'dst'", "ACL_RNO1", "CL_MEM_WRITE_ONLY"});
  CHECK(written_bytes(read_bytes(wo, kLay.count() * 4)) == 0);
  cl::Buffer rw = poisoned(kLay.count() * 4);
  REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &rw(), &d2) == CL_SUCCESS);
  f.check_valid_run();
  // The same attributes again, whose plan is known by now, with the write-only buffer.
  REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &wo(), &d2) == CL_SUCCESS);
  check_rejected_enqueue(f, ACL_INVALID_ACCESS, {"'dst2'", "ACL_RNO0", "CL_MEM_WRITE_ONLY"});
  CHECK(written_bytes(read_bytes(wo, kLay.count() * 4)) == 0);

  // ACL_RANDOM origins come from a buffer the AC kernel reads.
  f.set_valid();
  std::vector<int32_t> origins(4 * kLay.count(), 0);
  cl::Buffer pos = filled(origins, CL_MEM_WRITE_ONLY);
  acl_attr r = src_attr();
  r.ref = ACL_RANDOM;
  r.position = pos();
  CHECK(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &r) == ACL_INVALID_ACCESS);
  check_message({"'src'", "position buffer", "CL_MEM_WRITE_ONLY"});
  f.check_valid_run();
}

}  // namespace acltest

namespace acltest {

using namespace errors;

TEST_CASE("event wait lists are checked before anything is enqueued", "[device][errors]") {
  Fixture f;
  f.set_valid();
  cl::UserEvent done(f.e.context);
  done.setStatus(CL_COMPLETE);
  cl::Context other(f.e.device);  // a second context on the same device
  cl::UserEvent foreign(other);
  foreign.setStatus(CL_COMPLETE);

  auto rejected = [&](std::vector<cl_event> list, cl_int code,
                      const std::vector<std::string>& mentions) {
    cl_event ev = nullptr;
    CHECK(clEnqueueAclKernel(f.e.queue(), f.k, cl_uint(list.size()), list.data(), &ev) == code);
    CHECK(ev == nullptr);
    check_message(mentions);
    f.check_untouched();
  };
  rejected({nullptr}, CL_INVALID_EVENT_WAIT_LIST, {"event_wait_list[0]", "NULL"});
  rejected({done(), nullptr}, CL_INVALID_EVENT_WAIT_LIST, {"event_wait_list[1]", "NULL"});
  rejected({foreign()}, CL_INVALID_CONTEXT, {"event_wait_list[0]", "another context"});
  rejected({done(), foreign()}, CL_INVALID_CONTEXT, {"event_wait_list[1]", "context"});

  // A valid list: the launch waits on it and runs.
  cl_event list[1] = {done()};
  cl_event ev = nullptr;
  REQUIRE(clEnqueueAclKernel(f.e.queue(), f.k, 1, list, &ev) == CL_SUCCESS);
  clWaitForEvents(1, &ev);
  clReleaseEvent(ev);
  f.check_valid_run();
}

TEST_CASE("every entry point with a wait list checks it the same way, enqueuing nothing",
          "[device][errors]") {
  Fixture f;
  f.set_valid();
  cl::UserEvent done(f.e.context);
  done.setStatus(CL_COMPLETE);
  cl::Context other(f.e.device);
  cl::UserEvent foreign(other);
  foreign.setStatus(CL_COMPLETE);
  const size_t w = 8, h = 6;
  acl::DistBuffer d(f.e.context, {f.e.queue}, ACL_DIST_BANDS, w, h, 4, 1);
  std::vector<int32_t> kept(w * h), host(w * h);
  for (size_t i = 0; i < kept.size(); ++i) kept[i] = int32_t(i * 7 + 1);
  d.write(kept.data());
  cl_command_queue q = f.e.queue();

  struct List {
    const char* what;
    cl_uint n;
    std::vector<cl_event> events;  ///< passed as NULL when empty
    cl_int code;
    std::vector<std::string> mentions;
  };
  const cl_event valid = done();
  const std::vector<List> lists = {
      {"one event, the list NULL", 1, {}, CL_INVALID_EVENT_WAIT_LIST, {"disagree"}},
      {"no events, a list given", 0, {valid}, CL_INVALID_EVENT_WAIT_LIST, {"disagree"}},
      {"a NULL entry",
       2,
       {valid, nullptr},
       CL_INVALID_EVENT_WAIT_LIST,
       {"event_wait_list[1]", "NULL"}},
      {"an event of another context",
       1,
       {foreign()},
       CL_INVALID_CONTEXT,
       {"event_wait_list[0]", "context"}},
  };
  struct Call {
    const char* name;
    std::function<cl_int(cl_uint, const cl_event*, cl_event*)> call;
  };
  const std::vector<Call> calls = {
      {"clEnqueueAclKernel", [&](cl_uint n, const cl_event* l,
                                 cl_event* e) { return clEnqueueAclKernel(q, f.k, n, l, e); }},
      {"clEnqueueAclKernelMulti",
       [&](cl_uint n, const cl_event* l, cl_event* e) {
         return clEnqueueAclKernelMulti(1, &q, f.k, nullptr, n, l, e);
       }},
      {"aclEnqueueWriteDistBuffer",
       [&](cl_uint n, const cl_event* l, cl_event* e) {
         std::vector<int32_t> other(w * h, -1);  // must not arrive
         return aclEnqueueWriteDistBuffer(d.get(), CL_TRUE, other.data(), n, l, e);
       }},
      {"aclEnqueueReadDistBuffer",
       [&](cl_uint n, const cl_event* l, cl_event* e) {
         return aclEnqueueReadDistBuffer(d.get(), CL_TRUE, host.data(), n, l, e);
       }},
      {"aclEnqueueExchangeHalos",
       [&](cl_uint n, const cl_event* l, cl_event* e) {
         return aclEnqueueExchangeHalos(d.get(), n, l, e);
       }},
  };
  for (const Call& c : calls)
    for (const List& l : lists) {
      INFO(c.name << ": " << l.what);
      std::fill(host.begin(), host.end(), -5);
      cl_event ev = nullptr;
      CHECK(c.call(l.n, l.events.empty() ? nullptr : l.events.data(), &ev) == l.code);
      CHECK(ev == nullptr);
      std::vector<std::string> mentions = l.mentions;
      mentions.push_back(c.name);
      check_message(mentions);
      f.check_untouched();
      CHECK(host == std::vector<int32_t>(w * h, -5));
    }
  // The distributed buffer holds what it held, and valid lists work.
  cl_event ev = nullptr;
  REQUIRE(aclEnqueueReadDistBuffer(d.get(), CL_TRUE, host.data(), 1, &valid, &ev) == CL_SUCCESS);
  clReleaseEvent(ev);
  CHECK(host == kept);
  REQUIRE(aclEnqueueExchangeHalos(d.get(), 1, &valid, &ev) == CL_SUCCESS);
  clWaitForEvents(1, &ev);
  clReleaseEvent(ev);
}

}  // namespace acltest
