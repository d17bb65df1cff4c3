// Shared helpers of the device tests: the device, word types, poisoned buffers, the CPU
// model of the attributes (docs/attributes.md) and a checker that prints plan and window.
#pragma once

#ifndef CL_HPP_ENABLE_EXCEPTIONS
#define CL_HPP_ENABLE_EXCEPTIONS
#endif
#include <acl/acl.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace acltest {

// ---- the device ----------------------------------------------------------------------

/// The device picked by ACL_PLATFORM and ACL_DEVICE (acl::open_device, aclPickDevice),
/// with one context and in-order queue. Throws, naming what it found, when none matches.
using Env = acl::Device;
Env& env();

/// A planning strategy for the kernels a test creates:
/// - "cpu": the device's own profile (PoCL: one word per work-item, groups as wide as rows);
/// - "cpu64": the same class with ACL_KNOBS giving 64-byte splits, 64-wide groups and
///   groups that walk several blocks (multi-word portions and block loops on PoCL);
/// - "cpu-sweep": ACL_DEVICE_CLASS=cpu, the CPU strategy on any device (row sweeps,
///   the Sweep schedule, for data with a margin);
/// - "cpu-barrier": the same with ACL_RNO0 walks ending each block with a barrier (rno_strip
///   0), as the CPU class walked before strips;
/// - "cpu-strip": the same with ACL_RNO0 walks in strips of 8 columns of 2-word portions
///   (rno_strip 8, rno_bytes 8: ragged last strips, several rows a block);
/// - "cpu-rows": the same with 8-byte splits, 64-wide groups and sweeps of 3 block rows
///   (several rows per block, short last sweeps);
/// - "gpu": ACL_DEVICE_CLASS=gpu, the GPU strategy (staging, prefetch) on this device;
/// - "gpu-staged": the same with SHRINK write-backs of data without lanes staged
///   (knob shrink_columns off);
/// - "gpu-nolanes": the GPU strategy without lanes (lane_bytes 0): staged and kept-column
///   write-backs where the GPU plan would take lanes;
/// - "cpu-stream": ACL_DEVICE_CLASS=cpu with every ENLARGE destination counted as large
///   (stream_bytes 1): lanes of 64-byte destination rows, stored non-temporally; groups
///   at most 48 wide (edge work-items with lanes past the row's end);
/// - "cpu-class": ACL_DEVICE_CLASS=cpu with the class's own knobs, the CPU strategy on any
///   device, Oclgrind included (ACL_TILE's CPU strategy, squares of transposing
///   write-backs: Plan::square_lanes);
/// - "cpu-loop": the same with row loops and no row sweeps (PoCL 5's row: row_loop 1,
///   sweep_rows 0, halo_wg 32, kept_rows 1, window_by_rows 14): a work-group of one
///   work-item runs a block's work-items as a loop where User_main allows, margins below 14
///   in private windows, SHRINK's blocks on the kept rows only;
/// - "cpu-loop64": row loops with 8-byte splits, 64-wide groups and groups that walk
///   several blocks;
/// - "gpu-loaders": the GPU strategy with 40 loader work-items in ACL_RNO0 walks and
///   8-word splits there (rno_loaders, rno_bytes): several staged blocks per column;
/// - "cpu-private": the CPU strategy without local windows (window_margin 0,
///   window_by_rows 0): private windows and row sweeps at every margin;
/// - "cpu-skip": the CPU strategy with SHRINK's one-row blocks launched on every row and
///   those holding no kept word skipped (kept_rows 0, the class's value before 2026-11-27);
/// - "cpu-window": the CPU strategy with local windows from margin 4 (window_margin 4, the
///   class's value before 2026-11-27): the local tiles below the class's own margin;
/// - "gpu-window": the GPU strategy with local windows from margin 1, 3 rows per work-item
///   and groups of 32 (window_margin, window_rows, window_wg): many blocks, edges on every
///   side;
/// - "wave": the device's class with small wavefront groups (groups of 8, 3 block rows per
///   tile, 8-byte splits): many bands in ACL_RNO1/RNO2 pipelines;
/// - "wave-diagonal": the same as a launch per diagonal of tiles (wave_pipeline 0): many
///   tiles and launches;
/// - "wave-bands": pipelines of bands of 4 block rows of one word, 2 columns a step (rows of
///   2 as vectors where they are aligned), handed down 2 columns at a time: many bands, many
///   tickets waiting on the band above;
/// - "wave-cols": pipelines running 8 columns a step (rows of 8 as vectors where aligned),
///   chunks of 16, polling without a pause.
/// - "scan-bands": ACL_RNO1_SUM plans of 8 columns by 3 rows a block, polling without a
///   pause, running totals every third band, looking back 4 bands at once, each block
///   loaded when it runs (not ahead): many bands looking back over many blocks;
/// - "scan-odd": ACL_RNO1_SUM plans of groups of 10 and 3 rows: rows summed in 3 runs of
///   4 words, the last one short;
/// - "scan-tiles": ACL_RNO1_SUM plans of a work-group per block (10 columns by 3 rows) by
///   ticket, looking back 3 blocks at once, running column totals every second band.
/// - "pyramid": ACL_RNO0 rows with a margin in strips of 8 work-items of 2 words, bands of
///   at most 3 rows (fewer where the margin would take over a quarter), polling without a
///   pause: many strips and bands waiting on each other;
/// - "pyramid-ahead": the same in strips of 16 words, bands of at most 7 rows, the words of
///   the data only read loaded 3 rows ahead (pyramid_ahead; 7 rows are not whole rounds).
/// - "pyramid-single": ACL_RNO0 rows with a margin in strips of one work-item of 4 words,
///   bands of at most 3 rows, polling without a pause (the CPU class's form, small).
/// - "steps-small", "steps-gpu-small": several time steps a launch from local tiles (pass
///   steps, steps_tiles 1) of 11 x 13 words computed by groups of 8 work-items, portions of
///   2 words (the default class, the GPU class): many blocks, most of each tile margin.
using Strategy = const char*;

