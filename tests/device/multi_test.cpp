// One launch over several devices (clEnqueueAclKernelMulti): every family the split takes,
// each checked word for word against the same launch on one device and against a CPU model,
// under equal and skewed weights (a device with one block, a device with none), outputs
// poisoned before each run. ACL_TEST_DEVICES=N spreads the launches over the first N devices
// of the platform ACL picks (PoCL: POCL_DEVICES="pthread pthread"); without it, over three
// queues of the test device's one queue, which runs the same pieces, sub-buffers and copies
// one after another (and so runs under Oclgrind).
#include <cstdlib>
#include <functional>
#include <iostream>
#include <numeric>

#include "../models.hpp"
#include "../scoped_env.hpp"
#include "harness.hpp"

namespace acl::detail {
const char* embedded_integral_acl_rno1();  // examples/integral/acl_rno1.cl
const char* embedded_gather_acl();         // examples/gather/acl.cl
}  // namespace acl::detail

namespace acltest {
namespace {

struct Devices {
  cl::Context context;
  std::vector<cl::Device> devices;
  std::vector<cl::CommandQueue> queues;
  cl::CommandQueue single;  ///< runs the launch on one device, and the reads and writes
};

Devices& devs() {
  static Devices d = [] {
    Devices r;
    const char* n = std::getenv("ACL_TEST_DEVICES");
    if (!n || !*n) {
      r.context = env().context;
      r.devices.assign(3, env().device);
      r.queues.assign(3, env().queue);
      r.single = env().queue;
      return r;
    }
    const size_t want = std::strtoul(n, nullptr, 10);
    std::vector<cl::Device> all;
    env().platform.getDevices(CL_DEVICE_TYPE_ALL, &all);
    if (want < 2 || all.size() < want)
      throw std::runtime_error("ACL_TEST_DEVICES=" + std::string(n) + ": the platform has " +
                               std::to_string(all.size()) +
                               " devices (PoCL: set POCL_DEVICES=\"pthread pthread\")");
    r.devices.assign(all.begin(), all.begin() + long(want));
    r.context = cl::Context(r.devices);
    for (const cl::Device& dev : r.devices) r.queues.emplace_back(r.context, dev);
    r.single = r.queues[0];
    std::cerr << "[acl-device-tests] launches over " << want << " devices\n";
    return r;
  }();
  return d;
}

template <typename T>
cl::Buffer buffer(const std::vector<T>& v, cl_mem_flags flags = CL_MEM_READ_WRITE) {
  cl::Buffer b(devs().context, flags, v.size() * sizeof(T));
  devs().single.enqueueWriteBuffer(b, CL_TRUE, 0, v.size() * sizeof(T), v.data());
  return b;
}

template <typename T>
std::vector<T> read_back(const cl::Buffer& b, size_t n) {
  std::vector<T> v(n);
  devs().single.enqueueReadBuffer(b, CL_TRUE, 0, n * sizeof(T), v.data());
  return v;
}

void poison(const cl::Buffer& b) {
  const size_t n = b.getInfo<CL_MEM_SIZE>();
  std::vector<unsigned char> p(n, kPoison);
  devs().single.enqueueWriteBuffer(b, CL_TRUE, 0, n, p.data());
}

/// Weight sets: equal; with `ragged`, also skewed so that the last devices get a block or
/// two, and one where the second device gets none.
std::vector<std::vector<double>> weight_sets(bool ragged) {
  const size_t n = devs().queues.size();
  if (!ragged) return {{}};
  std::vector<double> skew(n, 1.0), gap(n, 1.0);
  skew[0] = 30.0;
  gap[1] = 0.0;
  return {{}, skew, gap};
}

std::string weights_text(const std::vector<double>& w) {
  std::string s = w.empty() ? "equal" : "";
  for (double x : w) s += (s.empty() ? "" : " ") + std::to_string(int(x));
  return s;
}

/// Runs `k` on one device, then over the devices under the weight sets, each time with
/// `outputs` poisoned first, and checks each output buffer's bytes against `expected`
/// (a CPU model) and the launch on one device against the launch over several. (Each set
/// builds a kernel or two more; PoCL takes a good part of a second for each.)
void check_multi(acl::Kernel& k, const std::vector<cl::Buffer>& outputs,
                 const std::vector<std::vector<unsigned char>>& expected, bool ragged = false) {
  auto run_and_read = [&](const std::function<void()>& run) {
    for (const cl::Buffer& b : outputs) poison(b);
    run();
    std::vector<std::vector<unsigned char>> got;
    for (size_t i = 0; i < outputs.size(); ++i)
      got.push_back(read_back<unsigned char>(outputs[i], expected[i].size()));
    return got;
  };
  const auto one = run_and_read([&] {
    k.enqueue(devs().single);
    devs().single.finish();
  });
  for (size_t i = 0; i < outputs.size(); ++i) {
    INFO("one device, output " << i << "\n" << k.plan(devs().devices[0]));
    REQUIRE(one[i] == expected[i]);
  }
  for (const std::vector<double>& w : weight_sets(ragged)) {
    const std::string plan = k.plan(devs().devices, w);
    INFO("weights " << weights_text(w) << "\n" << plan);
    const auto many = run_and_read([&] {
      cl::Event done = k.enqueue_multi(devs().queues, w);
      done.wait();
      for (const cl::CommandQueue& q : devs().queues) q.finish();
    });
    for (size_t i = 0; i < outputs.size(); ++i) {
      INFO("output " << i);
      size_t bad = 0, first = 0;
      for (size_t j = 0; j < many[i].size(); ++j)
        if (many[i][j] != one[i][j] && bad++ == 0) first = j;
      INFO(bad << " bytes differ from the launch on one device, the first at byte " << first);
      CHECK(bad == 0);
    }
  }
}

template <typename T>
std::vector<unsigned char> bytes_of(const std::vector<T>& v) {
  const auto* p = reinterpret_cast<const unsigned char*>(v.data());
  return std::vector<unsigned char>(p, p + v.size() * sizeof(T));
}

using models::random_ints;

constexpr const char* kBinarize = R"(
void User_main(uchar* src, uchar* dst, int thres) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > thres ? 255 : 0;
})";

TEST_CASE("multi: binarize in bands of rows, 2-D and 3-D, aligned rows and not",
          "[device][multi]") {
  struct Shape {
    size_t w, h, d, pitch;
  };
  for (const Shape s : {Shape{128, 37, 1, 128}, Shape{61, 29, 1, 64}, Shape{19, 9, 3, 24}}) {
    const size_t words = s.pitch * s.h * s.d;
    INFO("shape " << s.w << "x" << s.h << "x" << s.d << ", pitch " << s.pitch);
    const std::vector<uint8_t> in = random_ints<uint8_t>(words, 7, 0, 255);
    std::vector<uint8_t> want(words, kPoison);
    for (size_t z = 0; z < s.d; ++z)
      for (size_t y = 0; y < s.h; ++y)
        for (size_t x = 0; x < s.w; ++x) {
          const size_t i = (z * s.h + y) * s.pitch + x;
          want[i] = in[i] > 100 ? 255 : 0;
        }
    cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
    acl::Kernel k(devs().context, kBinarize);
    acl::Attr a;
    a.shape(s.w, s.h, s.d).words(1);
    a.row_pitch = s.pitch;
    k.arg(0, src, a).arg(1, dst, acl::Attr(a).read(ACL_NONE).write(ACL_TOP_LEFT)).arg(2, 100);
    check_multi(k, {dst}, {bytes_of(want)}, s.w == 61);
  }
}

