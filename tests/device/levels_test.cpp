// COMMON data and levels: a level-1 lookup table, level-2 COMMON chunks (horizontal and
// vertical) and level-2 SEPARATE splits accumulated into level-1 definition data, level 3,
// definition-only data starting at zero, and the state builtins (origin, valid, levelIdx,
// blockNum) against docs/attributes.md and docs/builtins.md.
#include "harness.hpp"

namespace acltest {
namespace {

using UChar = Word<uint8_t>;
using Int = Word<int32_t>;
using Long = Word<int64_t>;

size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = 0; (p = s.find(from, p)) != std::string::npos; p += to.size())
    s.replace(p, from.size(), to);
  return s;
}

acl::Attr in_attr(const Layout& l, unsigned ws, cl_uint split = ACL_VERTICAL) {
  acl::Attr a = laid_out(l, ws);  // the layout's pitches (dense where it has none)
  a.split = split;
  return a;
}
acl::Attr out_attr(const Layout& l, unsigned ws, cl_uint split = ACL_VERTICAL) {
  acl::Attr a = in_attr(l, ws, split);
  a.read(ACL_NONE).write(ACL_TOP_LEFT);
  return a;
}
/// COMMON data at `level`, with pitches when the layout has them.
acl::Attr common_attr(const Layout& l, unsigned ws, unsigned level, cl_uint split,
                      unsigned split_max = 0) {
  acl::Attr a = in_attr(l, ws, split);
  a.common().at_level(level);
  a.split_max = split_max;
  if (l.pitch) a.row_pitch = l.pitch * ws;
  if (l.slice) a.slice_pitch = l.slice * ws;
  return a;
}

// ---- level-1 COMMON lookup table ----

const char* kLut = R"(
void User_main(uchar* img, __local const int* lut, int* out) {
  for (int k = 0; k < get_acl_size(out); k++) {
    const int v = img[k];
    out[k] = lut[(v / LW) * get_acl_width(lut) + v % LW] +
             (get_acl_valid(lut) == 256 && get_acl_size(lut) == 256 ? 0 : 0x40000000);
  }
}
)";

/// out = lut[img] with a 256-entry LUT of shape `lut` (rows of `lw` words, pitched in the
/// buffer; the local tile is dense).
void lut_case(Strategy strategy, const Layout& img, cl_uint split, const Layout& lut,
              uint32_t seed) {
  INFO("LUT " << shape_name(lut) << " (pitch " << lut.pitch << ") over image "
              << shape_name(img) << ", split " << split << ", strategy " << strategy);
  std::vector<UChar> himg = random_words<UChar>(img.count(), seed);
  himg[0].v[0] = 0;  // entry 0 and 255 are read too
  himg[img.count() - 1].v[0] = 255;
  std::vector<Int> hlut = random_words<Int>(lut.buffer_words(), seed + 1, 1 << 20);
  std::vector<Int> expected(img.count());
  for (size_t i = 0; i < img.count(); ++i) {
    const size_t v = himg[i].v[0];
    expected[i] = hlut[lut.index(v % lut.w, (v / lut.w) % lut.h, v / (lut.w * lut.h))];
  }
  const std::string src = replace_all(kLut, "LW", std::to_string(lut.w));
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(himg), bl = filled(hlut), bo = poisoned(img.count() * 4);
  acl::Kernel k(env().context, src);
  k.arg(0, bi, in_attr(img, 1, split));
  k.arg(1, bl, common_attr(lut, 4, 1, ACL_VERTICAL));
  k.arg(2, bo, out_attr(img, 4, split));
  std::string plan;
  if (!launch(k, plan)) return;
  check_words(expected, read<Int>(bo, img.count()), img, plan, {}, show_input(himg, img));
}

// ---- level-2 COMMON accumulation ----

// Horizontal chunks: get_acl_valid(w) words of one row; the chunk's origin places them.
const char* kChunksH = R"(
void User_main(int* in, __local const int* w, int* out) {
  int s = 0;
  for (int j = 0; j < get_acl_valid(w); j++)
    s += w[j] * (get_acl_origin(w, 0) + j + 1) * (get_acl_origin(w, 1) + 2) *
         (get_acl_origin(w, 2) + 1);
  for (int k = 0; k < get_acl_size(out); k++) out[k] += s * in[k];
}
)";

// Vertical chunks: get_acl_valid(w) whole rows of get_acl_width(w) words.
const char* kChunksV = R"(
void User_main(int* in, __local const int* w, int* out) {
  int s = 0;
  for (int r = 0; r < get_acl_valid(w); r++)
    for (int c = 0; c < get_acl_width(w); c++)
      s += w[r * get_acl_width(w) + c] * (get_acl_origin(w, 0) + c + 1) *
           (get_acl_origin(w, 1) + r + 2) * (get_acl_origin(w, 2) + 1);
  for (int k = 0; k < get_acl_size(out); k++) out[k] += s * in[k];
}
)";