/// Plans kernels created in its scope with `strategy` (sets ACL_DEVICE_CLASS and
/// ACL_KNOBS, restores them after); the profile is read when a kernel first plans for a
/// device, so keep the guard alive until the first enqueue or plan query.
class ClassGuard {
 public:
  explicit ClassGuard(Strategy strategy);
  ~ClassGuard();
  ClassGuard(const ClassGuard&) = delete;
  ClassGuard& operator=(const ClassGuard&) = delete;

 private:
  bool had_class_ = false, had_knobs_ = false;
  std::string old_class_, old_knobs_;
};

constexpr unsigned char kPoison = 0xA5;

/// A buffer of `bytes` filled with kPoison (flags as given).
cl::Buffer poisoned(size_t bytes, cl_mem_flags flags = CL_MEM_READ_WRITE);
/// A buffer holding `bytes` of `data`.
cl::Buffer filled(const void* data, size_t bytes, cl_mem_flags flags = CL_MEM_READ_WRITE);
std::vector<unsigned char> read_bytes(const cl::Buffer& b, size_t bytes);

template <typename T>
cl::Buffer filled(const std::vector<T>& v, cl_mem_flags flags = CL_MEM_READ_WRITE) {
  return filled(v.data(), v.size() * sizeof(T), flags);
}
template <typename T>
std::vector<T> read(const cl::Buffer& b, size_t n) {
  std::vector<T> v(n);
  env().queue.enqueueReadBuffer(b, CL_TRUE, 0, n * sizeof(T), v.data());
  return v;
}
template <typename T>
std::vector<T> poison_vector(size_t n) {
  std::vector<T> v(n);
  std::memset(static_cast<void*>(v.data()), kPoison, n * sizeof(T));
  return v;
}

/// Work-group size of a printed plan ("work-group N").
unsigned plan_wg(const std::string& plan);
/// The plan of `k` on the test device, or the reason it has none.
std::string plan_of(const acl::Kernel& k);
/// Enqueues `k`, waits, and reports an ACL failure (with `plan`, filled first) as a failed
/// check; returns whether the launch succeeded.
bool launch(acl::Kernel& k, std::string& plan);

/// A region of `bytes` inside a parent buffer with sentinel bytes (kPoison) on each side, at
/// least `min_guard` and the device's base-address alignment: a write outside the region
/// changes a sentinel.
struct Guarded {
  size_t guard, bytes;
  cl::Buffer parent, region;

  Guarded(const void* data, size_t n, size_t min_guard = 256);
  /// Sentinel bytes changed before and after the region.
  size_t changed_before() const;
  size_t changed_after() const;
  size_t sentinels_changed() const { return changed_before() + changed_after(); }
  /// The region's bytes.
  std::vector<unsigned char> inside() const;
  /// The region's bytes; fails the test (CHECK) when a sentinel changed.
  std::vector<unsigned char> read_checked() const;

 private:
  std::vector<unsigned char> all() const;
};

// ---- word types ----------------------------------------------------------------------

/// One word: L lanes of B (L = 1: a scalar). Layout equals OpenCL's B or B<L>.
template <typename B, int L = 1>
struct Word {
  B v[L];
  using Base = B;
  static constexpr int kLanes = L;
};