TEST_CASE("multi: sub-buffers as source and destination, pieces cut from their parent",
          "[device][multi]") {
  // Sub-buffers of sub-buffers are not allowed, and PoCL 3.1 crashed copying bands back
  // into a sub-buffer: pieces are views of, and copies to and from, the parent at the
  // sub-buffer's origin. Rows of 128 bytes give every device a view, rows of 64 copies.
  size_t align = 0;
  for (const cl::Device& d : devs().devices)
    align = std::max<size_t>(align, d.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8);
  for (const char* knobs : {"", "piece_views=0"}) {
    for (const size_t pitch : {size_t(128), size_t(64)}) {
      const size_t w = pitch - 3, h = 29, origin = 2 * align, bytes = pitch * h;
      const size_t total = origin + bytes + align;
      INFO("ACL_KNOBS '" << knobs << "', rows of " << pitch << " bytes");
      const std::vector<uint8_t> in = random_ints<uint8_t>(total, 17, 0, 255);
      std::vector<uint8_t> want(total, kPoison);
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x) {
          const size_t i = origin + y * pitch + x;
          want[i] = in[i] > 100 ? 255 : 0;
        }
      cl::Buffer src_parent = buffer(in, CL_MEM_READ_ONLY), dst_parent = buffer(want);
      const cl_buffer_region region = {origin, bytes};
      cl::Buffer src =
          src_parent.createSubBuffer(CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &region);
      cl::Buffer dst =
          dst_parent.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region);
      ScopedEnv set("ACL_KNOBS", *knobs ? knobs : nullptr);
      acl::Kernel k(devs().context, kBinarize);
      acl::Attr a;
      a.shape(w, h).words(1);
      a.row_pitch = pitch;
      k.arg(0, src, a).arg(1, dst, acl::Attr(a).read(ACL_NONE).write(ACL_TOP_LEFT)).arg(2, 100);
      check_multi(k, {dst_parent}, {bytes_of(want)}, pitch == 64);
    }
  }
}

TEST_CASE("multi: a 3x3 filter with margin 1 reads margin rows past each band", "[device][multi]") {
  const size_t w = 45, h = 31;
  const std::vector<float> in = random_ints<float>(w * h, 11, -50, 50);
  for (const cl_uint border : {ACL_BORDER_CLAMP, ACL_BORDER_MIRROR}) {
    INFO("border " << border);
    const std::vector<float> want =
        models::filter3x3(in, w, h, [border](long g, long n) { return fold(g, n, border); });
    cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
    acl::Kernel k(devs().context, models::kFilter3x3);
    k.arg(0, src, acl::Attr().shape(w, h).words(4).halo(1, border))
        .arg(1, dst, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    check_multi(k, {dst}, {bytes_of(want)}, border == ACL_BORDER_CLAMP);
  }
}

TEST_CASE("multi: windows at any word (acl_attr::offset), pieces counted from the buffer's start",
          "[device][multi][offset]") {
  // Rows cut (binarize, a 3x3 filter) and columns cut (ACL_RNO0) of arrays 1025 and 3 words
  // into their buffers, and 1024 (views where the device's alignment allows); the words
  // around each output stay poison.
  for (const char* knobs : {"", "piece_views=0"}) {
    ScopedEnv set("ACL_KNOBS", *knobs ? knobs : nullptr);
    for (const size_t shift : {size_t(0), size_t(1)}) {
      INFO("ACL_KNOBS '" << knobs << "', offsets " << (shift ? "1025 and 3" : "1024 and 2048"));
      const size_t w = 125, h = 29, pitch = 128, in_at = shift ? 1025 : 1024,
                   out_at = shift ? 3 : 2048;
      const std::vector<uint8_t> in = random_ints<uint8_t>(in_at + pitch * h + 7, 5, 0, 255);
      std::vector<uint8_t> want(out_at + pitch * h + 9, kPoison);
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x)
          want[out_at + y * pitch + x] = in[in_at + y * pitch + x] > 100 ? 255 : 0;
      cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
      acl::Kernel k(devs().context, kBinarize);
      acl::Attr a;
      a.shape(w, h).words(1);
      a.row_pitch = pitch;
      k.arg(0, src, acl::Attr(a).from_word(in_at))
          .arg(1, dst, acl::Attr(a).from_word(out_at).read(ACL_NONE).write(ACL_TOP_LEFT))
          .arg(2, 100);
      check_multi(k, {dst}, {bytes_of(want)}, true);

      const size_t fw = 45, fh = 31;
      const std::vector<float> all = random_ints<float>(in_at + fw * fh + 5, 12, -50, 50);
      const std::vector<float> window(all.begin() + long(in_at), all.begin() + long(in_at + fw * fh));
      const std::vector<float> filtered = models::filter3x3(
          window, fw, fh, [](long g, long n) { return fold(g, n, ACL_BORDER_CLAMP); });
      std::vector<float> fwant(out_at + fw * fh + 3);
      std::memset(static_cast<void*>(fwant.data()), kPoison, fwant.size() * 4);
      std::copy(filtered.begin(), filtered.end(), fwant.begin() + long(out_at));
      cl::Buffer fsrc = buffer(all, CL_MEM_READ_ONLY), fdst = buffer(fwant);
      acl::Kernel f(devs().context, models::kFilter3x3);
      f.arg(0, fsrc, acl::Attr().shape(fw, fh).words(4).halo(1).from_word(in_at))
          .arg(1, fdst,
               acl::Attr().shape(fw, fh).words(4).from_word(out_at).read(ACL_NONE).write(
                   ACL_TOP_LEFT));
      check_multi(f, {fdst}, {bytes_of(fwant)}, false);

      // A recurrence down the columns: the bands are columns, the pieces 2-D boxes.
      std::vector<int32_t> rwant(out_at + fw * fh + 3);
      std::memset(static_cast<void*>(rwant.data()), kPoison, rwant.size() * 4);
      const std::vector<int32_t> rin = random_ints<int32_t>(in_at + fw * fh + 5, 13, 0, 1000);
      for (size_t x = 0; x < fw; ++x) {
        int32_t s = 0;
        for (size_t y = 0; y < fh; ++y) rwant[out_at + y * fw + x] = s = (rin[in_at + y * fw + x] + s) / 2;
      }
      cl::Buffer rsrc = buffer(rin, CL_MEM_READ_ONLY), rdst = buffer(rwant);
      acl::Kernel r(devs().context, R"(
void User_main(const int* src, int* dst) {
  int y = get_acl_nbh(dst, 0)[get_acl_size(dst) - 1];
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = y = (src[k] + y) / 2;
})");
      acl::Attr ro = acl::Attr().shape(fw, fh).words(4).from_word(out_at).read(ACL_NONE).write(
          ACL_TOP_LEFT);
      ro.dependency = ACL_RNO0;
      r.arg(0, rsrc, acl::Attr().shape(fw, fh).words(4).from_word(in_at)).arg(1, rdst, ro);
      check_multi(r, {rdst}, {bytes_of(rwant)}, false);
    }
  }
}

