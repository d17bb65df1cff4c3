// Pass vectorize_hints (knob vectorize_hints, CPUs): in plans whose work-items run long
// plain loops (strips of one work-item), User_main's loops that only store words indexed by
// their counter carry a vectorize hint (hint_loop_vectorizing says which), and so do the
// strips' own loops that copy or update words one by one (codegen: schedule_pyramid.cpp's
// rows, lines.cpp's line data and column totals, direct.cpp's one-row windows). PoCL 5 vectorises
// a loop inside a work-item's code only where the source asks for it; asked, LLVM may also
// reassociate a reduction, which is why loops that could hold one are left as they are.
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

bool applies(const PlanDraft& d) {
  // vectorize_hints set: a pass that planned again (line_strips) has run it already.
  return d.knobs.vectorize_hints && d.plan.plain_loops && !d.plan.vectorize_hints;
}

void run(PlanDraft& d) {
  d.plan.vectorize_hints = true;
  d.note("User_main's for loops that only store words indexed by their counter, and the "
         "strips' own loops that copy or update words one by one, carry a vectorize hint (this "
         "class's compiler vectorises a work-item's loops only where asked; the strips' loops "
         "run over thousands of words)");
}

}  // namespace

const Pass kVectorizeHints = {
    "vectorize_hints", applies, run,
    {{&kAssignedLines},
     prop::kPlainLoops,
     prop::kUnrollHints | prop::kVectorizeHints,
     prop::kVectorizeHints}};

}  // namespace acl::detail::passes