template <typename B>
const char* base_name();
template <> inline const char* base_name<uint8_t>() { return "uchar"; }
template <> inline const char* base_name<int8_t>() { return "char"; }
template <> inline const char* base_name<int16_t>() { return "short"; }
template <> inline const char* base_name<uint16_t>() { return "ushort"; }
template <> inline const char* base_name<int32_t>() { return "int"; }
template <> inline const char* base_name<uint32_t>() { return "uint"; }
template <> inline const char* base_name<int64_t>() { return "long"; }
template <> inline const char* base_name<uint64_t>() { return "ulong"; }
template <> inline const char* base_name<float>() { return "float"; }
template <> inline const char* base_name<double>() { return "double"; }

template <typename W>
std::string cl_type() {
  std::string n = base_name<typename W::Base>();
  return W::kLanes > 1 ? n + std::to_string(W::kLanes) : n;
}

template <typename W>
bool same_bits(const W& a, const W& b) {
  return std::memcmp(&a, &b, sizeof(W)) == 0;
}
template <typename W>
bool is_poison(const W& a) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(&a);
  for (size_t i = 0; i < sizeof(W); ++i)
    if (p[i] != kPoison) return false;
  return true;
}

template <typename W>
std::string show(const W& w) {
  if (is_poison(w)) return "~";  // never written
  std::ostringstream os;
  for (int l = 0; l < W::kLanes; ++l) {
    if (l) os << ",";
    using B = typename W::Base;
    if constexpr (sizeof(B) == 1) os << int(w.v[l]);
    else os << w.v[l];
  }
  return os.str();
}

/// Random non-zero integer-valued lanes, small enough for exact arithmetic: uchar 1..255,
/// long +-2^40, everything else +-range.
template <typename W>
std::vector<W> random_words(size_t n, uint32_t seed, int range = 1000) {
  using B = typename W::Base;
  std::mt19937_64 rng(seed * 2654435761u + 12345);
  std::vector<W> v(n);
  for (W& w : v)
    for (int l = 0; l < W::kLanes; ++l) {
      int64_t x;
      if constexpr (std::is_same_v<B, uint8_t>) {
        x = int64_t(rng() % 255) + 1;
      } else if constexpr (std::is_integral_v<B> && sizeof(B) == 8) {
        x = int64_t(rng() % (int64_t(1) << 41)) - (int64_t(1) << 40);
        if (x == 0) x = 7;
      } else if constexpr (std::is_unsigned_v<B>) {
        x = int64_t(rng() % uint64_t(range)) + 1;
      } else {
        x = int64_t(rng() % uint64_t(2 * range + 1)) - range;
        if (x == 0) x = range / 2 + 1;
      }
      w.v[l] = B(x);
    }
  return v;
}

// ---- the CPU model of docs/attributes.md ---------------------------------------------

/// Shape of one argument's array inside its buffer, in words.
struct Layout {
  size_t w = 1, h = 1, d = 1;
  size_t pitch = 0, slice = 0;  ///< words; 0 = dense
  size_t offset = 0;            ///< words from the buffer start to word (0, 0, 0)
  size_t row_pitch() const { return pitch ? pitch : w; }
  size_t slice_pitch() const { return slice ? slice : row_pitch() * h; }
  size_t index(size_t x, size_t y, size_t z) const {
    return offset + z * slice_pitch() + y * row_pitch() + x;
  }
  /// Words the buffer needs: up to the last word of the array.
  size_t buffer_words() const { return index(w - 1, h - 1, d - 1) + 1; }
  size_t count() const { return w * h * d; }
};

/// Attributes with `lay`'s shape, its pitches and its offset (acl_attr::offset), for words
/// of `word_bytes`.
inline acl::Attr laid_out(const Layout& lay, cl_uint word_bytes) {
  acl::Attr a;
  a.shape(lay.w, lay.h, lay.d).words(word_bytes).from_word(lay.offset);
  a.row_pitch = lay.row_pitch() * word_bytes;
  a.slice_pitch = lay.slice_pitch() * word_bytes;
  return a;
}

/// The fold of coordinate `g` into [0, n) per border mode (docs/attributes.md, margin):
/// an index, kZero for a zero word, or kUnknown where the docs leave the word unspecified
/// (ACL_BORDER_NONE outside the array, or a MIRROR reflection that would need a second
/// bounce, which the docs do not define).
constexpr long kZero = -1, kUnknown = -2;
long fold(long g, long n, unsigned border);

/// Reads words of an argument in the user's view: (x, y, z) with y flipped for
/// ACL_BOTTOM_LEFT, margin/padding per border mode.
template <typename W>
struct View {
  const std::vector<W>* buf;
  Layout lay;
  bool bottom_left = false;
  unsigned border = ACL_BORDER_CLAMP;