TEST_CASE("multi: a margin along z: every piece holds its band's rows in every slice",
          "[device][multi][zmargin]") {
  const size_t w = 37, h = 29, d = 4;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h * d, 21, 0, 1000);
  std::vector<int32_t> want(w * h * d);
  auto at = [&](long x, long y, long z) {
    x = std::clamp(x, 0L, long(w) - 1), y = std::clamp(y, 0L, long(h) - 1);
    z = std::clamp(z, 0L, long(d) - 1);
    return in[size_t(z) * w * h + size_t(y) * w + size_t(x)];
  };
  for (long z = 0; z < long(d); ++z)
    for (long y = 0; y < long(h); ++y)
      for (long x = 0; x < long(w); ++x)
        want[size_t(z) * w * h + size_t(y) * w + size_t(x)] =
            at(x, y, z) + 2 * at(x, y - 1, z) + 3 * at(x + 1, y, z) + 5 * at(x, y, z - 1) +
            7 * at(x, y + 1, z + 1);
  cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
  acl::Kernel k(devs().context, R"(
void User_main(const int* s, int* o) {
  for (int i = 0; i < get_ac_size(1); i++)
    o[i] = s[i] + 2 * s[i - 1] + 3 * *get_acl_xy(s, 1, i) + 5 * *get_acl_xyz(s, 0, i, -1) +
           7 * *get_acl_xyz(s, 0, i + 1, 1);
})");
  k.arg(0, src, acl::Attr().shape(w, h, d).words(4).halo(1).halo_z(1))
      .arg(1, dst, acl::Attr().shape(w, h, d).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
  check_multi(k, {dst}, {bytes_of(want)}, true);
}

TEST_CASE("multi: positions are those of the whole array (get_acl_origin), flipped input too",
          "[device][multi]") {
  const size_t w = 23, h = 41;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 3, -9, 9);
  for (const cl_uint origin : {ACL_TOP_LEFT, ACL_BOTTOM_LEFT}) {
    INFO("source read from " << (origin == ACL_TOP_LEFT ? "TOP_LEFT" : "BOTTOM_LEFT"));
    std::vector<int32_t> want(w * h);
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        const size_t sy = origin == ACL_TOP_LEFT ? y : h - 1 - y;
        want[y * w + x] = int32_t(y * 1000 + x) * 16 + in[sy * w + x];
      }
    cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
    acl::Kernel k(devs().context, models::kPositions);
    k.arg(0, src, acl::Attr().shape(w, h).words(4).read(origin))
        .arg(1, dst, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    check_multi(k, {dst}, {bytes_of(want)});
  }
}

TEST_CASE("multi: a vector is cut in bands of columns, read and written in place",
          "[device][multi]") {
  const size_t n = 1003;
  const std::vector<float> x = random_ints<float>(n, 81, -99, 99);
  const std::vector<float> y0 = random_ints<float>(n, 82, -99, 99);
  std::vector<float> want(n);
  for (size_t i = 0; i < n; ++i) want[i] = 3.0f * x[i] + y0[i];
  cl::Buffer bx = buffer(x, CL_MEM_READ_ONLY), by = buffer(y0);
  acl::Kernel k(devs().context, R"(
void User_main(float* x, float* y, float a) {
  for (int i = 0; i < get_ac_size(1); i++) y[i] = a * x[i] + y[i];
})");
  const acl::Attr v = acl::Attr().shape(n).words(4).horizontal();
  k.arg(0, bx, v).arg(1, by, acl::Attr(v).write(ACL_TOP_LEFT)).arg(2, 3.0f);
  REQUIRE(k.plan(devs().devices).find("columns of level-1 data") != std::string::npos);
  // In place: each run starts again from y0 (check_multi poisons outputs, so write y0 back
  // and compare one run at a time).
  for (const std::vector<double>& w : weight_sets(true)) {
    INFO("weights " << weights_text(w) << "\n" << k.plan(devs().devices, w));
    devs().single.enqueueWriteBuffer(by, CL_TRUE, 0, n * 4, y0.data());
    k.enqueue_multi(devs().queues, w).wait();
    CHECK(read_back<float>(by, n) == want);
  }
}

TEST_CASE("multi: COMMON and level-2 data are read whole by every device", "[device][multi]") {
  const size_t w = 33, h = 27, n = 256, kk = 70;
  const std::vector<uint8_t> in = random_ints<uint8_t>(w * h, 5, 0, 255);
  const std::vector<uint8_t> lut = random_ints<uint8_t>(n, 6, 0, 100);
  const std::vector<int32_t> v = random_ints<int32_t>(kk, 8, -20, 20);
  const int32_t vsum = std::accumulate(v.begin(), v.end(), 0);
  std::vector<int32_t> want(w * h);
  for (size_t i = 0; i < w * h; ++i) want[i] = lut[in[i]] + vsum;
  cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), tab = buffer(lut, CL_MEM_READ_ONLY),
             vec = buffer(v, CL_MEM_READ_ONLY), dst = buffer(want);
  acl::Kernel k(devs().context, R"(
void User_main(uchar* src, __local uchar* lut, __local int* v, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++) {
    if (get_acl_iter(2) == 0) dst[i] = lut[src[i]];
    for (int j = 0; j < get_acl_valid(v); j++) dst[i] += v[j];
  }
})");
  k.arg(0, src, acl::Attr().shape(w, h).words(1))
      .arg(1, tab, acl::Attr().shape(n).words(1).common())
      .arg(2, vec, acl::Attr().shape(kk).words(4).common().horizontal().at_level(2))
      .arg(3, dst, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
  check_multi(k, {dst}, {bytes_of(want)});
}

/// C = A x B (m x nn, k = kk) over ACL_TILE data, one device and several (check_multi);
/// `plan_has`: what the plan over all devices, equal weights, must say.
void tile_product(size_t m, size_t nn, size_t kk, uint32_t seed, const char* plan_has = "") {
  const std::vector<float> a = random_ints<float>(kk * m, seed, -8, 8);
  const std::vector<float> b = random_ints<float>(nn * kk, seed + 1, -8, 8);
  const std::vector<float> want = models::matmul(a, b, m, nn, kk);
  cl::Buffer ba = buffer(a, CL_MEM_READ_ONLY), bb = buffer(b, CL_MEM_READ_ONLY), bc = buffer(want);
  acl::Kernel k(devs().context, models::kMatmul);
  k.arg(0, ba, acl::Attr().shape(kk, m).words(4).tiled(2, 1))
      .arg(1, bb, acl::Attr().shape(nn, kk).words(4).tiled(1, 2))
      .arg(2, bc, acl::Attr().shape(nn, m).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).tiled(1, 1));
  if (*plan_has) {
    const std::string plan =
        k.plan(devs().devices, std::vector<double>(devs().devices.size(), 1.0));
    INFO(plan);
    CHECK(plan.find(plan_has) != std::string::npos);
  }
  check_multi(k, {bc}, {bytes_of(want)}, true);
}

TEST_CASE("multi: ACL_TILE matmul cuts C's and A's rows, B whole", "[device][multi]") {
  tile_product(53, 29, 23, 21);
}

TEST_CASE("multi: ACL_TILE matmul with k split on each device's band", "[device][multi][split]") {
  // The GPU strategy with blocks of 8x8 words and rounds of 3 x compute units blocks, as in
  // tile_test.cpp: bands of 2 or 3 block rows of 5 blocks (three or two devices), whose
  // last blocks run in parts, summed by a second launch.
  ClassGuard gpu("gpu");
  setenv("ACL_KNOBS",
         "tile_split_k=8,tile_split_rounds=64,tile_fill=3,tile_chunk=8,tile_wg_x=4,tile_wg_y=4,"
         "tile_x=2,tile_y=2,tile_branchless=1",
         1);
  tile_product(45, 37, 203, 23, "k split in");
}

