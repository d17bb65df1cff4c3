// Split ACL_TILE with a level per dimension, on the device: C = A x B (and B^T, A^T) for
// each tile strategy, C += alpha * A x B, level-1-only tiled kernels of every word size with
// pitched rows, the tile builtins (origin, tileX/tileY, tileSize, iter), and the errors
// raised at enqueue. Expected values come from a CPU model of docs/attributes.md (ACL_TILE):
// every input is a random non-zero integer, so float results compare exactly.
#include <cmath>
#include <limits>

#include "harness.hpp"

namespace acltest {
namespace {

using UChar = Word<uint8_t>;
using Short = Word<int16_t>;
using Int = Word<int32_t>;
using UInt = Word<uint32_t>;
using Float = Word<float>;
using Float4 = Word<float, 4>;

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = 0; (p = s.find(from, p)) != std::string::npos; p += to.size())
    s.replace(p, from.size(), to);
  return s;
}

/// A class strategy of the harness plus tile knobs (ACL_KNOBS) on top of it.
struct TileStrategy {
  Strategy cls;
  const char* knobs;  ///< "" = the class's own knobs
};

const TileStrategy kCpu{"cpu", ""};
// PoCL compiles the GPU class's fast/edge branches very slowly when k is ragged: branch-free.
const TileStrategy kGpu{"gpu", "tile_branchless=1"};
// The CPU class's strategy (tile_cpu) with chunks shorter than k, and with odd row pads,
// 2x2 groups and short chunks (local rows unaligned, many edge blocks); and the shared
// strategy on a CPU.
// The CPU class is forced ("cpu-class"), so that these run the CPU strategy on any device.
const TileStrategy kCpuClass{"cpu-class", ""};
const TileStrategy kCpuChunks{"cpu-class", "tile_chunk=16"};
const TileStrategy kCpuPad{"cpu-class", "tile_chunk=8,tile_pad=3,tile_wg_x=2,tile_wg_y=2"};
const TileStrategy kCpuShared{"cpu-class", "tile_cpu=0,tile_y=8"};
const TileStrategy kCpuRun1{"cpu", "tile_cpu=0,tile_y=8,tile_run=1"};
const TileStrategy kCpuOdd{"cpu", "tile_x=3,tile_y=5,tile_lanes=0"};
// The CPU strategy on vectors (tile_lanes) of 8 and 4 lanes, 1 and 4 vectors a row, short
// chunks and odd pads; and on words, whatever the device's vectors.
const TileStrategy kCpuLanes8{"cpu-class",
                              "tile_lanes=8,tile_lane_x=1,tile_lane_y=16,tile_chunk=16"};
const TileStrategy kCpuLanes4{
    "cpu-class", "tile_lanes=4,tile_lane_x=4,tile_chunk=8,tile_pad=3,tile_wg_x=2,tile_wg_y=2"};
const TileStrategy kCpuWords{"cpu-class", "tile_lanes=0"};
// B's rows read where they are (tile_direct) and copied into local tiles as before.
// Rows 1 KB apart (256 floats) are copied under tile_direct=1024 (aliasing rows).
const TileStrategy kCpuDirect{"cpu-class", "tile_direct=8192"};
const TileStrategy kCpuDirectWords{"cpu-class", "tile_direct=8192,tile_lanes=0,tile_chunk=16"};
const TileStrategy kCpuStaged{"cpu-class", "tile_direct=0"};
const TileStrategy kCpuBands{"cpu-class",
                             "tile_band=3,tile_wg_x=2,tile_wg_y=2,tile_chunk=8,tile_copy_wg_y=0"};
const TileStrategy kCpuRows{"cpu-class",
                            "tile_band=0,tile_wg_x=2,tile_wg_y=2,tile_chunk=8,tile_copy_wg_y=0"};
const TileStrategy kCpuAliased{"cpu-class", "tile_direct=1024"};
// B copied, groups of 2x2 that may grow to 2x8 rows (a copy priced at 64 block rows).
const TileStrategy kCpuTall{"cpu-class",
                            "tile_direct=0,tile_wg_x=2,tile_wg_y=2,tile_copy_wg_y=8,"
                            "tile_copy_rows=64,tile_chunk=8"};
// tile_fill=0: the group keeps 16x16 whatever the device's compute units.
const TileStrategy kGpuWarps{"gpu", "tile_warp_x=8,tile_down=1,tile_branchless=1,tile_fill=0"};
// Transposed local tiles with swizzled columns (16x16 groups: a 32-wide copy covers 8 of
// A's rows and 4 k-rows).
const TileStrategy kGpuSwizzle{"gpu", "tile_swizzle=1,tile_branchless=1,tile_fill=0"};
// The GPU class's own loads: a fast path for blocks inside the arrays, branching to word by
// word at the edges (tile_branchless=0); blocks of 8x8 words, so that some are inside.
const TileStrategy kGpuBranches{
    "gpu", "tile_branchless=0,tile_fill=0,tile_wg_x=4,tile_wg_y=4,tile_x=2,tile_y=2"};
// Blocks of 2x2 words, so a narrow result is 16 x 2 blocks long and runs in bands of 2 rows.
const TileStrategy kGpuBand{
    "gpu", "tile_band=2,tile_wg_x=2,tile_wg_y=2,tile_x=1,tile_y=1,tile_branchless=1"};

// Split k (tile_split_k) for the last, partial round of blocks: blocks of 8x8 words and
// rounds of 3 x compute units blocks (tile_fill=3), so that on any device some blocks run
// whole and the rest in parts (20 blocks of a 37x29 result: 18 whole and 2 split on one or
// two compute units, all 20 split on more); chunks of 8 words of k. Branch-free loads (as
// kGpu) and, with aligned k, the fast and edge branches.
const TileStrategy kGpuSplit{
    "gpu",
    "tile_split_k=8,tile_split_rounds=64,tile_fill=3,tile_chunk=8,tile_wg_x=4,tile_wg_y=4,"
    "tile_x=2,tile_y=2,tile_branchless=1"};
const TileStrategy kGpuSplitBranches{
    "gpu",
    "tile_split_k=3,tile_split_rounds=64,tile_fill=3,tile_chunk=8,tile_wg_x=4,tile_wg_y=4,"
    "tile_x=2,tile_y=2"};

std::string name_of(const TileStrategy& s) {
  return std::string(s.cls) + (*s.knobs ? std::string(" + ") + s.knobs : std::string());
}

/// Plans kernels created in its scope with the strategy (restores the environment after).
class TileGuard {
 public:
  explicit TileGuard(const TileStrategy& s) : class_(s.cls) {
    if (*s.knobs) setenv("ACL_KNOBS", s.knobs, 1);  // ClassGuard restores it
  }

 private:
  ClassGuard class_;
};

/// A buffer of `n` quiet NaNs: a word never written, or a zeroed accumulator that was read
/// instead, shows up.
cl::Buffer nan_buffer(size_t n) {
  return filled(std::vector<float>(n, std::numeric_limits<float>::quiet_NaN()));
}

/// Tiled attributes of a 2-D float array (w x h words) with a level per dimension.
acl::Attr tiled(size_t w, size_t h, cl_uint lx = 1, cl_uint ly = 1, unsigned ws = 4) {
  acl::Attr a;
  a.shape(w, h).words(ws).tiled(lx, ly);
  return a;
}

// ---- C = A x B and its transposed forms ----