/// out (definition only, so it starts at zero) = in * sum of w(x,y,z) (x+1)(y+2)(z+1),
/// accumulated over the level-2 chunks of w.
void chunks_case(Strategy strategy, cl_uint chunking, const Layout& w, unsigned split_max,
                 const Layout& img, cl_uint split, uint32_t seed) {
  INFO("level-2 COMMON " << (chunking == ACL_VERTICAL ? "VERTICAL" : "HORIZONTAL") << " "
                         << shape_name(w) << " split_max " << split_max << ", data "
                         << shape_name(img) << " split " << split << ", strategy " << strategy);
  std::vector<Int> hin = random_words<Int>(img.count(), seed, 5);
  std::vector<Int> hw = random_words<Int>(w.buffer_words(), seed + 1, 3);
  int64_t sum = 0;
  for (size_t z = 0; z < w.d; ++z)
    for (size_t y = 0; y < w.h; ++y)
      for (size_t x = 0; x < w.w; ++x)
        sum += int64_t(hw[w.index(x, y, z)].v[0]) * int64_t(x + 1) * int64_t(y + 2) * int64_t(z + 1);
  REQUIRE((sum < 0 ? -sum : sum) * 5 < (int64_t(1) << 31));
  std::vector<Int> expected(img.count());
  for (size_t i = 0; i < img.count(); ++i) expected[i].v[0] = int32_t(sum * hin[i].v[0]);

  ClassGuard guard(strategy);
  cl::Buffer bi = filled(hin), bw = filled(hw), bo = poisoned(img.count() * 4);
  acl::Kernel k(env().context, chunking == ACL_VERTICAL ? kChunksV : kChunksH);
  k.arg(0, bi, in_attr(img, 4, split));
  k.arg(1, bw, common_attr(w, 4, 2, chunking, split_max));
  k.arg(2, bo, out_attr(img, 4, split));
  std::string plan;
  if (!launch(k, plan)) return;
  check_words(expected, read<Int>(bo, img.count()), img, plan, {}, show_input(hin, img));
}

// ---- float data beside COMMON chunks: User_main on vectors (pass user_lanes) ----

// A sum over the atoms of each chunk (MDH's form): on CPUs, where rows are whole vectors,
// `float` is a vector of neighbouring points and the atoms are vectors of copies.
const char* kGaussSum = R"(
void User_main(float* p, __local const float* a, __local const float* q, float* out,
               float k) {
  for (int j = 0; j < get_acl_valid(a); j++)
    for (int i = 0; i < get_ac_size(1); i++) {
      float d = p[i] - a[j];
      out[i] += q[j] * exp(-k * d * d);
    }
}
)";

// The same with a branch on a float, which does not compile on vectors: words again.
const char* kGaussSumBranch = R"(
void User_main(float* p, __local const float* a, __local const float* q, float* out,
               float k) {
  for (int j = 0; j < get_acl_valid(a); j++)
    for (int i = 0; i < get_ac_size(1); i++) {
      float d = p[i] - a[j];
      if (d < 0.0f) d = -d;
      out[i] += q[j] * exp(-k * d * d);
    }
}
)";
// The same with the sign kept in an int: no branch on a float, but a comparison of floats
// stored into an int, which does not compile on vectors either (the build fails and the plan
// is made again on words).
// A float comparison passed to a helper's int: lane_safe's scan does not see it, the build on
// vectors fails, and the plan is made again on words.
const char* kGaussSumCall = R"(
float flip(int negative, float d) { return negative ? -d : d; }
void User_main(float* p, __local const float* a, __local const float* q, float* out,
               float k) {
  for (int j = 0; j < get_acl_valid(a); j++)
    for (int i = 0; i < get_ac_size(1); i++) {
      const float d = flip(p[i] < a[j], p[i] - a[j]);
      out[i] += q[j] * exp(-k * d * d);
    }
}
)";

