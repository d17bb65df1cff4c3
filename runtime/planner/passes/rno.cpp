// Passes rno_split, rno_rows, rno_columns, rno_walk, rno_barrier, rno_loaders and rno_strip:
// ACL_RNO0 data, whose blocks need the block above done. A work-group walks one column of
// blocks top to bottom, so the columns are the only parallelism.
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/plan_rules.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

const ArgDesc* first_rno0(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.dependency == ACL_RNO0) return &a;
  return nullptr;
}

/// Single-level plans with ACL_RNO0 data cut along columns (ACL_VERTICAL), on classes whose
/// rno_bytes is above the split budget.
bool split_applies(const PlanDraft& d) {
  const ArgDesc* a = first_rno0(d.args);
  return single_level(d.args) && d.knobs.rno_bytes > d.targets.split_bytes && a &&
         a->attr.split == ACL_VERTICAL;
}

/// Walking plans whose ACL_RNO0 data is cut along rows (ACL_HORIZONTAL), alone.
bool rows_applies(const PlanDraft& d) {
  const ArgDesc* a = first_rno0(d.args);
  return a && a->attr.split == ACL_HORIZONTAL && !has_wave(d.args) && !d.pyramid_margin;
}

/// A block of horizontal data is one row, so a work-item walks every row of its column one
/// block at a time whatever its split: the split is words along the row, and a longer one
/// only leaves fewer work-items per row, too few to fill a GPU (docs/performance.md, "rno").
/// The split stays the class's, and the walk keeps the class's prefetch: the next row's
/// loads go out before this row's User_main.
void rows_run(PlanDraft& d) {
  const ArgDesc* a = first_rno0(d.args);
  size_t rows = a->attr.size[1] * a->attr.size[2];
  d.note("dependency ACL_RNO0 of '" + a->param.name + "' cut along rows (ACL_HORIZONTAL): a " +
         "block is one row, so each work-item walks all " + std::to_string(rows) +
         " rows one block at a time; the split stays at " + std::to_string(d.targets.split_bytes) +
         " bytes so that a row has many work-items" +
         (d.targets.prefetch ? ", each prefetching the next row" : "") +
         " (ACL_VERTICAL walks rows / split blocks of split rows: far fewer steps, where the "
         "recurrence allows the cut)");
}

/// Each work-item's split keeps many loads in flight (rno_bytes), which needs no prefetch
/// (unless rno_prefetch), and the private budget grows to hold them (window and
/// neighbour): a work-item that walks rows waits on each row's loads.
void split_run(PlanDraft& d) {
  const StrategyKnobs& k = d.knobs;
  Targets& t = d.targets;
  t.split_bytes = k.rno_bytes;
  if (!k.rno_prefetch) t.prefetch = false;
  t.private_bytes = std::max(t.private_bytes, 4 * k.rno_bytes);
  d.note("dependency ACL_RNO0 of '" + first_rno0(d.args)->param.name +
         "': split budget raised to " + std::to_string(k.rno_bytes) + " bytes, private budget to " +
         std::to_string(t.private_bytes) + (t.prefetch ? "" : ", no prefetch") +
         " (only the columns run in parallel; long splits keep the loads in flight)");
}

/// Plans that walk columns of blocks: ACL_RNO0 data and no wavefront.
bool walks(const PlanDraft& d) {
  return rno0_arg(d.plan.args) && !has_wave(d.args) && !d.pyramid_margin;
}

/// Walks that may run as strips (knob rno_strip): User_main names no work-item function,
/// barrier or fence (the strip's one work-item runs the others' calls), a single level, no
/// special write-back (transposes and scaling move through their own paths; pass
/// rno_strip checks the rest once the plan is shaped).
bool strips(const PlanDraft& d) {
  if (!d.knobs.rno_strip || !d.loop_safe || !single_level(d.args)) return false;
  for (const ArgDesc& a : d.args)
    if (a.kind == ArgKind::Transfer && is_special(a.attr.def)) return false;
  return true;
}

