// What the passes' predicates share: the kinds of data an optimisation applies to, each
// stated by what it includes. A new attribute value (an origin, a dependency, a split)
// reaches an optimisation only once a predicate here, or the pass's own, names it.
#pragma once

#include <vector>

#include "planner/plan.hpp"

namespace acl::detail {

/// Origins whose blocks sit on the plan's grid: none, top-left, bottom-left and the
/// ACL_SPECIAL_* write-backs (ACL_RANDOM blocks sit where a position buffer says).
bool on_grid(cl_uint origin);
/// Both of an argument's origins are on the grid.
bool on_grid(const acl_attr& at);
/// ACL_RANDOM data: blocks at the origins of a position buffer.
bool at_positions(const acl_attr& at);
/// Words read and written in place: ref and def none, top-left or bottom-left (no
/// ACL_SPECIAL_* write-back, no ACL_RANDOM).
bool in_place(const acl_attr& at);
/// Words exactly where the array has them: ref and def none or top-left (not flipped).
bool unmoved(const acl_attr& at);
/// Data without neighbours: dependency ACL_DEP_NONE.
bool independent(const acl_attr& at);
/// Blocks that may run in any order: no dependency, or neighbours read before processing
/// (ACL_LNO0/1/2).
bool any_order(const acl_attr& at);
/// Data only read: a ref, no def.
bool only_read(const acl_attr& at);

/// Level-1 SEPARATE data on the grid: the data whose rows set the work-group's width.
bool grid_separate(const ArgPlan& a);
/// Plain level-1 SEPARATE data: on the grid, without dependencies and without a margin along
/// z (whose planes only the direct loads of private windows move). Where most optimisations
/// start.
bool plain_separate(const acl_attr& at);
bool plain_separate(const ArgPlan& a);
/// Plain level-1 SEPARATE vertical data (a work-item owns columns of its block).
bool plain_vertical(const acl_attr& at);
bool plain_vertical(const ArgPlan& a);
/// The same, a margin along z allowed: what the moves that take planes (the direct loads of
/// private windows, row sweeps) apply to.
bool plain_vertical_planes(const ArgPlan& a);

/// Data whose window may be a view into a local tile (pass local_windows): plain level-1
/// vertical data only read where it lies, with a margin of at least `min_margin` (> 0),
/// which User_main reads only as a view (Param::as_view).
bool local_view(const ArgDesc& a, unsigned min_margin);
/// The same without a margin, for data whose split is held above a word (split_min): its
/// portion, a column of that many words, may be read in a local tile where private
/// memory cannot hold it (Targets::held_views).
bool held_view(const ArgDesc& a);

/// The margin from which `a` may read its window in a local tile: window_by_rows (or
/// window_margin if lower and set) for data User_main reads only through *get_acl_xy
/// (Param::xy_only), window_margin for other data; 0 = never. `fit_from`
/// (Targets::window_from): the fit's margin, below those, from which data whose private
/// windows did not fit reads local tiles (0: the knobs' alone).
unsigned view_margin(const ArgDesc& a, const StrategyKnobs& k, unsigned fit_from = 0);

/// Whether OpenCL C has vectors of `type` (typeN): the built-in scalars ACL moves as vectors.
bool has_vectors(const std::string& type);
/// 1- and 2-byte integer words, whose lanes Plan::lane_words moves as 32-bit words.
bool small_integer(const ArgPlan& a);

/// Every argument is a value or transfer data: nothing else (a __global pointer, __local
/// scratch) lets User_main tell work-items apart through memory.
bool only_values_and_transfers(const std::vector<ArgPlan>& args);
/// Plans whose transfer data is all at level 1.
bool single_level(const std::vector<ArgDesc>& args);
/// Plans with ACL_RNO1 or ACL_RNO2 data, which run in wavefronts.
bool has_wave(const std::vector<ArgDesc>& args);
/// Plans with ACL_RNO1_SUM data, which run as one-pass scans (pass scan).
bool has_scan(const std::vector<ArgDesc>& args);
/// The ACL_RNO0 argument cut along rows with a margin (the row above, wider by the margin:
/// pass pyramid), or null.
const ArgDesc* pyramid_arg(const std::vector<ArgDesc>& args);
/// The first transfer argument with an ACL_RNO0 dependency, or null.
const ArgPlan* rno0_arg(const std::vector<ArgPlan>& args);
/// Whether some argument of the plan takes lanes.
bool has_lanes(const Plan& p);

}  // namespace acl::detail
