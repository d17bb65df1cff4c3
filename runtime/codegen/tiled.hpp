// The AC kernel strategies for ACL_TILE plans (2-D work-groups, streamed level-2 tiles):
// tiled.cpp the shared one, tiled_cpu.cpp the CPU one, tiled_common.cpp what both emit.
#pragma once

#include <functional>
#include <string>

#include "codegen/ir.hpp"
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

/// Written ACL_PER_* data beside the tiles (ArgPlan::line): the word a work-item's words
/// start from (the operator's identity); 0 for other level-1 data that is not read.
std::string tile_start(const ArgPlan& a);
/// Global x (y) of tile word `j` of the work-items at `l` along that axis of the group.
using TileOwn = std::function<std::string(char axis, const std::string& j, const std::string& l)>;
/// The local array in which the group combines written ACL_PER_* data `a` (nothing for other
/// data): a word per work-item and word of its tile.
void declare_tile_reduction(SourceWriter& w, const Plan& plan, const ArgPlan& a);
/// After the block's last call: each written ACL_PER_* argument's words combined across the
/// work-items that share them (in local memory, between barriers every work-item reaches),
/// and each word of the block added to the array's word by an atomic (ACL_init set the
/// array to the identity); words past the result's edge never.
void write_tile_reductions(SourceWriter& w, const Plan& plan, const TileOwn& own);

// ---- vector copies both strategies build (code IR, docs/architecture.md) ----
/// The address of word (x, y) of `a`'s array: acl_gN + (ACL_INDEX)y * pitch + x (a chunk's
/// vector loads; further terms of x added to the result print as one sum).
ir::Expr array_at(const ArgPlan& a, const ir::Expr& y, const ir::Expr& x);
/// `t`'s lanes of consecutive words of `a`'s private tile from (acl_iy, acl_ix) on, as one
/// vector literal: (floatN)(acl_pN[acl_iy * W + acl_ix + 0], ...), a row's vector store.
ir::Expr private_run(const ArgPlan& a, const ir::Type& t);

/// acl_bx and acl_by, the origin of the group's block (row by row, or in the plan's bands).
void write_block_origin(SourceWriter& w, const Tiling& t);

/// The same for the CPU strategy, tiling.cpu (codegen/tiled_cpu.cpp).
void write_tiled_cpu_kernel(SourceWriter& w, const Plan& plan, const std::string& params);

}  // namespace acl::detail
