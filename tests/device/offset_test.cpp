// Arrays that start inside their buffers at any word (acl_attr::offset, docs/attributes.md):
// each family of plans reads and writes windows at odd offsets (1025 words: byte 4100 of
// floats, where no sub-buffer may start) and at aligned ones, beside words that must not
// change, against CPU models: margins (private windows, sweeps, local tiles), ACL_TILE
// products, ACL_PER_* reductions, ACL_RNO0 walks, ACL_RNO1 pipelines and diagonals, one-pass
// sums, ACL_SPECIAL_* write-backs, COMMON and streamed data. Inputs hold random words before
// and after the array (none may reach a result), outputs poison (none may change).
#include <unistd.h>

#include <filesystem>

#include "../scoped_env.hpp"
#include "harness.hpp"

namespace acltest {
namespace {

constexpr size_t kTail = 29;  // buffer words past the array's last word

Layout at(size_t offset, size_t w, size_t h = 1, size_t d = 1, size_t pitch = 0) {
  Layout l;
  l.w = w, l.h = h, l.d = d, l.pitch = pitch, l.offset = offset;
  return l;
}
size_t buffer_words(const Layout& l) {
  return l.buffer_words() + kTail;
}
template <typename W>
std::vector<W> input_words(const Layout& l, uint32_t seed, int range = 1000) {
  return random_words<W>(buffer_words(l), seed, range);
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = 0; (p = s.find(from, p)) != std::string::npos; p += to.size())
    s.replace(p, from.size(), to);
  return s;
}

/// The plan has an argument at an offset for each nonzero offset of `lays`.
void check_plan_offsets(const std::string& plan, const std::vector<Layout>& lays) {
  INFO(plan);
  size_t want = 0, got = 0;
  for (const Layout& l : lays) want += l.offset != 0;
  for (size_t p = 0; (p = plan.find(", offset ", p)) != std::string::npos; ++p) ++got;
  CHECK(got == want);
}

using F = Word<float>;
using I = Word<int32_t>;
using U = Word<uint32_t>;
using B = Word<uint8_t>;

// ---- margins ----

// Weighted so that a word read from the wrong place changes the sum; small integer inputs
// keep every sum exact in floats.
const char* kBoxXY = R"(
void User_main(float* in, float* out) {
  for (int k = 0; k < get_acl_size(out); k++) {
    float s = 0.0f;
    for (int dy = -R; dy <= R; dy++)
      for (int dx = -R; dx <= R; dx++) s += (dx + 3 * dy + 11) * *get_acl_xy(in, dx, k + dy);
    out[k] = s + 1.0f;
  }
}
)";
const char* kBoxLR = R"(
void User_main(float* in, float* out) {
  for (int k = 0; k < get_acl_size(out); k++) {
    float s = 0.0f;
    for (int dy = -R; dy <= R; dy++)
      for (int dx = -R; dx <= R; dx++) s += (dx + 3 * dy + 11) * get_acl_lr(in, dx)[k + dy];
    out[k] = s + 1.0f;
  }
}
)";

void run_box(Strategy strategy, const char* source, unsigned r, unsigned border, const Layout& li,
             const Layout& lo, uint32_t seed) {
  INFO("box of margin " << r << ", border " << border << ", in " << shape_name(li) << " from word "
                        << li.offset << ", out from word " << lo.offset << ", strategy "
                        << strategy << (source == kBoxXY ? ", get_acl_xy" : ", get_acl_lr"));
  std::vector<F> in = input_words<F>(li, seed);
  for (F& f : in) f.v[0] = float(uint32_t(f.v[0]) % 256u);
  std::vector<F> expected = poison_vector<F>(buffer_words(lo));
  std::vector<char> care(expected.size(), 1);
  const View<F> v{&in, li, false, border};
  for (size_t z = 0; z < lo.d; ++z)
    for (size_t y = 0; y < lo.h; ++y)
      for (size_t x = 0; x < lo.w; ++x) {
        float s = 0.0f;
        bool known = true;
        for (long dy = -long(r); dy <= long(r); ++dy)
          for (long dx = -long(r); dx <= long(r); ++dx) {
            F word{};
            known &= v.at(long(x) + dx, long(y) + dy, long(z), word);
            s += float(dx + 3 * dy + 11) * word.v[0];
          }
        expected[lo.index(x, y, z)].v[0] = s + 1.0f;
        care[lo.index(x, y, z)] = known;
      }
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(in), bo = poisoned(expected.size() * sizeof(F));
  acl::Kernel k(env().context, replace_all(source, "R", std::to_string(r)));
  k.arg(0, bi, laid_out(li, 4).halo(r, border));
  k.arg(1, bo, laid_out(lo, 4).read(ACL_NONE).write(ACL_TOP_LEFT));
  std::string plan;
  if (!launch(k, plan)) return;
  check_plan_offsets(plan, {li, lo});
  check_words(expected, read<F>(bo, expected.size()), lo, plan, care, show_input(in, li));
}

