// Passes splits and whole_common: split sizes level by level, and level-1 COMMON data held
// whole.
#include "planner/passes/splits.hpp"

#include <algorithm>
#include <climits>
#include <optional>
#include <sstream>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail {
namespace {

/// Whether two arguments get blocks of one shape from one split: the same level, extent,
/// split direction and broadcast.
bool same_shape(const ArgPlan& a, const ArgPlan& b) {
  return a.level == b.level && a.w == b.w && a.h == b.h && a.d == b.d && a.vertical == b.vertical &&
         is_common(a) == is_common(b);
}

/// Data cut into blocks by a split: transfer data on the grid, not held whole.
bool split_data(const ArgPlan& a) {
  return a.is_transfer() && !a.broadcast_whole && on_grid(a.desc.attr);
}

}  // namespace

SplitBounds shared_bounds(const ArgPlan& a, const std::vector<ArgPlan>& args) {
  SplitBounds b;
  const ArgPlan* min_from = nullptr;
  const ArgPlan* max_from = nullptr;
  for (const ArgPlan& o : args) {
    if (!split_data(o) || !same_shape(a, o)) continue;
    const acl_attr& at = o.desc.attr;
    if (at.split_min > b.min) b.min = at.split_min, min_from = &o;
    if (at.split_max && (!b.max || at.split_max < b.max)) b.max = at.split_max, max_from = &o;
  }
  if (b.max && b.min > b.max)
    throw Error(ACL_SPLIT_COUNT_MISMATCH,
                arg_label(*min_from) + " and " + arg_label(*max_from) +
                    " have the same shape, so they take the same split, but split_min " +
                    std::to_string(b.min) + " of the first is above split_max " +
                    std::to_string(b.max) + " of the second; give them bounds that meet");
  return b;
}

