// Arguments that are not transfers (scalars, __global pass-through, __local scratch),
// relaunching a kernel with other buffers or attributes, the C API's lifetime and
// inspection calls, and the C++ wrapper's copy semantics.
#include "harness.hpp"

namespace acltest {
namespace {

using Int = Word<int32_t>;
using Long = Word<int64_t>;
using Float = Word<float>;

acl::Attr in_attr(const Layout& l, unsigned ws) {
  acl::Attr a;
  a.shape(l.w, l.h, l.d).words(ws);
  return a;
}
acl::Attr out_attr(const Layout& l, unsigned ws) {
  return in_attr(l, ws).read(ACL_NONE).write(ACL_TOP_LEFT);
}

void run(acl::Kernel& k) {
  k.enqueue(env().queue);
  env().queue.finish();
}

// ---- a*3+b, the kernel the relaunch tests use ----

const char* kAxpb = R"(
void User_main(int* a, int* b, int* o) {
  for (int k = 0; k < get_acl_size(o); k++) o[k] = a[k] * 3 + b[k];
}
)";

struct AxpbData {
  Layout lay;
  std::vector<Int> a, b, expected;
  cl::Buffer ba, bb, bo;
  AxpbData(const Layout& l, uint32_t seed) : lay(l) {
    a = random_words<Int>(l.count(), seed);
    b = random_words<Int>(l.count(), seed + 1);
    expected.resize(l.count());
    for (size_t i = 0; i < l.count(); ++i) expected[i].v[0] = a[i].v[0] * 3 + b[i].v[0];
    ba = filled(a), bb = filled(b), bo = poisoned(l.count() * 4);
  }
  void set(acl::Kernel& k) const {
    k.arg(0, ba, in_attr(lay, 4)).arg(1, bb, in_attr(lay, 4)).arg(2, bo, out_attr(lay, 4));
  }
  void check(const acl::Kernel& k) const {
    check_words(expected, read<Int>(bo, lay.count()), lay, plan_of(k), {}, show_input(a, lay));
  }
};

}  // namespace

TEST_CASE("scalars of several types reach User_main by value", "[device][arguments]") {
  const char* src = R"(
void User_main(int* a, long* o, char c, short s, int i, uint u, long l, float f, double d,
               uchar uc, float4 v) {
  for (int k = 0; k < get_acl_size(o); k++)
    o[k] = (long)a[k] + (long)c + 2 * (long)s + 3 * (long)i + (long)u + l + (long)f +
           (long)d + 5 * (long)uc + (long)(v.x + 2 * v.y + 3 * v.z + 4 * v.w);
}
)";
  const Layout lay{257, 3};
  std::vector<Int> a = random_words<Int>(lay.count(), 1);
  cl::Buffer ba = filled(a), bo = poisoned(lay.count() * 8);
  acl::Kernel k(env().context, src);
  k.arg(0, ba, in_attr(lay, 4)).arg(1, bo, out_attr(lay, 8));
  auto set_and_check = [&](cl_char c, cl_short s, cl_int i, cl_uint u, cl_long l, cl_float f,
                           cl_double d, cl_uchar uc, cl_float4 v) {
    k.arg(2, c).arg(3, s).arg(4, i).arg(5, u).arg(6, l).arg(7, f).arg(8, d).arg(9, uc).arg(10, v);
    run(k);
    const int64_t add = int64_t(c) + 2 * int64_t(s) + 3 * int64_t(i) + int64_t(u) + l +
                        int64_t(f) + int64_t(d) + 5 * int64_t(uc) +
                        int64_t(v.s[0] + 2 * v.s[1] + 3 * v.s[2] + 4 * v.s[3]);
    std::vector<Long> expected(lay.count());
    for (size_t n = 0; n < lay.count(); ++n) expected[n].v[0] = a[n].v[0] + add;
    check_words(expected, read<Long>(bo, lay.count()), lay, plan_of(k));
  };
  set_and_check(-3, -300, 70000, 4000000000u, 5000000000LL, 1234.0f, -98765.0, 200,
                cl_float4{{1, 2, 3, 4}});
  // New values, same plan: no rebuild needed, new results.
  const std::string plan = plan_of(k);
  set_and_check(101, 7, -123456, 17u, -77LL, -8.0f, 3e9, 1, cl_float4{{-1, 0, 10, 0.5f}});
  CHECK(plan_of(k) == plan);
}

