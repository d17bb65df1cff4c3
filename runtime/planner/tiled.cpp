// The planner for ACL_TILE data: 2-D work-groups over the level-1 axes of a result, level-2
// data streamed through local memory. It knows shapes and axes, never what User_main
// computes. make_tiled_plan lists its passes in the order they run (docs/planner.md,
// "ACL_TILE plans").
#include <algorithm>
#include <cctype>
#include <climits>
#include <sstream>

#include "error.hpp"
#include "planner/draft.hpp"
#include "planner/plan.hpp"
#include "planner/plan_rules.hpp"
#include "planner/shape.hpp"
#include "planner/tiled_draft.hpp"

namespace acl::detail {

unsigned max_vector(const ArgPlan& a) {
  const std::string& t = a.type;
  if (t.empty() || std::isdigit(static_cast<unsigned char>(t.back())) || t == "bool" ||
      builtin_type_size(t) != a.word_bytes)
    return 1;
  return 16 / a.word_bytes;
}

unsigned common_vector(unsigned v, std::initializer_list<size_t> parts) {
  while (v > 1) {
    bool ok = true;
    for (size_t p : parts) ok &= p % v == 0;
    if (ok) break;
    v /= 2;
  }
  return v;
}

size_t tile_reduction_bytes(const Tiling& t, const ArgPlan& a) {
  return a.line && a.desc.attr.def != ACL_NONE
             ? size_t(a.split_size) * t.wg_x * t.wg_y * a.word_bytes
             : 0;
}

size_t blocks(const Tiling& t) {
  return ceil_div(t.x, t.block_x()) * ceil_div(t.y, t.block_y());
}

void bound_group(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  while (size_t(t.wg_x) * t.wg_y > d.wg_hi) {
    if (t.wg_y >= t.wg_x)
      t.wg_y /= 2;
    else
      t.wg_x /= 2;
  }
  while (size_t(t.wg_x) * t.wg_y < d.wg_lo && size_t(t.wg_x) * t.wg_y * 2 <= d.wg_hi) {
    if (t.wg_x <= t.wg_y)
      t.wg_x *= 2;
    else
      t.wg_y *= 2;
  }
  if (size_t(t.wg_x) * t.wg_y < d.wg_lo)
    throw Error(ACL_PLAN_DOES_NOT_FIT, "work-group size: no 2-D group between wg_min " +
                                           std::to_string(d.wg_lo) + " and " +
                                           std::to_string(d.wg_hi));
}

void cut_tile_arg(const Tiling& t, ArgPlan& a) {
  auto span_of = [&](char axis) {
    return axis == 'x'   ? t.block_x()
           : axis == 'y' ? t.block_y()
           : axis == 'k' ? size_t(t.chunk)
                         : 1;
  };
  auto tile_words = [&](char axis) { return axis == 'x' ? t.tile_x : axis == 'y' ? t.tile_y : 1u; };
  a.pitch = a.desc.attr.row_pitch / a.word_bytes;
  a.block_w = span_of(a.tiled.axis[0]);
  a.block_h = span_of(a.tiled.axis[1]);
  a.grid[0] = ceil_div(a.w, a.block_w);
  a.grid[1] = ceil_div(a.h, a.block_h);
  a.win_x = tile_words(a.tiled.axis[0]);
  a.win_y = tile_words(a.tiled.axis[1]);
  a.split_size = unsigned(a.win_x * a.win_y);
}

namespace {

/// An axis's extent and the first argument along it.
struct Extent {
  size_t value = 0;
  std::string from;  ///< label of the first argument along the axis ("" while none)
};

char axis_of(const acl_attr& at, int d) {
  const cl_uint v = at.dim_level[d];
  if (v == 2) return 'k';
  if (v == ACL_LEVEL1_X) return 'x';
  if (v == ACL_LEVEL1_Y) return 'y';
  return d == 0 ? 'x' : 'y';
}

/// The extent of the first argument along the axis (the plan rules of steps TileX, TileY and
/// TileK refuse the others that differ from it).
void first_along(Extent& e, const ArgPlan& a, size_t value) {
  if (e.from.empty()) e = {value, arg_label(a)};
}

/// The tile the first argument that asks for one asks for (the plan rule of step Tile
/// refuses the others that differ from it).
void ask_tile(TileDraft& d, const ArgPlan& a, std::string& asked) {
  const acl_attr& at = a.desc.attr;
  if ((!at.tile[0] && !at.tile[1]) || !asked.empty()) return;
  d.want_x = at.tile[0];
  d.want_y = at.tile[1];
  asked = arg_label(a);
}

/// Pass tile_axes, every tiled plan: each dimension follows x, y (level 1) or k (level 2)
/// per dim_level, all dimensions on one axis agree in size; the tile asked for and the
/// work-group bounds.
void axes_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  Extent ex, ey, ek;
  std::string asked;                                // who gave a tile
  d.wg_hi = std::min(d.dev.max_wg, kMaxWorkGroup);  // plan.wg is 32-bit
  for (size_t i = 0; i < d.args.size(); ++i) {
    ArgPlan a = describe_arg(d.args[i], unsigned(i));
    if (a.is_transfer() && a.desc.attr.broadcast == ACL_COMMON) {
      // A table beside the tiles: the whole array in local memory, loaded once per group.
      a.placement = Placement::Common;
      a.broadcast_whole = true;
      a.tile_w = a.w;
      a.tile_h = a.h * a.d;
    } else if (a.is_transfer()) {
      const acl_attr& at = a.desc.attr;
      // ACL_PER_* data beside the tiles: a word per column (x follows x) or row (y follows
      // y) of the result, the other dimension one word that every row (column) shares ('1').
      const cl_uint line = at.broadcast;
      a.tiled.axis[0] = !is_line(line) ? axis_of(at, 0) : line == ACL_PER_COLUMN ? 'x' : '1';
      a.tiled.axis[1] = !is_line(line) ? axis_of(at, 1) : line == ACL_PER_ROW ? 'y' : '1';
      a.tiled.k_major = a.tiled.axis[0] == 'k' && a.tiled.axis[1] == 'x';
      a.level = a.streamed() ? 2 : 1;
      a.placement = a.streamed() ? Placement::Staged : Placement::Private;
      if (is_line(line) && at.def != ACL_NONE) {
        // Written: a reduction (tile_reduction_bytes); ACL_init sets its words first.
        a.line = line;
        a.line_w = a.w;
        a.line_h = a.h;
      }
      for (int dim = 0; dim < 2; ++dim) {
        if (a.tiled.axis[dim] == '1') continue;
        Extent& e = a.tiled.axis[dim] == 'x' ? ex : a.tiled.axis[dim] == 'y' ? ey : ek;
        first_along(e, a, dim == 0 ? a.w : a.h);
      }
      ask_tile(d, a, asked);
    }
    if (a.is_transfer()) {  // every transfer argument's bounds bind the group, tables' too
      d.wg_lo = std::max<size_t>(d.wg_lo, a.desc.attr.wg_min);
      if (a.desc.attr.wg_max) d.wg_hi = std::min<size_t>(d.wg_hi, a.desc.attr.wg_max);
    }
    d.plan.args.push_back(a);
  }
  for (PlanStep step : {PlanStep::TileX, PlanStep::TileY, PlanStep::TileK, PlanStep::Tile})
    check_plan_rules(step, d.plan.args);
  t.x = ex.from.empty() ? 1 : ex.value;
  t.y = ey.from.empty() ? 1 : ey.value;
  t.k = ek.from.empty() ? 0 : ek.value;
  if (d.wg_lo > d.wg_hi)
    throw Error(ACL_PLAN_DOES_NOT_FIT, "work-group size: wg_min " + std::to_string(d.wg_lo) +
                                           " is above the bound " + std::to_string(d.wg_hi) +
                                           " (wg_max or the device's maximum)");
  d.note("result " + std::to_string(t.x) + "x" + std::to_string(t.y) + ", k " +
         std::to_string(t.k) + (asked.empty() ? "" : "; tile asked by " + asked) +
         "; work-group within [" + std::to_string(d.wg_lo) + ", " + std::to_string(d.wg_hi) + "]");
}

/// Whether every streamed operand's words make vectors of tile_run words, so that a group of
/// fewer work-items still stages its chunks in vector loads (rows off a vector load them by
/// vloadn), which makes the smaller groups pay on ragged shapes too (docs/performance.md,
/// "tiled").
bool vector_rows(const TileDraft& d) {
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && a.streamed() && max_vector(a) < d.knobs.tile_run) return false;
  return true;
}