/// The result is n (x) by m (y); k words stream.
struct Dims {
  size_t n, m, k;
};

enum class Op { AB, ABt, AtB };
const char* op_name(Op op) {
  return op == Op::AB ? "C = A x B" : op == Op::ABt ? "C = A x B^T" : "C = A^T x B";
}

// Every call brings the work-item's words of the left operand along y (one per tile row)
// and of the right operand along x (one per tile column), at one k.
const char* kProduct = R"(
void User_main(const float* L, const float* R, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += L[i] * R[j];
}
)";
// The same, with a branch on a float: lane_safe's scan finds it, and the plan is on words.
const char* kProductBranch = R"(
void User_main(const float* L, const float* R, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      if (L[i] != 0.0f) c[i * get_acl_tileSize(0) + j] += L[i] * R[j];
}
)";
const char* kProductStore = R"(
void User_main(const float* L, const float* R, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++) {
      const int used = L[i] != 0.0f;
      if (used) c[i * get_acl_tileSize(0) + j] += L[i] * R[j];
    }
}
)";
// A float comparison passed to a helper's int: lane_safe's scan does not see it.
const char* kProductCall = R"(
float times(int used, float v) { return used ? v : 0.0f; }
void User_main(const float* L, const float* R, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += times(L[i] != 0.0f, L[i] * R[j]);
}
)";
const char* kAxpy = R"(
void User_main(const float* L, const float* R, float* c, float alpha) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += alpha * L[i] * R[j];
}
)";

/// C (= or +=) alpha * op(A, B), on the device and in the CPU model.
/// A is k x m (At: m x k), B is n x k (Bt: k x n), both row-major in their own orientation.
/// `runs` > 1: C = op(A, B) again after C is poisoned anew (split k's counts start at zero
/// again).
void product_case(const TileStrategy& strategy, Op op, const Dims& d, uint32_t seed,
                  bool accumulate = false, const std::vector<std::string>& plan_has = {},
                  const char* source = nullptr, unsigned runs = 1) {
  INFO(op_name(op) << (accumulate ? " (C += alpha * ...)" : "") << ", result " << d.n << "x"
                   << d.m << ", k " << d.k << ", strategy " << name_of(strategy));
  const size_t n = d.n, m = d.m, k = d.k;
  const std::vector<Float> ha = random_words<Float>(m * k, seed, 8);
  const std::vector<Float> hb = random_words<Float>(k * n, seed + 1, 8);
  const std::vector<Float> hc = random_words<Float>(n * m, seed + 2, 1000);
  const float alpha = accumulate ? 3.0f : 1.0f;
  // The model: A(y, kk), B(kk, x) read from their own layouts.
  auto A = [&](size_t y, size_t kk) {
    return op == Op::AtB ? ha[kk * m + y].v[0] : ha[y * k + kk].v[0];
  };
  auto B = [&](size_t kk, size_t x) {
    return op == Op::ABt ? hb[x * k + kk].v[0] : hb[kk * n + x].v[0];
  };
  std::vector<Float> expected(n * m);
  for (size_t y = 0; y < m; ++y)
    for (size_t x = 0; x < n; ++x) {
      double s = 0;
      for (size_t kk = 0; kk < k; ++kk) s += double(A(y, kk)) * double(B(kk, x));
      expected[y * n + x].v[0] = float((accumulate ? hc[y * n + x].v[0] : 0.0) + alpha * s);
    }

  TileGuard guard(strategy);
  cl::Buffer ba = filled(ha), bb = filled(hb);
  cl::Buffer bc = accumulate ? filled(hc) : nan_buffer(n * m);
  acl::Kernel kern(env().context, source ? source : accumulate ? kAxpy : kProduct);
  kern.arg(0, ba, op == Op::AtB ? tiled(m, k, ACL_LEVEL1_Y, 2) : tiled(k, m, 2, 1));
  kern.arg(1, bb, op == Op::ABt ? tiled(k, n, 2, ACL_LEVEL1_X) : tiled(n, k, 1, 2));
  acl::Attr ac = tiled(n, m);
  ac.read(accumulate ? ACL_TOP_LEFT : ACL_NONE).write(ACL_TOP_LEFT);
  kern.arg(2, bc, ac);
  if (accumulate) kern.arg(3, alpha);
  std::string plan;
  if (!launch(kern, plan)) return;
  plan = plan_of(kern);  // as built: a plan on vectors that failed to build is replaced
  // The CPU strategies' notes were written for a CPU's compute units and local memory: on a
  // GPU (the H200: 132 units, 48 KiB) the same knobs give other groups and blocks, whose
  // results are still checked below.
  const bool cpu_on_gpu = std::string(strategy.cls).rfind("cpu", 0) == 0 &&
                          env().device.getInfo<CL_DEVICE_TYPE>() != CL_DEVICE_TYPE_CPU;
  for (const std::string& s : cpu_on_gpu ? std::vector<std::string>() : plan_has) {
    // "!text": the plan must not say it.
    const bool absent = !s.empty() && s[0] == '!';
    INFO("the plan should " << (absent ? "not " : "") << "say: " << s.substr(absent) << "\n"
                            << plan);
    CHECK((plan.find(s.substr(absent)) == std::string::npos) == absent);
  }
  check_words(expected, read<Float>(bc, n * m), Layout{n, m}, plan);
  for (unsigned run = 1; run < runs && !accumulate; ++run) {
    INFO("run " << run + 1);
    const std::vector<float> poison(n * m, std::numeric_limits<float>::quiet_NaN());
    env().queue.enqueueWriteBuffer(bc, CL_TRUE, 0, n * m * sizeof(float), poison.data());
    if (!launch(kern, plan)) return;
    check_words(expected, read<Float>(bc, n * m), Layout{n, m}, plan);
  }
}

// Ragged shapes (no multiple of any block, run or vector) and one aligned.
const Dims kShapes[] = {{37, 29, 13}, {129, 65, 33}, {1, 1, 1}, {100, 3, 1}, {5, 70, 40}, {64, 64, 64}};

// ---- level-1-only tiled data ----

/// out = 3 * in, word by word: out is definition-only (it starts at zero), so a second call
/// or a missing one shows.
const char* kTriple = R"(
void User_main(const T* in, T* out) {
  for (int e = 0; e < get_acl_tileSize(0) * get_acl_tileSize(1); e++)
    out[e] += in[e] * (T)(3);
}
)";

template <typename W>
W triple(const W& w) {
  W r;
  using B = typename W::Base;
  for (int l = 0; l < W::kLanes; ++l) r.v[l] = B(w.v[l] * B(3));
  return r;
}

/// in and out w x h words, each with its own row pitch (words); the gap between rows of out
/// is poison and must stay so.
template <typename W>
void level1_case(const TileStrategy& strategy, size_t w, size_t h, size_t in_pitch,
                 size_t out_pitch, uint32_t seed) {
  INFO("level-1 tiled " << cl_type<W>() << " " << w << "x" << h << ", row pitches " << in_pitch
                        << " and " << out_pitch << " words, strategy " << name_of(strategy));
  const Layout lin{w, h, 1, in_pitch}, lout{w, h, 1, out_pitch};
  const std::vector<W> hin = random_words<W>(lin.buffer_words(), seed, 1000);
  std::vector<W> expected = poison_vector<W>(lout.buffer_words());
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x) expected[lout.index(x, y, 0)] = triple(hin[lin.index(x, y, 0)]);

  TileGuard guard(strategy);
  cl::Buffer bi = filled(hin), bo = poisoned(lout.buffer_words() * sizeof(W));
  acl::Kernel kern(env().context, replace_all(kTriple, "T", cl_type<W>()));
  acl::Attr ai = tiled(w, h, 1, 1, sizeof(W)), ao = ai;
  ai.row_pitch = in_pitch * sizeof(W);
  ao.row_pitch = out_pitch * sizeof(W);
  ao.read(ACL_NONE).write(ACL_TOP_LEFT);
  kern.arg(0, bi, ai).arg(1, bo, ao);
  std::string plan;
  if (!launch(kern, plan)) return;
  check_words(expected, read<W>(bo, lout.buffer_words()), lout, plan, {}, show_input(hin, lin));
}

