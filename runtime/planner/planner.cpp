// The planner: (argument attributes, device profile) -> plan. No OpenCL calls here.
#include <algorithm>
#include <array>
#include <climits>
#include <optional>
#include <sstream>

#include "error.hpp"
#include "planner/plan.hpp"

namespace acl::detail {
namespace {

size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }
size_t round_up(size_t a, size_t m) { return ceil_div(a, m) * m; }

/// Plans with ACL_RNO1 or ACL_RNO2 data run in wavefronts (Wavefront in plan.hpp).
bool has_wave(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer &&
        (a.attr.dependency == ACL_RNO1 || a.attr.dependency == ACL_RNO2))
      return true;
  return false;
}
/// Transfer data with an ACL_RNO0/1/2 dependency.
bool dependent(const ArgPlan& a) { return a.is_transfer() && is_rno(a.desc.attr.dependency); }

bool is_common(const ArgPlan& a) { return a.placement == Placement::Common; }

/// Extent along the axis the split size divides, for work-group size `wg`.
size_t split_extent(const ArgPlan& a, unsigned wg) {
  if (is_common(a)) return a.vertical ? a.h : a.w;
  return a.vertical ? a.h : ceil_div(a.w, wg);
}

/// Columns a work-group covers across (vertical data): `lanes` per work-item.
size_t group_columns(const ArgPlan& a, unsigned wg) { return size_t(wg) * a.lanes; }

/// Blocks along the other axes.
size_t other_blocks(const ArgPlan& a, unsigned wg) {
  if (is_common(a)) return a.vertical ? a.d : a.h * a.d;
  return a.vertical ? ceil_div(a.w, group_columns(a, wg)) * a.d : a.h * a.d;
}

/// Whether OpenCL C has vectors of `type` (typeN): the built-in scalars ACL moves as vectors.
bool has_vectors(const std::string& type) {
  static const char* const kTypes[] = {"char", "uchar", "short", "ushort", "int",   "uint",
                                       "long", "ulong", "float", "double"};
  return std::find(std::begin(kTypes), std::end(kTypes), type) != std::end(kTypes);
}

/// Destination words per 16-byte store for a staged scaling write-back (ENLARGE, SHRINK),
/// or 0. Runs need a built-in scalar word type whose vector of 16 bytes exists, destination
/// rows and slices aligned to 16 bytes, and blocks whose destination rows start on a run.
unsigned scaled_run(const ArgPlan& a) {
  const cl_uint def = a.desc.attr.def;
  if (def != ACL_SPECIAL_ENLARGE && def != ACL_SPECIAL_SHRINK) return 0;
  if (!has_vectors(a.type) || a.ws == 0 || 16 % a.ws != 0 || (a.pitch * a.ws) % 16 != 0 ||
      (a.slice * a.ws) % 16 != 0)
    return 0;
  const size_t run = 16 / a.ws, f = size_t(1) << a.desc.attr.scale_log2;
  // A block's destination row: block_w << k words from (x << k) for ENLARGE; for SHRINK
  // block_w >> k words from x >> k, which needs block_w to be a multiple of 2^k.
  const bool fits = def == ACL_SPECIAL_ENLARGE ? (a.block_w * f) % run == 0
                                               : a.block_w % (f * run) == 0;
  return fits && run > 1 ? unsigned(run) : 0;
}

/// 1- and 2-byte integer words, whose lanes Plan::lane_words moves as 32-bit words.
bool small_integer(const ArgPlan& a) {
  return a.type == "uchar" || a.type == "char" || a.type == "ushort" || a.type == "short";
}

/// Destination words per 16-byte store for a staged transposing write-back (ROT90,
/// ROT270, MIRROR_TRANSPOSE), or 0. A block column is a destination row; runs need what
/// scaled_run needs, block heights that are whole runs (blocks start at multiples of them)
/// and, for ROT90, whose destination rows run from the view's bottom, a view height that is.
unsigned transposed_run(const ArgPlan& a) {
  const cl_uint def = a.desc.attr.def;
  if (!is_transposing(def) || !has_vectors(a.type) || a.ws == 0 || 16 % a.ws != 0 ||
      (a.pitch * a.ws) % 16 != 0 || (a.slice * a.ws) % 16 != 0)
    return 0;
  const size_t run = 16 / a.ws;
  const bool fits = a.block_h % run == 0 && (def != ACL_SPECIAL_ROT90 || a.h % run == 0);
  return fits && run > 1 ? unsigned(run) : 0;
}

/// Fills block, grid, window and tile shapes from `wg` and split size `s`.
void shape(ArgPlan& a, unsigned wg, unsigned s) {
  a.s = s;
  const size_t m = a.margin;
  if (a.broadcast_whole) {
    a.tile_w = a.w;
    a.tile_h = a.h * a.d;
    a.block_w = a.w;
    a.block_h = a.h;
    return;
  }
  if (is_common(a)) {
    a.tile_w = a.vertical ? a.w : s;
    a.tile_h = a.vertical ? s : 1;
    a.block_w = a.tile_w;
    a.block_h = a.tile_h;
    a.grid[0] = a.vertical ? 1 : ceil_div(a.w, s);
    a.grid[1] = a.vertical ? ceil_div(a.h, s) : a.h;
    a.grid[2] = a.d;
    return;
  }
  a.block_w = a.vertical ? group_columns(a, wg) : size_t(wg) * s;
  a.block_h = a.vertical ? s : 1;
  a.grid[0] = ceil_div(a.w, a.block_w);
  a.grid[1] = ceil_div(a.h, a.block_h);
  a.grid[2] = a.d;
  a.win_x = a.vertical ? 2 * m + a.lanes : s + 2 * m;
  a.win_y = a.vertical ? s + 2 * m : 2 * m + 1;
  if (a.placement == Placement::Staged && a.dest_w) {
    // Transformed write-backs read the tile in the destination's order. A transposing one
    // reads down its columns: a warp's 32 lanes cover 32 / block_h destination rows of
    // block_h words each, so a tile row of r words with r = 32 / block_h (mod 32) puts
    // every lane in its own bank (4-byte words).
    a.tile_w = a.block_w + 2 * m;
    a.tile_h = a.block_h + 2 * m;
    size_t words = a.tile_w;
    if (is_transposing(a.desc.attr.def)) {
      const size_t r = a.block_h >= 32 ? 1 : (32 / a.block_h) % 32;
      while (words % 32 != r) ++words;
    }
    a.row_bytes = words * a.ws;
    a.dest_run = std::max(scaled_run(a), transposed_run(a));
  } else if (a.placement == Placement::Staged) {
    a.tile_w = a.block_w + 2 * m;
    a.tile_h = a.block_h + 2 * m;
    a.chunked = m == 0 && (a.block_w * a.ws) % 16 == 0;
    a.aligned_rows = (a.pitch * a.ws) % 16 == 0 && (a.slice * a.ws) % 16 == 0;
    const size_t vectors = a.block_w * a.ws / 16;
    a.chunks_per_row = a.chunked ? vectors + (a.aligned_rows ? 0 : 1) : 0;
    a.row_bytes = a.chunked ? a.chunks_per_row * 16 : a.tile_w * a.ws;
  }
}

std::string arg_label(const ArgPlan& a) {
  return "argument " + std::to_string(a.index) + " '" + a.name + "'";
}

/// An argument's split bounds [lo, hi] (hi 0: none) as the planner applies them.
struct SplitBounds {
  size_t lo = 0, hi = 0;
};

/// Whether two arguments get blocks of one shape from one split: the same level, extent,
/// split direction and broadcast.
bool same_shape(const ArgPlan& a, const ArgPlan& b) {
  return a.level == b.level && a.w == b.w && a.h == b.h && a.d == b.d &&
         a.vertical == b.vertical && (a.placement == Placement::Common) ==
                                         (b.placement == Placement::Common);
}

/// Split bounds of `a`, shared by every argument of the same shape (the intersection of
/// their split_min/split_max), so that equal shapes get equal blocks even when only one of
/// them bounds its split. Throws ACL_SPLIT_COUNT_MISMATCH when those bounds do not meet.
SplitBounds shared_bounds(const ArgPlan& a, const std::vector<ArgPlan>& args) {
  SplitBounds b;
  const ArgPlan* lo_from = nullptr;
  const ArgPlan* hi_from = nullptr;
  for (const ArgPlan& o : args) {
    const acl_attr& at = o.desc.attr;
    if (!o.is_transfer() || o.broadcast_whole || at.ref == ACL_RANDOM || at.def == ACL_RANDOM ||
        !same_shape(a, o))
      continue;
    if (at.split_min > b.lo) b.lo = at.split_min, lo_from = &o;
    if (at.split_max && (!b.hi || at.split_max < b.hi)) b.hi = at.split_max, hi_from = &o;
  }
  if (b.hi && b.lo > b.hi)
    throw Error(ACL_SPLIT_COUNT_MISMATCH,
                arg_label(*lo_from) + " and " + arg_label(*hi_from) +
                    " have the same shape, so they take the same split, but split_min " +
                    std::to_string(b.lo) + " of the first is above split_max " +
                    std::to_string(b.hi) + " of the second; give them bounds that meet");
  return b;
}

/// The split size that gives `a` exactly `count` splits within `bounds`, if any;
/// `preferred` (the driver's split) wins when it works, so equal shapes get equal blocks.
std::optional<unsigned> fit_split(const ArgPlan& a, unsigned wg, size_t count, size_t preferred,
                                  const SplitBounds& bounds) {
  const size_t other = other_blocks(a, wg), extent = split_extent(a, wg);
  if (count % other != 0) return std::nullopt;
  const size_t q = count / other;
  if (q == 0 || q > extent) return std::nullopt;
  auto allowed = [&](size_t s) {
    return ceil_div(extent, s) == q && s >= bounds.lo && !(bounds.hi && s > bounds.hi) &&
           s <= UINT_MAX;
  };
  if (allowed(preferred)) return unsigned(preferred);
  // The splits giving q blocks form an interval starting at ceil(extent / q): its first
  // one within the bounds, if any. (So whether an argument fits depends on q alone, and
  // arguments of one shape and bounds get one split.)
  const size_t s = std::max<size_t>(ceil_div(extent, q), bounds.lo);
  if (!allowed(s)) return std::nullopt;
  return unsigned(s);
}

