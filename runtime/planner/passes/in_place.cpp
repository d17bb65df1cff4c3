// Pass in_place (knob in_place_reads, CPUs): in reduction strips (pass line_strips), read
// data whose window is the strip's own run of one row reaches User_main as a pointer into
// the array, with no private copy. On a CPU, global and private memory are the same memory:
// the copy only moved each word through the cache once more before User_main read it. The
// pointer is `__global`, so User_main's parameter must be one that only indexes its words
// (Param::as_view; codegen gives it the address space), and every strip must lie inside
// the array, since the guarded body's padding words past a row's end would be the next
// row's: the rows cut evenly into strips. ACL_PER_ROW words read beside column sums, whose
// strips are walked row after row (Plan::band_runs), are all one row's word: User_main's
// pointer is that word in the array, its reads of the pointer one read of the word, held in
// a register (Param::word_reads, hoist_word), or else they are filled again only when the
// walk reaches another row (ArgPlan::fill_per_row). Written
// column sums that User_main assigns word by word get the totals themselves, its
// assignment made a combine (ArgPlan::into_totals): no window, no fold after the call.
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Read, unwritten data of the strips whose portion is one run of words of one row, in
/// ascending order, inside the array wherever a strip starts: level-1 SEPARATE data or
/// read ACL_PER_COLUMN line data (a strip's columns' words lie side by side), cut along the
/// rows without margin, lanes or a staging of its own, User_main's pointer a view.
bool readable_in_place(const ArgPlan& a) {
  const acl_attr& t = a.desc.attr;
  if (!a.is_transfer() || a.placement != Placement::Private || t.def != ACL_NONE ||
      t.ref != ACL_TOP_LEFT || !a.desc.param.as_view)
    return false;
  if (a.line && a.line != ACL_PER_COLUMN) return false;
  if (a.level != 1 || a.vertical || a.margin || a.margin_z || a.nbh || a.loaded || a.prefetch ||
      a.local_view || a.cols.lanes > 1 || a.cols.step > 1 || a.tiled.axis[0] || a.dest_w ||
      a.win_y != 1 || a.win_x != a.split_size || a.in_place)
    return false;
  return a.split_size && a.w % a.split_size == 0;
}

/// Read ACL_PER_ROW words of strips walked in runs of rows, which User_main only reads.
bool fills_per_row(const Plan& p, const ArgPlan& a) {
  return p.band_runs && a.is_transfer() && a.placement == Placement::Private &&
         a.line == ACL_PER_ROW && a.desc.attr.def == ACL_NONE && a.desc.param.as_view &&
         a.level == 1 && !a.vertical && a.d == 1 && !a.prefetch && !a.loaded && !a.fill_per_row &&
         !a.in_place;
}

/// Written column sums with a total for every column that User_main assigns, word by word,
/// in its one loop over the portion (ArgPlan::assigned).
bool combines_into_totals(const Plan& p, const ArgPlan& a) {
  return p.row_totals(a) && a.assigned && a.placement == Placement::Private && a.level == 1 &&
         !a.vertical && a.cols.lanes <= 1 && !a.prefetch && !a.into_totals;
}

bool applies(const PlanDraft& d) {
  const Plan& p = d.plan;
  if (!d.knobs.in_place_reads || !p.is<Blocks>() || p.levels != 1 || !p.plain_loops ||
      !p.line_blocks || p.user_lanes || p.row_loop || p.wg != 1)
    return false;
  for (const ArgPlan& a : p.args)
    if (readable_in_place(a) || fills_per_row(p, a) || combines_into_totals(p, a)) return true;
  return false;
}

void run(PlanDraft& d) {
  for (ArgPlan& a : d.plan.args) {
    if (combines_into_totals(d.plan, a)) {
      a.into_totals = true;
      d.note("argument " + std::to_string(a.index) + " '" + a.name +
             "': User_main's pointer is the column totals at the strip's first column, and its "
             "assignment of each word combines into them (no window, no fold after the call)");
    }
    if (fills_per_row(d.plan, a) && a.desc.param.word_reads) {
      a.in_place = true;
      d.note("argument " + std::to_string(a.index) + " '" + a.name +
             "': read in place, every word of a strip its row's word: User_main's pointer is "
             "that word in the array, and its reads of the pointer one read of the word");
    } else if (fills_per_row(d.plan, a)) {
      a.fill_per_row = true;
      d.note("argument " + std::to_string(a.index) + " '" + a.name +
             "': every word of a strip is its row's word, filled again only when the walk "
             "reaches another row");
    }
    if (!readable_in_place(a)) continue;
    a.in_place = true;
    d.note("argument " + std::to_string(a.index) + " '" + a.name +
           "': read in place, User_main's pointer at the strip's first word in the array (its "
           "rows cut evenly into strips of " +
           std::to_string(a.split_size) +
           " words; this class's private memory is the same memory, "
           "so a copy would only pass each word through the cache once more)");
  }
  // The fit and memory notes came before this pass and count the copies it left out.
  d.note("memory: " + std::to_string(d.plan.private_bytes()) +
         " private bytes per work-item without those copies");
}

}  // namespace

const Pass kInPlace = {
    "in_place", applies, run,
    {{&kLineStrips, &kAssignedLines},
     prop::kPlainLoops | prop::kLineBlocks,
     prop::kNotBlocks | prop::kUserLanes | prop::kRowLoop,
     0}};

}  // namespace acl::detail::passes
