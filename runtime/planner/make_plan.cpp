// make_plan: the planner's passes in the order they run, read top to bottom. Each pass says
// when it applies (passes/*.cpp), writes its decisions into the plan and notes why
// (ACL_PLAN=1, aclGetKernelPlan); the knobs are read, never written. docs/planner.md
// ("Steps") describes the passes in this order. No OpenCL calls here.
#include "planner/eligibility.hpp"
#include "planner/fit.hpp"
#include "planner/make_plan.hpp"
#include "planner/passes/passes.hpp"
#include "planner/tiled_draft.hpp"

namespace acl::detail {
namespace {

using namespace passes;

/// Plans with ACL_TILE data take their own passes (tiled.cpp).
bool tiled(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.split == ACL_TILE) return true;
  return false;
}

/// Targets: what the knobs ask of this plan family (Targets in draft.hpp), once per plan.
const Pass* const kTargetPasses[] = {
    &kNestedTargets,    // levels 2 and 3: the class's _nested targets
    &kMarginGroup,      // a margin: the group target halo_wg (CPUs)
    &kMarginSplit,      // a margin: halo_rows words per margin word, a group per block (GPUs)
    &kLocalWindows,     // a wide margin: windows read in local tiles (GPUs, window_margin)
    &kZWalkTargets,     // a margin along z: z_walk rows a work-item, no prefetch (GPUs)
    &kScaledWrite,      // ENLARGE/SHRINK write-backs where the class stages: scale_bytes
    &kTransposedWrite,  // transposing write-backs: special_bytes, special_wg
    &kRnoSplit,         // ACL_RNO0 along columns: rno_bytes, no prefetch
    &kRnoRows,          // ACL_RNO0 along rows: the class's split and prefetch
    &kRandomGroups,     // ACL_RANDOM: a group per block (random_group_per_block)
    &kWaveTargets,      // ACL_RNO1/RNO2: wave_wg, wave_bytes, direct transfers
    &kBandTargets,      // ACL_RNO1/RNO2 band walks: groups of one work-item (CPUs)
    &kScanTargets,      // ACL_RNO1_SUM: scan_wg, scan_bytes, direct transfers
    &kPyramidTargets,   // ACL_RNO0 rows with a margin: pyramid_wg, pyramid_bytes, direct
    &kStepsTargets,     // steps above 1: steps_wg, steps_bytes, no lanes, direct
    &kLineSplit,        // written ACL_PER_* data a line a work-item: line_bytes (CPUs)
};

/// Shaping: the plan under the targets; the fit runs these again under lowered targets.
const Pass* const kShapingPasses[] = {
    &kArguments,        // placement, shapes in words, work-group bounds
    &kLanes,            // adjacent columns per work-item, a vector per row
    &kStreamStores,     // ENLARGE vectors that bypass the cache
    &kTransposedLanes,  // transposing write-backs: squares of lanes turned in registers (CPUs)
    &kRnoColumns,       // ACL_RNO0: a column of blocks per compute unit
    &kWorkGroup,        // the work-group size
    &kSplits,           // split sizes, level by level
    &kRandomBlocks,     // ACL_RANDOM blocks from another argument's
    &kWholeCommon,      // level-1 COMMON data held whole
    &kPrefetch,         // double buffers
    &kGroups,           // persistent groups or a group per block
    &kWavefront,        // ACL_RNO1/RNO2: tiles and launches
    &kBandWalk,         // ACL_RNO1/RNO2: a work-item walks a band of block rows (CPUs)
    &kScan,             // ACL_RNO1_SUM: bands by ticket, looking back for the totals above
    &kPyramid,          // ACL_RNO0 rows with a margin: strips of bands by ticket
    &kSteps,            // steps above 1: blocks from local tiles, margins recomputed
    &kRnoWalk,          // ACL_RNO0: a group walks a column of blocks
    &kRnoBarrier,       // ACL_RNO0: a barrier after each block of the walk (CPUs)
};

/// Refining the plan that fits.
const Pass* const kRefiningPasses[] = {
    &kShrinkColumns,  // SHRINK without lanes: kept columns, stored from private memory (GPUs)
    &kSkipDropped,    // SHRINK: blocks holding no kept word are skipped
    &kKeptColumns,    // SHRINK: work-items take the kept columns only
    &kSweeps,         // a group runs several block rows, carrying window rows (CPUs)
    &kLaneWords,      // byte and short lanes moved as 32-bit words (GPUs)
    &kGroupFastBody,  // one inside test per work-group, an unguarded body (CPUs)
    &kRowLoop,        // such groups as one work-item looping over the block's (PoCL 5)
    &kRnoStrip,       // ACL_RNO0 walks: a work-item walks a strip of columns (CPUs)
    &kRnoLoaders,     // ACL_RNO0 walks: loader work-items stage the next block (GPUs)
    &kUnrollHints,    // unroll hints on User_main's loops (CPUs)
    &kInlineUser,     // User_main inlined where it reads windows of margin data (CPUs)
    &kZWalk,          // a margin along z: a group walks its block column down z (GPUs)
    &kMemory,         // what the plan takes of private and local memory
};

/// Whole plans, ACL_TILE plans included.
const Pass* const kWholePlanPasses[] = {
    &kSplitCounts,      // no level past 32-bit counts
    &kWideCoordinates,  // 64-bit coordinates where an extent passes INT_MAX
    &kFlatten,          // dense data seen word by word: a second plan as rows of vectors
    &kLineStrips,       // reductions to rows or the slice: strips of one work-item (CPUs)
    &kUserLanes,        // User_main on float vectors: a second plan of vector words (CPUs)
    &kAssignedLines,    // written ACL_PER_* data User_main only assigns: no identity fill
    &kInPlace,          // strips of rows cut evenly: read data in place, no copy (CPUs)
    &kVectorizeHints,   // strips of one work-item: vectorize hints on User_main's loops (CPUs)
};

/// A plan of level-1 blocks (and inner levels) for arguments without ACL_TILE.
PlanDraft plan_blocks(const std::vector<ArgDesc>& args, const DeviceProfile& dev, bool loop_safe,
                      unsigned pyramid_margin) {
  PlanDraft d(args, dev);
  d.loop_safe = loop_safe;
  d.pyramid_margin = pyramid_margin;
  PlanDraft s = fit(d, kTargetPasses, kShapingPasses);
  run_passes(s, kRefiningPasses);
  return s;
}

/// A plan for arguments with ACL_TILE (tiled.cpp).
PlanDraft plan_tiles(const std::vector<ArgDesc>& args, const DeviceProfile& dev,
                     bool lane_safe) {
  PlanDraft d(args, dev);
  d.plan = make_tiled_plan(args, dev, lane_safe);
  return d;
}

}  // namespace