/// out(x, y) = sum over atoms j of q_j exp(-k (p(x, y) - a_j)^2), atoms in level-2 chunks;
/// `vectors`: the plan says it runs on vectors (else on words, and why). `lanes`: the knob
/// user_lanes set to it (0: the class's, the device's native width).
void gauss_case(Strategy strategy, const char* source, const Layout& img, size_t atoms,
                bool vectors, const std::string& words_note, uint32_t seed, unsigned lanes = 0,
                unsigned level = 2) {
  INFO("float data " << shape_name(img) << " beside " << atoms << " COMMON atoms at level " << level
                     << ", strategy " << strategy
                     << (source == kGaussSumBranch ? ", a branch on a float" : "")
                     << (source == kGaussSumCall ? ", a float comparison passed as an int" : "")
                     << (lanes ? ", user_lanes=" + std::to_string(lanes) : std::string()));
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  std::vector<float> hp(img.buffer_words()), ha(atoms), hq(atoms);
  for (float& v : hp) v = u(rng);
  for (float& v : ha) v = u(rng);
  for (float& v : hq) v = u(rng);
  const float k = 1.7f;
  ClassGuard guard(strategy);
  if (lanes) setenv("ACL_KNOBS", ("user_lanes=" + std::to_string(lanes)).c_str(), 1);
  cl::Buffer bp = filled(hp), ba = filled(ha), bq = filled(hq),
             bo = poisoned(img.buffer_words() * 4);
  acl::Kernel kern(env().context, source);
  kern.arg(0, bp, in_attr(img, 4)).arg(1, ba, common_attr({atoms}, 4, level, ACL_HORIZONTAL));
  kern.arg(2, bq, common_attr({atoms}, 4, level, ACL_HORIZONTAL)).arg(3, bo, out_attr(img, 4));
  kern.arg(4, k);
  std::string plan;
  if (!launch(kern, plan)) return;
  plan = plan_of(kern);  // as built: a plan on vectors that failed to build is replaced
  INFO(plan);
  // The class's user_lanes 1 takes the device's native width: none on most GPUs.
  const cl_uint native =
      lanes ? lanes : env().device.getInfo<CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT>();
  const bool takes = vectors && native >= 2 && native <= 16;
  CHECK((plan.find("User_main runs on float") != std::string::npos) == takes);
  if (!words_note.empty() && native >= 2 && native <= 16)
    CHECK(plan.find(words_note) != std::string::npos);
  const std::vector<float> got = read<float>(bo, img.buffer_words());
  // Words between rows and slices (a partial last vector's other words) stay poison.
  std::vector<bool> inside(img.buffer_words());
  for (size_t z = 0; z < img.d; ++z)
    for (size_t y = 0; y < img.h; ++y)
      for (size_t x = 0; x < img.w; ++x) inside[img.index(x, y, z)] = true;
  const std::vector<unsigned char> bytes = read_bytes(bo, img.buffer_words() * 4);
  size_t touched = 0;
  for (size_t i = 0; i < inside.size(); ++i)
    for (size_t b = 0; b < 4; ++b) touched += !inside[i] && bytes[4 * i + b] != kPoison;
  CHECK(touched == 0);
  size_t bad = 0;
  for (size_t z = 0; z < img.d; ++z)
    for (size_t y = 0; y < img.h; ++y)
      for (size_t x = 0; x < img.w; ++x) {
        const size_t i = img.index(x, y, z);
        double want = 0;
        for (size_t j = 0; j < atoms; ++j) {
          const double d = double(hp[i]) - ha[j];
          want += hq[j] * std::exp(-double(k) * d * d);
        }
        if (!(std::fabs(got[i] - want) <= 1e-4 * (1.0 + std::fabs(want))) && bad++ < 5)
          FAIL_CHECK("(" << x << ", " << y << ", " << z << "): " << got[i] << ", expected "
                         << want);
      }
  CHECK(bad == 0);
}

// ---- level-2 SEPARATE ----

// Every work-group sees every level-2 split; work-item i sees its own portion of each.
const char* kSeparate2 = R"(
void User_main(int* in, int* b, int* out, __global int* info) {
  int s = 0;
  for (int k = 0; k < get_acl_valid(b); k++) {
    const int x = get_acl_origin(b, 0) + KX * k, y = get_acl_origin(b, 1) + KY * k;
    s += b[k] * (1 + (x + 3 * y + 5 * get_acl_origin(b, 2)) % 7);
  }
  for (int k = 0; k < get_acl_size(out); k++)
    out[k] += s + (get_acl_levelIdx() == 0 ? in[k] : 0);
  if (get_global_id(0) == 0) {
    info[0] = get_local_size(0);
    info[1] = get_acl_size(b);
    info[2] = get_acl_blockNum(2);
    info[3] = get_acl_levelSze();
    info[4] = get_acl_levelPos();
  }
}
)";

