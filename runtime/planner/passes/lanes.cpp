// Passes lanes and stream_stores: a work-item of vertical data owns several adjacent
// columns (its lanes) and moves each row of them as one vector, the access of a
// hand-written uchar16/float4 kernel (docs/planner.md has the figures).
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Whether SHRINK data `a` can store its kept words straight from private memory with
/// `lanes` (knob lane_shrink): each kept row's lanes >> k words make whole vectors of the
/// destination's rows and slices.
bool shrinks_directly(const ArgPlan& a, size_t lanes, const StrategyKnobs& k) {
  const acl_attr& at = a.desc.attr;
  const size_t kept = lanes >> at.scale_log2;
  return k.lane_shrink && at.def == ACL_SPECIAL_SHRINK && at.ref == ACL_NONE && kept >= 1 &&
         (kept == 1 ||
          (has_vectors(a.type) && (kept == 2 || kept == 4 || kept == 8 || kept == 16))) &&
         a.offset % kept == 0 && a.pitch % kept == 0 && a.slice % kept == 0;
}

/// Whether `a`'s ENLARGE stores bypass the cache (Columns::stream, knob stream_bytes): its
/// destination holds at least stream_bytes.
bool streams(const ArgPlan& a, const StrategyKnobs& k) {
  return k.stream_bytes && a.desc.attr.def == ACL_SPECIAL_ENLARGE &&
         a.dest_w * a.dest_h * a.d * a.word_bytes >= k.stream_bytes;
}

/// ENLARGE write-backs (knob lane_enlarge) store straight from private memory: each row of
/// a work-item's lanes becomes 2^k destination rows of one vector of enlarge_bytes each,
/// as a hand-written kernel does; that needs aligned destination rows. Without lane_bytes
/// (CPUs) only where the stores stream: through the cache a word per work-item stores
/// faster than the lanes.
bool enlarges_with_lanes(const ArgPlan& a, const StrategyKnobs& k) {
  const acl_attr& at = a.desc.attr;
  return k.lane_enlarge && at.def == ACL_SPECIAL_ENLARGE && at.ref == ACL_NONE &&
         (k.lane_bytes || streams(a, k)) && a.word_bytes && k.enlarge_bytes &&
         a.row_bytes_aligned(k.enlarge_bytes);
}

/// Data that can take lanes: plain level-1 SEPARATE vertical data of a built-in scalar
/// type, with a margin only on data only read (its margin columns move word by word), read
/// and written in place, or a SHRINK write-back staged (its tile takes the lanes side by
/// side) or an ENLARGE write-back that stores with lanes: a staged ENLARGE gains nothing
/// from lanes, one stored from private memory does.
bool takes_lanes(const ArgPlan& a, const StrategyKnobs& k) {
  const acl_attr& at = a.desc.attr;
  const bool scaled =
      at.def == ACL_SPECIAL_SHRINK && a.placement == Placement::Staged && at.ref == ACL_NONE;
  return plain_vertical(a) && (a.margin == 0 || only_read(at)) &&
         (in_place(at) || scaled || enlarges_with_lanes(a, k)) && has_vectors(a.type) &&
         a.word_bytes;
}