TEST_CASE("a __global buffer without attributes is passed through", "[device][arguments]") {
  const char* src = R"(
void User_main(int* a, int* o, __global const int* g, int pitch) {
  for (int k = 0; k < get_acl_size(o); k++) {
    const int x = get_acl_origin(a, 0), y = get_acl_origin(a, 1) + k;
    o[k] = k < get_acl_valid(a) ? a[k] + 2 * g[y * pitch + x] : 0;
  }
}
)";
  const Layout lay{70, 9};
  const int pitch = 75;
  std::vector<Int> a = random_words<Int>(lay.count(), 2), g = random_words<Int>(75 * 9, 3);
  std::vector<Int> expected(lay.count());
  for (size_t y = 0; y < lay.h; ++y)
    for (size_t x = 0; x < lay.w; ++x)
      expected[y * lay.w + x].v[0] = a[y * lay.w + x].v[0] + 2 * g[y * pitch + x].v[0];
  cl::Buffer ba = filled(a), bg = filled(g, CL_MEM_READ_ONLY), bo = poisoned(lay.count() * 4);
  acl::Kernel k(env().context, src);
  k.arg(0, ba, in_attr(lay, 4)).arg(1, bo, out_attr(lay, 4)).arg(2, bg).arg(3, pitch);
  run(k);
  check_words(expected, read<Int>(bo, lay.count()), lay, plan_of(k));
}

TEST_CASE("get_acl_blockOrigin is the block's first word, get_acl_origin the portion's",
          "[device][arguments]") {
  // Each word records its block origin; the CPU side checks it against the documented
  // block shapes (vertical: WG wide, split tall; horizontal: WG * split wide, one row).
  const char* src = R"(
void User_main(int* a, int* o) {
  for (int k = 0; k < get_acl_size(o); k++)
    o[k] = get_acl_blockOrigin(o, 0) * 4096 + get_acl_blockOrigin(o, 1) * 8 +
           (get_acl_origin(o, 0) - get_acl_blockOrigin(o, 0) ==
            (int)get_local_id(0) * (get_acl_width(o) == 1 ? 1 : get_acl_size(o))) + 0 * a[k];
}
)";
  // User_main names get_local_id, so the plan keeps a work-item per column: no row loop
  // ("cpu-loop"), no lanes (GPUs, rows on vectors or not).
  for (Strategy strategy : {"cpu", "gpu", "cpu64", "cpu-loop"})
    for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL})
      for (size_t w : {301, 304}) {
        INFO("strategy " << strategy << ", split " << split << ", width " << w);
        ClassGuard guard(strategy);
        const Layout lay{w, 23};
        std::vector<Int> a = random_words<Int>(lay.count(), 9);
        cl::Buffer ba = filled(a), bo = poisoned(lay.count() * 4);
        acl::Kernel k(env().context, src);
        acl::Attr ai = in_attr(lay, 4), ao = out_attr(lay, 4);
        ai.split = ao.split = split;
        k.arg(0, ba, ai).arg(1, bo, ao);
        run(k);
        const std::string plan = plan_of(k);
        const size_t wg = plan_wg(plan);
        const size_t s = size_t(std::stoul(plan.substr(plan.find("split ", plan.find("'o'")) + 6)));
        const size_t bw = split == ACL_VERTICAL ? wg : wg * s, bh = split == ACL_VERTICAL ? s : 1;
        std::vector<Int> expected(lay.count());
        for (size_t y = 0; y < lay.h; ++y)
          for (size_t x = 0; x < lay.w; ++x)
            expected[y * lay.w + x].v[0] = int32_t((x / bw * bw) * 4096 + (y / bh * bh) * 8 + 1);
        check_words(expected, read<Int>(bo, lay.count()), lay, plan);
      }
}