TEST_CASE("offset: margins read around a window that starts at any word", "[device][offset]") {
  // Rows of 70 words, the input 1025 words in (byte 4100), the output 3 words in.
  const Layout li = at(1025, 67, 23, 1, 70), lo = at(3, 67, 23, 1, 69);
  uint32_t seed = 10;
  for (Strategy s : {"cpu", "cpu-sweep", "cpu-private", "cpu-window", "cpu-loop", "gpu",
                     "gpu-window", "gpu-nolanes"})
    DYNAMIC_SECTION(s) {
      for (unsigned r : {1u, 2u}) {
        run_box(s, kBoxXY, r, ACL_BORDER_CLAMP, li, lo, seed++);
        run_box(s, kBoxLR, r, ACL_BORDER_CLAMP, li, lo, seed++);
      }
    }
  SECTION("wide margins (local tiles on the GPU class), borders, 3-D, an aligned offset") {
    run_box("gpu", kBoxLR, 5, ACL_BORDER_ZERO, li, lo, seed++);
    run_box("gpu", kBoxXY, 6, ACL_BORDER_MIRROR, at(1, 40, 30), at(1023, 40, 30), seed++);
    run_box("cpu-window", kBoxXY, 4, ACL_BORDER_ZERO, li, lo, seed++);
    run_box("cpu", kBoxXY, 1, ACL_BORDER_MIRROR, at(7, 19, 6, 3, 21), at(5, 19, 6, 3), seed++);
    run_box("gpu", kBoxLR, 1, ACL_BORDER_CLAMP, at(1024, 67, 23, 1, 72), at(16, 67, 23, 1, 68),
            seed++);
  }
}

// ---- ACL_TILE ----

const char* kMatmul = R"(
void User_main(float* a, float* b, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
)";

/// C = A x B with A (k x m words), B (n x k) and C (n x m) each at its own offset.
void run_matmul(Strategy strategy, size_t m, size_t n, size_t kk, const Layout& la,
                const Layout& lb, const Layout& lc, uint32_t seed) {
  INFO("matmul " << m << "x" << n << "x" << kk << " from words " << la.offset << ", " << lb.offset
                 << ", " << lc.offset << ", strategy " << strategy);
  std::vector<F> a = input_words<F>(la, seed, 8), b = input_words<F>(lb, seed + 1, 8);
  std::vector<F> expected = poison_vector<F>(buffer_words(lc));
  for (size_t y = 0; y < m; ++y)
    for (size_t x = 0; x < n; ++x) {
      float s = 0.0f;
      for (size_t i = 0; i < kk; ++i) s += a[la.index(i, y, 0)].v[0] * b[lb.index(x, i, 0)].v[0];
      expected[lc.index(x, y, 0)].v[0] = s;
    }
  ClassGuard guard(strategy);
  cl::Buffer ba = filled(a), bb = filled(b), bc = poisoned(expected.size() * sizeof(F));
  acl::Kernel k(env().context, kMatmul);
  k.arg(0, ba, laid_out(la, 4).tiled(2, 1));
  k.arg(1, bb, laid_out(lb, 4).tiled(1, 2));
  k.arg(2, bc, laid_out(lc, 4).tiled(1, 1).read(ACL_NONE).write(ACL_TOP_LEFT));
  std::string plan;
  if (!launch(k, plan)) return;
  check_plan_offsets(plan, {la, lb, lc});
  check_words(expected, read<F>(bc, expected.size()), lc, plan);
}

