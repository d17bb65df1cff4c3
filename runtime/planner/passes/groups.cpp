// Pass groups: how many work-groups run, for plans whose blocks may run in any order
// (dependency walks and wavefronts count their own: rno.cpp, wavefront.cpp); and the target
// pass line_split: the split budget of written ACL_PER_* data on CPUs.
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Whether written ACL_PER_* data `t` gives each work-item's words one row, column or slice:
/// not ACL_PER_ROW cut down the columns (ACL_VERTICAL: a work-item's words lie in `split`
/// rows) nor ACL_PER_COLUMN cut along the rows.
bool line_per_item(const acl_attr& t) {
  return !(t.broadcast == ACL_PER_ROW && t.split == ACL_VERTICAL) &&
         !(t.broadcast == ACL_PER_COLUMN && t.split == ACL_HORIZONTAL);
}

/// Whether the arguments write ACL_PER_* data, all of it a line a work-item.
bool lines_per_item(const std::vector<ArgDesc>& args) {
  bool any = false;
  for (const ArgDesc& a : args) {
    if (a.kind != ArgKind::Transfer || a.attr.def == ACL_NONE || !is_line(a.attr.broadcast))
      continue;
    if (!line_per_item(a.attr)) return false;
    any = true;
  }
  return any;
}

/// Column sums in strips (pass line_strips): transfer data all cut along its rows
/// (ACL_HORIZONTAL) into work-groups of one work-item, of one slice, with written
/// ACL_PER_COLUMN data and no other written line data. Its first level-1 argument that is
/// not line data, else nullptr.
const ArgPlan* column_runs(const Plan& plan) {
  const ArgPlan* first = nullptr;
  bool columns = false;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    const acl_attr& t = a.desc.attr;
    if (t.split != ACL_HORIZONTAL || t.wg_max != 1 || t.level != 1 || t.size[2] != 1)
      return nullptr;
    if (a.line && t.def != ACL_NONE) {
      if (a.line != ACL_PER_COLUMN) return nullptr;
      columns = true;
    }
    if (!first && !a.line) first = &a;
  }
  return columns ? first : nullptr;
}

/// Plans whose transfer data has no dependency or reads its neighbours before processing.
bool applies(const PlanDraft& d) {
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && !any_order(a.desc.attr)) return false;
  return true;
}

/// Column sums in strips (pass line_strips, groups of one work-item), twice as many groups
/// as compute units: each group walks a run of consecutive block rows, all of each row's
/// blocks in order (Plan::band_runs), so it reads one contiguous stretch of the arrays and
/// keeps every column's total in private memory from its first block to its last
/// (Plan::line_blocks), adding them once. Bands of columns walked down all rows were slower
/// than the plan of line_bytes (every row's stretch of a band lies in another page;
/// docs/performance.md, "groups"). Past knob column_runs runs, the groups split each row
/// into ranges of block columns instead (Plan::column_ranges): the totals are added with an
/// atomic swap a word, so their cost grows with the runs, not with the data. False where it
/// does not apply.
bool column_run_groups(PlanDraft& d, unsigned cus) {
  Plan& plan = d.plan;
  const ArgPlan* first = column_runs(plan);
  if (!first) return false;
  const size_t gy = first->grid[1], gx = first->grid[0];
  const size_t target = 2 * size_t(std::max(1u, cus)), most = d.knobs.column_runs;
  const size_t cut = most && target > most ? std::min(gx, target / most) : 1;
  const size_t ranges = ceil_div(gx, ceil_div(gx, cut));  // none of them empty
  const size_t runs = std::min(gy, target / ranges);
  plan.groups = runs * ranges;
  plan.band_runs = runs;
  plan.column_ranges = ranges;
  plan.line_blocks = true;
  plan.plain_loops = plan.wg == 1;  // strips of one work-item (pass line_strips)
  d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
         " level-1 blocks: each walks a run of about " + std::to_string(ceil_div(gy, runs)) +
         " consecutive block rows, every column's total kept until its last block" +
         (ranges > 1 ? ", in " + std::to_string(ranges) + " ranges of " +
                           std::to_string(ceil_div(gx, ranges)) +
                           " block columns a row (knob column_runs " + std::to_string(most) +
                           ": each column's totals added " + std::to_string(runs) + " times)"
                     : std::string()));
  return true;
}

/// Knob line_bytes (CPUs, a group per block): the blocks are tall (pass line_split), so a
/// group combines its totals once per many words, and PoCL vectorises each block's
/// work-item loop, where a persistent group's loop over blocks runs as one loop per
/// work-item over all of them, word by word (bench/results/knobs/README.md, reductions on
/// CPUs). False where it does not apply.
bool line_byte_groups(PlanDraft& d) {
  Plan& plan = d.plan;
  if (!d.knobs.line_bytes || !lines_per_item(d.args)) return false;
  plan.line_blocks = true;
  plan.plain_loops = plan.wg == 1;  // strips of one work-item (pass line_strips)
  d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
         " level-1 blocks, one each (knob line_bytes): each work-item combines its words of "
         "the block, the group its work-items' totals once, after the block");
  return true;
}

