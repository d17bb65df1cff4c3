// Passes steps_targets and steps: written data with acl_attr::steps above 1 runs that many
// time steps a launch, the argument `feeds` names reading at each step the words of the step
// before. Work-groups compute blocks from tiles in local memory, recomputing a margin that
// shrinks by the argument's margin each step (Steps in plan.hpp, codegen/schedule_steps.cpp).
#include <algorithm>
#include <sstream>

#include "planner/passes/passes.hpp"
#include "planner/plan_rules.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

bool applies(const PlanDraft& d) {
  for (const ArgDesc& a : d.args)
    if (a.kind == ArgKind::Transfer && a.attr.steps > 1) return true;
  return false;
}

/// The steps in one launch, from local tiles (knob steps_tiles).
bool tiles(const PlanDraft& d) {
  return applies(d) && d.knobs.steps_tiles;
}

/// Portions are columns of the tiles, each moved into private windows from local memory:
/// no lanes, prefetch, staging or windows of ACL's own in local tiles.
void targets_run(PlanDraft& d) {
  Targets& t = d.targets;
  t.direct(d.knobs.steps_wg, d.knobs.steps_bytes);
  t.groups_per_cu = 0;
  d.note("several time steps a launch: work-group target " + std::to_string(d.knobs.steps_wg) +
         ", split budget " + std::to_string(d.knobs.steps_bytes) +
         " bytes, windows copied from local tiles");
}

/// Bytes of the local tiles of a block of `v`: one a argument read, two of the one fed.
size_t tile_bytes(const Plan& plan, const Steps& v) {
  size_t n = 0;
  for (const ArgPlan& a : plan.args)
    if (a.is_transfer() && a.desc.attr.def == ACL_NONE)
      n += (a.index == v.feeds ? 2 : 1) * v.tile_w() * v.tile_h() * a.word_bytes;
  return n;
}

/// The block: the knobs' columns and rows less the recomputed margin (a whole number of
/// portions down), no larger than the data; while the tiles pass `budget`, a portion fewer
/// down or a column fewer across, whichever of the computed rows and columns is the longer.
void shape(Steps& v, const Plan& plan, size_t cols, size_t rows, size_t budget) {
  const size_t s = v.split;
  v.margin_cols = size_t(v.steps) * v.margin;
  v.margin_rows = round_up(v.margin_cols, s);
  v.out_w = std::min(v.w, cols > 2 * v.margin_cols ? cols - 2 * v.margin_cols : 1);
  const size_t inner = rows > 2 * v.margin_rows ? (rows - 2 * v.margin_rows) / s * s : 0;
  v.out_h = std::min(round_up(v.h, s), std::max(s, inner));
  while (tile_bytes(plan, v) > budget && (v.out_h > s || v.out_w > 1)) {
    if (v.out_h > s && (v.rows() >= v.cols() || v.out_w == 1))
      v.out_h -= s;
    else
      v.out_w -= 1;
  }
  v.gx = ceil_div(v.w, v.out_w);
  v.gy = ceil_div(v.h, v.out_h);
}

/// Knob steps_tiles 0: the plan of one step, launched once a step.
void run_launches(PlanDraft& d, const ArgPlan& out, const ArgPlan& in) {
  d.plan.step_launches = out.desc.attr.steps;
  d.plan.step_feeds = in.index;
  d.plan.step_out = out.index;
  d.note("steps " + std::to_string(out.desc.attr.steps) + " of " + arg_label(out) +
         ", which feeds " + arg_label(in) + ": a launch a step (knob steps_tiles 0), the "
         "results between them in two scratch buffers of " + arg_label(out) + "'s buffer's size");
}

void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const ArgPlan* out = check_plan_rules(PlanStep::Steps, plan.args, d.loop_safe);
  if (!out) internal_error("steps plan without data written with steps");
  const ArgPlan& in = plan.args[out->desc.attr.feeds];  // checked by the rules
  if (!d.knobs.steps_tiles) return run_launches(d, *out, in);
  Steps v;
  v.steps = out->desc.attr.steps;
  v.margin = in.margin;
  v.feeds = in.index;
  v.out = out->index;
  v.split = out->split_size;
  v.w = out->w;
  v.h = out->h;
  const size_t budget = d.dev.local_mem / std::max<size_t>(1, d.knobs.local_budget_div);
  shape(v, plan, d.knobs.steps_cols, d.knobs.steps_rows, budget);
  if (tile_bytes(plan, v) > budget)
    throw Error(ACL_PLAN_DOES_NOT_FIT,
                arg_label(*out) + ": steps " + std::to_string(v.steps) + " with margin " +
                    std::to_string(v.margin) + " of " + arg_label(in) + " need tiles of " +
                    std::to_string(v.tile_w()) + "x" + std::to_string(v.tile_h()) +
                    " words even for a block of one portion: " +
                    std::to_string(tile_bytes(plan, v)) +
                    " local bytes per work-group exceed the budget of " + std::to_string(budget) +
                    " (local memory / local_budget_div); fewer steps a launch or a smaller "
                    "margin fit");
  if (v.gx * v.gy >= (size_t(1) << 31))
    throw Error(ACL_PLAN_DOES_NOT_FIT, arg_label(*out) + ": " + std::to_string(v.gx * v.gy) +
                                           " blocks of steps, 2^31 or more");
  plan.groups = v.gx * v.gy;
  plan.count[1] = plan.groups;
  plan.schedule = v;
  std::ostringstream n;
  n << "steps " << v.steps << " of " << arg_label(*out) << ", which feeds " << arg_label(in)
    << " (margin " << v.margin << "): one launch, " << plan.groups << " work-groups each "
    << "computing a block of " << v.out_w << "x" << v.out_h << " words from tiles of "
    << v.tile_w() << "x" << v.tile_h() << " in local memory (" << tile_bytes(plan, v)
    << " bytes), every step over the block and a margin of " << v.margin_cols << " columns and "
    << v.margin_rows << " rows that the steps recompute";
  d.note(n.str());
}

}  // namespace

const Pass kStepsTargets = {"steps_targets", tiles, targets_run};
const Pass kSteps = {"steps", applies, run, {{&kStepsTargets, &kGroups}, 0, 0, prop::kSteps}};

}  // namespace acl::detail::passes
