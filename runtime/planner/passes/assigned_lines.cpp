// Pass assigned_lines: written ACL_PER_* data that User_main only assigns, every word of the
// portion before any read (Param::assigned), starts without the identity fill. The fill
// lets User_main combine into its words; where it assigns them all before reading any, the
// words it leaves are its own, and the fold after it reads no word of the fill
// (ArgPlan::assigned, codegen/lines.cpp load_line).
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Written, unread line data of a one-level Blocks plan on words (no lanes, no vectors of
/// User_main) whose User_main loop covers its whole portion: a private window of exactly the
/// portion's split words, one plane, and the loop's bound that many words (get_acl_size(name)
/// is the split; get_ac_size(1) the level-1 block size, which must equal it).
bool assignable(const Plan& p, const ArgPlan& a) {
  const AssignedLoop loop = a.desc.param.assigned;
  if (!a.line || a.assigned || loop == AssignedLoop::None || a.desc.attr.def == ACL_NONE ||
      a.desc.attr.ref != ACL_NONE)
    return false;
  if (a.placement != Placement::Private || a.local_view || a.loaded || a.prefetch ||
      a.cols.lanes > 1 || a.margin || a.margin_z || a.nbh || a.tiled.axis[0] ||
      a.split_size != a.win_x * a.win_y)
    return false;
  return loop == AssignedLoop::PortionSize ||
         (a.level == 1 && p.levels >= 1 && p.block_size[1] == a.split_size);
}

bool applies(const PlanDraft& d) {
  if (!d.plan.is<Blocks>() || d.plan.levels != 1 || d.plan.user_lanes || d.plan.row_loop)
    return false;
  for (const ArgPlan& a : d.plan.args)
    if (assignable(d.plan, a)) return true;
  return false;
}

void run(PlanDraft& d) {
  for (ArgPlan& a : d.plan.args) {
    if (!assignable(d.plan, a)) continue;
    a.assigned = true;
    d.note(
        "argument " + std::to_string(a.index) + " '" + a.name +
        "': User_main assigns every word of its portion before reading any (a loop to " +
        (a.desc.param.assigned == AssignedLoop::PortionSize ? "get_acl_size" : "get_ac_size(1)") +
        ", " + std::to_string(a.split_size) + " words): no identity fill");
  }
}

}  // namespace

const Pass kAssignedLines = {
    "assigned_lines", applies, run,
    {{&kLineStrips, &kUserLanes}, 0, prop::kNotBlocks | prop::kUserLanes | prop::kRowLoop, 0}};

}  // namespace acl::detail::passes