/// Lanes per work-item from the bytes a row of them takes, the widest word and the
/// arguments' needs: with a margin of one half the bytes (a narrower window leaves room for
/// longer columns), but not beside a SHRINK that stores from private memory (lane_shrink),
/// which wants as many kept words per row as it can get; with a wider margin the whole
/// bytes, since a window of `lanes + 2 margin` columns reads fewer margin columns per lane
/// with more lanes. ENLARGE by 2^k: 2^-k of them, so that each destination row a
/// work-item stores is one vector; beside an ENLARGE the destination row's vector
/// (enlarge_bytes) sets the bytes: 64 on CPUs, a cache line, so its store can bypass the
/// cache (stream_bytes).
unsigned lanes_for(const std::vector<ArgPlan>& args, const StrategyKnobs& k, unsigned widest,
                   unsigned margin, bool any_enlarge, unsigned enlarge_log2) {
  // Whether every SHRINK argument (there is one at least) can store directly with lanes of
  // the whole lane_bytes.
  bool shrink = margin && k.lane_shrink && widest && k.lane_bytes % widest == 0;
  bool any_shrink = false;
  for (const ArgPlan& a : args)
    if (a.is_transfer() && a.desc.attr.def == ACL_SPECIAL_SHRINK) {
      any_shrink = true;
      shrink &= shrinks_directly(a, k.lane_bytes / widest, k);
    }
  shrink &= any_shrink;
  const unsigned base = any_enlarge ? k.enlarge_bytes : k.lane_bytes;
  const unsigned bytes = (margin == 1 && !shrink ? base / 2 : base) >> enlarge_log2;
  if (widest == 0 || bytes % widest != 0) return 1;
  const unsigned lanes = bytes / widest;
  return lanes == 2 || lanes == 4 || lanes == 8 || lanes == 16 ? lanes : 1;
}

/// Every row (and slice) must start on a whole vector; a lone row or slice always does.
/// Plans without SPECIAL write-backs whose words are 4 bytes wide (no bytes moved as words)
/// take any rows: their vectors move with vloadn/vstoren (ArgPlan::rows_on_vectors), which
/// beats a column per work-item on ragged rows too. An ENLARGE destination
/// row of the lanes must be one vector of enlarge_bytes (not so when its words are narrower than
/// the widest), of at most 16 words (OpenCL's widest).
bool rows_take(const std::vector<ArgPlan>& args, const StrategyKnobs& k, unsigned lanes) {
  bool any_rows = true;
  for (const ArgPlan& a : args)
    if (a.is_transfer()) any_rows &= !a.dest_w && a.word_bytes == 4;
  for (const ArgPlan& a : args) {
    if (!a.is_transfer()) continue;
    const unsigned f = a.desc.attr.scale_log2;
    if (a.dest_w ? a.desc.attr.def == ACL_SPECIAL_ENLARGE &&
                       (((lanes * a.word_bytes) << f) != k.enlarge_bytes || (lanes << f) > 16)
                 : !any_rows && !a.rows_on_vectors(lanes))
      return false;
  }
  return true;
}

/// Lanes for a plan (Columns::lanes), 1 when it takes none: with lane_bytes every transfer
/// argument must take them (takes_lanes); without (CPUs) only ENLARGE plans take lanes,
/// for their vector stores. A work-item calls User_main once per column, so plans whose
/// User_main could tell work-items apart (`loop_safe` false: it names a work-item function,
/// whose ids would count lanes, or a barrier, which a work-item past the edge would reach
/// fewer times; or through memory: __local scratch, __global pointers) keep one column per
/// work-item.
unsigned choose_lanes(const std::vector<ArgPlan>& args, const StrategyKnobs& k, bool loop_safe) {
  if (!loop_safe || (!k.lane_bytes && !(k.lane_enlarge && k.enlarge_bytes))) return 1;
  if (!only_values_and_transfers(args)) return 1;
  unsigned widest = 0, enlarge_log2 = 0;
  unsigned margin = 0;
  bool any_enlarge = false;
  for (const ArgPlan& a : args) {
    if (!a.is_transfer()) continue;
    if (!takes_lanes(a, k)) return 1;
    const bool enlarge = enlarges_with_lanes(a, k);
    widest = std::max(widest, a.word_bytes);
    margin = std::max(margin, a.margin);
    if (enlarge) enlarge_log2 = std::max(enlarge_log2, a.desc.attr.scale_log2);
    any_enlarge |= enlarge;
  }
  if (!k.lane_bytes && !any_enlarge) return 1;
  const unsigned lanes = lanes_for(args, k, widest, margin, any_enlarge, enlarge_log2);
  return lanes > 1 && rows_take(args, k, lanes) ? lanes : 1;
}