/// The group size that leaves a column of blocks per compute unit; a strip's at most.
size_t column_cap(const PlanDraft& d) {
  const size_t cap = std::max(d.wg_lo, ceil_div(d.need, std::max(1u, d.dev.compute_units)));
  return strips(d) ? std::max(d.wg_lo, std::min<size_t>(cap, d.knobs.rno_strip)) : cap;
}

/// Walking plans whose groups would leave compute units without a column.
bool columns_applies(const PlanDraft& d) {
  return walks(d) && column_cap(d) < d.wg_hi;
}

void columns_run(PlanDraft& d) {
  d.wg_hi = column_cap(d);
  d.hi_from = (strips(d) ? "one column of blocks per compute unit, and rno_strip for pass "
                           "rno_strip's strips where it takes them (ACL_RNO0 of "
                         : "one column of blocks per compute unit (ACL_RNO0 of ") +
              arg_label(*rno0_arg(d.plan.args)) + ")";
  d.note("work-group at most " + std::to_string(d.wg_hi) + ": " + d.hi_from);
}

/// Work-group g walks blocks g, g + C, g + 2C, ... with C block columns: its column, top to
/// bottom, slice after slice. A block then runs after the block above, in the same group,
/// which keeps that block's results in private memory.
void walk_run(PlanDraft& d) {
  const ArgPlan* first = check_plan_rules(PlanStep::Walk, d.plan.args);
  if (!first) internal_error("walk without ACL_RNO0 data");
  d.plan.groups = first->grid[0];
  d.note("ACL_RNO0 of " + arg_label(*first) + ": " + std::to_string(d.plan.groups) +
         " work-groups, each walking one column of blocks top to bottom (the block above's "
         "results stay in private memory)");
}

/// Walking plans on classes with rno_barrier (CPUs).
bool barrier_applies(const PlanDraft& d) {
  return walks(d) && d.knobs.rno_barrier;
}

/// PoCL then runs its work-item loop inside the walk, one block of the whole group at a
/// time, and vectorises it, where without the barrier each work-item walks its whole
/// column alone (knobs_for).
void barrier_run(PlanDraft& d) {
  d.plan.rno_barrier = true;
  d.note("ACL_RNO0: a barrier after each block of the walk (knob rno_barrier)");
}

/// Data the loader work-items can stage: only read, vertical, no margin or neighbours, a
/// window of the whole block column, 4-byte built-in words whose rows and block columns are
/// whole 16-byte vectors.
bool loadable(const ArgPlan& a) {
  const acl_attr& at = a.desc.attr;
  return at.ref != ACL_NONE && at.ref != ACL_RANDOM && at.def == ACL_NONE &&
         at.dependency == ACL_NONE && a.vertical && a.margin == 0 && a.margin_z == 0 && !a.nbh &&
         a.word_bytes == 4 && (a.type == "float" || a.type == "int" || a.type == "uint") &&
         a.cols.lanes <= 1 && a.cols.step <= 1 && a.win_x == 1 && a.win_y == a.block_h &&
         a.block_w % 4 == 0 && a.offset % 4 == 0 && a.pitch % 4 == 0 &&
         (a.d == 1 || a.slice % 4 == 0);
}

/// Single-level walks of blocks on classes with rno_loaders, whose transfer data is all in
/// private windows without prefetch, some of it loadable, whose User_main names no
/// work-item function or barrier (the loaders never call it, so a barrier there would not
/// be reached by all), and whose group has room for all of the knob's loaders (fewer would
/// each hold more of a block's vectors in registers).
bool loaders_applies(const PlanDraft& d) {
  const Plan& p = d.plan;
  if (!d.knobs.rno_loaders || !walks(d) || p.levels != 1 || !p.is<Blocks>() || p.rno_barrier ||
      p.row_loop || size_t(p.wg) + d.knobs.rno_loaders > d.dev.max_wg)
    return false;
  bool any = false;
  for (const ArgPlan& a : p.args) {
    if (a.placement == Placement::Scratch) return false;
    if (!a.is_transfer()) continue;
    if (a.placement != Placement::Private || a.prefetch || a.dest_w) return false;
    any |= loadable(a);
  }
  return any;
}

