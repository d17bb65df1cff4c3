// Passes band_targets and band_walk: ACL_RNO1 / ACL_RNO2 pipelines on CPUs as band walks
// (Pipeline::band_rows in plan.hpp). A CPU runs a group's work-items one after another
// between barriers, so the pipeline's step barrier and its hand-over through atomics every
// wg rows cost more than they give there; a work-group of one work-item walking a band of
// block rows, chunk by chunk and row after row inside a chunk, needs no barrier and passes
// only its band's last row through atomics (knob wave_band_rows).
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

bool targets_apply(const PlanDraft& d) {
  return has_wave(d.args) && d.knobs.wave_pipeline && d.knobs.wave_band_rows > 0;
}

/// A work-group of one work-item: the block grid is then one portion wide per block.
void targets_run(PlanDraft& d) {
  d.targets.wg_target = 1;
  if (d.knobs.wave_band_bytes) d.targets.split_bytes = d.knobs.wave_band_bytes;
  d.note("band walk: work-group target 1 (knob wave_band_rows " +
         std::to_string(d.knobs.wave_band_rows) + ": a work-item walks a band of block rows)" +
         (d.knobs.wave_band_bytes
              ? ", split budget " + std::to_string(d.knobs.wave_band_bytes) +
                    " bytes (knob wave_band_bytes)"
              : ""));
}

bool applies(const PlanDraft& d) {
  return targets_apply(d) && d.plan.is<Pipeline>();
}

size_t pow2_at_least(size_t n) {
  size_t p = 1;
  while (p < n) p *= 2;
  return p;
}

/// The rings, (band_rows + 1) x ring portions of every dependent argument, within the
/// local memory budget at the split the plan has: fewer rows, then narrower rings, where
/// they would not fit (the fit lowers the split if the plan still does not).
void fit_rings(const PlanDraft& d, Pipeline& v) {
  size_t row = 0;
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && is_rno(a.desc.attr.dependency))
      row += size_t(a.split_size) * a.word_bytes;
  const size_t budget = d.dev.local_mem / std::max<size_t>(1, d.knobs.local_budget_div);
  while (v.ring / 2 >= 2 + v.reach && 2 * v.ring * row > budget) v.ring /= 2;
  const size_t rows = budget / std::max<size_t>(1, v.ring * row);
  v.band_rows = unsigned(std::clamp<size_t>(rows > 0 ? rows - 1 : 1, 1, v.band_rows));
}

/// Bands of wave_band_rows block rows (fewer where the slice has fewer), walked in chunks
/// whose row of results, with the column left of it and the reach right of it, fits a ring
/// of a power of two portions.
void run(PlanDraft& d) {
  Plan& plan = d.plan;
  if (plan.wg != 1)
    return d.note("work-groups of " + std::to_string(plan.wg) +
                  " (the arguments' work-group bounds): bands of as many work-items, no walk");
  Pipeline v = plan.pipeline();
  v.band_rows = unsigned(std::clamp<size_t>(d.knobs.wave_band_rows, 1, v.gy));
  v.cols = 1;
  v.vectors.clear();
  const size_t want = std::min<size_t>(d.knobs.wave_band_cols, v.nx + 1 + v.reach);
  v.ring = unsigned(pow2_at_least(std::max<size_t>(want, 2 + v.reach)));
  fit_rings(d, v);
  v.bands = ceil_div(v.gy, v.band_rows);
  v.chunk = v.ring - 1 - v.reach;
  plan.groups = v.tickets();
  plan.schedule = v;
  d.withdraw(" a band follows the one above ");
  std::string who;
  for (const ArgPlan& a : plan.args)
    if (who.empty() && a.is_transfer() && is_rno(a.desc.attr.dependency))
      who = dependency_name(a.desc.attr.dependency) + " of " + arg_label(a);
  std::ostringstream n;
  n << "dependency " << who << " over " << v.gx << "x" << v.gy << "x" << v.gz
    << " blocks of one portion column: " << v.tickets()
    << " work-groups of one work-item take bands of " << v.band_rows
    << " block rows by ticket (" << v.bands << " a slice) and walk them " << v.chunk
    << " portion columns at a time, row after row inside a chunk"
    << (v.reach ? ", each row's chunk one column left of the row above's (ACL_RNO2 reads "
                  "above-right)"
                : "")
    << ", no barrier; rows pass their results on through a ring of " << v.ring
    << " portions a row in local memory, the band's last row to the band below through the "
       "sync buffer (knob wave_band_rows; 0: bands of wave_wg work-items)";
  d.note(n.str());
}

}  // namespace

const Pass kBandTargets = {"band_targets", targets_apply, targets_run, {{&kWaveTargets}}};
const Pass kBandWalk = {"band_walk", applies, run, {{&kWavefront}, prop::kPipeline, 0, 0}};

}  // namespace acl::detail::passes
