// The fit (fit.hpp): shaping under lowered targets until the plan fits, and the pass that
// reports what it takes.
#include "planner/fit.hpp"

#include <algorithm>
#include <optional>
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/passes/splits.hpp"
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
  f.local_budget = d.targets.whole_local
                       ? d.dev.local_mem
                       : d.dev.local_mem / std::max<size_t>(1, d.knobs.local_budget_div);
  f.priv_ok = f.priv <= d.targets.private_bytes;
  f.local_ok = f.local - f.scratch <= f.local_budget && f.local <= d.dev.local_mem;
  return f;
}

bool can_split(const Targets& t, const Plan& p) {
  return t.split_bytes > 1 && p.block_size[1] > 1;
}

bool can_chunk(const Targets& t, const Plan& p) {
  bool chunked = false;
  for (const ArgPlan& a : p.args) chunked |= is_common(a) && !a.broadcast_whole && a.split_size > 1;
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

/// Whether the local tiles hold held splits' portions alone (no margin): a lower split
/// budget changes nothing there, so the group narrows at once.
bool only_held_views(const Plan& p) {
  bool any = false;
  for (const ArgPlan& a : p.args)
    if (a.local_view) {
      if (a.margin) return false;
      any = true;
    }
  return any;
}

/// Local windows narrow a group that is wider than twice its rows before they shorten the
/// rows: the margin is 2m rows and 2m columns either way, and the squarer block loads fewer
/// margin words for the words it computes (H200 profile, margin 16: 96x48 tile words for
/// 64x16 results, against 160x36 for 128x4).
bool window_overflow(const Footprint& f, const Targets& t, const Plan& p) {
  return !f.local_ok && t.local_windows && p.wg > 1 &&
         (p.wg >= 2 * p.block_size[1] || !can_split(t, p) || only_held_views(p));
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
/// the group it replaces: the search ends in a few dozen attempts (without that bound a
/// cap can creep down by 4 % at a time, a case of the plan fuzzer). Returns whether to
/// shape again.
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

/// Why `a`'s window stays in private memory however large it is: what keeps it from reading
/// a local tile (local_view), in the attributes' and User_main's terms; "" if nothing does.
std::string why_private(const ArgPlan& a, const PlanDraft& d) {
  const acl_attr& at = a.desc.attr;
  const std::string name = "'" + a.desc.param.name + "'";
  if (!single_level(d.args))
    return "the plan has data at inner levels, whose plans read no local windows";
  if (has_wave(d.args)) return "ACL_RNO1/ACL_RNO2 wavefront plans read no local windows";
  if (has_scan(d.args)) return "ACL_RNO1_SUM/ACL_RNO1_SCAN plans read no local windows";
  if (at_positions(at)) return "its blocks lie at ACL_RANDOM positions";
  if (!independent(at)) return "it has the dependency " + dependency_name(at.dependency);
  if (at.split != ACL_VERTICAL)
    return "it is split ACL_HORIZONTAL (local tiles hold vertical data)";
  if (at.def != ACL_NONE) return "it is written (def " + origin_name(at.def) + "), not only read";
  if (at.ref == ACL_NONE) return "it is not read (ref ACL_NONE)";
  if (!unmoved(at)) return "its ref " + origin_name(at.ref) + " flips its rows";
  if (!a.desc.param.as_view)
    return "User_main does more with " + name + " than read it (" + a.desc.param.name +
           "[k], *get_acl_xy, get_acl_lr): it assigns through it, hands it to a function or "
           "takes its address (read it only through those)";
  return "";
}

/// The widest margin of data in private windows that may read its window in a local tile
/// instead (any margin), or 0.
unsigned movable_margin(const PlanDraft& d) {
  unsigned m = 0;
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && !a.local_view && a.margin > m && local_view(a.desc, 1) &&
        why_private(a, d).empty())
      m = a.margin;
  return m;
}

/// "argument 0 'a' and argument 1 'b'": the data with margin `m` that moves to local tiles.
std::string moved_names(const PlanDraft& d, unsigned m) {
  std::vector<std::string> names;
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && !a.local_view && a.margin == m && local_view(a.desc, 1))
      names.push_back(arg_label(a));
  std::string s;
  for (size_t i = 0; i < names.size(); ++i)
    s += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return s;
}

/// The data without a margin whose held split may read its portion in a local tile
/// instead: "argument 0 'coord' (256 words)", or "" when there is none.
std::string held_names(const PlanDraft& d) {
  std::string s;
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && !a.local_view && held_view(a.desc) && why_private(a, d).empty())
      s += (s.empty() ? "" : ", ") + arg_label(a) + " (" + std::to_string(a.split_size) + " words)";
  return s;
}

