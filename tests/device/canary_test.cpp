// Canaries: every input and output lives in a sub-buffer at an aligned offset inside a
// larger buffer whose bytes before and after are sentinels; outputs start poisoned. A write
// outside the declared region changes a sentinel, a declared word left unwritten keeps the
// poison: either fails. Covers direct and staged stores, transformed (SPECIAL) and RANDOM
// write-backs, RNO0 and the tiled path, at ragged sizes.
#include "harness.hpp"

#include <algorithm>

namespace acltest {
namespace {

template <typename W>
std::vector<W> as_words(const std::vector<unsigned char>& b) {
  std::vector<W> v(b.size() / sizeof(W));
  std::memcpy(static_cast<void*>(v.data()), b.data(), v.size() * sizeof(W));
  return v;
}

using Int = Word<int32_t>;

const char* kScale = R"(
void User_main(const int* src, int* dst) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * 3 + 1;
}
)";

/// src w x h, dst through `def` (TOP_LEFT, ROT90, or RANDOM at `origins`): checked whole.
void scale(Strategy strategy, size_t w, size_t h, cl_uint def, cl_uint split, uint32_t seed) {
  INFO("def " << def << ", " << w << "x" << h << ", split " << split << ", strategy "
              << strategy);
  const Layout lin{w, h};
  const bool rot = def == ACL_SPECIAL_ROT90;
  const Layout lout{rot ? h : w, rot ? w : h};
  std::vector<Int> in = random_words<Int>(lin.count(), seed);
  std::vector<Int> expected(lout.count());
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x)
      expected[rot ? lout.index(h - 1 - y, x, 0) : lout.index(x, y, 0)].v[0] =
          in[lin.index(x, y, 0)].v[0] * 3 + 1;
  ClassGuard guard(strategy);
  Guarded cin(in.data(), in.size() * 4), cout(nullptr, lout.count() * 4);
  acl::Kernel k(env().context, kScale);
  acl::Attr ai;
  ai.shape(w, h).words(4);
  ai.split = split;
  acl::Attr ao;
  ao.shape(lout.w, lout.h).words(4).read(ACL_NONE).write(def);
  ao.split = split;
  k.arg(0, cin.region, ai).arg(1, cout.region, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  check_words(expected, as_words<Int>(cout.read_checked()), lout, plan);
  cin.read_checked();
}

TEST_CASE("canaries: direct, staged and transformed stores stay inside their region",
          "[device][canary]") {
  for (Strategy s : {"cpu", "cpu64", "gpu"})
    DYNAMIC_SECTION(s) {
      scale(s, 203, 77, ACL_TOP_LEFT, ACL_VERTICAL, 1);
      scale(s, 150, 33, ACL_TOP_LEFT, ACL_HORIZONTAL, 2);
      scale(s, 97, 61, ACL_SPECIAL_ROT90, ACL_VERTICAL, 3);
    }
}

const char* kShrink = R"(
void User_main(const int* src, int* dst) {
  for (int k = 0; k < get_acl_size(dst); k++)
    dst[k] = *get_acl_xy(src, 0, k) + 2 * *get_acl_xy(src, 1, k) + 4 * *get_acl_xy(src, 0, k + 1);
}
)";

/// A SHRINK by 2 of a margin-1 source: each kept word (even x and y) from its 2x2 square.
void shrink(Strategy strategy, size_t w, size_t h, uint32_t seed) {
  INFO("shrink of " << w << "x" << h << ", strategy " << strategy);
  const Layout lin{w, h}, lout{(w + 1) / 2, (h + 1) / 2};
  std::vector<Int> in = random_words<Int>(lin.count(), seed);
  const View<Int> v{&in, lin};
  std::vector<Int> expected(lout.count());
  auto at = [&](size_t x, size_t y) {
    Int word{};
    v.at(long(x), long(y), 0, word);
    return word.v[0];
  };
  for (size_t y = 0; y < h; y += 2)
    for (size_t x = 0; x < w; x += 2)
      expected[lout.index(x / 2, y / 2, 0)].v[0] = at(x, y) + 2 * at(x + 1, y) + 4 * at(x, y + 1);
  ClassGuard guard(strategy);
  Guarded cin(in.data(), in.size() * 4), cout(nullptr, lout.count() * 4);
  acl::Kernel k(env().context, kShrink);
  k.arg(0, cin.region, acl::Attr().shape(w, h).words(4).halo(1))
      .arg(1, cout.region,
           acl::Attr().shape(lout.w, lout.h).words(4).read(ACL_NONE).write(ACL_SPECIAL_SHRINK)
               .scaled(1));
  std::string plan;
  if (!launch(k, plan)) return;
  check_words(expected, as_words<Int>(cout.read_checked()), lout, plan);
  cin.read_checked();
}