/// Knobs the search may lower when a plan does not fit.
struct Budget {
  unsigned split_bytes, chunk_words;
  bool prefetch;
  size_t wg_cap;  ///< upper bound on the work-group size (group private memory)
  bool lanes = true;  ///< allow lanes (ArgPlan::lanes)
};

/// Plans one level: the driver (largest argument) picks its split from the budget; the
/// others follow its split count. Throws ACL_SPLIT_COUNT_MISMATCH when they cannot.
void plan_level(Plan& plan, std::vector<ArgPlan*>& at_level, unsigned level, unsigned wg,
                const Budget& b) {
  ArgPlan* driver = at_level.front();
  for (ArgPlan* a : at_level)
    if (a->w * a->h * a->d > driver->w * driver->h * driver->d) driver = a;
  std::vector<SplitBounds> bounds;
  for (ArgPlan* a : at_level) bounds.push_back(shared_bounds(*a, plan.args));
  const SplitBounds& da = bounds[size_t(std::find(at_level.begin(), at_level.end(), driver) -
                                        at_level.begin())];
  size_t s0;
  if (is_common(*driver)) {
    s0 = driver->vertical ? std::max<size_t>(1, b.chunk_words / driver->w) : b.chunk_words;
  } else {
    s0 = std::max<size_t>(1, b.split_bytes / (driver->ws * driver->lanes));
  }
  // Splits longer than the extent only add padding, unless the user asks for them.
  const size_t lo = std::max<size_t>(1, da.lo);
  const size_t hi = std::max(lo, da.hi ? std::min<size_t>(da.hi, split_extent(*driver, wg))
                                       : split_extent(*driver, wg));
  s0 = std::clamp<size_t>(s0, lo, hi);
  // Candidates: the budget's split, then smaller ones, then larger ones (a shorter split
  // count may be the only one the other arguments can share). Whether the others fit
  // depends on the count alone (fit_split falls back to the count's own split), so only the
  // first split of each count is tried: O(sqrt(extent)) candidates, not O(extent).
  const size_t extent = split_extent(*driver, wg);
  std::vector<size_t> candidates;
  for (size_t s = s0; s >= lo;) {
    candidates.push_back(s);
    const size_t c = ceil_div(extent, s);  // splits of size >= ceil(extent / c) give <= c
    const size_t next = ceil_div(extent, c);
    if (next <= lo) break;
    s = std::min(s, next) - 1;
  }
  for (size_t s = s0 + 1; s <= hi;) {
    candidates.push_back(s);
    const size_t c = ceil_div(extent, s);
    if (c <= 1) break;
    s = std::max(s + 1, ceil_div(extent, c - 1));  // the first split with a smaller count
  }
  std::string why;
  for (size_t s : candidates) {
    const size_t count = other_blocks(*driver, wg) * ceil_div(extent, s);
    bool ok = true;
    for (size_t i = 0; i < at_level.size(); ++i) {
      ArgPlan* a = at_level[i];
      auto fs = a == driver ? std::optional<unsigned>(unsigned(s))
                            : fit_split(*a, wg, count, s, bounds[i]);
      if (!fs) {
        ok = false;
        if (why.empty())
          why = arg_label(*a) + " cannot be cut into " + std::to_string(count) +
                " splits (the count " + arg_label(*driver) + " has with split " +
                std::to_string(s) + ")";
        break;
      }
      shape(*a, wg, *fs);
    }
    if (ok) {
      plan.count[level] = count;
      plan.block_size[level] = unsigned(s);
      std::ostringstream n;
      n << "level " << level << " splits: " << arg_label(*driver) << " (the largest) takes split "
        << s << " (budget "
        << (is_common(*driver) ? std::to_string(b.chunk_words) + " words per chunk"
                               : std::to_string(b.split_bytes) + " bytes per work-item")
        << ", bounds [" << lo << ", " << hi << "]" << (s != s0 ? ", adjusted to share counts" : "")
        << "), " << count << " splits";
      if (at_level.size() > 1) n << "; the others follow that count";
      plan.notes.push_back(n.str());
      return;
    }
  }
  if (why.empty()) why = arg_label(*driver) + " has no split size within its bounds";
  throw Error(ACL_SPLIT_COUNT_MISMATCH,
              "level " + std::to_string(level) + ": arguments cannot share a split count: " +
                  why + "; give same-level data shapes whose split counts can match, or "
                        "loosen split_min/split_max");
}

/// ACL_RNO1/RNO2: the tiles and launches of the wavefront (Wavefront in plan.hpp). Every
/// dependent argument must have the same block grid: the order is defined on it.
void plan_wavefront(Plan& plan, const StrategyKnobs& k) {
  const ArgPlan* first = nullptr;
  bool rno2 = false;
  for (const ArgPlan& a : plan.args) {
    if (!dependent(a)) continue;
    rno2 |= a.desc.attr.dependency == ACL_RNO2;
    if (first && (a.grid[0] != first->grid[0] || a.grid[1] != first->grid[1] ||
                  a.grid[2] != first->grid[2]))
      throw Error(ACL_SPLIT_COUNT_MISMATCH,
                  "dependency " + dependency_name(a.desc.attr.dependency) + ": " +
                      arg_label(a) + " has " + std::to_string(a.grid[0]) + "x" +
                      std::to_string(a.grid[1]) + "x" + std::to_string(a.grid[2]) +
                      " blocks but " + arg_label(*first) + " has " +
                      std::to_string(first->grid[0]) + "x" + std::to_string(first->grid[1]) +
                      "x" + std::to_string(first->grid[2]) +
                      "; dependent data must share one block grid (give them the same shape "
                      "and split)");
    if (!first) first = &a;
  }
  for (const ArgPlan& a : plan.args)
    if (dependent(a) && is_special(a.desc.attr.def))
      throw Error(ACL_NOT_SUPPORTED_YET,
                  arg_label(a) + ": dependency " + dependency_name(a.desc.attr.dependency) +
                      " with def " + origin_name(a.desc.attr.def) + " in a wavefront plan (" +
                      "ACL_RNO1/RNO2 data present) is not supported yet");
  for (const ArgPlan& a : plan.args)
    if (a.is_transfer() && a.level > 1)
      throw Error(ACL_NOT_SUPPORTED_YET,
                  arg_label(a) + ": level " + std::to_string(a.level) + " data beside dependency " +
                      dependency_name(first->desc.attr.dependency) + " of " + arg_label(*first) +
                      " is not supported yet (wavefront plans have one level)");
  Wavefront& v = plan.wave;
  v.on = true;
  v.gx = first->grid[0];
  // One block column has no tile above-right: RNO2 then orders like RNO1 (and a slope of 2
  // would leave every other launch empty).
  v.step = rno2 && v.gx > 1 ? 2 : 1;
  v.gy = first->grid[1];
  v.gz = first->grid[2];
  // RNO2: a tile's last column needs the tile to its right one block row up, so a tile
  // is one block row (taller tiles would wait on a tile of the same diagonal).
  v.rows = rno2 ? 1u : unsigned(std::clamp<size_t>(k.wave_rows, 1, v.gy));
  // A launch per diagonal: beyond a million, the plan is a hang, not a schedule.
  if (v.launches() > kMaxWaveLaunches)
    throw Error(ACL_PLAN_DOES_NOT_FIT,
                "dependency " + dependency_name(first->desc.attr.dependency) + " of " +
                    arg_label(*first) + ": the wavefront over " + std::to_string(v.gx) + "x" +
                    std::to_string(v.gy) + " blocks needs " + std::to_string(v.launches()) +
                    " launches, more than " + std::to_string(kMaxWaveLaunches) +
                    "; allow wider work-groups (wg_max) or longer splits (split_max)");
  // Work-groups of the widest launch (each launch has its own count: Wavefront::diagonal):
  // a diagonal crosses at most ceil(gx / step) tile columns and every tile row.
  plan.groups = std::min(v.tile_rows(), ceil_div(v.gx, v.step)) * v.gz;
  std::ostringstream n;
  n << "dependency " << dependency_name(first->desc.attr.dependency) << " of "
    << arg_label(*first) << ": wavefront over " << v.gx << "x" << v.gy << "x" << v.gz
    << " blocks in tiles of " << v.rows << " block row" << (v.rows > 1 ? "s" : "") << ", "
    << v.launches() << " launches (tile (G, R) in launch G + " << v.step
    << " R); inside a tile, work-item i runs block row t - i at step t ("
    << v.rows + plan.wg - 1 << " steps)";
  plan.notes.push_back(n.str());
}

/// Whether SHRINK data `a` can store its kept words straight from private memory with
/// `lanes` (knob lane_shrink): each kept row's lanes >> k words make whole vectors of the
/// destination's rows and slices.
bool shrinks_directly(const ArgPlan& a, size_t lanes, const StrategyKnobs& k) {
  const acl_attr& at = a.desc.attr;
  const size_t kept = lanes >> at.scale_log2;
  return k.lane_shrink && at.def == ACL_SPECIAL_SHRINK && at.ref == ACL_NONE && kept >= 1 &&
         (kept == 1 || (has_vectors(a.type) && (kept == 2 || kept == 4 || kept == 8 ||
                                                kept == 16))) &&
         a.pitch % kept == 0 && a.slice % kept == 0;
}

