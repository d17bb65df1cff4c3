// The CPU strategy of ACL_TILE plans (knob tile_cpu; docs/planner.md, "ACL_TILE plans",
// and docs/performance.md for the measurements): each work-item's tile is a register block
// that User_main's unrolled loops update as vector FMAs, over chunks of k long enough that
// the copies of the tiles around each chunk's k loop cost little. Emitted by
// codegen/tiled_cpu.cpp.
#include <algorithm>
#include <cstdint>
#include <sstream>

#include "error.hpp"
#include "planner/shape.hpp"
#include "planner/tiled_draft.hpp"

namespace acl::detail {

namespace {

/// Pass tile_cpu_shape: classes with tile_cpu (CPUs), tiled plans with level-2 (streamed)
/// data, i.e. a k loop to keep the tiles in registers over.
bool shape_applies(const TileDraft& d) {
  return d.knobs.tile_cpu != 0 && d.plan.tiling().k > 0;
}

/// The tile height from tile_y down to three quarters of it whose blocks leave the fewest
/// padding rows below the result (the taller on a tie): the padding rows' work-items run
/// every k like the others, so fewer padding rows are faster where the height divides the
/// rows badly, and no slower elsewhere.
unsigned fitted_height(const Tiling& t) {
  unsigned best = t.tile_y;
  size_t least = SIZE_MAX;
  for (unsigned h = t.tile_y; h >= 1 && h * 4 >= t.tile_y * 3; --h) {
    const size_t block = size_t(h) * t.wg_y, padding = ceil_div(t.y, block) * block - t.y;
    if (padding < least) least = padding, best = h;
  }
  return best;
}

/// Whether level-2 data along the result's x (B of A x B) is read where it is (knob
/// tile_direct) in blocks block_w words wide: its rows are not a multiple of tile_direct bytes
/// apart, and its last block column is whole or at most half full.
bool reads_in_place(const StrategyKnobs& k, const ArgPlan& a, size_t block_w) {
  const size_t pitch_bytes = (a.pitch ? a.pitch : a.w) * a.word_bytes, last = a.w % block_w;
  return k.tile_direct && a.tiled.axis[0] == 'x' && 2 * last <= block_w &&
         pitch_bytes % k.tile_direct != 0;
}

/// Whether a chunk of some level-2 operand along the result's x (B, or B^T k-major) is
/// copied into local memory.
bool copies_x_rows(const TileDraft& d) {
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && a.streamed() && (a.tiled.axis[0] == 'x' || a.tiled.axis[1] == 'x') &&
        !reads_in_place(d.knobs, a, d.plan.tiling().block_x()))
      return true;
  return false;
}

size_t shape_args(TileDraft& d, size_t& scratch);

/// Whether the local tiles of tiling `t` hold the class's whole chunk of k (tile_chunk) within
/// the device's local memory. Where they do not, pass tile_cpu_blocks would halve the chunk:
/// as much copied, with more barriers and shorter k loops (a CPU runtime that reports 32 KiB
/// of local memory would cut the chunk to a few words at 32 rows).
bool holds_whole_chunk(const TileDraft& d, const Tiling& t) {
  TileDraft trial = d;
  Tiling& c = trial.plan.tiling();
  c = t;
  if (!d.want_y) c.tile_y = fitted_height(c);
  c.chunk = unsigned(std::min<size_t>(d.knobs.tile_chunk, c.k));
  size_t scratch = 0;
  const size_t local = shape_args(trial, scratch);
  return local + scratch <= d.dev.local_mem;
}

/// Taller groups where B's chunks are copied (knobs tile_copy_wg_y, tile_copy_rows): each
/// block copies its chunks of B (256 KiB a chunk at 256x256 words) for the block's rows of A
/// only, so taller blocks copy B fewer times, and the copies cost much of the k loop's
/// time. Estimated time, in block rows of k loop: rounds of blocks over the compute units x
/// (block rows + tile_copy_rows). The group doubles its rows, up to tile_copy_wg_y, while
/// that estimate does not rise, the blocks still fill the device (tile_fill) and the taller
/// tiles still hold a whole chunk in local memory.
void copy_height(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  const StrategyKnobs& k = d.knobs;
  if (!k.tile_copy_wg_y || t.wg_y >= k.tile_copy_wg_y || !copies_x_rows(d)) return;
  const size_t units = std::max<size_t>(1, d.dev.compute_units);
  const size_t fill = units * k.tile_fill;
  const auto cost = [&](Tiling c) {
    if (!d.want_y) c.tile_y = fitted_height(c);
    return ceil_div(blocks(c), units) * (c.block_y() + k.tile_copy_rows);
  };
  const unsigned before = t.wg_y;
  while (t.wg_y * 2 <= k.tile_copy_wg_y && t.block_y() < t.y) {
    Tiling taller = t;
    taller.wg_y *= 2;
    if (blocks(taller) < fill || cost(taller) > cost(t) || !holds_whole_chunk(d, taller)) break;
    t.wg_y = taller.wg_y;
  }
  if (t.wg_y != before)
    d.note("groups of " + std::to_string(t.wg_y) + " rows instead of " + std::to_string(before) +
           " (knobs tile_copy_wg_y, tile_copy_rows " + std::to_string(k.tile_copy_rows) +
           "): each copy of B's chunk serves more rows of A");
}

/// The class's group and tile (or the asked tile); narrow data shrinks the group before the
/// tile, since the tile is the register block; a work-item's words are one run per axis.
void shape_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  const StrategyKnobs& k = d.knobs;
  t.cpu = true;
  t.wg_x = k.tile_wg_x;
  t.wg_y = k.tile_wg_y;
  t.tile_x = d.want_x ? d.want_x : k.tile_x;
  t.tile_y = d.want_y ? d.want_y : k.tile_y;
  // On vectors (pass tile_cpu_lanes) a tile is whole vectors: never narrower than one.
  const unsigned narrowest = t.lanes ? t.lanes : 1;
  if (t.lanes) {
    t.tile_x = t.lanes * k.tile_lane_x;
    t.tile_y = std::max(1u, k.tile_lane_y * t.lanes / 16);
  }
  while (t.wg_x > 1 && t.block_x() / 2 >= t.x) t.wg_x /= 2;
  while (t.wg_y > 1 && t.block_y() / 2 >= t.y) t.wg_y /= 2;
  while (!d.want_x && t.tile_x > narrowest && t.block_x() / 2 >= t.x) t.tile_x /= 2;
  while (!d.want_y && t.tile_y > 1 && t.block_y() / 2 >= t.y) t.tile_y = (t.tile_y + 1) / 2;
  // Too few blocks for the compute units: smaller groups (the longer block side first).
  const size_t fill = size_t(d.dev.compute_units) * k.tile_fill;
  while (blocks(t) < fill && t.wg_x * t.wg_y > 1) {
    if ((t.block_y() >= t.block_x() && t.wg_y > 1) || t.wg_x == 1)
      t.wg_y /= 2;
    else
      t.wg_x /= 2;
  }
  copy_height(d);
  bound_group(d);
  if (!d.want_y) t.tile_y = fitted_height(t);
  t.run_x = t.tile_x;
  t.run_y = t.tile_y;
  d.plan.unroll_hints = true;
  std::ostringstream why;
  why << "CPU strategy (knob tile_cpu): " << t.wg_x << "x" << t.wg_y << " work-items of "
      << t.tile_x << "x" << t.tile_y << " words, each tile one run (blocks " << t.block_x() << "x"
      << t.block_y() << ", " << blocks(t) << " of them for " << d.dev.compute_units
      << " compute units); User_main inlined with its loops unrolled, so a tile is a register "
         "block";
  if (t.lanes) why << " of " << t.tile_x / t.lanes << "x" << t.tile_y << " vectors";
  if (d.want_x || d.want_y) why << "; tile asked for";
  d.note(why.str());
}