TEST_CASE("a __constant buffer without attributes is passed through", "[device][arguments]") {
  // acl.h: "attr NULL: ... a buffer passed through"; clSetAclKernelArg accepts __constant
  // parameters as pass-through buffers, so the launch must work too.
  const char* src = R"(
void User_main(int* a, int* o, __constant int* c) {
  for (int k = 0; k < get_acl_size(o); k++) o[k] = a[k] * c[0] + c[1];
}
)";
  const Layout lay{7, 5};
  std::vector<Int> a = random_words<Int>(lay.count(), 4), c = {{{5}}, {{-11}}};
  std::vector<Int> expected(lay.count());
  for (size_t i = 0; i < lay.count(); ++i) expected[i].v[0] = a[i].v[0] * 5 - 11;
  cl::Buffer ba = filled(a), bc = filled(c, CL_MEM_READ_ONLY), bo = poisoned(lay.count() * 4);
  acl::Kernel k(env().context, src);
  k.arg(0, ba, in_attr(lay, 4)).arg(1, bo, out_attr(lay, 4)).arg(2, bc);
  try {
    run(k);
  } catch (const acl::Error& e) {
    FAIL("a __constant pass-through parameter was accepted by clSetAclKernelArg but the launch "
         "failed: " << e.what());
  }
  check_words(expected, read<Int>(bo, lay.count()), lay, plan_of(k));
}

