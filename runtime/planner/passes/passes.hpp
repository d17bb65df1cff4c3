// The planner's passes (one topic a file beside this one); make_plan.cpp runs them in order and
// docs/planner.md ("Steps") describes them in that order.
#pragma once

#include "planner/draft.hpp"

namespace acl::detail::passes {

// Targets: from the knobs to the working targets of the plan family, once per plan.
extern const Pass kNestedTargets;    // nested.cpp
extern const Pass kMarginGroup;      // margin.cpp
extern const Pass kMarginSplit;      // margin.cpp
extern const Pass kLocalWindows;     // local_windows.cpp
extern const Pass kZWalkTargets;     // z_walk.cpp
/// Whether `a` reads its window (or held portion) in a local tile under d's targets: data
/// from the knobs' or the fit's margin, and held splits once the fit moved them there.
bool reads_tile(const ArgDesc& a, const PlanDraft& d);
extern const Pass kScaledWrite;      // special.cpp
extern const Pass kTransposedWrite;  // special.cpp
extern const Pass kRnoSplit;         // rno.cpp
extern const Pass kRnoRows;          // rno.cpp
extern const Pass kRandomGroups;     // random.cpp
extern const Pass kWaveTargets;      // wavefront.cpp
extern const Pass kBandTargets;      // band_walk.cpp
extern const Pass kScanTargets;      // scan.cpp
extern const Pass kPyramidTargets;   // pyramid.cpp
extern const Pass kStepsTargets;     // steps.cpp

// Shaping: the plan under the targets; the fit runs them again under lowered targets.
extern const Pass kArguments;     // arguments.cpp
extern const Pass kLanes;         // lanes.cpp
extern const Pass kStreamStores;  // lanes.cpp
extern const Pass kTransposedLanes;  // transposed_lanes.cpp
extern const Pass kRnoColumns;    // rno.cpp
extern const Pass kWorkGroup;     // work_group.cpp
extern const Pass kSplits;        // splits.cpp
extern const Pass kRandomBlocks;  // random.cpp
extern const Pass kWholeCommon;   // splits.cpp
extern const Pass kPrefetch;      // groups.cpp
extern const Pass kGroups;        // groups.cpp
extern const Pass kLineSplit;     // groups.cpp
extern const Pass kWavefront;     // wavefront.cpp
extern const Pass kBandWalk;      // band_walk.cpp
extern const Pass kScan;          // scan.cpp
extern const Pass kPyramid;       // pyramid.cpp
extern const Pass kSteps;         // steps.cpp
extern const Pass kRnoWalk;       // rno.cpp
extern const Pass kRnoBarrier;    // rno.cpp
extern const Pass kRnoLoaders;    // rno.cpp
extern const Pass kRnoStrip;      // rno.cpp

// Refining: a plan that fits.
extern const Pass kShrinkColumns;  // shrink.cpp
extern const Pass kSkipDropped;    // shrink.cpp
extern const Pass kKeptColumns;    // shrink.cpp
extern const Pass kSweeps;         // sweeps.cpp
extern const Pass kLaneWords;      // lane_words.cpp
extern const Pass kGroupFastBody;  // group_fast_body.cpp
extern const Pass kRowLoop;        // row_loop.cpp
extern const Pass kUnrollHints;    // unroll.cpp
extern const Pass kInlineUser;     // unroll.cpp
extern const Pass kZWalk;          // z_walk.cpp
extern const Pass kMemory;         // fit.cpp

// Whole plans (make_plan), ACL_TILE plans included.
extern const Pass kSplitCounts;      // coordinates.cpp
extern const Pass kWideCoordinates;  // coordinates.cpp
extern const Pass kFlatten;          // flatten.cpp
extern const Pass kLineStrips;       // line_strips.cpp
extern const Pass kUserLanes;        // user_lanes.cpp
extern const Pass kAssignedLines;    // assigned_lines.cpp
extern const Pass kInPlace;          // in_place.cpp
extern const Pass kVectorizeHints;   // vectorize_hints.cpp

}  // namespace acl::detail::passes