template <typename W>
void level1_all(uint32_t seed) {
  level1_case<W>(kCpu, 37, 29, 40, 42, seed);
  level1_case<W>(kCpu, 64, 64, 72, 80, seed + 1);  // aligned: vector loads and stores
}

// ---- builtins ----

// Per tile element: its coordinates from the builtins, an order-sensitive hash and the sum
// of get_acl_iter(2) over the calls, and a bit per broken promise about the state and the
// fragments (A(r, c) = 1000 r + c + 1 and B(r, c) = 1000 r + c + 1, edges clamped).
const char* kBuiltins = R"(
void User_main(const int* a, const int* b, int* cx, int* cy, uint* hash, int* sum, int* bad) {
  const int tx = get_acl_tileSize(0), ty = get_acl_tileSize(1), k = get_acl_iter(2);
  const int ox = get_acl_origin(cx, 0), oy = get_acl_origin(cx, 1);
  int f = 0;
  if (get_acl_origin(a, 0) != k) f |= 1;
  if (get_acl_origin(a, 1) != oy) f |= 2;
  if (get_acl_origin(b, 0) != ox) f |= 4;
  if (get_acl_origin(b, 1) != k) f |= 8;
  if (ox % ((int)get_local_size(0) * tx) != 0 || oy % ((int)get_local_size(1) * ty) != 0)
    f |= 16;
  if (GRID_ORIGIN && (ox != (int)(get_group_id(0) * get_local_size(0)) * tx ||
                      oy != (int)(get_group_id(1) * get_local_size(1)) * ty)) f |= 512;
  if (get_acl_origin(cy, 0) != ox || get_acl_origin(bad, 1) != oy) f |= 32;
  if (TILE_DIFFERS) f |= 64;
  for (int i = 0; i < ty; i++)
    if (a[i] != 1000 * min(oy + get_acl_tileY(i), M - 1) + k + 1) f |= 128;
  for (int j = 0; j < tx; j++)
    if (b[j] != 1000 * k + min(ox + get_acl_tileX(j), N - 1) + 1) f |= 256;
  for (int i = 0; i < ty; i++)
    for (int j = 0; j < tx; j++) {
      const int e = i * tx + j;
      cx[e] = ox + get_acl_tileX(j);
      cy[e] = oy + get_acl_tileY(i);
      hash[e] = hash[e] * 3u + (uint)k + 1u;
      sum[e] += k;
      bad[e] |= f;
    }
}
)";

void builtins_case(const TileStrategy& strategy, const Dims& d, unsigned fx, unsigned fy,
                   const std::vector<std::string>& plan_has = {}) {
  INFO("tile builtins, result " << d.n << "x" << d.m << ", k " << d.k << ", tile asked "
                                << fx << "x" << fy << ", strategy " << name_of(strategy));
  const size_t n = d.n, m = d.m, k = d.k;
  std::vector<Int> ha(m * k), hb(k * n);
  for (size_t r = 0; r < m; ++r)
    for (size_t c = 0; c < k; ++c) ha[r * k + c].v[0] = int32_t(1000 * r + c + 1);
  for (size_t r = 0; r < k; ++r)
    for (size_t c = 0; c < n; ++c) hb[r * n + c].v[0] = int32_t(1000 * r + c + 1);
  std::vector<Int> ex(n * m), ey(n * m), esum(n * m);
  std::vector<UInt> ehash(n * m);
  uint32_t h = 0;
  for (size_t kk = 0; kk < k; ++kk) h = h * 3u + uint32_t(kk) + 1u;
  for (size_t y = 0; y < m; ++y)
    for (size_t x = 0; x < n; ++x) {
      ex[y * n + x].v[0] = int32_t(x);
      ey[y * n + x].v[0] = int32_t(y);
      ehash[y * n + x].v[0] = h;
      esum[y * n + x].v[0] = int32_t(k * (k - 1) / 2);
    }
  // Banded plans place blocks in another order: their origin is a block's, not the group id's.
  const bool banded = std::string(strategy.knobs).find("tile_band=") != std::string::npos;
  std::string src = replace_all(kBuiltins, "GRID_ORIGIN", banded ? "0" : "1");
  src = replace_all(src, "TILE_DIFFERS",
                                fx ? "(tx != " + std::to_string(fx) + ") | (ty != " + std::to_string(fy) + ")"
                                   : std::string("0"));
  src = replace_all(replace_all(src, "M - 1", std::to_string(m - 1)), "N - 1", std::to_string(n - 1));

  TileGuard guard(strategy);
  cl::Buffer ba = filled(ha), bb = filled(hb);
  std::vector<cl::Buffer> outs;
  for (int i = 0; i < 5; ++i) outs.push_back(poisoned(n * m * 4));
  acl::Kernel kern(env().context, src);
  acl::Attr aa = tiled(k, m, 2, 1), ab = tiled(n, k, 1, 2), ao = tiled(n, m);
  ao.read(ACL_NONE).write(ACL_TOP_LEFT);
  if (fx) {
    ao.tile[0] = fx, ao.tile[1] = fy;
    aa.tile[0] = fx, aa.tile[1] = fy;  // alike: allowed
  }
  kern.arg(0, ba, aa).arg(1, bb, ab);
  for (cl_uint i = 0; i < 5; ++i) kern.arg(2 + i, outs[i], ao);
  std::string plan;
  if (!launch(kern, plan)) return;
  for (const std::string& s : plan_has) {
    INFO("the plan should say: " << s << "\n" << plan);
    CHECK(plan.find(s) != std::string::npos);
  }
  const Layout lay{n, m};
  {
    INFO("x from get_acl_origin(c, 0) + get_acl_tileX(j)");
    check_words(ex, read<Int>(outs[0], n * m), lay, plan);
  }
  {
    INFO("y from get_acl_origin(c, 1) + get_acl_tileY(i)");
    check_words(ey, read<Int>(outs[1], n * m), lay, plan);
  }
  {
    INFO("hash of get_acl_iter(2) over the calls (one per k, increasing)");
    check_words(ehash, read<UInt>(outs[2], n * m), lay, plan);
  }
  if (k > 1) {
    INFO("sum of get_acl_iter(2) over the calls");
    check_words(esum, read<Int>(outs[3], n * m), lay, plan);
  }
  const std::vector<Int> bad = read<Int>(outs[4], n * m);
  size_t flagged = 0, first = 0;
  for (size_t i = 0; i < bad.size(); ++i)
    if (bad[i].v[0] != 0 && flagged++ == 0) first = i;
  INFO("flags of the first flagged word (x " << first % n << ", y " << first / n
                                             << "): " << show(bad[first])
                                             << " (1,2: origin of a; 4,8: of b; 16: origin not a "
                                                "block's; 32: origins differ between level-1 "
                                                "arguments; 64: tile size; 128: a fragment; 256: b "
                                                "fragment; 512: origin not group id x block)\n"
                                             << plan);
  CHECK(flagged == 0);
}

