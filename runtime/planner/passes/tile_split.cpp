// Pass tile_split (knob tile_split_k, GPUs): split k where the blocks leave the device's
// last round partly idle. The GPU shape runs one 256-work-item group per compute unit at a
// time (NVIDIA: 186 registers a work-item), so B blocks take ceil(B / units) rounds of one
// block's time: a block count a little above a multiple of the units leaves the last round
// mostly idle (docs/performance.md, "tile_split"). The blocks of the last round
// (the tail) then run as several work-groups each, each on its share of k, in the launch
// of the whole blocks; a second launch adds the parts' tiles in part order, so the result
// does not depend on the order the groups ran in. Words of a float result round
// differently from a sum in one group (as cuBLAS's split-k); integer sums are the same.
// Emitted by codegen/tiled.cpp.
#include <sstream>

#include "planner/tiled_draft.hpp"

namespace acl::detail {

namespace {

/// Blocks a round holds: compute units x tile_fill.
size_t round_of(const TileDraft& d) {
  return size_t(std::max(1u, d.dev.compute_units)) * std::max(1u, d.knobs.tile_fill);
}

/// Why the plan's arguments keep k whole ("" when they allow a split): one level-1 result
/// of 4-byte float or integer words that User_main only adds to (Param::only_added), every
/// other level-1 argument only read.
std::string arguments_block(const TileDraft& d) {
  size_t results = 0;
  for (const ArgPlan& a : d.plan.args) {
    if (!a.is_transfer() || a.streamed() || a.desc.attr.def == ACL_NONE) continue;
    const std::string who = "argument " + std::to_string(a.index) + " '" + a.name + "'";
    // Its groups combine their words across the group and into the array after the block.
    if (a.line) return who + " is written " + broadcast_name(a.line) + " data (a reduction)";
    if (++results > 1) return who + " is a second level-1 result";
    if (a.type != "float" && a.type != "int" && a.type != "uint")
      return who + " is " + a.type + ", not float, int or uint";
    if (!a.desc.param.only_added)
      return "User_main does more with " + who +
             " than add to its words (`name[i] += v` or `-= v` only)";
  }
  return results ? "" : "no level-1 result";
}

bool split_applies(const TileDraft& d) {
  const Tiling& t = d.plan.tiling();
  return !t.cpu && d.knobs.tile_split_k >= 2 && t.k > 0;
}

/// Rounds the tail takes in `parts` parts, in rounds of whole blocks.
double tail_rounds(size_t tail, size_t parts, size_t round) {
  return double((tail * parts + round - 1) / round) / double(parts);
}

/// What a split costs each part, in rounds of whole blocks: its tile out through the sync
/// buffer and into the sum.
constexpr double kPartCost = 0.02;

/// The tail's rounds in `parts` parts and what their tiles' hand-over costs.
double split_cost(size_t tail, size_t parts, size_t round) {
  return parts < 2 ? 1.0 : tail_rounds(tail, parts, round) + kPartCost * double(parts);
}

/// The parts the tail blocks of the draft's current shape split into, for `chunks` chunks
/// of k (1: k stays whole, and `why` says why).
size_t choose_parts(const TileDraft& d, size_t chunks, std::string& why) {
  const Tiling& t = d.plan.tiling();
  why = arguments_block(d);
  if (!why.empty()) return 1;
  const size_t round = round_of(d), all = blocks(t), tail = all % round;
  if (tail == 0) {
    why = std::to_string(all) + " blocks fill rounds of " + std::to_string(round);
    return 1;
  }
  if (all / round > d.knobs.tile_split_rounds) {
    why = std::to_string(all / round) + " whole rounds of " + std::to_string(round) +
          " blocks before the last, more than tile_split_rounds " +
          std::to_string(d.knobs.tile_split_rounds) +
          " (behind many rounds the last one overlaps the others' ends)";
    return 1;
  }
  // The fewest parts of the lowest cost; two chunks a part at least.
  const size_t most = std::min<size_t>(d.knobs.tile_split_k, chunks / 2);
  size_t parts = 1;
  for (size_t s = 2; s <= most; ++s)
    if (split_cost(tail, s, round) < split_cost(tail, parts, round) - 1e-9) parts = s;
  if (parts < 2)
    why = "splitting the last " + std::to_string(tail) + " blocks into at most " +
          std::to_string(std::max<size_t>(most, 1)) + " parts would not shorten their round";
  return parts;
}

void split_run(TileDraft& d) {
  Tiling& t = d.plan.tiling();
  std::string why;
  const size_t parts = choose_parts(d, t.chunks(), why);
  if (parts < 2) {
    d.note("k stays whole: " + why);
    return;
  }
  const size_t all = blocks(t), tail = all % round_of(d);
  t.parts = unsigned(parts);
  t.whole = all - tail;
  std::ostringstream n;
  n << "split k: the last " << tail << " of " << all << " blocks (rounds of " << round_of(d)
    << " blocks: compute units x tile_fill) run as " << parts << " work-groups each, "
    << t.chunks() / parts << "-" << (t.chunks() + parts - 1) / parts << " chunks a part; "
    << tail_rounds(tail, parts, round_of(d))
    << " of a round instead of one; their tiles are summed in part order by a second launch, "
    << "through " << split_sync_words(t) * 4 << " bytes of sync buffer (knob tile_split_k)";
  d.note(n.str());
}

}  // namespace

bool split_may_apply(const TileDraft& d) {
  if (!split_applies(d)) return false;
  const size_t k = d.plan.tiling().k;
  const size_t chunk = std::max<size_t>(1, std::min<size_t>(d.knobs.tile_chunk, k));
  std::string why;
  return choose_parts(d, (k + chunk - 1) / chunk, why) > 1;
}

size_t split_tail(const Tiling& t) {
  return t.parts > 1 ? blocks(t) - t.whole : 0;
}

size_t split_sync_words(const Tiling& t) {
  return split_tail(t) * t.parts * t.block_x() * t.block_y();
}

const TilePass kTileSplit = {"tile_split", split_applies, split_run,
                             {{&kTileCpuBlocks}, 0, prop::kCpuTiles}};

}  // namespace acl::detail
