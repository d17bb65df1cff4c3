// Lanes (docs/planner.md): on the GPU strategy a work-item of plain vertical data owns
// several adjacent columns and moves each of their rows as one vector. Values, portion
// origins, valid counts and block origins are checked word by word against a CPU model at
// ragged widths (padded pitches), 3-D, BOTTOM_LEFT and in place; plans that must keep one
// column per work-item are checked to say so. GPU plans of byte and short data move their
// lanes as 32-bit words in an unguarded copy of the body (Plan::lane_words); the cases at
// ragged widths run both copies. Row loops (Plan::row_loop, CPUs) run a block's work-items
// as a loop in one work-item; the same checks run on them, vertical and horizontal.
#include <regex>

#include "harness.hpp"

namespace acltest {
namespace {

using Byte = Word<uint8_t>;
using Char = Word<int8_t>;
using Short = Word<int16_t>;
using UShort = Word<uint16_t>;
using Int = Word<int32_t>;
using Float = Word<float>;
using Long = Word<int64_t>;

/// The plan's lanes (1 when it has none) and its first argument's block width.
size_t plan_lanes(const std::string& plan) {
  std::smatch m;
  return std::regex_search(plan, m, std::regex(", lanes ([0-9]+)")) ? std::stoul(m[1]) : 1;
}
size_t plan_block_w(const std::string& plan) {
  std::smatch m;
  return std::regex_search(plan, m, std::regex("block ([0-9]+)x")) ? std::stoul(m[1]) : 0;
}
size_t plan_split(const std::string& plan) {
  std::smatch m;
  return std::regex_search(plan, m, std::regex("split ([0-9]+)")) ? std::stoul(m[1]) : 0;
}

struct Case {
  Layout lay;                    ///< shared by every argument (pitches in words)
  cl_uint origin = ACL_TOP_LEFT;
  size_t lanes = 1;              ///< what the plan must choose (0: whatever the class picks)
  bool flat = false;             ///< the plan must be flattened (one row of all words)
  int words = -1;                ///< 1: lanes must move as 32-bit words, 0: must not, -1: any
  int loop = -1;                 ///< 1: the plan must run row loops, 0: must not, -1: any
};

/// o = a * 3 + 1 (in place: o = o * 3 + 1), with A and O word types; `where` adds an int
/// output holding each word's x * 4096 + y from get_acl_origin, its portion's valid count
/// and its block's origin x plus one.
template <typename A, typename O>
void lanes_case(Strategy strategy, const Case& c, bool where, bool in_place, uint32_t seed) {
  const std::string ta = cl_type<A>(), to = cl_type<O>();
  INFO(ta << " -> " << to << ", " << shape_name(c.lay) << " pitch " << c.lay.row_pitch()
          << (c.origin == ACL_BOTTOM_LEFT ? ", BOTTOM_LEFT" : "") << (where ? ", origins" : "")
          << (in_place ? ", in place" : "") << ", strategy " << strategy);
  std::string src = in_place ? "void User_main(O* o" : "void User_main(A* a, O* o";
  if (where) src += ", int* xy, int* valid, int* bx";
  src += ") {\n  for (int k = 0; k < get_acl_size(o); k++) {\n";
  src += in_place ? "    o[k] = o[k] * (O)3 + (O)1;\n" : "    o[k] = (O)((A)(a[k] * (A)3)) + (O)1;\n";
  if (where)
    src +=
        "    xy[k] = get_acl_origin(o, 0) * 4096 + get_acl_origin(o, 1) + k;\n"
        "    valid[k] = get_acl_valid(o);\n"
        "    bx[k] = get_acl_blockOrigin(o, 0) + 1;\n";
  src += "  }\n}\n";
  src = std::regex_replace(src, std::regex("\\bA\\b"), ta);
  src = std::regex_replace(src, std::regex("\\bO\\b"), to);

  const Layout& lay = c.lay;
  const size_t words = lay.buffer_words();
  const std::vector<A> ha = random_words<A>(words, seed, 100);
  const std::vector<O> ho0 = in_place ? random_words<O>(words, seed + 1, 100)
                                      : poison_vector<O>(words);
  ClassGuard guard(strategy);
  Env& e = env();
  cl::Buffer ba = filled(ha), bo = filled(ho0);
  cl::Buffer bxy = poisoned(words * 4), bv = poisoned(words * 4), bb = poisoned(words * 4);
  auto attr = [&](unsigned ws, bool input) {
    acl::Attr at = laid_out(lay, ws);
    if (input) at.read(c.origin).write(ACL_NONE);
    else at.read(ACL_NONE).write(c.origin);
    return at;
  };
  acl::Kernel k(e.context, src);
  unsigned n = 0;
  if (in_place) {
    acl::Attr at = attr(sizeof(O), true);
    at.write(c.origin);
    k.arg(n++, bo, at);
  } else {
    k.arg(0, ba, attr(sizeof(A), true)).arg(1, bo, attr(sizeof(O), false));
    n = 2;
  }
  if (where)
    k.arg(n, bxy, attr(4, false)).arg(n + 1, bv, attr(4, false)).arg(n + 2, bb, attr(4, false));
  std::string plan;
  if (!launch(k, plan)) return;
  INFO(plan);
  if (c.lanes) CHECK(plan_lanes(plan) == c.lanes);
  CHECK((plan.find("flattened") != std::string::npos) == c.flat);
  if (c.words >= 0)
    CHECK((plan.find("lanes moved as 32-bit words") != std::string::npos) == (c.words == 1));
  if (c.loop >= 0) CHECK((plan.find("work-items as a loop") != std::string::npos) == (c.loop == 1));
  const size_t bw = plan_block_w(plan), s = plan_split(plan);
  REQUIRE(bw >= 1);
  REQUIRE(s >= 1);

  using BA = typename A::Base;
  using BO = typename O::Base;
  std::vector<O> eo = ho0;
  std::vector<Int> exy = poison_vector<Int>(words), ev = exy, eb = exy;
  for (size_t z = 0; z < lay.d; ++z)
    for (size_t y = 0; y < lay.h; ++y)
      for (size_t x = 0; x < lay.w; ++x) {
        // (x, y) is the view coordinate; the memory row flips for BOTTOM_LEFT.
        const size_t i = lay.index(x, c.origin == ACL_BOTTOM_LEFT ? lay.h - 1 - y : y, z);
        if (in_place) eo[i].v[0] = BO(ho0[i].v[0] * BO(3) + BO(1));
        else eo[i].v[0] = BO(BO(BA(ha[i].v[0] * BA(3))) + BO(1));
        exy[i].v[0] = int32_t(x * 4096 + y);
        ev[i].v[0] = int32_t(std::min(s, lay.h - (y - y % s)));
        eb[i].v[0] = int32_t(x - x % bw + 1);
      }
  check_words(eo, read<O>(bo, words), lay, plan);
  if (where) {
    check_words(exy, read<Int>(bxy, words), lay, plan);
    check_words(ev, read<Int>(bv, words), lay, plan);
    check_words(eb, read<Int>(bb, words), lay, plan);
  }
}

Layout padded(size_t w, size_t h, size_t pitch, size_t d = 1) {
  Layout l;
  l.w = w, l.h = h, l.d = d, l.pitch = pitch;
  return l;
}

TEST_CASE("lanes: vectors of adjacent columns at ragged widths", "[device][lanes]") {
  SECTION("bytes: 16 lanes") {
    lanes_case<Byte, Byte>("gpu", {padded(1024, 37, 1024), ACL_TOP_LEFT, 16}, false, false, 1);
    lanes_case<Byte, Byte>("gpu", {padded(1001, 19, 1008), ACL_TOP_LEFT, 16}, false, false, 2);
    lanes_case<Byte, Byte>("gpu", {padded(45, 5, 48, 3), ACL_BOTTOM_LEFT, 16}, false, false, 3);
    lanes_case<Byte, Byte>("gpu", {padded(7, 3, 16), ACL_TOP_LEFT, 16}, false, true, 4);
  }
  SECTION("other words: 8, 4 and 2 lanes; a mix takes the widest word's") {
    lanes_case<Short, Short>("gpu", {padded(203, 11, 208), ACL_TOP_LEFT, 8}, false, false, 5);
    lanes_case<Float, Float>("gpu", {padded(333, 29, 336), ACL_BOTTOM_LEFT, 4}, false, true, 6);
    lanes_case<Long, Long>("gpu", {padded(99, 7, 100, 2), ACL_TOP_LEFT, 2}, false, false, 7);
    lanes_case<Byte, Float>("gpu", {padded(130, 9, 132), ACL_TOP_LEFT, 4}, false, false, 8);
  }
  SECTION("byte and short lanes move as 32-bit words, signed ones too; other words do not") {
    lanes_case<Char, Char>("gpu", {padded(1001, 23, 1008), ACL_TOP_LEFT, 16, false, 1}, false,
                           false, 19);
    lanes_case<UShort, UShort>("gpu", {padded(75, 9, 80, 2), ACL_BOTTOM_LEFT, 8, false, 1},
                               false, true, 20);
    lanes_case<Char, Short>("gpu", {padded(301, 6, 304), ACL_TOP_LEFT, 8, false, 1}, false,
                            false, 21);  // 8 bytes of char lanes (uint2) beside a uint4 of shorts
    lanes_case<Byte, Float>("gpu", {padded(130, 9, 132), ACL_TOP_LEFT, 4, false, 1}, false,
                            false, 22);  // one uint of byte lanes beside a float4
    lanes_case<Float, Float>("gpu", {padded(130, 9, 132), ACL_TOP_LEFT, 4, false, 0}, false,
                             false, 23);
    lanes_case<Byte, Byte>("cpu", {padded(130, 9, 132), ACL_TOP_LEFT, 0, false, 0}, false,
                           false, 24);
  }
  SECTION("origins, valid counts and block origins of every lane") {
    lanes_case<Byte, Byte>("gpu", {padded(4100, 7, 4104), ACL_TOP_LEFT, 4}, true, false, 9);
    lanes_case<Float, Float>("gpu", {padded(61, 13, 64, 2), ACL_BOTTOM_LEFT, 4}, true, false, 10);
    lanes_case<Float, Float>("cpu", {padded(61, 13, 64, 2), ACL_BOTTOM_LEFT, 0}, true, false, 11);
  }
  SECTION(
      "rows that do not start on a whole vector: one row of all words (flattened) when "
      "User_main sees only its words and the data is dense, else lanes moved by "
      "vloadn/vstoren for 4-byte words, a column per work-item for narrower ones") {
    lanes_case<Byte, Byte>("gpu", {padded(1001, 19, 1001), ACL_TOP_LEFT, 16, true}, false, false,
                           12);
    lanes_case<Float, Float>("gpu", {padded(1001, 19, 1001), ACL_TOP_LEFT, 4, true}, false, false,
                             20);
    lanes_case<Short, Short>("gpu", {padded(333, 7, 333, 3), ACL_TOP_LEFT, 8, true}, false, true,
                             14);
    lanes_case<Byte, Float>("gpu", {padded(77, 5, 77, 2), ACL_TOP_LEFT, 4, true}, false, false,
                            15);
    lanes_case<Byte, Byte>("gpu", {padded(1001, 1024, 1001), ACL_TOP_LEFT, 16, true}, false,
                           true, 18);  // 1001 rows of 1024 words
    // It sees positions (get_acl_origin), the rows are padded, or they are flipped.
    lanes_case<Float, Float>("gpu", {padded(62, 5, 62), ACL_TOP_LEFT, 4}, true, false, 13);
    lanes_case<Float, Float>("gpu", {padded(61, 13, 63, 2), ACL_BOTTOM_LEFT, 4}, true, false, 19);
    lanes_case<Byte, Byte>("gpu", {padded(1001, 19, 1003), ACL_TOP_LEFT, 1}, false, false, 16);
    lanes_case<Byte, Byte>("gpu", {padded(1001, 19, 1001), ACL_BOTTOM_LEFT, 1}, false, false, 17);
  }
}

/// A 3x3 window with nine different weights (a swapped lane or row shows) over float data
/// with margin 1 and `border`; `shrink`: the result goes through ACL_SPECIAL_SHRINK (2x),
/// which keeps the words at even x and y.
void window_case(const Layout& lay, unsigned border, cl_uint origin, bool shrink, size_t lanes,
                 uint32_t seed) {
  INFO("3x3 window over " << shape_name(lay) << " pitch " << lay.row_pitch() << ", border "
                          << border << (origin == ACL_BOTTOM_LEFT ? ", BOTTOM_LEFT" : "")
                          << (shrink ? ", SHRINK" : ""));
  const char* src = R"(
#define P(dx, dy) (*get_acl_xy(a, dx, k + (dy)))
void User_main(float* a, float* o) {
  for (int k = 0; k < get_acl_size(o); k++)
    o[k] = P(-1, -1) + 2.0f * P(0, -1) + 3.0f * P(1, -1) + 4.0f * P(-1, 0) + 5.0f * P(0, 0) +
           6.0f * P(1, 0) + 7.0f * P(-1, 1) + 8.0f * P(0, 1) + 9.0f * P(1, 1);
}
)";
  const std::vector<Float> in = random_words<Float>(lay.buffer_words(), seed, 100);
  Layout lo = lay;
  if (shrink) lo = padded((lay.w + 1) / 2, (lay.h + 1) / 2, (lay.w + 1) / 2 + 2, lay.d);
  ClassGuard guard("gpu");
  Env& e = env();
  cl::Buffer bi = filled(in), bo = poisoned(lo.buffer_words() * 4);
  acl::Kernel k(e.context, src);
  acl::Attr ai = laid_out(lay, 4), ao = laid_out(lo, 4);
  ai.read(origin).halo(1, border);
  ao.read(ACL_NONE).write(shrink ? ACL_SPECIAL_SHRINK : origin);
  if (shrink) ao.scale_log2 = 1;
  k.arg(0, bi, ai).arg(1, bo, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  INFO(plan);
  CHECK(plan_lanes(plan) == lanes);
  View<Float> v{&in, lay, origin == ACL_BOTTOM_LEFT, border};
  std::vector<Float> expected = poison_vector<Float>(lo.buffer_words());
  std::vector<char> care(lo.buffer_words(), 1);
  for (size_t z = 0; z < lay.d; ++z)
    for (size_t y = 0; y < lay.h; ++y)
      for (size_t x = 0; x < lay.w; ++x) {
        if (shrink && ((x | y) & 1)) continue;
        float sum = 0;
        bool known = true;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            Float w;
            known &= v.at(long(x) + dx, long(y) + dy, long(z), w);
            sum += float((dy + 1) * 3 + dx + 2) * (known ? w.v[0] : 0.0f);
          }
        const size_t i = shrink ? lo.index(x / 2, y / 2, z)
                                : lo.index(x, origin == ACL_BOTTOM_LEFT ? lay.h - 1 - y : y, z);
        expected[i].v[0] = sum;
        if (!known) care[i] = 0;
      }
  check_words(expected, read<Float>(bo, lo.buffer_words()), lo, plan, care);
}

/// A weighted 3x3 window over bytes with margin 1 and `border`, into ushort: lanes of 8
/// bytes (the margin's half of 16) move as 32-bit words, uint for the bytes and uint2 for
/// the ushorts, the margin columns word by word; the weights show a swapped lane or row.
void byte_window_case(const Layout& lay, unsigned border, uint32_t seed) {
  INFO("byte 3x3 window over " << shape_name(lay) << " pitch " << lay.row_pitch()
                               << ", border " << border);
  const char* src = R"(
#define P(dx, dy) (ushort)(*get_acl_xy(a, dx, k + (dy)))
void User_main(uchar* a, ushort* o) {
  for (int k = 0; k < get_acl_size(o); k++)
    o[k] = P(-1, -1) + 2 * P(0, -1) + 3 * P(1, -1) + 4 * P(-1, 0) + 5 * P(0, 0) +
           6 * P(1, 0) + 7 * P(-1, 1) + 8 * P(0, 1) + 9 * P(1, 1);
}
)";
  const std::vector<Byte> in = random_words<Byte>(lay.buffer_words(), seed);
  ClassGuard guard("gpu");
  Env& e = env();
  cl::Buffer bi = filled(in), bo = poisoned(lay.buffer_words() * 2);
  acl::Kernel k(e.context, src);
  acl::Attr ai = laid_out(lay, 1), ao = laid_out(lay, 2);
  ai.read(ACL_TOP_LEFT).halo(1, border);
  ao.read(ACL_NONE).write(ACL_TOP_LEFT);
  k.arg(0, bi, ai).arg(1, bo, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  INFO(plan);
  CHECK(plan_lanes(plan) == 4);
  CHECK(plan.find("lanes moved as 32-bit words") != std::string::npos);
  View<Byte> v{&in, lay, false, border};
  std::vector<UShort> expected = poison_vector<UShort>(lay.buffer_words());
  std::vector<char> care(lay.buffer_words(), 1);
  for (size_t z = 0; z < lay.d; ++z)
    for (size_t y = 0; y < lay.h; ++y)
      for (size_t x = 0; x < lay.w; ++x) {
        unsigned sum = 0;
        bool known = true;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            Byte w;
            known &= v.at(long(x) + dx, long(y) + dy, long(z), w);
            sum += unsigned((dy + 1) * 3 + dx + 2) * (known ? w.v[0] : 0u);
          }
        expected[lay.index(x, y, z)].v[0] = uint16_t(sum);
        if (!known) care[lay.index(x, y, z)] = 0;
      }
  check_words(expected, read<UShort>(bo, lay.buffer_words()), lay, plan, care);
}

