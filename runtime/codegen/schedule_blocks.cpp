// The block schedule of most plans: each level loops over its splits (level 1 over the
// work-group's blocks, deeper levels nested inside), and in each split every argument of
// the level moves through the hooks of its Transfer (emitters.hpp) in a fixed order:
// fill local tiles, barrier, load windows and tiles, prefetch the next split, User_main,
// write back, barrier, group stores. Barriers stand where the Transfers' shared tiles
// (Transfer::Sharing) need them.
#include <array>

#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// One level's loop: its arguments, their coordinates in the current split, the loop's
/// bounds, and what the arguments share.
struct Split {
  unsigned level = 1;
  std::vector<const ArgPlan*> args;
  std::vector<Coords> cs;
  std::string n, first, step, count;  ///< split variable, its first value, step, bound
  bool prefetch = false;              ///< some argument is prefetched
  Transfer::Sharing shared;           ///< some argument shares a tile of each kind
};

Split split_of(const Plan& p, unsigned level) {
  Split s;
  s.level = level;
  s.args = at_level(p, level);
  for (const ArgPlan* a : s.args) {
    s.prefetch |= a->prefetch;
    const Transfer::Sharing t = transfer_of(*a).sharing(*a);
    s.shared.filled |= t.filled;
    s.shared.loaded |= t.loaded;
    s.shared.stored |= t.stored;
  }
  s.n = cat("acl_n", level);
  s.first = level == 1 ? "(int)get_group_id(0)" : "0";
  s.step = level == 1 ? "(int)get_num_groups(0)" : "1";
  s.count = cat("ACL_BLOCKNUM_", level);
  return s;
}

void barrier(EmitContext& e) {
  e.w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

/// Prefetch's prologue: the level's first split.
void prefetch_first(EmitContext& e, const Split& s) {
  e.w.open("if (", s.first, " < ", s.count, ")");
  if (s.shared.loaded) barrier(e);
  for (const ArgPlan* a : s.args)
    if (a->prefetch) transfer_of(*a).prefetch(e, *a, coords(e, *a, s.first, "f"), true);
  e.w.close();
}

/// Plan::band_runs: the block rows (of the first level-1 transfer argument).
size_t band_rows(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && a.desc.attr.level == 1) return a.grid[1];
  internal_error("band_runs without level-1 data");
}

/// Plan::z_walk: the block grid the transfer arguments share.
std::array<size_t, 3> walk_grid(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.is_transfer()) return {a.grid[0], a.grid[1], a.grid[2]};
  internal_error("z_walk without transfer data");
}

/// Plan::column_ranges: level 1 walks the group's range of block columns in each row of its
/// run, two loops (write_blocks closes both).
bool ranged(const Plan& p, unsigned level) {
  return level == 1 && p.band_runs && p.column_ranges > 1 && !p.z_walk;
}

/// The split loop's head: the loop, the state's iteration, the coordinates.
void open_split_loop(EmitContext& e, Split& s) {
  SourceWriter& w = e.w;
  if (ranged(e.p, s.level)) {
    // Run g / ranges's block rows, in each the blocks of range g % ranges (acl_rx its first
    // block column, where the group's totals start: codegen/lines.cpp).
    const size_t gy = band_rows(e.p), per = ceil_div(gy, e.p.band_runs);
    const size_t gx = e.p.count[1] / gy, ranges = e.p.column_ranges, sc = ceil_div(gx, ranges);
    w.line("const int acl_run = (int)get_group_id(0) / ", ranges, " * ", per,
           ", acl_rx = (int)get_group_id(0) % ", ranges, " * ", sc, ";");
    w.open("for (int acl_by = acl_run; acl_by < min(acl_run + ", per, ", ", gy, "); acl_by++)");
    w.open("for (int ", s.n, " = acl_by * ", gx, " + acl_rx, acl_end = acl_by * ", gx,
           " + min(acl_rx + ", sc, ", ", gx, "); ", s.n, " < acl_end; ", s.n, "++)");
  } else if (s.level == 1 && e.p.z_walk) {
    // Plan::z_walk: the group's block columns, each down its slices (write_blocks closes
    // both loops).
    const std::array<size_t, 3> g = walk_grid(e.p);
    w.open("for (int acl_col = (int)get_group_id(0); acl_col < ", g[0] * g[1],
           "; acl_col += (int)get_num_groups(0))");
    w.open("for (int acl_zk = 0; acl_zk < ", g[2], "; acl_zk++)");
    w.line("const int ", s.n, " = acl_col + acl_zk * ", g[0] * g[1], ";");
  } else if (s.level == 1 && !s.prefetch && e.p.groups == e.p.count[1]) {
    // One block per work-group (no persistent loop): PoCL then sees a work-item loop it can
    // vectorise, which it cannot across a loop of unknown trip count.
    w.open("for (int ", s.n, " = ", s.first, ", acl_once = 0; acl_once < 1; acl_once++)");
  } else if (s.level == 1 && e.p.band_runs) {
    // Plan::band_runs: run g's block rows, each row's blocks in order (row-major blocks).
    const size_t gy = band_rows(e.p), per = ceil_div(gy, e.p.band_runs);
    const size_t gx = e.p.count[1] / gy;
    w.line("const int acl_run = (int)get_group_id(0) * ", per, ";");
    w.open("for (int ", s.n, " = acl_run * ", gx, ", acl_end = min(acl_run + ", per, ", ", gy,
           ") * ", gx, "; ", s.n, " < acl_end; ", s.n, "++)");
  } else {
    w.open("for (int ", s.n, " = ", s.first, "; ", s.n, " < ", s.count, "; ", s.n, " += ", s.step,
           ")");
  }
  w.line("acl_st.acl_iter[", s.level, "] = ", s.n, ";");
  for (const ArgPlan* a : s.args) s.cs.push_back(coords(e, *a, s.n, ""));
}