/// Whether `a`'s ENLARGE stores bypass the cache (ArgPlan::stream, knob stream_bytes): its
/// destination holds at least stream_bytes.
bool streams(const ArgPlan& a, const StrategyKnobs& k) {
  return k.stream_bytes && a.desc.attr.def == ACL_SPECIAL_ENLARGE &&
         a.dest_w * a.dest_h * a.d * a.ws >= k.stream_bytes;
}

/// Lanes for a plan (ArgPlan::lanes): with `lane_bytes`, when every transfer argument is
/// level-1 SEPARATE vertical data of a built-in scalar type without a dependency or
/// RANDOM origin, with a margin only on data only read and no ACL_SPECIAL_* def but
/// SHRINK or ENLARGE, a work-item owns lane_bytes / (widest word) adjacent columns (half
/// the bytes with a margin unless a SHRINK stores directly, 2^-k of them beside an ENLARGE
/// by 2^k), so each row of them is one vector access; rows and slices must
/// start on a whole vector. A work-item then calls User_main once per column, so plans
/// whose User_main could tell work-items apart through memory (__local scratch, __global
/// pointers) keep one column per work-item. 1 otherwise.
unsigned choose_lanes(const std::vector<ArgPlan>& args, const StrategyKnobs& k) {
  if (!k.lane_bytes && !(k.lane_enlarge && k.enlarge_bytes)) return 1;
  unsigned widest = 0, enlarge_log2 = 0;
  bool margin = false, any_enlarge = false;
  for (const ArgPlan& a : args) {
    if (a.desc.kind == ArgKind::Local || a.desc.kind == ArgKind::Global) return 1;
    if (!a.is_transfer()) continue;
    const acl_attr& at = a.desc.attr;
    // SHRINK write-backs (data only written) take the lanes, in their staged tile or
    // stored from private memory (shrinks_directly); data read may have a margin (its halo
    // columns move word by word). H200, 8192^2 floats: 2x2 mean of a margin-1 source 0.089
    // ms -> 0.081 staged, 3x3 Gaussian 0.150 -> 0.131. A staged ENLARGE gained nothing
    // from lanes (0.344 -> 0.349); one stored from private memory did (below).
    const bool scaled = at.def == ACL_SPECIAL_SHRINK && a.placement == Placement::Staged &&
                        at.ref == ACL_NONE;
    // ENLARGE write-backs (knob lane_enlarge) store straight from private memory: each
    // row of a work-item's lanes becomes 2^k destination rows of one vector of
    // enlarge_bytes each, as a hand-written kernel does; that needs aligned destination rows.
    // Without lane_bytes (CPUs) only where the stores stream: through the cache the lanes
    // lose to a word per work-item (PoCL, 2x of 2048^2 floats: 2.4-2.8 ms against 1.8-2.0).
    const bool enlarge = k.lane_enlarge && at.def == ACL_SPECIAL_ENLARGE && at.ref == ACL_NONE &&
                         (k.lane_bytes || streams(a, k)) &&
                         a.ws && k.enlarge_bytes && (a.pitch * a.ws) % k.enlarge_bytes == 0 &&
                         (a.slice * a.ws) % k.enlarge_bytes == 0;
    if (a.level != 1 || a.placement == Placement::Common || !a.vertical ||
        (a.margin && (at.ref == ACL_NONE || at.def != ACL_NONE)) ||
        at.dependency != ACL_DEP_NONE || (is_special(at.def) && !scaled && !enlarge) ||
        at.ref == ACL_RANDOM || at.def == ACL_RANDOM || !has_vectors(a.type) || a.ws == 0)
      return 1;
    widest = std::max(widest, a.ws);
    margin |= a.margin > 0;
    if (enlarge) enlarge_log2 = std::max(enlarge_log2, at.scale_log2);
    any_enlarge |= enlarge;
  }
  // Without lane_bytes (CPUs) only ENLARGE plans take lanes, for their vector stores.
  if (!k.lane_bytes && !any_enlarge) return 1;
  // Whether every SHRINK argument (there is one at least) can store directly with lanes of
  // the whole lane_bytes.
  bool shrink = margin && k.lane_shrink && widest && k.lane_bytes % widest == 0;
  bool any_shrink = false;
  for (const ArgPlan& a : args)
    if (a.is_transfer() && a.desc.attr.def == ACL_SPECIAL_SHRINK) {
      any_shrink = true;
      shrink &= shrinks_directly(a, k.lane_bytes / widest, k);
    }
  shrink &= any_shrink;
  // With a margin, half the bytes: a narrower window leaves room for longer columns (H200:
  // 0.081 ms and 0.131 with 8 bytes, 0.083 and 0.132 with 16); not beside a SHRINK that
  // stores from private memory (lane_shrink), which wants as many kept words per row as it
  // can get (H200, 2x2 mean of 8192^2 floats: 4.20 TB/s with 16 bytes, 4.18 with 8; staged
  // 4.13). ENLARGE by 2^k: 2^-k of them, so that each destination row a work-item stores is
  // one vector (H200, 8192^2 floats, 2x: 0.333 ms with 8 bytes, 0.599 with 16; hand-written
  // 0.332). Beside an ENLARGE the destination row's vector (enlarge_bytes) sets the bytes:
  // 64 on CPUs, a cache line, so its store can bypass the cache (stream_bytes).
  const unsigned base = any_enlarge ? k.enlarge_bytes : k.lane_bytes;
  const unsigned bytes = (margin && !shrink ? base / 2 : base) >> enlarge_log2;
  if (widest == 0 || bytes % widest != 0) return 1;
  const unsigned lanes = bytes / widest;
  if (lanes != 2 && lanes != 4 && lanes != 8 && lanes != 16) return 1;
  // Every row (and slice) must start on a whole vector; a lone row or slice always does.
  // An ENLARGE destination row of the lanes must be one vector of enlarge_bytes (not so
  // when its words are narrower than the widest), of at most 16 words (OpenCL's widest).
  for (const ArgPlan& a : args)
    if (a.is_transfer() &&
        (a.dest_w ? a.desc.attr.def == ACL_SPECIAL_ENLARGE &&
                        (((lanes * a.ws) << a.desc.attr.scale_log2) != k.enlarge_bytes ||
                         (lanes << a.desc.attr.scale_log2) > 16)
                  : (a.h > 1 && a.pitch % lanes != 0) || (a.d > 1 && a.slice % lanes != 0)))
      return 1;
  return lanes;
}

