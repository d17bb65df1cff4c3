// The fit (fit.hpp): shaping under lowered targets until the plan fits, and the pass that
// reports what it takes.
#include "planner/fit.hpp"

#include <algorithm>
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail {
namespace {

/// What a plan takes of private and local memory, against the budgets.
struct Footprint {
  size_t priv = 0, local = 0, scratch = 0;  ///< bytes; scratch: the user's __local part
  size_t local_budget = 0;                  ///< for ACL's tiles
  size_t wg = 1;                            ///< the plan's work-group
  bool priv_ok = false, local_ok = false;
  bool fits() const { return priv_ok && local_ok; }
};

/// ACL's tiles stay within the budget; with the user's __local scratch they must still fit
/// the device.
Footprint measure(const PlanDraft& d) {
  Footprint f;
  for (const ArgPlan& a : d.plan.args)
    if (a.placement == Placement::Scratch) f.scratch += a.local_bytes();
  f.wg = d.plan.wg;
  f.priv = d.plan.private_bytes();
  f.local = d.plan.local_bytes();
  f.local_budget = d.dev.local_mem / std::max<size_t>(1, d.knobs.local_budget_div);
  f.priv_ok = f.priv <= d.targets.private_bytes;
  f.local_ok = f.local - f.scratch <= f.local_budget && f.local <= d.dev.local_mem;
  return f;
}

bool can_split(const Targets& t, const Plan& p) {
  return t.split_bytes > 1 && p.block_size[1] > 1;
}

bool can_chunk(const Targets& t, const Plan& p) {
  bool chunked = false;
  for (const ArgPlan& a : p.args) chunked |= is_common(a) && !a.broadcast_whole && a.s > 1;
  return chunked && t.chunk_words > 1;
}

// The ways to lower the targets, tried in the order of kLowerings: first the double
// buffers and lanes, then the splits and chunks. Each returns its note.

bool prefetches(const Footprint&, const Targets& t, const Plan&) {
  return t.prefetch;
}
std::string drop_prefetch(Targets& t, const Footprint&) {
  t.prefetch = false;
  return "double buffers dropped: the plan did not fit with them";
}

bool lanes_overflow(const Footprint& f, const Targets&, const Plan& p) {
  return !f.priv_ok && has_lanes(p);
}
std::string drop_lanes(Targets& t, const Footprint& f) {
  t.lanes = false;
  return "lanes dropped: " + std::to_string(f.priv) + " private bytes per work-item with them";
}

bool private_overflow(const Footprint& f, const Targets& t, const Plan& p) {
  return !f.priv_ok && can_split(t, p);
}
std::string halve_split_private(Targets& t, const Footprint&) {
  t.split_bytes /= 2;
  return "split budget lowered to " + std::to_string(t.split_bytes) +
         " bytes: private arrays did not fit";
}

bool chunks_overflow(const Footprint& f, const Targets& t, const Plan& p) {
  return !f.local_ok && can_chunk(t, p);
}
std::string halve_chunk(Targets& t, const Footprint&) {
  t.chunk_words /= 2;
  return "COMMON chunk lowered to " + std::to_string(t.chunk_words) +
         " words: local memory did not fit";
}

bool local_overflow(const Footprint& f, const Targets& t, const Plan& p) {
  return !f.local_ok && can_split(t, p);
}
std::string halve_split_local(Targets& t, const Footprint&) {
  t.split_bytes /= 2;
  return "split budget lowered to " + std::to_string(t.split_bytes) +
         " bytes: local memory did not fit";
}

/// Local windows narrow a group that is wider than twice its rows before they shorten the
/// rows: the halo is 2m rows and 2m columns either way, and the squarer block loads fewer
/// halo words for the words it computes (H200 profile, margin 16: 96x48 tile words for
/// 64x16 results, against 160x36 for 128x4).
bool window_overflow(const Footprint& f, const Targets& t, const Plan& p) {
  return !f.local_ok && t.local_windows && p.wg > 1 &&
         (p.wg >= 2 * p.block_size[1] || !can_split(t, p));
}
std::string narrow_window_group(Targets& t, const Footprint& f) {
  t.wg_cap = std::max<size_t>(1, f.wg / 2);
  return "work-group capped at " + std::to_string(t.wg_cap) +
         ": local windows did not fit local memory";
}

/// One way to lower the targets: when it applies, and the lowering (which returns its note).
struct Lowering {
  bool (*applies)(const Footprint&, const Targets&, const Plan&);
  std::string (*run)(Targets&, const Footprint&);
};

const Lowering kLowerings[] = {{prefetches, drop_prefetch},
                               {lanes_overflow, drop_lanes},
                               {private_overflow, halve_split_private},
                               {chunks_overflow, halve_chunk},
                               {window_overflow, narrow_window_group},
                               {local_overflow, halve_split_local}};

/// A group's private arrays together (PoCL keeps them in one frame): where they pass
/// group_private_bytes, a cap on the group. Narrower groups can need more private words
/// per work-item (a row split over fewer of them), so each cap is at least a quarter below
/// the group it replaces: the search ends in a few dozen attempts (the plan fuzzer found
/// one that crept down by 4 %). Returns whether to shape again.
bool cap_group(Targets& t, const Footprint& f, const PlanDraft& d,
               std::vector<std::string>& notes) {
  const size_t limit = d.knobs.group_private_bytes, wg = d.plan.wg;
  if (!f.priv_ok || !limit || f.priv * wg <= limit || wg <= 1) return false;
  t.wg_cap = std::max<size_t>(1, std::min(limit / std::max<size_t>(f.priv, 1), wg * 3 / 4));
  notes.push_back("fit: work-group capped at " + std::to_string(t.wg_cap) + ": " +
                  std::to_string(f.priv) + " private bytes per work-item, " +
                  std::to_string(limit) + " per group at most");
  return t.wg_cap < wg;
}

/// The widest margin whose local window fits `budget` for one work-item and one row.
size_t widest_local_margin(size_t budget, size_t ws) {
  size_t m = 0;
  while ((2 * m + 3) * ((2 * m + 3) | 1) * ws <= budget) ++m;
  return m;
}

/// Nothing left to lower: says what does not fit.
[[noreturn]] void does_not_fit(const PlanDraft& d, const Footprint& f) {
  std::ostringstream os;
  const Plan& plan = d.plan;
  const ArgPlan* big = nullptr;
  if (!f.priv_ok) {
    for (const ArgPlan& a : plan.args)
      if (!big || a.private_words() * a.ws > big->private_words() * big->ws) big = &a;
    os << "private memory: " << f.priv << " bytes per work-item exceed the budget of "
       << d.targets.private_bytes << " even at the smallest split; the largest is "
       << arg_label(*big) << " (margin " << big->margin << " gives a " << big->win_x << "x"
       << big->win_y << " window of " << big->ws << "-byte words); lower its margin";
  } else {
    for (const ArgPlan& a : plan.args)
      if (!big || a.local_bytes() > big->local_bytes()) big = &a;
    os << "local memory: " << f.local << " bytes per work-group";
    if (f.scratch) os << " (" << f.scratch << " of them __local scratch)";
    os << " exceed the budget of " << f.local_budget << " for ACL's tiles or the device's "
       << d.dev.local_mem << "; the largest is " << arg_label(*big);
    if (big->local_view)
      os << " (margin " << big->margin << ": its local window takes " << big->local_bytes()
         << " bytes even for one work-item and one row; margins up to "
         << widest_local_margin(f.local_budget, big->ws) << " of " << big->ws
         << "-byte words fit this device; lower its margin)";
    if (big->broadcast_whole)
      os << ", ACL_COMMON at level 1 loads the whole array; put it at level 2 to stream it";
  }
  throw Error(ACL_PLAN_DOES_NOT_FIT, os.str());
}

/// Plans that fit: what they take against the budgets. The refining passes before it can
/// only lower these (a SHRINK write-back no longer staged).
void memory_run(PlanDraft& d) {
  const Footprint f = measure(d);
  std::ostringstream n;
  n << f.priv << " private bytes per work-item (budget " << d.targets.private_bytes << "), "
    << f.local << " local bytes per work-group (budget " << f.local_budget << " of "
    << d.dev.local_mem << ")";
  d.note(n.str());
}

}  // namespace

PlanDraft fit(const PlanDraft& start, PassList<PlanDraft> shaping) {
  Targets t = start.targets;
  std::vector<std::string> lowered;  // the fit's notes, before the shaping passes' own
  for (int attempt = 0; attempt < 64; ++attempt) {
    PlanDraft d = start;
    d.targets = t;
    d.plan.notes.insert(d.plan.notes.end(), lowered.begin(), lowered.end());
    const size_t given = lowered.size();
    run_passes(d, shaping);
    const Footprint f = measure(d);
    if (cap_group(t, f, d, lowered)) continue;
    if (f.fits()) {
      d.plan.notes.insert(d.plan.notes.end(), lowered.begin() + given, lowered.end());
      return d;
    }
    const Lowering* low = nullptr;
    for (const Lowering& l : kLowerings)
      if (!low && l.applies(f, t, d.plan)) low = &l;
    if (!low) does_not_fit(d, f);
    lowered.push_back("fit: " + low->run(t, f));
  }
  internal_error("planner did not converge in 64 attempts");
}

namespace passes {
const Pass kMemory = {"memory", every_plan<PlanDraft>, memory_run};
}

}  // namespace acl::detail