/// out(x,y,z) = in + sum of b's words that work-item x % WG owns in every split (level-1
/// data is vertical, so work-item i owns column i of each block).
void separate2_case(Strategy strategy, const Layout& img, const Layout& b, cl_uint bsplit,
                    unsigned split_max, uint32_t seed) {
  INFO("level-2 SEPARATE " << shape_name(b) << " split " << bsplit << " split_max " << split_max
                           << ", data " << shape_name(img) << ", strategy " << strategy);
  std::vector<Int> hin = random_words<Int>(img.count(), seed, 100);
  std::vector<Int> hb = random_words<Int>(b.count(), seed + 1, 100);
  const std::string src = replace_all(replace_all(kSeparate2, "KX", bsplit ? "1" : "0"), "KY",
                                      bsplit ? "0" : "1");
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(hin), bb = filled(hb), bo = poisoned(img.count() * 4);
  cl::Buffer binfo = poisoned(8 * 4);
  acl::Kernel k(env().context, src);
  acl::Attr ab = in_attr(b, 4, bsplit).at_level(2);
  ab.split_max = split_max;
  k.arg(0, bi, in_attr(img, 4)).arg(1, bb, ab).arg(2, bo, out_attr(img, 4)).arg(3, binfo);
  std::string plan;
  if (!launch(k, plan)) return;
  const std::vector<Int> info = read<Int>(binfo, 8);
  const size_t wg = size_t(info[0].v[0]), s2 = size_t(info[1].v[0]);
  INFO("work-group " << wg << ", b split " << s2 << "\n" << plan);
  REQUIRE(wg == plan_wg(plan));
  REQUIRE(s2 >= 1);
  // Splits of b per docs/attributes.md (cut like level-1 data).
  const size_t m = bsplit == ACL_VERTICAL ? ceil_div(b.w, wg) * ceil_div(b.h, s2) * b.d
                                          : ceil_div(b.w, wg * s2) * b.h * b.d;
  CHECK(size_t(info[2].v[0]) == m);
  CHECK(size_t(info[3].v[0]) == m);
  CHECK(info[4].v[0] == 2);
  std::vector<int64_t> per_item(wg, 0);
  for (size_t z = 0; z < b.d; ++z)
    for (size_t y = 0; y < b.h; ++y)
      for (size_t x = 0; x < b.w; ++x) {
        const size_t item = bsplit == ACL_VERTICAL ? x % wg : (x % (wg * s2)) / s2;
        per_item[item] += int64_t(hb[b.index(x, y, z)].v[0]) * (1 + (x + 3 * y + 5 * z) % 7);
      }
  std::vector<Int> expected(img.count());
  for (size_t z = 0; z < img.d; ++z)
    for (size_t y = 0; y < img.h; ++y)
      for (size_t x = 0; x < img.w; ++x) {
        const size_t i = img.index(x, y, z);
        expected[i].v[0] = int32_t(hin[i].v[0] + per_item[x % wg]);
      }
  check_words(expected, read<Int>(bo, img.count()), img, plan, {}, show_input(hin, img));
}

// ---- level 3 ----

const char* kLevel3 = R"(
void User_main(int* in, __local const int* w2, __local const int* w3, long* out, int* cnt,
               __global int* info) {
  long s2 = 0, s3 = 0;
  for (int j = 0; j < get_acl_valid(w2); j++) s2 += w2[j] * (get_acl_origin(w2, 0) + j + 1);
  for (int r = 0; r < get_acl_valid(w3); r++)
    for (int c = 0; c < get_acl_width(w3); c++)
      s3 += w3[r * get_acl_width(w3) + c] * (c + 1) * (get_acl_origin(w3, 1) + r + 1);
  for (int k = 0; k < get_acl_size(out); k++) {
    out[k] += s2 * s3 * in[k];
    cnt[k] += get_acl_iter(2) * 1000 + get_acl_levelIdx() + 1;
  }
  if (get_global_id(0) == 0) {
    info[0] = get_acl_blockNum(2);
    info[1] = get_acl_blockNum(3);
    info[2] = get_acl_blockSize(2);
    info[3] = get_acl_blockSize(3);
    info[4] = get_acl_levelPos();
    info[5] = get_acl_levelSze();
  }
}
)";

void level3_case(Strategy strategy, const Layout& img, cl_uint split, const Layout& w2,
                 unsigned max2, const Layout& w3, unsigned max3, uint32_t seed) {
  INFO("level 3: data " << shape_name(img) << " split " << split << ", w2 " << shape_name(w2)
                        << " split_max " << max2 << ", w3 " << shape_name(w3) << " split_max "
                        << max3 << ", strategy " << strategy);
  std::vector<Int> hin = random_words<Int>(img.count(), seed, 100);
  std::vector<Int> h2 = random_words<Int>(w2.count(), seed + 1, 3);
  std::vector<Int> h3 = random_words<Int>(w3.count(), seed + 2, 3);
  int64_t s2 = 0, s3 = 0;
  for (size_t y = 0; y < w2.h; ++y)
    for (size_t x = 0; x < w2.w; ++x) s2 += int64_t(h2[w2.index(x, y, 0)].v[0]) * int64_t(x + 1);
  for (size_t z = 0; z < w3.d; ++z)
    for (size_t y = 0; y < w3.h; ++y)
      for (size_t x = 0; x < w3.w; ++x)
        s3 += int64_t(h3[w3.index(x, y, z)].v[0]) * int64_t(x + 1) * int64_t(y + 1);

  ClassGuard guard(strategy);
  cl::Buffer bi = filled(hin), b2 = filled(h2), b3 = filled(h3);
  cl::Buffer bo = poisoned(img.count() * 8), bc = poisoned(img.count() * 4);
  cl::Buffer binfo = poisoned(8 * 4);
  acl::Kernel k(env().context, kLevel3);
  k.arg(0, bi, in_attr(img, 4, split));
  k.arg(1, b2, common_attr(w2, 4, 2, ACL_HORIZONTAL, max2));
  k.arg(2, b3, common_attr(w3, 4, 3, ACL_VERTICAL, max3));
  k.arg(3, bo, out_attr(img, 8, split)).arg(4, bc, out_attr(img, 4, split)).arg(5, binfo);
  std::string plan;
  if (!launch(k, plan)) return;
  const std::vector<Int> info = read<Int>(binfo, 8);
  INFO(plan);
  const size_t bs2 = size_t(info[2].v[0]), bs3 = size_t(info[3].v[0]);
  REQUIRE(bs2 >= 1);
  REQUIRE(bs3 >= 1);
  const size_t m = ceil_div(w2.w, bs2) * w2.h, l = ceil_div(w3.h, bs3) * w3.d;
  CHECK(size_t(info[0].v[0]) == m);
  CHECK(size_t(info[1].v[0]) == l);
  CHECK(info[4].v[0] == 3);
  CHECK(size_t(info[5].v[0]) == l);
  std::vector<Long> expected(img.count());
  std::vector<Int> expected_cnt(img.count());
  const int64_t calls = int64_t(1000 * l * (m * (m - 1) / 2) + m * (l * (l + 1) / 2));
  for (size_t i = 0; i < img.count(); ++i) {
    expected[i].v[0] = s2 * s3 * hin[i].v[0];
    expected_cnt[i].v[0] = int32_t(calls);
  }
  check_words(expected, read<Long>(bo, img.count()), img, plan, {}, show_input(hin, img));
  check_words(expected_cnt, read<Int>(bc, img.count()), img, plan);
}

