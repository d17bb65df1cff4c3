// Passes wave_targets and wavefront: ACL_RNO1 / ACL_RNO2 plans, whose blocks run as a
// pipeline of bands in one launch (Pipeline in plan.hpp) or in wavefronts of several
// launches (Wavefront).
#include <algorithm>
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/plan_rules.hpp"
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

/// Data whose `cols` columns of a step are one vector per row: vertical level-1 data without
/// a margin or a transformed write-back, of a type OpenCL has vectors of, on the dependent
/// grid (so its column is the portion column), whose rows and slices start on a vector.
bool row_vectors(const ArgPlan& a, const Pipeline& v, unsigned wg) {
  const size_t k = v.cols;
  return a.is_transfer() && a.level == 1 && a.placement == Placement::Private && a.vertical &&
         a.margin == 0 && a.margin_z == 0 && a.dest_w == 0 && in_place(a.desc.attr) &&
         has_vectors(a.type) &&
         a.cols.lanes == 1 && a.cols.step == 1 && (k == 2 || k == 4 || k == 8 || k == 16) &&
         a.grid[0] == v.gx && a.grid[1] == v.gy && a.block_w == wg && a.offset % k == 0 &&
         a.pitch % k == 0 && (a.d == 1 || a.slice % k == 0);
}

/// Why a pipeline of bands cannot run this plan ("" when it can): its sync buffer and
/// columns are addressed with 32-bit ints, and its ring and chunk must fit local memory at
/// a split of one word (the fit lowers the split from there).
std::string no_pipeline(const PlanDraft& d, const Pipeline& v) {
  const Plan& plan = d.plan;
  size_t words = kSyncProgress + v.tickets(), one_word = 0;
  for (const ArgPlan& a : plan.args) {
    if (!dependent(a)) continue;
    words += v.tickets() * v.nx * a.split_size * edge_units(a.word_bytes);
    one_word += (4 * size_t(v.cols) * plan.wg + v.chunk + 2) * a.word_bytes;
  }
  if (words >= (size_t(1) << 31) || v.steps(plan.wg) >= (size_t(1) << 31))
    return std::to_string(words) + " words of sync buffer pass 2^31";
  size_t scratch = 0;
  for (const ArgPlan& a : plan.args)
    if (a.placement == Placement::Scratch) scratch += a.local_bytes();
  const size_t budget = d.dev.local_mem / std::max<size_t>(1, d.knobs.local_budget_div);
  if (one_word > budget || one_word + scratch > d.dev.local_mem)
    return "its local memory (" + std::to_string(one_word) +
           " bytes at a split of one word) "
           "does not fit this device";
  return "";
}

/// One launch: bands of wg block rows follow each other (Pipeline in plan.hpp).
Pipeline pipeline_of(const PlanDraft& d, const ArgPlan& first, bool rno2) {
  Pipeline v;
  v.skew = rno2 ? 2 : 1;
  v.reach = rno2 ? 1 : 0;
  v.gx = first.grid[0];
  v.gy = first.grid[1];
  v.gz = first.grid[2];
  v.nx = v.gx * d.plan.wg;
  v.bands = ceil_div(v.gy, d.plan.wg);
  // A power of two no wider than the row; whole steps per chunk.
  v.cols = 1;
  while (2 * v.cols <= std::min<size_t>(d.knobs.wave_cols, v.nx)) v.cols *= 2;
  v.chunk = unsigned(ceil_div(std::clamp<size_t>(d.knobs.wave_chunk, 1, v.nx), v.cols) * v.cols);
  v.backoff = d.knobs.wave_backoff;
  v.cas_reads = d.knobs.wave_cas_reads != 0;
  for (const ArgPlan& a : d.plan.args)
    if (row_vectors(a, v, d.plan.wg)) v.vectors.push_back(a.index);
  return v;
}

void pipeline_run(PlanDraft& d, const Pipeline& v, const std::string& who) {
  Plan& plan = d.plan;
  plan.groups = v.tickets();
  plan.schedule = v;
  std::ostringstream n;
  n << "dependency " << who << ": one launch, " << v.tickets() << " work-groups taking bands of "
    << plan.wg << " block rows by ticket (" << v.bands << " a slice over " << v.gx << "x" << v.gy
    << "x" << v.gz << " blocks); work-item i runs block row band * " << plan.wg
    << " + i left to right over " << v.nx << " portions, " << v.cols << " a step, " << v.skew
    << (v.skew > 1 ? " steps" : " step") << " behind work-item i - 1 (" << v.steps(plan.wg)
    << " steps, a barrier each); a band follows the one above " << v.chunk
    << " portions at a time (knob wave_pipeline; 0: a launch per diagonal)";
  d.note(n.str());
}

/// The tiles and launches. RNO2: a tile's last column needs the tile to its right one
/// block row up, so a tile is one block row (taller tiles would wait on a tile of the same
/// diagonal), and one block column has no tile above-right: RNO2 then orders like RNO1
/// (and a slope of 2 would leave every other launch empty).
void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const ArgPlan* dep = check_plan_rules(PlanStep::Wave, plan.args);
  if (!dep) internal_error("wavefront plan without ACL_RNO0/1/2 data");
  const ArgPlan& first = *dep;
  bool rno2 = false;
  for (const ArgPlan& a : plan.args) rno2 |= dependent(a) && a.desc.attr.dependency == ACL_RNO2;
  const std::string who = dependency_name(first.desc.attr.dependency) + " of " + arg_label(first);
  if (d.knobs.wave_pipeline) {
    const Pipeline p = pipeline_of(d, first, rno2);
    const std::string why = no_pipeline(d, p);
    if (why.empty()) return pipeline_run(d, p, who);
    d.note("dependency " + who + ": no pipeline of bands (" + why + "); a launch per diagonal");
  }
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
const Pass kWavefront = {"wavefront", applies, run,
                         {{&kWaveTargets, &kGroups}, 0, 0, prop::kWavefront | prop::kPipeline}};

}  // namespace acl::detail::passes