TEST_CASE("lanes: data with a margin, and SHRINK write-backs", "[device][lanes]") {
  // With a margin a work-item moves 8 bytes per row: 2 float lanes.
  SECTION("3x3 windows, every border mode, ragged widths") {
    window_case(padded(333, 29, 336), ACL_BORDER_CLAMP, ACL_TOP_LEFT, false, 2, 15);
    window_case(padded(333, 29, 336), ACL_BORDER_ZERO, ACL_BOTTOM_LEFT, false, 2, 16);
    window_case(padded(70, 9, 72, 2), ACL_BORDER_MIRROR, ACL_TOP_LEFT, false, 2, 17);
    window_case(padded(5, 3, 8), ACL_BORDER_CLAMP, ACL_TOP_LEFT, false, 2, 18);
  }
  SECTION("bytes with a margin: own columns as 32-bit words, margin columns word by word") {
    // Tall enough for block rows whose windows lie inside (the unguarded copy runs).
    byte_window_case(padded(333, 77, 336), ACL_BORDER_CLAMP, 23);
    byte_window_case(padded(70, 50, 72, 2), ACL_BORDER_MIRROR, 24);
    byte_window_case(padded(1001, 40, 1004), ACL_BORDER_ZERO, 25);
  }
  SECTION("SHRINK of a margin-1 source") {
    // Destination rows of an odd pitch (169 words): 8 bytes of lanes (the margin's), each
    // kept row's one kept word stored from private memory.
    window_case(padded(333, 29, 336), ACL_BORDER_CLAMP, ACL_TOP_LEFT, true, 2, 19);
    window_case(padded(333, 29, 333), ACL_BORDER_CLAMP, ACL_TOP_LEFT, true, 1, 21);
    // Destination rows of whole float2 (502 words): 16 bytes of lanes, and each kept row's
    // two kept words stored as one float2 from private memory; one-row blocks (a one-row
    // view) keep no row at a fixed step and store word by word.
    window_case(padded(1000, 37, 1000, 2), ACL_BORDER_MIRROR, ACL_BOTTOM_LEFT, true, 4, 20);
    window_case(padded(1000, 1, 1000), ACL_BORDER_CLAMP, ACL_TOP_LEFT, true, 4, 22);
    window_case(padded(1004, 9, 1004), ACL_BORDER_ZERO, ACL_TOP_LEFT, true, 4, 23);
  }
}