// ---- level-1 state builtins ----

const char* kOrigins = R"(
void User_main(T* a, long* o, int* v, int* n, __global int* info) {
  for (int k = 0; k < get_acl_size(o); k++) {
    o[k] = (long)(get_acl_origin(a, 0) + KX * k) + ((long)(get_acl_origin(a, 1) + KY * k) << 20) +
           ((long)get_acl_origin(a, 2) << 40);
    v[k] = get_acl_valid(a) * 1000 + get_acl_valid(o);
    n[k] = get_acl_levelIdx() * 10 + (get_acl_iter(1) == get_acl_levelIdx() ? 1 : 2);
  }
  if (get_global_id(0) == 0) {
    info[0] = get_local_size(0);
    info[1] = get_acl_size(a);
    info[2] = get_acl_blockNum(1);
    info[3] = get_acl_blockSize(1);
    info[4] = get_acl_levelPos();
    info[5] = get_acl_levelSze();
    info[6] = get_ac_size(1);
  }
}
)";

/// Writes each word's own coordinates (from get_acl_origin), its portion's valid count
/// and its block number; all must match where the word is (docs/attributes.md, split).
template <typename W>
void origins_case(Strategy strategy, const Layout& lay, cl_uint split, cl_uint origin,
                  uint32_t seed) {
  const bool vert = split == ACL_VERTICAL;
  INFO("origins of " << cl_type<W>() << " " << shape_name(lay) << ", split "
                     << (vert ? "VERTICAL" : "HORIZONTAL")
                     << (origin == ACL_BOTTOM_LEFT ? ", BOTTOM_LEFT" : "") << ", strategy "
                     << strategy);
  std::vector<W> ha = random_words<W>(lay.count(), seed);
  std::string src = replace_all(kOrigins, "T*", cl_type<W>() + "*");
  src = replace_all(replace_all(src, "KX", vert ? "0" : "1"), "KY", vert ? "1" : "0");
  ClassGuard guard(strategy);
  cl::Buffer ba = filled(ha), bo = poisoned(lay.count() * 8), bv = poisoned(lay.count() * 4);
  cl::Buffer bn = poisoned(lay.count() * 4), binfo = poisoned(8 * 4);
  acl::Kernel k(env().context, src);
  acl::Attr aa = in_attr(lay, sizeof(W), split).read(origin);
  acl::Attr ao = out_attr(lay, 8, split).write(origin);
  acl::Attr av = out_attr(lay, 4, split).write(origin);
  k.arg(0, ba, aa).arg(1, bo, ao).arg(2, bv, av).arg(3, bn, av).arg(4, binfo);
  std::string plan;
  if (!launch(k, plan)) return;
  const std::vector<Int> info = read<Int>(binfo, 8);
  const size_t wg = size_t(info[0].v[0]), s = size_t(info[1].v[0]);
  INFO("work-group " << wg << ", split " << s << "\n" << plan);
  REQUIRE(wg == plan_wg(plan));
  REQUIRE(s >= 1);
  const size_t gx = vert ? ceil_div(lay.w, wg) : ceil_div(lay.w, wg * s);
  const size_t gy = vert ? ceil_div(lay.h, s) : lay.h;
  CHECK(size_t(info[2].v[0]) == gx * gy * lay.d);
  CHECK(size_t(info[3].v[0]) == s);  // one argument shape: the level's largest is a's
  CHECK(info[4].v[0] == 1);
  CHECK(size_t(info[5].v[0]) == gx * gy * lay.d);
  CHECK(size_t(info[6].v[0]) == s);

  std::vector<Long> eo(lay.count());
  std::vector<Int> ev(lay.count()), en(lay.count());
  for (size_t z = 0; z < lay.d; ++z)
    for (size_t y = 0; y < lay.h; ++y)
      for (size_t x = 0; x < lay.w; ++x) {
        // (x, y, z) is the view coordinate; memory row flips for BOTTOM_LEFT.
        const size_t i = lay.index(x, origin == ACL_BOTTOM_LEFT ? lay.h - 1 - y : y, z);
        eo[i].v[0] = int64_t(x) + (int64_t(y) << 20) + (int64_t(z) << 40);
        const size_t valid = vert ? std::min(s, lay.h - (y - y % s))
                                  : std::min(s, lay.w - (x - x % s));
        ev[i].v[0] = int32_t(valid * 1001);
        const size_t bx = vert ? x / wg : x / (wg * s), by = vert ? y / s : y;
        en[i].v[0] = int32_t((bx + gx * (by + gy * z)) * 10 + 1);
      }
  check_words(eo, read<Long>(bo, lay.count()), lay, plan);
  check_words(ev, read<Int>(bv, lay.count()), lay, plan);
  check_words(en, read<Int>(bn, lay.count()), lay, plan);
}