/// Blocks no wider than the data needs; then, while the blocks would not fill the device
/// (tile_fill), the longer side of the work-group halves (down to 8x8 work-items: each
/// keeps its tile, so its loads per multiply-add stay) where the operands' words make
/// vectors (vector_rows), then the longer tile side (down to the run length). Where the
/// blocks do not fill the device, narrower groups that keep their tiles beat smaller tiles
/// (docs/performance.md, "cuBLAS as a peer on NVIDIA GPUs" and "tiled").
void narrow_tile(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  const StrategyKnobs& k = d.knobs;
  while (!d.want_x && t.tile_x > 1 && t.block_x() / 2 >= t.x) t.tile_x /= 2;
  while (!d.want_y && t.tile_y > 1 && t.block_y() / 2 >= t.y) t.tile_y /= 2;
  while (t.wg_x > 1 && t.block_x() / 2 >= t.x) t.wg_x /= 2;
  while (t.wg_y > 1 && t.block_y() / 2 >= t.y) t.wg_y /= 2;
  const size_t fill = size_t(d.dev.compute_units) * k.tile_fill;
  constexpr unsigned kMinSide = 8;
  // A split along k (pass tile_split) fills the device with the shape as it is.
  const bool split = split_may_apply(d);
  const bool smaller_groups = vector_rows(d) && !split;
  while (blocks(t) < fill && smaller_groups && std::max(t.wg_x, t.wg_y) > kMinSide) {
    if (t.wg_y >= t.wg_x)
      t.wg_y /= 2;
    else
      t.wg_x /= 2;
  }
  while (blocks(t) < fill && !split && !d.want_x && !d.want_y &&
         std::max(t.tile_x, t.tile_y) > k.tile_run) {
    if (t.tile_y >= t.tile_x)
      t.tile_y /= 2;
    else
      t.tile_x /= 2;
  }
}

