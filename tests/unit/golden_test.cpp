// Golden generated kernels: the plans and AC kernel sources of representative ACL kernels,
// committed under tests/golden/, regenerated here and compared line by line. A change to the
// planner or the generator that alters any of them fails this test until the files are
// refreshed (scripts/golden.sh), so every commit says which kernels it changed.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "codegen/generator.hpp"
#include "codegen/kernel_params.hpp"
#include "common.hpp"
#include "embedded.hpp"

#ifndef ACL_GOLDEN_DIR
#error "ACL_GOLDEN_DIR must name tests/golden (tests/CMakeLists.txt sets it)"
#endif

namespace acltest {
namespace {

// ---- User_main sources (the examples' own where there is one) ----

const char* kBinarize = R"(void User_main(uchar* src, uchar* dst, int thres)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] > thres ? 255 : 0;
}
)";

const char* kStencil = R"(#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = (P(-1, -1) + 2.0f * P(0, -1) + P(1, -1)
                  + 2.0f * P(-1, 0) + 4.0f * P(0, 0) + 2.0f * P(1, 0)
                  + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1)) * (1.0f / 16.0f);
}
)";

const char* kBox16 = R"(void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        float s = 0.0f;
        for (int dy = -16; dy <= 16; dy++)
            for (int dx = -16; dx <= 16; dx++) s += *get_acl_xy(src, dx, i + dy);
        dst[i] = s * (1.0f / 1089.0f);
    }
}
)";

// hotspot3D's 7-point stencil shape: x and y neighbours, and the slices below and above.
const char* kStencil7 = R"(void User_main(float* t, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.4f * t[i] + 0.1f * (*get_acl_xy(t, -1, i) + *get_acl_xy(t, 1, i) + t[i - 1] +
                                       t[i + 1] + *get_acl_xyz(t, 0, i, -1) +
                                       *get_acl_xyz(t, 0, i, 1));
}
)";

// C = A x B plus a bias per column and per row and a table word, beside the tiles.
const char* kMatmulBeside = R"(void User_main(const float* a, const float* b, float* c,
                const float* col, const float* row, __local const float* w)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++) {
            if (get_acl_iter(2) == 0) c[i * get_acl_tileSize(0) + j] += col[j] + row[i] + w[j % 4];
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
        }
}
)";

// C = A x B, its row sums and column maxima (after the last k), beside the tiles.
const char* kMatmulReduce = R"(void User_main(const float* a, const float* b, float* c,
                float* rows, float* cols, int n, int m, int k)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++) {
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
            const int x = get_acl_origin(c, 0) + get_acl_tileX(j);
            const int y = get_acl_origin(c, 1) + get_acl_tileY(i);
            if (get_acl_iter(2) == k - 1 && x < n && y < m) {
                rows[i] += c[i * get_acl_tileSize(0) + j];
                cols[j] = fmax(cols[j], c[i * get_acl_tileSize(0) + j]);
            }
        }
}
)";

const char* kCopy = R"(void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
)";

const char* kShrink = R"(#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.25f * (P(0, 0) + P(1, 0) + P(0, 1) + P(1, 1));
}
)";

const char* kIir = R"(void User_main(float* src, float* dst)
{
    float y = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = y = 0.5f * (src[i] + y);
}
)";

const char* kIirRows = R"(void User_main(float* src, float* dst)
{
    float* above = get_acl_nbh(dst, 0);
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.5f * (src[i] + above[i]);
}
)";

const char* kIntegral = R"(void User_main(uint* src, uint* dst)
{
    uint s = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = s += src[i];
}
)";

const char* kIntegralRno1 = R"(void User_main(uint* src, uint* dst)
{
    uint* left = get_acl_nbh(dst, 2);
    uint above = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    uint corner = get_acl_nbh(dst, 1)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++) {
        dst[i] = above = src[i] + left[i] + above - corner;
        corner = left[i];
    }
}
)";

const char* kIntegralSum = R"(void User_main(uint* src, uint* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
)";

const char* kPrefixMax = R"(void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
)";

const char* kSeam = R"(void User_main(float* e, float* m)
{
    const float* above = get_acl_nbh(m, 0);
    for (int k = 0; k < get_acl_size(m); k++)
        m[k] = e[k] + fmin(above[k], fmin(above[k - 1], above[k + 1]));
}
)";

const char* kPrefixUser = R"(uint User_combine(uint a, uint b) { return a | b; }
uint User_identity(void) { return 0u; }
void User_main(uint* src, uint* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 1u << (src[i] & 31u);
}
)";

const char* kRno2 = R"(void User_main(uint* v)
{
    uint* left = get_acl_nbh(v, 0);
    uint* up = get_acl_nbh(v, 2);
    uint* up_right = get_acl_nbh(v, 3);
    for (int i = 0; i < get_ac_size(1); i++)
        v[i] += left[i] + up[i] + up_right[i];
}
)";

// Rodinia hotspot's step (its chip constants folded), run several steps a launch.
const char* kHeat = R"(void User_main(float* t, float* p, float* out)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        const float c = t[i], w = *get_acl_xy(t, -1, i), e = *get_acl_xy(t, 1, i);
        out[i] = c + 0.5f * (p[i] + (t[i + 1] + t[i - 1] - 2.0f * c) * 0.1f +
                             (e + w - 2.0f * c) * 0.1f + (80.0f - c) * 0.001f);
    }
}
)";

const char* kGather = R"(void User_main(float* src, float* dst, float scale)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] * scale;
}
)";

const char* kMatmul = R"(void User_main(const float* a, const float* b, float* c)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
)";

const char* kMdh = R"(void User_main(float* gx, float* gy, float* gz,
               __local float* ax, __local float* ay, __local float* az,
               __local float* charge, __local float* size,
               float* val, float pre1, float xkappa)
{
    for (int j = 0; j < get_acl_valid(ax); j++) {
        for (int i = 0; i < get_ac_size(1); i++) {
            float dx = gx[i] - ax[j], dy = gy[i] - ay[j], dz = gz[i] - az[j];
            float d = sqrt(dx * dx + dy * dy + dz * dz);
            val[i] += pre1 * charge[j] * exp(-xkappa * (d - size[j])) / ((1.0f + xkappa * size[j]) * d);
        }
    }
}
)";

