// The AC kernel strategy for ACL_TILE plans (2-D work-groups, streamed level-2 tiles).
#pragma once

#include <string>

#include "codegen/source_writer.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

/// The ACL_WG_X/Y, ACL_TILE_X/Y and ACL_RUN_X/Y constants the tile builtins read.
void write_tiled_constants(SourceWriter& w, const Plan& plan);

/// The kernel `ACL_kernel` with parameter list `params` for a plan with the Tiling schedule.
void write_tiled_kernel(SourceWriter& w, const Plan& plan, const std::string& params);

/// The word of a tiled plan's argument `a` at (x, y), per its border mode (folded
/// coordinates, no branch); data that is also written reads zero outside instead: a clamped
/// read would race with the write-back of the word's owner. Both strategies load through it.
std::string tiled_word(const Plan& plan, const ArgPlan& a, const std::string& x,
                       const std::string& y);

/// A level-1 COMMON table beside ACL_TILE data (Placement::Common): its local array, the
/// whole array, and its state (every word valid, origin 0).
void declare_common(SourceWriter& w, const ArgPlan& a);
/// The group copies each such table of `plan` into its local array (work-item `lid` of the
/// plan's group), then waits at a barrier; nothing where the plan has none.
void load_commons(SourceWriter& w, const Plan& plan, const std::string& lid);

/// acl_bx and acl_by, the origin of the group's block (row by row, or in the plan's bands).
void write_block_origin(SourceWriter& w, const Tiling& t);

/// The same for the CPU strategy, tiling.cpu (codegen/tiled_cpu.cpp).
void write_tiled_cpu_kernel(SourceWriter& w, const Plan& plan, const std::string& params);

}  // namespace acl::detail
