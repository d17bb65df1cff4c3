// Pass transposed_lanes: on CPUs a transposing write-back (ROT90, ROT270, MIRROR_TRANSPOSE)
// moves whole vectors both ways. A work-item owns a square of `lanes` columns by `lanes`
// rows: it loads its rows as vectors, turns them into its columns in registers, and stores
// each column as one vector of a destination row (docs/planner.md, "Transposes in registers
// on CPUs", has the figures).
#include <algorithm>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Lanes of `bytes` bytes of `word`-byte words, at most 16 (OpenCL's widest vector; bytes
/// and shorts take 16), where they make a vector of 4, 8 or 16 words.
unsigned square_of(unsigned bytes, unsigned word) {
  if (word == 0 || bytes % word != 0) return 0;
  const unsigned n = std::min(bytes / word, 16u);
  return n == 4 || n == 8 || n == 16 ? n : 0;
}

/// Data a square takes: plain vertical data without a margin, of a built-in scalar type
/// with vectors; either read where it lies (ref none or top-left, def none), its rows
/// loaded with vload at any alignment, or written only, through a transposing write-back
/// (its column vectors are stored with vstore, at any alignment).
bool takes_square(const ArgPlan& a, unsigned lanes) {
  const acl_attr& at = a.desc.attr;
  const bool source = unmoved(at) && at.def == ACL_NONE;
  const bool transposed = at.ref == ACL_NONE && is_transposing(at.def);
  // A split the user pins must allow the square's rows.
  const bool split_ok = !at.split_min || at.split_min <= lanes;
  return plain_vertical(a) && a.margin == 0 && has_vectors(a.type) && split_ok &&
         (source || transposed);
}

/// The square's side for this plan: every transfer argument takes it, all of one word size
/// and one view shape, one of them a transposing write-back; 0 when none fits. Not where
/// User_main names a work-item function or barrier (loop_safe; see choose_lanes).
unsigned square_lanes(const PlanDraft& d) {
  const std::vector<ArgPlan>& args = d.plan.args;
  if (!d.loop_safe || !d.knobs.transpose_lanes || !d.targets.lanes || d.lanes > 1 ||
      !single_level(d.args) || !only_values_and_transfers(args))
    return 0;
  unsigned word = 0;
  bool any_transposed = false;
  const ArgPlan* first = nullptr;
  for (const ArgPlan& a : args) {
    if (!a.is_transfer()) continue;
    // One view shape for all: arguments of other shapes would share the split count but
    // not the square (a 129x65 beside a 65x129 would take 16x8 windows under 16 lanes).
    if (first && (a.w != first->w || a.h != first->h || a.d != first->d)) return 0;
    if (!first) first = &a;
    if (word && a.word_bytes != word) return 0;
    word = a.word_bytes;
    any_transposed |= is_transposing(a.desc.attr.def);
  }
  const unsigned lanes = square_of(d.knobs.transpose_lanes, word);
  if (!any_transposed || !lanes) return 0;
  for (const ArgPlan& a : args)
    if (a.is_transfer() && !takes_square(a, lanes)) return 0;
  return lanes;
}

/// CPU-class plans (knob transpose_lanes) with a transposing write-back whose data all
/// takes the square (square_lanes).
bool transposed_lanes_applies(const PlanDraft& d) {
  return square_lanes(d) > 0;
}

/// The square's side in lanes and in rows (the split budget is the whole square), stored
/// from private memory, a work-group per block: squares turned by shuffles run several
/// times as fast on PoCL as a work-item per column (bench/results/knobs/README.md,
/// "Transposes in registers on CPUs").
void transposed_lanes_run(PlanDraft& d) {
  const unsigned lanes = square_lanes(d);
  d.lanes = lanes;
  d.plan.square_lanes = true;
  unsigned word = 0;
  for (ArgPlan& a : d.plan.args) {
    if (!a.is_transfer()) continue;
    a.cols.lanes = lanes;
    a.placement = Placement::Private;
    word = a.word_bytes;
  }
  d.targets.split_bytes = lanes * lanes * word;
  d.targets.prefetch = false;
  d.targets.groups_per_cu = 0;
  d.need = ceil_div(d.need, lanes);
  d.note("a work-item owns " + std::to_string(lanes) + " columns of " + std::to_string(lanes) +
         " rows: rows load as vectors and turn into columns in registers, each column is "
         "stored as one destination-row vector (knob transpose_lanes " +
         std::to_string(d.knobs.transpose_lanes) + " bytes)");
}

}  // namespace

const Pass kTransposedLanes = {"transposed_lanes", transposed_lanes_applies, transposed_lanes_run,
                                {{&kLanes}, 0, 0, prop::kSquareLanes}};

}  // namespace acl::detail::passes
