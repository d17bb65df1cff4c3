// ACL_RANDOM: blocks read from (ref) or written to (def) the origins of a position buffer,
// inside, across and wholly outside the array's edges, under CLAMP and ZERO borders, with
// a margin, in 2-D and 3-D, for every strategy; checked against the CPU model.
#include "harness.hpp"

#include <algorithm>
#include <climits>

namespace acltest {
namespace {

constexpr int kBw = 16, kBh = 4;  // pinned block: wg 16, split 4 (vertical)

struct Origin {
  int32_t x, y, z, unused;
};

/// Origins at the ends of the int range (and within a block of them), where x + i used to
/// wrap in the AC kernel's coordinates.
Origin extreme(size_t i, size_t d) {
  const int32_t hi = INT32_MAX, lo = INT32_MIN;
  const int32_t xs[] = {hi, hi - 5, lo, lo + 3, 7, hi - kBw, lo + kBw + 1};
  const int32_t ys[] = {lo, 2, hi, hi - 2, lo + 1, 1, hi - kBh};
  return {xs[i % 7], ys[(i / 2) % 7], int32_t(i % d), 0};
}

/// Origins for `n` blocks of a w x h x d array: interior, across every edge, far outside,
/// and with `extremes` every third block at the ends of the int range.
std::vector<Origin> origins(size_t n, size_t w, size_t h, size_t d, uint32_t seed,
                            bool disjoint, bool extremes = false) {
  std::mt19937 rng(seed);
  std::vector<Origin> o(n);
  if (extremes) {
    o = origins(n, w, h, d, seed, disjoint);
    for (size_t b = 0; b < n; b += 3) o[b] = extreme(b / 3, d);
    return o;
  }
  if (disjoint) {  // distinct cells of a block grid shifted by (-5, -2): no overlaps
    const long cx = long(w + kBw + 4) / kBw, cy = long(h + kBh + 1) / kBh;
    std::vector<long> cells(size_t(cx * cy * long(d)));
    for (size_t i = 0; i < cells.size(); ++i) cells[i] = long(i);
    std::shuffle(cells.begin(), cells.end(), rng);
    for (size_t b = 0; b < n; ++b) {
      const long c = cells[b % cells.size()];
      o[b] = {int32_t((c % cx) * kBw - 5), int32_t(((c / cx) % cy) * kBh - 2),
              int32_t(c / (cx * cy)), 0};
    }
    return o;
  }
  for (size_t b = 0; b < n; ++b) {
    const int r = int(rng() % 4);
    if (r == 0)  // far outside (every word clamped or zero)
      o[b] = {int32_t(w) + 40, -30, int32_t(rng() % d), 0};
    else
      o[b] = {int32_t(rng() % (w + 2 * kBw)) - kBw, int32_t(rng() % (h + 2 * kBh)) - kBh,
              int32_t(rng() % d), 0};
  }
  return o;
}

const char* kCopy = R"(
void User_main(const int* src, int* dst) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * 3 + 1;
}
)";
// A vertical 3-tap sum through a margin of 1 on the RANDOM source.
const char* kSum3 = R"(
void User_main(const int* src, int* dst) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k - 1] + 2 * src[k] + 4 * src[k + 1];
}
)";

/// Gather: n blocks of a RANDOM source into a kBw x (kBh * n) strip.
void gather(Strategy strategy, size_t w, size_t h, size_t d, size_t n, unsigned border,
            unsigned margin, uint32_t seed, bool extremes = false) {
  INFO("gather " << n << " blocks from " << w << "x" << h << "x" << d << ", border " << border
                 << ", margin " << margin << ", strategy " << strategy);
  using Int = Word<int32_t>;
  const Layout lin{w, h, d}, lout{size_t(kBw), size_t(kBh) * n};
  std::vector<Int> in = random_words<Int>(lin.count(), seed);
  const std::vector<Origin> pos = origins(n, w, h, d, seed + 1, false, extremes);
  View<Int> v{&in, lin, false, border};
  std::vector<Int> expected(lout.count());
  std::vector<char> care(lout.count(), 1);  // 0 where the docs leave a word unspecified
  for (size_t b = 0; b < n; ++b)
    for (int y = 0; y < kBh; ++y)
      for (int x = 0; x < kBw; ++x) {
        const long z = std::clamp<long>(pos[b].z, 0, long(d) - 1);
        const size_t i = lout.index(size_t(x), b * kBh + size_t(y), 0);
        auto at = [&](int dy) {
          Int word{};
          if (!v.at(long(pos[b].x) + x, long(pos[b].y) + y + dy, z, word)) care[i] = 0;
          return int64_t(word.v[0]);
        };
        const int64_t r = margin ? at(-1) + 2 * at(0) + 4 * at(1) : at(0) * 3 + 1;
        expected[i].v[0] = int32_t(r);
      }
  ClassGuard guard(strategy);
  Env& e = env();
  cl::Buffer bin = filled(in), bpos = filled(pos), bout = poisoned(lout.count() * 4);
  acl::Kernel k(e.context, margin ? kSum3 : kCopy);
  k.arg(0, bin,
        acl::Attr().shape(w, h, d).words(4).read(ACL_RANDOM).positions(bpos).halo(margin, border))
      .arg(1, bout, acl::Attr().shape(kBw, kBh * n).words(4).read(ACL_NONE).write(ACL_TOP_LEFT)
                        .group(kBw).split_size(kBh));
  std::string plan;
  if (!launch(k, plan)) return;
  // The CPU class tests once per group whether the listed block lies inside; row loops
  // run the block as a loop over its work-items.
  if (std::string(strategy) == "cpu-loop") {
    CHECK(plan.find("one inside test per work-group") != std::string::npos);
    CHECK(plan.find("work-items as a loop") != std::string::npos);
  }
  check_words(expected, read<Int>(bout, lout.count()), lout, plan, care);
}

