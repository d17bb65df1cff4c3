// Pass unroll_hints (knob unroll_hints): User_main's for loops carry an unroll hint where
// the class builds with unrolling off (PoCL).
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Single-level plans without wavefronts, on classes with unroll_hints: there the user's
/// loops walk a portion of a few words. (PoCL, 2048^2: gather 2.5 -> 2.05 ms, transpose
/// 1.76 -> 1.51; with streamed levels MDH unrolled its 1024-atom chunk loop, 7.9 -> 67 ms;
/// the one-pass RNO1 integral went 23 -> 26 ms.)
bool applies(const PlanDraft& d) {
  return d.knobs.unroll_hints && d.plan.levels == 1 && !d.plan.is<Wavefront>() &&
         !d.plan.is<Pipeline>();
}

/// With a window of margin data, private (row sweeps) or read in a local tile (pass
/// local_windows), the unrolled window sums pass the inliner's threshold from 9x9 windows
/// on, and a call in the work-item loop keeps PoCL from vectorising it: there User_main is
/// inlined whatever its size. PoCL 3.1, 1536^2 box sums, local windows: R 4 41.6 -> 22.8
/// ms, R 16 1030 -> 910 (bench/results/2026-11-27-cpu-window-inline); private windows with
/// row sweeps: R 4 160 -> 11.7, R 8 770 -> 64 (bench/results/2026-11-27-cpu-private-inline).
void run(PlanDraft& d) {
  d.plan.unroll_hints = true;
  d.note("User_main's for loops carry an unroll hint (this class builds with unrolling off)");
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && a.desc.attr.margin) {
      d.plan.inline_user = true;
      d.note("User_main inlined whatever its size: argument " + std::to_string(a.index) + " '" +
             a.name + "' reads " + (a.local_view ? "its windows in a local tile" : "windows"));
      break;
    }
}

}  // namespace

const Pass kUnrollHints = {"unroll_hints", applies, run};

}  // namespace acl::detail::passes
