// Passes margin_group and margin_split: targets for data read with a margin. A work-item's
// window is (2m+1) x (S+2m) words for S words it owns, so short columns spend most loads
// on the margin.
#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// The level-1 argument with the most margin bytes (the first of equals), or null.
const ArgDesc* widest_margin(const std::vector<ArgDesc>& args) {
  const ArgDesc* widest = nullptr;
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.level == 1 && a.attr.margin > 0 &&
        (!widest ||
         a.attr.margin * a.attr.word_size > widest->attr.margin * widest->attr.word_size))
      widest = &a;
  return widest;
}

/// Level-1 data with a margin, on classes whose halo_wg is below the work-group target.
bool group_applies(const PlanDraft& d) {
  return widest_margin(d.args) && d.knobs.halo_wg && d.knobs.halo_wg < d.targets.wg_target;
}

/// CPUs (64): row-wide groups would put every block's margin across the row ends, every
/// load on the clamped path; the blocks at the row ends still take it, so narrow groups
/// leave fewer words there. NVIDIA (128): the windows of margins 2-4 with four lanes run
/// faster in groups of 128 (bench/results/knobs/README.md#halo-groups-on-cpus).
void group_run(PlanDraft& d) {
  d.targets.wg_target = d.knobs.halo_wg;
  d.note("data with a margin: work-group target " + std::to_string(d.knobs.halo_wg) +
         " (halo_wg)");
}

/// halo_rows words per margin word (bytes, as the budget counts them) of the widest margin.
size_t margin_split_bytes(const PlanDraft& d) {
  const ArgDesc* w = widest_margin(d.args);
  return size_t(d.knobs.halo_rows) * w->attr.margin * w->attr.word_size;
}

/// Single-level plans whose widest margin belongs to SEPARATE vertical data, on classes with
/// halo_rows, when those rows are more than the split budget.
bool split_applies(const PlanDraft& d) {
  const ArgDesc* w = widest_margin(d.args);
  return w && d.knobs.halo_rows && single_level(d.args) && w->attr.broadcast == ACL_SEPARATE &&
         w->attr.split == ACL_VERTICAL && margin_split_bytes(d) > d.targets.split_bytes;
}

/// Longer columns and a work-group per block: each work-item loads its window's margin rows
/// once for more rows it computes.
void split_run(PlanDraft& d) {
  const ArgDesc* w = widest_margin(d.args);
  const size_t want = margin_split_bytes(d);
  d.targets.split_bytes = unsigned(want);
  d.targets.groups_per_cu = 0;
  d.note("margin " + std::to_string(w->attr.margin) + " of '" + w->param.name +
         "': split budget raised to " + std::to_string(want) + " bytes (" +
         std::to_string(d.knobs.halo_rows) +
         " words per margin word, rows or lanes x rows) and a work-group per block");
}

}  // namespace

const Pass kMarginGroup = {"margin_group", group_applies, group_run};
const Pass kMarginSplit = {"margin_split", split_applies, split_run};

}  // namespace acl::detail::passes