  /// False where the docs leave the word unspecified; `out` gets the word otherwise.
  bool at(long x, long y, long z, W& out) const {
    const long fx = fold(x, long(lay.w), border), fy = fold(y, long(lay.h), border);
    if (fx == kUnknown || fy == kUnknown) return false;
    if (fx == kZero || fy == kZero) {
      std::memset(static_cast<void*>(&out), 0, sizeof(W));
      return true;
    }
    const size_t my = bottom_left ? lay.h - 1 - size_t(fy) : size_t(fy);
    out = (*buf)[lay.index(size_t(fx), my, size_t(z))];
    return true;
  }
  /// Memory index of view word (x, y, z) inside the array.
  size_t index(size_t x, size_t y, size_t z) const {
    return lay.index(x, bottom_left ? lay.h - 1 - y : y, z);
  }
};

// ---- checking ------------------------------------------------------------------------

/// Compares a whole output buffer word by word (bitwise) with `expected`; words whose
/// `care` entry is 0 are skipped. `lay` gives the coordinates printed for a mismatch;
/// `input` (optional) prints the input window. On failure the plan and a window of
/// input / expected / actual around the first mismatch are printed.
template <typename W>
void check_words(const std::vector<W>& expected, const std::vector<W>& actual,
                 const Layout& lay, const std::string& plan,
                 const std::vector<char>& care = {},
                 const std::function<std::string(long, long, long)>& input = {}) {
  REQUIRE(expected.size() == actual.size());
  size_t bad = 0, first = 0, cared = 0, nonzero = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    if (!care.empty() && !care[i]) continue;
    ++cared;
    W zero;
    std::memset(static_cast<void*>(&zero), 0, sizeof zero);
    if (!same_bits(expected[i], zero) && !is_poison(expected[i])) ++nonzero;
    if (!same_bits(expected[i], actual[i]) && bad++ == 0) first = i;
  }
  INFO("words checked: " << cared << " of " << expected.size());
  REQUIRE(nonzero > 0);  // a reference of zeros proves nothing
  if (bad == 0) {
    SUCCEED();
    return;
  }
  const size_t rp = lay.row_pitch(), sp = lay.slice_pitch();
  const size_t rel = first >= lay.offset ? first - lay.offset : 0;
  const long z = long(rel / sp), y = long((rel % sp) / rp), x = long(rel % rp);
  std::ostringstream os;
  os << bad << " of " << cared << " words differ; first at buffer word " << first
     << " = (x " << x << ", y " << y << ", z " << z << ") of a " << lay.w << "x" << lay.h
     << "x" << lay.d << " array (row pitch " << rp << " words; '~' = poison, never written)\n";
  auto window = [&](const char* title, const std::function<std::string(long, long)>& cell) {
    os << title << " (rows y-2..y+2, columns x-3..x+3):\n";
    for (long yy = y - 2; yy <= y + 2; ++yy) {
      if (yy < 0 || size_t(z) * sp + size_t(yy) * rp + lay.offset >= expected.size()) continue;
      os << "  y " << yy << ":";
      for (long xx = x - 3; xx <= x + 3; ++xx) {
        if (xx < 0 || size_t(xx) >= rp) continue;
        os << (xx == x && yy == y ? " [" : "  ") << cell(xx, yy) << (xx == x && yy == y ? "]" : "");
      }
      os << "\n";
    }
  };
  auto at = [&](const std::vector<W>& v, long xx, long yy) {
    const size_t i = lay.offset + size_t(z) * sp + size_t(yy) * rp + size_t(xx);
    if (i >= v.size()) return std::string("-");
    if (!care.empty() && !care[i]) return std::string("?");
    return show(v[i]);
  };
  if (input) window("input", [&](long xx, long yy) { return input(xx, yy, z); });
  window("expected", [&](long xx, long yy) { return at(expected, xx, yy); });
  window("actual", [&](long xx, long yy) { return at(actual, xx, yy); });
  FAIL_CHECK(os.str() << "\n" << plan);
}

/// An input window printer for check_words: the input's words at the same memory
/// coordinates (x, y, z) as the output's, '.' outside the input array.
template <typename W>
std::function<std::string(long, long, long)> show_input(const std::vector<W>& buf,
                                                         const Layout& lay) {
  return [&buf, lay](long x, long y, long z) {
    if (x < 0 || y < 0 || size_t(x) >= lay.w || size_t(y) >= lay.h || size_t(z) >= lay.d)
      return std::string(".");
    return show(buf[lay.index(size_t(x), size_t(y), size_t(z))]);
  };
}

/// "WxHxD" for section names.
std::string shape_name(const Layout& l);

}  // namespace acltest