Plan plan_with(const std::vector<ArgDesc>& args, const DeviceProfile& dev, const Budget& b) {
  const StrategyKnobs& k = dev.knobs;
  Plan plan;
  plan.device = dev.name;
  plan.device_class = dev.device_class;

  // Work-group bounds from every argument and the device.
  // Plans keep the work-group size in 32 bits: no device reports more than 2^30.
  size_t lo = 1, hi = std::min({dev.max_wg, b.wg_cap, kMaxWorkGroup});
  std::string lo_from = "the minimum", hi_from = "the device's maximum";
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgDesc& a = args[i];
    if (a.kind != ArgKind::Transfer) continue;
    const std::string who = "wg_min of argument " + std::to_string(i) + " '" + a.param.name + "'";
    if (a.attr.wg_min > lo) lo = a.attr.wg_min, lo_from = who;
    if (a.attr.wg_max && a.attr.wg_max < hi)
      hi = a.attr.wg_max,
      hi_from = "wg_max of argument " + std::to_string(i) + " '" + a.param.name + "'";
  }
  if (lo > hi)
    throw Error(ACL_PLAN_DOES_NOT_FIT, "work-group size: " + lo_from + " (" + std::to_string(lo) +
                                           ") is above " + hi_from + " (" + std::to_string(hi) +
                                           ")");

  // Arguments: placement and shape in words.
  size_t need = 1;
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgDesc& d = args[i];
    ArgPlan a = describe_arg(d, unsigned(i));
    switch (d.kind) {
      case ArgKind::Scalar:
      case ArgKind::Global:
      case ArgKind::Local: break;
      case ArgKind::Transfer: {
        const acl_attr& at = d.attr;
        if (is_special(at.def)) {
          const std::array<size_t, 3> view = special_view(args, i);
          a.dest_w = a.w;
          a.dest_h = a.h;
          a.w = view[0];
          a.h = view[1];
        }
        if (at.broadcast == ACL_COMMON) {
          a.placement = Placement::Common;
          a.broadcast_whole = at.level == 1;
        } else {
          // Data only written is staged when its rows are 16-byte aligned (whole-chunk
          // stores); otherwise each work-item stores its column directly, which measured
          // faster than the partial-chunk stores of unaligned rows (H200).
          const bool aligned = (at.row_pitch % 16 == 0) && (at.slice_pitch % 16 == 0);
          // Transformed write-backs are staged on every class that stages, whatever the
          // word size: the group then stores whole destination rows.
          const bool random = at.ref == ACL_RANDOM || at.def == ACL_RANDOM;
          const bool stage = !random && a.vertical && a.level == 1 &&
                             ((a.ws < k.stage_below_bytes &&
                               (at.ref != ACL_NONE || (k.stage_writes && aligned))) ||
                              (a.dest_w && k.stage_below_bytes > 0));
          a.placement = stage ? Placement::Staged : Placement::Private;
        }
        plan.levels = std::max(plan.levels, a.level);
        // Room for rows of blocks and halos past the last row; a lone row (flattened data)
        // has none. Staged copies address bytes.
        const double unit = a.placement == Placement::Staged ? double(a.ws) : 1.0;
        if ((double(a.slice) * double(a.d) + (a.h > 1 ? double(a.pitch) * 64 : 0.0)) * unit >
            double(INT_MAX))
          plan.wide_index = true;
        break;
      }
      default: internal_error("argument kind Unset reached the planner");
    }
    plan.args.push_back(a);
  }
  // Work-items the widest level-1 row needs, at the split the budget and the bounds give.
  for (const ArgPlan& a : plan.args) {
    const acl_attr& at = a.desc.attr;
    if (!a.is_transfer() || a.level != 1 || a.placement == Placement::Common ||
        at.ref == ACL_RANDOM || at.def == ACL_RANDOM)
      continue;
    const SplitBounds sb = shared_bounds(a, plan.args);
    size_t s = std::max<size_t>(1, b.split_bytes / a.ws);
    if (sb.hi) s = std::min(s, sb.hi);
    s = std::max(s, sb.lo);
    need = std::max(need, a.vertical ? a.w : ceil_div(a.w, s));
  }

  // Lanes (choose_lanes): rows of vectors per work-item, at least two rows,
  // without prefetch and with a work-group per block (H200, binarize 16384^2 bytes: 0.132
  // ms so; one row 0.138, four 0.141; 0.166 with prefetch in persistent groups, 0.142 for
  // the staged plan without lanes; hand-written uchar16 kernel 0.129).
  const unsigned lanes = b.lanes ? choose_lanes(plan.args, k) : 1;
  Budget lb = b;
  if (lanes > 1) {
    lb.split_bytes = std::max(b.split_bytes, 2 * k.lane_bytes);
    // Byte and short data moved as words (mark_lane_words; no SPECIAL write-backs there):
    // lane_words rows (H200, binarize 16384^2: 0.129 ms with four, 0.130 with two, 0.165
    // with eight).
    bool small = k.lane_words > 0;
    for (const ArgPlan& a : plan.args)
      if (a.is_transfer()) small &= small_integer(a) && !a.dest_w;
    if (small) lb.split_bytes = std::max(lb.split_bytes, k.lane_words * k.lane_bytes);
    bool enlarge = false;
    size_t widest = 0, shrink_rows = 0;
    for (ArgPlan& a : plan.args)
      if (a.is_transfer()) {
        a.lanes = lanes;
        widest = std::max<size_t>(widest, a.ws);
        const cl_uint def = a.desc.attr.def;
        enlarge |= def == ACL_SPECIAL_ENLARGE;
        // SHRINK by 2^k stores each kept row's lanes >> k words as one vector from private
        // memory where they are whole vectors of the destination's rows and slices.
        const bool shrink = shrinks_directly(a, lanes, k);
        if (shrink)
          shrink_rows = std::max(shrink_rows, size_t(k.lane_shrink) << a.desc.attr.scale_log2);
        if (!a.dest_w || def == ACL_SPECIAL_ENLARGE || shrink) a.placement = Placement::Private;
      }
    // ENLARGE stores from private memory: lane_enlarge rows of lanes, not the staged
    // write-back's long columns (H200, 8192^2 floats, 2x: 0.329 ms with one row, 0.334 with
    // two, 0.339 with four; staged 0.339; hand-written 0.332). SHRINK by 2^k: lane_shrink
    // kept rows, 2^k rows each (H200, 2x2 mean: 4.20 TB/s with one kept row, 4.19-4.20
    // with two or four).
    if (enlarge) lb.split_bytes = unsigned(k.lane_enlarge * lanes * widest);
    // Large ENLARGE destinations bypass the cache (stream_bytes: CPUs): each vector stored
    // is a whole cache line, so the write needs no read of the line first (knobs_for).
    for (ArgPlan& a : plan.args)
      if (a.is_transfer() && streams(a, k)) {
        a.stream = true;
        plan.notes.push_back("argument " + std::to_string(a.index) + " '" + a.name +
                             "': ENLARGE stores bypass the cache (destination of at least " +
                             std::to_string(k.stream_bytes) + " bytes)");
      }
    if (shrink_rows) lb.split_bytes = unsigned(shrink_rows * lanes * widest);
    need = ceil_div(need, lanes);
    plan.notes.push_back("lanes: a work-item owns " + std::to_string(lanes) +
                         " adjacent columns and moves each row of them as one vector (vertical "
                         "data without dependencies; halo columns word by word); split budget "
                         "at least " + std::to_string(lb.split_bytes) +
                         " bytes, no prefetch, a work-group per block");
  }

  // ACL_RNO0: each work-group walks one column of blocks top to bottom (below), so the
  // columns alone give the parallelism: narrow the groups until there is a column per
  // compute unit.
  const bool wave = has_wave(args);
  const ArgPlan* rno = nullptr;
  for (const ArgPlan& a : plan.args)
    if (a.is_transfer() && a.desc.attr.dependency == ACL_RNO0 && !rno) rno = &a;
  if (rno && !wave) {
    const size_t cap = std::max(lo, ceil_div(need, std::max(1u, dev.compute_units)));
    if (cap < hi) {
      hi = cap;
      hi_from = "one column of blocks per compute unit (ACL_RNO0 of " + arg_label(*rno) + ")";
    }
  }

  // Work-group size: the class's target, no wider than the data, a multiple of the
  // preferred multiple where the bounds allow.
  // fit_width: rows are split evenly into groups of any size, so blocks have no padding
  // columns (CPUs); otherwise sizes round up to the preferred multiple (GPUs).
  size_t wg = std::min<size_t>(k.wg_target, round_up(need, k.pref_multiple));
  if (k.fit_width) {
    // The fewest groups per row that divide it exactly (5001 = 3 x 1667), else an even split
    // whose last group has a few padding columns.
    const size_t groups = ceil_div(need, k.wg_target);
    wg = ceil_div(need, groups);
    for (size_t g = groups; g <= 4 * groups; ++g)
      if (need % g == 0) {
        wg = need / g;
        break;
      }
  }
  wg = std::clamp(wg, lo, hi);
  if (!k.fit_width && wg % k.pref_multiple != 0) {
    if (round_up(wg, k.pref_multiple) <= hi) wg = round_up(wg, k.pref_multiple);
    else if (wg / k.pref_multiple * k.pref_multiple >= std::max<size_t>(lo, 1))
      wg = wg / k.pref_multiple * k.pref_multiple;
  }
  plan.wg = unsigned(wg);
  {
    std::ostringstream n;
    n << "work-group " << wg << ": class target " << k.wg_target << ", widest level-1 row needs "
      << need << " work-items, "
      << (k.fit_width ? std::string("rows split evenly")
                      : "multiple of " + std::to_string(k.pref_multiple))
      << ", bounds [" << lo << ", " << hi << "]";
    plan.notes.push_back(n.str());
  }

  // Split sizes, level by level. ACL_RANDOM data has no grid of its own: its blocks take
  // the shape and number of the first other level-1 SEPARATE argument's.
  auto random = [](const ArgPlan& a) {
    return a.desc.attr.ref == ACL_RANDOM || a.desc.attr.def == ACL_RANDOM;
  };
  for (unsigned level = 1; level <= plan.levels; ++level) {
    std::vector<ArgPlan*> at_level;
    for (ArgPlan& a : plan.args)
      if (a.is_transfer() && a.level == level && !a.broadcast_whole && !random(a))
        at_level.push_back(&a);
    if (!at_level.empty()) plan_level(plan, at_level, level, plan.wg, lb);
  }
  for (ArgPlan& a : plan.args) {
    if (!a.is_transfer() || !random(a)) continue;
    const ArgPlan* ref = nullptr;
    for (const ArgPlan& o : plan.args)
      if (!ref && o.is_transfer() && o.level == 1 && !o.broadcast_whole && !random(o) &&
          o.placement != Placement::Common)
        ref = &o;
    if (!ref)
      throw Error(ACL_INVALID_ATTRIBUTE,
                  arg_label(a) + ": ACL_RANDOM data takes its blocks' shape and number from "
                                 "another level-1 ACL_SEPARATE argument, and there is none");
    if (ref->vertical != a.vertical)
      throw Error(ACL_INVALID_ATTRIBUTE,
                  arg_label(a) + ": ACL_RANDOM data must have the split direction of " +
                      arg_label(*ref) + ", whose blocks it takes");
    shape(a, plan.wg, ref->s);
    std::copy(ref->grid, ref->grid + 3, a.grid);
    const size_t need_bytes = plan.count[1] * 16;
    if (a.desc.position_bytes < need_bytes)
      throw Error(ACL_INVALID_ATTRIBUTE,
                  arg_label(a) + ": the position buffer holds " +
                      std::to_string(a.desc.position_bytes / 16) + " cl_int4 entries, but the "
                      "plan has " + std::to_string(plan.count[1]) + " level-1 blocks (" +
                      std::to_string(a.block_w) + "x" + std::to_string(a.block_h) +
                      " words each, from " + arg_label(*ref) + ")");
    plan.notes.push_back(arg_label(a) + " (ACL_RANDOM): " + std::to_string(a.block_w) + "x" +
                         std::to_string(a.block_h) + " blocks at the origins of its position "
                         "buffer, as many as " + arg_label(*ref) + " has");
  }
  for (ArgPlan& a : plan.args)
    if (a.broadcast_whole) shape(a, plan.wg, 0);

  // Double buffering: the innermost level's reads are prefetched while User_main runs.
  bool any_staged = false;
  for (const ArgPlan& a : plan.args) any_staged |= a.placement == Placement::Staged;
  if (b.prefetch && lanes == 1) {
    for (ArgPlan& a : plan.args)
      if (a.is_transfer() && !a.broadcast_whole && a.level == plan.levels &&
          a.desc.attr.ref != ACL_NONE && (a.placement != Placement::Staged || a.chunked))
        a.prefetch = true;
    plan.notes.push_back("double buffering: level " + std::to_string(plan.levels) +
                         " reads of the next split are issued before User_main runs on this "
                         "one" +
                         (any_staged ? " (staged blocks: 16-byte chunks held in registers)" : ""));
  } else {
    plan.notes.push_back(lanes > 1   ? "synchronous transfers: lanes"
                         : k.prefetch ? "synchronous transfers: double buffers did not fit"
                                      : "synchronous transfers: prefetch does not pay on this "
                                        "device class");
  }
  for (const ArgPlan& a : plan.args) {
    if (a.placement == Placement::Staged)
      plan.notes.push_back(
          arg_label(a) + " staged through local memory: " + std::to_string(a.ws) +
          "-byte words" +
          (a.chunked ? std::string(", rows copied as 16-byte chunks") +
                           (a.aligned_rows ? "" : " from their aligned start (pitch not a multiple of 16)")
           : a.dest_run ? ", written back in the destination's row order, 16-byte runs of " +
                              std::to_string(a.dest_run) + " words"
           : a.dest_w ? ", written back word by word in the destination's row order"
                      : ", copied word by word (margin or block width not a multiple of 16 bytes)"));
  }

  // groups_per_cu 0: a work-group per block; otherwise persistent work-groups that walk
  // blocks (what lets them prefetch the next one).
  const size_t resident = size_t(dev.compute_units) * k.groups_per_cu;
  plan.groups = std::max<size_t>(1, k.groups_per_cu == 0 || lanes > 1
                                        ? plan.count[1]
                                        : std::min(plan.count[1], resident));
  if (wave) {
    plan_wavefront(plan, dev.knobs);
    return plan;
  }
  if (rno) {
    // Work-group g walks blocks g, g + C, g + 2C, ... with C block columns: its column, top
    // to bottom, slice after slice. A block then runs after the block above, in the same
    // group, which keeps that block's results in private memory.
    const ArgPlan* first = nullptr;
    for (const ArgPlan& a : plan.args) {
      if (!a.is_transfer() || a.desc.attr.dependency != ACL_RNO0) continue;
      if (first && a.grid[0] != first->grid[0])
        throw Error(ACL_SPLIT_COUNT_MISMATCH,
                    "dependency ACL_RNO0: " + arg_label(*first) + " has " +
                        std::to_string(first->grid[0]) + " columns of blocks but " +
                        arg_label(a) + " has " + std::to_string(a.grid[0]) +
                        "; a work-group walks one column, so give them the same width");
      if (!first) first = &a;
    }
    plan.groups = first->grid[0];
    plan.notes.push_back("ACL_RNO0 of " + arg_label(*first) + ": " +
                         std::to_string(plan.groups) +
                         " work-groups, each walking one column of blocks top to bottom (the "
                         "block above's results stay in private memory)");
    // A barrier after each block of the walk (knob rno_barrier: CPUs): PoCL then runs its
    // work-item loop inside the walk, one block of the whole group at a time, and vectorises
    // it, where without the barrier each work-item walks its whole column alone (knobs_for).
    if (k.rno_barrier) {
      plan.rno_barrier = true;
      plan.notes.push_back("ACL_RNO0: a barrier after each block of the walk (knob rno_barrier)");
    }
    return plan;
  }
  plan.notes.push_back(
      "work-groups " + std::to_string(plan.groups) + ": " + std::to_string(plan.count[1]) +
      " level-1 blocks" +
      (k.groups_per_cu == 0 || lanes > 1 ? ", one each"
                            : ", at most " + std::to_string(dev.compute_units) +
                                  " compute units x " + std::to_string(k.groups_per_cu)));
  return plan;
}