/// Pass tile_shape, every tiled plan: the class's shape (tile_wg_x x tile_wg_y work-items
/// of tile_x x tile_y words) or the asked tile, narrowed to the data, the device and the
/// bounds; a work-item's words come in runs of tile_run.
void shape_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  const StrategyKnobs& k = d.knobs;
  t.wg_x = k.tile_wg_x;
  t.wg_y = k.tile_wg_y;
  t.tile_x = d.want_x ? d.want_x : k.tile_x;
  t.tile_y = d.want_y ? d.want_y : k.tile_y;
  std::ostringstream why;
  why << "class shape " << k.tile_wg_x << "x" << k.tile_wg_y << " work-items of " << k.tile_x << "x"
      << k.tile_y << " words";
  if (d.want_x || d.want_y) why << ", tile " << t.tile_x << "x" << t.tile_y << " asked for";
  narrow_tile(d);
  bound_group(d);
  t.run_x = std::min(k.tile_run, t.tile_x);
  t.run_y = std::min(k.tile_run, t.tile_y);
  while (t.tile_x % t.run_x) t.run_x /= 2;
  while (t.tile_y % t.run_y) t.run_y /= 2;
  why << " -> " << t.wg_x << "x" << t.wg_y << " of " << t.tile_x << "x" << t.tile_y << " (blocks "
      << t.block_x() << "x" << t.block_y() << ", " << blocks(t) << " of them for "
      << d.dev.compute_units << " compute units x " << k.tile_fill << "; runs of " << t.run_x << "x"
      << t.run_y << " words)";
  d.note(why.str());
}

/// Tiled plans that the CPU strategy (pass tile_cpu_shape) did not take.
bool shared_strategy(const TileDraft& d) {
  return !d.plan.tiling().cpu;
}

/// Pass tile_warps, classes with tile_warp_x whose group rows hold whole warps of it (not
/// the CPU strategy).
bool warps_applies(const TileDraft& d) {
  const Tiling& t = d.plan.tiling();
  const unsigned wx = d.knobs.tile_warp_x;
  return shared_strategy(d) && wx && 32 % wx == 0 && t.wg_x % wx == 0 &&
         t.wg_y % (32 / wx) == 0 && wx != t.wg_x;
}