/// Pass tile_cpu_bands: the CPU strategy with knob tile_band and more than one block-row.
/// Its blocks are wider than tall (a 256-word row of B's chunk against 80-ish rows of A), so
/// consecutive groups walk down a band of block-rows and share the column of B in the cache,
/// while the band's rows of A stay there for the next column; no minimum row length, since
/// a CPU has a few threads, not a GPU's hundreds of groups in flight.
bool bands_applies(const TileDraft& d) {
  const Tiling& t = d.plan.tiling();
  return t.cpu && d.knobs.tile_band && ceil_div(t.y, t.block_y()) > 1 &&
         ceil_div(t.x, t.block_x()) > 1;
}

void bands_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  t.band = unsigned(std::min<size_t>(d.knobs.tile_band, ceil_div(t.y, t.block_y())));
  d.note("blocks run in bands of " + std::to_string(t.band) +
         " block-rows, column by column (knob tile_band): consecutive groups share a block "
         "column's level-2 data in the cache");
}

/// Largest power of two <= v.
unsigned floor_pow2(size_t v) {
  unsigned p = 1;
  while (p * 2 <= v && p < (1u << 30)) p *= 2;
  return p;
}

/// Shapes every transfer argument for the current chunk; returns the local bytes of the
/// streamed tiles and adds the user's scratch to `scratch`.
size_t shape_args(TileDraft& d, size_t& scratch) {
  const Tiling& t = d.plan.tiling();
  size_t local = 0;
  for (ArgPlan& a : d.plan.args) {
    if (a.placement == Placement::Scratch || a.placement == Placement::Common)
      scratch += a.local_bytes();
    if (!a.is_transfer() || a.placement == Placement::Common) continue;
    cut_tile_arg(t, a);
    scratch += tile_reduction_bytes(t, a);
    a.prefetch = false;
    if (!a.streamed()) {
      a.tiled.vec = a.tiled.axis[0] == '1'
                        ? 1
                        : common_vector(max_vector(a), {a.offset, a.pitch, t.tile_x});
      continue;
    }
    if (a.tiled.k_major) {
      // k-major: a k-row holds the block's level-1 words; copied word by word.
      a.tiled.vec = 1;
      a.tile_h = a.block_w;
      a.tiled.ld = a.block_h + d.knobs.tile_pad;
    } else {
      // The array's own layout, rows padded; rows copied in vectors of up to 64 bytes that
      // never start past the array's width (edge vectors are redone word by word).
      const unsigned widest = max_vector(a) > 1 ? std::min(16u, 64 / a.word_bytes) : 1;
      a.tiled.vec = std::min<unsigned>(widest, floor_pow2(std::min(a.w, a.block_w)));
      a.tile_h = a.block_h;
      a.tiled.ld = ceil_div(a.block_w, a.tiled.vec) * a.tiled.vec + d.knobs.tile_pad;
      // Rows along the result's x (B of A x B) are read where they are: the copy into local
      // memory costs more than its padding gains, unless the rows lie a multiple of
      // tile_direct bytes apart (8 KB on CPUs: those share cache sets; docs/performance.md).
      // A ragged width is read in place only where its last block column is at most half
      // full (the copy there would move mostly padding; work-items whose tiles reach past
      // the width read word by word); a fuller last column is faster copied.
      a.tiled.direct = reads_in_place(d.knobs, a, a.block_w);
      if (a.tiled.direct) a.tiled.ld = 0, a.tile_h = 0;
    }
    a.tile_w = a.tiled.ld;
    local += a.local_bytes();
  }
  return local;
}