/// Loads of this split (those not prefetched), local tiles first, then the next split's
/// prefetch and the neighbours.
void split_loads(EmitContext& e, const Split& s) {
  SourceWriter& w = e.w;
  for (size_t i = 0; i < s.args.size(); ++i) transfer_of(*s.args[i]).fill(e, *s.args[i], s.cs[i]);
  // Also orders the last split's group store before this split's writes to def tiles.
  if (s.shared.filled || s.shared.stored) barrier(e);
  for (size_t i = 0; i < s.args.size(); ++i) transfer_of(*s.args[i]).load(e, *s.args[i], s.cs[i]);
  if (s.shared.loaded && !s.prefetch) barrier(e);
  if (s.prefetch) {
    const std::string next = cat("acl_next", s.level);
    w.line("const int ", next, " = ", s.n, " + ", s.step, ";");
    w.open("if (", next, " < ", s.count, ")");
    for (const ArgPlan* a : s.args)
      if (a->prefetch) transfer_of(*a).prefetch(e, *a, coords(e, *a, next, "n"), false);
    w.close();
  }
  for (size_t i = 0; i < s.args.size(); ++i)
    if (s.args[i]->nbh && !rno0(*s.args[i])) load_neighbours(e, *s.args[i], s.cs[i]);
}

/// The state, then User_main or the next level. Lanes: User_main runs once per column of
/// the work-item's (level 1 is then innermost).
void split_call(EmitContext& e, const Split& s) {
  SourceWriter& w = e.w;
  const unsigned lanes = s.args.empty() ? 1 : s.args.front()->cols.lanes;
  if (lanes > 1) {
    w.line("#pragma unroll");
    w.open("for (int acl_lane = 0; acl_lane < ", lanes, "; acl_lane++)");
    w.line("acl_st.acl_lane = acl_lane;");
  }
  for (size_t i = 0; i < s.args.size(); ++i) {
    write_state(e, *s.args[i], s.cs[i]);
    if (rno0(*s.args[i])) zero_first_neighbour(e, *s.args[i], s.cs[i]);
  }
  if (s.level == e.p.levels)
    write_call(e);
  else
    write_blocks(e, s.level + 1);
  if (lanes > 1) w.close();
}

/// Loads, User_main and the work-items' stores of this split.
void split_body(EmitContext& e, const Split& s) {
  SourceWriter& w = e.w;
  split_loads(e, s);
  split_call(e, s);
  if (s.prefetch) {
    w.open("if (acl_next", s.level, " < ", s.count, ")");
    for (const ArgPlan* a : s.args)
      if (a->prefetch) transfer_of(*a).after_call(e, *a, s.n);
    w.close();
  }
  // Write-back of definition data (level 1 only: validated).
  for (size_t i = 0; i < s.args.size(); ++i)
    if (writes(*s.args[i])) transfer_of(*s.args[i]).store(e, *s.args[i], s.cs[i]);
}

/// Plan::loaders: the level whose blocks the loader work-items stage (the walk's).
bool loading(const EmitContext& e, const Split& s) {
  return e.p.loaders && s.level == 1;
}