const char* kSaxpy = R"(void User_main(float* x, float* y, float* out, float alpha)
{
    for (int i = 0; i < get_ac_size(1); i++)
        out[i] = alpha * x[i] + y[i];
}
)";

const char* kLut = R"(void User_main(uchar* src, __local uchar* lut, uchar* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = lut[src[i]];
}
)";

const char* kNeighbours = R"(void User_main(float* src, float* dst)
{
    float* a = get_acl_nbh(src, 0);
    float* b = get_acl_nbh(src, 1);
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = a[i] + src[i] + b[i];
}
)";

const char* kLeft = R"(void User_main(float* src, float* dst)
{
    float* left = get_acl_nbh(src, 0);
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] - left[i];
}
)";

const char* kLevels = R"(void User_main(float* out, float* mid, float* inner)
{
    for (int i = 0; i < get_ac_size(1); i++)
        out[i] += mid[i % get_ac_size(2)] * inner[0];
}
)";

const char* kScratch = R"(void User_main(float* src, float* dst, __local float* tmp, __global int* count)
{
    tmp[get_local_id(0)] = src[0];
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] + tmp[0];
    if (get_global_id(0) == 0) atomic_inc(count);
}
)";

const char* kWide = R"(void User_main(double* a, float4* b, long* out)
{
    for (int i = 0; i < get_ac_size(1); i++)
        out[i] = (long)(a[i] + b[i].x);
}
)";

const char* kInPlace = R"(void User_main(float* v, float s)
{
    for (int i = 0; i < get_ac_size(1); i++)
        v[i] = v[i] * s + 1.0f;
}
)";

const char* kMatVec = R"(void User_main(const float* a, const float* v, float* r)
{
    for (int i = 0; i < get_ac_size(1); i++)
        r[i] = a[i] * v[i];
}
)";

const char* kToShort = R"(void User_main(uchar* src, ushort* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = (ushort)src[i] * 3;
}
)";

// ---- Attributes ----

acl_attr data(size_t w, size_t h, size_t d, unsigned ws) { return attr(w, h, d, ws); }
acl_attr margin(acl_attr a, unsigned m, cl_uint border = ACL_BORDER_CLAMP) {
  a.margin = m;
  a.border = border;
  return a;
}
acl_attr def(acl_attr a, cl_uint d, unsigned scale_log2 = 0) {
  a.ref = ACL_NONE;
  a.def = d;
  a.scale_log2 = scale_log2;
  return a;
}
acl_attr per(acl_attr a, cl_uint broadcast, size_t w, size_t h, cl_uint combine = ACL_COMBINE_SUM) {
  a.broadcast = broadcast;
  a.size[0] = w;
  a.size[1] = h;
  a.row_pitch = a.slice_pitch = 0;
  a.combine = combine;
  return a;
}
acl_attr scanned(acl_attr a, cl_uint combine) {
  a.dependency = ACL_RNO1_SCAN;
  a.combine = combine;
  return a;
}

acl_attr depends(acl_attr a, cl_uint dep) {
  a.dependency = dep;
  return a;
}
acl_attr inout(acl_attr a) {
  a.def = ACL_TOP_LEFT;
  return a;
}
acl_attr tiled(acl_attr a, cl_uint lx, cl_uint ly) {
  a.split = ACL_TILE;
  a.dim_level[0] = lx;
  a.dim_level[1] = ly;
  return a;
}
acl_attr pinned(acl_attr a, cl_uint wg, cl_uint split) {
  a.wg_min = a.wg_max = wg;
  a.split_min = a.split_max = split;
  return a;
}
acl_attr pitched(acl_attr a, size_t row, size_t slice) {
  a.row_pitch = row;
  a.slice_pitch = slice;
  return a;
}
acl_attr margin_z(acl_attr a, unsigned m, unsigned mz, cl_uint border = ACL_BORDER_CLAMP) {
  a.margin = m;
  a.margin_z = mz;
  a.border = border;
  return a;
}
acl_attr from_word(acl_attr a, size_t offset) {
  a.offset = offset;
  return a;
}
acl_attr random_at(acl_attr a, bool as_def) {
  (as_def ? a.def : a.ref) = ACL_RANDOM;
  if (as_def) a.ref = ACL_NONE;
  a.position = reinterpret_cast<cl_mem>(uintptr_t(0x10));  // never dereferenced here
  return a;
}

/// One argument of a golden kernel: transfer attributes, or scalar / scratch / pass-through.
struct Arg {
  enum Kind { Transfer, Scalar, Scratch, Global } kind = Transfer;
  acl_attr a{};
  size_t bytes = 0;  ///< scratch bytes, or position-buffer bytes of ACL_RANDOM data
};
Arg t(const acl_attr& a, size_t position_bytes = 0) { return {Arg::Transfer, a, position_bytes}; }
Arg value() { return {Arg::Scalar, {}, 0}; }
Arg local_scratch(size_t bytes) { return {Arg::Scratch, {}, bytes}; }
Arg pass_through() { return {Arg::Global, {}, 0}; }

/// MDH's arguments (kMdh): w x h grid points, atoms in level-2 COMMON chunks.
std::vector<Arg> mdh_args(size_t w, size_t h, size_t atoms) {
  std::vector<Arg> a(3, t(data(w, h, 1, 4)));
  for (int i = 0; i < 5; ++i) a.push_back(t(common(horizontal(data(atoms, 1, 1, 4)), 2)));
  a.push_back(t(out(data(w, h, 1, 4))));
  a.push_back(value());
  a.push_back(value());
  return a;
}

/// Written data that runs `n` steps a launch, feeding argument `input`.
acl_attr stepped(acl_attr a, cl_uint n, cl_uint input) {
  a.steps = n;
  a.feeds = input;
  return a;
}

struct Golden {
  std::string name;
  const char* source;
  std::function<DeviceProfile()> device;
  std::vector<Arg> args;
};

