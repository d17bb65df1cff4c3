// Passes scan_targets and scan: ACL_RNO1_SUM and ACL_RNO1_SCAN plans, the inclusive 2-D prefix
// (the summed-area table for sums) of what User_main writes in one launch (Scan in plan.hpp,
// codegen/schedule_scan.cpp).
#include <algorithm>
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/plan_rules.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

bool applies(const PlanDraft& d) {
  return has_scan(d.args);
}

/// A work-item's column of a band lives in private memory from User_main to the store:
/// direct loads and stores, no prefetch, no lanes, groups as wide as the knob says.
void targets_run(PlanDraft& d) {
  Targets& t = d.targets;
  t.direct(d.knobs.scan_wg, d.knobs.scan_bytes);
  bool sum = false;
  for (const ArgDesc& a : d.args)
    sum |= a.kind == ArgKind::Transfer && is_scan(a.attr.dependency) &&
           scan_combine(a.attr) == ACL_COMBINE_SUM;
  d.note(std::string(sum ? "one-pass sum" : "one-pass prefix") + ": work-group target " +
         std::to_string(d.knobs.scan_wg) + ", split budget " + std::to_string(d.knobs.scan_bytes) +
         " bytes, direct transfers, no prefetch");
}

/// The rows of a block are summed in `segments` runs per row, one work-item a run, so that
/// rows x runs work-items share the work: runs of at most wg / rows words.
void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const ArgPlan* sum = check_plan_rules(PlanStep::Scan, plan.args);
  if (!sum) internal_error("scan plan without ACL_RNO1_SUM or ACL_RNO1_SCAN data");
  const ArgPlan& a = *sum;
  Scan v;
  v.gx = a.grid[0];
  v.gy = a.grid[1];
  v.gz = a.grid[2];
  v.nx = v.gx * plan.wg;
  // Runs of ceil(wg / segments) words, then only as many runs as that takes: none empty.
  v.segments = unsigned(std::max<size_t>(1, plan.wg / std::max(1u, a.split_size)));
  v.run = unsigned(ceil_div(plan.wg, v.segments));
  v.segments = unsigned(ceil_div(plan.wg, v.run));
  v.backoff = d.knobs.wave_backoff;
  v.inclusive = std::max(1u, d.knobs.scan_inclusive);
  v.window = std::clamp(d.knobs.scan_window, 1u, 64u);
  v.tiles = d.knobs.scan_tiles != 0;
  v.rows = a.split_size;
  v.prefetch = d.knobs.scan_prefetch != 0 && v.gx > 1 && !v.tiles;
  v.combine = scan_combine(a.desc.attr);
  if (v.words() >= (size_t(1) << 31))
    throw Error(ACL_PLAN_DOES_NOT_FIT,
                "dependency " + dependency_name(a.desc.attr.dependency) + " of " + arg_label(a) +
                    ": the sync buffer would take " + std::to_string(v.words()) +
                    " 32-bit words, 2^31 or more (two a column of every row of blocks" +
                    (v.tiles ? ", two a row of every block" : "") +
                    "); give the data fewer rows of blocks (a larger split_min)");
  plan.groups = v.tickets();
  plan.schedule = v;
  std::ostringstream n;
  n << "dependency " << dependency_name(a.desc.attr.dependency) << " of " << arg_label(a);
  if (v.combine != ACL_COMBINE_SUM) n << " under " << combine_name(v.combine);
  n << ": one launch, " << v.tickets()
    << (v.tiles ? " work-groups taking a block each by ticket ("
                : " work-groups taking a block row each by ticket (")
    << v.gx << "x" << v.gy << "x" << v.gz << " blocks); each sums "
    << (v.tiles ? "its block's columns down and its rows across"
                : "its blocks' columns down, looks back up the block column for the totals "
                  "above, and sums the rows")
    << " in " << v.segments << " runs of " << v.run << " words"
    << (v.tiles ? ", then looks back along the block row for the row totals to the left and "
                  "up the block column for the column totals above"
                : "");
  d.note(n.str());
}

}  // namespace

const Pass kScanTargets = {"scan_targets", applies, targets_run};
const Pass kScan = {"scan", applies, run, {{&kScanTargets, &kGroups}, 0, 0, prop::kScan}};

}  // namespace acl::detail::passes