TEST_CASE("lanes: __local scratch and __global pointers keep one column per work-item",
          "[device][lanes]") {
  const char* src = R"(
void User_main(float* a, float* o, __global int* seen, __local int* scratch) {
  scratch[get_local_id(0)] = 1;
  for (int k = 0; k < get_acl_size(o); k++) o[k] = a[k] + 1.0f;
  if (get_global_id(0) == 0) seen[0] = 1;
}
)";
  ClassGuard guard("gpu");
  Env& e = env();
  const Layout lay = padded(64, 8, 64);
  std::vector<Float> ha = random_words<Float>(lay.count(), 14, 100);
  cl::Buffer ba = filled(ha), bo = poisoned(lay.count() * 4), bs = poisoned(4);
  acl::Kernel k(e.context, src);
  acl::Attr in, out;
  in.shape(64, 8).words(4).read(ACL_TOP_LEFT).write(ACL_NONE);
  out.shape(64, 8).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  const size_t max_wg = e.device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>();
  k.arg(0, ba, in).arg(1, bo, out).arg(2, bs).local(3, max_wg * 4);
  std::string plan;
  if (!launch(k, plan)) return;
  CHECK(plan_lanes(plan) == 1);
  std::vector<Float> expected(lay.count());
  for (size_t i = 0; i < expected.size(); ++i) expected[i].v[0] = ha[i].v[0] + 1.0f;
  check_words(expected, read<Float>(bo, lay.count()), lay, plan);
}