std::vector<Golden> goldens() {
  const auto gpu = gpu_profile, cpu = cpu_profile, small = small_gpu_profile;
  const auto gpu_diagonals = [] {  // wavefronts in a launch per diagonal, as they were
    DeviceProfile p = diagonals(gpu_profile());
    p.knobs.wave_bytes = 64;
    return p;
  };
  const auto gpu_pipeline = [] { return pipelined(gpu_profile()); };
  const auto cpu_pipeline = [] { return no_walks(cpu_profile()); };  // no band walks
  const auto cpu16 = [] {  // 16 cores: column sums in ranges (knob column_runs)
    DeviceProfile p = cpu_profile();
    p.compute_units = 16;
    return p;
  };
  const auto gpu_walk = [] {  // z walks of two rows a work-item
    DeviceProfile p = gpu_profile();
    p.knobs.z_walk = 2;
    return p;
  };
  const auto cpu_loop = [] {  // PoCL 5's row
    DeviceProfile p = cpu_profile();
    p.knobs.row_loop = 1;
    p.knobs.sweep_rows = 0;
    p.knobs.halo_wg = 32;
    return p;
  };
  const auto cpu_barrier = [] {  // RNO0 walks with a barrier after each block, as they were
    DeviceProfile p = cpu_profile();
    p.knobs.rno_strip = 0;
    return p;
  };
  const auto cpu_words = [] {
    DeviceProfile p = cpu_profile();
    p.float_lanes = 1;
    return p;
  };
  const acl_attr f8k = data(8192, 8192, 1, 4), f2k = data(2048, 2048, 1, 4);
  const acl_attr ragged = data(1021, 767, 1, 4);
  return {
      // Binarize: byte lanes moved as words (GPU), flattened ragged rows (GPU), CPU rows.
      {"binarize-gpu-16384",
       kBinarize,
       gpu,
       {t(data(16384, 16384, 1, 1)), t(out(data(16384, 16384, 1, 1))), value()}},
      {"binarize-gpu-ragged-flattened",
       kBinarize,
       gpu,
       {t(data(4095, 2049, 1, 1)), t(out(data(4095, 2049, 1, 1))), value()}},
      {"binarize-cpu-2048",
       kBinarize,
       cpu,
       {t(data(2048, 2048, 1, 1)), t(out(data(2048, 2048, 1, 1))), value()}},
      // Row loops (PoCL 5's row): a block's work-items as a loop, ragged rows.
      {"binarize-cpu-ragged-row-loop",
       kBinarize,
       cpu_loop,
       {t(data(1021, 767, 1, 1)), t(out(data(1021, 767, 1, 1))), value()}},
      {"conv3x3-cpu-ragged-row-loop", kStencil, cpu_loop, {t(margin(ragged, 1)), t(out(ragged))}},
      {"bytes-to-short-gpu-ragged",
       kToShort,
       gpu,
       {t(data(333, 77, 1, 1)), t(out(data(333, 77, 1, 2)))}},
      // Margins along z: the window's planes, a slice each, folded at the volume's faces.
      {"stencil7-z1-gpu-ragged",
       kStencil7,
       gpu,
       {t(margin_z(data(131, 67, 9, 4), 1, 1)), t(out(data(131, 67, 9, 4)))}},
      // The z walk (knob z_walk, off by default: slower on the H200).
      {"stencil7-z1-gpu-ragged-walk",
       kStencil7,
       gpu_walk,
       {t(margin_z(data(131, 67, 9, 4), 1, 1)), t(out(data(131, 67, 9, 4)))}},
      {"stencil7-z1-cpu-ragged-zero",
       kStencil7,
       cpu,
       {t(margin_z(data(131, 67, 9, 4), 1, 1, ACL_BORDER_ZERO)), t(out(data(131, 67, 9, 4)))}},
      // Arrays inside their buffers at odd words (acl_attr::offset): each kernel moves its
      // pointers there; staged rows copy 16-byte chunks aligned in the buffer, not the array.
      {"binarize-gpu-ragged-offset",
       kBinarize,
       gpu,
       {t(from_word(data(333, 77, 1, 1), 1025)), t(from_word(out(data(333, 77, 1, 1)), 3)),
        value()}},
      // Stencils with a margin: long columns (margin_split, GPU), sweeps (CPU), every border mode.
      {"conv3x3-gpu-8192", kStencil, gpu, {t(margin(f8k, 1)), t(out(f8k))}},
      {"conv3x3-gpu-ragged-mirror",
       kStencil,
       gpu,
       {t(margin(ragged, 1, ACL_BORDER_MIRROR)), t(out(ragged))}},
      {"conv3x3-cpu-2048-sweep", kStencil, cpu, {t(margin(f2k, 1)), t(out(f2k))}},
      {"conv3x3-cpu-ragged-zero",
       kStencil,
       cpu,
       {t(margin(ragged, 1, ACL_BORDER_ZERO)), t(out(ragged))}},
      // Margins of 2 to 4 on GPUs: lanes of the whole lane_bytes (4 floats).
      {"stencil-m2-gpu-8192-lanes", kStencil, gpu, {t(margin(f8k, 2)), t(out(f8k))}},
      // Wide margins: local windows (GPU from margin 5, CPU from margin 4).
      {"box-m16-gpu-ragged", kBox16, gpu, {t(margin(ragged, 16)), t(out(ragged))}},
      {"box-m16-cpu-ragged-mirror",
       kBox16,
       cpu,
       {t(margin(ragged, 16, ACL_BORDER_MIRROR)), t(out(ragged))}},
      {"stencil-small-gpu-horizontal-none",
       kStencil,
       small,
       {t(horizontal(margin(data(333, 77, 1, 4), 2, ACL_BORDER_NONE))),
        t(out(horizontal(data(333, 77, 1, 4))))}},
      // Transformed write-backs.
      {"transpose-gpu-8192", kCopy, gpu, {t(f8k), t(def(f8k, ACL_SPECIAL_MIRROR_TRANSPOSE))}},
      {"rotate90-gpu-ragged",
       kCopy,
       gpu,
       {t(data(8191, 4097, 1, 4)), t(def(data(4097, 8191, 1, 4), ACL_SPECIAL_ROT90))}},
      {"transpose-cpu-2048", kCopy, cpu, {t(f2k), t(def(f2k, ACL_SPECIAL_MIRROR_TRANSPOSE))}},
      {"rotate270-cpu-ragged",
       kCopy,
       cpu,
       {t(data(129, 65, 1, 4)), t(def(data(65, 129, 1, 4), ACL_SPECIAL_ROT270))}},
      {"rot180-small-gpu",
       kCopy,
       small,
       {t(data(50, 40, 1, 4)), t(def(data(50, 40, 1, 4), ACL_SPECIAL_ROT180))}},
      {"flip-gpu-bytes",
       kBinarize,
       gpu,
       {t(data(640, 480, 1, 1)), t(def(data(640, 480, 1, 1), ACL_SPECIAL_FLIP)), value()}},
      {"shrink2-gpu-8192",
       kShrink,
       gpu,
       {t(margin(f8k, 1)), t(def(data(4096, 4096, 1, 4), ACL_SPECIAL_SHRINK, 1))}},
      {"shrink2-gpu-ragged-columns",
       kShrink,
       gpu,
       {t(margin(data(8191, 4097, 1, 4), 1)),
        t(def(data(4096, 2049, 1, 4), ACL_SPECIAL_SHRINK, 1))}},
      {"shrink2-cpu-2048",
       kShrink,
       cpu,
       {t(margin(f2k, 1)), t(def(data(1024, 1024, 1, 4), ACL_SPECIAL_SHRINK, 1))}},
      {"enlarge2-gpu-8192",
       kCopy,
       gpu,
       {t(f8k), t(def(data(16384, 16384, 1, 4), ACL_SPECIAL_ENLARGE, 1))}},
      {"enlarge2-cpu-4096-streamed",
       kCopy,
       cpu,
       {t(data(4096, 4096, 1, 4)), t(def(data(8192, 8192, 1, 4), ACL_SPECIAL_ENLARGE, 1))}},
      // Dependencies: RNO0 walks, the summed-area table, wavefronts, LNO neighbours.
      {"iir-gpu-8192", kIir, gpu, {t(f8k), t(depends(out(f8k), ACL_RNO0))}},
      {"iir-cpu-2048-barrier", kIir, cpu_barrier, {t(f2k), t(depends(out(f2k), ACL_RNO0))}},
      {"iir-cpu-2048-strip", kIir, cpu, {t(f2k), t(depends(out(f2k), ACL_RNO0))}},
      {"iir-cpu-ragged-strip", kIir, cpu, {t(ragged), t(depends(out(ragged), ACL_RNO0))}},
      {"iir-rows-gpu-ragged",
       kIirRows,
       gpu,
       {t(horizontal(data(1000, 700, 1, 4))),
        t(depends(out(horizontal(data(1000, 700, 1, 4))), ACL_RNO0))}},
      {"integral-columns-gpu-8192",
       kIntegral,
       gpu,
       {t(f8k), t(depends(def(f8k, ACL_SPECIAL_MIRROR_TRANSPOSE), ACL_RNO0))}},
      {"integral-rno1-gpu-ragged",
       kIntegralRno1,
       gpu_diagonals,
       {t(data(1000, 700, 1, 4)), t(depends(out(data(1000, 700, 1, 4)), ACL_RNO1))}},
      {"integral-rno1-gpu-8192-pipeline",
       kIntegralRno1,
       gpu_pipeline,
       {t(f8k), t(depends(out(f8k), ACL_RNO1))}},
      {"integral-rno1-gpu-ragged-pipeline",
       kIntegralRno1,
       gpu_pipeline,
       {t(data(1000, 700, 1, 4)), t(depends(out(data(1000, 700, 1, 4)), ACL_RNO1))}},
      {"integral-sum-gpu-8192", kIntegralSum, gpu, {t(f8k), t(depends(out(f8k), ACL_RNO1_SUM))}},
      {"integral-sum-cpu-ragged",
       kIntegralSum,
       cpu,
       {t(data(1000, 700, 1, 4)), t(depends(out(data(1000, 700, 1, 4)), ACL_RNO1_SUM))}},
      // A vector per column read and a sum per row (y = A x), a maximum per column
      // (ragged, horizontal, CPU).
      {"matvec-rows-gpu-8192",
       kMatVec,
       gpu,
       {t(f8k), t(per(f8k, ACL_PER_COLUMN, 8192, 1)), t(per(out(f8k), ACL_PER_ROW, 1, 8192))}},
      {"colmax-cpu-ragged-horizontal",
       kMatVec,
       cpu,
       {t(horizontal(data(1000, 700, 1, 4))),
        t(per(horizontal(data(1000, 700, 1, 4)), ACL_PER_ROW, 1, 700)),
        t(per(out(horizontal(data(1000, 700, 1, 4))), ACL_PER_COLUMN, 1000, 1, ACL_COMBINE_MAX))}},
      // Column sums over rows that no strip cuts evenly: strips of equal length (424 words,
      // five a row, the last ragged), copied.
      {"colmax-cpu-2100-ragged-strips",
       kMatVec,
       cpu,
       {t(horizontal(data(2100, 300, 1, 4))),
        t(per(horizontal(data(2100, 300, 1, 4)), ACL_PER_ROW, 1, 300)),
        t(per(out(horizontal(data(2100, 300, 1, 4))), ACL_PER_COLUMN, 2100, 1, ACL_COMBINE_MAX))}},
      // Column sums on 16 cores: 8 runs of rows, each row in 4 ranges of strips, the last
      // range short and its last strip ragged.
      {"colsum-cpu16-ragged-ranges",
       kMatVec,
       cpu16,
       {t(horizontal(data(2051, 300, 1, 4))),
        t(per(horizontal(data(2051, 300, 1, 4)), ACL_PER_ROW, 1, 300)),
        t(per(out(horizontal(data(2051, 300, 1, 4))), ACL_PER_COLUMN, 2051, 1))}},
      // Rows that cut evenly into strips: A and x read in place (pass in_place).
      {"matvec-cpu-4096-in-place",
       kMatVec,
       cpu,
       {t(horizontal(data(4096, 64, 1, 4))),
        t(per(horizontal(data(4096, 64, 1, 4)), ACL_PER_COLUMN, 4096, 1)),
        t(per(out(horizontal(data(4096, 64, 1, 4))), ACL_PER_ROW, 1, 64))}},
      // The same one-pass prefix under a maximum (GPU) and a user's combine (CPU).
      {"prefix-max-gpu-8192", kPrefixMax, gpu, {t(f8k), t(scanned(out(f8k), ACL_COMBINE_MAX))}},
      {"prefix-user-cpu-ragged",
       kPrefixUser,
       cpu,
       {t(data(1000, 700, 1, 4)), t(scanned(out(data(1000, 700, 1, 4)), ACL_COMBINE_USER))}},
      // Several time steps a launch: blocks from local tiles, the margin recomputed.
      {"steps-heat-gpu-1024",
       kHeat,
       gpu,
       {t(margin(data(1024, 1024, 1, 4), 1)), t(data(1024, 1024, 1, 4)),
        t(stepped(out(data(1024, 1024, 1, 4)), 4, 0))}},
      {"steps-heat-cpu-ragged-launches",
       kHeat,
       cpu,
       {t(margin(ragged, 1, ACL_BORDER_ZERO)), t(ragged), t(stepped(out(ragged), 3, 0))}},
      // ACL_RNO0 rows with a margin: strips of bands, the row above handed on tagged.
      {"pyramid-gpu-8192",
       kSeam,
       gpu,
       {t(horizontal(f8k)), t(depends(margin(out(horizontal(f8k)), 1), ACL_RNO0))}},
      {"pyramid-cpu-ragged-zero",
       kSeam,
       cpu,
       {t(horizontal(data(1000, 700, 1, 4))),
        t(depends(margin(out(horizontal(data(1000, 700, 1, 4))), 2, ACL_BORDER_ZERO), ACL_RNO0))}},
      {"rno2-cpu-horizontal-in-place",
       kRno2,
       cpu_pipeline,
       {t(depends(horizontal([] {
                    acl_attr a = data(150, 33, 1, 4);
                    a.def = ACL_TOP_LEFT;
                    return a;
                  }()),
                  ACL_RNO2))}},
      // The CPU class's band walks (wave_band_rows): RNO2 in place, chunks skewed by row;
      // RNO1 ragged, a band of fewer rows at the bottom.
      {"rno2-cpu-horizontal-in-place-bands",
       kRno2,
       cpu,
       {t(depends(horizontal([] {
                    acl_attr a = data(150, 33, 1, 4);
                    a.def = ACL_TOP_LEFT;
                    return a;
                  }()),
                  ACL_RNO2))}},
      {"integral-rno1-cpu-ragged-bands",
       kIntegralRno1,
       cpu,
       {t(data(1000, 700, 1, 4)), t(depends(out(data(1000, 700, 1, 4)), ACL_RNO1))}},
      {"lno0-gpu",
       kNeighbours,
       gpu,
       {t(depends(data(512, 512, 1, 4), ACL_LNO0)), t(out(data(512, 512, 1, 4)))}},
      {"lno1-cpu-horizontal",
       kLeft,
       cpu,
       {t(depends(horizontal(data(512, 300, 1, 4)), ACL_LNO1)),
        t(out(horizontal(data(512, 300, 1, 4))))}},
      // ACL_RANDOM origins.
      {"gather-gpu",
       kGather,
       gpu,
       {t(random_at(data(8192, 8192, 1, 4), false), 65536 * 16),
        t(pinned(out(data(64, 16 * 65536, 1, 4)), 64, 16)), value()}},
      {"scatter-cpu",
       kCopy,
       cpu,
       {t(data(32, 32, 1, 4)), t(random_at(data(500, 500, 1, 4), true), 1 << 20)}},
      // ACL_TILE.
      {"matmul-gpu-4096",
       kMatmul,
       gpu,
       {t(tiled(data(4096, 4096, 1, 4), 2, 1)), t(tiled(data(4096, 4096, 1, 4), 1, 2)),
        t(out(tiled(data(4096, 4096, 1, 4), 1, 1)))}},
      // Split k: 144 blocks for 132 compute units, the last 12 in 7 parts, and their sum.
      {"matmul-gpu-1536-split",
       kMatmul,
       gpu,
       {t(tiled(data(1536, 1536, 1, 4), 2, 1)), t(tiled(data(1536, 1536, 1, 4), 1, 2)),
        t(out(tiled(data(1536, 1536, 1, 4), 1, 1)))}},
      {"matmul-gpu-ragged",
       kMatmul,
       gpu,
       {t(tiled(data(777, 1023, 1, 4), 2, 1)), t(tiled(data(4095, 777, 1, 4), 1, 2)),
        t(out(tiled(data(4095, 1023, 1, 4), 1, 1)))}},
      // C read and written (C += A x B), rows of whole vectors, ragged in y: the level-1
      // tile's vector loads as well as its stores.
      {"gemm-gpu-4096x1000",
       kMatmul,
       gpu,
       {t(tiled(data(776, 1000, 1, 4), 2, 1)), t(tiled(data(4096, 776, 1, 4), 1, 2)),
        t(inout(tiled(data(4096, 1000, 1, 4), 1, 1)))}},
      // Vectors per column and row and a COMMON table beside the tiles (axis '1', local table).
      {"matmul-beside-gpu-ragged",
       kMatmulBeside,
       gpu,
       {t(tiled(data(777, 1023, 1, 4), 2, 1)), t(tiled(data(4095, 777, 1, 4), 1, 2)),
        t(out(tiled(data(4095, 1023, 1, 4), 1, 1))), t(per(data(4095, 1, 1, 4), ACL_PER_COLUMN, 4095, 1)),
        t(per(data(1, 1023, 1, 4), ACL_PER_ROW, 1, 1023)), t(common(data(4, 1, 1, 4)))}},
      {"matmul-beside-cpu-ragged",
       kMatmulBeside,
       cpu,
       {t(tiled(data(777, 1023, 1, 4), 2, 1)), t(tiled(data(4095, 777, 1, 4), 1, 2)),
        t(out(tiled(data(4095, 1023, 1, 4), 1, 1))), t(per(data(4095, 1, 1, 4), ACL_PER_COLUMN, 4095, 1)),
        t(per(data(1, 1023, 1, 4), ACL_PER_ROW, 1, 1023)), t(common(data(4, 1, 1, 4)))}},
      // Written vectors beside the tiles: row sums and column maxima (ACL_init, the group's
      // words combined in local memory, atomics).
      {"matmul-reduce-gpu-ragged",
       kMatmulReduce,
       gpu,
       {t(tiled(data(777, 1023, 1, 4), 2, 1)), t(tiled(data(4095, 777, 1, 4), 1, 2)),
        t(out(tiled(data(4095, 1023, 1, 4), 1, 1))), t(per(out(data(1, 1023, 1, 4)), ACL_PER_ROW, 1, 1023)),
        t(per(out(data(4095, 1, 1, 4)), ACL_PER_COLUMN, 4095, 1, ACL_COMBINE_MAX)), value(), value(), value()}},
      {"matmul-reduce-cpu-ragged",
       kMatmulReduce,
       cpu,
       {t(tiled(data(777, 1023, 1, 4), 2, 1)), t(tiled(data(4095, 777, 1, 4), 1, 2)),
        t(out(tiled(data(4095, 1023, 1, 4), 1, 1))), t(per(out(data(1, 1023, 1, 4)), ACL_PER_ROW, 1, 1023)),
        t(per(out(data(4095, 1, 1, 4)), ACL_PER_COLUMN, 4095, 1, ACL_COMBINE_MAX)), value(), value(), value()}},
      {"matmul-cpu-ragged",
       kMatmul,
       cpu,
       {t(tiled(data(777, 1023, 1, 4), 2, 1)), t(tiled(data(4095, 777, 1, 4), 1, 2)),
        t(out(tiled(data(4095, 1023, 1, 4), 1, 1)))}},
      // A last block column of one result column: B read in place, the tiles past its width
      // word by word, the tiles wholly past the result without calls.
      {"matmul-cpu-1025",
       kMatmul,
       cpu,
       {t(tiled(data(1025, 1025, 1, 4), 2, 1)), t(tiled(data(1025, 1025, 1, 4), 1, 2)),
        t(out(tiled(data(1025, 1025, 1, 4), 1, 1)))}},
      // The CPU strategy on words (tile_lanes 0: devices without float vectors).
      {"matmul-cpu-words",
       kMatmul,
       cpu_words,
       {t(tiled(data(1000, 1000, 1, 4), 2, 1)), t(tiled(data(1000, 1000, 1, 4), 1, 2)),
        t(out(tiled(data(1000, 1000, 1, 4), 1, 1)))}},
      {"matmul-bt-cpu-ragged",
       kMatmul,
       cpu,
       {t(tiled(data(100, 70, 1, 4), 2, 1)), t(tiled(data(100, 90, 1, 4), 2, ACL_LEVEL1_X)),
        t(out(tiled(data(90, 70, 1, 4), 1, 1)))}},
      // COMMON data and inner levels.
      {"mdh-gpu", kMdh, gpu, mdh_args(1024, 1024, 4096)},
      {"mdh-cpu-ragged", kMdh, cpu, mdh_args(300, 200, 1000)},
      // 127^2 dense points: one row of 1009 vectors, the last holding one point.
      {"mdh-cpu-127", kMdh, cpu, mdh_args(127, 127, 1000)},
      {"lut-common-level1-gpu-staged",
       kLut,
       gpu,
       {t(data(640, 480, 1, 1)), t(common(data(256, 1, 1, 1), 1)), t(out(data(640, 480, 1, 1)))}},
      {"levels-3-cpu",
       kLevels,
       cpu,
       {t(out(data(64, 8, 1, 4))), t(level(data(32, 16, 1, 4), 2)),
        t(level(horizontal(data(40, 1, 1, 4)), 3))}},
      // Other arguments and layouts.
      {"saxpy-small-gpu-horizontal",
       kSaxpy,
       small,
       {t(horizontal(data(100000, 1, 1, 4))), t(horizontal(data(100000, 1, 1, 4))),
        t(out(horizontal(data(100000, 1, 1, 4)))), value()}},
      {"pitched-3d-bottom-left-gpu",
       kCopy,
       gpu,
       {t(pitched(data(100, 50, 3, 4), 512, 512 * 64)), t([] {
          acl_attr a = out(data(100, 50, 3, 4));
          a.def = ACL_BOTTOM_LEFT;
          return a;
        }())}},
      {"scratch-global-cpu",
       kScratch,
       cpu,
       {t(data(512, 512, 1, 4)), t(out(data(512, 512, 1, 4))), local_scratch(4096),
        pass_through()}},
      {"wide-words-gpu",
       kWide,
       gpu,
       {t(data(300, 30, 1, 8)), t(data(300, 30, 1, 16)), t(out(data(300, 30, 1, 8)))}},
      {"in-place-pinned-gpu",
       kInPlace,
       gpu,
       {t(
            pinned(
                [] {
                  acl_attr a = data(512, 512, 1, 4);
                  a.def = ACL_TOP_LEFT;
                  return a;
                }(),
                64, 4)),
        value()}},
  };
}

