// Passes shrink_columns, skip_dropped and kept_columns: ACL_SPECIAL_SHRINK keeps the word
// at the top-left of each 2^k square, so work on the other words can be skipped when
// nothing else could observe User_main's work.
#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Plans that may skip what SHRINK drops: single-level, no __global pointers, and every
/// transfer argument plain level-1 SEPARATE data, not prefetched, in private arrays (or a
/// staged SHRINK write-back where the class takes kept columns, shrink_columns), read or
/// written by SHRINK only; one SHRINK at least.
bool drops_words(const Plan& plan, const StrategyKnobs& k) {
  if (plan.levels != 1 || plan.is<Tiling>()) return false;
  bool any = false;
  for (const ArgPlan& a : plan.args) {
    if (a.desc.kind == ArgKind::Global) return false;
    if (!a.is_transfer()) continue;
    const acl_attr& at = a.desc.attr;
    const bool shrink = at.def == ACL_SPECIAL_SHRINK;
    const bool staged_shrink =
        k.shrink_columns && a.placement == Placement::Staged && shrink && at.ref == ACL_NONE;
    if (!plain_separate(a) || a.prefetch || !(a.placement == Placement::Private || staged_shrink) ||
        !(at.def == ACL_NONE || shrink))
      return false;
    any |= shrink;
  }
  return any;
}

/// Every SHRINK block is narrower or shorter than 2^k, so some blocks hold no kept word.
bool small_blocks(const Plan& plan) {
  bool small = true;
  for (const ArgPlan& a : plan.args)
    if (a.is_transfer() && a.desc.attr.def == ACL_SPECIAL_SHRINK) {
      const size_t f = size_t(1) << a.desc.attr.scale_log2;
      small &= a.block_w < f || a.block_h < f;
    }
  return small;
}

/// Work-items can take the kept columns only (kept_columns): a work-group per block, all
/// transfer data vertical in private arrays (`staged_too`: or staged) without lanes on one
/// block grid, every written argument a SHRINK by the same 2^k >= 2.
bool keeps_columns(const Plan& plan, bool staged_too) {
  if (plan.groups != plan.count[1]) return false;
  unsigned f = 0;
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    const bool priv =
        a.placement == Placement::Private || (staged_too && a.placement == Placement::Staged);
    if (!a.vertical || a.cols.lanes > 1 || !priv) return false;
    if (first && (a.w != first->w || a.block_w != first->block_w || a.grid[0] != first->grid[0] ||
                  a.grid[1] != first->grid[1] || a.grid[2] != first->grid[2]))
      return false;
    if (!first) first = &a;
    if (a.desc.attr.def == ACL_NONE) continue;
    if (a.desc.attr.def != ACL_SPECIAL_SHRINK) return false;
    const unsigned g = 1u << a.desc.attr.scale_log2;
    if (f && g != f) return false;
    f = g;
  }
  return first && f >= 2;
}

/// GPUs (shrink_columns): plans whose blocks all hold kept words, where work-items could
/// take the kept columns once the SHRINK write-back is stored from private memory.
bool columns_applies(const PlanDraft& d) {
  return d.knobs.shrink_columns && drops_words(d.plan, d.knobs) && !small_blocks(d.plan) &&
         keeps_columns(d.plan, true);
}

/// Every block holds kept words, so the block test of skip_dropped is a no-op;
/// kept_columns then gives work-items the kept columns, which beats the staged write-back.
void columns_run(PlanDraft& d) {
  for (ArgPlan& a : d.plan.args)
    if (a.placement == Placement::Staged) {
      d.withdraw(arg_label(a) + " staged through local memory");
      a.placement = Placement::Private;
      a.tile_w = a.tile_h = 0;
      a.staging = Staging();
    }
  d.plan.skip_dropped = true;
  d.note(
      "def ACL_SPECIAL_SHRINK without lanes: stored from private memory, not staged "
      "(knob shrink_columns)");
}

/// Every transfer argument is in private arrays (none staged).
bool all_private(const Plan& plan) {
  for (const ArgPlan& a : plan.args)
    if (a.is_transfer() && a.placement != Placement::Private) return false;
  return true;
}

/// Plans that drop words whose SHRINK blocks are too small to hold a kept word each, with
/// their data in private arrays. The skip leaves the block loop before the group's barrier:
/// uniform, so allowed, but PoCL 3.1 miscompiles it in staged plans (a staged SHRINK of
/// 333x1 floats writes 167 words past its destination; Oclgrind finds the kernel correct).
bool skip_applies(const PlanDraft& d) {
  return drops_words(d.plan, d.knobs) && small_blocks(d.plan) && all_private(d.plan);
}

/// A skipped block loads, runs and stores nothing. With one-row blocks and SHRINK by 2 that
/// is every other block row, half of the blocks (docs/planner.md, pass skip_dropped).
void skip_run(PlanDraft& d) {
  d.plan.skip_dropped = true;
  d.note("def ACL_SPECIAL_SHRINK: blocks holding no kept word are skipped");
}

/// Plans that skip dropped words and whose work-items can take the kept columns.
bool kept_applies(const PlanDraft& d) {
  return d.plan.skip_dropped && keeps_columns(d.plan, false);
}

/// Work-item i takes block column i * 2^k, so only the columns SHRINK keeps run User_main
/// and a block spans 2^k times the group. With kept_rows, blocks shorter than 2^k rows
/// whose height divides it are planned on the kept rows only (ArgPlan::row_step): the
/// grid's rows are every 2^k / block_h-th block row, so no work-group is launched only to
/// skip its block.
void kept_run(PlanDraft& d) {
  unsigned f = 0;
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && a.desc.attr.def == ACL_SPECIAL_SHRINK) f = 1u << a.desc.attr.scale_log2;
  bool rows = d.knobs.kept_rows;
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : d.plan.args) {
    if (!a.is_transfer()) continue;
    if (!first) first = &a;
    rows &= a.block_h < f && f % a.block_h == 0 && a.h == first->h && a.block_h == first->block_h;
  }
  size_t count = 1;
  for (ArgPlan& a : d.plan.args) {
    if (!a.is_transfer()) continue;
    a.cols.step = f;
    a.block_w *= f;
    a.grid[0] = ceil_div(a.w, a.block_w);
    if (rows) {
      a.row_step = f / a.block_h;
      a.grid[1] = ceil_div(a.h, f);
    }
    count = a.splits();
  }
  d.plan.count[1] = d.plan.groups = count;
  d.note("def ACL_SPECIAL_SHRINK: work-items take every " + std::to_string(f) +
         "th column of a block, the ones it keeps" +
         (rows ? std::string(", and blocks lie on the kept rows only") : std::string()) + "; " +
         std::to_string(count) + " blocks");
}

}  // namespace

const Pass kShrinkColumns = {"shrink_columns", columns_applies, columns_run,
                             {{}, 0, 0, prop::kSkipDropped}};
const Pass kSkipDropped = {"skip_dropped", skip_applies, skip_run, {{}, 0, 0, prop::kSkipDropped}};
const Pass kKeptColumns = {"kept_columns", kept_applies, kept_run,
                           {{&kShrinkColumns, &kSkipDropped}, prop::kSkipDropped}};

}  // namespace acl::detail::passes
