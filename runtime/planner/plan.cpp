// make_plan: the planner's passes in the order they run, read top to bottom. Each pass says
// when it applies (passes/*.cpp), writes its decisions into the plan and notes why
// (ACL_PLAN=1, aclGetKernelPlan); the knobs are read, never written. docs/planner.md
// ("Steps") describes the passes in this order. No OpenCL calls here.
#include "planner/fit.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail {
namespace {

using namespace passes;

/// Plans with ACL_TILE data take their own passes (tiled.cpp).
bool tiled(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.split == ACL_TILE) return true;
  return false;
}

/// A plan of level-1 blocks (and inner levels) for arguments without ACL_TILE.
PlanDraft plan_blocks(const std::vector<ArgDesc>& args, const DeviceProfile& dev) {
  PlanDraft d(args, dev);
  // Targets: what the knobs ask of this plan family (Targets in draft.hpp).
  run_passes(d, {&kNestedTargets, &kHaloGroup, &kHaloSplit, &kScaledWrite, &kTransposedWrite,
                 &kRnoSplit, &kRandomGroups, &kWaveTargets});
  // Shaping under the targets, again under lowered ones until the plan fits its budgets.
  PlanDraft s = fit(
      d, {&kArguments, &kLanes, &kStreamStores, &kRnoColumns, &kWorkGroup, &kSplits, &kRandomBlocks,
          &kWholeCommon, &kPrefetch, &kGroups, &kWavefront, &kRnoWalk, &kRnoBarrier});
  // Refining the plan that fits.
  run_passes(s, {&kShrinkColumns, &kSkipDropped, &kKeptColumns, &kSweeps, &kLaneWords,
                 &kUnrollHints, &kMemory});
  return s;
}

/// A plan for arguments with ACL_TILE (tiled.cpp).
PlanDraft plan_tiles(const std::vector<ArgDesc>& args, const DeviceProfile& dev) {
  PlanDraft d(args, dev);
  d.plan = make_tiled_plan(args, dev);
  return d;
}

}  // namespace

Plan make_plan(const std::vector<ArgDesc>& args, const DeviceProfile& dev, bool word_by_word) {
  validate_argument_set(args);
  PlanDraft d = tiled(args) ? plan_tiles(args, dev) : plan_blocks(args, dev);
  d.word_by_word = word_by_word;
  // Whole plans: 32-bit counts and coordinates, then a second plan of flattened arrays.
  run_passes(d, {&kSplitCounts, &kWideCoordinates, &kFlatten});
  d.plan.launch = launch_geometry(d.plan);
  return d.plan;
}

}  // namespace acl::detail