/// groups_per_cu 0: a work-group per block; otherwise persistent work-groups that walk
/// blocks g, g + groups, ... (what lets them prefetch the next one).
void run(PlanDraft& d) {
  Plan& plan = d.plan;
  const unsigned per_cu = d.targets.groups_per_cu, cus = d.dev.compute_units;
  const size_t resident = size_t(cus) * per_cu;
  plan.groups =
      std::max<size_t>(1, per_cu == 0 ? plan.count[1] : std::min(plan.count[1], resident));
  // Written ACL_PER_COLUMN and ACL_PER_SLICE data: each work-item keeps its words' totals
  // while its blocks keep to the same columns (slice), and adds them to the array once they
  // move on (codegen/lines.cpp); persistent groups, a multiple of the block columns for
  // ACL_PER_COLUMN, give each work-item one column of blocks to walk and so one atomic per
  // word, where a group per block takes one per block.
  if (per_cu == 0 && (column_run_groups(d, cus) || line_byte_groups(d))) return;
  const ArgPlan* kept = nullptr;
  for (const ArgPlan& a : plan.args)
    if (a.line && a.desc.attr.def != ACL_NONE && !a.line_group()) kept = &a;
  for (const ArgPlan& a : plan.args)
    if (a.line == ACL_PER_SLICE && a.desc.attr.def != ACL_NONE && !kept) kept = &a;
  // Written ACL_PER_ROW data (and no ACL_PER_COLUMN data, which needs the other order): the
  // blocks numbered down the block columns and the groups a multiple of the block rows, so
  // that each group walks along one block row and combines its rows across the group once,
  // after its last block, where a group per block combined them after every block.
  const ArgPlan* rows = nullptr;
  for (const ArgPlan& a : plan.args)
    if (a.line == ACL_PER_ROW && a.desc.attr.def != ACL_NONE) rows = &a;
  if (rows && !kept && rows->grid[0] > 1 && rows->grid[2] == 1) {
    const size_t gy = rows->grid[1], want = size_t(cus) * std::max(1u, per_cu);
    plan.columns_first = true;
    plan.groups = std::min(plan.count[1], std::max<size_t>(1, want / gy) * gy);
    d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
           " level-1 blocks numbered down the block columns, persistent, a multiple of the " +
           std::to_string(gy) + " block rows: " + arg_label(*rows) +
           " combines a block row's words across the group once, after the group's last block");
    return;
  }
  if (kept) {
    const size_t gx = kept->line == ACL_PER_COLUMN ? kept->grid[0] : 1;
    size_t want = size_t(cus) * std::max(1u, per_cu);
    // Column sums (knob column_rows): every group adds each of its columns' totals with an
    // atomic, so where the block rows are few, fewer groups that walk more of them each.
    const size_t rows = kept->grid[1] * kept->grid[2];
    if (kept->line == ACL_PER_COLUMN && d.knobs.column_rows)
      want = std::min(want, gx * std::max<size_t>(1, rows / d.knobs.column_rows));
    plan.groups = std::min(plan.count[1], std::max<size_t>(1, want / gx) * gx);
    d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
           " level-1 blocks, persistent" + (gx > 1 ? ", a multiple of the " + std::to_string(gx) +
                                                          " block columns"
                                                    : "") +
           ": " + arg_label(*kept) + " keeps its totals per work-item across blocks");
    return;
  }
  d.note(std::to_string(plan.groups) + " work-groups for " + std::to_string(plan.count[1]) +
         " level-1 blocks" +
         (per_cu == 0
              ? ", one each"
              : ", at most " + std::to_string(cus) + " compute units x " + std::to_string(per_cu)));
}

}  // namespace

/// Written ACL_PER_* data, all of it a line a work-item, on classes with line_bytes above
/// the split budget.
bool line_split_applies(const PlanDraft& d) {
  return d.knobs.line_bytes > d.targets.split_bytes && lines_per_item(d.args);
}

/// CPUs (128): a work-item combines its split's words into one total, so long splits leave
/// the group fewer totals to combine per word (bench/results/knobs/README.md).
/// Where the view is vertical, the budget halves until a group as wide as its rows (up to
/// the target) keeps every level-1 argument's split within group_private_bytes: otherwise
/// the fit caps the groups below the row width and each row's last group runs padded.
void line_split_run(PlanDraft& d) {
  size_t bytes = d.knobs.line_bytes, width = 0, arrays = 0;
  for (const ArgDesc& a : d.args) {
    if (a.kind != ArgKind::Transfer || a.attr.level != 1) continue;
    ++arrays;
    if (a.attr.split == ACL_VERTICAL) width = std::max<size_t>(width, a.attr.size[0]);
  }
  width = std::min<size_t>(width, d.targets.wg_target);
  const size_t limit = d.knobs.group_private_bytes;
  while (limit && width && bytes > 4 && width * arrays * bytes > limit) bytes /= 2;
  d.targets.split_bytes = unsigned(bytes);
  d.targets.private_bytes = std::max<size_t>(d.targets.private_bytes, 4 * bytes);
  // Work-groups of one work-item (strips, pass line_strips): its private arrays are the
  // group's, within group_private_bytes.
  bool single = arrays > 0;
  for (const ArgDesc& a : d.args)
    if (a.kind == ArgKind::Transfer && a.attr.wg_max != 1) single = false;
  if (single)
    d.targets.private_bytes = std::max(d.targets.private_bytes, d.knobs.group_private_bytes);
  d.note("written ACL_PER_* data, a line a work-item: split budget " + std::to_string(bytes) +
         " bytes (line_bytes " + std::to_string(d.knobs.line_bytes) +
         (bytes < d.knobs.line_bytes ? ", halved until groups as wide as the rows fit "
                                       "group_private_bytes"
                                     : "") +
         ")");
}

const Pass kGroups = {"groups", applies, run,
                      {{&kWorkGroup, &kSplits}, 0, 0, prop::kLineBlocks | prop::kPlainLoops}};
const Pass kLineSplit = {"line_split", line_split_applies, line_split_run};

}  // namespace acl::detail::passes
