// Pass tile_cpu_lanes (knob tile_lanes): the CPU strategy on vectors of words. PoCL 5.0
// (LLVM 16/17) leaves User_main's unrolled scalar loops as scalar FMAs with the tile in
// memory, while the same tile written with float16 runs on whole vector registers, many
// times as fast (docs/performance.md, "tile_cpu_lanes"). So where its code
// allows, User_main is compiled with `float` defined as a vector type: each lane is the word
// of a neighbouring result column, a work-item's tile is tile_lane_x vectors by rows, and
// User_main's own loops index vectors. Data along x are loaded as vectors, data not along x
// are broadcast. Emitted by codegen/tiled_cpu.cpp.
#include <sstream>

#include "planner/tiled_draft.hpp"

namespace acl::detail {
namespace {

bool lanes_apply(const TileDraft& d) {
  return d.knobs.tile_cpu != 0 && d.knobs.tile_lanes != 0 && d.plan.tiling().k > 0;
}

/// Why argument `a` keeps the plan on words ("" when it can be a vector or a broadcast).
std::string argument_blocks(const ArgPlan& a) {
  const std::string who = "argument " + std::to_string(a.index) + " '" + a.name + "'";
  // A scalar by value: a float becomes the vector type in User_main's parameter list and
  // the AC kernel's scalar converts to it in every lane (alpha of C += alpha A x B); other
  // scalar types that lane_safe lets through (int) stay as they are.
  if (a.placement == Placement::Value) return "";
  if (!a.is_transfer()) return who + " is not ACL_TILE data";
  if (a.placement == Placement::Common || a.desc.attr.split != ACL_TILE)
    return who + " is " + broadcast_name(a.desc.attr.broadcast) + " data beside the tiles";
  if (a.type != "float") return who + " is not float";
  const char x0 = a.tiled.axis[0], x1 = a.tiled.axis[1];
  if (!a.streamed() && !(x0 == 'x' && x1 == 'y')) return who + " is a transposed result";
  if (a.streamed() && x1 == 'x' && !a.tiled.k_major) return who + " runs x down its rows";
  return "";
}

void lanes_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  const unsigned lanes = d.knobs.tile_lanes == 1 ? d.dev.float_lanes : d.knobs.tile_lanes;
  std::string why;
  if (!d.lane_safe)
    why = "User_main names something that cannot run on vectors (a position other than tile "
          "sizes and iteration counts, a work-item function, sizeof, a vector load, "
          "conversion, reinterpretation or atomic, char, short, long, half or double, a "
          "vector type, an address space, a struct, union or typedef, a preprocessor line, "
          "a branch on a float, or a float stored into an int)";
  else if (d.want_x || d.want_y)
    why = "a tile was asked for";
  else if (lanes < 2 || lanes > 16)
    why = "no float vectors of 2 to 16 words (native width " + std::to_string(lanes) + ")";
  for (const ArgPlan& a : d.plan.args)
    if (why.empty()) why = argument_blocks(a);
  if (!why.empty()) {
    d.note("words, not vectors: " + why);
    return;
  }
  t.lanes = lanes;
  std::ostringstream n;
  n << "User_main runs on float" << lanes << " vectors (knob tile_lanes): a lane per result "
    << "column, " << d.knobs.tile_lane_x << " vectors by "
    << std::max(1u, d.knobs.tile_lane_y * lanes / 16)
    << " rows a work-item (tile_lane_x, tile_lane_y); data along x as vectors, the rest "
       "broadcast";
  d.note(n.str());
}

}  // namespace

const TilePass kTileCpuLanes = {"tile_cpu_lanes", lanes_apply, lanes_run};

}  // namespace acl::detail