/// The walk's body with loader work-items: they stage the next block while the plan's
/// work-items run this one (and keep their RNO0 portions as the next block's neighbours).
void loaders_body(EmitContext& e, const Split& s) {
  SourceWriter& w = e.w;
  w.open("if (acl_lid >= ", e.p.wg, ")");
  loaders_next(e, s.args, s.n, s.step, s.count);
  w.close(" else {");
  split_body(e, s);
  for (const ArgPlan* a : s.args)
    if (rno0(*a)) keep_as_neighbour(e, *a);
  w.close();
}

/// The body, run for each of the block's work-items by a loop in a work-item of its own
/// where the plan says so (Plan::row_loop).
void row_loop_body(EmitContext& e, const Split& s) {
  if (!e.p.row_loop) return split_body(e, s);
  // PoCL 5.0 vectorised the loop only when asked (bench/results/knobs/README.md, "Row loops
  // on CPUs", has the figures with and without the pragma). The pragma's options are
  // macro-expanded, so a user's macro of the same name is undone first (the AC kernel
  // follows User_main and uses none).
  for (const char* option : {"vectorize", "interleave", "enable"}) e.w.line("#undef ", option);
  e.w.line("#pragma clang loop vectorize(enable) interleave(enable)");
  e.w.open("for (int acl_lid = 0; acl_lid < ", e.p.wg, "; acl_lid++)");
  e.w.line("acl_st.acl_item = acl_lid;");
  // Plan::rno_strip: this item's neighbours and window in the strip's array, its portion
  // kept there as the next block's neighbour.
  if (e.p.rno_strip)
    for (const ArgPlan* a : s.args)
      if (rno0(*a)) strip_window(e, *a);
  split_body(e, s);
  if (e.p.rno_strip)
    for (const ArgPlan* a : s.args)
      if (rno0(*a)) strip_keep(e, *a);
  e.w.close();
}

/// After the body: RNO0 neighbours kept, the group's stores, the prefetched split promoted.
void split_end(EmitContext& e, const Split& s) {
  SourceWriter& w = e.w;
  if (!loading(e, s) && !e.p.rno_strip)
    for (const ArgPlan* a : s.args)
      if (rno0(*a)) keep_as_neighbour(e, *a);
  // Plan::rno_barrier: the walk's blocks one at a time for the whole group (every
  // work-item of a group walks the same blocks, so all of them reach it). Plan::loaders:
  // the staged block is handed over, and the buffers swap.
  if ((e.p.rno_barrier || loading(e, s)) && s.level == 1 && !s.shared.stored) barrier(e);
  if (loading(e, s)) w.line("acl_stage ^= 1;");
  if (s.shared.stored) {
    barrier(e);
    for (size_t i = 0; i < s.args.size(); ++i)
      if (transfer_of(*s.args[i]).sharing(*s.args[i]).stored)
        transfer_of(*s.args[i]).store_group(e, *s.args[i], s.cs[i]);
  }
  if (s.prefetch) {
    w.open("if (acl_next", s.level, " < ", s.count, ")");
    for (const ArgPlan* a : s.args)
      if (a->prefetch) transfer_of(*a).promote(e, *a);
    w.close();
  }
}

}  // namespace

void write_blocks(EmitContext& e, unsigned level) {
  SourceWriter& w = e.w;
  Split s = split_of(e.p, level);
  w.block();
  if (s.prefetch) prefetch_first(e, s);
  if (loading(e, s)) loaders_first(e, s.args, s.first, s.count);
  open_split_loop(e, s);
  if (e.p.skip_dropped) skip_dropped_block(e, s.args, s.cs);
  // Everyone is done with the previous split's shared tiles, when no write-back barrier
  // ordered that already.
  if (s.shared.loaded || (s.shared.filled && !s.shared.stored)) barrier(e);
  // A plan moving lanes as words (Plan::lane_words) emits the body twice, the unguarded
  // copy for work-items whose rows all lie inside the arrays; Plan::group_fast_body the
  // same for work-groups whose blocks do.
  if ((e.p.lane_words || e.p.group_fast_body) && level == 1) {
    w.open("if (",
           e.p.lane_words ? lanes_all_inside(s.args, s.cs) : blocks_all_inside(e, s.args, s.cs),
           ")");
    e.part = Part::Fast;
    row_loop_body(e, s);
    w.close(" else {");
    e.part = Part::Slow;
    row_loop_body(e, s);
    w.close();
    e.part = Part::Both;
  } else if (loading(e, s)) {
    loaders_body(e, s);
  } else {
    row_loop_body(e, s);  // Plan::rno_strip's loop, or the body
  }
  split_end(e, s);
  if ((level == 1 && e.p.z_walk) || ranged(e.p, level)) w.close();  // the slices' or rows' loop
  w.close();
  if (level == 1) flush_lines(e);
  w.close();
}

}  // namespace acl::detail