// ---- errors ----

/// The matmul kernel set through the C API; the output buffer must stay poison when the
/// enqueue is refused, and valid settings afterwards must work.
struct ErrorFixture {
  Env& e = env();
  static constexpr size_t n = 24, m = 20, k = 9;
  std::vector<Float> a = random_words<Float>(k * m, 5, 8), b = random_words<Float>((n + 1) * (k + 1), 6, 8);  // room for a wrong shape
  cl::Buffer ba = filled(a), bb = filled(b), bc = poisoned(n * m * 4);
  cl_acl_kernel kern = nullptr;

  ErrorFixture() {
    cl_int err = CL_INVALID_VALUE;
    kern = clCreateAclKernel(e.context(), kProduct, "", &err);
    REQUIRE(err == CL_SUCCESS);
  }
  ~ErrorFixture() {
    if (kern) clReleaseAclKernel(kern);
  }
  static acl_attr a_attr() { return tiled(k, m, 2, 1); }
  static acl_attr b_attr() { return tiled(n, k, 1, 2); }
  static acl_attr c_attr() { return tiled(n, m).read(ACL_NONE).write(ACL_TOP_LEFT); }
  void set(const acl_attr& aa, const acl_attr& ab, const acl_attr& ac) {
    REQUIRE(clSetAclKernelArg(kern, 0, sizeof(cl_mem), &ba(), &aa) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(kern, 1, sizeof(cl_mem), &bb(), &ab) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(kern, 2, sizeof(cl_mem), &bc(), &ac) == CL_SUCCESS);
  }
  /// Enqueue is refused with `code` and a message naming `mentions`; nothing was written.
  void refused(cl_int code, const std::vector<std::string>& mentions) {
    cl_event ev = nullptr;
    const cl_int err = clEnqueueAclKernel(e.queue(), kern, 0, nullptr, &ev);
    const std::string msg = aclGetLastErrorMessage();
    INFO("enqueue returned " << aclGetErrorString(err) << ", message \"" << msg << "\"");
    if (ev) clReleaseEvent(ev);
    CHECK(err == code);
    CHECK(ev == nullptr);
    for (const std::string& p : mentions) {
      INFO("should mention: " << p);
      CHECK(msg.find(p) != std::string::npos);
    }
    e.queue.finish();
    size_t written = 0;
    for (unsigned char c : read_bytes(bc, n * m * 4)) written += c != kPoison;
    CHECK(written == 0);
  }
  /// With valid settings the kernel computes C = A x B.
  void valid_run() {
    set(a_attr(), b_attr(), c_attr());
    cl_event ev = nullptr;
    const cl_int err = clEnqueueAclKernel(e.queue(), kern, 0, nullptr, &ev);
    INFO("enqueue after the refused one: " << aclGetLastErrorMessage());
    REQUIRE(err == CL_SUCCESS);
    clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
    std::vector<Float> expected(n * m);
    for (size_t y = 0; y < m; ++y)
      for (size_t x = 0; x < n; ++x) {
        float s = 0;
        for (size_t kk = 0; kk < k; ++kk) s += a[y * k + kk].v[0] * b[kk * n + x].v[0];
        expected[y * n + x].v[0] = s;
      }
    check_words(expected, read<Float>(bc, n * m), Layout{n, m}, "");
  }
};

}  // namespace

TEST_CASE("ACL_TILE tile: C = A x B for each tile strategy", "[device][tile]") {
  uint32_t seed = 100;
  for (const Dims& d : kShapes) product_case(kCpu, Op::AB, d, seed++);
  for (const Dims& d : {Dims{37, 29, 13}, Dims{129, 65, 33}})
    product_case(kCpuShared, Op::AB, d, seed++, false, {"branch-free loads"});
  for (const Dims& d : {Dims{37, 29, 13}, Dims{129, 65, 33}, Dims{64, 64, 64}})
    product_case(kGpu, Op::AB, d, seed++, false, {"(gpu)", "branch-free loads"});
  for (const Dims& d : {Dims{37, 29, 13}, Dims{5, 70, 40}})
    product_case(kCpuRun1, Op::AB, d, seed++, false, {"in runs of 1x1"});
  // (The device's own class may still halve tile_y to fill its compute units; x keeps 3.)
  product_case(kCpuOdd, Op::AB, {37, 29, 13}, seed++, false, {"tile 3x"});
  product_case(kCpuOdd, Op::AB, {100, 3, 1}, seed++);
  for (const Dims& d : {Dims{129, 65, 33}, Dims{64, 64, 64}})
    product_case(kGpuWarps, Op::AB, d, seed++, false,
                 {"group 16x16", "warps 8 wide", "transposing down", "branch-free loads"});
  // (k a multiple of 4, so A's rows take vectors and its fragments runs of 4.)
  for (const Dims& d : {Dims{132, 69, 36}, Dims{256, 128, 48}})
    product_case(kGpuSwizzle, Op::AB, d, seed++, false, {"group 16x16", "(swizzled)"});
  // 35 x 5 blocks: bands of 2 block-rows, the last one a single row.
  product_case(kGpuBand, Op::AB, {70, 9, 5}, seed++, false, {"bands of 2 rows"});
}

TEST_CASE("ACL_TILE tile: k split for the last round of blocks", "[device][tile][split]") {
  uint32_t seed = 700;
  const std::vector<std::string> split = {"k split in"};
  // Ragged k (203: 26 chunks, the last of 3 words), twice through one kernel; one block
  // (every group a part); k of exactly two chunks a part.
  product_case(kGpuSplit, Op::AB, {37, 29, 203}, seed++, false, split, nullptr, 2);
  product_case(kGpuSplit, Op::AB, {5, 7, 77}, seed++, false, split);
  for (const Op op : {Op::ABt, Op::AtB})
    product_case(kGpuSplit, op, {29, 37, 150}, seed++, false, split);
  // C += alpha A x B: the first part of a block starts from C, the others from zero.
  product_case(kGpuSplit, Op::AB, {37, 29, 203}, seed++, true, split);
  product_case(kGpuSplitBranches, Op::AB, {37, 29, 96}, seed++, false, split, nullptr, 2);
  product_case(kGpuSplitBranches, Op::AB, {40, 32, 104}, seed++, true, split);
}

TEST_CASE("ACL_TILE tile: the CPU strategy at its edges", "[device][tile]") {
  uint32_t seed = 500;
  const std::vector<std::string> cpu = {"CPU chunks"};
  // Multiples of the 16x14 tile, 8x8 group and 256-word chunk; one past each; tiny ones,
  // k = 1, a k of one chunk plus one word.
  for (const Dims& d : {Dims{128, 112, 256}, Dims{129, 113, 257}, Dims{1, 1, 1}, Dims{333, 1, 7},
                        Dims{15, 13, 1}, Dims{17, 15, 16}, Dims{1, 200, 3}})
    product_case(kCpuClass, Op::AB, d, seed++, false, cpu);
  for (const Dims& d : {Dims{37, 29, 33}, Dims{128, 112, 48}, Dims{100, 30, 17}, Dims{16, 14, 31}})
    product_case(kCpuChunks, Op::AB, d, seed++, false, {"chunks of 16", "CPU chunks"});
  for (const Dims& d : {Dims{37, 29, 13}, Dims{19, 9, 17}, Dims{3, 40, 1}})
    product_case(kCpuPad, Op::AB, d, seed++, false, {"padded by 3 words", "CPU chunks"});
  for (const Op op : {Op::ABt, Op::AtB}) {
    product_case(kCpuChunks, op, {37, 29, 33}, seed++, false, cpu);
    product_case(kCpuPad, op, {19, 9, 17}, seed++, false, cpu);
  }
  product_case(kCpuChunks, Op::AB, {37, 29, 33}, seed++, true, cpu);
  product_case(kCpuPad, Op::AB, {19, 9, 17}, seed++, true, cpu);
}

