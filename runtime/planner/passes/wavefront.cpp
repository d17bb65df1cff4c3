// Passes wave_targets and wavefront: ACL_RNO1 / ACL_RNO2 plans, whose blocks run in
// wavefronts of several launches (Wavefront in plan.hpp).
#include <algorithm>
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Transfer data with an ACL_RNO0/1/2 dependency.
bool dependent(const ArgPlan& a) {
  return a.is_transfer() && is_rno(a.desc.attr.dependency);
}

bool applies(const PlanDraft& d) {
  return has_wave(d.args);
}

/// Work-items of a group work on different blocks at once, so nothing is staged or
/// shared: direct loads and stores, no prefetch, narrow groups (a tile of wave_rows block
/// rows takes wave_rows + wave_wg - 1 steps).
void targets_run(PlanDraft& d) {
  Targets& t = d.targets;
  t.wg_target = d.knobs.wave_wg;
  t.split_bytes = d.knobs.wave_bytes;
  t.stage_below_bytes = 0;
  t.prefetch = false;
  t.fit_width = false;
  d.note("wavefront plan: work-group target " + std::to_string(d.knobs.wave_wg) +
         ", split budget " + std::to_string(d.knobs.wave_bytes) +
         " bytes, direct transfers, no prefetch");
}

std::string grid_text(const ArgPlan& a) {
  return std::to_string(a.grid[0]) + "x" + std::to_string(a.grid[1]) + "x" +
         std::to_string(a.grid[2]);
}

/// The first dependent argument, after checking what a wavefront plan supports: one block
/// grid for all dependent data (the order is defined on it), no ACL_SPECIAL_* def on it,
/// one level.
const ArgPlan& check_wave(const Plan& plan) {
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : plan.args) {
    if (!dependent(a)) continue;
    if (first &&
        (a.grid[0] != first->grid[0] || a.grid[1] != first->grid[1] || a.grid[2] != first->grid[2]))
      throw Error(ACL_SPLIT_COUNT_MISMATCH,
                  "dependency " + dependency_name(a.desc.attr.dependency) + ": " + arg_label(a) +
                      " has " + grid_text(a) + " blocks but " + arg_label(*first) + " has " +
                      grid_text(*first) +
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
  return *first;
}

/// The tiles and launches. RNO2: a tile's last column needs the tile to its right one
/// block row up, so a tile is one block row (taller tiles would wait on a tile of the same
/// diagonal), and one block column has no tile above-right: RNO2 then orders like RNO1
/// (and a slope of 2 would leave every other launch empty).
void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const ArgPlan& first = check_wave(plan);
  bool rno2 = false;
  for (const ArgPlan& a : plan.args) rno2 |= dependent(a) && a.desc.attr.dependency == ACL_RNO2;
  const std::string who = dependency_name(first.desc.attr.dependency) + " of " + arg_label(first);
  Wavefront v;
  v.gx = first.grid[0];
  v.step = rno2 && v.gx > 1 ? 2 : 1;
  v.gy = first.grid[1];
  v.gz = first.grid[2];
  v.rows = rno2 ? 1u : unsigned(std::clamp<size_t>(d.knobs.wave_rows, 1, v.gy));
  // A launch per diagonal: beyond a million, the plan is a hang, not a schedule.
  if (v.launches() > kMaxWaveLaunches)
    throw Error(ACL_PLAN_DOES_NOT_FIT,
                "dependency " + who + ": the wavefront over " + std::to_string(v.gx) + "x" +
                    std::to_string(v.gy) + " blocks needs " + std::to_string(v.launches()) +
                    " launches, more than " + std::to_string(kMaxWaveLaunches) +
                    "; allow wider work-groups (wg_max) or longer splits (split_max)");
  // Work-groups of the widest launch (each launch has its own count: Wavefront::diagonal):
  // a diagonal crosses at most ceil(gx / step) tile columns and every tile row.
  plan.groups = std::min(v.tile_rows(), ceil_div(v.gx, v.step)) * v.gz;
  plan.schedule = v;
  std::ostringstream n;
  n << "dependency " << who << ": wavefront over " << v.gx << "x" << v.gy << "x" << v.gz
    << " blocks in tiles of " << v.rows << " block row" << (v.rows > 1 ? "s" : "") << ", "
    << v.launches() << " launches (tile (G, R) in launch G + " << v.step
    << " R); inside a tile, work-item i runs block row t - i at step t (" << v.rows + plan.wg - 1
    << " steps)";
  d.note(n.str());
}

}  // namespace

const Pass kWaveTargets = {"wave_targets", applies, targets_run};
const Pass kWavefront = {"wavefront", applies, run};

}  // namespace acl::detail::passes
