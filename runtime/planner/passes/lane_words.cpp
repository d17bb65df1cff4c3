// Pass lane_words (Plan::lane_words, knob lane_words): each work-item tests once whether
// every row it loads or stores lies inside its array, then runs an unguarded copy of
// loads, User_main and stores, moving byte and short lanes as 32-bit words, or the guarded
// copy. NVIDIA's compiler otherwise splits a uchar16 into four 4-byte moves; the single
// test keeps a work-item's moves together (a test per transfer joins the two paths' values
// before User_main, and the compiler then spreads the stores apart).
#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Data that may move unguarded: plain level-1 SEPARATE vertical data read and written in
/// place, in private arrays with lanes, not prefetched.
bool unguarded(const ArgPlan& a) {
  return plain_vertical(a) && in_place(a.desc.attr) && a.placement == Placement::Private &&
         a.cols.lanes >= 2 && !a.prefetch;
}

/// Single-level plans without sweeps, skipped blocks or wavefronts, on classes with
/// lane_words, whose transfer data is all unguarded and some of it bytes or shorts in rows
/// of whole 32-bit words.
bool applies(const PlanDraft& d) {
  const Plan& plan = d.plan;
  if (!d.knobs.lane_words || plan.levels != 1 || !plan.is<Blocks>() || plan.skip_dropped)
    return false;
  bool words = false;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    if (!unguarded(a)) return false;
    words |= moves_as_words(a);
  }
  return words;
}

/// Marks the plan: its unguarded copy moves byte and short lanes as 32-bit words.
void run(PlanDraft& d) {
  d.plan.lane_words = true;
  d.note(
      "lanes moved as words: a work-item whose rows all lie inside the arrays runs an "
      "unguarded copy of the body, moving byte and short lanes as 32-bit words");
}

}  // namespace

const Pass kLaneWords = {"lane_words", applies, run,
                         {{&kSweeps, &kSkipDropped}, 0, prop::kNotBlocks | prop::kSkipDropped,
                          prop::kLaneWords}};

}  // namespace acl::detail::passes