void warps_run(TileDraft& d) {
  d.plan.tiling().warp_x = d.knobs.tile_warp_x;
  d.note("warps of 32 cover " + std::to_string(d.knobs.tile_warp_x) + "x" +
         std::to_string(32 / d.knobs.tile_warp_x) + " work-items (knob tile_warp_x)");
}

/// Pass tile_down, classes with tile_down: transposing copies walk down the level-1 axis
/// (not the CPU strategy).
bool down_applies(const TileDraft& d) {
  return shared_strategy(d) && d.knobs.tile_down != 0;
}

void down_run(TileDraft& d) {
  d.plan.tiling().down = true;
  d.note(
      "transposing copies give consecutive work-items consecutive level-1 words (knob "
      "tile_down)");
}

/// Pass tile_branchless, classes with tile_branchless (CPUs): PoCL replicates the code
/// after a barrier for every path that reaches it, so loads fold coordinates instead of
/// branching to a fast path (not the CPU strategy, whose copies are its own).
bool branchless_applies(const TileDraft& d) {
  return shared_strategy(d) && d.knobs.tile_branchless != 0;
}

void branchless_run(TileDraft& d) {
  d.plan.tiling().branchless = true;
  d.note("loads fold coordinates instead of branching between barriers (knob tile_branchless)");
}

/// Bands of `tile_band` rows once a row of blocks is 16 bands long, else of half as many,
/// down to 2; 0 when none fits: bands pay on long rows of blocks, where the streamed data
/// a band's blocks share stays in the cache; on shorter rows the gain comes from the
/// compiled code more than from the cache (docs/performance.md, "tiled").
unsigned band_for(const TileDraft& d) {
  const Tiling& t = d.plan.tiling();
  const size_t columns = ceil_div(t.x, t.block_x());
  for (unsigned band = d.knobs.tile_band; band >= 2; band /= 2)
    if (columns >= 16 * size_t(band)) return band;
  return 0;
}

/// Pass tile_bands, classes with tile_band whose rows of blocks are long enough (not the
/// CPU strategy).
bool bands_applies(const TileDraft& d) {
  return shared_strategy(d) && d.knobs.tile_band && band_for(d);
}

void bands_run(TileDraft& d) {
  d.plan.tiling().band = band_for(d);
  d.note("blocks run in bands of " + std::to_string(d.plan.tiling().band) +
         " block-rows, column by column (the streamed data stays in the cache)");
}

/// Knob tile_swizzle: the swizzle of transposed argument `a`'s local tile (TileAxes::swizzle),
/// 0 where it does not hold. A warp's copy (32 consecutive work-items, along rows by default)
/// covers 32 / per_row consecutive rows of `a` (its local columns) and per_row of its k-rows;
/// XOR-ing the column with (k-row / vec) * rows moves each k-row's words to other banks, and
/// keeps runs of the fragment whole as long as rows is a multiple of the run.
unsigned swizzle_for(const TileDraft& d, const ArgPlan& a) {
  const Tiling& t = d.plan.tiling();
  if (!d.knobs.tile_swizzle || t.down || (t.wg_x * t.wg_y) % 32) return 0;
  const size_t per_row = a.block_w / a.tiled.vec;
  const unsigned run = a.tiled.axis[1] == 'x' ? t.run_x : t.run_y;
  if (per_row == 0 || per_row > 32 || 32 % per_row || a.block_w % a.tiled.vec) return 0;
  const unsigned rows = unsigned(32 / per_row);
  if (rows == 32 || rows % run || a.block_h % 32) return 0;
  return rows;
}