TEST_CASE("offset: ACL_TILE operands and results at any word", "[device][offset][tile]") {
  const size_t m = 37, n = 41, kk = 29;
  for (Strategy s : {"gpu", "cpu-class", "cpu"})
    DYNAMIC_SECTION(s) {
      run_matmul(s, m, n, kk, at(1025, kk, m, 1, kk + 3), at(7, n, kk), at(3, n, m, 1, n + 5), 20);
      run_matmul(s, m, n, kk, at(1024, kk, m, 1, 32), at(64, n, kk, 1, 44), at(128, n, m, 1, 44),
                 21);
    }
}

// ---- ACL_PER_* ----

const char* kMatvec = R"(
void User_main(const int* a, const int* v, int* r) {
  for (int i = 0; i < get_ac_size(1); i++)
    r[i] = a[i] * v[i];
}
)";

/// y = A x (rows) or z = A^T x (columns) with A, x and the result at their offsets.
void run_matvec(Strategy strategy, bool rows, bool horizontal, const Layout& la, size_t ox,
                size_t oy, uint32_t seed) {
  const size_t n = la.w, m = la.h;
  INFO((rows ? "y = A x" : "z = A^T x") << (horizontal ? " horizontal" : " vertical") << ", A "
                                        << n << "x" << m << " from word " << la.offset
                                        << ", x from " << ox << ", result from " << oy
                                        << ", strategy " << strategy);
  const Layout lx = rows ? at(ox, n) : at(ox, 1, m), lr = rows ? at(oy, 1, m) : at(oy, n);
  std::vector<I> a = input_words<I>(la, seed, 20), x = input_words<I>(lx, seed + 1, 20);
  std::vector<I> expected = poison_vector<I>(buffer_words(lr));
  for (size_t i = 0; i < (rows ? m : n); ++i) expected[lr.offset + i].v[0] = 0;
  for (size_t yy = 0; yy < m; ++yy)
    for (size_t xx = 0; xx < n; ++xx)
      expected[lr.offset + (rows ? yy : xx)].v[0] +=
          a[la.index(xx, yy, 0)].v[0] * x[lx.offset + (rows ? xx : yy)].v[0];
  ClassGuard guard(strategy);
  cl::Buffer ba = filled(a), bx = filled(x), br = poisoned(expected.size() * sizeof(I));
  acl::Kernel k(env().context, kMatvec);
  acl::Attr base = laid_out(la, 4);
  if (horizontal) base.horizontal();
  acl::Attr ax = base, ar = base;
  ax.shape(lx.w, lx.h).from_word(lx.offset).per(rows ? ACL_PER_COLUMN : ACL_PER_ROW);
  ax.row_pitch = ax.slice_pitch = 0;
  ar.shape(lr.w, lr.h).from_word(lr.offset).read(ACL_NONE).write(ACL_TOP_LEFT);
  ar.per(rows ? ACL_PER_ROW : ACL_PER_COLUMN);
  ar.row_pitch = ar.slice_pitch = 0;
  k.arg(0, ba, base).arg(1, bx, ax).arg(2, br, ar);
  std::string plan;
  if (!launch(k, plan)) return;
  check_plan_offsets(plan, {la, lx, lr});
  check_words(expected, read<I>(br, expected.size()), lr, plan);
}

TEST_CASE("offset: ACL_PER_ROW and ACL_PER_COLUMN vectors and sums at any word",
          "[device][offset][lines]") {
  uint32_t seed = 30;
  for (Strategy s : {"cpu", "cpu64", "gpu"})
    DYNAMIC_SECTION(s) {
      for (bool rows : {true, false})
        for (bool horizontal : {false, true}) {
          run_matvec(s, rows, horizontal, at(1025, 130, 45, 1, 133), 3, 5, seed++);
          run_matvec(s, rows, horizontal, at(1024, 130, 45, 1, 132), 64, 1028, seed++);
        }
    }
}

// ---- dependencies ----

const char* kRno0Vertical = R"(
void User_main(const int* src, int* dst) {
  int y = get_acl_nbh(dst, 0)[get_acl_size(dst) - 1];
  for (int k = 0; k < get_acl_size(dst); k++) {
    y = (src[k] + y) / 2;
    dst[k] = y;
  }
}
)";
const char* kRno0Horizontal = R"(
void User_main(const int* src, int* dst) {
  for (int k = 0; k < get_acl_size(dst); k++)
    dst[k] = (src[k] + get_acl_nbh(dst, 0)[k]) / 2;
}
)";