/// Pass tile_cpu_blocks, plans of the CPU strategy: blocks, copies and a level-2 chunk of
/// tile_chunk words, halved until the tiles fit local memory (the whole of it: one group per
/// block, nothing persistent).
bool blocks_applies(const TileDraft& d) {
  return d.plan.tiling().cpu;
}

void blocks_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  t.chunk = unsigned(std::min<size_t>(d.knobs.tile_chunk, t.k));
  const size_t budget = d.dev.local_mem;
  for (;;) {
    size_t scratch = 0;
    const size_t local = shape_args(d, scratch);
    if (local + scratch <= budget) {
      for (const ArgPlan& a : d.plan.args)
        if (a.tiled.direct)
          d.note(arg_label(a) +
                 ": read straight from global memory by each work-item, no local tile (knob "
                 "tile_direct): its rows are not a multiple of " +
                 std::to_string(d.knobs.tile_direct) + " bytes apart" +
                 (a.w % a.block_w ? "; work-items whose tiles reach past its width read it "
                                    "word by word"
                                  : ""));
      d.note("memory: " + std::to_string(local) + " local bytes per work-group for one " +
             "level-2 chunk (budget: all " + std::to_string(budget) + "); rows padded by " +
             std::to_string(d.knobs.tile_pad) + " words (knob tile_pad)");
      return;
    }
    if (t.chunk <= 1)
      throw Error(ACL_PLAN_DOES_NOT_FIT,
                  "local memory: " + std::to_string(local) +
                      " bytes per work-group for level-2 chunks of 1 word (plus " +
                      std::to_string(scratch) + " bytes of __local scratch) exceed the " +
                      std::to_string(budget) + " bytes of the device; use smaller words or a "
                      "smaller tile");
    t.chunk /= 2;
    d.note("level-2 chunk lowered to " + std::to_string(t.chunk) +
           " words: local memory did not fit");
  }
}

}  // namespace

const TilePass kTileCpuShape = {"tile_cpu_shape", shape_applies, shape_run,
                               {{&kTileCpuLanes}, 0, 0, prop::kCpuTiles | prop::kUnrollHints}};
const TilePass kTileCpuBlocks = {"tile_cpu_blocks", blocks_applies, blocks_run,
                                {{&kTileCpuShape, &kTileCpuBands}, prop::kCpuTiles}};
const TilePass kTileCpuBands = {"tile_cpu_bands", bands_applies, bands_run,
                               {{&kTileCpuShape}, prop::kCpuTiles}};

}  // namespace acl::detail
