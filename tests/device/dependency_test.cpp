// ACL_RNO0: a recurrence down the columns, y(x, r) = (src(x, r) + y(x, r - 1)) / 2 with
// y(x, -1) = 0, where each block reads the last row of the block above through get_acl_nbh.
// Both split directions, ragged 2-D and 3-D shapes (a new recurrence per slice), a margin
// on the dependent argument, every strategy; checked against the CPU recurrence.
#include "harness.hpp"

namespace acltest {
namespace {

// Vertical split: the work-item's column of the block above ends just above its own.
const char* kVertical = R"(
void User_main(const WORD* src, WORD* dst) {
  int y = get_acl_nbh(dst, 0)[get_acl_size(dst) - 1];
  for (int k = 0; k < get_acl_size(dst); k++) {
    y = ((int)src[k] + y) / 2;
    dst[k] = (WORD)y;
  }
}
)";

// Horizontal split: a block is one row; the block above is the row above.
const char* kHorizontal = R"(
void User_main(const WORD* src, WORD* dst) {
  for (int k = 0; k < get_acl_size(dst); k++)
    dst[k] = (WORD)(((int)src[k] + (int)get_acl_nbh(dst, 0)[k]) / 2);
}
)";

struct Case {
  size_t w, h, d = 1;
  cl_uint split = ACL_VERTICAL;
  unsigned dst_margin = 0;
};

template <typename W>
void run_rno0(Strategy strategy, const Case& c, uint32_t seed) {
  INFO("RNO0 of " << cl_type<W>() << ", " << c.w << "x" << c.h << "x" << c.d << ", split "
                  << (c.split == ACL_VERTICAL ? "VERTICAL" : "HORIZONTAL") << ", dst margin "
                  << c.dst_margin << ", strategy " << strategy);
  const Layout lay{c.w, c.h, c.d};
  std::vector<W> in = random_words<W>(lay.count(), seed, 1000);
  for (W& w : in) w.v[0] = typename W::Base(w.v[0] < 0 ? -w.v[0] : w.v[0]);
  std::vector<W> expected(lay.count());
  for (size_t z = 0; z < c.d; ++z)
    for (size_t x = 0; x < c.w; ++x) {
      int y = 0;
      for (size_t r = 0; r < c.h; ++r) {
        y = (int(in[lay.index(x, r, z)].v[0]) + y) / 2;
        expected[lay.index(x, r, z)].v[0] = typename W::Base(y);
      }
    }
  ClassGuard guard(strategy);
  Env& e = env();
  std::string src = c.split == ACL_VERTICAL ? kVertical : kHorizontal;
  for (size_t p; (p = src.find("WORD")) != std::string::npos;) src.replace(p, 4, cl_type<W>());
  cl::Buffer bin = filled(in), bout = poisoned(lay.count() * sizeof(W));
  acl::Kernel k(e.context, src);
  acl::Attr ai;
  ai.shape(c.w, c.h, c.d).words(sizeof(W));
  ai.split = c.split;
  acl::Attr ao;
  ao.shape(c.w, c.h, c.d).words(sizeof(W)).read(ACL_NONE).write(ACL_TOP_LEFT).halo(c.dst_margin);
  ao.split = c.split;
  ao.dependency = ACL_RNO0;
  k.arg(0, bin, ai).arg(1, bout, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  // The CPU class walks strips of columns, a work-item each (rno_strip), or with the knob
  // off ends each block of the walk with a barrier (rno_barrier); these strategies force
  // that class, so Oclgrind (a GPU-class device) checks those kernels too.
  if (std::string(strategy) == "cpu-sweep" || std::string(strategy) == "cpu-strip") {
    INFO(plan);
    CHECK(plan.find("walking a strip of") != std::string::npos);
  }
  if (std::string(strategy) == "cpu-barrier") {
    INFO(plan);
    CHECK(plan.find("a barrier after each block") != std::string::npos);
  }
  if (std::string(strategy) == "gpu-loaders") {
    INFO(plan);
    CHECK(plan.find("40 loader work-items") != std::string::npos);
  }
  check_words(expected, read<W>(bout, lay.count()), lay, plan, {}, show_input(in, lay));
}

using Int = Word<int32_t>;
using Byte = Word<uint8_t>;

TEST_CASE("RNO0: a recurrence down the columns through get_acl_nbh", "[device][dependency]") {
  for (Strategy s : {"cpu", "cpu64", "cpu-sweep", "cpu-barrier", "cpu-strip", "gpu"}) {
    DYNAMIC_SECTION(s) {
      run_rno0<Int>(s, {203, 77}, 1);
      run_rno0<Int>(s, {37, 29, 3}, 2);
      run_rno0<Int>(s, {150, 33, 1, ACL_HORIZONTAL}, 3);
    }
  }
  SECTION("one column, one row, bytes (staged on the GPU class), a margin on the result") {
    run_rno0<Int>("gpu", {1, 300}, 4);
    run_rno0<Int>("cpu64", {300, 1}, 5);
    run_rno0<Byte>("gpu", {301, 45}, 6);
    run_rno0<Int>("cpu64", {70, 41, 1, ACL_VERTICAL, 1}, 7);
    run_rno0<Int>("gpu", {333, 40, 2, ACL_HORIZONTAL}, 8);  // rows prefetched (pass rno_rows)
  }
}

TEST_CASE("RNO0: loader work-items stage the data only read (knob rno_loaders)",
          "[device][dependency]") {
  // Blocks of 8 rows: the walk hands several staged blocks over; rows of 4-word multiples
  // (whole vectors) with a partial block column at the right, a partial block row at the
  // bottom, and slices. Wide enough that groups keep whole vectors of columns where many
  // compute units narrow them (one column of blocks per unit: 8 on the H200's 132).
  run_rno0<Int>("gpu-loaders", {1056, 77}, 9);
  run_rno0<Int>("gpu-loaders", {528, 29, 3}, 10);
  run_rno0<Int>("gpu-loaders", {1024, 300}, 11);
}

}  // namespace
}  // namespace acltest