TEST_CASE("ACL_TILE tile: the CPU strategy's blocks in bands of block rows (tile_band)",
          "[device][tile]") {
  uint32_t seed = 540;
  // Seven block rows in bands of 3 (the last band one row), three block columns, the last
  // ragged; one block row or column: no bands; tile_band 0: row by row. B transposed, and
  // C read and written, band too.
  const std::vector<std::string> bands = {"bands of 3 rows", "CPU chunks"};
  const std::vector<std::string> rows = {"!bands of", "CPU chunks"};
  product_case(kCpuBands, Op::AB, {150, 160, 20}, seed++, false, bands);
  product_case(kCpuBands, Op::ABt, {150, 160, 20}, seed++, false, bands);
  product_case(kCpuBands, Op::AB, {100, 70, 9}, seed++, true, bands);
  product_case(kCpuBands, Op::AB, {150, 12, 20}, seed++, false, rows);
  product_case(kCpuBands, Op::AB, {20, 160, 20}, seed++, false, rows);
  product_case(kCpuRows, Op::AB, {150, 160, 20}, seed++, false, rows);
}

TEST_CASE("ACL_TILE tile: the CPU strategy reads B's rows where they are (tile_direct)",
          "[device][tile]") {
  uint32_t seed = 550;
  const std::vector<std::string> direct = {"read from global memory", "CPU chunks"};
  // Widths of whole blocks: B read in place, ragged heights and k (a last, short chunk);
  // C read and written; A transposed (B still in place); on words in chunks of 16.
  for (const Dims& d : {Dims{256, 37, 300}, Dims{128, 1, 1}, Dims{512, 13, 257}})
    product_case(kCpuDirect, Op::AB, d, seed++, false, direct);
  product_case(kCpuDirect, Op::AB, {128, 29, 33}, seed++, true, direct);
  product_case(kCpuDirect, Op::AtB, {256, 19, 17}, seed++, false, direct);
  product_case(kCpuDirectWords, Op::AB, {128, 9, 40}, seed++, false, direct);
  // Ragged widths whose last block column is at most half full: the work-items whose
  // tiles reach past B's width read it word by word (the last row's vector would pass the
  // buffer's end); C read and written, on words, a width below one tile. Fuller ones copy.
  const std::vector<std::string> ragged = {"read from global memory",
                                           "reach past its width read it word by word"};
  product_case(kCpuDirect, Op::AB, {257, 37, 30}, seed++, false, ragged);
  product_case(kCpuDirect, Op::AB, {1030, 13, 257}, seed++, true, ragged);
  product_case(kCpuDirectWords, Op::AB, {129, 9, 40}, seed++, false, ragged);
  // (A width below one tile: its block, and so the rule, depends on the device's vectors.)
  product_case(kCpuDirect, Op::AB, {5, 3, 7}, seed++, false, {"CPU chunks"});
  // B transposed keeps the local tile; so does tile_direct=0.
  const std::vector<std::string> staged = {"!read from global memory", "CPU chunks"};
  product_case(kCpuDirect, Op::AB, {1000, 13, 257}, seed++, true, staged);
  product_case(kCpuDirect, Op::ABt, {256, 19, 17}, seed++, false, staged);
  product_case(kCpuStaged, Op::AB, {256, 37, 300}, seed++, false, staged);
  product_case(kCpuAliased, Op::AB, {256, 37, 300}, seed++, false, staged);
  product_case(kCpuAliased, Op::AB, {128, 37, 30}, seed++, false, direct);
}

TEST_CASE("ACL_TILE tile: the CPU strategy's taller groups where B is copied (tile_copy_wg_y)",
          "[device][tile]") {
  uint32_t seed = 580;
  // Groups grow from 2 rows to 8 where B's chunks are copied (ragged block rows and
  // columns, a last short chunk; C read and written); B transposed is copied too; a result
  // one group tall does not grow.
  const std::vector<std::string> tall = {"groups of 8 rows instead of 2", "CPU chunks"};
  product_case(kCpuTall, Op::AB, {150, 160, 20}, seed++, false, tall);
  product_case(kCpuTall, Op::AB, {150, 157, 13}, seed++, true, tall);
  product_case(kCpuTall, Op::ABt, {100, 150, 9}, seed++, false, tall);
  product_case(kCpuTall, Op::AB, {150, 9, 20}, seed++, false, {"!groups of", "CPU chunks"});
}

TEST_CASE("ACL_TILE tile: the CPU strategy on vectors and on words", "[device][tile]") {
  uint32_t seed = 600;
  const std::vector<std::string> lanes8 = {"runs on float8 vectors"};
  const std::vector<std::string> lanes4 = {"runs on float4 vectors"};
  const std::vector<std::string> words = {"CPU chunks"};  // tile_lanes 0: the pass is off
  for (const Dims& d : {Dims{37, 29, 13}, Dims{1, 1, 1}, Dims{8, 16, 16}, Dims{9, 17, 17},
                        Dims{100, 3, 40}})
    product_case(kCpuLanes8, Op::AB, d, seed++, false, lanes8);
  for (const Dims& d : {Dims{37, 29, 13}, Dims{3, 40, 1}, Dims{16, 8, 9}, Dims{17, 9, 8}})
    product_case(kCpuLanes4, Op::AB, d, seed++, false, lanes4);
  for (const Op op : {Op::ABt, Op::AtB}) {
    product_case(kCpuLanes8, op, {37, 29, 33}, seed++, false, lanes8);
    product_case(kCpuLanes4, op, {19, 9, 17}, seed++, false, lanes4);
    product_case(kCpuWords, op, {19, 9, 17}, seed++, false, words);
  }
  product_case(kCpuWords, Op::AB, {129, 113, 257}, seed++, false, words);
  // A float scalar beside the tiles (C += alpha A x B): alpha in every lane.
  product_case(kCpuLanes8, Op::AB, {37, 29, 13}, seed++, true, lanes8);
  product_case(kCpuLanes4, Op::AB, {19, 9, 17}, seed++, true, lanes4);
  // A branch on a float, and a float comparison stored into an int: planned on words from
  // the start (no build that fails). A float comparison passed to a helper's int: the build
  // on vectors fails, the plan is made again on words.
  for (const char* source : {kProductBranch, kProductStore})
    product_case(kCpuLanes8, Op::AB, {37, 29, 13}, seed++, false,
                 {"words, not vectors: User_main names", "a float stored into an int",
                  "!did not compile on vectors"},
                 source);
  product_case(kCpuLanes8, Op::AB, {37, 29, 13}, seed++, false,
               {"did not compile on vectors", "words, not vectors: User_main names"},
               kProductCall);
}

