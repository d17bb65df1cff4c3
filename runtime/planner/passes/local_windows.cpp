// Pass local_windows (knobs window_margin, window_rows, window_wg, window_unrolled): data
// only read with a wide margin is staged in a local tile of the block and its margin, and
// User_main reads its window there. A private window is (2m+1) x (S+2m) words for S words a
// work-item owns: from margin 6 on (13x13) it passes a GPU's 512-byte budget even at S = 1,
// and it loads every margin word 2m+1 times. The tile loads each word of the block and its
// margin once, in rows (coalesced), and work-items read neighbouring columns an odd number of
// words apart.
#include <algorithm>
#include <utility>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {

bool reads_tile(const ArgDesc& a, const PlanDraft& d) {
  return local_view(a, view_margin(a, d.knobs, d.targets.window_from)) ||
         (d.targets.held_views && held_view(a));
}

namespace {

/// The widest margin of the data that could read its window in local memory (0 for held
/// portions alone), and whether there is any.
std::pair<unsigned, bool> widest_view(const PlanDraft& d) {
  unsigned m = 0;
  bool any = false;
  for (const ArgDesc& a : d.args)
    if (reads_tile(a, d)) m = std::max(m, unsigned(a.attr.margin)), any = true;
  return {m, any};
}

/// Single-level plans (no wavefront or scan) on classes with window_margin or window_by_rows,
/// or whose private windows or held portions the fit found too large (Targets::window_from,
/// held_views), with data only read whose margin reaches one of them (or whose split is
/// held) and which User_main reads only as a view.
bool applies(const PlanDraft& d) {
  return (d.knobs.window_margin || d.knobs.window_by_rows || d.targets.window_from ||
          d.targets.held_views) &&
         single_level(d.args) && !has_wave(d.args) && !has_scan(d.args) && widest_view(d).second;
}

/// Rows per work-item: window_rows, halved where User_main's loops are unrolled by hint
/// until the rows' windows, rows x (2m+1)^2 words, fit window_unrolled: PoCL's build time
/// grows steeply with the unrolled words, fewer rows run just as fast, and with the rows'
/// loops unrolled too (Plan::inline_user) large windows over many rows stay scalar.
unsigned rows_of(const PlanDraft& d, unsigned margin) {
  unsigned rows = d.knobs.window_rows;
  const size_t side = 2 * size_t(margin) + 1;
  if (d.knobs.unroll_hints && d.knobs.window_unrolled)
    while (rows > 1 && rows * side * side > d.knobs.window_unrolled) rows /= 2;
  return rows;
}

/// A group per block of window_wg columns by rows_of rows, no lanes, no prefetch (the tile
/// is copied word by word with its border).
void run(PlanDraft& d) {
  Targets& t = d.targets;
  t.local_windows = true;
  t.wg_target = d.knobs.window_wg;
  unsigned word = 1;
  for (const ArgDesc& a : d.args)
    if (reads_tile(a, d)) word = std::max(word, unsigned(a.attr.word_size));
  const unsigned margin = widest_view(d).first, rows = rows_of(d, margin);
  t.split_bytes = rows * word;
  t.groups_per_cu = 0;
  t.prefetch = false;
  t.lanes = false;
  const std::string from =
      (t.window_from ? ", and from margin " + std::to_string(t.window_from) +
                           " since their private windows did not fit"
                     : std::string()) +
      (t.held_views ? ", and portions of held splits since they did not fit private memory"
                    : std::string());
  const std::string which =
      margin ? "margin " + std::to_string(margin) + " (window_margin " +
                   std::to_string(d.knobs.window_margin) +
                   (d.knobs.window_by_rows
                        ? ", window_by_rows " + std::to_string(d.knobs.window_by_rows)
                        : std::string()) +
                   from + "): windows"
             : std::string("held splits (their portions did not fit private memory): portions");
  d.note(which + " read in local tiles, work-group target " + std::to_string(t.wg_target) +
         ", " + (margin ? std::to_string(rows) + " rows per work-item" : "the held split") +
         (rows < d.knobs.window_rows
              ? " (window_rows " + std::to_string(d.knobs.window_rows) +
                    " halved until the unrolled windows fit window_unrolled " +
                    std::to_string(d.knobs.window_unrolled) + " words)"
              : std::string()) +
         ", a work-group per block");
}

}  // namespace

const Pass kLocalWindows = {"local_windows", applies, run};

}  // namespace acl::detail::passes