/// Halos: a work-item's window is (2m+1) x (S+2m) words for S words it owns, so short
/// columns spend most loads on the halo. Classes with halo_rows give such plans at least
/// halo_rows * m words per work-item and a work-group per block (H200, 3x3 Gaussian on
/// 8192^2 floats: 2.84 TB/s with 4 rows and persistent groups, 3.57 with 16 rows and a
/// group per block). Classes with halo_wg cap the group (see profile.cpp). Says why in `notes`.
void apply_halo_rules(const std::vector<ArgDesc>& args, bool nested, StrategyKnobs& k,
                      std::vector<std::string>& notes) {
  const ArgDesc* widest = nullptr;  // the level-1 argument with the most halo bytes
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.level == 1 && a.attr.margin > 0 &&
        (!widest || a.attr.margin * a.attr.word_size > widest->attr.margin * widest->attr.word_size))
      widest = &a;
  if (!widest) return;
  if (k.halo_wg && k.halo_wg < k.wg_target) {
    k.wg_target = k.halo_wg;
    notes.push_back("data with a margin: work-group target " + std::to_string(k.halo_wg) +
                    " (blocks away from the row ends load without clamping)");
  }
  const size_t want = size_t(k.halo_rows) * widest->attr.margin * widest->attr.word_size;
  if (k.halo_rows && !nested && widest->attr.broadcast == ACL_SEPARATE &&
      widest->attr.split == ACL_VERTICAL && want > k.split_bytes) {
    k.split_bytes = unsigned(want);
    k.groups_per_cu = 0;
    notes.push_back("margin " + std::to_string(widest->attr.margin) + " of '" +
                    widest->param.name + "': split budget raised to " + std::to_string(want) +
                    " bytes (" + std::to_string(k.halo_rows) +
                    " words per margin word, rows or lanes x rows) and a work-group per block");
  }
}

/// Plans that skip dropped blocks (below): when every written argument is a SHRINK by the
/// same 2^k and all transfer data is vertical on one block grid with a group per block,
/// work-item i takes block column i * 2^k, so only columns SHRINK keeps run User_main and
/// a block spans 2^k times the group (PoCL, 2x2 mean of 2048^2 floats with pinned threads:
/// 0.57 -> 0.42-0.45 ms with the generator's strided row pointers; hand-optimized 0.45-0.51).
void keep_kept_columns(Plan& plan) {
  if (plan.groups != plan.count[1]) return;
  unsigned f = 0;
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    if (!a.vertical || a.lanes > 1 || a.placement != Placement::Private) return;
    if (first && (a.w != first->w || a.block_w != first->block_w || a.grid[0] != first->grid[0] ||
                  a.grid[1] != first->grid[1] || a.grid[2] != first->grid[2]))
      return;
    if (!first) first = &a;
    if (a.desc.attr.def == ACL_NONE) continue;
    const unsigned g = 1u << a.desc.attr.scale_log2;
    if (f && g != f) return;
    f = g;
  }
  if (!first || f < 2) return;
  size_t count = 1;
  for (ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    a.col_step = f;
    a.block_w *= f;
    a.grid[0] = ceil_div(a.w, a.block_w);
    count = a.splits();
  }
  plan.count[1] = plan.groups = count;
  plan.notes.push_back("def ACL_SPECIAL_SHRINK: work-items take every " + std::to_string(f) +
                       "th column of a block, the ones it keeps; " + std::to_string(count) +
                       " blocks");
}

/// ACL_SPECIAL_SHRINK keeps the word at the top-left of each 2^k square, so a level-1 block
/// shorter or narrower than 2^k can hold no kept word. When every written argument is such
/// a SHRINK and nothing else could observe User_main's work (no __global pointers, no
/// neighbour or RANDOM data, no prefetch, no tiles shared by the group), the AC kernel
/// skips those blocks (PoCL, 2048^2 floats, 2x with a margin-1 source and one-row blocks:
/// half of the blocks).
/// Knob shrink_columns (GPUs): such plans without lanes (rows that are not whole vectors)
/// give work-items the kept columns whatever the block size, with the SHRINK write-back
/// stored from private memory instead of a staged tile (H200, 2x2 mean of a margin-1 source
/// of 8191x4097 floats: 0.042 ms against 0.049-0.050 staged; hand-written 0.046).
void mark_dropped_blocks(Plan& plan, const StrategyKnobs& k) {
  if (plan.levels != 1 || plan.tiling.on) return;
  bool any = false, small = true;
  for (const ArgPlan& a : plan.args) {
    if (a.desc.kind == ArgKind::Global) return;
    if (a.desc.kind != ArgKind::Transfer) continue;
    const acl_attr& at = a.desc.attr;
    const bool staged_shrink = k.shrink_columns && a.placement == Placement::Staged &&
                               at.def == ACL_SPECIAL_SHRINK && at.ref == ACL_NONE;
    if (a.prefetch || (a.placement != Placement::Private && !staged_shrink) || a.nbh ||
        at.dependency != ACL_DEP_NONE || at.ref == ACL_RANDOM || at.def == ACL_RANDOM)
      return;
    if (at.def == ACL_NONE) continue;
    if (at.def != ACL_SPECIAL_SHRINK) return;
    const size_t f = size_t(1) << at.scale_log2;
    small &= a.block_w < f || a.block_h < f;
    any = true;
  }
  if (!any) return;
  if (!small) {
    if (!k.shrink_columns) return;
    Plan trial = plan;
    for (ArgPlan& a : trial.args)
      if (a.placement == Placement::Staged) {
        const std::string staged = arg_label(a) + " staged through local memory";
        auto& t = trial.notes;
        t.erase(std::remove_if(t.begin(), t.end(),
                               [&](const std::string& x) { return x.rfind(staged, 0) == 0; }),
                t.end());
        a.placement = Placement::Private;
        a.tile_w = a.tile_h = 0;
        a.chunked = a.aligned_rows = false;
        a.chunks_per_row = a.row_bytes = 0;
        a.dest_run = 0;
      }
    keep_kept_columns(trial);
    bool kept = false;
    for (const ArgPlan& a : trial.args) kept |= a.col_step > 1;
    if (!kept) return;
    trial.skip_dropped = true;  // a no-op test: every block holds kept words
    trial.notes.push_back("def ACL_SPECIAL_SHRINK without lanes: stored from private memory, "
                          "not staged (knob shrink_columns)");
    plan = trial;
    return;
  }
  // The skip leaves the block loop before the group's barrier: uniform, so allowed, but
  // PoCL 3.1 miscompiled it in staged plans (a staged SHRINK of 333x1 floats wrote 167 words
  // past its destination; Oclgrind found the kernel correct). Only private plans skip.
  for (const ArgPlan& a : plan.args)
    if (a.placement == Placement::Staged) return;
  plan.skip_dropped = true;
  plan.notes.push_back("def ACL_SPECIAL_SHRINK: blocks holding no kept word are skipped");
  keep_kept_columns(plan);
}

