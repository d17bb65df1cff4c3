// Pass local_windows (knobs window_margin, window_rows, window_wg): data only read with a
// wide margin is staged in a local tile of the block and its halo, and User_main reads its
// window there. A private window is (2m+1) x (S+2m) words for S words a work-item owns:
// from margin 6 on (13x13) it passes a GPU's 512-byte budget even at S = 1, and it loads
// every halo word 2m+1 times. The tile loads each word of the block and its halo once, in
// rows (coalesced), and work-items read neighbouring columns an odd number of words apart.
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// The widest margin of the data that could read its window in local memory, or 0.
unsigned widest_view(const PlanDraft& d) {
  unsigned m = 0;
  for (const ArgDesc& a : d.args)
    if (local_view(a, d.knobs.window_margin)) m = std::max(m, unsigned(a.attr.margin));
  return m;
}

/// Single-level plans (no wavefront or scan) on classes with window_margin, with data only read
/// whose margin reaches it and which User_main reads only as a view.
bool applies(const PlanDraft& d) {
  return d.knobs.window_margin && single_level(d.args) && !has_wave(d.args) && !has_scan(d.args) &&
         widest_view(d);
}

/// A group per block of window_wg columns by window_rows rows, no lanes, no prefetch (the
/// tile is copied word by word with its border).
void run(PlanDraft& d) {
  Targets& t = d.targets;
  t.local_windows = true;
  t.wg_target = d.knobs.window_wg;
  unsigned ws = 1;
  for (const ArgDesc& a : d.args)
    if (local_view(a, d.knobs.window_margin)) ws = std::max(ws, unsigned(a.attr.word_size));
  t.split_bytes = d.knobs.window_rows * ws;
  t.groups_per_cu = 0;
  t.prefetch = false;
  t.lanes = false;
  d.note("margin " + std::to_string(widest_view(d)) + " (window_margin " +
         std::to_string(d.knobs.window_margin) +
         "): windows read in local tiles, work-group target " + std::to_string(t.wg_target) +
         ", " + std::to_string(d.knobs.window_rows) + " rows per work-item, a work-group per block");
}

}  // namespace

const Pass kLocalWindows = {"local_windows", applies, run};

}  // namespace acl::detail::passes