TEST_CASE("multi: ACL_RNO0 runs down whole columns, the bands cut across them", "[device][multi]") {
  const size_t w = 70, h = 23;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 31, -100, 100);
  std::vector<int32_t> want(w * h);
  for (size_t x = 0; x < w; ++x)
    for (size_t y = 0; y < h; ++y)
      want[y * w + x] = in[y * w + x] + (y ? want[(y - 1) * w + x] : 0);
  cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
  acl::Kernel k(devs().context, R"(
void User_main(int* src, int* dst) {
  int above = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = above = above + src[i];
})");
  k.arg(0, src, acl::Attr().shape(w, h).words(4))
      .arg(1, dst,
           acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).depends(ACL_RNO0));
  REQUIRE(k.plan(devs().devices).find("columns") != std::string::npos);
  check_multi(k, {dst}, {bytes_of(want)});
}

TEST_CASE("multi: ACL_LNO0 neighbours above and below stay on one device (columns)",
          "[device][multi]") {
  const size_t w = 40, h = 24;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 41, -100, 100);
  acl::Kernel k(devs().context, R"(
void User_main(int* src, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = get_acl_nbh(src, 0)[i] - get_acl_nbh(src, 1)[i] + src[i];
})");
  cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(in);
  k.arg(0, src, acl::Attr().shape(w, h).words(4).depends(ACL_LNO0))
      .arg(1, dst, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
  // The neighbours are a split away: the model needs the plan's split (the same on every
  // device for these equal devices), read from the plan on one device.
  const std::string plan = k.plan(devs().devices[0]);
  const size_t at = plan.find("split ");
  REQUIRE(at != std::string::npos);
  const long s = std::stol(plan.substr(at + 6));
  std::vector<int32_t> want(w * h);
  for (long y = 0; y < long(h); ++y)
    for (long x = 0; x < long(w); ++x) {
      const long up = fold(y - s, long(h), ACL_BORDER_CLAMP),
                 down = fold(y + s, long(h), ACL_BORDER_CLAMP);
      want[size_t(y) * w + size_t(x)] = in[size_t(up) * w + size_t(x)] -
                                        in[size_t(down) * w + size_t(x)] +
                                        in[size_t(y) * w + size_t(x)];
    }
  check_multi(k, {dst}, {bytes_of(want)});
}

TEST_CASE("multi: SPECIAL write-backs land where the transform sends each band",
          "[device][multi]") {
  const size_t w = 37, h = 26;
  const std::vector<uint8_t> in = random_ints<uint8_t>(w * h, 51, 0, 254);
  struct Case {
    cl_uint def;
    size_t dw, dh;
    std::function<void(size_t, size_t, size_t&, size_t&)> to;
  };
  const std::vector<Case> cases = {
      {ACL_SPECIAL_MIRROR_TRANSPOSE, h, w,
       [](size_t x, size_t y, size_t& u, size_t& v) { u = y, v = x; }},
      {ACL_SPECIAL_ROT90, h, w,
       [&](size_t x, size_t y, size_t& u, size_t& v) { u = h - 1 - y, v = x; }},
      {ACL_SPECIAL_ROT180, w, h,
       [&](size_t x, size_t y, size_t& u, size_t& v) { u = w - 1 - x, v = h - 1 - y; }},
      {ACL_SPECIAL_SHRINK, (w + 1) / 2, h / 2,
       [](size_t x, size_t y, size_t& u, size_t& v) {
         u = x % 2 || y % 2 ? size_t(-1) : x / 2, v = y / 2;
       }},
  };
  for (const Case& c : cases) {
    INFO("def " << c.def);
    std::vector<uint8_t> want(c.dw * c.dh, kPoison);
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        size_t u = 0, v = 0;
        c.to(x, y, u, v);
        if (u < c.dw && v < c.dh) want[v * c.dw + u] = uint8_t(in[y * w + x] + 1);
      }
    cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
    acl::Kernel k(devs().context, R"(
void User_main(uchar* src, uchar* dst) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] + 1;
})");
    acl::Attr d = acl::Attr().shape(c.dw, c.dh).words(1).read(ACL_NONE).write(c.def);
    if (c.def == ACL_SPECIAL_SHRINK) d.scaled(1);
    k.arg(0, src, acl::Attr().shape(w, h).words(1)).arg(1, dst, d);
    check_multi(k, {dst}, {bytes_of(want)}, c.def == ACL_SPECIAL_ROT90);
  }
}

TEST_CASE("multi: measured weights sum to 1 and give the same result", "[device][multi]") {
  const size_t w = 64, h = 48;
  const std::vector<uint8_t> in = random_ints<uint8_t>(w * h, 91, 0, 255);
  std::vector<uint8_t> want(w * h);
  for (size_t i = 0; i < w * h; ++i) want[i] = in[i] > 9 ? 255 : 0;
  cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(in);
  acl::Kernel k(devs().context, kBinarize);
  k.arg(0, src, acl::Attr().shape(w, h))
      .arg(1, dst, acl::Attr().shape(w, h).read(ACL_NONE).write(ACL_TOP_LEFT))
      .arg(2, 9);
  const std::vector<double> weights = k.measure_weights(devs().queues);
  REQUIRE(weights.size() == devs().queues.size());
  double sum = 0;
  for (double x : weights) {
    CHECK(x > 0);
    sum += x;
  }
  CHECK(std::abs(sum - 1.0) < 1e-9);
  CHECK(read_back<uint8_t>(dst, w * h) == want);  // the measured launches wrote it
  poison(dst);
  k.enqueue_multi(devs().queues, weights).wait();
  CHECK(read_back<uint8_t>(dst, w * h) == want);
}

TEST_CASE("multi: the plan names each device's band, and a device without one", "[device][multi]") {
  const size_t w = 16, h = 40;
  cl::Buffer src = buffer(std::vector<uint8_t>(w * h, 1)),
             dst = buffer(std::vector<uint8_t>(w * h));
  acl::Kernel k(devs().context, kBinarize);
  k.arg(0, src, acl::Attr().shape(w, h))
      .arg(1, dst, acl::Attr().shape(w, h).read(ACL_NONE).write(ACL_TOP_LEFT))
      .arg(2, 0);
  std::vector<double> weights(devs().devices.size(), 1.0);
  weights[1] = 0;
  const std::string plan = k.plan(devs().devices, weights);
  INFO(plan);
  CHECK(plan.find("ACL launch over " + std::to_string(weights.size()) + " devices") == 0);
  CHECK(plan.find("device 1 '") != std::string::npos);
  CHECK(plan.find("no rows (no blocks)") != std::string::npos);
  CHECK(plan.find("ACL plan for") != std::string::npos);
}