/// Lanes moved as words (Plan::lane_words, knob lane_words): in a single-level plan whose
/// transfer arguments all take lanes (private vertical data, no dependency, no RANDOM or
/// SPECIAL origins, no prefetch) and some of them are 1- or 2-byte integers, each work-item
/// tests once whether every row it loads or stores lies inside its array, then runs an
/// unguarded copy of loads, User_main and stores, moving those lanes as 32-bit words, or the
/// guarded copy. NVIDIA's compiler otherwise splits a uchar16 into four 4-byte moves; the
/// single test keeps a work-item's moves together (a test per transfer joins the two
/// paths' values before User_main, and the compiler then spreads the stores apart).
void mark_lane_words(Plan& plan, const StrategyKnobs& k) {
  if (!k.lane_words || plan.levels != 1 || plan.tiling.on || plan.wave.on || plan.sweep ||
      plan.skip_dropped)
    return;
  bool words = false;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    const acl_attr& at = a.desc.attr;
    if (a.placement != Placement::Private || a.lanes < 2 || a.prefetch || a.nbh || a.dest_w ||
        at.dependency != ACL_DEP_NONE || at.ref == ACL_RANDOM || at.def == ACL_RANDOM)
      return;
    words |= moves_as_words(a);
  }
  if (!words) return;
  plan.lane_words = true;
  plan.notes.push_back("lanes moved as words: a work-item whose rows all lie inside the arrays "
                       "runs an unguarded copy of the body, moving byte and short lanes as "
                       "32-bit words");
}

/// Row sweeps (Plan::sweep, knob sweep_rows): PoCL vectorises a work-group's loop over its
/// work-items, so a CPU plan gives each work-item one row of a block; a 3x3 window then
/// loads 9 words per word it computes. A work-group that runs several block rows of one
/// block column in turn keeps the rows two windows share (2m of them) and loads only the
/// new ones. Taken when every transfer argument is private level-1 vertical data on the same
/// block grid, some of it read with a margin, without dependencies, RANDOM origins,
/// ACL_SPECIAL_* defs or prefetch, and nothing but the transfer arguments can observe
/// User_main (no __global or __local pointers). (Validation rejects margins on data that
/// is both read and written, so carried rows never change underneath.)
void mark_sweeps(Plan& plan, const StrategyKnobs& k) {
  if (!k.sweep_rows || plan.levels != 1 || plan.tiling.on || plan.wave.on ||
      plan.skip_dropped || plan.groups != plan.count[1])
    return;
  const ArgPlan* first = nullptr;
  bool margin = false;
  for (const ArgPlan& a : plan.args) {
    if (a.desc.kind == ArgKind::Global || a.placement == Placement::Scratch) return;
    if (!a.is_transfer()) continue;
    const acl_attr& at = a.desc.attr;
    if (a.placement != Placement::Private || a.prefetch || !a.vertical || a.lanes > 1 ||
        a.nbh || a.dest_w || at.dependency != ACL_DEP_NONE || at.ref == ACL_RANDOM ||
        at.def == ACL_RANDOM)
      return;
    if (first && (a.grid[0] != first->grid[0] || a.grid[1] != first->grid[1] ||
                  a.grid[2] != first->grid[2] || a.block_h != first->block_h))
      return;
    if (!first) first = &a;
    margin |= a.margin > 0 && at.ref != ACL_NONE;  // rows to carry
  }
  if (!first || !margin || first->grid[1] < 2) return;
  plan.sweep = unsigned(std::min<size_t>(k.sweep_rows, first->grid[1]));
  plan.groups = first->grid[0] * ceil_div(first->grid[1], plan.sweep) * first->grid[2];
  plan.notes.push_back("row sweeps: a work-group runs " + std::to_string(plan.sweep) +
                       " block rows in turn, keeping the window rows they share; " +
                       std::to_string(plan.groups) + " work-groups");
}

/// Transposing write-backs on classes that stage: a block's columns become destination
/// rows, so the split sets how long each stored row is (special_bytes). H200, 8192^2 float
/// transpose: 3.67 TB/s with 64-byte rows and a group per block; 3.29 with persistent
/// groups, 3.01 with 128-byte rows, 2.67 with 32-byte rows (hand-optimized 32x32: 3.58).
void apply_special_rules(const std::vector<ArgDesc>& args, StrategyKnobs& k,
                         std::vector<std::string>& notes) {
  // Scaling write-backs (ENLARGE, SHRINK) on classes that stage: longer columns and a
  // work-group per block; SHRINK without prefetch (H200, 8192^2 floats, 2x: enlarge 0.379 ms
  // with 16-byte columns in persistent groups, 0.347 with 64 and a group per block; shrink
  // of a margin-1 source 0.120 with prefetch, 0.091 without).
  for (const ArgDesc& a : args) {
    const cl_uint def = a.attr.def;
    if (a.kind != ArgKind::Transfer || (def != ACL_SPECIAL_ENLARGE && def != ACL_SPECIAL_SHRINK) ||
        !k.stage_below_bytes || k.scale_bytes < k.split_bytes || a.attr.split != ACL_VERTICAL)
      continue;
    k.split_bytes = k.scale_bytes;
    k.groups_per_cu = 0;
    if (def == ACL_SPECIAL_SHRINK) k.prefetch = false;
    notes.push_back("def " + origin_name(def) + " of '" + a.param.name +
                    "': split budget raised to " + std::to_string(k.scale_bytes) +
                    " bytes and a work-group per block" +
                    (def == ACL_SPECIAL_SHRINK ? ", no prefetch" : ""));
    break;
  }
  for (const ArgDesc& a : args) {
    if (a.kind != ArgKind::Transfer || !is_transposing(a.attr.def) ||
        k.special_bytes <= k.split_bytes || a.attr.split != ACL_VERTICAL)
      continue;
    k.split_bytes = k.special_bytes;
    k.groups_per_cu = 0;
    if (k.special_wg) k.wg_target = k.special_wg;
    notes.push_back("def " + origin_name(a.attr.def) + " of '" + a.param.name +
                    "': split budget raised to " + std::to_string(k.special_bytes) +
                    " bytes, the length of each stored destination row, and a work-group "
                    "per block" +
                    (k.special_wg ? " of " + std::to_string(k.special_wg) + " work-items" : ""));
    return;
  }
}

/// ACL_RNO0: the columns are the only parallelism, so each work-item's split should keep
/// many loads in flight (rno_bytes).
void apply_dependency_rules(const std::vector<ArgDesc>& args, StrategyKnobs& k,
                            std::vector<std::string>& notes) {
  for (const ArgDesc& a : args) {
    if (a.kind != ArgKind::Transfer || a.attr.dependency != ACL_RNO0 ||
        k.rno_bytes <= k.split_bytes)
      continue;
    // The long splits keep enough loads in flight without prefetching, and the private
    // budget grows to hold them (window and neighbour).
    k.split_bytes = k.rno_bytes;
    if (!k.rno_prefetch) k.prefetch = false;
    k.private_bytes = std::max(k.private_bytes, 4 * k.rno_bytes);
    notes.push_back("dependency ACL_RNO0 of '" + a.param.name + "': split budget raised to " +
                    std::to_string(k.rno_bytes) + " bytes, private budget to " +
                    std::to_string(k.private_bytes) +
                    (k.prefetch ? "" : ", no prefetch") + " (only the columns run "
                    "in parallel; long splits keep the loads in flight)");
    return;
  }
}

}  // namespace

ArgPlan describe_arg(const ArgDesc& d, unsigned index) {
  ArgPlan a;
  a.index = index;
  a.name = d.param.name;
  a.type = d.param.type;
  a.is_const = d.param.is_const;
  a.desc = d;
  switch (d.kind) {
    case ArgKind::Scalar: a.placement = Placement::Value; break;
    case ArgKind::Global: a.placement = Placement::Global; break;
    case ArgKind::Local: a.placement = Placement::Scratch; break;
    case ArgKind::Transfer: {
      const acl_attr& at = d.attr;
      a.placement = Placement::Private;
      a.level = at.level;
      a.ws = at.word_size;
      a.margin = at.margin;
      a.w = at.size[0];
      a.h = at.size[1];
      a.d = at.size[2];
      a.pitch = at.row_pitch / at.word_size;
      a.slice = at.slice_pitch / at.word_size;
      a.vertical = at.split == ACL_VERTICAL;
      a.nbh = at.dependency == ACL_RNO2                                   ? 4
              : at.dependency == ACL_RNO1                                 ? 3
              : at.dependency == ACL_LNO0 || at.dependency == ACL_LNO2    ? 2
              : at.dependency == ACL_LNO1 || at.dependency == ACL_RNO0    ? 1
                                                                          : 0;
      break;
    }
    default: internal_error("argument kind Unset reached the planner");
  }
  return a;
}

const char* placement_name(Placement p) {
  switch (p) {
    case Placement::Value: return "value";
    case Placement::Global: return "global";
    case Placement::Scratch: return "local-scratch";
    case Placement::Private: return "private";
    case Placement::Staged: return "staged";
    case Placement::Common: return "common";
  }
  return "?";
}

size_t ArgPlan::private_words() const {
  if (axis[0]) return win_x * win_y;
  if (placement != Placement::Private && placement != Placement::Staged) return 0;
  return win_x * win_y * (prefetch ? 2 : 1) + size_t(nbh) * s;
}