TEST_CASE("__local scratch (NULL attributes, NULL value, a size) is shared by the work-group",
          "[device][arguments]") {
  // Word by word, each work-item publishes its word and reads the mirrored work-item's.
  const char* src = R"(
void User_main(int* a, int* o, __local int* sc) {
  const int lid = get_local_id(0), wg = get_local_size(0);
  for (int k = 0; k < get_acl_size(a); k++) {
    sc[lid] = a[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    o[k] = sc[wg - 1 - lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
)";
  const size_t max_wg = env().device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>();
  for (const Layout& lay : {Layout{128, 3}, Layout{200, 20}, Layout{7, 5}}) {
    INFO("shape " << shape_name(lay));
    std::vector<Int> a = random_words<Int>(lay.count(), 5);
    cl::Buffer ba = filled(a), bo = poisoned(lay.count() * 4);
    acl::Kernel k(env().context, src);
    k.arg(0, ba, in_attr(lay, 4)).arg(1, bo, out_attr(lay, 4)).local(2, max_wg * 4);
    run(k);
    const std::string plan = plan_of(k);
    const size_t wg = plan_wg(plan);
    REQUIRE(wg >= 1);
    std::vector<Int> expected(lay.count());
    for (size_t y = 0; y < lay.h; ++y)
      for (size_t x = 0; x < lay.w; ++x) {
        // Vertical blocks are wg wide; a mirrored work-item past the edge holds the
        // CLAMP padding, the row's last word.
        const size_t from = std::min(wg * (x / wg) + wg - 1 - x % wg, lay.w - 1);
        expected[y * lay.w + x] = a[y * lay.w + from];
      }
    check_words(expected, read<Int>(bo, lay.count()), lay, plan);
  }
}

TEST_CASE("relaunch with other buffers, changed attributes re-plan, events chain",
          "[device][arguments]") {
  acl::Kernel k(env().context, kAxpb);
  AxpbData one({257, 17}, 10), two({257, 17}, 20), three({1023, 2}, 30);
  one.set(k);
  run(k);
  const std::string plan1 = plan_of(k);
  one.check(k);

  // Same attributes, other buffers: same plan, the first output untouched.
  two.set(k);
  run(k);
  CHECK(plan_of(k) == plan1);
  two.check(k);
  one.check(k);

  // Other attributes: a new plan.
  three.set(k);
  cl::Event e1 = k.enqueue(env().queue);
  const std::string plan3 = plan_of(k);
  CHECK(plan3 != plan1);
  CHECK(plan3.find("1023x2x1") != std::string::npos);
  // Back to the first shape, waiting on the event of the last launch.
  AxpbData four({257, 17}, 40);
  four.set(k);
  cl::Event e2 = k.enqueue(env().queue, {e1});
  e2.wait();
  CHECK(plan_of(k) == plan1);
  three.check(k);
  four.check(k);
}

TEST_CASE("C API: retain/release, plan and source queries, last error message",
          "[device][arguments]") {
  cl_int err = CL_INVALID_VALUE;
  cl_acl_kernel k = clCreateAclKernel(env().context(), kAxpb, "", &err);
  REQUIRE(err == CL_SUCCESS);
  REQUIRE(k != nullptr);
  CHECK(clRetainAclKernel(k) == CL_SUCCESS);
  CHECK(clRetainAclKernel(k) == CL_SUCCESS);
  CHECK(clReleaseAclKernel(k) == CL_SUCCESS);
  CHECK(clReleaseAclKernel(k) == CL_SUCCESS);
  // One reference left: still usable.
  AxpbData d({65, 3}, 50);
  acl_attr ai = in_attr(d.lay, 4), ao = out_attr(d.lay, 4);
  REQUIRE(clSetAclKernelArg(k, 0, sizeof(cl_mem), &d.ba(), &ai) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(k, 1, sizeof(cl_mem), &d.bb(), &ai) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(k, 2, sizeof(cl_mem), &d.bo(), &ao) == CL_SUCCESS);
  CHECK(std::string(aclGetLastErrorMessage()).empty());
  cl_event ev = nullptr;
  REQUIRE(clEnqueueAclKernel(env().queue(), k, 0, nullptr, &ev) == CL_SUCCESS);
  REQUIRE(ev != nullptr);
  CHECK(clWaitForEvents(1, &ev) == CL_SUCCESS);
  clReleaseEvent(ev);
  check_words(d.expected, read<Int>(d.bo, d.lay.count()), d.lay, "");

  // Text queries: size first, then the text; a short buffer is an error.
  size_t n = 0;
  REQUIRE(aclGetKernelPlan(k, env().device(), 0, nullptr, &n) == CL_SUCCESS);
  REQUIRE(n > 1);
  std::string plan(n, '\0');
  REQUIRE(aclGetKernelPlan(k, env().device(), n, plan.data(), nullptr) == CL_SUCCESS);
  CHECK(plan.find("work-group") != std::string::npos);
  CHECK(plan.find('\0') == n - 1);
  char small[4];
  CHECK(aclGetKernelPlan(k, env().device(), sizeof small, small, nullptr) == CL_INVALID_VALUE);
  CHECK(!std::string(aclGetLastErrorMessage()).empty());
  REQUIRE(aclGetKernelSource(k, env().device(), 0, nullptr, &n) == CL_SUCCESS);
  std::string source(n, '\0');
  REQUIRE(aclGetKernelSource(k, env().device(), n, source.data(), nullptr) == CL_SUCCESS);
  CHECK(source.find("o[k] = a[k] * 3 + b[k]") != std::string::npos);
  CHECK(source.find("reqd_work_group_size(") != std::string::npos);

  CHECK(clReleaseAclKernel(k) == CL_SUCCESS);
  CHECK(clRetainAclKernel(nullptr) == CL_INVALID_KERNEL);
  CHECK(clReleaseAclKernel(nullptr) == CL_INVALID_KERNEL);
  CHECK(std::string(aclGetErrorString(ACL_PLAN_DOES_NOT_FIT)) == "ACL_PLAN_DOES_NOT_FIT");
  CHECK(std::string(aclGetErrorString(CL_INVALID_ARG_INDEX)) == "CL_INVALID_ARG_INDEX");
}

TEST_CASE("C++ wrapper: copies share one kernel, moves empty the source", "[device][arguments]") {
  AxpbData d({70, 9}, 60);
  acl::Kernel k1(env().context, kAxpb);
  {
    acl::Kernel k2 = k1;  // shares: arguments set through k2 are k1's
    CHECK(k2.get() == k1.get());
    d.set(k2);
  }
  run(k1);  // k2 is gone, k1 still holds the kernel
  d.check(k1);

  acl::Kernel k3 = std::move(k1);
  CHECK(k1.get() == nullptr);
  REQUIRE(k3.get() != nullptr);
  acl::Kernel k4;
  k4 = k3;
  CHECK(k4.get() == k3.get());
  k4 = k4;  // self-assignment keeps the kernel
  REQUIRE(k4.get() == k3.get());
  AxpbData e({70, 9}, 61);
  e.set(k4);
  run(k3);
  e.check(k3);
  // Both references are live: one extra retain/release pair on the handle still works.
  CHECK(clRetainAclKernel(k3.get()) == CL_SUCCESS);
  CHECK(clReleaseAclKernel(k3.get()) == CL_SUCCESS);
  // The wrapper throws acl::Error with ACL's code and message.
  try {
    k3.arg(7, 1);
    FAIL("no exception for a bad index");
  } catch (const acl::Error& err) {
    CHECK(err.code() == CL_INVALID_ARG_INDEX);
    CHECK(std::string(err.what()).find("argument 7") != std::string::npos);
  }
}

}  // namespace acltest