TEST_CASE("canaries: SHRINK write-backs of one-row and one-column images stay inside",
          "[device][canary]") {
  // PoCL miscompiled staged SHRINK plans that skip blocks without kept words (a `continue`
  // before the group's barrier): the 333x1 case wrote 167 words past its destination.
  for (Strategy s : {"cpu", "gpu", "gpu-staged", "gpu-nolanes"})
    DYNAMIC_SECTION(s) {
      shrink(s, 333, 1, 31);
      shrink(s, 1, 257, 32);
      shrink(s, 256, 64, 33);
      shrink(s, 203, 3, 34);
    }
}

TEST_CASE("canaries: RANDOM scatter across the edges, RNO0 and tiled data",
          "[device][canary]") {
  Env& e = env();
  SECTION("RANDOM blocks partly outside the destination are clipped") {
    ClassGuard guard("gpu");
    const size_t w = 61, h = 29, n = 6;
    std::vector<Int> in = random_words<Int>(16 * 4 * n, 4);
    // Corners and edges of the destination: every block reaches past it.
    const int32_t pos[n][4] = {{-5, -2, 0, 0}, {50, -3, 0, 0}, {-9, 27, 0, 0},
                               {55, 26, 0, 0}, {20, -1, 0, 0}, {-15, 10, 0, 0}};
    std::vector<Int> expected(w * h);
    std::vector<char> written(w * h, 0);
    for (size_t b = 0; b < n; ++b)
      for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 16; ++x) {
          const long gx = pos[b][0] + x, gy = pos[b][1] + y;
          if (gx < 0 || gy < 0 || gx >= long(w) || gy >= long(h)) continue;
          expected[size_t(gy) * w + size_t(gx)].v[0] = in[(b * 4 + y) * 16 + x].v[0] * 3 + 1;
          written[size_t(gy) * w + size_t(gx)] = 1;
        }
    for (size_t i = 0; i < w * h; ++i)
      if (!written[i]) std::memset(static_cast<void*>(&expected[i]), kPoison, 4);
    Guarded cin(in.data(), in.size() * 4), cout(nullptr, w * h * 4);
    cl::Buffer bpos = filled(pos, sizeof pos);
    acl::Kernel k(e.context, kScale);
    k.arg(0, cin.region, acl::Attr().shape(16, 4 * n).words(4).group(16).split_size(4))
        .arg(1, cout.region,
             acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_RANDOM).positions(bpos));
    std::string plan;
    if (launch(k, plan))
      check_words(expected, as_words<Int>(cout.read_checked()), Layout{w, h}, plan);
  }
  SECTION("RNO0 and tiled results") {
    const char* rno = R"(
void User_main(const int* src, int* dst) {
  int y = get_acl_nbh(dst, 0)[get_acl_size(dst) - 1];
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = y = y + src[k];
}
)";
    const char* tiled = R"(
void User_main(const int* src, int* dst) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      dst[i * get_acl_tileSize(0) + j] = src[i * get_acl_tileSize(0) + j] * 3 + 1;
}
)";
    for (int t = 0; t < 2; ++t) {
      const size_t w = 203, h = 77;
      std::vector<Int> in = random_words<Int>(w * h, 5 + uint32_t(t));
      std::vector<Int> expected(w * h);
      for (size_t x = 0; x < w; ++x) {
        int32_t acc = 0;
        for (size_t y = 0; y < h; ++y)
          expected[y * w + x].v[0] = t ? in[y * w + x].v[0] * 3 + 1 : (acc += in[y * w + x].v[0]);
      }
      ClassGuard guard("gpu");
      Guarded cin(in.data(), in.size() * 4), cout(nullptr, w * h * 4);
      acl::Kernel k(e.context, t ? tiled : rno);
      acl::Attr ai = acl::Attr().shape(w, h).words(4);
      acl::Attr ao = acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
      if (t) ai.tiled(), ao.tiled();
      else ao.depends(ACL_RNO0);
      k.arg(0, cin.region, ai).arg(1, cout.region, ao);
      std::string plan;
      if (launch(k, plan))
        check_words(expected, as_words<Int>(cout.read_checked()), Layout{w, h}, plan);
    }
  }
}

}  // namespace
}  // namespace acltest
