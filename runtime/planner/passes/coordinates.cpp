// Passes split_counts and wide_coordinates: what the AC kernel counts and addresses in 32
// bits (ACL_COORD, ACL_INDEX), for every plan, ACL_TILE plans included.
#include <algorithm>
#include <climits>

#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Room above the largest coordinate for margins, vector runs and lanes.
constexpr double kSlack = double(1 << 20);

/// The largest coordinate the AC kernel forms: an array's extent in blocks (padding past
/// its end included), scaled for ENLARGE destinations, with margins; tiled extents with a
/// block past their end.
double largest_coordinate(const Plan& plan) {
  double most = 0;
  auto at_least = [&](double v) { most = std::max(most, v); };
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    const double scale =
        a.desc.attr.def == ACL_SPECIAL_ENLARGE ? double(1u << a.desc.attr.scale_log2) : 1.0;
    const double bw = double(a.block_w), bh = double(a.block_h), m = 2.0 * a.margin;
    const size_t* shift = a.desc.attr.position_offset;  // positions User_main is told
    at_least((std::max(double(a.grid[0]) * bw, double(a.w)) + bw + m) * scale);
    at_least((std::max(double(a.grid[1]) * bh * double(a.row_step), double(a.h)) + bh + m) * scale);
    at_least(std::max(double(a.grid[2]), double(a.d)));
    for (int dim = 0; dim < 3; ++dim)
      if (shift[dim]) at_least(double(shift[dim]) + double(dim == 0 ? a.w : dim == 1 ? a.h : a.d));
    at_least(double(a.dest_w));
    at_least(double(a.dest_h));
  }
  if (plan.is<Tiling>()) {
    const Tiling& t = plan.tiling();
    at_least(double(t.x) + double(t.block_x()));
    at_least(double(t.y) + double(t.block_y()));
    at_least(double(t.k) + double(t.chunk));
  }
  return most;
}

/// The first level with more splits than the AC kernel counts in 32 bits, or 0.
unsigned level_past_counts(const Plan& plan) {
  for (unsigned l = 1; l <= plan.levels; ++l)
    if (double(plan.count[l]) > double(INT_MAX) - kSlack) return l;
  return 0;
}

/// Plans with a level of more than about INT_MAX splits: rejected.
bool counts_applies(const PlanDraft& d) {
  return level_past_counts(d.plan) != 0;
}

void counts_run(PlanDraft& d) {
  const unsigned l = level_past_counts(d.plan);
  throw Error(ACL_PLAN_DOES_NOT_FIT,
              "level " + std::to_string(l) + " has " + std::to_string(d.plan.count[l]) +
                  " splits, more than the AC kernel counts in 32 bits; allow longer splits "
                  "(split_max) or wider work-groups (wg_max)");
}

/// Plans where some coordinate could pass INT_MAX (a row of INT_MAX - 100 bytes: the last
/// block's padding columns would wrap in 32 bits and skip their guards).
bool wide_applies(const PlanDraft& d) {
  return largest_coordinate(d.plan) + kSlack > double(INT_MAX);
}

void wide_run(PlanDraft& d) {
  d.plan.wide_coords = d.plan.wide_index = true;
  d.note(
      "64-bit coordinates and indices: an extent of the arrays, with its padding, passes "
      "2^31 words");
}

}  // namespace

const Pass kSplitCounts = {"split_counts", counts_applies, counts_run};
const Pass kWideCoordinates = {"wide_coordinates", wide_applies, wide_run};

}  // namespace acl::detail::passes