/// Blocks, windows and vectors of every transfer argument for the current chunk; returns
/// the local bytes of the streamed tiles and adds the user's scratch to `scratch`.
size_t shape_args(TileDraft& d, size_t& scratch) {
  const Tiling& t = d.plan.tiling();
  size_t local = 0;
  for (ArgPlan& a : d.plan.args) {
    if (a.placement == Placement::Scratch || a.placement == Placement::Common)
      scratch += a.local_bytes();
    if (!a.is_transfer() || a.placement == Placement::Common) continue;
    cut_tile_arg(t, a);
    scratch += tile_reduction_bytes(t, a);
    if (a.streamed()) {
      // Global loads along x (contiguous) of vec words; the local tile is k-major.
      // Rows off a vector still load vectors (vloadn), faster than single words.
      a.tiled.vec = common_vector(max_vector(a), {a.block_w});
      a.tiled.unaligned =
          a.tiled.vec > common_vector(max_vector(a), {a.offset, a.pitch, a.block_w});
      const bool transposed = a.tiled.axis[0] == 'k';
      a.tiled.swizzle = transposed ? swizzle_for(d, a) : 0;
      a.tiled.ld = transposed ? a.block_h + (a.tiled.swizzle ? 0 : d.knobs.tile_pad) : a.block_w;
      a.tile_w = a.tiled.ld;
      a.tile_h = t.chunk;
      a.prefetch = true;
      local += a.local_bytes();
    } else if (a.tiled.axis[0] == '1') {
      a.tiled.vec = 1;  // one word a row (ACL_PER_ROW data)
    } else {
      a.tiled.vec = common_vector(max_vector(a), {a.offset, a.pitch,
                                                  a.tiled.axis[0] == 'x' ? t.run_x : t.run_y});
    }
  }
  return local;
}

/// Pass tile_blocks, every tiled plan: the arguments' blocks, with level-2 chunks of
/// tile_chunk words of k halved until the tiles fit local memory. One group per block,
/// nothing persistent: the whole local memory is the budget.
void blocks_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  t.chunk = t.k ? unsigned(std::min<size_t>(d.knobs.tile_chunk, t.k)) : 1;
  const size_t budget = d.dev.local_mem;
  for (;;) {
    size_t scratch = 0;
    const size_t local = shape_args(d, scratch);
    if (local <= budget && local + scratch <= d.dev.local_mem) {
      d.note("memory: " + std::to_string(local) + " local bytes per work-group for " +
             "double-buffered level-2 chunks (budget: all " + std::to_string(budget) + ")");
      return;
    }
    if (t.chunk <= 1)
      throw Error(ACL_PLAN_DOES_NOT_FIT, "local memory: " + std::to_string(local) +
                                             " bytes per work-group for level-2 "
                                             "chunks of 1 word (plus " +
                                             std::to_string(scratch) +
                                             " bytes of __local "
                                             "scratch) exceed the budget of " +
                                             std::to_string(budget) + " of " +
                                             std::to_string(d.dev.local_mem) +
                                             "; use smaller words or a smaller tile");
    t.chunk /= 2;
    d.note("level-2 chunk lowered to " + std::to_string(t.chunk) +
           " words: local memory did not fit");
  }
}

/// How a streamed argument's local tile is laid out, for the notes.
const char* tile_kind(const Tiling& t, const ArgPlan& a) {
  if (!t.cpu) return a.tiled.axis[0] == 'k' ? "transposed " : "";
  return a.tiled.k_major ? "transposed (k-major) " : "padded ";
}