void run_rno0(Strategy strategy, cl_uint split, const Layout& li, const Layout& lo,
              uint32_t seed) {
  INFO("RNO0 " << (split == ACL_VERTICAL ? "vertical" : "horizontal") << " "
               << shape_name(li) << " from words " << li.offset << " and " << lo.offset
               << ", strategy " << strategy);
  std::vector<I> in = input_words<I>(li, seed, 1000);
  for (I& w : in) w.v[0] = w.v[0] < 0 ? -w.v[0] : w.v[0];
  std::vector<I> expected = poison_vector<I>(buffer_words(lo));
  for (size_t z = 0; z < li.d; ++z)
    for (size_t x = 0; x < li.w; ++x) {
      int y = 0;
      for (size_t r = 0; r < li.h; ++r) {
        y = (in[li.index(x, r, z)].v[0] + y) / 2;
        expected[lo.index(x, r, z)].v[0] = y;
      }
    }
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(in), bo = poisoned(expected.size() * sizeof(I));
  acl::Kernel k(env().context, split == ACL_VERTICAL ? kRno0Vertical : kRno0Horizontal);
  acl::Attr ai = laid_out(li, 4), ao = laid_out(lo, 4).read(ACL_NONE).write(ACL_TOP_LEFT);
  ai.split = ao.split = split;
  ao.dependency = ACL_RNO0;
  k.arg(0, bi, ai).arg(1, bo, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  check_plan_offsets(plan, {li, lo});
  // Loaders need work-groups of a few dozen columns: a device of many compute units (the
  // H200's 132) gets a column of blocks each (pass rno_columns), too narrow for them.
  const size_t units = env().device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
  if (std::string(strategy) == "gpu-loaders" && li.offset % 4 == 0 && li.w / units >= 32) {
    INFO(plan);
    CHECK(plan.find("loader work-items") != std::string::npos);
  }
  check_words(expected, read<I>(bo, expected.size()), lo, plan, {}, show_input(in, li));
}

TEST_CASE("offset: ACL_RNO0 walks from a window at any word", "[device][offset][dependency]") {
  uint32_t seed = 40;
  for (Strategy s : {"cpu", "cpu64", "gpu", "gpu-loaders"})
    DYNAMIC_SECTION(s) {
      run_rno0(s, ACL_VERTICAL, at(1025, 203, 77, 1, 205), at(3, 203, 77), seed++);
      run_rno0(s, ACL_VERTICAL, at(1024, 200, 33, 2, 204), at(1028, 200, 33, 2, 200), seed++);
      run_rno0(s, ACL_HORIZONTAL, at(5, 150, 33), at(1025, 150, 33, 1, 151), seed++);
    }
}

// A summed-area table through the neighbours (ACL_RNO1), and in one pass (ACL_RNO1_SUM).
const char* kRno1 = R"(
void User_main(uint* src, uint* dst) {
  uint* left = get_acl_nbh(dst, 2);
  uint above = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
  uint corner = get_acl_nbh(dst, 1)[get_ac_size(1) - 1];
  for (int i = 0; i < get_ac_size(1); i++) {
    dst[i] = above = src[i] + left[i] + above - corner;
    corner = left[i];
  }
}
)";
const char* kSum = R"(
void User_main(uint* src, uint* dst) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i];
}
)";

