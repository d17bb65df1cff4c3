// Pass flatten (knob flatten): where rows are not whole vectors a plan cannot take lanes.
// If User_main cannot see where its words lie and the data is dense and of one shape, the
// arrays are planned again as rows of whole vectors, and that plan is kept when it has
// lanes (bench/results/knobs/README.md, "Flattening").
#include "planner/eligibility.hpp"
#include "planner/make_plan.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Data that can be flattened: plain level-1 SEPARATE vertical data, its words where the
/// array has them (no flip, RANDOM or SPECIAL origin), without margin, split or group
/// bounds, rows and slices dense.
bool flattens(const acl_attr& t) {
  return plain_vertical(t) && unmoved(t) && t.margin == 0 && !t.split_min && !t.split_max &&
         !t.wg_min && !t.wg_max && t.row_pitch == t.size[0] * t.word_size &&
         t.slice_pitch == t.row_pitch * t.size[1];
}

/// The arguments as rows of whole vectors: rows of 2^k words when such a row length
/// divides the word count, else one row of all words. Empty when the transfer arguments
/// are not all flattenable data of one shape.
std::vector<ArgDesc> flattened(const std::vector<ArgDesc>& args) {
  const size_t* shape = nullptr;
  for (const ArgDesc& d : args) {
    if (d.kind != ArgKind::Transfer) continue;
    const acl_attr& t = d.attr;
    if (!flattens(t)) return {};
    if (shape && (t.size[0] != shape[0] || t.size[1] != shape[1] || t.size[2] != shape[2]))
      return {};
    shape = t.size;
  }
  // Coordinates are 32-bit in the AC kernel: the row, with a block past its end, must fit.
  if (!shape || shape[1] * shape[2] < 2 || shape[0] * shape[1] * shape[2] > (size_t(1) << 30))
    return {};
  // Rows of a power of two words (2^10..2^16) where one divides the word count, so that
  // work-items can take two rows of vectors as in any aligned plan; else a single row.
  const size_t n = shape[0] * shape[1] * shape[2];
  size_t w = n;
  for (size_t p = size_t(1) << 16; p >= 1024; p /= 2)
    if (n % p == 0) {
      w = p;
      break;
    }
  std::vector<ArgDesc> out = args;
  for (ArgDesc& d : out) {
    if (d.kind != ArgKind::Transfer) continue;
    acl_attr& t = d.attr;
    t.size[0] = w, t.size[1] = n / w, t.size[2] = 1;
    t.row_pitch = w * t.word_size;
    t.slice_pitch = n * t.word_size;
  }
  return out;
}

/// The arrays' plan as rows of whole vectors, when it has lanes.
bool has_flat_lanes(const PlanDraft& d) {
  return has_lanes(make_plan(flattened(d.args), d.dev, PlanOptions().set_loop_safe(d.loop_safe)));
}

/// Whether the plan has lanes on rows that do not start on a vector (moved by vloadn;
/// pass lanes): rows of whole vectors, flattened, move as aligned vectors instead.
bool off_vector_lanes(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.cols.lanes > 1 && !a.rows_on_vectors(a.cols.lanes)) return true;
  return false;
}

/// Plans without lanes (or with lanes off a vector), tiles or wavefronts, on classes with
/// flatten and lane_bytes, whose User_main sees its words only (word_by_word) and whose data
/// can be flattened into rows that take lanes. (A plan that would not change says nothing:
/// equal plans must generate equal sources, notes included.)
bool applies(const PlanDraft& d) {
  const StrategyKnobs& k = d.knobs;
  return d.word_by_word && k.flatten && k.lane_bytes && !d.plan.is<Tiling>() &&
         !d.plan.is<Steps>() && !d.plan.is<Wavefront>() && !d.plan.is<Pipeline>() &&
         !d.plan.is<Scan>() &&
         (!has_lanes(d.plan) || off_vector_lanes(d.plan)) && !flattened(d.args).empty() &&
         has_flat_lanes(d);
}

/// The flattened plan replaces this one (planned again: planning is cheap, and the plan
/// memo keeps what it gives).
void run(PlanDraft& d) {
  const acl_attr* first = nullptr;
  for (const ArgDesc& a : d.args)
    if (!first && a.kind == ArgKind::Transfer) first = &a.attr;
  d.plan = make_plan(flattened(d.args), d.dev, PlanOptions().set_loop_safe(d.loop_safe));
  size_t row = 0;
  for (const ArgPlan& a : d.plan.args)
    if (!row && a.is_transfer()) row = a.w;
  const std::string w = std::to_string(first->size[0]);
  d.note("the " + w + "x" + std::to_string(first->size[1]) + "x" + std::to_string(first->size[2]) +
         " arrays are flattened into rows of " + std::to_string(row) +
         " words: User_main sees its words only, the data is dense and "
         "of one shape, and rows of " +
         w + " words are not whole vectors");
}

}  // namespace

const Pass kFlatten = {
    "flatten", applies, run,
    {{}, 0, prop::kTiling | prop::kWavefront | prop::kPipeline | prop::kScan | prop::kSteps,
     prop::kAny}};

}  // namespace acl::detail::passes
