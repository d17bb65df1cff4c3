// Pass work_group: the work-group size, from the class's target, the widest row and the
// bounds.
#include <algorithm>
#include <sstream>

#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// fit_width (CPUs): PoCL runs a group's work-items as a loop, vectorised `multiple` at a
/// time with the rest scalar, and a block with padding columns takes the guarded path. Two
/// candidates: the fewest groups per row that divide it exactly (5001 = 3 x 1667: no
/// padding), and the target rounded to whole vectors (each row's last group padded). The
/// exact split wins unless its scalar share of work-items exceeds the padded split's share
/// of guarded groups: a small group's scalar remainder costs every group, the padded
/// split's guarded path only each row's last group.
size_t even_split(size_t need, size_t target, size_t multiple) {
  const size_t groups = ceil_div(need, target);
  const size_t padded = round_up(ceil_div(need, groups), multiple);
  const double guarded = 1.0 / double(ceil_div(need, padded));
  for (size_t g = groups; g <= 4 * groups; ++g) {
    if (need % g) continue;
    const size_t exact = need / g;
    return double(exact % multiple) / double(exact) <= guarded ? exact : padded;
  }
  return padded;
}

/// Rows of the level-1 data cut down its columns (a work-item a column), slices included;
/// 0 where there is none.
size_t column_rows(const PlanDraft& d) {
  size_t rows = 0;
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && a.level == 1 && a.vertical) rows = std::max(rows, a.h * a.d);
  return rows;
}

/// The class's target, no wider than the data, a multiple of the preferred multiple where
/// the bounds allow (GPUs round up: a 7-wide image gets 32 work-items).
void run(PlanDraft& d) {
  const Targets& t = d.targets;
  // A target of one work-item (ACL_RNO0 rows with a margin on CPUs) is taken as it is.
  const size_t lo = d.wg_lo, hi = d.wg_hi;
  const size_t multiple = t.wg_target == 1 ? 1 : d.knobs.pref_multiple;
  // CPUs: data of fewer rows than compute units (a 1-D array is one row) would run as
  // fewer groups than cores at the class's target; a group's share of the rows' work-items
  // then keeps every core busy.
  size_t target = t.wg_target;
  const size_t rows = column_rows(d), cus = std::max(1u, d.dev.compute_units);
  if (t.fit_width && t.wg_target > 1 && rows && rows < cus)
    target = std::min(target, std::max(multiple, ceil_div(d.need * rows, cus)));
  size_t wg = t.fit_width ? even_split(d.need, target, multiple)
                          : std::min<size_t>(t.wg_target, round_up(d.need, multiple));
  wg = std::clamp(wg, lo, hi);
  if (!t.fit_width && wg % multiple != 0) {
    if (round_up(wg, multiple) <= hi)
      wg = round_up(wg, multiple);
    else if (wg / multiple * multiple >= std::max<size_t>(lo, 1))
      wg = wg / multiple * multiple;
  }
  d.plan.wg = unsigned(wg);
  std::ostringstream n;
  n << wg << " work-items: class target " << t.wg_target
    << (target < t.wg_target ? " (" + std::to_string(target) + " for " + std::to_string(cus) +
                                   " compute units over " + std::to_string(rows) +
                                   (rows == 1 ? " row)" : " rows)")
                             : std::string())
    << ", widest level-1 row needs " << d.need
    << " work-items, "
    << (!t.fit_width ? "multiple of " + std::to_string(multiple)
        : d.need % wg == 0
            ? std::string("rows split evenly")
            : "whole vectors of " + std::to_string(multiple) + ", each row's last group padded")
    << ", bounds [" << lo << ", " << hi << "]";
  d.note(n.str());
}

}  // namespace

const Pass kWorkGroup = {"work_group", every_plan<PlanDraft>, run, {{&kArguments}}};

}  // namespace acl::detail::passes