TEST_CASE("multi: what a split cannot take yet, and bad calls, are errors that name it",
          "[device][multi]") {
  const size_t w = 16, h = 16;
  std::vector<cl_command_queue> qs;
  for (const cl::CommandQueue& q : devs().queues) qs.push_back(q());
  cl::Buffer src = buffer(std::vector<int32_t>(w * h, 1)),
             dst = buffer(std::vector<int32_t>(w * h));
  auto expect = [&](acl::Kernel& k, cl_int code, const std::string& words,
                    const std::vector<double>& weights = {}) {
    const cl_int err =
        clEnqueueAclKernelMulti(cl_uint(qs.size()), qs.data(), k.get(),
                                weights.empty() ? nullptr : weights.data(), 0, nullptr, nullptr);
    INFO(aclGetLastErrorMessage());
    CHECK(err == code);
    CHECK(std::string(aclGetLastErrorMessage()).find(words) != std::string::npos);
  };
  SECTION("ACL_RNO1 data beside a margin") {
    acl::Kernel k(devs().context, "void User_main(int* s, int* d) { d[0] = s[0]; }");
    k.arg(0, src, acl::Attr().shape(w, h).words(4).halo(1))
        .arg(1, dst,
             acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).depends(ACL_RNO1));
    expect(k, ACL_NOT_SUPPORTED_YET, "argument 0 's': margin 1 beside ACL_RNO1 data of argument 1");
  }
  SECTION("ACL_RNO1_SUM data") {
    acl::Kernel k(devs().context, "void User_main(int* s, int* d) { d[0] = s[0]; }");
    k.arg(0, src, acl::Attr().shape(w, h).words(4))
        .arg(1, dst,
             acl::Attr()
                 .shape(w, h)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .depends(ACL_RNO1_SUM));
    expect(k, ACL_NOT_SUPPORTED_YET, "argument 1 'd': dependency ACL_RNO1_SUM");
  }
  SECTION("ACL_RANDOM writes, and reads beside margin rows") {
    std::vector<cl_int> pos(4 * 64, 0);
    cl::Buffer p = buffer(pos);
    acl::Kernel k(devs().context, "void User_main(int* s, int* d) { d[0] = s[0]; }");
    k.arg(0, src, acl::Attr().shape(w, h).words(4))
        .arg(1, dst,
             acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_RANDOM).positions(p));
    expect(k, ACL_NOT_SUPPORTED_YET, "argument 1 'd': def ACL_RANDOM");
    acl::Kernel m(devs().context, "void User_main(int* s, int* h, int* d) { d[0] = s[0] + h[0]; }");
    m.arg(0, src, acl::Attr().shape(w, h).words(4).read(ACL_RANDOM).positions(p))
        .arg(1, src, acl::Attr().shape(w, h).words(4).halo(1))
        .arg(2, dst, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    expect(m, ACL_NOT_SUPPORTED_YET,
           "argument 0 's': ref ACL_RANDOM beside margin 1 of argument 1");
  }
  SECTION("level-1 arrays of other heights") {
    cl::Buffer small = buffer(std::vector<int32_t>(w * h, 1));
    acl::Kernel k(devs().context, "void User_main(int* s, int* d) { d[0] = s[0]; }");
    k.arg(0, src, acl::Attr().shape(w, h).words(4).split_size(4))
        .arg(1, small,
             acl::Attr().shape(w, h / 2).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).split_size(2));
    expect(k, ACL_NOT_SUPPORTED_YET, "argument 1 'd': size 8 along y");
  }
  SECTION("bad weights") {
    acl::Kernel k(devs().context, kBinarize);
    cl::Buffer b8 = buffer(std::vector<uint8_t>(w * h)), c8 = buffer(std::vector<uint8_t>(w * h));
    k.arg(0, b8, acl::Attr().shape(w, h))
        .arg(1, c8, acl::Attr().shape(w, h).read(ACL_NONE).write(ACL_TOP_LEFT))
        .arg(2, 0);
    std::vector<double> neg(qs.size(), 1.0), zero(qs.size(), 0.0);
    neg[1] = -1;
    expect(k, CL_INVALID_VALUE, "weights[1] is -1", neg);
    expect(k, CL_INVALID_VALUE, "the weights are all 0", zero);
    CHECK(clEnqueueAclKernelMulti(0, qs.data(), k.get(), nullptr, 0, nullptr, nullptr) ==
          CL_INVALID_VALUE);
    CHECK(clEnqueueAclKernelMulti(2, nullptr, k.get(), nullptr, 0, nullptr, nullptr) ==
          CL_INVALID_VALUE);
    std::vector<cl_command_queue> with_null = qs;
    with_null[1] = nullptr;
    CHECK(clEnqueueAclKernelMulti(cl_uint(with_null.size()), with_null.data(), k.get(), nullptr, 0,
                                  nullptr, nullptr) == CL_INVALID_COMMAND_QUEUE);
    CHECK(std::string(aclGetLastErrorMessage()).find("queues[1] is NULL") != std::string::npos);
  }
}

/// An ACL_RNO2 recurrence: each word adds its neighbours' words at its place in their
/// portions (left, above-left, above, above-right), weighted; uint wraps alike on both sides.
constexpr const char* kRno2 = R"(
void User_main(uint* src, uint* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = src[i] + 3u * get_acl_nbh(dst, 0)[i] + 5u * get_acl_nbh(dst, 1)[i]
           + 7u * get_acl_nbh(dst, 2)[i] + 11u * get_acl_nbh(dst, 3)[i];
})";

/// kRno2 on the CPU, in raster order (every neighbour comes first), portions `s` words down
/// a column (vertical) or along a row; neighbours outside the array are 0.
std::vector<uint32_t> rno2_model(const std::vector<uint32_t>& in, size_t w, size_t h, long s,
                                 bool vertical) {
  std::vector<uint32_t> out(w * h);
  auto at = [&](long x, long y) -> uint32_t {
    return x < 0 || y < 0 || x >= long(w) || y >= long(h) ? 0 : out[size_t(y) * w + size_t(x)];
  };
  const long sx = vertical ? 1 : s, sy = vertical ? s : 1;
  for (long y = 0; y < long(h); ++y)
    for (long x = 0; x < long(w); ++x)
      out[size_t(y) * w + size_t(x)] = in[size_t(y) * w + size_t(x)] + 3u * at(x - sx, y) +
                                       5u * at(x - sx, y - sy) + 7u * at(x, y - sy) +
                                       11u * at(x + sx, y - sy);
  return out;
}

TEST_CASE("multi: ACL_RNO1/RNO2 in bands of rows, each after the band above, reading its rows",
          "[device][multi]") {
  // 61 rows in splits of 4: 16 block rows, the last one row tall. Each case runs as the
  // device's class plans it (a pipeline of bands on CPUs), as a launch per diagonal
  // ("wave-diagonal"), and the first as a pipeline of several bands of 4 block rows a device
  // ("wave-bands").
  const size_t w = 37, h = 61, s = 4;
  const std::vector<uint32_t> in = random_ints<uint32_t>(w * h, 121, 0, 1000);
  auto launch_one = [&](const char* source, const acl::Attr& result,
                        const std::vector<uint32_t>& want) {
    cl::Buffer src = buffer(in, CL_MEM_READ_ONLY), dst = buffer(want);
    acl::Kernel k(devs().context, source);
    acl::Attr a = acl::Attr().shape(w, h).words(4);
    a.split = result.split;
    k.arg(0, src, a).arg(1, dst, result);
    const std::string plan = k.plan(devs().devices);
    INFO(plan);
    CHECK(plan.find("bands of rows, each waits for the band above") != std::string::npos);
    check_multi(k, {dst}, {bytes_of(want)}, true);
  };
  std::vector<Strategy> strategies = {"cpu", "wave-diagonal", "wave-bands"};
  auto launch = [&](const char* source, const acl::Attr& result,
                    const std::vector<uint32_t>& want) {
    for (Strategy st : strategies) {
      INFO("strategy " << st);
      ClassGuard guard(st);
      launch_one(source, result, want);
    }
    strategies.resize(2);
  };
  SECTION("summed-area table (ACL_RNO1), results top-left and bottom-left") {
    std::vector<uint32_t> sat(w * h);
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x)
        sat[y * w + x] = in[y * w + x] + (x ? sat[y * w + x - 1] : 0) +
                         (y ? sat[(y - 1) * w + x] : 0) - (x && y ? sat[(y - 1) * w + x - 1] : 0);
    for (const cl_uint origin : {ACL_TOP_LEFT, ACL_BOTTOM_LEFT}) {
      INFO("result " << (origin == ACL_TOP_LEFT ? "TOP_LEFT" : "BOTTOM_LEFT"));
      std::vector<uint32_t> want(w * h);
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x)
          want[(origin == ACL_TOP_LEFT ? y : h - 1 - y) * w + x] = sat[y * w + x];
      launch(acl::detail::embedded_integral_acl_rno1(),
             acl::Attr()
                 .shape(w, h)
                 .words(4)
                 .read(ACL_NONE)
                 .write(origin)
                 .depends(ACL_RNO1)
                 .split_size(s),
             want);
    }
  }
  SECTION("ACL_RNO2, portions down columns and along rows") {
    for (const cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL}) {
      INFO("split " << split);
      acl::Attr a = acl::Attr()
                        .shape(w, h)
                        .words(4)
                        .read(ACL_NONE)
                        .write(ACL_TOP_LEFT)
                        .depends(ACL_RNO2)
                        .split_size(s);
      a.split = split;
      launch(kRno2, a, rno2_model(in, w, h, long(s), split == ACL_VERTICAL));
    }
  }
}