void run_table(Strategy strategy, cl_uint dependency, const Layout& li, const Layout& lo,
               uint32_t seed) {
  INFO((dependency == ACL_RNO1 ? "RNO1" : "RNO1_SUM") << " table " << shape_name(li)
                                                      << " from words " << li.offset << " and "
                                                      << lo.offset << ", strategy " << strategy);
  std::vector<U> in = random_words<U>(buffer_words(li), seed);
  std::vector<U> expected = poison_vector<U>(buffer_words(lo));
  for (size_t z = 0; z < li.d; ++z)
    for (size_t y = 0; y < li.h; ++y)
      for (size_t x = 0; x < li.w; ++x) {
        uint32_t s = in[li.index(x, y, z)].v[0];
        if (x) s += expected[lo.index(x - 1, y, z)].v[0];
        if (y) s += expected[lo.index(x, y - 1, z)].v[0];
        if (x && y) s -= expected[lo.index(x - 1, y - 1, z)].v[0];
        expected[lo.index(x, y, z)].v[0] = s;
      }
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(in), bo = poisoned(expected.size() * sizeof(U));
  acl::Kernel k(env().context, dependency == ACL_RNO1 ? kRno1 : kSum);
  acl::Attr ao = laid_out(lo, 4).read(ACL_NONE).write(ACL_TOP_LEFT);
  ao.dependency = dependency;
  k.arg(0, bi, laid_out(li, 4)).arg(1, bo, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  check_plan_offsets(plan, {li, lo});
  check_words(expected, read<U>(bo, expected.size()), lo, plan, {}, show_input(in, li));
}

TEST_CASE("offset: ACL_RNO1 pipelines and diagonals, ACL_RNO1_SUM, at any word",
          "[device][offset][dependency]") {
  uint32_t seed = 50;
  for (Strategy s : {"wave", "wave-bands", "wave-cols", "wave-diagonal"})
    DYNAMIC_SECTION(s) {
      run_table(s, ACL_RNO1, at(1025, 45, 37, 1, 47), at(3, 45, 37), seed++);
      // Rows of whole vectors of 2 and 8 words: those pipelines move them as vectors.
      run_table(s, ACL_RNO1, at(1024, 45, 37, 1, 48), at(1040, 45, 37, 1, 48), seed++);
    }
  for (Strategy s : {"cpu", "gpu", "scan-tiles", "scan-bands"})
    DYNAMIC_SECTION(s) {
      run_table(s, ACL_RNO1_SUM, at(1025, 67, 41, 2, 70), at(3, 67, 41, 2), seed++);
      run_table(s, ACL_RNO1_SUM, at(1024, 64, 40, 1, 64), at(16, 64, 40), seed++);
    }
}

// ---- ACL_SPECIAL_* write-backs ----

template <typename W>
void run_special(Strategy strategy, cl_uint def, unsigned scale, const Layout& li,
                 size_t dest_offset, uint32_t seed) {
  INFO(cl_type<W>() << " def " << def << " (scale " << scale << ") of " << shape_name(li)
                    << " from word " << li.offset << " to word " << dest_offset << ", strategy "
                    << strategy);
  const size_t w = li.w, h = li.h, f = size_t(1) << scale;
  const bool swap = def != ACL_SPECIAL_ENLARGE && def != ACL_SPECIAL_SHRINK;
  const size_t dw = def == ACL_SPECIAL_ENLARGE ? w * f
                    : def == ACL_SPECIAL_SHRINK ? (w + f - 1) / f
                    : swap ? h : w;
  const size_t dh = def == ACL_SPECIAL_ENLARGE ? h * f
                    : def == ACL_SPECIAL_SHRINK ? (h + f - 1) / f
                    : swap ? w : h;
  const Layout lo = at(dest_offset, dw, dh);
  std::vector<W> in = input_words<W>(li, seed, 100);
  std::vector<W> expected = poison_vector<W>(buffer_words(lo));
  auto value = [&](size_t x, size_t y) {
    W v = in[li.index(x, y, 0)];
    v.v[0] = typename W::Base(v.v[0] + 1);
    return v;
  };
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x) {
      if (def == ACL_SPECIAL_ROT90) expected[lo.index(h - 1 - y, x, 0)] = value(x, y);
      if (def == ACL_SPECIAL_MIRROR_TRANSPOSE) expected[lo.index(y, x, 0)] = value(x, y);
      if (def == ACL_SPECIAL_SHRINK && x % f == 0 && y % f == 0)
        expected[lo.index(x / f, y / f, 0)] = value(x, y);
      if (def == ACL_SPECIAL_ENLARGE)
        for (size_t j = 0; j < f; ++j)
          for (size_t i = 0; i < f; ++i) expected[lo.index(x * f + i, y * f + j, 0)] = value(x, y);
    }
  const std::string t = cl_type<W>();
  const std::string src = "void User_main(" + t + "* src, " + t +
                          "* dst) {\n"
                          "  for (int k = 0; k < get_ac_size(1); k++) dst[k] = src[k] + (" +
                          t + ")(1);\n}\n";
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(in), bo = poisoned(expected.size() * sizeof(W));
  acl::Kernel k(env().context, src);
  acl::Attr ao = laid_out(lo, sizeof(W)).read(ACL_NONE).write(def);
  if (scale) ao.scaled(scale);
  k.arg(0, bi, laid_out(li, sizeof(W))).arg(1, bo, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  check_plan_offsets(plan, {li, lo});
  check_words(expected, read<W>(bo, expected.size()), lo, plan);
}

TEST_CASE("offset: ACL_SPECIAL_* write-backs into a window at any word",
          "[device][offset][special]") {
  uint32_t seed = 60;
  for (Strategy s : {"gpu", "gpu-staged", "gpu-nolanes", "cpu", "cpu-class"})
    DYNAMIC_SECTION(s) {
      for (cl_uint def : {ACL_SPECIAL_ROT90, ACL_SPECIAL_MIRROR_TRANSPOSE}) {
        run_special<F>(s, def, 0, at(1025, 70, 45, 1, 73), 3, seed++);
        run_special<F>(s, def, 0, at(1024, 64, 48), 1024, seed++);  // 16-byte runs
        run_special<B>(s, def, 0, at(5, 70, 45), 1025, seed++);
      }
      run_special<F>(s, ACL_SPECIAL_SHRINK, 1, at(1025, 70, 45, 1, 73), 3, seed++);
      run_special<F>(s, ACL_SPECIAL_SHRINK, 1, at(1024, 128, 48), 1024, seed++);
      run_special<F>(s, ACL_SPECIAL_ENLARGE, 1, at(1025, 70, 45, 1, 73), 3, seed++);
      run_special<F>(s, ACL_SPECIAL_ENLARGE, 1, at(1024, 64, 48), 1024, seed++);
      run_special<B>(s, ACL_SPECIAL_ENLARGE, 2, at(7, 33, 20), 1025, seed++);
    }
}

// ---- COMMON and streamed data ----

const char* kCommon = R"(
void User_main(const int* img, __local const int* lut, __local const int* v, int* out) {
  int s = 0;
  for (int j = 0; j < get_acl_valid(v); j++) s += v[j] * (j + 1);
  for (int k = 0; k < get_acl_size(out); k++)
    out[k] += img[k] * s + (get_acl_iter(2) == 0 ? lut[img[k] & 15] : 0);
}
)";

