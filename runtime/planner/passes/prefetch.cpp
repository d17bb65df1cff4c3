// Pass prefetch: double buffering, the innermost level's reads of the next split issued
// before User_main runs on this one.
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Plans whose targets ask for double buffers (knob prefetch; not lanes plans, not after
/// the fit dropped them, not where a target pass turned them off).
bool applies(const PlanDraft& d) {
  return d.targets.prefetch;
}

/// Data read at the innermost level, split into blocks, moved in private arrays, COMMON
/// tiles or staged 16-byte chunks (held in registers).
bool prefetched(const ArgPlan& a, unsigned innermost) {
  return a.is_transfer() && !a.broadcast_whole && a.level == innermost &&
         a.desc.attr.ref != ACL_NONE &&
         (a.placement == Placement::Private || a.placement == Placement::Common ||
          a.staging.chunked);
}

void run(PlanDraft& d) {
  bool any_staged = false;
  for (ArgPlan& a : d.plan.args) {
    any_staged |= a.placement == Placement::Staged;
    if (prefetched(a, d.plan.levels)) a.prefetch = true;
  }
  d.note("level " + std::to_string(d.plan.levels) +
         " reads of the next split are issued before User_main runs on this one" +
         (any_staged ? " (staged blocks: 16-byte chunks held in registers)" : ""));
}

}  // namespace

const Pass kPrefetch = {"prefetch", applies, run, {{&kSplits}}};

}  // namespace acl::detail::passes