// ---- definition-only data starts at zero ----

template <typename W>
void zero_start_case(Strategy strategy, const Layout& lay, cl_uint split, uint32_t seed) {
  INFO("definition-only " << cl_type<W>() << " " << shape_name(lay) << " split " << split
                          << ", strategy " << strategy);
  const std::string t = cl_type<W>();
  const std::string src = "void User_main(" + t + "* a, " + t +
                          "* o) {\n"
                          "  for (int k = 0; k < get_acl_size(o); k++) { o[k] += a[k]; o[k] += 1; }\n}\n";
  std::vector<W> ha = random_words<W>(lay.count(), seed, 100);
  std::vector<W> expected(lay.count());
  for (size_t i = 0; i < lay.count(); ++i)
    for (int l = 0; l < W::kLanes; ++l)
      expected[i].v[l] = typename W::Base(ha[i].v[l] + 1);
  ClassGuard guard(strategy);
  cl::Buffer ba = filled(ha), bo = poisoned(lay.count() * sizeof(W));
  acl::Kernel k(env().context, src);
  k.arg(0, ba, in_attr(lay, sizeof(W), split)).arg(1, bo, out_attr(lay, sizeof(W), split));
  std::string plan;
  if (!launch(k, plan)) return;
  check_words(expected, read<W>(bo, lay.count()), lay, plan, {}, show_input(ha, lay));
}

Layout pitched(size_t w, size_t h, size_t d, size_t pitch, size_t slice = 0) {
  Layout l{w, h, d};
  l.pitch = pitch, l.slice = slice;
  return l;
}

// ---- level-1 arguments of different shapes ----

const char* kShapes = R"(
void User_main(int* a, short* b, int* o, __global int* info) {
  int s = 0;
  for (int j = 0; j < get_acl_valid(b); j++) s += b[j] * (j + 1);
  for (int k = 0; k < get_acl_size(o); k++) o[k] = a[k] * 1000 + s;
  if (get_global_id(0) == 0) {
    info[0] = get_local_size(0);
    info[1] = get_acl_size(a);
    info[2] = get_acl_size(b);
  }
}
)";

/// Level-1 a (and o) and a shorter b share the block count: block n of a goes with block
/// n of b, so o = a * 1000 + the weighted sum of b's portion in the same block.
void shapes_case(Strategy strategy, const Layout& la, const Layout& lb, uint32_t seed) {
  INFO("level-1 a " << shape_name(la) << " with b " << shape_name(lb) << ", strategy "
                    << strategy);
  std::vector<Int> ha = random_words<Int>(la.count(), seed, 100);
  std::vector<Word<int16_t>> hb = random_words<Word<int16_t>>(lb.count(), seed + 1, 100);
  ClassGuard guard(strategy);
  cl::Buffer ba = filled(ha), bb = filled(hb), bo = poisoned(la.count() * 4);
  cl::Buffer binfo = poisoned(4 * 4);
  acl::Kernel k(env().context, kShapes);
  k.arg(0, ba, in_attr(la, 4)).arg(1, bb, in_attr(lb, 2)).arg(2, bo, out_attr(la, 4)).arg(3, binfo);
  std::string plan;
  if (!launch(k, plan)) return;
  const std::vector<Int> info = read<Int>(binfo, 4);
  const size_t wg = size_t(info[0].v[0]), sa = size_t(info[1].v[0]), sb = size_t(info[2].v[0]);
  INFO("work-group " << wg << ", splits " << sa << " and " << sb << "\n" << plan);
  REQUIRE(sa >= 1);
  REQUIRE(sb >= 1);
  // Same number of blocks (docs/attributes.md, level).
  CHECK(ceil_div(la.w, wg) * ceil_div(la.h, sa) * la.d == ceil_div(lb.w, wg) * ceil_div(lb.h, sb) * lb.d);
  std::vector<Int> expected(la.count());
  for (size_t y = 0; y < la.h; ++y)
    for (size_t x = 0; x < la.w; ++x) {
      int64_t s = 0;
      const size_t by = y / sa;
      for (size_t j = 0; j < sb && by * sb + j < lb.h && x < lb.w; ++j)
        s += int64_t(hb[lb.index(x, by * sb + j, 0)].v[0]) * int64_t(j + 1);
      expected[la.index(x, y, 0)].v[0] = int32_t(ha[la.index(x, y, 0)].v[0] * 1000 + s);
    }
  check_words(expected, read<Int>(bo, la.count()), la, plan, {}, show_input(ha, la));
}

