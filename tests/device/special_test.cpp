// ACL_SPECIAL_* write-backs: every transform, at ragged 2-D and 3-D sizes, with padded
// destination rows (padding must stay poisoned), both split directions, a BOTTOM_LEFT
// source, and each planning strategy (direct stores on the CPU class, staged group stores
// on the GPU class), against the CPU model of docs/attributes.md.
#include "harness.hpp"

namespace acltest {
namespace {

struct Transform {
  cl_uint def;
  const char* name;
  unsigned k;  ///< scale_log2
};

const Transform kTransforms[] = {
    {ACL_SPECIAL_ROT90, "ROT90", 0},   {ACL_SPECIAL_ROT180, "ROT180", 0},
    {ACL_SPECIAL_ROT270, "ROT270", 0}, {ACL_SPECIAL_MIRROR_TRANSPOSE, "MIRROR_TRANSPOSE", 0},
    {ACL_SPECIAL_FLIP, "FLIP", 0},     {ACL_SPECIAL_ENLARGE, "ENLARGE", 1},
    {ACL_SPECIAL_SHRINK, "SHRINK", 1}, {ACL_SPECIAL_ENLARGE, "ENLARGE", 2},
    {ACL_SPECIAL_SHRINK, "SHRINK", 2},
};

/// The destination extent of a w x h view.
void dest_extent(const Transform& t, size_t w, size_t h, size_t& dw, size_t& dh) {
  const size_t f = size_t(1) << t.k;
  switch (t.def) {
    case ACL_SPECIAL_ROT90:
    case ACL_SPECIAL_ROT270:
    case ACL_SPECIAL_MIRROR_TRANSPOSE: dw = h, dh = w; break;
    case ACL_SPECIAL_ENLARGE: dw = w * f, dh = h * f; break;
    case ACL_SPECIAL_SHRINK: dw = (w + f - 1) / f, dh = (h + f - 1) / f; break;
    default: dw = w, dh = h;
  }
}

/// Where view word (x, y) of a w x h view lands (the first of the square for ENLARGE);
/// false when SHRINK drops it.
bool dest_of(const Transform& t, size_t w, size_t h, size_t x, size_t y, size_t& X, size_t& Y) {
  switch (t.def) {
    case ACL_SPECIAL_ROT90: X = h - 1 - y, Y = x; return true;
    case ACL_SPECIAL_ROT180: X = w - 1 - x, Y = h - 1 - y; return true;
    case ACL_SPECIAL_ROT270: X = y, Y = w - 1 - x; return true;
    case ACL_SPECIAL_MIRROR_TRANSPOSE: X = y, Y = x; return true;
    case ACL_SPECIAL_FLIP: X = w - 1 - x, Y = y; return true;
    case ACL_SPECIAL_ENLARGE: X = x << t.k, Y = y << t.k; return true;
    default:  // SHRINK: the square's top-left word
      if ((x | y) & ((size_t(1) << t.k) - 1)) return false;
      X = x >> t.k, Y = y >> t.k;
      return true;
  }
}

struct Case {
  Transform t;
  size_t w, h, d = 1;
  cl_uint split = ACL_VERTICAL;
  cl_uint in_origin = ACL_TOP_LEFT;
  size_t pad = 3;  ///< words past each destination row
  const char* plan_has = nullptr;  ///< text the plan must contain
  const char* plan_lacks = nullptr;  ///< text the plan must not contain
};

const char* kUser = R"(
void User_main(const WORD* in, WORD* out) {
  for (int k = 0; k < get_acl_size(out); k++) out[k] = in[k] * (WORD)3 + (WORD)1;
}
)";

template <typename W>
void run_special(Strategy strategy, const Case& c, uint32_t seed) {
  using B = typename W::Base;
  size_t dw, dh;
  dest_extent(c.t, c.w, c.h, dw, dh);
  INFO(c.t.name << " k " << c.t.k << " of " << cl_type<W>() << ", view " << c.w << "x" << c.h
                << "x" << c.d << " -> " << dw << "x" << dh << ", split "
                << (c.split == ACL_VERTICAL ? "VERTICAL" : "HORIZONTAL")
                << (c.in_origin == ACL_BOTTOM_LEFT ? ", input BOTTOM_LEFT" : "")
                << ", strategy " << strategy);
  Layout lin{c.w, c.h, c.d};
  Layout lout{dw, dh, c.d, dw + c.pad};
  std::vector<W> in = random_words<W>(lin.count(), seed, 100);
  View<W> v{&in, lin, c.in_origin == ACL_BOTTOM_LEFT};
  std::vector<W> expected = poison_vector<W>(lout.buffer_words());
  const size_t f = c.t.def == ACL_SPECIAL_ENLARGE ? size_t(1) << c.t.k : 1;
  for (size_t z = 0; z < c.d; ++z)
    for (size_t y = 0; y < c.h; ++y)
      for (size_t x = 0; x < c.w; ++x) {
        W word{};
        v.at(long(x), long(y), long(z), word);
        for (int l = 0; l < W::kLanes; ++l) word.v[l] = B(word.v[l] * B(3) + B(1));
        size_t X, Y;
        if (!dest_of(c.t, c.w, c.h, x, y, X, Y)) continue;
        for (size_t ey = 0; ey < f; ++ey)
          for (size_t ex = 0; ex < f; ++ex) expected[lout.index(X + ex, Y + ey, z)] = word;
      }

  ClassGuard guard(strategy);
  Env& e = env();
  std::string src = kUser;
  for (size_t p; (p = src.find("WORD")) != std::string::npos;) src.replace(p, 4, cl_type<W>());
  cl::Buffer bin = filled(in), bout = poisoned(lout.buffer_words() * sizeof(W));
  std::string plan;
  acl::Kernel k(e.context, src);
  acl::Attr ai;
  ai.shape(c.w, c.h, c.d).words(sizeof(W)).read(c.in_origin);
  ai.split = c.split;
  acl::Attr ao;
  ao.shape(dw, dh, c.d).words(sizeof(W)).read(ACL_NONE).write(c.t.def);
  ao.split = c.split;
  ao.scale_log2 = c.t.k;
  ao.row_pitch = lout.row_pitch() * sizeof(W);
  k.arg(0, bin, ai).arg(1, bout, ao);
  if (!launch(k, plan)) return;
  if (c.plan_has) {
    INFO(plan);
    CHECK(plan.find(c.plan_has) != std::string::npos);
  }
  if (c.plan_lacks) {
    INFO(plan);
    CHECK(plan.find(c.plan_lacks) == std::string::npos);
  }
  check_words(expected, read<W>(bout, lout.buffer_words()), lout, plan);
}

using Int = Word<int32_t>;
using Byte = Word<uint8_t>;

TEST_CASE("SPECIAL write-backs: every transform at ragged sizes", "[device][special]") {
  for (Strategy s : {"cpu", "cpu64", "gpu"})
    for (const Transform& t : kTransforms) {
      DYNAMIC_SECTION(s << " " << t.name << " k " << t.k) {
        run_special<Int>(s, {t, 203, 77}, 1);
        // Wider than two of the GPU class's blocks (64 columns for transposes, 256 for
        // the others): blocks inside the view take the write-back without per-word guards.
        if (std::string(s) == "gpu") run_special<Int>(s, {t, 603, 40}, 27);
      }
    }
}

TEST_CASE("row loops: SHRINK into kept columns in a loop over a block's work-items (CPUs)",
          "[device][special][row-loop]") {
  const Transform shrink = kTransforms[6], shrink4 = kTransforms[8];
  for (Strategy s : {"cpu-loop", "cpu-loop64"}) {
    INFO("strategy " << s);
    // Portions of two rows (cpu-loop64) keep every column: no kept columns, no row loop.
    const char* loop = std::string(s) == "cpu-loop" ? "work-items as a loop" : nullptr;
    run_special<Int>(s, {shrink, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 3, loop}, 40);
    run_special<Int>(s, {shrink4, 603, 41, 1, ACL_VERTICAL, ACL_BOTTOM_LEFT, 1, loop}, 41);
    run_special<Byte>(s, {shrink, 67, 29, 3, ACL_VERTICAL, ACL_TOP_LEFT, 2, loop}, 42);
  }
}

TEST_CASE("SPECIAL write-backs: bytes, 3-D, horizontal split, BOTTOM_LEFT source",
          "[device][special]") {
  const Transform rot90 = kTransforms[0], shrink = kTransforms[6], enlarge = kTransforms[5];
  SECTION("bytes through the staged path") {
    run_special<Byte>("gpu", {rot90, 301, 45}, 2);
    run_special<Byte>("gpu", {shrink, 301, 45}, 3);
  }
  SECTION("3-D slices") {
    run_special<Int>("gpu", {kTransforms[2], 67, 29, 3}, 4);
    run_special<Int>("cpu", {enlarge, 67, 29, 2}, 5);
  }
  SECTION("horizontal split") {
    run_special<Int>("cpu64", {rot90, 150, 33, 1, ACL_HORIZONTAL}, 6);
    run_special<Int>("gpu", {kTransforms[4], 150, 33, 1, ACL_HORIZONTAL}, 7);
  }
  SECTION("BOTTOM_LEFT reference with ROT90 definition") {
    for (Strategy s : {"cpu", "gpu"})
      run_special<Int>(s, {rot90, 97, 61, 1, ACL_VERTICAL, ACL_BOTTOM_LEFT}, 8);
  }
  SECTION("scaling write-backs in 16-byte runs: aligned destination rows, ragged views") {
    // Destination pitches padded to 16 bytes; the views end inside a block, so runs at the
    // right edge take the word-by-word path.
    const Transform enlarge4 = kTransforms[7], shrink4 = kTransforms[8];
    const char* runs = "16-byte runs";
    run_special<Int>("gpu", {enlarge, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 2, runs}, 11);
    // SHRINK of rows without lanes is staged only with shrink_columns off (below).
    const Strategy staged = "gpu-staged";
    run_special<Int>(staged, {shrink, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 2, runs}, 12);
    run_special<Int>("gpu", {enlarge4, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 4, runs}, 13);
    run_special<Int>(staged, {shrink4, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 1, runs}, 14);
    run_special<Byte>("gpu", {enlarge, 301, 45, 1, ACL_VERTICAL, ACL_TOP_LEFT, 6, runs}, 15);
    run_special<Byte>(staged, {shrink, 301, 45, 1, ACL_VERTICAL, ACL_TOP_LEFT, 9, runs}, 16);
    run_special<Int>(staged, {shrink, 67, 29, 3, ACL_VERTICAL, ACL_TOP_LEFT, 2, runs}, 17);
  }
  SECTION("SHRINK of rows without lanes on GPUs: work-items take the kept columns") {
    // Rows that are not whole vectors take no lanes; with shrink_columns the write-back is
    // stored from private memory by work-items of the kept columns only, in blocks of
    // several rows (ragged views: edge blocks and odd last rows and columns). Words
    // narrower than 4 bytes are staged (stage_below_bytes) and keep the staged write-back.
    const Transform shrink4 = kTransforms[8];
    const char* columns = "a work-item every";
    run_special<Int>("gpu", {shrink, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 2, columns}, 40);
    run_special<Int>("gpu", {shrink4, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 1, columns}, 41);
    run_special<Int>("gpu", {shrink, 301, 45, 1, ACL_VERTICAL, ACL_TOP_LEFT, 9, columns}, 42);
    run_special<Int>("gpu", {shrink, 67, 29, 3, ACL_VERTICAL, ACL_TOP_LEFT, 2, columns}, 43);
    run_special<Int>("gpu", {shrink, 1001, 130, 1, ACL_VERTICAL, ACL_TOP_LEFT, 3, columns}, 44);
  }
  SECTION("transposes on CPUs: squares of lanes turned in registers") {
    // Source rows of whole squares (16 floats, 16 bytes), views ending inside a block row
    // and inside a group, padded destination rows (vector stores at any alignment), a
    // view lower than a square (split below the lanes: word by word), 3-D slices; rows
    // that are not whole squares (vload at any alignment, the last square of each row word
    // by word), 2-D and 3-D.
    const Transform rot90 = kTransforms[0], rot270 = kTransforms[2], tr = kTransforms[3];
    const char* square = "turned in registers";
    for (const Transform& t : {rot90, rot270, tr}) {
      run_special<Int>("cpu-class", {t, 208, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 3, square}, 50);
      run_special<Int>("cpu-class", {t, 1040, 35, 1, ACL_VERTICAL, ACL_TOP_LEFT, 0, square}, 51);
      run_special<Byte>("cpu-class", {t, 96, 50, 1, ACL_VERTICAL, ACL_TOP_LEFT, 5, square}, 52);
      run_special<Int>("cpu-class", {t, 64, 9, 1, ACL_VERTICAL, ACL_TOP_LEFT, 1, square}, 53);
      run_special<Int>("cpu-class", {t, 64, 37, 2, ACL_VERTICAL, ACL_TOP_LEFT, 2, square}, 54);
      run_special<Int>("cpu-class", {t, 203, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 3, square}, 55);
      run_special<Byte>("cpu-class", {t, 131, 45, 3, ACL_VERTICAL, ACL_TOP_LEFT, 0, square}, 56);
      run_special<Int>("cpu-class", {t, 1021, 19, 1, ACL_VERTICAL, ACL_TOP_LEFT, 7, square}, 57);
    }
  }
  SECTION("ENLARGE with lanes: each destination row one vector, stored from private memory") {
    // GPU class (lane_enlarge): source rows of whole vectors and 16-byte destination rows;
    // views wider than a block and ragged, so edge blocks store word by word.
    const Transform enlarge4 = kTransforms[7];
    run_special<Int>("gpu", {enlarge, 604, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 4,
                             "a work-item owns 2 adjacent columns"}, 28);
    run_special<Byte>("gpu", {enlarge, 1000, 37, 1, ACL_VERTICAL, ACL_TOP_LEFT, 16,
                              "a work-item owns 8 adjacent columns"}, 29);
    run_special<Byte>("gpu", {enlarge4, 1000, 21, 1, ACL_VERTICAL, ACL_TOP_LEFT, 32,
                              "a work-item owns 4 adjacent columns"}, 30);
    run_special<Int>("gpu", {enlarge, 604, 29, 3, ACL_VERTICAL, ACL_TOP_LEFT, 4,
                             "a work-item owns 2 adjacent columns"}, 31);
  }
  SECTION("ENLARGE on CPUs: lanes of 64-byte destination rows, stored past the cache") {
    // cpu-stream counts every destination as large (stream_bytes 1) and keeps groups at
    // most 48 wide, so the last work-item of a row has lanes past its end and stores word
    // by word. Source rows of whole lanes, destination rows of whole 64-byte lines. Source
    // rows that are not whole lanes, destination rows that are not whole lines, bytes and
    // shorts (a line would be a vector of 32 or more words) keep a word per work-item, and
    // so does the CPU's own profile for destinations this small.
    const Transform enlarge4 = kTransforms[7];
    const char* streamed = "bypass the cache";
    const Strategy cs = "cpu-stream";
    using UShort = Word<uint16_t>;
    run_special<Int>(cs, {enlarge, 1000, 37, 1, ACL_VERTICAL, ACL_TOP_LEFT, 0, streamed}, 50);
    run_special<Int>(cs, {enlarge4, 300, 21, 1, ACL_VERTICAL, ACL_TOP_LEFT, 0, streamed}, 51);
    run_special<UShort>(cs, {enlarge, 1008, 19, 1, ACL_VERTICAL, ACL_TOP_LEFT, 0, nullptr,
                             streamed}, 52);
    run_special<Int>(cs, {enlarge, 616, 29, 3, ACL_VERTICAL, ACL_BOTTOM_LEFT, 0, streamed}, 53);
    run_special<Int>(cs, {enlarge, 1000, 37, 1, ACL_VERTICAL, ACL_TOP_LEFT, 4, nullptr, streamed},
                     54);
    run_special<Int>(cs, {enlarge, 603, 37, 1, ACL_VERTICAL, ACL_TOP_LEFT, 10, nullptr, streamed},
                     55);
    run_special<Byte>(cs, {enlarge, 320, 45, 1, ACL_VERTICAL, ACL_TOP_LEFT, 0, nullptr,
                           streamed}, 56);
    run_special<Int>("cpu", {enlarge, 1000, 37, 1, ACL_VERTICAL, ACL_TOP_LEFT, 0, nullptr,
                             streamed}, 57);
  }
  SECTION("transposing write-backs in 16-byte runs: aligned destination rows, ragged views") {
    // Blocks inside the view (rows wider than two 64-column blocks) store runs down their
    // tile columns; blocks across the right or bottom edge keep the guarded word-by-word
    // loop. ROT90 needs a view height of whole
    // runs (its destination rows start at the view's bottom).
    const Transform rot270 = kTransforms[2], mirror = kTransforms[3];
    const char* runs = "16-byte runs";
    run_special<Int>("gpu", {rot90, 603, 76, 1, ACL_VERTICAL, ACL_TOP_LEFT, 4, runs}, 21);
    run_special<Int>("gpu", {rot270, 603, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 3, runs}, 22);
    run_special<Int>("gpu", {mirror, 603, 77, 1, ACL_VERTICAL, ACL_TOP_LEFT, 3, runs}, 23);
    run_special<Byte>("gpu", {mirror, 700, 150, 1, ACL_VERTICAL, ACL_TOP_LEFT, 10, runs}, 24);
    run_special<Byte>("gpu", {rot90, 530, 160, 1, ACL_VERTICAL, ACL_TOP_LEFT, 16, runs}, 25);
    run_special<Int>("gpu", {mirror, 267, 70, 3, ACL_VERTICAL, ACL_TOP_LEFT, 2, runs}, 26);
  }
  SECTION("one-row and one-column views") {
    run_special<Int>("gpu", {rot90, 1, 70}, 9);
    run_special<Int>("gpu", {kTransforms[3], 70, 1}, 10);
    // CPU plans launch only the blocks holding kept words (one-row blocks: the even rows).
    run_special<Int>("cpu", {shrink, 1, 70}, 18);
    run_special<Int>("cpu", {kTransforms[8], 3, 70}, 19);
    run_special<Int>("cpu", {kTransforms[8], 67, 29, 3}, 20);
  }
}

TEST_CASE("SHRINK on CPUs: work-items take only the columns it keeps, margins across blocks",
          "[device][special]") {
  // A 2^k x 2^k mean through a margin-1 source, as the pyramid writes it; rows wide enough
  // for several blocks, so windows cross block edges, and widths that are not multiples.
  const char* src = R"(
void User_main(int* in, int* out) {
  for (int k = 0; k < get_acl_size(out); k++)
    out[k] = 7 * in[k] + get_acl_lr(in, 1)[k] - 3 * in[k + 1] + get_acl_lr(in, -1)[k - 1];
}
)";
  struct Shape { size_t w, h, d; unsigned k; };
  for (Strategy strategy : {"cpu-sweep", "cpu64", "cpu-loop", "cpu-skip"})
    for (const Shape sh : {Shape{1001, 13, 1, 1}, Shape{1003, 9, 2, 2}, Shape{257, 6, 1, 1}}) {
      INFO("strategy " << strategy << ", " << sh.w << "x" << sh.h << "x" << sh.d << ", k "
                       << sh.k);
      const size_t f = size_t(1) << sh.k, dw = (sh.w + f - 1) / f, dh = (sh.h + f - 1) / f;
      const Layout lin{sh.w, sh.h, sh.d}, lout{dw, dh, sh.d};
      std::vector<Int> in = random_words<Int>(lin.count(), uint32_t(31 + sh.w), 100);
      View<Int> v{&in, lin, false, ACL_BORDER_CLAMP};
      std::vector<Int> expected(lout.count());
      for (size_t z = 0; z < sh.d; ++z)
        for (size_t Y = 0; Y < dh; ++Y)
          for (size_t X = 0; X < dw; ++X) {
            auto at = [&](long dx, long dy) {
              Int w{};
              v.at(long(X * f) + dx, long(Y * f) + dy, long(z), w);
              return w.v[0];
            };
            expected[lout.index(X, Y, z)].v[0] = 7 * at(0, 0) + at(1, 0) - 3 * at(0, 1) + at(-1, -1);
          }
      ClassGuard guard(strategy);
      cl::Buffer bin = filled(in), bout = poisoned(lout.count() * 4);
      acl::Kernel kern(env().context, src);
      acl::Attr ao;
      ao.shape(dw, dh, sh.d).words(4).read(ACL_NONE).write(ACL_SPECIAL_SHRINK);
      ao.scale_log2 = sh.k;
      kern.arg(0, bin, acl::Attr().shape(sh.w, sh.h, sh.d).words(4).halo(1)).arg(1, bout, ao);
      std::string plan;
      if (!launch(kern, plan)) continue;
      INFO(plan);
      if (std::string(strategy) != "cpu64")
        CHECK(plan.find("a work-item every " + std::to_string(f) + " columns") != std::string::npos);
      // One-row blocks with kept_rows (the CPU class): only the kept rows' blocks are
      // launched; without it every block row's, and those of the dropped rows skip.
      const bool kept_only =
          plan.find("blocks every " + std::to_string(f) + " block rows") != std::string::npos;
      if (std::string(strategy) == "cpu-loop" || std::string(strategy) == "cpu-sweep")
        CHECK(kept_only);
      if (std::string(strategy) == "cpu-skip") {
        CHECK_FALSE(kept_only);
        CHECK(plan.find("no kept word are skipped") != std::string::npos);
      }
      check_words(expected, read<Int>(bout, lout.count()), lout, plan);
    }
}

