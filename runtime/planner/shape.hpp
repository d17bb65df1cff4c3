// Blocks, grids, windows and tiles of one argument from a work-group size and a split: the
// arithmetic the shaping passes share.
#pragma once

#include <string>

#include "planner/plan.hpp"

namespace acl::detail {

inline size_t ceil_div(size_t a, size_t b) {
  return (a + b - 1) / b;
}
inline size_t round_up(size_t a, size_t m) {
  return ceil_div(a, m) * m;
}

/// "argument 1 'dst'", for notes and messages.
std::string arg_label(const ArgPlan& a);

inline bool is_common(const ArgPlan& a) {
  return a.placement == Placement::Common;
}

/// Extent along the axis the split size divides, for work-group size `wg`.
size_t split_extent(const ArgPlan& a, unsigned wg);
/// Blocks along the other axes.
size_t other_blocks(const ArgPlan& a, unsigned wg);

/// Fills block, grid, window and tile shapes from `wg` and split size `s`.
void shape(ArgPlan& a, unsigned wg, unsigned s);

}  // namespace acl::detail