size_t ArgPlan::local_bytes() const {
  if (placement == Placement::Scratch) return desc.local_bytes;
  if (axis[0]) return streamed() ? tile_w * tile_h * ws * (prefetch ? 2 : 1) : 0;
  if (placement == Placement::Staged) {
    const bool r = desc.attr.ref != ACL_NONE, w = desc.attr.def != ACL_NONE;
    return (r ? tile_h * row_bytes : 0) + (w ? block_h * row_bytes : 0);
  }
  if (placement == Placement::Common) return tile_w * tile_h * ws * (prefetch ? 2 : 1);
  return 0;
}

void Wavefront::diagonal(size_t d, size_t& first_row, size_t& count) const {
  // Tiles (G, R) with G = d - step * R, 0 <= G < gx, 0 <= R < tile_rows().
  const size_t hi = std::min(tile_rows() - 1, d / step);
  const size_t lo = d + 1 > gx ? ceil_div(d + 1 - gx, step) : 0;
  first_row = lo;
  count = hi >= lo ? hi - lo + 1 : 0;
}

size_t Plan::local_bytes() const {
  size_t n = 0;
  for (const ArgPlan& a : args) n += a.local_bytes();
  return n;
}

size_t Plan::private_bytes() const {
  size_t n = 0;
  for (const ArgPlan& a : args) n += a.private_words() * a.ws;
  return n;
}

bool moves_as_words(const ArgPlan& a) {
  const size_t bytes = size_t(a.lanes) * a.ws;
  return a.lanes > 1 && small_integer(a) && (bytes == 4 || bytes == 8 || bytes == 16);
}

std::string Plan::key() const {
  std::ostringstream os;
  os << *this;
  return os.str();
}

namespace {

/// Flattening: dense arrays of one shape, read and written word for word at the same
/// places (level-1 vertical SEPARATE data without margin, dependency, flip, RANDOM or
/// SPECIAL origins, split or group bounds), described as rows of whole vectors: rows of
/// 2^k words when such a row length divides the word count, else one row of all words.
/// Empty when the arguments do not qualify.
std::vector<ArgDesc> flattened(const std::vector<ArgDesc>& args) {
  std::vector<ArgDesc> out = args;
  const size_t* shape = nullptr;
  bool any = false;
  for (const ArgDesc& d : args) {
    if (d.kind != ArgKind::Transfer) continue;
    const acl_attr& t = d.attr;
    const bool plain_ref = t.ref == ACL_TOP_LEFT || t.ref == ACL_NONE;
    const bool plain_def = t.def == ACL_TOP_LEFT || t.def == ACL_NONE;
    if (t.level != 1 || t.broadcast != ACL_SEPARATE || t.split != ACL_VERTICAL || t.margin ||
        t.dependency != ACL_DEP_NONE || !plain_ref || !plain_def || t.split_min ||
        t.split_max || t.wg_min || t.wg_max || t.row_pitch != t.size[0] * t.word_size ||
        t.slice_pitch != t.row_pitch * t.size[1])
      return {};
    if (shape && (t.size[0] != shape[0] || t.size[1] != shape[1] || t.size[2] != shape[2]))
      return {};
    shape = t.size;
    any = true;
  }
  // Coordinates are 32-bit in the AC kernel: the row, with a block past its end, must fit.
  if (!any || shape[1] * shape[2] < 2 || shape[0] * shape[1] * shape[2] > (size_t(1) << 30))
    return {};
  // Rows of a power of two words (2^10..2^16) where one divides the word count, so that
  // work-items can take two rows of vectors as in any aligned plan; else a single row.
  const size_t n = shape[0] * shape[1] * shape[2];
  size_t w = n;
  for (size_t p = size_t(1) << 16; p >= 1024; p /= 2)
    if (n % p == 0) {
      w = p;
      break;
    }
  for (ArgDesc& d : out) {
    if (d.kind != ArgKind::Transfer) continue;
    acl_attr& t = d.attr;
    t.size[0] = w, t.size[1] = n / w, t.size[2] = 1;
    t.row_pitch = w * t.word_size;
    t.slice_pitch = n * t.word_size;
  }
  return out;
}

bool has_lanes(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.lanes > 1) return true;
  return false;
}

Plan plan_arguments(const std::vector<ArgDesc>& args, const DeviceProfile& dev_in);

/// Plan::wide_coords: whether a coordinate the AC kernel forms could pass INT_MAX. The
/// largest is an array's extent in blocks (padding past its end included), scaled for
/// ENLARGE destinations, with halos, vector runs and lanes on top (kSlack covers them).
/// Block counts stay 32-bit: a plan with more than INT_MAX blocks does not fit.
void mark_wide_coordinates(Plan& plan) {
  constexpr double kSlack = double(1 << 20);
  double most = 0;
  auto at_least = [&](double v) { most = std::max(most, v); };
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    const double scale =
        a.desc.attr.def == ACL_SPECIAL_ENLARGE ? double(1u << a.desc.attr.scale_log2) : 1.0;
    const double bw = double(a.block_w), bh = double(a.block_h), m = 2.0 * a.margin;
    at_least((std::max(double(a.grid[0]) * bw, double(a.w)) + bw + m) * scale);
    at_least((std::max(double(a.grid[1]) * bh, double(a.h)) + bh + m) * scale);
    at_least(std::max(double(a.grid[2]), double(a.d)));
    at_least(double(a.dest_w));
    at_least(double(a.dest_h));
  }
  if (plan.tiling.on) {
    const Tiling& t = plan.tiling;
    at_least(double(t.x) + double(t.block_x()));
    at_least(double(t.y) + double(t.block_y()));
    at_least(double(t.k) + double(t.chunk));
  }
  for (unsigned l = 1; l <= plan.levels; ++l)
    if (double(plan.count[l]) > double(INT_MAX) - kSlack)
      throw Error(ACL_PLAN_DOES_NOT_FIT,
                  "level " + std::to_string(l) + " has " + std::to_string(plan.count[l]) +
                      " splits, more than the AC kernel counts in 32 bits; allow longer splits "
                      "(split_max) or wider work-groups (wg_max)");
  if (most + kSlack <= double(INT_MAX)) return;
  plan.wide_coords = plan.wide_index = true;
  plan.notes.push_back("64-bit coordinates and indices: an extent of the arrays, with its "
                       "padding, passes 2^31 words");
}

}  // namespace

/// Where rows are not whole vectors a plan cannot take lanes (step 2). If User_main cannot
/// see where its words lie (`word_by_word`) and the data is dense and of one shape, the
/// planner plans it again as rows of whole vectors (`flattened`) and keeps that plan when
/// it has lanes (H200, binarize of 16383x16384 bytes: 0.289 ms -> 0.137; hand-written
/// 0.129).
static Plan plan_scenario(const std::vector<ArgDesc>& args, const DeviceProfile& dev,
                          bool word_by_word) {
  Plan plan = plan_arguments(args, dev);
  mark_wide_coordinates(plan);
  if (!word_by_word || !dev.knobs.flatten || !dev.knobs.lane_bytes || plan.tiling.on ||
      plan.wave.on || has_lanes(plan))
    return plan;
  const std::vector<ArgDesc> flat = flattened(args);
  if (flat.empty()) return plan;
  Plan f = plan_arguments(flat, dev);
  mark_wide_coordinates(f);
  if (!has_lanes(f)) return plan;
  const acl_attr* first = nullptr;
  for (const ArgDesc& d : args)
    if (!first && d.kind == ArgKind::Transfer) first = &d.attr;
  size_t row = 0;
  for (const ArgPlan& a : f.args)
    if (!row && a.is_transfer()) row = a.w;
  f.notes.insert(f.notes.begin(),
                 "flattened: User_main sees its words only, the data is dense and of one "
                 "shape, and rows of " + std::to_string(first->size[0]) +
                     " words are not whole vectors, so the " + std::to_string(first->size[0]) +
                     "x" + std::to_string(first->size[1]) + "x" +
                     std::to_string(first->size[2]) + " arrays plan as rows of " +
                     std::to_string(row) + " words");
  return f;
}

Plan make_plan(const std::vector<ArgDesc>& args, const DeviceProfile& dev, bool word_by_word) {
  Plan plan = plan_scenario(args, dev, word_by_word);
  plan.launch = launch_geometry(plan);
  return plan;
}