TEST_CASE("SHRINK on CPUs: kept-column windows at the right end of rows, every border mode",
          "[device][special]") {
  // A margin of 2 read up to its right edge: the last work-item of a block owns the
  // block's column block_w - 2^k, so its window ends 2 - (2^k - 1) words after the block.
  // Rows of whole blocks (the CPU class's groups of 64: 128 columns for k 1, 256 for k 2) and rows
  // 1-2 words longer or shorter: a block at the row's end takes the unguarded loads only where
  // every window is inside (codegen/direct.cpp, windows_inside), else it clamps, zeroes or
  // reflects.
  const char* src = R"(
void User_main(int* in, int* out) {
  for (int k = 0; k < get_acl_size(out); k++)
    out[k] = 5 * in[k] + get_acl_lr(in, 2)[k] - 3 * get_acl_lr(in, 1)[k + 2] +
             get_acl_lr(in, -2)[k - 1];
}
)";
  struct Shape { size_t w, h; unsigned k; };
  for (cl_uint border : {ACL_BORDER_CLAMP, ACL_BORDER_ZERO, ACL_BORDER_MIRROR})
    for (const Shape sh : {Shape{1024, 9, 1}, Shape{1025, 7, 1}, Shape{1023, 6, 1},
                           Shape{2048, 5, 2}, Shape{2046, 8, 2}}) {
      INFO("border " << border << ", " << sh.w << "x" << sh.h << ", k " << sh.k);
      const size_t f = size_t(1) << sh.k, dw = (sh.w + f - 1) / f, dh = (sh.h + f - 1) / f;
      const Layout lin{sh.w, sh.h, 1}, lout{dw, dh, 1};
      std::vector<Int> in = random_words<Int>(lin.count(), uint32_t(57 + sh.w), 100);
      View<Int> v{&in, lin, false, border};
      std::vector<Int> expected(lout.count());
      for (size_t Y = 0; Y < dh; ++Y)
        for (size_t X = 0; X < dw; ++X) {
          auto at = [&](long dx, long dy) {
            Int w{};
            REQUIRE(v.at(long(X * f) + dx, long(Y * f) + dy, 0, w));
            return w.v[0];
          };
          expected[lout.index(X, Y, 0)].v[0] = 5 * at(0, 0) + at(2, 0) - 3 * at(1, 2) + at(-2, -1);
        }
      ClassGuard guard("cpu-sweep");
      cl::Buffer bin = filled(in), bout = poisoned(lout.count() * 4);
      acl::Kernel kern(env().context, src);
      acl::Attr ao;
      ao.shape(dw, dh).words(4).read(ACL_NONE).write(ACL_SPECIAL_SHRINK);
      ao.scale_log2 = sh.k;
      kern.arg(0, bin, acl::Attr().shape(sh.w, sh.h).words(4).halo(2, border)).arg(1, bout, ao);
      std::string plan;
      if (!launch(kern, plan)) continue;
      INFO(plan);
      CHECK(plan.find("a work-item every " + std::to_string(f) + " columns") != std::string::npos);
      check_words(expected, read<Int>(bout, lout.count()), lout, plan);
    }
}

}  // namespace
}  // namespace acltest