/// examples/gather's User_main on ints, adding the positions it is told of both arguments (the
/// listed origin's, and the strip's in the whole strip).
constexpr const char* kGatherPositions = R"(
void User_main(int* src, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = src[i] + 100 * (get_acl_origin(src, 0) - get_acl_origin(dst, 0))
           + 10000 * (get_acl_origin(src, 1) - get_acl_origin(dst, 1) + 1000)
           + 10000000 * (get_acl_origin(src, 2) - get_acl_origin(dst, 2) + 5);
})";

struct Origin {
  int32_t x, y, z, unused;
};

/// `n` origins of `pw` x `ph` patches in a `w` x `h` x `d` image: most inside, some across
/// an edge, a few wholly outside (x and y; z inside).
std::vector<Origin> origins(size_t n, size_t w, size_t h, size_t d, size_t pw, size_t ph,
                            uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<Origin> o(n);
  for (Origin& p : o)
    p = {int32_t(rng() % (w + 2 * pw)) - int32_t(pw), int32_t(rng() % (h + 2 * ph)) - int32_t(ph),
         int32_t(rng() % d), 0};
  return o;
}

/// The strip of patches gathered from `in` (edges clamped): patch b (block b of a strip
/// `pw` wide, `ph` * n / d tall, d deep) at word (x, y) is f(word, patch origin, x, y, b).
template <typename T, typename F>
std::vector<T> gathered(const std::vector<T>& in, size_t w, size_t h, const std::vector<Origin>& o,
                        size_t pw, size_t ph, size_t d, F f) {
  const size_t per_slice = o.size() / d;
  std::vector<T> out(o.size() * pw * ph);
  for (size_t b = 0; b < o.size(); ++b)
    for (size_t y = 0; y < ph; ++y)
      for (size_t x = 0; x < pw; ++x) {
        const long sx = std::clamp<long>(o[b].x + long(x), 0, long(w) - 1);
        const long sy = std::clamp<long>(o[b].y + long(y), 0, long(h) - 1);
        const T word = in[(size_t(o[b].z) * h + size_t(sy)) * w + size_t(sx)];
        const size_t z = b / per_slice, row = (b % per_slice) * ph + y;
        out[(z * per_slice * ph + row) * pw + x] = f(word, o[b], b % per_slice, z);
      }
  return out;
}

TEST_CASE("multi: ACL_RANDOM reads: the image whole, each device its blocks' positions",
          "[device][multi]") {
  constexpr size_t pw = 8, ph = 4, w = 45, h = 31;
  SECTION("gather of floats, 20 patches") {
    const size_t n = 20;
    const std::vector<float> img = random_ints<float>(w * h, 101, -1000, 1000);
    const std::vector<Origin> pos = origins(n, w, h, 1, pw, ph, 102);
    const std::vector<float> want = gathered(
        img, w, h, pos, pw, ph, 1, [](float v, const Origin&, size_t, size_t) { return v * 0.5f; });
    cl::Buffer src = buffer(img, CL_MEM_READ_ONLY), table = buffer(pos, CL_MEM_READ_ONLY),
               dst = buffer(want);
    acl::Kernel k(devs().context, acl::detail::embedded_gather_acl());
    k.arg(0, src, acl::Attr().shape(w, h).words(4).read(ACL_RANDOM).positions(table))
        .arg(1, dst,
             acl::Attr()
                 .shape(pw, ph * n)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .group(pw)
                 .split_size(ph))
        .arg(2, 0.5f);
    const std::string plan = k.plan(devs().devices);
    INFO(plan);
    CHECK(plan.find("the position entries of its blocks") != std::string::npos);
    check_multi(k, {dst}, {bytes_of(want)}, true);
  }
  SECTION("the position buffer a sub-buffer: the devices' entries come from its parent") {
    const size_t n = 20;
    size_t align = 0;
    for (const cl::Device& d : devs().devices)
      align = std::max<size_t>(align, d.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8);
    const std::vector<float> img = random_ints<float>(w * h, 105, -1000, 1000);
    const std::vector<Origin> pos = origins(n, w, h, 1, pw, ph, 106);
    const std::vector<float> want = gathered(
        img, w, h, pos, pw, ph, 1, [](float v, const Origin&, size_t, size_t) { return v * 0.5f; });
    // Other origins before and after the sub-buffer's: read from there, they would show.
    const size_t pad = align / sizeof(Origin);
    std::vector<Origin> whole(pos.rbegin(), pos.rend());
    whole.resize(pad, pos[n / 2]);
    whole.insert(whole.end(), pos.begin(), pos.end());
    whole.insert(whole.end(), pos.rbegin(), pos.rend());
    cl::Buffer src = buffer(img, CL_MEM_READ_ONLY), parent = buffer(whole, CL_MEM_READ_ONLY),
               dst = buffer(want);
    const cl_buffer_region region = {pad * sizeof(Origin), n * sizeof(Origin)};
    cl::Buffer table =
        parent.createSubBuffer(CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &region);
    acl::Kernel k(devs().context, acl::detail::embedded_gather_acl());
    k.arg(0, src, acl::Attr().shape(w, h).words(4).read(ACL_RANDOM).positions(table))
        .arg(1, dst,
             acl::Attr()
                 .shape(pw, ph * n)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .group(pw)
                 .split_size(ph))
        .arg(2, 0.5f);
    check_multi(k, {dst}, {bytes_of(want)}, true);
  }
  SECTION("positions User_main is told, 2-D (32 patches) and 3-D (2 slices of 10)") {
    for (const size_t d : {1, 2}) {
      const size_t n = d == 1 ? 32 : 20;
      INFO(d << " slices");
      const std::vector<int32_t> img = random_ints<int32_t>(w * h * d, 103, 0, 99);
      const std::vector<Origin> pos = origins(n, w, h, d, pw, ph, 104);
      const std::vector<int32_t> want =
          gathered(img, w, h, pos, pw, ph, d, [](int32_t v, const Origin& o, size_t b, size_t z) {
            return v + 100 * o.x + 10000 * (o.y - int32_t(b * ph) + 1000) +
                   10000000 * (o.z - int32_t(z) + 5);
          });
      cl::Buffer src = buffer(img, CL_MEM_READ_ONLY), table = buffer(pos, CL_MEM_READ_ONLY),
                 dst = buffer(want);
      acl::Kernel k(devs().context, kGatherPositions);
      k.arg(0, src, acl::Attr().shape(w, h, d).words(4).read(ACL_RANDOM).positions(table))
          .arg(1, dst,
               acl::Attr()
                   .shape(pw, ph * n / d, d)
                   .words(4)
                   .read(ACL_NONE)
                   .write(ACL_TOP_LEFT)
                   .group(pw)
                   .split_size(ph));
      check_multi(k, {dst}, {bytes_of(want)}, true);
    }
  }
}