namespace acltest {
namespace {

// LNO: the neighbours' portions before processing. Each result word mixes the own word
// with the same word of every neighbour, weighted so that a word from the wrong place shows.
const char* kLno = R"(
void User_main(const int* src, int* dst) {
  for (int k = 0; k < get_acl_size(src); k++) {
    int r = src[k];
    for (int n = 0; n < NEIGHBOURS; n++) r += (10 * n + 7) * get_acl_nbh(src, n)[k];
    dst[k] = r + 1;
  }
}
)";

struct Lno {
  cl_uint dep;
  cl_uint split;
  unsigned border;
  size_t w, h, d = 1;
};

void run_lno(Strategy strategy, const Lno& c, uint32_t seed) {
  const bool vert = c.split == ACL_VERTICAL;
  INFO("dependency " << c.dep << ", " << (vert ? "VERTICAL" : "HORIZONTAL") << ", border "
                     << c.border << ", " << c.w << "x" << c.h << "x" << c.d << ", strategy "
                     << strategy);
  using Int = Word<int32_t>;
  const Layout lay{c.w, c.h, c.d};
  std::vector<Int> in = random_words<Int>(lay.count(), seed, 1000);
  const int neighbours = c.dep == ACL_LNO1 ? 1 : 2;
  ClassGuard guard(strategy);
  Env& e = env();
  std::string src = kLno;
  src.replace(src.find("NEIGHBOURS"), 10, std::to_string(neighbours));
  cl::Buffer bin = filled(in), bout = poisoned(lay.count() * 4);
  acl::Kernel k(e.context, src);
  acl::Attr ai;
  ai.shape(c.w, c.h, c.d).words(4).halo(0, c.border).depends(c.dep);
  ai.split = c.split;
  acl::Attr ao;
  ao.shape(c.w, c.h, c.d).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  ao.split = c.split;
  k.arg(0, bin, ai).arg(1, bout, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  // The portion length S comes from the plan: the neighbours are S words away.
  const std::string key = "arg 0 'src' int: ";
  const size_t at = plan.find(", split ", plan.find(key));
  REQUIRE(at != std::string::npos);
  const long s = std::stol(plan.substr(at + 8));
  long dx[2] = {0, 0}, dy[2] = {0, 0};
  const long sx = vert ? 1 : s, sy = vert ? s : 1;
  if (c.dep == ACL_LNO0) dy[0] = -sy, dy[1] = sy;
  else dx[0] = -sx, dx[1] = sx;  // LNO1 uses the first (left) only
  View<Int> v{&in, lay, false, c.border};
  std::vector<Int> expected(lay.count());
  std::vector<char> care(lay.count(), 1);
  for (size_t z = 0; z < c.d; ++z)
    for (size_t y = 0; y < c.h; ++y)
      for (size_t x = 0; x < c.w; ++x) {
        Int w{};
        v.at(long(x), long(y), long(z), w);
        int64_t r = w.v[0];
        for (int n = 0; n < neighbours; ++n) {
          Int nb{};
          if (!v.at(long(x) + dx[n], long(y) + dy[n], long(z), nb)) care[lay.index(x, y, z)] = 0;
          r += (10 * n + 7) * int64_t(nb.v[0]);
        }
        expected[lay.index(x, y, z)].v[0] = int32_t(r + 1);
      }
  check_words(expected, read<Int>(bout, lay.count()), lay, plan, care);
}

TEST_CASE("LNO0/1/2: neighbours' portions before processing through get_acl_nbh",
          "[device][dependency]") {
  for (Strategy s : {"cpu", "cpu64", "gpu"})
    DYNAMIC_SECTION(s) {
      run_lno(s, {ACL_LNO0, ACL_VERTICAL, ACL_BORDER_CLAMP, 203, 77}, 11);
      run_lno(s, {ACL_LNO1, ACL_VERTICAL, ACL_BORDER_ZERO, 203, 77}, 12);
      run_lno(s, {ACL_LNO2, ACL_VERTICAL, ACL_BORDER_MIRROR, 61, 29, 2}, 13);
      run_lno(s, {ACL_LNO0, ACL_HORIZONTAL, ACL_BORDER_ZERO, 150, 33}, 14);
      run_lno(s, {ACL_LNO2, ACL_HORIZONTAL, ACL_BORDER_CLAMP, 150, 33}, 15);
    }
}

}  // namespace
}  // namespace acltest