/// The argument descriptions of a golden kernel, as clSetAclKernelArg records them.
std::vector<ArgDesc> describe(const Golden& g, const std::vector<Param>& params) {
  REQUIRE(params.size() == g.args.size());
  std::vector<ArgDesc> out;
  for (size_t i = 0; i < params.size(); ++i) {
    const Arg& a = g.args[i];
    ArgDesc d;
    d.param = params[i];
    switch (a.kind) {
      case Arg::Transfer:
        d = transfer(unsigned(i), params[i], a.a);
        d.position_bytes = a.bytes;
        break;
      case Arg::Scalar: d.kind = ArgKind::Scalar; break;
      case Arg::Scratch:
        d.kind = ArgKind::Local;
        d.local_bytes = a.bytes;
        break;
      case Arg::Global: d.kind = ArgKind::Global; break;
    }
    out.push_back(d);
  }
  return out;
}

/// The generated source with the embedded ac_kernels/ files replaced by a marker line:
/// those are real OpenCL files under version control, and would only repeat in every golden.
std::string without_embedded(std::string s) {
  const std::pair<const char*, const char*> files[] = {
      {embedded_acl_builtins(), "/* ac_kernels/acl_builtins.h (embedded) */\n"},
      {embedded_acl_transfer(), "/* ac_kernels/acl_transfer.cl (embedded) */\n"}};
  for (const auto& [text, marker] : files) {
    std::string body = text;
    if (!body.empty() && body.back() != '\n') body += '\n';
    const size_t at = s.find(body);
    REQUIRE(at != std::string::npos);
    s.replace(at, body.size(), marker);
  }
  return s;
}