/// Band boundaries for `h` rows over the test's devices: equal (none given), the last
/// device with one row, and the second with none.
std::vector<std::vector<size_t>> dist_bounds(size_t h) {
  const size_t n = devs().queues.size();
  std::vector<size_t> last_one(n + 1, h - 1), second_none(n + 1, h / 2);
  last_one[0] = second_none[0] = 0;
  last_one[n] = second_none[n] = h;
  for (size_t i = 1; i < n; ++i) last_one[i] = (h - 1) * i / (n - 1);
  second_none[1] = h / 3;
  return {{}, last_one, second_none};
}

/// The equal bands of `h` rows over the test's devices.
std::vector<size_t> band_bounds_of(size_t h) {
  return acl::band_bounds(h, devs().queues.size());
}

std::string bounds_text(const std::vector<size_t>& b) {
  std::string s = b.empty() ? "equal" : "";
  for (size_t x : b) s += (s.empty() ? "" : " ") + std::to_string(x);
  return s;
}

TEST_CASE("multi: distributed bands stay on the devices, Jacobi steps exchange margin rows",
          "[device][multi]") {
  const size_t w = 31, h = 29, steps = 4;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 61, 0, 100000);
  const std::vector<int32_t> model = models::jacobi(in, w, h, steps);
  acl::Kernel k(devs().context, models::kJacobi);
  const acl::Attr src = acl::Attr().shape(w, h).words(4).halo(1);
  const acl::Attr dst = acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  {  // the same steps on one device
    cl::Buffer a = buffer(in), b = buffer(in);
    for (size_t s = 0; s < steps; ++s) {
      k.arg(0, s % 2 ? b : a, src).arg(1, s % 2 ? a : b, dst);
      k.enqueue(devs().single);
    }
    REQUIRE(read_back<int32_t>(steps % 2 ? b : a, w * h) == model);
  }
  for (const std::vector<size_t>& bounds : dist_bounds(h)) {
    INFO("bounds " << bounds_text(bounds));
    acl::DistBuffer a(devs().context, devs().queues, ACL_DIST_BANDS, w, h, 4, 1, bounds);
    acl::DistBuffer b(devs().context, devs().queues, ACL_DIST_BANDS, w, h, 4, 1, bounds);
    b.write(std::vector<uint8_t>(w * h * 4, kPoison).data());
    a.write(in.data());
    for (size_t s = 0; s < steps; ++s) {
      k.arg(0, s % 2 ? b : a, src).arg(1, s % 2 ? a : b, dst);
      if (s == 0) INFO(k.plan(devs().devices));
      k.enqueue_multi(devs().queues);  // exchanges the margin rows the step before wrote
    }
    std::vector<int32_t> got(w * h);
    (steps % 2 ? b : a).read(got.data());
    CHECK(got == model);
    const acl::DistBuffer::Piece last = a.piece(cl_uint(devs().queues.size() - 1));
    if (bounds.empty() || bounds[bounds.size() - 2] < h) {
      CHECK(last.first_row + last.rows == h);
      CHECK(last.buffer.getInfo<CL_MEM_SIZE>() >= last.rows * w * 4);
    }
  }
}

TEST_CASE("multi: C = A x B with A and C in distributed bands, B a copy on every device",
          "[device][multi]") {
  const size_t m = 45, nn = 21, kk = 17;
  const std::vector<float> a = random_ints<float>(kk * m, 71, -8, 8);
  const std::vector<float> b = random_ints<float>(nn * kk, 72, -8, 8);
  const std::vector<float> want = models::matmul(a, b, m, nn, kk);
  acl::Kernel k(devs().context, models::kMatmul);
  for (const std::vector<size_t>& bounds : dist_bounds(m)) {
    INFO("bounds " << bounds_text(bounds));
    acl::DistBuffer da(devs().context, devs().queues, ACL_DIST_BANDS, kk, m, 4, 0, bounds);
    acl::DistBuffer db(devs().context, devs().queues, ACL_DIST_COPIES, nn, kk, 4);
    acl::DistBuffer dc(devs().context, devs().queues, ACL_DIST_BANDS, nn, m, 4, 0, bounds);
    da.write(a.data());
    db.write(b.data());
    dc.write(std::vector<uint8_t>(nn * m * 4, kPoison).data());
    k.arg(0, da, acl::Attr().shape(kk, m).words(4).tiled(2, 1))
        .arg(1, db, acl::Attr().shape(nn, kk).words(4).tiled(1, 2))
        .arg(2, dc,
             acl::Attr().shape(nn, m).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).tiled(1, 1));
    INFO(k.plan(devs().devices));
    k.enqueue_multi(devs().queues);
    std::vector<float> got(nn * m);
    dc.read(got.data());
    CHECK(bytes_of(got) == bytes_of(want));
  }
}

TEST_CASE("multi: distributed buffers with margin rows past the array, a device twice, sizes past "
          "size_t",
          "[device][multi]") {
  const size_t w = 13, h = 11;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 71, -1000, 1000);
  std::vector<cl_command_queue> qs;
  for (const cl::CommandQueue& q : devs().queues) qs.push_back(q());
  // Every word of the portion: a GPU plan gives a work-item several rows (the H200 wrote
  // only each portion's first with d[0] alone).
  acl::Kernel k(devs().context,
                "void User_main(int* s, int* d) {\n"
                "  for (int i = 0; i < get_ac_size(1); i++) d[i] = s[i] + 1;\n}");
  std::vector<int32_t> plus_one = in;
  for (int32_t& v : plus_one) ++v;
  // Margin rows reaching past the array's ends (SIZE_MAX wrapped p.end + margin): every piece holds
  // the whole array, and launches use the pieces in place.
  for (const size_t margin : {size_t(SIZE_MAX), size_t(SIZE_MAX - 3), h}) {
    INFO("margin rows " << margin);
    acl::DistBuffer a(devs().context, devs().queues, ACL_DIST_BANDS, w, h, 4, margin);
    acl::DistBuffer b(devs().context, devs().queues, ACL_DIST_BANDS, w, h, 4, margin);
    for (cl_uint i = 0; i < qs.size(); ++i) {
      const acl::DistBuffer::Piece p = a.piece(i);
      const bool empty = band_bounds_of(h)[i] == band_bounds_of(h)[i + 1];
      CHECK(p.first_row == (empty ? band_bounds_of(h)[i] : 0));
      CHECK(p.rows == (empty ? 0 : h));
    }
    a.write(in.data());
    k.arg(0, a, acl::Attr().shape(w, h).words(4).halo(1))
        .arg(1, b, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    k.enqueue_multi(devs().queues).wait();
    std::vector<int32_t> got(w * h, 0);
    b.read(got.data());
    CHECK(got == plus_one);
    a.exchange().wait();
    a.read(got.data());
    CHECK(got == in);
  }
  // One device twice (a queue repeated): each entry has its own piece.
  {
    acl::DistBuffer a(devs().context, {devs().queues[0], devs().queues[0]}, ACL_DIST_BANDS, w, h, 4,
                      2);
    a.write(in.data());
    a.exchange().wait();
    std::vector<int32_t> got(w * h, 0);
    a.read(got.data());
    CHECK(got == in);
    const acl::DistBuffer::Piece second = a.piece(1);
    std::vector<int32_t> held(second.rows * w);
    devs().queues[0].enqueueReadBuffer(second.buffer, CL_TRUE, 0, held.size() * 4, held.data());
    CHECK(held == std::vector<int32_t>(in.begin() + long(second.first_row * w),
                                       in.begin() + long((second.first_row + second.rows) * w)));
  }
  // Sizes whose bytes do not fit in size_t: refused, naming them.
  struct Case {
    size_t width, height;
    cl_uint word_size;
    const char* says;
  };
  for (const Case& c :
       {Case{SIZE_MAX / 2 + 1, 4, 4, "width"}, Case{SIZE_MAX / 16 + 1, 1, 16, "width"},
        Case{size_t(1) << 32, size_t(1) << 33, 1, "height"}}) {
    INFO(c.width << " x " << c.height << " of " << c.word_size << " bytes");
    cl_int err = CL_SUCCESS;
    acl_dist_buffer d =
        aclCreateDistBuffer(devs().context(), cl_uint(qs.size()), qs.data(), ACL_DIST_BANDS,
                            c.width, c.height, c.word_size, 1, nullptr, &err);
    CHECK(d == nullptr);
    CHECK(err == CL_INVALID_VALUE);
    INFO(aclGetLastErrorMessage());
    CHECK(std::string(aclGetLastErrorMessage()).find(c.says) != std::string::npos);
    CHECK(std::string(aclGetLastErrorMessage()).find("size_t") != std::string::npos);
    if (d) aclReleaseDistBuffer(d);
  }
}

