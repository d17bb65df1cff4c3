// What the passes of an ACL_TILE plan share (planner/tiled.cpp lists them; the CPU
// strategy's own passes are in planner/passes/tile_cpu.cpp).
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "planner/draft.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

/// A tiled plan being made: what its passes hand each other.
struct TileDraft : Notes {
  TileDraft(const std::vector<ArgDesc>& a, const DeviceProfile& d)
      : args(a), dev(d), knobs(d.knobs) {
    plan.device = d.name;
    plan.device_class = d.device_class;
    plan.schedule = Tiling{};
  }
  const std::vector<ArgDesc>& args;
  const DeviceProfile& dev;
  const StrategyKnobs& knobs;       ///< read only
  unsigned want_x = 0, want_y = 0;  ///< the tile the arguments ask for (0: the planner's)
  size_t wg_lo = 1, wg_hi = 1;      ///< work-group bounds
  bool lane_safe = false;           ///< User_main may run on vectors of words (lane_safe)
};
using TilePass = PassOf<TileDraft>;

/// Words of the vector type a word of `a`'s type can be moved in, 16 bytes at most (1 when
/// it has none).
unsigned max_vector(const ArgPlan& a);

/// The largest power of two <= `v` that divides every value of `parts`.
unsigned common_vector(unsigned v, std::initializer_list<size_t> parts);

/// A transfer argument of a tiled plan cut for the current chunk (both strategies): its
/// pitch in words, its block (x, y or k span), block grid and window (a work-item's words).
void cut_tile_arg(const Tiling& t, ArgPlan& a);

/// Blocks of the result.
size_t blocks(const Tiling& t);
/// Written ACL_PER_* data beside the tiles (ArgPlan::line): the local bytes its group
/// combines its work-items' words in (a word of each per work-item and word of its tile);
/// 0 for other data.
size_t tile_reduction_bytes(const Tiling& t, const ArgPlan& a);

/// Work-group bounds (wg_min, wg_max, the device): halve (or double) the longer side.
void bound_group(TileDraft& d);

/// Whether pass tile_split may split k for this plan (knob tile_split_k, a GPU-class shape,
/// level-2 data, one level-1 result that User_main only adds to); narrow_tile then leaves
/// the group and tile as they are and lets the split fill the device.
bool split_may_apply(const TileDraft& d);

/// The tail blocks (past Tiling::whole) of a split plan, 0 without one.
size_t split_tail(const Tiling& t);

/// Words of a split plan's sync buffer: every part's tile, tail block by tail block.
size_t split_sync_words(const Tiling& t);

/// check_pass_order on the passes of ACL_TILE plans (tiled.cpp).
void check_tile_passes();

/// The CPU strategy (passes/tile_cpu.cpp): its group and tile, then its blocks and chunk.
extern const TilePass kTileCpuShape;
extern const TilePass kTileCpuBands;
/// ... on vectors of words (passes/tile_lanes.cpp): whether, and how many lanes.
extern const TilePass kTileCpuLanes;
extern const TilePass kTileCpuBlocks;
/// Split k for the last, partial round of blocks (passes/tile_split.cpp).
extern const TilePass kTileSplit;

}  // namespace acl::detail