/// Plans the fit still allows lanes whose data takes them (choose_lanes).
bool lanes_applies(const PlanDraft& d) {
  return d.targets.lanes && choose_lanes(d.plan.args, d.knobs, d.loop_safe) > 1;
}

/// The split budget of a lanes plan: at least two rows of vectors. Byte and short data
/// moved as words (lane_words; no SPECIAL write-backs there): lane_words rows. ENLARGE
/// stores from private memory: lane_enlarge rows of lanes, not the staged write-back's long
/// columns. SHRINK by 2^k: lane_shrink kept rows, 2^k rows each. (The knobs' sections of
/// bench/results/knobs/README.md say why these row counts.)
unsigned lanes_split_bytes(const PlanDraft& d, unsigned lanes) {
  const StrategyKnobs& k = d.knobs;
  unsigned split = std::max(d.targets.split_bytes, 2 * k.lane_bytes);
  bool small = k.lane_words > 0, enlarge = false;
  size_t widest = 0, shrink_rows = 0;
  for (const ArgPlan& a : d.plan.args) {
    if (!a.is_transfer()) continue;
    small &= small_integer(a) && !a.dest_w;
    widest = std::max<size_t>(widest, a.word_bytes);
    enlarge |= a.desc.attr.def == ACL_SPECIAL_ENLARGE;
    if (shrinks_directly(a, lanes, k))
      shrink_rows = std::max(shrink_rows, size_t(k.lane_shrink) << a.desc.attr.scale_log2);
  }
  if (small) split = std::max(split, k.lane_words * k.lane_bytes);
  if (enlarge) split = unsigned(k.lane_enlarge * lanes * widest);
  if (shrink_rows) split = unsigned(shrink_rows * lanes * widest);
  return split;
}

/// Every transfer argument takes the lanes; they are stored from private memory unless a
/// staged SHRINK tile takes them. Lanes plans run without prefetch, a work-group per block:
/// prefetching in persistent groups makes them slower.
void lanes_run(PlanDraft& d) {
  const unsigned lanes = choose_lanes(d.plan.args, d.knobs, d.loop_safe);
  d.lanes = lanes;
  d.targets.split_bytes = lanes_split_bytes(d, lanes);
  d.targets.prefetch = false;
  d.targets.groups_per_cu = 0;
  for (ArgPlan& a : d.plan.args) {
    if (!a.is_transfer()) continue;
    a.cols.lanes = lanes;
    // SHRINK by 2^k stores each kept row's lanes >> k words as one vector from private
    // memory where they are whole vectors of the destination's rows and slices.
    if (!a.dest_w || a.desc.attr.def == ACL_SPECIAL_ENLARGE || shrinks_directly(a, lanes, d.knobs))
      a.placement = Placement::Private;
  }
  d.need = ceil_div(d.need, lanes);
  d.note("a work-item owns " + std::to_string(lanes) +
         " adjacent columns and moves each row of them as one vector (vertical data without "
         "dependencies; margin columns word by word); split budget at least " +
         std::to_string(d.targets.split_bytes) + " bytes, no prefetch, a work-group per block");
}

/// Lanes plans with ENLARGE data whose destination holds at least stream_bytes (CPUs).
bool stream_applies(const PlanDraft& d) {
  if (d.lanes < 2) return false;
  for (const ArgPlan& a : d.plan.args)
    if (a.is_transfer() && streams(a, d.knobs)) return true;
  return false;
}

/// Each vector stored is a whole cache line, so the write needs no read of the line first
/// (knobs_for).
void stream_run(PlanDraft& d) {
  for (ArgPlan& a : d.plan.args)
    if (a.is_transfer() && streams(a, d.knobs)) {
      a.cols.stream = true;
      d.note(arg_label(a) + ": ENLARGE stores bypass the cache (destination of at least " +
             std::to_string(d.knobs.stream_bytes) + " bytes)");
    }
}

}  // namespace

const Pass kLanes = {"lanes", lanes_applies, lanes_run};
const Pass kStreamStores = {"stream_stores", stream_applies, stream_run, {{&kLanes}}};

}  // namespace acl::detail::passes
