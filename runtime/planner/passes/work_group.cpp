// Pass work_group: the work-group size, from the class's target, the widest row and the
// bounds.
#include <algorithm>
#include <sstream>

#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// fit_width (CPUs): rows are split evenly into groups of any size, so blocks have no
/// padding columns: the fewest groups per row that divide it exactly (5001 = 3 x 1667),
/// else an even split whose last group has a few padding columns.
size_t even_split(size_t need, size_t target) {
  const size_t groups = ceil_div(need, target);
  for (size_t g = groups; g <= 4 * groups; ++g)
    if (need % g == 0) return need / g;
  return ceil_div(need, groups);
}

/// The class's target, no wider than the data, a multiple of the preferred multiple where
/// the bounds allow (GPUs round up: a 7-wide image gets 32 work-items).
void run(PlanDraft& d) {
  const Targets& t = d.targets;
  const size_t lo = d.wg_lo, hi = d.wg_hi, multiple = d.knobs.pref_multiple;
  size_t wg = t.fit_width ? even_split(d.need, t.wg_target)
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
  n << wg << " work-items: class target " << t.wg_target << ", widest level-1 row needs " << d.need
    << " work-items, "
    << (t.fit_width ? std::string("rows split evenly") : "multiple of " + std::to_string(multiple))
    << ", bounds [" << lo << ", " << hi << "]";
  d.note(n.str());
}

}  // namespace

const Pass kWorkGroup = {"work_group", every_plan<PlanDraft>, run};

}  // namespace acl::detail::passes