void run_common(Strategy strategy, const Layout& li, const Layout& llut, const Layout& lv,
                const Layout& lo, uint32_t seed) {
  INFO("COMMON table from word " << llut.offset << " and streamed vector of " << lv.w
                                 << " from word " << lv.offset << " beside " << shape_name(li)
                                 << " from words " << li.offset << " and " << lo.offset
                                 << ", strategy " << strategy);
  std::vector<I> img = input_words<I>(li, seed, 40), lut = input_words<I>(llut, seed + 1, 1000);
  std::vector<I> v = input_words<I>(lv, seed + 2, 20);
  std::vector<I> expected = poison_vector<I>(buffer_words(lo));
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(img), bl = filled(lut), bv = filled(v),
             bo = poisoned(expected.size() * sizeof(I));
  acl::Kernel k(env().context, kCommon);
  acl::Attr av = laid_out(lv, 4).common().at_level(2).horizontal();
  av.split_max = 64;  // several chunks, the last one short
  k.arg(0, bi, laid_out(li, 4))
      .arg(1, bl, laid_out(llut, 4).common())
      .arg(2, bv, av)
      .arg(3, bo, laid_out(lo, 4).read(ACL_NONE).write(ACL_TOP_LEFT));
  std::string plan;
  if (!launch(k, plan)) return;
  // The weight j + 1 restarts with every chunk: the plan's chunk length (v's split) says
  // where.
  size_t s = 0;
  const size_t split = [&] {
    const size_t at_arg = plan.find("arg 2 'v'");
    const size_t p = plan.find("split ", at_arg);
    return size_t(std::stoul(plan.substr(p + 6)));
  }();
  for (size_t j = 0; j < lv.w; ++j) s += size_t(v[lv.offset + j].v[0] * int((j % split) + 1));
  for (size_t z = 0; z < li.d; ++z)
    for (size_t y = 0; y < li.h; ++y)
      for (size_t x = 0; x < li.w; ++x) {
        const int a = img[li.index(x, y, z)].v[0];
        expected[lo.index(x, y, z)].v[0] = a * int(s) + lut[llut.offset + size_t(a & 15)].v[0];
      }
  check_plan_offsets(plan, {li, llut, lv, lo});
  check_words(expected, read<I>(bo, expected.size()), lo, plan);
}