namespace passes {
namespace {

/// The split size that gives `a` exactly `count` splits within `bounds`, if any;
/// `preferred` (the driver's split) wins when it works, so equal shapes get equal blocks.
std::optional<unsigned> fit_split(const ArgPlan& a, unsigned wg, size_t count, size_t preferred,
                                  const SplitBounds& bounds) {
  const size_t other = other_blocks(a, wg), extent = split_extent(a, wg);
  if (count % other != 0) return std::nullopt;
  const size_t q = count / other;
  if (q == 0 || q > extent) return std::nullopt;
  auto allowed = [&](size_t s) {
    return ceil_div(extent, s) == q && s >= bounds.min && !(bounds.max && s > bounds.max) &&
           s <= UINT_MAX;
  };
  if (allowed(preferred)) return unsigned(preferred);
  // The splits giving q blocks form an interval starting at ceil(extent / q): its first
  // one within the bounds, if any. (So whether an argument fits depends on q alone, and
  // arguments of one shape and bounds get one split.)
  const size_t s = std::max<size_t>(ceil_div(extent, q), bounds.min);
  if (!allowed(s)) return std::nullopt;
  return unsigned(s);
}

/// One level's arguments and the driver's split: the largest argument picks its split
/// from the budget (wanted) within [min, max], its bounds and extent.
struct Level {
  unsigned level = 0;
  std::vector<ArgPlan*> args;
  std::vector<SplitBounds> bounds;  ///< per argument
  ArgPlan* driver = nullptr;
  size_t wanted = 0, min = 0, max = 0, extent = 0;  ///< the budget's split, its bounds
};

Level level_of(PlanDraft& d, unsigned level) {
  Level l;
  l.level = level;
  for (ArgPlan& a : d.plan.args)
    if (split_data(a) && a.level == level) l.args.push_back(&a);
  if (l.args.empty()) return l;
  l.driver = l.args.front();
  for (ArgPlan* a : l.args)
    if (a->w * a->h * a->d > l.driver->w * l.driver->h * l.driver->d) l.driver = a;
  for (ArgPlan* a : l.args) l.bounds.push_back(shared_bounds(*a, d.plan.args));
  const SplitBounds& db =
      l.bounds[size_t(std::find(l.args.begin(), l.args.end(), l.driver) - l.args.begin())];
  const ArgPlan& dr = *l.driver;
  const Targets& t = d.targets;
  l.wanted = is_common(dr)
                 ? (dr.vertical ? std::max<size_t>(1, t.chunk_words / dr.w) : t.chunk_words)
                 : std::max<size_t>(1, t.split_bytes / (dr.word_bytes * dr.cols.lanes));
  // Splits longer than the extent only add padding, unless the user asks for them.
  l.extent = split_extent(dr, d.plan.wg);
  l.min = std::max<size_t>(1, db.min);
  l.max = std::max(l.min, db.max ? std::min<size_t>(db.max, l.extent) : l.extent);
  l.wanted = std::clamp<size_t>(l.wanted, l.min, l.max);
  return l;
}

/// Candidates: the budget's split, then smaller ones, then larger ones (a shorter split
/// count may be the only one the other arguments can share). Whether the others fit
/// depends on the count alone (fit_split falls back to the count's own split), so only the
/// first split of each count is tried: O(sqrt(extent)) candidates, not O(extent).
std::vector<size_t> candidates(const Level& l) {
  std::vector<size_t> out;
  for (size_t s = l.wanted; s >= l.min;) {
    out.push_back(s);
    const size_t c = ceil_div(l.extent, s);  // splits of size >= ceil(extent / c) give <= c
    const size_t next = ceil_div(l.extent, c);
    if (next <= l.min) break;
    s = std::min(s, next) - 1;
  }
  for (size_t s = l.wanted + 1; s <= l.max;) {
    out.push_back(s);
    const size_t c = ceil_div(l.extent, s);
    if (c <= 1) break;
    s = std::max(s + 1, ceil_div(l.extent, c - 1));  // the first split with a smaller count
  }
  return out;
}

/// Shapes every argument of the level for the driver's split `s`; false (and why, the
/// first time) when one cannot take the driver's count.
bool try_split(const Level& l, unsigned wg, size_t s, std::string& why) {
  const size_t count = other_blocks(*l.driver, wg) * ceil_div(l.extent, s);
  for (size_t i = 0; i < l.args.size(); ++i) {
    ArgPlan* a = l.args[i];
    auto fs = a == l.driver ? std::optional<unsigned>(unsigned(s))
                            : fit_split(*a, wg, count, s, l.bounds[i]);
    if (!fs) {
      if (why.empty())
        why = arg_label(*a) + " cannot be cut into " + std::to_string(count) +
              " splits (the count " + arg_label(*l.driver) + " has with split " +
              std::to_string(s) + ")";
      return false;
    }
    shape(*a, wg, *fs);
  }
  return true;
}

/// The driver (largest argument) picks its split from the budget; the others follow its
/// split count. Throws ACL_SPLIT_COUNT_MISMATCH when they cannot.
void plan_level(PlanDraft& d, const Level& l) {
  const unsigned wg = d.plan.wg;
  std::string why;
  for (size_t s : candidates(l)) {
    if (!try_split(l, wg, s, why)) continue;
    const size_t count = other_blocks(*l.driver, wg) * ceil_div(l.extent, s);
    d.plan.count[l.level] = count;
    d.plan.block_size[l.level] = unsigned(s);
    std::ostringstream n;
    n << "level " << l.level << ": " << arg_label(*l.driver) << " (the largest) takes split " << s
      << " (budget "
      << (is_common(*l.driver) ? std::to_string(d.targets.chunk_words) + " words per chunk"
                               : std::to_string(d.targets.split_bytes) + " bytes per work-item")
      << ", bounds [" << l.min << ", " << l.max << "]"
      << (s != l.wanted ? ", adjusted to share counts" : "") << "), " << count << " splits";
    if (l.args.size() > 1) n << "; the others follow that count";
    d.note(n.str());
    return;
  }
  if (why.empty()) why = arg_label(*l.driver) + " has no split size within its bounds";
  throw Error(ACL_SPLIT_COUNT_MISMATCH,
              "level " + std::to_string(l.level) +
                  ": arguments cannot share a split count: " + why +
                  "; give same-level data shapes whose split counts can match, or "
                  "loosen split_min/split_max");
}

/// How a staged argument's rows move between global and local memory.
std::string staged_copy(const ArgPlan& a) {
  const Staging& st = a.staging;
  if (a.local_view)
    return arg_label(a) + " staged through local memory word by word, by " +
           (st.view_by_rows ? "rows " + std::to_string(a.tile_w)
                            : "columns " + std::to_string(st.column_words)) +
           " words apart; User_main reads its window there";
  return arg_label(a) + " staged through local memory: " + std::to_string(a.word_bytes) +
         "-byte words" +
         (st.chunked
              ? std::string(", rows copied as 16-byte chunks") +
                    (st.aligned_rows ? ""
                     : (a.offset * a.word_bytes) % 16
                         ? std::string(" from their aligned start (the array does not start a "
                                       "chunk)")
                         : std::string(" from their aligned start (pitch not a multiple of 16)"))
          : st.dest_run ? ", written back in the destination's row order, 16-byte runs of " +
                              std::to_string(st.dest_run) + " words"
          : a.dest_w ? ", written back word by word in the destination's row order"
          : a.margin == 0 && (a.block_w * a.word_bytes) % 16 == 0
              ? ", copied word by word (read and written in place, rows not 16-byte aligned)"
              : ", copied word by word (margin or block width not a multiple of 16 bytes)");
}

/// Plans with data cut by a split (not only ACL_RANDOM data, which takes its blocks from
/// other data in random_blocks, or level-1 COMMON data, held whole in whole_common).
bool splits_applies(const PlanDraft& d) {
  for (const ArgPlan& a : d.plan.args)
    if (split_data(a)) return true;
  return false;
}

/// Split sizes, level by level.
void splits_run(PlanDraft& d) {
  for (unsigned level = 1; level <= d.plan.levels; ++level) {
    const Level l = level_of(d, level);
    if (!l.args.empty()) plan_level(d, l);
  }
  for (const ArgPlan& a : d.plan.args)
    if (a.placement == Placement::Staged) d.note(staged_copy(a));
}

/// Level-1 ACL_COMMON data: the whole array in local memory, seen by every block.
bool whole_applies(const PlanDraft& d) {
  for (const ArgPlan& a : d.plan.args)
    if (a.broadcast_whole) return true;
  return false;
}

void whole_run(PlanDraft& d) {
  for (ArgPlan& a : d.plan.args)
    if (a.broadcast_whole) {
      shape(a, d.plan.wg, 0);
      d.note(arg_label(a) + ": level-1 ACL_COMMON, the whole " + std::to_string(a.w) + "x" +
             std::to_string(a.h) + "x" + std::to_string(a.d) +
             " array in local memory for every block");
    }
}

}  // namespace

const Pass kSplits = {"splits", splits_applies, splits_run, {{&kWorkGroup}}};
const Pass kWholeCommon = {"whole_common", whole_applies, whole_run, {{&kSplits}}};

}  // namespace passes
}  // namespace acl::detail
