// What the planner's passes share: the plan being made, the targets it is made under, and
// the pass itself (a name, when it applies, what it decides). make_plan.cpp lists the passes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "error.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

/// Plan properties: decisions of one pass that others read. A pass declares the ones it
/// requires, excludes and may turn on (PassOf), and run_passes checks the declarations
/// (docs/architecture.md, "Pass declarations"). One bit each.
using Props = uint32_t;
namespace prop {
constexpr Props kSweep = 1u << 0;           ///< the Sweep schedule (pass sweeps)
constexpr Props kWavefront = 1u << 1;       ///< the Wavefront schedule
constexpr Props kPipeline = 1u << 2;        ///< the Pipeline schedule
constexpr Props kScan = 1u << 3;            ///< the Scan schedule
constexpr Props kPyramid = 1u << 4;         ///< the Pyramid schedule
constexpr Props kTiling = 1u << 5;          ///< the Tiling schedule (ACL_TILE plans)
constexpr Props kCpuTiles = 1u << 6;        ///< Tiling::cpu, the CPU strategy
constexpr Props kSquareLanes = 1u << 7;     ///< Plan::square_lanes
constexpr Props kSkipDropped = 1u << 8;     ///< Plan::skip_dropped
constexpr Props kLaneWords = 1u << 9;       ///< Plan::lane_words
constexpr Props kGroupFastBody = 1u << 10;  ///< Plan::group_fast_body
constexpr Props kRowLoop = 1u << 11;        ///< Plan::row_loop
constexpr Props kRnoBarrier = 1u << 12;     ///< Plan::rno_barrier
constexpr Props kRnoStrip = 1u << 13;       ///< Plan::rno_strip
constexpr Props kLoaders = 1u << 14;        ///< Plan::loaders above 0
constexpr Props kLineBlocks = 1u << 15;     ///< Plan::line_blocks
constexpr Props kPlainLoops = 1u << 16;     ///< Plan::plain_loops
constexpr Props kUnrollHints = 1u << 17;    ///< Plan::unroll_hints
constexpr Props kInlineUser = 1u << 18;     ///< Plan::inline_user
constexpr Props kUserLanes = 1u << 19;      ///< Plan::user_lanes above 0
constexpr Props kZWalk = 1u << 20;          ///< Plan::z_walk
constexpr Props kSteps = 1u << 21;          ///< the Steps schedule
constexpr Props kVectorizeHints = 1u << 22; ///< Plan::vectorize_hints
constexpr unsigned kCount = 23;
/// Schedules other than Blocks.
constexpr Props kNotBlocks =
    kSweep | kWavefront | kPipeline | kScan | kPyramid | kTiling | kSteps;
/// What a pass that plans again (flatten, line_strips, user_lanes) may turn on: anything.
constexpr Props kAny = (Props(1) << kCount) - 1;

/// The properties that hold for `p`.
Props of(const Plan& p);
/// A property's name (its bit's index), for messages.
const char* name(unsigned bit);
/// The names of `props`, comma-separated.
std::string names(Props props);
}  // namespace prop

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
  /// The fit's: data without a margin whose held split (split_min) passed the private
  /// budget reads its portion in a local tile too (eligibility: held_view).
  bool held_views = false;
  bool whole_local = false;  ///< the fit lets ACL's tiles take the device's whole local memory

  /// The knobs' values, before any target pass.
  static Targets from(const DeviceProfile& dev);
  /// A schedule's own targets (scans, pyramids, steps): `wg` work-items of `bytes` a split,
  /// every transfer direct (no staging, prefetch, lanes or local windows), rows not fitted.
  void direct(unsigned wg, unsigned bytes) {
    wg_target = wg;
    split_bytes = bytes;
    stage_below_bytes = 0;
    prefetch = fit_width = lanes = local_windows = false;
  }
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
  /// The passes reached so far, in order (run_passes checks PassOf::after against it).
  std::vector<const void*> reached;
  /// The pass that turned each plan property on (prop::name), null while none did.
  const char* set_by[prop::kCount] = {};
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

template <typename Draft>
struct PassOf;

/// What a pass declares of the others (docs/architecture.md, "Pass declarations"):
/// run_passes checks it on every plan and check_pass_order on the lists themselves.
template <typename Draft>
struct NeedsOf {
  /// Passes listed before this one in the plan's passes: it reads what they decide, whether
  /// or not they applied.
  const PassOf<Draft>* after[4] = {};
  Props requires = 0;  ///< properties that hold whenever it applies
  Props excludes = 0;  ///< properties that never hold when it applies
  Props sets = 0;      ///< properties its run may turn on
};