/// Row loops, horizontal data: o = a * 2 - b + t (floats) and each word's x * 4096 + y from
/// get_acl_origin plus its block's origin x (plus one) from get_acl_blockOrigin, at a ragged width.
void horizontal_loop_case(Strategy strategy, const Layout& lay, uint32_t seed) {
  INFO(shape_name(lay) << " pitch " << lay.row_pitch() << ", strategy " << strategy);
  const char* src = R"(
void User_main(const float* a, const float* b, float* o, int* xy, int* bx, float t) {
  for (int k = 0; k < get_acl_size(o); k++) {
    o[k] = a[k] * 2.0f - b[k] + t;
    xy[k] = (get_acl_origin(o, 0) + k) * 4096 + get_acl_origin(o, 1);
    bx[k] = get_acl_blockOrigin(o, 0) + 1;
  }
}
)";
  ClassGuard guard(strategy);
  Env& e = env();
  const size_t words = lay.buffer_words();
  const std::vector<Float> ha = random_words<Float>(words, seed, 100);
  const std::vector<Float> hb = random_words<Float>(words, seed + 1, 100);
  cl::Buffer ba = filled(ha), bb = filled(hb), bo = poisoned(words * 4);
  cl::Buffer bxy = poisoned(words * 4), bbx = poisoned(words * 4);
  auto attr = [&](bool input) {
    acl::Attr at = laid_out(lay, 4);
    at.split = ACL_HORIZONTAL;
    if (input)
      at.read(ACL_TOP_LEFT).write(ACL_NONE);
    else
      at.read(ACL_NONE).write(ACL_TOP_LEFT);
    return at;
  };
  acl::Kernel k(e.context, src);
  k.arg(0, ba, attr(true)).arg(1, bb, attr(true)).arg(2, bo, attr(false));
  k.arg(3, bxy, attr(false)).arg(4, bbx, attr(false)).arg(5, 0.5f);
  std::string plan;
  if (!launch(k, plan)) return;
  INFO(plan);
  CHECK(plan.find("work-items as a loop") != std::string::npos);
  const size_t bw = plan_block_w(plan);
  REQUIRE(bw >= 1);
  std::vector<Float> eo = poison_vector<Float>(words);
  std::vector<Int> exy = poison_vector<Int>(words), ebx = exy;
  for (size_t y = 0; y < lay.h; ++y)
    for (size_t x = 0; x < lay.w; ++x) {
      const size_t i = lay.index(x, y, 0);
      eo[i].v[0] = ha[i].v[0] * 2.0f - hb[i].v[0] + 0.5f;
      exy[i].v[0] = int32_t(x * 4096 + y);
      ebx[i].v[0] = int32_t(x - x % bw + 1);
    }
  check_words(eo, read<Float>(bo, words), lay, plan);
  check_words(exy, read<Int>(bxy, words), lay, plan);
  check_words(ebx, read<Int>(bbx, words), lay, plan);
}

