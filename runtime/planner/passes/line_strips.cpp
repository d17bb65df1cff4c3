// Pass line_strips (knobs line_strip_bytes and column_strip_bytes, CPUs): reductions as
// strips of rows, one work-item each. The plan of line_bytes gives a work-group of many
// work-items a block of tall, narrow portions: PoCL runs the group's work-items as a loop
// around each one's words, and a reduction's words then meet in local memory after every
// block. Cut along the rows into strips of one work-item, each work-item's words lie side by
// side in memory: its loads, User_main and its own combine are plain loops over them, which
// PoCL's compiler turns into vector loops (Plan::line_strips says what codegen does so).
// Reductions to a row's or the slice's word take a work-group a strip; reductions to a
// column's word take a few work-groups, each walking a run of consecutive rows strip after
// strip with a total for every column of the view in private memory (Plan::band_runs), so
// the arrays are read once, in order, and each column's word takes one atomic a group.
#include <algorithm>

#include "attributes/attributes.hpp"
#include "planner/eligibility.hpp"
#include "planner/make_plan.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Whether some written line data reduces to columns (strips walked in runs of rows, with
/// a total for every column), else to rows or the slice (a work-group a strip).
bool to_columns(const PlanDraft& d) {
  for (const ArgDesc& a : d.args)
    if (a.kind == ArgKind::Transfer && a.attr.def != ACL_NONE &&
        a.attr.broadcast == ACL_PER_COLUMN)
      return true;
  return false;
}

/// Line data a strip can carry: ACL_PER_ROW and ACL_PER_SLICE data, read or written (cut
/// along the rows, a work-item's words lie in one row and one slice), and ACL_PER_COLUMN
/// data only read (written, a strip would hold a total for every column it crosses). For
/// column sums (`columns`): any line data read and written ACL_PER_COLUMN data only (the
/// work-item keeps a total for every column its strips cross).
bool strip_line(const acl_attr& t, bool columns) {
  if (columns) return t.def == ACL_NONE || t.broadcast == ACL_PER_COLUMN;
  return t.broadcast == ACL_PER_ROW || t.broadcast == ACL_PER_SLICE ||
         (t.broadcast == ACL_PER_COLUMN && t.def == ACL_NONE);
}