/// One step of the planner: a name (in the notes), when it applies, stated by what it
/// applies to (a new attribute value reaches a pass only where its predicate names it),
/// a run that writes its decisions into the plan with a note saying why, and what it
/// needs of the other passes.
template <typename Draft>
struct PassOf {
  const char* name;
  bool (*applies)(const Draft&);
  void (*run)(Draft&);
  NeedsOf<Draft> needs = {};
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

namespace pass_checks {
/// Internal errors of run_passes, naming the passes (draft.cpp).
[[noreturn]] void listed_before(const char* pass, const char* needed);
[[noreturn]] void required(const char* pass, Props missing);
[[noreturn]] void excluded(const char* pass, Props held, const Notes& d);
[[noreturn]] void undeclared(const char* pass, Props turned);
}  // namespace pass_checks

/// Checks pass `p`'s declarations against the draft before it runs: the passes it must
/// follow were reached; where it applies, what it requires holds and what it excludes does not.
template <typename Draft>
void check_needs(const PassOf<Draft>& p, const Notes& d, Props now) {
  const Props missing = p.needs.requires & ~now, held = p.needs.excludes & now;
  if (missing) pass_checks::required(p.name, missing);
  if (held) pass_checks::excluded(p.name, held, d);
}

/// Runs each pass that applies, in order. A pass that applies must say so in a note, and
/// every pass must keep to what it declares (NeedsOf): an internal error names the pass and
/// the pass it conflicts with.
template <typename Draft>
void run_passes(Draft& d, PassList<typename DraftOf<Draft>::type> passes) {
  for (const PassOf<Draft>* p : passes) {
    for (const PassOf<Draft>* q : p->needs.after)
      if (q && std::find(d.reached.begin(), d.reached.end(), q) == d.reached.end())
        pass_checks::listed_before(p->name, q->name);
    d.reached.push_back(p);
    if (!p->applies(d)) continue;
    const Props before_props = prop::of(d.plan);
    check_needs(*p, d, before_props);
    d.pass = p->name;
    const size_t before = d.written;
    p->run(d);
    if (d.written == before) internal_error(std::string("pass ") + p->name + " wrote no note");
    d.pass = "planner";
    const Props turned = prop::of(d.plan) & ~before_props;
    if (turned & ~p->needs.sets) pass_checks::undeclared(p->name, turned & ~p->needs.sets);
    for (unsigned b = 0; b < prop::kCount; ++b)
      if (turned >> b & 1) d.set_by[b] = p->name;
  }
}

/// Checks a sequence of pass lists, in the order they run, against the passes'
/// declarations without a plan: each pass's `after` passes are listed before it, and no
/// property it requires or excludes is turned on only by a pass listed after it (the test
/// would read a decision not made yet). `given`: properties that may hold before the first
/// pass. Throws an internal error naming both passes.
template <typename Draft>
void check_pass_order(std::initializer_list<PassList<Draft>> lists, Props given = 0) {
  std::vector<const PassOf<Draft>*> seq;
  for (const PassList<Draft>& l : lists) seq.insert(seq.end(), l.begin(), l.end());
  for (size_t i = 0; i < seq.size(); ++i) {
    const PassOf<Draft>& p = *seq[i];
    for (const PassOf<Draft>* q : p.needs.after)
      if (q && std::find(seq.begin(), seq.begin() + i, q) == seq.begin() + i)
        pass_checks::listed_before(p.name, q->name);
    Props earlier = given;
    for (size_t j = 0; j < i; ++j) earlier |= seq[j]->needs.sets;
    const Props read = (p.needs.requires | p.needs.excludes) & ~earlier;
    for (size_t j = i + 1; j < seq.size(); ++j)  // a pass that plans again is no answer
      if (seq[j]->needs.sets != prop::kAny && (seq[j]->needs.sets & read))
        internal_error(std::string("pass ") + p.name + " reads " +
                       prop::names(seq[j]->needs.sets & read) + ", which only pass " +
                       seq[j]->name + " listed after it turns on");
  }
}

/// check_pass_order on the planner's own lists: plans of blocks (make_plan.cpp) and ACL_TILE
/// plans (tiled.cpp). The plan fuzzer and the unit tests call it.
void check_pass_lists();

/// A predicate for passes that apply to every plan.
template <typename Draft>
bool every_plan(const Draft&) {
  return true;
}

}  // namespace acl::detail