TEST_CASE("row loops: a block's work-items as a loop in one work-item (CPUs)",
          "[device][lanes][row-loop]") {
  SECTION("vertical: values, origins, valid counts and block origins, ragged and 3-D") {
    lanes_case<Byte, Byte>("cpu-loop", {padded(1001, 19, 1008), ACL_TOP_LEFT, 1, false, 0, 1}, true,
                           false, 30);
    lanes_case<Float, Float>("cpu-loop", {padded(61, 13, 64, 2), ACL_BOTTOM_LEFT, 1, false, 0, 1},
                             true, false, 31);
    lanes_case<Short, Short>("cpu-loop", {padded(1, 1, 1), ACL_TOP_LEFT, 1, false, 0, 1}, false,
                             true, 32);
    // Portions of several words, groups walking several blocks.
    lanes_case<Byte, Float>("cpu-loop64", {padded(301, 37, 304), ACL_TOP_LEFT, 1, false, 0, 1},
                            true, false, 33);
    lanes_case<Int, Int>("cpu-loop64", {padded(130, 9, 130, 3), ACL_BOTTOM_LEFT, 1, false, 0, 1},
                         false, true, 34);
  }
  SECTION("horizontal portions") {
    horizontal_loop_case("cpu-loop", padded(333, 7, 336), 35);
    horizontal_loop_case("cpu-loop64", padded(1021, 5, 1021), 36);
  }
}

}  // namespace
}  // namespace acltest