/// Scatter: a kBw x (kBh * n) strip into n disjoint RANDOM blocks of a w x h x d array;
/// words outside the array are clipped, the rest of the array stays poisoned.
void scatter(Strategy strategy, size_t w, size_t h, size_t d, size_t n, uint32_t seed,
             bool extremes = false) {
  INFO("scatter " << n << " blocks into " << w << "x" << h << "x" << d << ", strategy "
                  << strategy);
  using Int = Word<int32_t>;
  const Layout lin{size_t(kBw), size_t(kBh) * n}, lout{w, h, d};
  std::vector<Int> in = random_words<Int>(lin.count(), seed);
  const std::vector<Origin> pos = origins(n, w, h, d, seed + 1, true, extremes);
  std::vector<Int> expected = poison_vector<Int>(lout.count());
  for (size_t b = 0; b < n; ++b)
    for (int y = 0; y < kBh; ++y)
      for (int x = 0; x < kBw; ++x) {
        const long gx = long(pos[b].x) + x, gy = long(pos[b].y) + y, gz = pos[b].z;
        if (gx < 0 || gy < 0 || gx >= long(w) || gy >= long(h) || gz >= long(d)) continue;
        expected[lout.index(size_t(gx), size_t(gy), size_t(gz))].v[0] =
            in[lin.index(size_t(x), b * kBh + size_t(y), 0)].v[0] * 3 + 1;
      }
  ClassGuard guard(strategy);
  Env& e = env();
  cl::Buffer bin = filled(in), bpos = filled(pos), bout = poisoned(lout.count() * 4);
  acl::Kernel k(e.context, kCopy);
  k.arg(0, bin, acl::Attr().shape(kBw, kBh * n).words(4).group(kBw).split_size(kBh))
      .arg(1, bout,
           acl::Attr().shape(w, h, d).words(4).read(ACL_NONE).write(ACL_RANDOM).positions(bpos));
  std::string plan;
  if (!launch(k, plan)) return;
  check_words(expected, read<Int>(bout, lout.count()), lout, plan);
}

TEST_CASE("RANDOM: gather blocks from a position buffer", "[device][random]") {
  for (Strategy s : {"cpu", "cpu64", "cpu-loop", "gpu"}) DYNAMIC_SECTION(s) {
      gather(s, 203, 77, 1, 37, ACL_BORDER_CLAMP, 0, 1);
      gather(s, 203, 77, 1, 37, ACL_BORDER_ZERO, 0, 2);
      gather(s, 61, 29, 3, 20, ACL_BORDER_CLAMP, 0, 3);
      gather(s, 203, 77, 1, 25, ACL_BORDER_ZERO, 1, 4);
      gather(s, 203, 77, 1, 25, ACL_BORDER_CLAMP, 1, 5);
    }
}

TEST_CASE("RANDOM: origins at the ends of the int range read and write as far outside",
          "[device][random]") {
  // x + i wrapped past INT_MAX: the GPU plan read x = 0 instead of the clamped W - 1.
  for (Strategy s : {"cpu", "cpu64", "cpu-loop", "gpu"}) DYNAMIC_SECTION(s) {
      gather(s, 203, 77, 1, 37, ACL_BORDER_CLAMP, 0, 11, true);
      gather(s, 203, 77, 1, 37, ACL_BORDER_ZERO, 0, 12, true);
      gather(s, 203, 77, 1, 25, ACL_BORDER_CLAMP, 1, 13, true);
      gather(s, 61, 29, 2, 25, ACL_BORDER_MIRROR, 0, 14, true);
      gather(s, 203, 77, 1, 37, ACL_BORDER_MIRROR, 1, 15, false);
      scatter(s, 203, 77, 1, 30, 16, true);
    }
}

TEST_CASE("RANDOM: scatter blocks to a position buffer, clipped at the edges",
          "[device][random]") {
  for (Strategy s : {"cpu", "cpu64", "cpu-loop", "gpu"}) DYNAMIC_SECTION(s) {
      scatter(s, 203, 77, 1, 30, 6);
      scatter(s, 61, 29, 2, 20, 7);
    }
}

}  // namespace
}  // namespace acltest