/// The arguments cut along the rows into strips, a work-group of one work-item; empty
/// where the arguments do not allow it: every transfer argument level 1,
/// without margin, dependency or moved words, without bounds of its own on the split or the
/// work-group; ACL_SEPARATE data of one shape, vertical data only where User_main cannot see
/// where its words lie (cut along the rows, each word is still its own); line data as
/// strip_line says, at least one of it written. Strips of at most `bytes` and, all
/// arguments' together, within a work-item's budget; the view's rows at least an eighth of
/// that. `columns` (to_columns): data of one slice whose totals for every column of the
/// row (in whole strips) fit the budget beside the strips (Plan::band_runs).
std::vector<ArgDesc> stripped(const PlanDraft& d, size_t bytes, bool columns) {
  const size_t* shape = nullptr;
  size_t word = 0, column = 0;
  bool written = false;
  for (const ArgDesc& a : d.args) {
    if (a.kind != ArgKind::Transfer) continue;
    const acl_attr& t = a.attr;
    column += t.word_size;
    if (t.level != 1 || t.margin || t.margin_z || !independent(t) || !unmoved(t) ||
        t.split_min || t.split_max || t.wg_min || t.wg_max || t.split == ACL_TILE)
      return {};
    if (t.split == ACL_VERTICAL && !d.word_by_word) return {};
    if (is_line(t.broadcast)) {
      if (!strip_line(t, columns)) return {};
      written = written || t.def != ACL_NONE;
      continue;
    }
    if (t.broadcast != ACL_SEPARATE) return {};
    if (shape && !std::equal(shape, shape + 3, t.size)) return {};
    shape = t.size;
    word = std::max<size_t>(word, t.word_size);
  }
  if (!written || !shape || !word || (columns && shape[2] != 1)) return {};
  // Every argument's strip in private memory within the budget of a work-item, which in a
  // group of one is the group's where the class has one (pass line_split), a few words kept
  // for the accumulators.
  const size_t budget = std::max(d.knobs.private_bytes, d.knobs.group_private_bytes);
  const size_t room = budget > 64 ? (budget - 64) / column : 0;
  const size_t most = std::min(bytes / word, room) / 8 * 8, w = shape[0];
  if (most < 16) return {};
  if (w < most / 8) return {};
  // A row in one strip where it fits; else strips of a multiple of 8 words that cut the row
  // evenly where such a length is at least half the longest allowed; else a row in one
  // strip up to twice the longest (a ragged last strip runs the guarded copy of the body
  // over a whole strip's length, however few of its words are real), else strips of equal
  // length, the last ragged.
  size_t s = w;
  if (w > most) {
    s = 0;
    for (size_t l = most; l >= most / 2 && l >= 8; l -= 8)
      if (w % l == 0) {
        s = l;
        break;
      }
    if (!s && w <= 2 * most && w <= room) s = w;
    if (!s) s = round_up(ceil_div(w, ceil_div(w, most)), 8);
  }
  // Column sums: every column's total in private memory, beside the strips, within the
  // budget too.
  if (columns && s * column + (w + s - 1) / s * s * word + 64 > budget) return {};
  std::vector<ArgDesc> out = d.args;
  for (ArgDesc& a : out) {
    if (a.kind != ArgKind::Transfer) continue;
    acl_attr& t = a.attr;
    t.split = ACL_HORIZONTAL;
    t.wg_min = t.wg_max = 1;
    if (t.broadcast == ACL_SEPARATE) t.split_min = t.split_max = cl_uint(s);
  }
  return out;
}

/// The knob that sizes the strips: column_strip_bytes for column sums (their strips go
/// through private memory beside the totals of every column), else line_strip_bytes.
size_t strip_bytes(const PlanDraft& d) {
  return to_columns(d) ? d.knobs.column_strip_bytes : d.knobs.line_strip_bytes;
}

/// Plans not yet of strips on classes with the knob, whose arguments can be cut into strips.
bool applies(const PlanDraft& d) {
  return strip_bytes(d) && !d.plan.plain_loops && !d.plan.is<Tiling>() && !d.plan.is<Steps>() &&
         !stripped(d, strip_bytes(d), to_columns(d)).empty();
}

/// The strips' plan replaces this one (planned again, as pass flatten does).
void run(PlanDraft& d) {
  const bool columns = to_columns(d);
  const size_t bytes = strip_bytes(d);
  d.plan = make_plan(stripped(d, bytes, columns), d.dev,
                     PlanOptions().set_word_by_word(d.word_by_word).set_loop_safe(d.loop_safe));
  size_t s = 0;
  for (const ArgPlan& a : d.plan.args)
    if (!s && a.is_transfer() && !a.line) s = a.split_size;
  if (columns) {
    d.note("written ACL_PER_COLUMN data: the arrays cut along their rows into strips of " +
           std::to_string(s) + " words, " + std::to_string(d.plan.groups) +
           " work-groups of one work-item, each walking a run of rows strip after strip with "
           "every column's total in private memory (knob column_strip_bytes " +
           std::to_string(bytes) + ")");
    return;
  }
  d.note("written ACL_PER_ROW/ACL_PER_SLICE data: the arrays cut along their rows into strips "
         "of " + std::to_string(s) + " words, a work-group of one work-item each, its loops "
         "plain loops over side-by-side words (knob line_strip_bytes " +
         std::to_string(bytes) + ")");
}

}  // namespace

const Pass kLineStrips = {"line_strips", applies, run,
                          {{}, 0, prop::kPlainLoops | prop::kTiling | prop::kSteps, prop::kAny}};

}  // namespace acl::detail::passes