TEST_CASE("ACL_TILE tile: a tile forced by attr.tile", "[device][tile]") {
  // An odd tile the planner keeps as asked (each work-item: 3 columns, 5 rows).
  builtins_case(kCpu, {37, 29, 13}, 3, 5, {"tile 3x5"});
}

TEST_CASE("ACL_TILE tile: C = A x B^T and C = A^T x B", "[device][tile]") {
  product_case(kCpu, Op::ABt, {37, 29, 13}, 200);
  product_case(kGpuWarps, Op::ABt, {129, 65, 33}, 201, false, {"warps 8 wide", "transposing down"});
  product_case(kCpu, Op::AtB, {5, 70, 40}, 202);
  product_case(kGpu, Op::AtB, {37, 29, 13}, 203);
  product_case(kGpuSwizzle, Op::ABt, {132, 69, 36}, 204, false, {"(swizzled)"});
}

TEST_CASE("ACL_TILE tile: C += alpha * A x B reads and writes C", "[device][tile]") {
  product_case(kCpu, Op::AB, {129, 65, 33}, 300, true);
  product_case(kGpu, Op::AB, {37, 29, 13}, 301, true);
  product_case(kCpu, Op::AB, {1, 1, 1}, 302, true);
  // C's rows of whole vectors: blocks inside load and store C in vectors, the edge blocks
  // (of a ragged m and k) word by word.
  product_case(kGpuBranches, Op::AB, {132, 69, 36}, 303, true,
               {"argument 2 'c': x follows x, y follows y; 2-word vectors"});
}

TEST_CASE("ACL_TILE tile: level-1-only kernels of every word size with pitched rows",
          "[device][tile]") {
  level1_all<UChar>(400);
  level1_all<Short>(410);
  level1_all<Int>(420);
  level1_all<Float>(430);
  level1_all<Float4>(440);
  level1_case<Float>(kGpu, 129, 65, 130, 136, 450);
  level1_case<Int>(kCpu, 1, 1, 3, 2, 451);
  level1_case<Short>(kCpu, 100, 3, 101, 103, 452);
}

TEST_CASE("ACL_TILE tile: tile builtins give each element's coordinates and every k once",
          "[device][tile]") {
  builtins_case(kCpu, {37, 29, 13}, 0, 0);
  builtins_case(kCpuRun1, {100, 3, 1}, 0, 0);
  builtins_case(kGpuWarps, {129, 65, 33}, 0, 0, {"warps 8 wide"});
  builtins_case(kGpuBand, {70, 9, 5}, 0, 0, {"bands of 2 rows"});
}

namespace {

// ---- vectors along the result's rows and columns, and tables, beside the tiles ----

// C = A x B plus a word per column (ACL_PER_COLUMN), twice a word per row (ACL_PER_ROW) and
// a table word (level-1 ACL_COMMON) chosen by the position, added at the first k.
const char* kBeside = R"(
void User_main(float* a, float* b, float* c, float* col, float* row, __local const float* w) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++) {
      if (get_acl_iter(2) == 0) {
        const int x = get_acl_origin(c, 0) + get_acl_tileX(j), y = get_acl_origin(c, 1) + get_acl_tileY(i);
        c[i * get_acl_tileSize(0) + j] += col[j] + 2.0f * row[i] + w[(x + 3 * y) % 7];
      }
      c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
    }
}
)";
// Level-1 tiles alone: C = A * col + row + the table word, no k.
const char* kBesideFlat = R"(
void User_main(float* a, float* c, float* col, float* row, __local const float* w) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++) {
      const int x = get_acl_origin(c, 0) + get_acl_tileX(j), y = get_acl_origin(c, 1) + get_acl_tileY(i);
      c[i * get_acl_tileSize(0) + j] = a[i * get_acl_tileSize(0) + j] * col[j] + row[i] + w[(x + 3 * y) % 7];
    }
}
)";

/// The n x m result of kBeside (k > 0) or kBesideFlat (k == 0) beside its vectors and table,
/// every input at an offset of its own.
void run_beside(const TileStrategy& s, size_t n, size_t m, size_t k, uint32_t seed) {
  INFO("tiles beside vectors and a table: " << n << "x" << m << ", k " << k << ", "
                                             << name_of(s));
  const size_t pa = k ? k : n;  // A: k x m, or n x m without k
  std::vector<Float> a = random_words<Float>(pa * m + 3, seed, 8),
                     b = random_words<Float>(n * std::max<size_t>(k, 1), seed + 1, 8),
                     col = random_words<Float>(n + 5, seed + 2, 8),
                     row = random_words<Float>(m + 2, seed + 3, 8),
                     w = random_words<Float>(7 + 1, seed + 4, 8);
  std::vector<Float> want(n * m);
  for (size_t y = 0; y < m; ++y)
    for (size_t x = 0; x < n; ++x) {
      float v;
      if (k) {
        v = col[5 + x].v[0] + 2.0f * row[2 + y].v[0] + w[1 + (x + 3 * y) % 7].v[0];
        for (size_t i = 0; i < k; ++i) v += a[3 + y * k + i].v[0] * b[i * n + x].v[0];
      } else {
        v = a[3 + y * n + x].v[0] * col[5 + x].v[0] + row[2 + y].v[0] + w[1 + (x + 3 * y) % 7].v[0];
      }
      want[y * n + x].v[0] = v;
    }
  TileGuard guard(s);
  Env& e = env();
  cl::Buffer ba = filled(a), bb = filled(b), bcol = filled(col), brow = filled(row),
             bw = filled(w), bc = poisoned(n * m * 4);
  acl::Kernel kern(e.context, k ? kBeside : kBesideFlat);
  const acl::Attr vc = acl::Attr().shape(n, 1).words(4).per(ACL_PER_COLUMN).from_word(5),
                  vr = acl::Attr().shape(1, m).words(4).per(ACL_PER_ROW).from_word(2),
                  table = acl::Attr().shape(7).words(4).common().from_word(1),
                  c = tiled(n, m).read(ACL_NONE).write(ACL_TOP_LEFT);
  const unsigned i = k ? 2 : 1;  // the arguments after the products' operands
  if (k) {
    kern.arg(0, ba, tiled(k, m, 2, 1).from_word(3)).arg(1, bb, tiled(n, k, 1, 2));
  } else {
    kern.arg(0, ba, tiled(n, m).from_word(3));
  }
  kern.arg(i, bc, c).arg(i + 1, bcol, vc).arg(i + 2, brow, vr).arg(i + 3, bw, table);
  std::string plan;
  if (!launch(kern, plan)) return;
  check_words(want, read<Float>(bc, n * m), Layout{n, m}, plan);
}

}  // namespace

TEST_CASE("ACL_TILE tile: vectors per row and column and COMMON tables beside the tiles",
          "[device][tile]") {
  uint32_t seed = 700;
  for (const TileStrategy& s : {kGpu, kCpuClass, kCpuWords, kCpuShared, kCpu})
    DYNAMIC_SECTION(name_of(s)) {
      run_beside(s, 41, 37, 29, seed++);
      run_beside(s, 130, 67, 3, seed++);
      run_beside(s, 67, 45, 0, seed++);
    }
}

