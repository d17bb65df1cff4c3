// Passes unroll_hints (knob unroll_hints) and inline_user: User_main's for loops carry an
// unroll hint where the class builds with unrolling off (PoCL), and User_main is inlined
// where those loops sum windows of margin data.
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Single-level plans without wavefronts or strips of one work-item (ACL_RNO0 rows with a
/// margin on CPUs, reductions of pass line_strips), on classes with unroll_hints: there the user's
/// loops walk a portion of a few words. Plans with streamed levels or wavefronts are left
/// out: there the user's loops are long and unrolling them slows them.
bool applies(const PlanDraft& d) {
  return d.knobs.unroll_hints && d.plan.levels == 1 && !d.plan.is<Wavefront>() &&
         !d.plan.is<Pipeline>() && !d.plan.plain_loops;
}

void run(PlanDraft& d) {
  d.plan.unroll_hints = true;
  d.note("User_main's for loops carry an unroll hint (this class builds with unrolling off)");
}

/// The first transfer argument with a margin, or null.
const ArgPlan* margin_arg(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && a.desc.attr.margin) return &a;
  return nullptr;
}

/// Plans with unroll hints and a window of margin data.
bool inline_applies(const PlanDraft& d) {
  return d.plan.unroll_hints && margin_arg(d.plan);
}

/// Private windows (row sweeps) or windows read in a local tile (pass local_windows): the
/// unrolled window sums pass the inliner's threshold from 9x9 windows on, and a call in the
/// work-item loop keeps PoCL from vectorising it, so User_main is inlined whatever its
/// size.
void inline_run(PlanDraft& d) {
  const ArgPlan& a = *margin_arg(d.plan);
  d.plan.inline_user = true;
  d.note("User_main inlined whatever its size: argument " + std::to_string(a.index) + " '" +
         a.name + "' reads " + (a.local_view ? "its windows in a local tile" : "windows"));
}

}  // namespace

const Pass kUnrollHints = {
    "unroll_hints", applies, run,
    {{&kGroups, &kWavefront, &kPyramid}, 0, prop::kWavefront | prop::kPipeline | prop::kPlainLoops,
     prop::kUnrollHints}};
const Pass kInlineUser = {"inline_user", inline_applies, inline_run,
                          {{&kUnrollHints}, prop::kUnrollHints, 0, prop::kInlineUser}};

}  // namespace acl::detail::passes