namespace {

Plan plan_arguments(const std::vector<ArgDesc>& args, const DeviceProfile& dev_in) {
  validate_argument_set(args);
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.split == ACL_TILE) return make_tiled_plan(args, dev_in);
  // Plans with inner levels use the class's "nested" work-group and split targets.
  bool nested = false;
  for (const ArgDesc& a : args) nested |= a.kind == ArgKind::Transfer && a.attr.level > 1;
  DeviceProfile dev = dev_in;
  if (nested) {
    dev.knobs.wg_target = dev.knobs.wg_target_nested;
    dev.knobs.split_bytes = dev.knobs.split_bytes_nested;
  }
  std::vector<std::string> shrunk;
  apply_halo_rules(args, nested, dev.knobs, shrunk);
  if (!nested) apply_special_rules(args, dev.knobs, shrunk);
  if (!nested) apply_dependency_rules(args, dev.knobs, shrunk);
  if (dev.knobs.random_group_per_block && dev.knobs.groups_per_cu != 0)
    for (const ArgDesc& a : args)
      if (a.kind == ArgKind::Transfer && (a.attr.ref == ACL_RANDOM || a.attr.def == ACL_RANDOM)) {
        dev.knobs.groups_per_cu = 0;
        shrunk.push_back("ACL_RANDOM data of '" + a.param.name +
                         "': a work-group per block (blocks from anywhere: no gain from "
                         "persistent groups prefetching their next block)");
        break;
      }
  if (has_wave(args)) {
    // Wavefronts: direct loads and stores (work-items of a group work on different
    // blocks at once, so nothing is staged or shared), no prefetch, narrow groups.
    StrategyKnobs& w = dev.knobs;
    w.wg_target = w.wave_wg;
    w.split_bytes = w.wave_bytes;
    w.stage_below_bytes = 0;
    w.prefetch = false;
    w.fit_width = false;
    shrunk.push_back("wavefront plan: work-group target " + std::to_string(w.wave_wg) +
                     ", split budget " + std::to_string(w.wave_bytes) +
                     " bytes, direct transfers, no prefetch");
  }
  const StrategyKnobs& k = dev.knobs;
  Budget b{k.split_bytes, k.chunk_words, k.prefetch, dev.max_wg};
  const size_t local_budget = dev.local_mem / std::max<size_t>(1, k.local_budget_div);
  for (int attempt = 0; attempt < 64; ++attempt) {
    Plan plan = plan_with(args, dev, b);
    // ACL's tiles stay within the budget; with the user's __local scratch they must still
    // fit the device.
    size_t scratch = 0;
    for (const ArgPlan& a : plan.args)
      if (a.placement == Placement::Scratch) scratch += a.local_bytes();
    const size_t priv = plan.private_bytes(), local = plan.local_bytes();
    const bool priv_ok = priv <= k.private_bytes;
    // A group's private arrays together (PoCL keeps them in one frame): narrow the group.
    if (priv_ok && k.group_private_bytes && priv * plan.wg > k.group_private_bytes &&
        plan.wg > 1) {
      // Narrower groups can need more private words per work-item (a row split over fewer
      // of them), so each cap is at least a quarter below the group it replaces: the search
      // ends in a few dozen attempts (the plan fuzzer found one that crept down by 4 %).
      b.wg_cap = std::max<size_t>(1, std::min(k.group_private_bytes / std::max<size_t>(priv, 1),
                                              size_t(plan.wg) * 3 / 4));
      shrunk.push_back("work-group capped at " + std::to_string(b.wg_cap) + ": " +
                       std::to_string(priv) + " private bytes per work-item, " +
                       std::to_string(k.group_private_bytes) + " per group at most");
      if (b.wg_cap < plan.wg) continue;
    }
    const bool local_ok = local - scratch <= local_budget && local <= dev.local_mem;
    if (priv_ok && local_ok) {
      plan.notes.insert(plan.notes.end(), shrunk.begin(), shrunk.end());
      mark_dropped_blocks(plan, k);
      mark_sweeps(plan, k);
      mark_lane_words(plan, k);
      // Only single-level plans without wavefronts: there the user's loops walk a portion
      // of a few words. (PoCL, 2048^2: gather 2.5 -> 2.05 ms, transpose 1.76 -> 1.51;
      // with streamed levels MDH unrolled its 1024-atom chunk loop, 7.9 -> 67 ms; the
      // one-pass RNO1 integral went 23 -> 26 ms.)
      if (k.unroll_hints && plan.levels == 1 && !plan.wave.on) {
        plan.unroll_hints = true;
        plan.notes.push_back("User_main's for loops carry an unroll hint (this class builds "
                             "with unrolling off)");
      }
      // The marks can only lower these (a SHRINK write-back no longer staged).
      std::ostringstream n;
      n << "memory: " << plan.private_bytes() << " private bytes per work-item (budget "
        << k.private_bytes << "), " << plan.local_bytes() << " local bytes per work-group "
        << "(budget " << local_budget << " of " << dev.local_mem << ")";
      plan.notes.push_back(n.str());
      return plan;
    }
    // Shrink what overflows: first the double buffers and lanes, then the splits and chunks.
    if (b.prefetch) {
      b.prefetch = false;
      continue;
    }
    if (has_lanes(plan) && !priv_ok) {
      b.lanes = false;
      shrunk.push_back("lanes dropped: " + std::to_string(priv) +
                       " private bytes per work-item with them");
      continue;
    }
    const bool can_split = b.split_bytes > 1 && plan.block_size[1] > 1;
    bool can_chunk = false;
    for (const ArgPlan& a : plan.args)
      can_chunk |= a.placement == Placement::Common && !a.broadcast_whole && a.s > 1;
    if (!priv_ok && can_split) {
      b.split_bytes /= 2;
      shrunk.push_back("split budget lowered to " + std::to_string(b.split_bytes) +
                       " bytes: private arrays did not fit");
      continue;
    }
    if (!local_ok && can_chunk && b.chunk_words > 1) {
      b.chunk_words /= 2;
      shrunk.push_back("COMMON chunk lowered to " + std::to_string(b.chunk_words) +
                       " words: local memory did not fit");
      continue;
    }
    if (!local_ok && can_split) {
      b.split_bytes /= 2;
      continue;
    }
    // Nothing left to shrink: say what does not fit.
    std::ostringstream os;
    if (!priv_ok) {
      const ArgPlan* big = nullptr;
      for (const ArgPlan& a : plan.args)
        if (!big || a.private_words() * a.ws > big->private_words() * big->ws) big = &a;
      os << "private memory: " << priv << " bytes per work-item exceed the budget of "
         << k.private_bytes << " even at the smallest split; the largest is " << arg_label(*big)
         << " (margin " << big->margin << " gives a " << big->win_x << "x" << big->win_y
         << " window of " << big->ws << "-byte words); lower its margin";
    } else {
      const ArgPlan* big = nullptr;
      for (const ArgPlan& a : plan.args)
        if (!big || a.local_bytes() > big->local_bytes()) big = &a;
      os << "local memory: " << local << " bytes per work-group";
      if (scratch) os << " (" << scratch << " of them __local scratch)";
      os << " exceed the budget of " << local_budget << " for ACL's tiles or the device's "
         << dev.local_mem << "; the largest is " << arg_label(*big);
      if (big->broadcast_whole)
        os << ", ACL_COMMON at level 1 loads the whole array; put it at level 2 to stream it";
    }
    throw Error(ACL_PLAN_DOES_NOT_FIT, os.str());
  }
  internal_error("planner did not converge in 64 attempts");
}

}  // namespace

std::ostream& operator<<(std::ostream& os, const Plan& p) {
  os << "ACL plan for '" << p.device << "' (" << class_name(p.device_class) << ")\n";
  os << "  work-group " << p.wg << ", work-groups " << p.groups << ", levels " << p.levels
     << ", splits per level";
  for (unsigned l = 1; l <= p.levels; ++l) os << " " << p.count[l];
  os << (p.wide_coords ? ", 64-bit coordinates" : "") << (p.wide_index ? ", 64-bit indices" : "")
     << (p.sweep ? ", sweeps of " + std::to_string(p.sweep) + " block rows" : "")
     << (p.lane_words ? ", lanes moved as 32-bit words" : "")
     << "\n";
  if (p.tiling.on) {
    const Tiling& t = p.tiling;
    os << "  tiling: result " << t.x << "x" << t.y << ", k " << t.k << "; group " << t.wg_x
       << "x" << t.wg_y << ", tile " << t.tile_x << "x" << t.tile_y << " in runs of " << t.run_x
       << "x" << t.run_y << ", block " << t.block_x() << "x" << t.block_y() << ", chunk "
       << t.chunk << (t.warp_x ? ", warps " + std::to_string(t.warp_x) + " wide" : "")
       << (t.down ? ", transposing down" : "")
       << (t.band ? ", blocks in bands of " + std::to_string(t.band) + " rows" : "") << (t.branchless ? ", branch-free loads" : "")
       << "\n";
  }
  if (p.wave.on) {
    const Wavefront& v = p.wave;
    os << "  wavefront: " << v.gx << "x" << v.gy << "x" << v.gz << " blocks, tiles of " << v.rows
       << " block rows, " << v.launches() << " launches of at most " << p.groups
       << " work-groups, diagonal slope " << v.step << "\n";
  }
  for (const ArgPlan& a : p.args) {
    os << "  arg " << a.index << " '" << a.name << "' " << a.type << ": "
       << placement_name(a.placement);
    if (a.is_transfer()) {
      const acl_attr& at = a.desc.attr;
      os << ", level " << a.level << ", " << a.w << "x" << a.h << "x" << a.d << " words of "
         << a.ws << " B (pitch " << a.pitch << ", slice " << a.slice << "), "
         << split_name(at.split) << ", ref " << origin_name(at.ref) << ", def "
         << origin_name(at.def)
         << (a.dest_w ? " to " + std::to_string(a.dest_w) + "x" + std::to_string(a.dest_h) : "")
         << ", margin " << a.margin << " " << border_name(at.border);
      if (a.broadcast_whole) {
        os << ", whole array in local memory";
      } else {
        os << ", split " << a.s << ", block " << a.block_w << "x" << a.block_h << ", grid "
           << a.grid[0] << "x" << a.grid[1] << "x" << a.grid[2];
      }
      if (a.win_x * a.win_y > 1 || a.placement == Placement::Private ||
          a.placement == Placement::Staged)
        os << ", window " << a.win_x << "x" << a.win_y;
      if (a.lanes > 1) os << ", lanes " << a.lanes;
      if (a.col_step > 1) os << ", a work-item every " << a.col_step << " columns";
      if (a.axis[0]) os << ", axes " << a.axis[0] << a.axis[1] << ", vector " << a.vec;
      if (a.ld) os << ", local k-rows of " << a.ld;
      if (a.tile_w) os << ", tile " << a.tile_w << "x" << a.tile_h;
      if (a.prefetch) os << ", prefetched";
    }
    os << "\n";
  }
  for (const std::string& n : p.notes) os << "  - " << n << "\n";
  return os;
}

}  // namespace acl::detail