TEST_CASE("offset: COMMON tables and streamed chunks at any word", "[device][offset][levels]") {
  uint32_t seed = 70;
  for (Strategy s : {"cpu", "cpu64", "gpu"})
    DYNAMIC_SECTION(s) {
      run_common(s, at(5, 90, 31), at(1025, 16), at(3, 300), at(7, 90, 31, 1, 93), seed++);
      run_common(s, at(1024, 64, 16), at(4, 4, 4), at(1024, 257), at(16, 64, 16), seed++);
    }
}

TEST_CASE("offset: a window that moves keeps its program",
          "[device][offset]") {
  // The offset is the kernel's argument: windows 1025, 1025 + 128 and 1025 + 4096 floats in
  // (one alignment) run one plan. 1026 has a plan of its own, whose code is the same (no load
  // of this kernel depends on the alignment), so all four run one built program. Each
  // result is checked.
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() / ("acl-offset-dump-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  {
    ScopedEnv dump("ACL_DUMP_DIR", dir.c_str());
    ClassGuard guard("gpu");
    const size_t w = 70, h = 9, pitch = 75, total = 1026 + 4096 + pitch * h + 9;
    std::vector<F> in = random_words<F>(total, 90);
    cl::Buffer bi = filled(in), bo = poisoned(total * sizeof(F));
    acl::Kernel k(env().context, R"(
void User_main(float* src, float* dst) {
  for (int k = 0; k < get_ac_size(1); k++) dst[k] = src[k] * 2.0f + 1.0f;
})");
    for (const size_t offset : {size_t(1025), size_t(1025 + 128), size_t(1025 + 4096),
                                size_t(1026)}) {
      INFO("window from word " << offset);
      const Layout lay = at(offset, w, h, 1, pitch);
      std::vector<F> expected = read<F>(bo, total);  // the earlier windows stay
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x)
          expected[lay.index(x, y, 0)].v[0] = in[lay.index(x, y, 0)].v[0] * 2.0f + 1.0f;
      k.arg(0, bi, laid_out(lay, 4)).arg(1, bo, laid_out(lay, 4).read(ACL_NONE).write(ACL_TOP_LEFT));
      std::string plan;
      if (!launch(k, plan)) break;
      check_words(expected, read<F>(bo, total), lay, plan);
    }
  }
  size_t sources = 0;
  for (const auto& f : fs::directory_iterator(dir)) sources += f.path().extension() == ".cl";
  CHECK(sources == 1);
  fs::remove_all(dir);
}

TEST_CASE("offset: counted from a sub-buffer's first word", "[device][offset]") {
  // The window starts 1025 words into a sub-buffer that starts at the device's alignment
  // in its parent: 1025 + that many words into the parent.
  const size_t align = env().device.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8 / 4;
  const Layout li = at(1025, 70, 9, 1, 75), lo = at(3, 70, 9, 1, 71);
  const Layout pi = at(align + 1025, 70, 9, 1, 75), po = at(align + 3, 70, 9, 1, 71);
  for (Strategy s : {"cpu", "gpu"})
    DYNAMIC_SECTION(s) {
      std::vector<F> in = input_words<F>(pi, 80);
      std::vector<F> expected = poison_vector<F>(buffer_words(po));
      for (size_t y = 0; y < li.h; ++y)
        for (size_t x = 0; x < li.w; ++x)
          expected[po.index(x, y, 0)].v[0] = in[pi.index(x, y, 0)].v[0] * 2.0f;
      ClassGuard guard(s);
      cl::Buffer pin = filled(in), pout = poisoned(expected.size() * sizeof(F));
      const cl_buffer_region ri{align * 4, (in.size() - align) * 4},
          ro{align * 4, (expected.size() - align) * 4};
      cl::Buffer sin = pin.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &ri);
      cl::Buffer sout = pout.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &ro);
      acl::Kernel k(env().context, R"(
void User_main(float* src, float* dst) {
  for (int k = 0; k < get_ac_size(1); k++) dst[k] = src[k] * 2.0f;
})");
      k.arg(0, sin, laid_out(li, 4)).arg(1, sout, laid_out(lo, 4).read(ACL_NONE).write(ACL_TOP_LEFT));
      std::string plan;
      if (!launch(k, plan)) return;
      check_words(expected, read<F>(pout, expected.size()), po, plan);
    }
}

}  // namespace
}  // namespace acltest