/// The plan of a golden kernel, with what its source allows, as AclKernel plans it.
Plan golden_plan(const Golden& g, const std::vector<Param>& params) {
  return make_plan(describe(g, params), g.device(),
                   PlanOptions().set_word_by_word(!sees_positions(g.source))
                   .set_lane_safe(lane_safe(g.source)).set_loop_safe(item_loop_safe(g.source))
                   .set_block_lane_safe(lane_safe(g.source, true)));
}

std::string golden_text(const Golden& g) {
  const std::vector<Param> params = parse_user_main(g.source);
  const Plan plan = golden_plan(g, params);
  return without_embedded(generate(plan, g.source));
}

std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return "";
  std::ostringstream os;
  os << f.rdbuf();
  return os.str();
}

/// The first line where two texts differ, with both versions, for the failure message.
std::string first_difference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string la, lb;
  for (size_t n = 1;; ++n) {
    const bool ha = bool(std::getline(a, la)), hb = bool(std::getline(b, lb));
    if (!ha && !hb) return "texts differ only in their last newline";
    if (!ha || !hb || la != lb)
      return "first difference at line " + std::to_string(n) + ":\n  golden:    " +
             (ha ? la : "(end of file)") + "\n  generated: " + (hb ? lb : "(end of file)");
  }
}