void check_pass_lists() {
  check_pass_order<PlanDraft>({kTargetPasses, kShapingPasses, kRefiningPasses, kWholePlanPasses});
  check_tile_passes();
}

Plan make_plan(const std::vector<ArgDesc>& args, const DeviceProfile& dev,
               const PlanOptions& options) {
  validate_argument_set(args);
  // ACL_RNO0 rows with a margin: planned without it, as the margin widens the neighbour
  // above, not the window (passes pyramid_*).
  std::vector<ArgDesc> stripped;
  unsigned pyramid_margin = 0;
  if (const ArgDesc* a = pyramid_arg(args)) {
    pyramid_margin = a->attr.margin;
    stripped = args;
    stripped[size_t(a - args.data())].attr.margin = 0;
  }
  const std::vector<ArgDesc>& planned = pyramid_margin ? stripped : args;
  PlanDraft d = tiled(args) ? plan_tiles(args, dev, options.lane_safe)
                            : plan_blocks(planned, dev, options.loop_safe, pyramid_margin);
  d.word_by_word = options.word_by_word;
  d.lane_safe = options.block_lane_safe;
  run_passes(d, kWholePlanPasses);
  // The launches, once every other decision is made (planner/launch_geometry.cpp).
  d.plan.launch = launch_geometry(d.plan, d.knobs.init_group_words);
  return d.plan;
}

}  // namespace acl::detail
