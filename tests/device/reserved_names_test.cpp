// User macros with short common names: the AC kernel follows the user's source, so every
// name it declares must be reserved (acl_ / ACL_). Each User_main here first defines every
// short name earlier AC kernels used (and the acl_state fields the builtins read) as an
// undeclared identifier; a generated kernel that still used one would not build. Results
// are compared with CPU references, across the strategies that emit different code.
#include "harness.hpp"

namespace acltest {
namespace {

const char* kMacros = R"(
#define lid acl_test_broken
#define st acl_test_broken
#define ox acl_test_broken
#define oy acl_test_broken
#define ix acl_test_broken
#define iy acl_test_broken
#define j acl_test_broken
#define t acl_test_broken
#define r acl_test_broken
#define c acl_test_broken
#define A acl_test_broken
#define k acl_test_broken
#define g acl_test_broken
#define l acl_test_broken
#define off acl_test_broken
#define full acl_test_broken
#define first acl_test_broken
#define b acl_test_broken
#define v acl_test_broken
#define u acl_test_broken
#define tx acl_test_broken
#define ty acl_test_broken
#define tz acl_test_broken
#define X0 acl_test_broken
#define Y0 acl_test_broken
#define X acl_test_broken
#define Y acl_test_broken
#define ex acl_test_broken
#define ey acl_test_broken
#define bx acl_test_broken
#define by acl_test_broken
#define gx acl_test_broken
#define gy acl_test_broken
#define gid acl_test_broken
#define inband acl_test_broken
#define inside acl_test_broken
#define band acl_test_broken
#define buf acl_test_broken
#define at acl_test_broken
#define k0 acl_test_broken
#define kc acl_test_broken
#define kk acl_test_broken
#define lx acl_test_broken
#define ly acl_test_broken
#define rows acl_test_broken
#define valid acl_test_broken
#define origin acl_test_broken
#define lane acl_test_broken
#define iter acl_test_broken
)";

using F = Word<float>;

std::vector<F> ints(size_t n, uint32_t seed) { return random_words<F>(n, seed, 100); }

/// Runs `k` and compares `out` (laid out as `lay`) with `expected`.
void run_and_check(acl::Kernel& k, const cl::Buffer& out, const std::vector<F>& expected,
                   const Layout& lay) {
  std::string plan;
  if (!launch(k, plan)) return;
  check_words(expected, read<F>(out, lay.count()), lay, plan);
}

// [names]: the Oclgrind gate leaves these out; the macros change the user's names, not what
// the AC kernels do, and the same kernels run there under other tests (a minute of its time).
TEST_CASE("reserved names: user macros named like AC kernel variables do not break it",
          "[device][arguments][names]") {
  const std::string macros = kMacros;
  for (Strategy s : {"cpu", "cpu-sweep", "gpu"}) {
    DYNAMIC_SECTION(s) {
      ClassGuard guard(s);
      Env& e = env();
      const Layout lay{203, 77, 1};
      const std::vector<F> in = ints(lay.count(), 91);
      SECTION("a 3x3 sum with a margin") {
        acl::Kernel k(e.context, macros + R"(
          void User_main(float* src, float* dst) {
            for (int i = 0; i < get_ac_size(1); i++) {
              float s = 0.0f;
              for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) s += *get_acl_xy(src, dx, i + dy);
              dst[i] = s + (float)get_acl_valid(src) * 0.0f + (float)get_acl_origin(src, 0) * 0.0f;
            }
          })");
        cl::Buffer bin = filled(in), bout = poisoned(lay.count() * 4);
        acl::Attr ai = laid_out(lay, 4);
        ai.halo(1);
        acl::Attr ao = laid_out(lay, 4);
        ao.read(ACL_NONE).write(ACL_TOP_LEFT);
        k.arg(0, bin, ai).arg(1, bout, ao);
        std::vector<F> want(lay.count());
        const View<F> view{&in, lay};
        for (long y = 0; y < long(lay.h); ++y)
          for (long x = 0; x < long(lay.w); ++x) {
            float sum = 0;
            for (long dy = -1; dy <= 1; ++dy)
              for (long dx = -1; dx <= 1; ++dx) {
                F w{};
                REQUIRE(view.at(x + dx, y + dy, 0, w));
                sum += w.v[0];
              }
            want[lay.index(size_t(x), size_t(y), 0)].v[0] = sum;
          }
        run_and_check(k, bout, want, lay);
      }
      SECTION("bytes (lanes moved as words on GPUs)") {
        using B = Word<uint8_t>;
        const std::vector<B> bytes = random_words<B>(lay.count(), 95, 250);
        acl::Kernel k(e.context, macros + R"(
          void User_main(uchar* src, uchar* dst) {
            for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > 100 ? 255 : 1;
          })");
        cl::Buffer bin = filled(bytes), bout = poisoned(lay.count());
        acl::Attr ao = laid_out(lay, 1);
        ao.read(ACL_NONE).write(ACL_TOP_LEFT);
        k.arg(0, bin, laid_out(lay, 1)).arg(1, bout, ao);
        std::vector<B> want(lay.count());
        for (size_t i = 0; i < lay.count(); ++i) want[i].v[0] = bytes[i].v[0] > 100 ? 255 : 1;
        std::string plan;
        if (launch(k, plan)) check_words(want, read<B>(bout, lay.count()), lay, plan);
      }
      SECTION("a transposed copy and a recursive column walk") {
        acl::Kernel k(e.context, macros + R"(
          void User_main(float* src, float* dst, float* walk) {
            float above = get_acl_nbh(walk, 0)[get_ac_size(1) - 1];
            for (int i = 0; i < get_ac_size(1); i++) {
              dst[i] = src[i] + (float)get_acl_iter(1) * 0.0f;
              walk[i] = above = above + src[i];
            }
          })");
        cl::Buffer bin = filled(in), bt = poisoned(lay.count() * 4), bw = poisoned(lay.count() * 4);
        acl::Attr at = laid_out(Layout{lay.h, lay.w, 1}, 4);
        at.read(ACL_NONE).write(ACL_SPECIAL_MIRROR_TRANSPOSE);
        acl::Attr aw = laid_out(lay, 4);
        aw.read(ACL_NONE).write(ACL_TOP_LEFT);
        aw.dependency = ACL_RNO0;
        k.arg(0, bin, laid_out(lay, 4)).arg(1, bt, at).arg(2, bw, aw);
        std::vector<F> want_t(lay.count()), want_w(lay.count());
        for (size_t x = 0; x < lay.w; ++x) {
          float run = 0;
          for (size_t y = 0; y < lay.h; ++y) {
            want_t[y + x * lay.h] = in[lay.index(x, y, 0)];
            want_w[lay.index(x, y, 0)].v[0] = run += in[lay.index(x, y, 0)].v[0];
          }
        }
        std::string plan;
        if (launch(k, plan)) {
          check_words(want_t, read<F>(bt, lay.count()), Layout{lay.h, lay.w, 1}, plan);
          check_words(want_w, read<F>(bw, lay.count()), lay, plan);
        }
      }
      SECTION("a wavefront (ACL_RNO1)") {
        acl::Kernel k(e.context, macros + R"(
          void User_main(float* src, float* dst) {
            for (int i = 0; i < get_ac_size(1); i++)
              dst[i] = src[i] + get_acl_nbh(dst, 2)[i];
          })");
        cl::Buffer bin = filled(in), bout = poisoned(lay.count() * 4);
        acl::Attr ao = laid_out(lay, 4);
        ao.read(ACL_NONE).write(ACL_TOP_LEFT);
        ao.dependency = ACL_RNO1;
        k.arg(0, bin, laid_out(lay, 4)).arg(1, bout, ao);
        std::vector<F> want(lay.count());
        for (size_t y = 0; y < lay.h; ++y) {
          float run = 0;
          for (size_t x = 0; x < lay.w; ++x)
            want[lay.index(x, y, 0)].v[0] = run += in[lay.index(x, y, 0)].v[0];
        }
        run_and_check(k, bout, want, lay);
      }
      SECTION("a tiled product with streamed chunks") {
        const size_t n = 37, m = 29, kk = 45;
        const std::vector<F> a = ints(kk * m, 92), b = ints(n * kk, 93);
        acl::Kernel k(e.context, macros + R"(
          void User_main(const float* ma, const float* mb, float* mc) {
            for (int i = 0; i < get_acl_tileSize(1); i++)
              for (int q = 0; q < get_acl_tileSize(0); q++)
                mc[i * get_acl_tileSize(0) + q] += ma[i] * mb[q];
          })");
        cl::Buffer ba = filled(a), bb = filled(b), bc = poisoned(n * m * 4);
        k.arg(0, ba, acl::Attr().shape(kk, m).words(4).tiled(2, 1))
            .arg(1, bb, acl::Attr().shape(n, kk).words(4).tiled(1, 2))
            .arg(2, bc, acl::Attr().shape(n, m).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).tiled());
        std::vector<F> want(n * m);
        for (size_t y = 0; y < m; ++y)
          for (size_t x = 0; x < n; ++x) {
            float s = 0;
            for (size_t q = 0; q < kk; ++q) s += a[y * kk + q].v[0] * b[q * n + x].v[0];
            want[y * n + x].v[0] = s;
          }
        run_and_check(k, bc, want, Layout{n, m, 1});
      }
      SECTION("COMMON chunks at level 2") {
        const size_t atoms = 1000;
        const std::vector<F> w = ints(atoms, 94);
        acl::Kernel k(e.context, macros + R"(
          void User_main(float* src, __local float* w, float* dst) {
            for (int q = 0; q < get_acl_valid(w); q++)
              for (int i = 0; i < get_ac_size(1); i++) dst[i] += src[i] * w[q];
          })");
        cl::Buffer bin = filled(in), bwt = filled(w), bout = poisoned(lay.count() * 4);
        acl::Attr ao = laid_out(lay, 4);
        ao.read(ACL_NONE).write(ACL_TOP_LEFT);
        k.arg(0, bin, laid_out(lay, 4))
            .arg(1, bwt, acl::Attr().shape(atoms).words(4).horizontal().at_level(2).common())
            .arg(2, bout, ao);
        float total = 0;
        for (const F& x : w) total += x.v[0];
        std::vector<F> want(lay.count());
        for (size_t i = 0; i < lay.count(); ++i) want[i].v[0] = in[i].v[0] * total;
        run_and_check(k, bout, want, lay);
      }
    }
  }
}

}  // namespace
}  // namespace acltest
