// What the planner's passes share: the plan being made, the targets it is made under, and
// the pass itself (a name, when it applies, what it decides). plan.cpp lists the passes.
#pragma once

#include <string>
#include <vector>

#include "error.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

/// The working targets of one plan family. The target passes derive them from the knobs
/// (which no pass writes: a knob means what the table says), the fit lowers them when a
/// plan does not fit, and a shaping pass may move them for the rest of its attempt (lanes
/// raise the split budget and run without prefetch).
struct Targets {
  unsigned wg_target = 0;          ///< preferred work-group size (knob wg_target)
  unsigned split_bytes = 0;        ///< bytes per work-item per level-1 argument
  unsigned chunk_words = 0;        ///< words per COMMON chunk of a streamed level
  unsigned groups_per_cu = 0;      ///< persistent work-groups per compute unit; 0: one per block
  unsigned stage_below_bytes = 0;  ///< level-1 vertical SEPARATE words narrower are staged
  unsigned private_bytes = 0;      ///< budget for a work-item's private arrays
  bool prefetch = false;           ///< double buffers
  bool fit_width = false;          ///< rows split evenly into groups
  size_t wg_cap = 0;               ///< the fit's cap on the work-group size
  bool lanes = true;               ///< the fit still allows lanes
  bool local_windows = false;      ///< wide-margin data reads its window in a local tile
                                   ///< (pass local_windows)
  /// The fit's margin from which data User_main reads as a view reads its window in a local
  /// tile, below the knobs' (window_margin, window_by_rows): its private windows did not
  /// fit. 0: the knobs' alone.
  unsigned window_from = 0;
  bool whole_local = false;  ///< the fit lets ACL's tiles take the device's whole local memory

  /// The knobs' values, before any target pass.
  static Targets from(const DeviceProfile& dev);
};

/// The notes half of a draft: each note names the pass that wrote it.
struct Notes {
  Plan plan;
  /// Adds "<pass>: <why>" to the plan's notes.
  void note(const std::string& why);
  /// Removes the notes that contain `part` (a pass that undoes an earlier decision).
  void withdraw(const std::string& part);

  const char* pass = "planner";  ///< the pass running
  size_t written = 0;            ///< notes written so far
};

/// A plan being made: its arguments, device and knobs, the plan so far, and what the
/// passes hand each other.
struct PlanDraft : Notes {
  PlanDraft(const std::vector<ArgDesc>& a, const DeviceProfile& d)
      : args(a), dev(d), knobs(d.knobs), targets(Targets::from(d)) {
    plan.device = d.name;
    plan.device_class = d.device_class;
  }

  const std::vector<ArgDesc>& args;
  const DeviceProfile& dev;
  const StrategyKnobs& knobs;  ///< read only
  Targets targets;
  bool word_by_word = false;  ///< User_main cannot see where its words lie (make_plan)
  bool loop_safe = false;     ///< User_main names no work-item function (item_loop_safe)
  bool lane_safe = false;     ///< User_main may run on vectors (block_lane_safe, make_plan)
  /// ACL_RNO0 data cut along rows with this margin (pyramid_arg): the plan's passes see it
  /// without its margin, which widens its neighbour above instead (passes pyramid_*).
  unsigned pyramid_margin = 0;

  // Handed on by the shaping passes.
  size_t wg_lo = 1, wg_hi = 1;   ///< work-group bounds (arguments, rno_columns)
  std::string lo_from, hi_from;  ///< who set them
  size_t need = 1;               ///< work-items the widest level-1 row needs
  unsigned lanes = 1;            ///< Columns::lanes of the transfer arguments
};

/// One step of the planner: a name (in the notes), when it applies, stated by what it
/// applies to (a new attribute value reaches a pass only where its predicate names it),
/// and a run that writes its decisions into the plan with a note saying why.
template <typename Draft>
struct PassOf {
  const char* name;
  bool (*applies)(const Draft&);
  void (*run)(Draft&);
};
using Pass = PassOf<PlanDraft>;
/// Passes in run order: a view of a constant array of them (constant-initialised, so a
/// plan can be made before any dynamic initialisation).
template <typename Draft>
class PassList {
 public:
  template <size_t N>
  constexpr PassList(const PassOf<Draft>* const (&passes)[N]) : begin_(passes), end_(passes + N) {}
  const PassOf<Draft>* const* begin() const { return begin_; }
  const PassOf<Draft>* const* end() const { return end_; }

 private:
  const PassOf<Draft>* const* begin_;
  const PassOf<Draft>* const* end_;
};

/// Deduces a draft's type from the draft alone (C++17 has no std::type_identity).
template <typename T>
struct DraftOf {
  using type = T;
};

/// Runs each pass that applies, in order. A pass that applies must say so in a note.
template <typename Draft>
void run_passes(Draft& d, PassList<typename DraftOf<Draft>::type> passes) {
  for (const PassOf<Draft>* p : passes) {
    if (!p->applies(d)) continue;
    d.pass = p->name;
    const size_t before = d.written;
    p->run(d);
    if (d.written == before) internal_error(std::string("pass ") + p->name + " wrote no note");
    d.pass = "planner";
  }
}

/// A predicate for passes that apply to every plan.
template <typename Draft>
bool every_plan(const Draft&) {
  return true;
}

}  // namespace acl::detail