/// The loaders keep the walk's rows in flight while the chains compute (the count, knob
/// rno_loaders, is in bench/results/knobs/README.md). The buffers may take the device's whole
/// local memory (like tiled plans): they are all a group needs.
void loaders_run(PlanDraft& d) {
  Plan& p = d.plan;
  if (!d.loop_safe) {
    d.note("not taken: User_main names a work-item function, barrier or fence");
    return;
  }
  std::string names;
  for (ArgPlan& a : p.args)
    if (a.is_transfer() && loadable(a)) {
      a.loaded = true;
      names += (names.empty() ? "" : ", ") + arg_label(a);
    }
  const size_t bytes = p.local_bytes();  // the loaded arguments' buffers only
  if (bytes > d.dev.local_mem) {
    for (ArgPlan& a : p.args) a.loaded = false;
    d.note("not taken: two blocks of the data only read take " + std::to_string(bytes) +
           " bytes of local memory, the device has " + std::to_string(d.dev.local_mem));
    return;
  }
  p.loaders = d.knobs.rno_loaders;
  d.note(std::to_string(p.loaders) + " loader work-items per group stage the next block of " +
         names + " in local memory (" + std::to_string(bytes) +
         " bytes, two buffers) while the group's " + std::to_string(p.wg) +
         " work-items run the current one");
}

/// Walks of level-1 blocks on classes with rno_strip whose transfer data all moves through
/// private windows without prefetch or lanes, and that kept their barrier form or none.
bool strip_applies(const PlanDraft& d) {
  const Plan& p = d.plan;
  if (!strips(d) || !walks(d) || p.levels != 1 || !p.is<Blocks>() || p.row_loop)
    return false;
  for (const ArgPlan& a : p.args) {
    if (a.placement == Placement::Scratch) return false;
    if (!a.is_transfer()) continue;
    if (a.placement != Placement::Private || a.prefetch || a.cols.lanes > 1 || a.dest_w)
      return false;
  }
  return true;
}

/// PoCL 3.1 left the barrier form's work-item loop scalar (its private arrays are
/// per-work-item context arrays: vaddss/vmulss in the recursive filter's object code); a
/// work-item looping over a strip, plain loops, vectorises to 256-bit vaddps/vmulps; longer
/// strips run faster.
void strip_run(PlanDraft& d) {
  Plan& p = d.plan;
  p.row_loop = true;
  p.rno_barrier = false;
  p.rno_strip = true;
  size_t kept = 0;  // the strip's neighbours above (acl_hs<i>), beside the plan's own
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && a.desc.attr.dependency == ACL_RNO0)
      kept += size_t(p.wg) * a.nbh * a.split_size * a.word_bytes;
  d.note("ACL_RNO0 of " + arg_label(*rno0_arg(p.args)) + ": work-groups of one work-item, " +
         "each walking a strip of " + std::to_string(p.wg) + " columns of portions, the block's " +
         std::to_string(p.wg) + " work-items a loop (knob rno_strip; no barrier), their " +
         "neighbours above in one private array kept across the walk (" + std::to_string(kept) +
         " bytes)");
}

}  // namespace

const Pass kRnoSplit = {"rno_split", split_applies, split_run};
const Pass kRnoRows = {"rno_rows", rows_applies, rows_run};
const Pass kRnoColumns = {"rno_columns", columns_applies, columns_run};
const Pass kRnoWalk = {"rno_walk", walks, walk_run, {{&kRnoColumns, &kGroups}}};
const Pass kRnoBarrier = {"rno_barrier", barrier_applies, barrier_run,
                          {{&kRnoWalk}, 0, 0, prop::kRnoBarrier}};
const Pass kRnoLoaders = {
    "rno_loaders", loaders_applies, loaders_run,
    {{&kRnoBarrier, &kRowLoop, &kRnoStrip},
     0,
     prop::kNotBlocks | prop::kRnoBarrier | prop::kRowLoop,
     prop::kLoaders}};
const Pass kRnoStrip = {"rno_strip", strip_applies, strip_run,
                        {{&kRnoWalk, &kRowLoop}, 0, prop::kNotBlocks | prop::kRowLoop,
                         prop::kRowLoop | prop::kRnoStrip}};

}  // namespace acl::detail::passes