/// The identifiers of the AC kernel proper (after the user's source): comments, string
/// literals, numbers and member names (after '.') left out.
std::set<std::string> kernel_identifiers(const std::string& source) {
  const size_t start = source.find("#line 1 \"ACL_kernel\"");
  REQUIRE(start != std::string::npos);
  const std::string s = source.substr(start + 20);
  std::set<std::string> ids;
  for (size_t i = 0; i < s.size();) {
    if (s.compare(i, 2, "/*") == 0) {
      i = s.find("*/", i + 2);
      i = i == std::string::npos ? s.size() : i + 2;
    } else if (s.compare(i, 2, "//") == 0) {
      i = s.find('\n', i);
      i = i == std::string::npos ? s.size() : i;
    } else if (s[i] == '"') {
      i = s.find('"', i + 1) + 1;
    } else if (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.') {
      for (++i; i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_');)
        ++i;
    } else if (std::isalpha(static_cast<unsigned char>(s[i])) || s[i] == '_') {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      ids.insert(s.substr(i, j - i));
      i = j;
    } else {
      ++i;
    }
  }
  return ids;
}

/// Names a generated kernel may use besides the reserved acl_ / ACL_ / __ ones: OpenCL C's
/// keywords, types and builtins, preprocessor words, User_main and the user's own types.
bool allowed_name(const std::string& id, const std::vector<Param>& params) {
  static const std::set<std::string> kOpenCL = {"const",
                                                "int",
                                                "uint",
                                                "long",
                                                "ulong",
                                                "char",
                                                "uchar",
                                                "short",
                                                "ushort",
                                                "float",
                                                "double",
                                                "half",
                                                "bool",
                                                "void",
                                                "for",
                                                "if",
                                                "else",
                                                "break",
                                                "continue",
                                                "return",
                                                "restrict",
                                                "sizeof",
                                                "reqd_work_group_size",
                                                "aligned",
                                                "get_local_id",
                                                "get_group_id",
                                                "get_num_groups",
                                                "get_global_id",
                                                "get_local_size",
                                                "barrier",
                                                "CLK_LOCAL_MEM_FENCE",
                                                "CLK_GLOBAL_MEM_FENCE",
                                                "min",
                                                "max",
                                                "clamp",
                                                "pragma",
                                                "unroll",
                                                "ifdef",
                                                "endif",
                                                "line",
                                                "User_main",
                                                "atomic_cmpxchg",
                                                "get_global_size",
                                                "do",
                                                "while",
                                                "User_combine",
                                                "User_identity",
                                                "fmin",
                                                "fmax",
                                                "INFINITY",
                                                "INT_MAX",
                                                "INT_MIN",
                                                "UINT_MAX",
                                                "union",
                                                "volatile",
                                                "mem_fence",
                                                "atomic_inc",
                                                "atomic_or",
                                                "atomic_xchg",
                                                "as_uint",
                                                "as_float",
                                                "as_int",
                                                "atom_add",
                                                "atom_xchg",
                                                "atom_or",
                                                "OPENCL",
                                                "EXTENSION",
                                                "cl_khr_int64_base_atomics",
                                                "defined",
                                                "error",
                                                "undef",
                                                "clang",
                                                "loop",
                                                "vectorize",
                                                "interleave",
                                                "enable"};
  if (id.rfind("acl_", 0) == 0 || id.rfind("ACL_", 0) == 0 || id.rfind("__", 0) == 0 ||
      kOpenCL.count(id))
    return true;
  for (const char* base : {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                           "float", "double", "half"})
    for (const char* n : {"2", "3", "4", "8", "16"})
      if (id == std::string(base) + n) return true;
  for (const char* n : {"2", "3", "4", "8", "16"})
    if (id == std::string("vload") + n || id == std::string("vstore") + n) return true;
  for (const Param& p : params)
    if (id == p.type) return true;
  return false;
}

}  // namespace