void lut_cases(Strategy s) {
  lut_case(s, {257, 17}, ACL_VERTICAL, {256}, 11);
  lut_case(s, {1023, 2}, ACL_HORIZONTAL, pitched(16, 16, 1, 20), 12);
  lut_case(s, {70, 9, 2}, ACL_VERTICAL, pitched(8, 8, 4, 10, 100), 13);
}

// Each work-item runs User_main once per word of the chunked data, so the images stay small
// (their blocks still ragged in x and y) while the chunked data keeps several chunks and a
// ragged last one.
void chunk_cases(Strategy s) {
  chunks_case(s, ACL_HORIZONTAL, {2500}, 0, {129, 9}, ACL_VERTICAL, 21);
  chunks_case(s, ACL_HORIZONTAL, {777, 3}, 100, {523, 2}, ACL_HORIZONTAL, 22);
  chunks_case(s, ACL_HORIZONTAL, pitched(50, 2, 3, 64), 16, {7, 5}, ACL_VERTICAL, 23);
  chunks_case(s, ACL_HORIZONTAL, {1}, 0, {7, 5}, ACL_HORIZONTAL, 24);
  chunks_case(s, ACL_VERTICAL, {5, 333}, 0, {129, 9}, ACL_VERTICAL, 25);
  chunks_case(s, ACL_VERTICAL, {7, 50, 3}, 16, {65, 3}, ACL_HORIZONTAL, 26);
  chunks_case(s, ACL_VERTICAL, pitched(3, 41, 1, 8), 5, {1, 1}, ACL_VERTICAL, 27);
}

void separate2_cases(Strategy s) {
  separate2_case(s, {100, 5}, {150, 7}, ACL_VERTICAL, 0, 31);
  separate2_case(s, {100, 5}, {70, 20, 2}, ACL_VERTICAL, 6, 32);
  separate2_case(s, {37, 3}, {1000, 3}, ACL_HORIZONTAL, 5, 33);
  separate2_case(s, {7, 5}, {1}, ACL_VERTICAL, 0, 34);
}

}  // namespace

TEST_CASE("level-1 COMMON lookup table with SEPARATE image and output", "[device][levels]") {
  lut_cases("cpu");
  lut_case("cpu64", {257, 17}, ACL_HORIZONTAL, {256}, 14);
}

TEST_CASE("level-2 COMMON chunks, horizontal and vertical, accumulate with get_acl_valid",
          "[device][levels]") {
  chunk_cases("cpu");
}

TEST_CASE("float data beside COMMON chunks: User_main on vectors where it can",
          "[device][levels]") {
  // Rows of whole vectors of 16 (the CPU class's native width on AVX-512 PoCL; what a
  // device with narrower vectors takes), ragged heights, a partial last chunk of atoms.
  gauss_case("cpu", kGaussSum, {128, 11}, 50, true, "", 41);
  gauss_case("cpu", kGaussSum, {64, 5, 2}, 1, true, "", 42);
  // Vectors of 4 on any device (Oclgrind and GPUs report no native float vectors).
  gauss_case("cpu", kGaussSum, {36, 7}, 30, true, "", 45, 4);
  // Level-1 COMMON data (each group loads the whole array once), on vectors too.
  gauss_case("cpu", kGaussSum, {64, 9}, 25, true, "", 46, 0, 1);
  gauss_case("cpu", kGaussSum, {36, 7}, 25, true, "", 47, 4, 1);
  // Rows that are not whole vectors: rows that start on vectors (padded pitches, a lone row)
  // take a partial last vector per row, read and written word by word; dense data of one
  // shape runs as one row (here 291 words: 18 vectors of 16 and one of 3); other pitches
  // keep words. A source that does not compile on vectors keeps words too.
  gauss_case("cpu", kGaussSum, {97, 3, 1, 112}, 20, true, "partial, moves word by word", 48);
  gauss_case("cpu", kGaussSum, {33, 4, 2, 48, 240}, 7, true, "partial, moves word by word", 49);
  gauss_case("cpu", kGaussSum, {301, 1}, 9, true, "partial, moves word by word", 50);
  gauss_case("cpu", kGaussSum, {97, 3}, 20, true, "runs as one row", 43);
  gauss_case("cpu", kGaussSum, {5, 1}, 3, true, "partial, moves word by word", 51);
  gauss_case("cpu", kGaussSum, {37, 7, 1, 40}, 30, true, "partial, moves word by word", 52, 4);
  gauss_case("cpu", kGaussSum, {37, 7}, 30, true, "runs as one row", 53, 4);
  gauss_case("cpu", kGaussSum, {97, 3, 1, 101}, 20, false, "rows do not start on vectors", 54);
  // A branch on a float plans on words from the start (lane_safe): no build that fails.
  gauss_case("cpu", kGaussSumBranch, {64, 3}, 20, false, "", 44);
  gauss_case("cpu", kGaussSumCall, {64, 3}, 20, false, "did not compile on vectors", 55);
  // Another kernel of that source in this process plans on words from the start (no build
  // that fails again), and says why.
  gauss_case("cpu", kGaussSumCall, {64, 3}, 20, false,
             "did not compile on vectors in an earlier kernel of this source", 56);
}

