// Passes pyramid_targets and pyramid: ACL_RNO0 data cut along rows with a margin m, whose
// rows each read the m words either side of their portion in the row above (dynamic
// programming over the row above). One launch of strips in bands (Pyramid in plan.hpp,
// codegen/schedule_pyramid.cpp).
#include <algorithm>
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/plan_rules.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

bool applies(const PlanDraft& d) {
  return d.pyramid_margin > 0;
}

/// A work-item's words of a row live in private memory from its loads to its stores:
/// direct transfers, no prefetch, no lanes, groups as wide as the knob says.
void targets_run(PlanDraft& d) {
  Targets& t = d.targets;
  t.direct(d.knobs.pyramid_wg, d.knobs.pyramid_bytes);
  t.groups_per_cu = 0;
  // One work-item a strip keeps its rows (the data only read, the row above and the row
  // computed) in private memory: three portions and more of pyramid_bytes each. Strips no
  // wider than gives each compute unit one (with their margins; the margin a quarter of
  // the strip at most), so that a narrow array still runs on every core.
  if (d.knobs.pyramid_wg == 1) {
    t.private_bytes = std::max(t.private_bytes, 4 * d.knobs.pyramid_bytes);
    for (const ArgDesc& a : d.args) {
      if (a.kind != ArgKind::Transfer || a.attr.dependency != ACL_RNO0) continue;
      const size_t rows = std::min<size_t>(std::max(1u, d.knobs.pyramid_rows),
                                           std::max<size_t>(1, a.attr.size[1]));
      const size_t band_margin = size_t(d.pyramid_margin) * (rows - 1);
      const size_t per_cu = ceil_div(a.attr.size[0], std::max(1u, d.dev.compute_units));
      const size_t words = std::max({per_cu + 2 * band_margin, 4 * band_margin, size_t(64)});
      t.split_bytes = unsigned(std::min<size_t>(t.split_bytes, words * a.attr.word_size));
    }
  }
  d.note("rows over the row above: work-group target " + std::to_string(d.knobs.pyramid_wg) +
         ", split budget " + std::to_string(d.knobs.pyramid_bytes) +
         " bytes, direct transfers, no prefetch");
}

/// Rows per band: the knob's, fewer while the recomputed margin (m x (rows - 1) words a side,
/// in whole portions; in words with one work-item a strip) would take more than a quarter of
/// the strip; the knob's without a margin when one strip covers the row.
void shape(Pyramid& v, unsigned wg, unsigned s, unsigned rows_knob) {
  v.width = size_t(wg) * s;
  const bool single = wg == 1;
  if (v.width >= v.w) {
    v.rows = unsigned(std::min<size_t>(v.h, std::max(1u, rows_knob)));
    v.own = v.width;
    v.strips = 1;
  } else {
    // One work-item a strip: no more rows than the array has (its margin is counted in words).
    size_t rows = std::max(1u, rows_knob), band_margin = 0;
    if (single) rows = std::min(rows, v.h);
    for (; rows > 1; --rows) {
      band_margin = size_t(v.margin) * (rows - 1);
      if (!single) band_margin = round_up(band_margin, s);
      if (4 * band_margin <= v.width) break;
    }
    if (rows == 1) band_margin = 0;
    v.rows = unsigned(rows);
    v.own = v.width - 2 * band_margin;
    v.strips = ceil_div(v.w, v.own);
  }
  v.bands = ceil_div(v.h, v.rows);
}

void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const ArgPlan* first = check_plan_rules(PlanStep::Pyramid, plan.args, d.loop_safe);
  if (!first) internal_error("pyramid plan without ACL_RNO0 data");
  const ArgPlan& dep = *first;
  Pyramid v;
  v.margin = d.pyramid_margin;
  v.w = dep.w;
  v.h = dep.h;
  v.d = dep.d;
  v.backoff = d.knobs.wave_backoff;
  v.units = dep.word_bytes / 4;
  shape(v, plan.wg, dep.split_size, d.knobs.pyramid_rows);
  // One work-item a strip (a work-group of one): the strip is one portion whose margin need
  // not be whole portions, its rows stay in private memory and no barrier runs; its loops
  // are plain, as in the other plans of one work-item a group.
  plan.plain_loops = plan.wg == 1;
  bool reads = false;
  for (const ArgPlan& a : plan.args) reads |= a.is_transfer() && &a != &dep;
  v.ahead = reads && !plan.plain_loops ? std::min(d.knobs.pyramid_ahead, v.rows) : 0;
  if (v.tickets() >= (size_t(1) << 31) || v.words() >= (size_t(1) << 31))
    throw Error(ACL_PLAN_DOES_NOT_FIT,
                arg_label(dep) + ": " + std::to_string(v.tickets()) +
                    " strips of bands or " + std::to_string(v.words()) +
                    " words of sync buffer (two rows of 64-bit words), 2^31 or more");
  for (ArgPlan& a : plan.args)
    if (a.index == dep.index) a.nbh_margin = v.margin;
  plan.groups = v.tickets();
  plan.schedule = v;
  std::ostringstream n;
  n << "dependency ACL_RNO0 of " << arg_label(dep) << " with margin " << v.margin
    << " (each row reads the row above, " << v.margin << (v.margin > 1 ? " words" : " word")
    << " wider each side): one launch, "
    << v.tickets() << " work-groups taking a band of " << v.rows << " rows of a strip by ticket ("
    << v.strips << " strips of " << v.own << " words a row, each computed " << v.width
    << " wide so that its margin is recomputed, not waited for; " << v.bands << " bands"
    << (v.d > 1 ? ", " + std::to_string(v.d) + " slices" : "") << ")";
  if (plan.plain_loops) n << "; one work-item a strip, its rows in private memory, no barrier";
  if (v.bands > 1)
    n << "; a band's last row goes to the band below through the sync buffer, 64-bit words "
         "tagged with the band, which it polls word by word";
  if (v.ahead)
    n << "; the words of the data only read are loaded " << v.ahead
      << " rows ahead into registers (knob pyramid_ahead)";
  d.note(n.str());
}

}  // namespace

const Pass kPyramidTargets = {"pyramid_targets", applies, targets_run};
const Pass kPyramid = {"pyramid", applies, run,
                       {{&kPyramidTargets, &kGroups}, 0, 0, prop::kPyramid | prop::kPlainLoops}};

}  // namespace acl::detail::passes