namespace {

// ---- written vectors beside the tiles: reductions per row, column and result ----

// C = A x B (k > 0) or C = 2 A (k == 0), and the words of C inside the result combined by
// COMB into its row's, column's and the one word (after the last k, where C is whole).
// User_main leaves out the tile's words past the result's edge itself: they are in its
// tile, and a row's word combines all its columns.
const char* kReduceSource = R"(
#if defined(USER)
T User_combine(T a, T b) { return a ^ b; }
T User_identity(void) { return (T)0; }
#endif
#if defined(WITH_K)
void User_main(const T* a, const T* b, T* c, T* rows, T* cols, T* all, int n, int m, int k) {
#else
void User_main(const T* a, T* c, T* rows, T* cols, T* all, int n, int m, int k) {
#endif
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++) {
      T* v = &c[i * get_acl_tileSize(0) + j];
#if defined(WITH_K)
      *v += a[i] * b[j];
      if (get_acl_iter(2) != k - 1) continue;
#else
      *v = (T)2 * a[i * get_acl_tileSize(0) + j];
#endif
      const int x = get_acl_origin(c, 0) + get_acl_tileX(j), y = get_acl_origin(c, 1) + get_acl_tileY(i);
      if (x < n && y < m) {
        rows[i] = COMB(rows[i], *v);
        cols[j] = COMB(cols[j], *v);
        all[0] = COMB(all[0], *v);
      }
    }
}
)";

const char* comb_macro(cl_uint op, bool real) {
  switch (op) {
    case ACL_COMBINE_SUM:
      return "((x) + (y))";
    case ACL_COMBINE_PROD:
      return "((x) * (y))";
    case ACL_COMBINE_MIN:
      return real ? "fmin(x, y)" : "min(x, y)";
    case ACL_COMBINE_MAX:
      return real ? "fmax(x, y)" : "max(x, y)";
  }
  return "User_combine(x, y)";
}

template <typename T>
T reduce_ref(cl_uint op, T a, T b) {
  switch (op) {
    case ACL_COMBINE_SUM:
      return T(a + b);
    case ACL_COMBINE_PROD:
      return T(a * b);
    case ACL_COMBINE_MIN:
      return std::min(a, b);
    case ACL_COMBINE_MAX:
      return std::max(a, b);
  }
  if constexpr (std::is_same_v<T, uint32_t>) return a ^ b;
  return T(0);
}

template <typename T>
T reduce_identity(cl_uint op) {
  switch (op) {
    case ACL_COMBINE_MIN:
      return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity()
                                                  : std::numeric_limits<T>::max();
    case ACL_COMBINE_MAX:
      return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                  : std::numeric_limits<T>::lowest();
    case ACL_COMBINE_PROD:
      return T(1);
  }
  return T(0);
}

/// The n x m result of kReduceSource beside its written vectors (rows: ACL_PER_ROW, cols:
/// ACL_PER_COLUMN, all: ACL_PER_SLICE, each combined by `op`), every input at an offset of
/// its own and every output poisoned. Integer words compare exactly (uint wraps alike on
/// both sides); float inputs are real numbers in [-1, 1] and each float result must lie
/// within 1e-4 x (1 + the sum of the magnitudes it combines) of a double reference: the
/// device's sums of C (and C itself) round in another order.
template <typename T>
void run_reduce(const TileStrategy& s, cl_uint op, size_t n, size_t m, size_t k, uint32_t seed) {
  constexpr bool real = std::is_same_v<T, float>;
  INFO("reductions beside the tiles: " << base_name<T>() << " combine " << op << ", " << n << "x"
                                       << m << ", k " << k << ", " << name_of(s));
  std::mt19937 rng(seed);
  auto word = [&]() {
    const uint32_t r = uint32_t(rng());
    if constexpr (real) return float(int(r % 2001) - 1000) / 1000.0f;
    // Products: mostly 1, a few 2 and 3 (uint wraps); otherwise small integers.
    if (op == ACL_COMBINE_PROD) return T(1 + (r % 31 == 0) + (r % 53 == 0));
    if (std::is_same_v<T, uint32_t> && op == ACL_COMBINE_USER) return T(r);
    return T(int(r % 17) - 8);
  };
  const size_t kk = std::max<size_t>(k, 1), pa = k ? k : n;
  std::vector<T> a(pa * m + 3), b(n * kk);
  for (T& v : a) v = word();
  for (T& v : b) v = word();
  // The reference C in double (floats) or T (integers), then its reductions.
  std::vector<double> rows(m), cols(n), all(1), rmag(m, 0.0), cmag(n, 0.0), amag(1, 0.0);
  std::vector<T> irows(m, reduce_identity<T>(op)), icols(n, reduce_identity<T>(op)),
      iall(1, reduce_identity<T>(op));
  const double id = double(reduce_identity<T>(op));
  std::fill(rows.begin(), rows.end(), id);
  std::fill(cols.begin(), cols.end(), id);
  all[0] = id;
  for (size_t y = 0; y < m; ++y)
    for (size_t x = 0; x < n; ++x) {
      double cd = 0;
      T ci = T(0);
      if (k) {
        for (size_t i = 0; i < k; ++i) {
          cd += double(a[3 + y * k + i]) * double(b[i * n + x]);
          ci = T(ci + T(a[3 + y * k + i] * b[i * n + x]));
        }
      } else {
        cd = 2.0 * double(a[3 + y * n + x]);
        ci = T(T(2) * a[3 + y * n + x]);
      }
      if constexpr (real) {
        auto comb = [&](double p, double q) {
          return op == ACL_COMBINE_SUM ? p + q : op == ACL_COMBINE_MIN ? std::min(p, q) : std::max(p, q);
        };
        rows[y] = comb(rows[y], cd), cols[x] = comb(cols[x], cd), all[0] = comb(all[0], cd);
        rmag[y] += std::fabs(cd), cmag[x] += std::fabs(cd), amag[0] += std::fabs(cd);
      } else {
        irows[y] = reduce_ref(op, irows[y], ci);
        icols[x] = reduce_ref(op, icols[x], ci);
        iall[0] = reduce_ref(op, iall[0], ci);
      }
    }
  TileGuard guard(s);
  Env& e = env();
  std::string src = std::string("#define T ") + base_name<T>() + "\n#define COMB(x, y) " +
                    comb_macro(op, real) + "\n" + (k ? "#define WITH_K 1\n" : "") + kReduceSource;
  acl::Kernel kern(e.context, src, op == ACL_COMBINE_USER ? "-DUSER" : "");
  cl::Buffer ba = filled(a), bb = filled(b), bc = poisoned(n * m * 4), brows = poisoned(m * 4),
             bcols = poisoned(n * 4), ball = poisoned(4);
  const acl::Attr out = acl::Attr().words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  const cl_uint i = k ? 1 : 0;  // the first argument after A (and B)
  kern.arg(0, ba, k ? tiled(k, m, 2, 1).from_word(3) : tiled(n, m).from_word(3));
  if (k) kern.arg(1, bb, tiled(n, k, 1, 2));
  kern.arg(i + 1, bc, tiled(n, m).read(ACL_NONE).write(ACL_TOP_LEFT))
      .arg(i + 2, brows, acl::Attr(out).shape(1, m).per(ACL_PER_ROW, op))
      .arg(i + 3, bcols, acl::Attr(out).shape(n, 1).per(ACL_PER_COLUMN, op))
      .arg(i + 4, ball, acl::Attr(out).shape(1, 1).per(ACL_PER_SLICE, op))
      .arg(i + 5, int(n))
      .arg(i + 6, int(m))
      .arg(i + 7, int(k));
  std::string plan;
  if (!launch(kern, plan)) return;
  CHECK(plan.find("combined across the group") != std::string::npos);
  const auto got_rows = read<T>(brows, m), got_cols = read<T>(bcols, n), got_all = read<T>(ball, 1);
  size_t bad = 0;
  auto check = [&](const char* what, size_t at, T got, double want, T iwant, double mag) {
    bool ok;
    if constexpr (real)
      ok = std::fabs(double(got) - want) <= 1e-4 * (1.0 + mag);
    else
      ok = got == iwant;
    if (!ok && bad++ < 5)
      FAIL_CHECK(what << " " << at << ": expected " << (real ? want : double(iwant)) << ", got "
                      << got << "\n" << plan);
  };
  for (size_t y = 0; y < m; ++y) check("row", y, got_rows[y], rows[y], irows[y], rmag[y]);
  for (size_t x = 0; x < n; ++x) check("column", x, got_cols[x], cols[x], icols[x], cmag[x]);
  check("result", 0, got_all[0], all[0], iall[0], amag[0]);
  CHECK(bad == 0);
}

}  // namespace