/// Pass tile_groups, every tiled plan: counts per level, one work-group per block.
void groups_run(TileDraft& d) {
  Plan& plan = d.plan;
  const Tiling& t = plan.tiling();
  plan.wg = t.wg_x * t.wg_y;
  plan.levels = t.k ? 2 : 1;
  plan.count[1] = blocks(t);
  plan.block_size[1] = t.tile_x * t.tile_y;
  if (t.k) {
    plan.count[2] = t.k;
    plan.block_size[2] = 1;
    // The CPU strategy reads B's rows in place (TileAxes::direct); barriers only around copies.
    bool copied = false;
    for (const ArgPlan& a : plan.args) copied |= a.is_transfer() && a.streamed() && !a.tiled.direct;
    d.note("level 2: " + std::to_string(t.k) + " words of k in chunks of " +
           std::to_string(t.chunk) +
           (!copied ? " read in place (no barriers)"
            : t.cpu ? " staged through local memory (one buffer, a barrier before and after each "
                      "chunk's k loop)"
                    : " staged through local memory (double buffered, one barrier a chunk)") +
           "; one word of k per User_main call");
  }
  plan.groups = blocks(t) + split_tail(t) * (t.parts ? t.parts - 1 : 0);
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    if (double(a.pitch) * double(a.h) > double(INT_MAX)) plan.wide_index = true;
    if (a.placement == Placement::Common) {
      d.note(arg_label(a) + ": the whole array in local memory, copied by each group before "
                            "its first call");
      continue;
    }
    if (a.line) {
      d.note(arg_label(a) + ": written " + broadcast_name(a.line) +
             " data: " + std::to_string(a.split_size) + (a.split_size == 1 ? " word" : " words") +
             " a work-item from the identity, combined across the group in local memory (" +
             std::to_string(tile_reduction_bytes(t, a)) +
             " bytes) after the block, then into the array by atomics (ACL_init first)");
      continue;
    }
    std::ostringstream n;
    n << arg_label(a) << ": x follows " << a.tiled.axis[0] << ", y follows " << a.tiled.axis[1]
      << "; "
      << (a.tiled.vec > 1 ? std::to_string(a.tiled.vec) + "-word vectors" +
                                (a.tiled.unaligned ? " (vload" + std::to_string(a.tiled.vec) +
                                                         ": rows off a vector)"
                                                   : std::string())
                          : std::string("single words"))
      << (a.tiled.direct ? " read in place from global memory, a k-row at a time"
          : a.streamed()
              ? " from global memory into a " + std::string(tile_kind(t, a)) + "local tile"
              : " to and from global memory");
    d.note(n.str());
  }
  d.note(std::to_string(plan.groups) + " work-groups: one per " + std::to_string(t.block_x()) +
         "x" + std::to_string(t.block_y()) + " block of the " + std::to_string(t.x) + "x" +
         std::to_string(t.y) + " result" +
         (t.parts ? ", " + std::to_string(t.parts) + " per block of the last " +
                        std::to_string(split_tail(t))
                  : std::string()));
}

/// The shared strategy's passes: each follows the CPU strategy's choice (tile_cpu_shape).
constexpr NeedsOf<TileDraft> kShared = {{&kTileCpuShape}, 0, prop::kCpuTiles};

const TilePass kTileAxes = {"tile_axes", every_plan<TileDraft>, axes_run};
const TilePass kTileShape = {"tile_shape", shared_strategy, shape_run, kShared};
const TilePass kTileWarps = {"tile_warps", warps_applies, warps_run, kShared};
const TilePass kTileDown = {"tile_down", down_applies, down_run, kShared};
const TilePass kTileBranchless = {"tile_branchless", branchless_applies, branchless_run, kShared};
const TilePass kTileBands = {"tile_bands", bands_applies, bands_run, kShared};
const TilePass kTileBlocks = {"tile_blocks", shared_strategy, blocks_run,
                              {{&kTileCpuShape, &kTileDown}, 0, prop::kCpuTiles}};
const TilePass kTileGroups = {"tile_groups", every_plan<TileDraft>, groups_run,
                              {{&kTileBlocks, &kTileCpuBlocks, &kTileSplit}}};

/// The passes of an ACL_TILE plan, in order.
const TilePass* const kTilePasses[] = {
    &kTileAxes,        // axes x, y, k and their extents; the tile asked for
    &kTileCpuLanes,    // the CPU strategy on vectors of words (tile_lanes)
    &kTileCpuShape,    // the CPU strategy's group and tile (tile_cpu, level-2 data)
    &kTileCpuBands,    // the CPU strategy's blocks in bands of block-rows (tile_band)
    &kTileShape,       // group and tile, narrowed to the data, device and bounds
    &kTileWarps,       // warps remapped (tile_warp_x)
    &kTileDown,        // transposing copies down the level-1 axis (tile_down)
    &kTileBranchless,  // loads that fold coordinates (tile_branchless: CPUs)
    &kTileBands,       // blocks in bands of block-rows (tile_band: GPUs)
    &kTileBlocks,      // blocks and vectors; level-2 chunks that fit local memory
    &kTileCpuBlocks,   // the CPU strategy's blocks, copies and chunk
    &kTileSplit,       // k split for the last, partial round of blocks (tile_split_k: GPUs)
    &kTileGroups,      // counts per level, a work-group per block
};

}  // namespace

void check_tile_passes() {
  check_pass_order<TileDraft>({kTilePasses}, prop::kTiling);
}

Plan make_tiled_plan(const std::vector<ArgDesc>& args, const DeviceProfile& dev,
                     bool lane_safe) {
  TileDraft d(args, dev);
  d.lane_safe = lane_safe;
  run_passes(d, kTilePasses);
  return d.plan;
}

}  // namespace acl::detail