TEST_CASE("golden: the AC kernels use only reserved names", "[golden]") {
  // The AC kernel follows the user's source, so a user macro named like one of its
  // variables (`#define lid 3`, `#define valid ...`) used to break its build.
  for (const Golden& g : goldens()) {
    const std::vector<Param> params = parse_user_main(g.source);
    const Plan plan = golden_plan(g, params);
    for (const std::string& id : kernel_identifiers(generate(plan, g.source))) {
      INFO("golden kernel '" << g.name << "': identifier '" << id << "'");
      CHECK(allowed_name(id, params));
    }
  }
}

namespace {

/// The parameter names of every __kernel function in `source`, by function name.
std::map<std::string, std::vector<std::string>> kernel_signatures(const std::string& source) {
  std::map<std::string, std::vector<std::string>> out;
  for (size_t at = source.find("__kernel"); at != std::string::npos;
       at = source.find("__kernel", at + 1)) {
    const size_t name_end = source.find('(', source.find("void ", at));
    const size_t name_at = source.rfind(' ', name_end) + 1;
    const size_t close = source.find(')', name_end);
    std::vector<std::string>& names = out[source.substr(name_at, name_end - name_at)];
    std::istringstream params(source.substr(name_end + 1, close - name_end - 1));
    for (std::string decl; std::getline(params, decl, ',');)
      names.push_back(decl.substr(decl.find_last_of(' ') + 1));
  }
  return out;
}

/// The name each role's parameter has in the emitters' code, which the launcher's binding
/// by role stands for.
std::string name_of(const KernelParam& k) {
  switch (k.role) {
    case ParamRole::User: return "acl_g" + std::to_string(k.arg);
    case ParamRole::Position: return "acl_pos" + std::to_string(k.arg);
    case ParamRole::Offset: return "acl_off" + std::to_string(k.arg);
    case ParamRole::Sync: return "acl_sync";
    case ParamRole::ScanBase: return "acl_base";
    case ParamRole::ScanCount: return "acl_scans";
    case ParamRole::WaveDiagonal: return "acl_wave_d";
    case ParamRole::WaveFirstRow: return "acl_wave_r0";
    case ParamRole::WaveTiles: return "acl_wave_n";
  }
  return "?";
}

}  // namespace

