// Pass row_loop (Plan::row_loop, knob row_loop): a plan with one inside test per work-group
// runs as work-groups of one work-item, each looping over its block's work-items in a loop
// marked for LLVM's vectoriser. PoCL 5.0 vectorises its own work-item loop with 128-bit
// vectors only, such a loop with the target's full width.
#include <string>

#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Plans with one inside test per work-group (pass group_fast_body), on classes with
/// row_loop; not line_blocks plans, whose work-items combine their words after the block
/// (outside the loop this pass makes: the kernel would not build), and whose strips of one
/// work-item already run as plain loops.
bool applies(const PlanDraft& d) {
  return d.knobs.row_loop && d.plan.group_fast_body && !d.plan.line_blocks;
}

/// Only where User_main names no work-item function, barrier or fence (item_loop_safe):
/// those would see the loop's one work-item. The knob row_loop is on for PoCL 5 only; PoCL
/// 3.1 gains nothing from the loop (bench/results/knobs/README.md, "Row loops on CPUs").
void run(PlanDraft& d) {
  if (!d.loop_safe) {
    d.note("not taken: User_main names a work-item function, barrier or fence");
    return;
  }
  d.plan.row_loop = true;
  d.note("work-groups of one work-item, which runs the block's " + std::to_string(d.plan.wg) +
         " work-items as a loop (launched as " + std::to_string(d.plan.groups) + " work-items)");
}

}  // namespace

const Pass kRowLoop = {"row_loop", applies, run,
                       {{&kGroupFastBody}, prop::kGroupFastBody, prop::kLineBlocks,
                        prop::kRowLoop}};

}  // namespace acl::detail::passes
