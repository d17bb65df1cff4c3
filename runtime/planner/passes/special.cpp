// Passes scaled_write and transposed_write: targets for ACL_SPECIAL_* write-backs, which
// classes that stage store from a local tile in the destination's order.
#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// The first vertical transfer argument whose def satisfies `which`, or null.
template <typename Which>
const ArgDesc* vertical_def(const std::vector<ArgDesc>& args, Which which) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.split == ACL_VERTICAL && which(a.attr.def)) return &a;
  return nullptr;
}

bool is_scaling(cl_uint def) {
  return def == ACL_SPECIAL_ENLARGE || def == ACL_SPECIAL_SHRINK;
}

/// Single-level plans with a vertical ENLARGE or SHRINK write-back, on classes that stage
/// whose scale_bytes is at least the split budget.
bool scaled_applies(const PlanDraft& d) {
  const Targets& t = d.targets;
  return single_level(d.args) && t.stage_below_bytes && d.knobs.scale_bytes >= t.split_bytes &&
         vertical_def(d.args, is_scaling);
}

/// Longer columns and a work-group per block: the staged write-back then stores long
/// destination rows; SHRINK without prefetch, which only slows its loads there.
void scaled_run(PlanDraft& d) {
  const ArgDesc& a = *vertical_def(d.args, is_scaling);
  const bool shrink = a.attr.def == ACL_SPECIAL_SHRINK;
  d.targets.split_bytes = d.knobs.scale_bytes;
  d.targets.groups_per_cu = 0;
  if (shrink) d.targets.prefetch = false;
  d.note("def " + origin_name(a.attr.def) + " of '" + a.param.name + "': split budget raised to " +
         std::to_string(d.knobs.scale_bytes) + " bytes and a work-group per block" +
         (shrink ? ", no prefetch" : ""));
}

/// Single-level plans with a vertical transposing write-back (ROT90, ROT270,
/// MIRROR_TRANSPOSE) on classes whose special_bytes is above the split budget.
bool transposed_applies(const PlanDraft& d) {
  return single_level(d.args) && d.knobs.special_bytes > d.targets.split_bytes &&
         vertical_def(d.args, is_transposing);
}

/// A block's columns become destination rows, so the split sets how long each stored row
/// is (special_bytes), and a work-group per block stores them faster than persistent
/// groups.
void transposed_run(PlanDraft& d) {
  const ArgDesc& a = *vertical_def(d.args, is_transposing);
  const StrategyKnobs& k = d.knobs;
  d.targets.split_bytes = k.special_bytes;
  d.targets.groups_per_cu = 0;
  if (k.special_wg) d.targets.wg_target = k.special_wg;
  d.note("def " + origin_name(a.attr.def) + " of '" + a.param.name + "': split budget raised to " +
         std::to_string(k.special_bytes) +
         " bytes, the length of each stored destination row, and a work-group per block" +
         (k.special_wg ? " of " + std::to_string(k.special_wg) + " work-items" : ""));
}

}  // namespace

const Pass kScaledWrite = {"scaled_write", scaled_applies, scaled_run};
const Pass kTransposedWrite = {"transposed_write", transposed_applies, transposed_run};

}  // namespace acl::detail::passes