TEST_CASE("ACL_TILE tile: reductions per row, column and result beside the tiles",
          "[device][tile][tile-reduce]") {
  uint32_t seed = 900;
  for (const TileStrategy& s : {kGpu, kGpuWarps, kCpuClass, kCpuPad, kCpu})
    DYNAMIC_SECTION(name_of(s)) {
      run_reduce<float>(s, ACL_COMBINE_SUM, 41, 37, 29, seed++);
      run_reduce<int32_t>(s, ACL_COMBINE_MIN, 130, 67, 3, seed++);
      run_reduce<float>(s, ACL_COMBINE_MAX, 67, 45, 0, seed++);
      run_reduce<uint32_t>(s, ACL_COMBINE_PROD, 19, 23, 5, seed++);
      run_reduce<uint32_t>(s, ACL_COMBINE_USER, 33, 9, 7, seed++);
      run_reduce<int32_t>(s, ACL_COMBINE_MAX, 1, 1, 1, seed++);
    }
}

TEST_CASE("ACL_TILE tile: what may not stand beside the tiles is refused at enqueue",
          "[device][tile][errors]") {
  ErrorFixture f;
  const size_t n = ErrorFixture::n, m = ErrorFixture::m;
  cl::Buffer extra = filled(std::vector<float>(n * m, 1.0f));
  // (v a `__local` parameter where `local_v`: COMMON data.)
  auto refuse_extra = [&](const acl_attr& x, cl_int code, const std::vector<std::string>& says,
                          bool local_v = false) {
    cl_int err = CL_INVALID_VALUE;
    const std::string src = std::string("void User_main(float* L, float* R, float* c, ") +
                            (local_v ? "__local const float* v" : "float* v") + R"() {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++) c[i * get_acl_tileSize(0) + j] += L[i] * R[j];
})";
    cl_acl_kernel k = clCreateAclKernel(f.e.context(), src.c_str(), "", &err);
    REQUIRE(err == CL_SUCCESS);
    const acl_attr a = ErrorFixture::a_attr(), b = ErrorFixture::b_attr(), c = ErrorFixture::c_attr();
    REQUIRE(clSetAclKernelArg(k, 0, sizeof(cl_mem), &f.ba(), &a) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 1, sizeof(cl_mem), &f.bb(), &b) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 2, sizeof(cl_mem), &f.bc(), &c) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(k, 3, sizeof(cl_mem), &extra(), &x) == CL_SUCCESS);
    cl_event ev = nullptr;
    CHECK(clEnqueueAclKernel(f.e.queue(), k, 0, nullptr, &ev) == code);
    CHECK(ev == nullptr);
    const std::string msg = aclGetLastErrorMessage();
    for (const std::string& p : says) {
      INFO("message \"" << msg << "\" should mention: " << p);
      CHECK(msg.find(p) != std::string::npos);
    }
    clReleaseAclKernel(k);
  };
  SECTION("a level-2 table beside the tiles") {
    refuse_extra(acl::Attr().shape(n, m).words(4).common().at_level(2), ACL_NOT_SUPPORTED_YET,
                 {"'v'", "ACL_COMMON data at level 2", "'L'", "ACL_TILE"}, true);
  }
  SECTION("a reduction per row of another length than the result's height") {
    refuse_extra(
        acl::Attr().shape(1, m + 2).words(4).per(ACL_PER_ROW).read(ACL_NONE).write(ACL_TOP_LEFT),
        ACL_INVALID_ATTRIBUTE, {"'v'", "ACL_PER_ROW", std::to_string(n) + "x" + std::to_string(m)});
  }
  SECTION("a vector per column of another length than the result's width") {
    refuse_extra(acl::Attr().shape(n + 1, 1).words(4).per(ACL_PER_COLUMN),
                 ACL_INVALID_ATTRIBUTE,
                 {"'v'", "ACL_PER_COLUMN", std::to_string(n) + "x" + std::to_string(m)});
  }
  SECTION("a vector per row with split ACL_TILE") {
    cl_int err = CL_INVALID_VALUE;
    cl_acl_kernel k = clCreateAclKernel(f.e.context(), "void User_main(float* v) {}", "", &err);
    REQUIRE(err == CL_SUCCESS);
    acl_attr x = acl::Attr().shape(1, m).words(4).per(ACL_PER_ROW);
    x.split = ACL_TILE;
    CHECK(clSetAclKernelArg(k, 0, sizeof(cl_mem), &extra(), &x) == ACL_NOT_SUPPORTED_YET);
    CHECK(std::string(aclGetLastErrorMessage()).find("give it split ACL_VERTICAL") !=
          std::string::npos);
    clReleaseAclKernel(k);
  }
  f.valid_run();
}

TEST_CASE("ACL_TILE tile: errors at enqueue name the arguments and write nothing",
          "[device][tile][errors]") {
  ErrorFixture f;
  SECTION("untiled result beside tiled operands") {
    acl_attr c = acl::Attr().shape(f.n, f.m).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
    f.set(f.a_attr(), f.b_attr(), c);
    f.refused(ACL_NOT_SUPPORTED_YET, {"'c'", "ACL_TILE"});
  }
  SECTION("untiled operand beside a tiled result") {
    acl_attr a = acl::Attr().shape(f.k, f.m).words(4);
    f.set(a, f.b_attr(), f.c_attr());
    f.refused(ACL_NOT_SUPPORTED_YET, {"'L'", "ACL_TILE"});
  }
  SECTION("x extents disagree") {
    acl_attr b = tiled(f.n + 1, f.k, 1, 2);
    f.set(f.a_attr(), b, f.c_attr());
    f.refused(ACL_SPLIT_COUNT_MISMATCH, {"'R'", "'c'", std::to_string(f.n + 1), std::to_string(f.n)});
  }
  SECTION("k extents disagree") {
    acl_attr b = tiled(f.n, f.k - 1, 1, 2);
    f.set(f.a_attr(), b, f.c_attr());
    f.refused(ACL_SPLIT_COUNT_MISMATCH, {"'L'", "'R'"});
  }
  SECTION("tile hints disagree") {
    acl_attr a = f.a_attr(), c = f.c_attr();
    a.tile[0] = 4, a.tile[1] = 4;
    c.tile[0] = 2, c.tile[1] = 4;
    f.set(a, f.b_attr(), c);
    f.refused(ACL_INVALID_ATTRIBUTE, {"'L'", "'c'", "tile"});
  }
  f.valid_run();
}

}  // namespace acltest