TEST_CASE("multi: plans for a device outside the kernel's context are refused", "[device][multi]") {
  const cl::Device& outside = devs().devices.back();
  if (outside() == devs().devices[0]()) {
    WARN("one device: no device outside a context of the first one");
    return;
  }
  cl::Context first(devs().devices[0]);
  acl::Kernel k(first, kBinarize);
  cl::Buffer src(first, CL_MEM_READ_WRITE, 64 * 8), dst(first, CL_MEM_READ_WRITE, 64 * 8);
  const acl::Attr a = acl::Attr().shape(64, 8).words(1);
  k.arg(0, src, a).arg(1, dst, acl::Attr(a).read(ACL_NONE).write(ACL_TOP_LEFT)).arg(2, 100);
  char text[64];
  size_t n = 0;
  CHECK(aclGetKernelPlan(k.get(), outside(), sizeof text, text, &n) == CL_INVALID_DEVICE);
  CHECK(std::string(aclGetLastErrorMessage()).find("not a device of the ACL kernel's context") !=
        std::string::npos);
  CHECK(aclGetKernelSource(k.get(), outside(), sizeof text, text, &n) == CL_INVALID_DEVICE);
  const cl_device_id both[2] = {devs().devices[0](), outside()};
  CHECK(aclGetKernelMultiPlan(k.get(), 2, both, nullptr, sizeof text, text, &n) ==
        CL_INVALID_DEVICE);
  CHECK(std::string(aclGetLastErrorMessage()).find("devices[1]") != std::string::npos);
  CHECK(aclGetKernelPlan(k.get(), nullptr, sizeof text, text, &n) == CL_INVALID_DEVICE);
  REQUIRE(aclGetKernelPlan(k.get(), devs().devices[0](), 0, nullptr, &n) == CL_SUCCESS);
}

TEST_CASE("multi: distributed buffers refuse what they cannot hold, naming it", "[device][multi]") {
  const size_t w = 16, h = 12;
  std::vector<cl_command_queue> qs;
  for (const cl::CommandQueue& q : devs().queues) qs.push_back(q());
  acl::DistBuffer a(devs().context, devs().queues, ACL_DIST_BANDS, w, h, 4, 1);
  acl::DistBuffer b(devs().context, devs().queues, ACL_DIST_BANDS, w, h, 4, 1);
  acl::DistBuffer copies(devs().context, devs().queues, ACL_DIST_COPIES, w, h, 4);
  acl::Kernel k(devs().context, "void User_main(int* s, int* d) { d[0] = s[0]; }");
  const acl::Attr in = acl::Attr().shape(w, h).words(4);
  const acl::Attr out = acl::Attr(in).read(ACL_NONE).write(ACL_TOP_LEFT);
  auto multi = [&](size_t n) {
    return clEnqueueAclKernelMulti(cl_uint(n), qs.data(), k.get(), nullptr, 0, nullptr, nullptr);
  };
  auto says = [](const std::string& words) {
    INFO(aclGetLastErrorMessage());
    CHECK(std::string(aclGetLastErrorMessage()).find(words) != std::string::npos);
  };
  SECTION("a margin wider than the distributed buffers' margin rows") {
    k.arg(0, a, acl::Attr(in).halo(2)).arg(1, b, out);
    CHECK(multi(qs.size()) == ACL_INVALID_MARGIN);
    says("argument 0 's': margin 2 beside distributed buffers with 1 margin rows");
  }
  SECTION("a launch on one device, or over other queues") {
    k.arg(0, a, in).arg(1, b, out);
    CHECK(clEnqueueAclKernel(qs[0], k.get(), 0, nullptr, nullptr) == CL_INVALID_OPERATION);
    says("argument 0 's': a distributed buffer");
    CHECK(multi(qs.size() - 1) == CL_INVALID_COMMAND_QUEUE);
    says("argument 0 's': its distributed buffer lives on the devices of its");
  }
  SECTION("written copies, and a shape that is not the buffer's") {
    CHECK(clSetAclKernelArgDist(k.get(), 1, copies.get(), &out) == ACL_INVALID_ACCESS);
    says("argument 1 'd': def ACL_TOP_LEFT writes the data, but the distributed buffer keeps");
    const acl::Attr narrow = acl::Attr().shape(w - 1, h).words(4);
    CHECK(clSetAclKernelArgDist(k.get(), 0, a.get(), &narrow) == ACL_INVALID_ATTRIBUTE);
    says("is not the distributed buffer's 16x12");
    const acl::Attr inside = acl::Attr().shape(w, h).words(4).from_word(1);
    CHECK(clSetAclKernelArgDist(k.get(), 0, a.get(), &inside) == ACL_INVALID_ATTRIBUTE);
    says("argument 0 's': offset 1: a distributed buffer holds just its array");
  }
  SECTION("bands of columns") {
    k.arg(0, a, in).arg(1, b, acl::Attr(out).depends(ACL_RNO0));
    CHECK(multi(qs.size()) == ACL_NOT_SUPPORTED_YET);
    says("argument 0 's': a distributed buffer holds bands of rows, and this launch cuts columns");
  }
  SECTION("pieces") {
    cl_mem m = nullptr;
    size_t first = 0, rows = 0;
    REQUIRE(aclGetDistBufferPiece(a.get(), 0, &m, &first, &rows) == CL_SUCCESS);
    CHECK(first == 0);
    CHECK(rows == band_bounds_of(h)[1] + 1);
    CHECK(aclGetDistBufferPiece(a.get(), cl_uint(qs.size()), &m, &first, &rows) ==
          CL_INVALID_VALUE);
    CHECK(aclCreateDistBuffer(devs().context(), 0, qs.data(), ACL_DIST_BANDS, w, h, 4, 0, nullptr,
                              nullptr) == nullptr);
  }
}

}  // namespace
}  // namespace acltest