TEST_CASE("golden: every kernel takes the parameter list the launcher binds", "[golden][params]") {
  // Codegen writes the signature from kernel_params; the launcher (launch/enqueue.cpp) sets
  // each parameter by its role. A parameter written another way, a role named for another
  // parameter or a plan whose launches give what its kernel does not take fails here.
  std::set<ParamRole> seen;
  for (const Golden& g : goldens()) {
    INFO("golden kernel '" << g.name << "'");
    const std::vector<Param> params = parse_user_main(g.source);
    const Plan plan = golden_plan(g, params);
    const std::vector<KernelParam> list = kernel_params(plan);
    std::vector<std::string> names;
    size_t user = 0, sync = 0, scan = 0, wave = 0;
    for (const KernelParam& k : list) {
      INFO("parameter '" << k.decl << "'");
      CHECK(k.name() == name_of(k));
      names.push_back(k.name());
      seen.insert(k.role);
      user += k.role == ParamRole::User;
      sync += k.role == ParamRole::Sync;
      scan += k.role == ParamRole::ScanBase || k.role == ParamRole::ScanCount;
      wave += k.role >= ParamRole::WaveDiagonal;
    }
    // User_main's arguments first, in order: clSetAclKernelArg's index is the kernel's.
    REQUIRE(user == params.size());
    for (size_t i = 0; i < user; ++i) CHECK(list[i].arg == i);
    CHECK(sync == (plan.launch.sync_words ? 1u : 0u));
    CHECK(scan == (plan.is<Scan>() || plan.is<Pyramid>() ? 2u : 0u));
    for (size_t d = 0; d < plan.launch.count; ++d) CHECK(wave == plan.launch_at(d).ints);
    const auto kernels = kernel_signatures(generate(plan, g.source));
    CHECK(kernels.size() == 1 + extra_kernels(plan).size());
    for (const auto& [kernel, got] : kernels) {
      INFO("kernel " << kernel);
      CHECK(got == names);
    }
  }
  // Every role is bound in some golden kernel, so every binding is checked above.
  CHECK(seen.size() == size_t(ParamRole::WaveTiles) + 1);
}

TEST_CASE("golden: offsets of one place generate one code", "[golden][offset]") {
  // The plan memo keys an offset by offset_place and runs the plan made for the first offset
  // of a place at every other: that is safe only if every offset of a place generates the
  // same code and binds the same parameters. Each golden's transfer arguments shifted
  // together to two offsets of each place (whole runs, and 1, 2, ..., 64 words).
  size_t compared = 0;
  for (const Golden& g : goldens()) {
    INFO("golden kernel '" << g.name << "'");
    const std::vector<Param> params = parse_user_main(g.source);
    const auto code_at = [&](size_t offset, std::vector<KernelParam>& list) {
      std::vector<ArgDesc> descs = describe(g, params);
      for (ArgDesc& d : descs)
        if (d.kind == ArgKind::Transfer) d.attr.offset = offset;
      const Plan plan = make_plan(
          descs, g.device(),
          PlanOptions().set_word_by_word(!sees_positions(g.source))
              .set_lane_safe(lane_safe(g.source)).set_loop_safe(item_loop_safe(g.source))
              .set_block_lane_safe(lane_safe(g.source, true)));
      list = kernel_params(plan);
      const std::string source = generate(plan, g.source);
      return source.substr(code_start(source));
    };
    for (size_t place : {1, 2, 4, 8, 16, 32, 64, 128}) {
      INFO("offsets " << place << " and " << 3 * place << " words");
      std::vector<KernelParam> a, b;
      std::string first, second;
      try {
        first = code_at(place, a);
      } catch (const Error&) {
        continue;  // a plan that takes no offset (the same for the other)
      }
      second = code_at(3 * place, b);
      REQUIRE(a.size() == b.size());
      for (size_t i = 0; i < a.size(); ++i)
        CHECK((a[i].role == b[i].role && a[i].arg == b[i].arg && a[i].decl == b[i].decl));
      if (first != second) FAIL_CHECK(first_difference(first, second));
      ++compared;
    }
  }
  CHECK(compared > 0);
}

TEST_CASE("golden: the generated kernels equal tests/golden", "[golden]") {
  // ACL_GOLDEN_UPDATE=1 rewrites the files instead (scripts/golden.sh).
  const char* update_env = std::getenv("ACL_GOLDEN_UPDATE");
  const bool update = update_env && std::string(update_env) == "1";
  const std::string dir = ACL_GOLDEN_DIR;
  std::set<std::string> names;
  for (const Golden& g : goldens()) {
    INFO("golden kernel '" << g.name << "' (" << dir << "/" << g.name << ".cl)");
    REQUIRE(names.insert(g.name).second);
    const std::string path = dir + "/" + g.name + ".cl";
    const std::string got = golden_text(g);
    if (update) {
      if (read_file(path) != got) {
        std::ofstream(path, std::ios::binary) << got;
        WARN("updated " << path);
      }
      continue;
    }
    const std::string want = read_file(path);
    if (want.empty()) FAIL("missing: run scripts/golden.sh to write it");
    if (want != got)
      FAIL("the generated kernel changed; " << first_difference(want, got)
                                            << "\nIf the change is intended, run scripts/golden.sh "
                                               "and say so in the commit.");
  }
  // Every committed golden still has its case (a renamed case leaves no stale file).
  std::set<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".cl") files.insert(e.path().stem().string());
  for (const std::string& f : files) {
    if (names.count(f)) continue;
    if (update) {
      std::filesystem::remove(dir + "/" + f + ".cl");
      WARN("removed " << dir << "/" << f << ".cl (no such case)");
    } else {
      FAIL_CHECK(dir << "/" << f << ".cl has no case in tests/unit/golden_test.cpp");
    }
  }
}

}  // namespace acltest