/// Whether some argument reads its window in a local tile.
bool local_windows(const Plan& p) {
  return std::any_of(p.args.begin(), p.args.end(), [](const ArgPlan& a) { return a.local_view; });
}

/// A local window of one work-item and one row of margin `m`: (2m+1) x (2m+1) words, the
/// columns an odd number of words apart.
size_t smallest_window(size_t m, size_t word) {
  return (2 * m + 1) * ((2 * m + 1) | 1) * word;
}

/// The widest margin at which every local window of the plan, of one work-item and one row,
/// fits `budget` bytes together.
size_t widest_local_margin(const Plan& plan, size_t budget) {
  size_t m = 0;
  auto total = [&](size_t margin) {
    size_t t = 0;
    for (const ArgPlan& a : plan.args)
      if (a.local_view) t += smallest_window(margin, a.word_bytes);
    return t;
  };
  while (m < 64 && total(m + 1) <= budget) ++m;
  return m;
}

/// Private bytes of one argument per work-item.
size_t private_of(const ArgPlan& a) {
  return a.private_words() * a.word_bytes;
}

/// Nothing left to lower: says what does not fit, the numbers, and the real cause.
[[noreturn]] void does_not_fit(const PlanDraft& d, const Footprint& f) {
  std::ostringstream os;
  const Plan& plan = d.plan;
  const ArgPlan* big = nullptr;
  if (!f.priv_ok) {
    size_t parts = 0;
    for (const ArgPlan& a : plan.args)
      if (private_of(a)) {
        ++parts;
        if (!big || private_of(a) > private_of(*big)) big = &a;
      }
    os << "private memory: " << f.priv << " bytes per work-item exceed the budget of "
       << d.targets.private_bytes << " (knob private_bytes";
    if (d.knobs.group_private_bytes && f.priv > d.knobs.group_private_bytes)
      os << "; a group's private arrays may take " << d.knobs.group_private_bytes
         << ", knob group_private_bytes";
    os << ") at the smallest split the attributes allow; ";
    if (parts > 1) os << parts << " arguments take private memory, ";
    os << "the largest is " << arg_label(*big) << " with " << private_of(*big) << " bytes";
    const SplitBounds sb = shared_bounds(*big, plan.args);
    if (big->margin > 0) {
      os << " (margin " << big->margin << ": a " << big->win_x << "x" << big->win_y << " window of "
         << big->word_bytes << "-byte words";
      if (big->split_size > 1 && sb.min > 1)
        os << ", split held at " << sb.min << " words by split_min";
      os << ")";
      const std::string why = why_private(*big, d);
      if (!why.empty())
        os << ", which cannot read its window in a local tile: " << why << "; lower its margin";
      else
        os << "; lower its margin";
    } else if (big->split_size > 1 && sb.min > 1) {
      os << " (its split is held at " << sb.min << " words by split_min or split_size, a "
         << big->win_x << "x" << big->win_y << " portion of " << big->word_bytes << "-byte words)";
      const std::string why = why_private(*big, d);
      if (!why.empty()) os << ", which cannot read its portion in a local tile: " << why;
      os << "; lower its split_min";
    } else {
      os << " (a " << big->win_x << "x" << big->win_y << " portion of " << big->word_bytes
         << "-byte words); pass fewer or narrower arguments";
    }
    const size_t group = d.knobs.group_private_bytes;
    os << ", or raise the budget (ACL_KNOBS=private_bytes=" << f.priv;
    if (group && f.priv > group) os << ",group_private_bytes=" << f.priv;
    os << "; on GPUs private arrays past the registers spill to slow memory)";
  } else {
    for (const ArgPlan& a : plan.args)
      if (!big || a.local_bytes() > big->local_bytes()) big = &a;
    os << "local memory: " << f.local << " bytes per work-group";
    if (f.scratch) os << " (" << f.scratch << " of them __local scratch)";
    if (d.targets.whole_local)
      os << " exceed the device's " << d.dev.local_mem
         << " even with ACL's tiles taking all of it, at the smallest split and work-group";
    else
      os << " exceed the budget of " << f.local_budget << " for ACL's tiles or the device's "
         << d.dev.local_mem;
    os << "; the largest is " << arg_label(*big);
    if (big->local_view) {
      size_t views = 0, one = 0;
      for (const ArgPlan& a : plan.args)
        if (a.local_view) ++views, one += smallest_window(a.margin, a.word_bytes);
      os << " (margin " << big->margin << ": its local window takes " << big->local_bytes()
         << " bytes";
      if (views > 1)
        os << "; the " << views << " local windows take " << one << " bytes together";
      os << " even for one work-item and one row; margins up to "
         << widest_local_margin(plan, d.dev.local_mem - f.scratch) << " of " << big->word_bytes
         << "-byte words" << (views > 1 ? " on all of them" : "")
         << " fit this device; lower its margin)";
    }
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

/// The last resorts a draft that does not fit may take, each once: private windows moved
/// into local tiles, or local windows given the whole local memory. Sets `base` (the
/// class's targets, to plan again from) for it and says why; "" when neither applies.
std::string last_resort(const PlanDraft& d, const Footprint& f, const Targets& started,
                        Targets& base) {
  std::ostringstream why;
  if (!f.priv_ok) {
    // Private windows that could be views into local tiles move there, the widest
    // margin first.
    if (const unsigned m = movable_margin(d)) {
      why << "margin " << m << " of " << moved_names(d, m)
          << ": windows read in local tiles, since private windows took " << f.priv
          << " bytes per work-item even at the smallest split (budget "
          << d.targets.private_bytes << ")";
      base.window_from = m;
    } else if (const std::string held = held_names(d); !started.held_views && !held.empty()) {
      // Then portions whose split the attributes hold (split_min) past the budget.
      why << "portions of " << held << " read in local tiles, since private arrays took "
          << f.priv << " bytes per work-item at the smallest split the attributes allow "
          << "(budget " << d.targets.private_bytes << ")";
      base.held_views = true;
    }
  } else if (!started.whole_local && local_windows(d.plan)) {
    // Local windows take the whole local memory rather than a share of it
    // (local_budget_div): fewer groups run at once, but the plan runs.
    why << "ACL's tiles may take the device's whole " << d.dev.local_mem
        << " bytes of local memory: " << f.local
        << " bytes per work-group did not fit the budget of " << f.local_budget
        << " (local_budget_div " << d.knobs.local_budget_div
        << ") at the smallest split and work-group";
    base.whole_local = true;
  }
  return why.str();
}

}  // namespace

PlanDraft fit(const PlanDraft& fresh, PassList<PlanDraft> targets,
              PassList<PlanDraft> shaping) {
  // The targets under which the shaping runs; the last resorts below derive them again.
  auto targeted = [&](const Targets& base) {
    PlanDraft d = fresh;
    d.targets = base;
    run_passes(d, targets);
    return d;
  };
  std::optional<PlanDraft> start(targeted(fresh.targets));  // optional: drafts hold references
  Targets t = start->targets;
  std::vector<std::string> lowered;  // the fit's notes, before the shaping passes' own
  std::vector<std::string> resorts;  // the notes of the last resorts taken
  for (int attempt = 0; attempt < 256; ++attempt) {
    PlanDraft d = *start;
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
    if (low) {
      lowered.push_back("fit: " + low->run(t, f));
      continue;
    }
    // The last resorts, each taken once: they plan again from the class's targets.
    Targets base = fresh.targets;
    base.window_from = start->targets.window_from;
    base.whole_local = start->targets.whole_local;
    base.held_views = start->targets.held_views;
    const std::string why = last_resort(d, f, start->targets, base);
    if (!why.empty()) {
      start.emplace(targeted(base));
      t = start->targets;
      resorts.push_back("fit: " + why);
      lowered = resorts;
      continue;
    }
    // Classes whose group's private arrays have a budget of their own (CPUs: they lie in
    // one frame) hold larger windows per work-item than private_bytes, in narrower groups
    // (which may need a little more per work-item again: each raise is to what the plan
    // takes, so it ends).
    const size_t group = d.knobs.group_private_bytes;
    if (!f.priv_ok && group && f.priv <= group) {
      lowered.push_back("fit: private budget raised to " + std::to_string(f.priv) +
                        " bytes per work-item (private_bytes " +
                        std::to_string(t.private_bytes) +
                        "): nothing smaller fits, and a group's private arrays may take " +
                        std::to_string(group) + " (group_private_bytes)");
      t.private_bytes = unsigned(f.priv);
      continue;
    }
    does_not_fit(d, f);
  }
  internal_error("planner did not converge in 256 attempts");
}

namespace passes {
const Pass kMemory = {"memory", every_plan<PlanDraft>, memory_run};
}

}  // namespace acl::detail