TEST_CASE("level-2 SEPARATE splits: every work-group sees every split", "[device][levels]") {
  separate2_cases("cpu");
}

TEST_CASE("level 3: N x M x L calls, get_acl_iter, get_acl_levelIdx, get_acl_blockNum",
          "[device][levels]") {
  level3_case("cpu", {257, 17}, ACL_VERTICAL, {150}, 32, {3, 20}, 6, 41);
  level3_case("cpu", {65, 2, 2}, ACL_HORIZONTAL, {40, 3}, 0, {4, 9, 2}, 4, 42);
  level3_case("cpu", {1}, ACL_VERTICAL, {1}, 0, {1}, 0, 43);
}

TEST_CASE("level-1 builtins: get_acl_origin, get_acl_valid, get_acl_levelIdx, block numbering",
          "[device][levels]") {
  uint32_t seed = 50;
  for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL}) {
    origins_case<UChar>("cpu", {257, 17}, split, ACL_TOP_LEFT, seed++);
    origins_case<Int>("cpu", {1023, 2, 3}, split, ACL_BOTTOM_LEFT, seed++);
    origins_case<Word<double>>("cpu", {7, 5}, split, ACL_TOP_LEFT, seed++);
    origins_case<UChar>("cpu64", {257, 17}, split, ACL_BOTTOM_LEFT, seed++);
    origins_case<Int>("cpu64", {1023, 2, 3}, split, ACL_TOP_LEFT, seed++);
  }
}

TEST_CASE("level-1 arguments of different shapes share the block count", "[device][levels]") {
  shapes_case("cpu", {64, 64}, {64, 32}, 80);
  shapes_case("cpu", {70, 50}, {70, 23}, 81);
  shapes_case("gpu", {256, 64}, {256, 16}, 82);
}

TEST_CASE("level-1 arguments of different shapes: the shared count needs a larger split",
          "[device][levels]") {
  // b has fewer rows than the driver a has blocks at its preferred split; a larger split
  // of a gives a count b can match (64 rows in 3 blocks of 22, 3 rows in 3 of 1), so
  // docs/attributes.md (level) promises a plan, not ACL_SPLIT_COUNT_MISMATCH.
  shapes_case("cpu", {64, 64}, {64, 3}, 83);
  shapes_case("gpu", {300, 40}, {300, 9}, 84);
}

TEST_CASE("definition-only data starts at zero for every block", "[device][levels]") {
  zero_start_case<Int>("cpu", {257, 17}, ACL_VERTICAL, 60);
  zero_start_case<UChar>("cpu", {1023, 2}, ACL_HORIZONTAL, 61);
  zero_start_case<Word<float, 4>>("cpu", {7, 5, 2}, ACL_VERTICAL, 62);
  zero_start_case<Int>("cpu64", {257, 17}, ACL_HORIZONTAL, 63);
  zero_start_case<UChar>("cpu64", {1023, 70}, ACL_VERTICAL, 64);
}

TEST_CASE("GPU strategy on this device: COMMON tiles, prefetched chunks and splits, levels",
          "[device][levels][gpu-strategy]") {
  lut_cases("gpu");
  chunk_cases("gpu");
  separate2_cases("gpu");
  level3_case("gpu", {257, 17}, ACL_VERTICAL, {150}, 32, {3, 20}, 6, 44);
  origins_case<UChar>("gpu", {300, 21}, ACL_VERTICAL, ACL_BOTTOM_LEFT, 70);
  origins_case<Word<int16_t>>("gpu", {1023, 2}, ACL_HORIZONTAL, ACL_TOP_LEFT, 71);
  zero_start_case<UChar>("gpu", {300, 21}, ACL_VERTICAL, 72);
  zero_start_case<Word<int16_t>>("gpu", {257, 17}, ACL_VERTICAL, 73);
}

}  // namespace acltest
