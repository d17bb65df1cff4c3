// Pass user_lanes (Plan::user_lanes, knob user_lanes): User_main on vectors of neighbouring
// columns. PoCL 5.0 leaves a work-item loop scalar when User_main has loops of its own
// (MDH's atom loop), where the same User_main compiled with `float` standing for `float16`
// runs on whole AVX-512 registers. So where User_main's source allows (lane_safe), every
// float transfer argument is float and the level-1 data has rows of whole vectors, the
// arrays are planned again with a vector of `lanes` words as each word, COMMON data keeps
// its words and stages each as a vector of copies (ArgDesc::splat), and User_main is
// compiled with `float` defined as that vector (codegen/generator.cpp). A source that does
// not compile on vectors runs on words (AclKernel::words_instead).
#include <string>

#include "planner/eligibility.hpp"
#include "planner/passes/passes.hpp"

namespace acl::detail::passes {
namespace {

/// Vectors of the knob's words: 1 = the device's native float width; powers of two 2..16.
unsigned lanes_of(const PlanDraft& d) {
  const unsigned n = d.knobs.user_lanes == 1 ? d.dev.float_lanes : d.knobs.user_lanes;
  return n == 2 || n == 4 || n == 8 || n == 16 ? n : 0;
}

/// Why the arguments keep words ("" when they can take vectors of `lanes`): values, float
/// COMMON data, and plain level-1 vertical float data whose rows and slices are whole
/// vectors; at least one of the last. Buffers (and sub-buffers) start at the device's base
/// alignment, which must hold a vector.
std::string blocker(const std::vector<ArgDesc>& args, unsigned lanes, size_t base_align) {
  if (base_align % (4 * lanes))
    return "the device aligns buffers to " + std::to_string(base_align) + " bytes, not to a vector";
  bool vectors = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgDesc& a = args[i];
    const std::string who = "argument " + std::to_string(i) + " '" + a.param.name + "'";
    if (a.kind == ArgKind::Scalar) continue;
    if (a.kind != ArgKind::Transfer) return who + " is not transfer data or a value";
    const acl_attr& t = a.attr;
    if (a.param.type != "float" || t.word_size != 4) return who + " is not float";
    if (t.broadcast == ACL_COMMON) continue;
    if (!plain_vertical(t) || !unmoved(t) || t.margin || t.level != 1)
      return who + " is not plain level-1 vertical data without a margin";
    if (t.size[0] % lanes || t.row_pitch % (4 * lanes) || t.slice_pitch % (4 * lanes))
      return who + "'s rows are not whole vectors of " + std::to_string(lanes) + " words";
    vectors = true;
  }
  return vectors ? "" : "no level-1 data to run on vectors";
}

/// The arguments with a vector of `lanes` words as each level-1 word, COMMON words staged
/// as vectors of copies.
std::vector<ArgDesc> on_vectors(const std::vector<ArgDesc>& args, unsigned lanes) {
  std::vector<ArgDesc> out = args;
  for (ArgDesc& a : out) {
    if (a.kind != ArgKind::Transfer) continue;
    if (a.attr.broadcast == ACL_COMMON) {
      a.splat = lanes;
      continue;
    }
    a.param.type = "float" + std::to_string(lanes);
    a.param.type_size = 4 * lanes;
    a.attr.word_size = 4 * lanes;
    a.attr.size[0] /= lanes;
  }
  return out;
}

/// Plans of blocks on classes with user_lanes, whose User_main may run on vectors and whose
/// transfer data is all float words, some of it not COMMON (so not vectors already; other
/// plans say nothing).
bool applies(const PlanDraft& d) {
  if (!d.knobs.user_lanes || !d.lane_safe || d.plan.is<Tiling>() || d.plan.is<Wavefront>() ||
      d.plan.is<Pipeline>() || d.plan.is<Scan>())
    return false;
  bool separate = false;
  for (const ArgDesc& a : d.args) {
    if (a.kind != ArgKind::Transfer) continue;
    if (a.param.type != "float") return false;
    separate |= a.attr.broadcast != ACL_COMMON;
  }
  return separate;
}

void run(PlanDraft& d) {
  const unsigned lanes = lanes_of(d);
  const std::string why =
      lanes ? blocker(d.args, lanes, d.dev.base_align)
            : "no float vectors of 2 to 16 words (native width " + std::to_string(d.dev.float_lanes) + ")";
  if (!why.empty()) {
    d.note("words, not vectors: " + why);
    return;
  }
  // The split budgets count words: a vector of `lanes` takes lanes times the bytes
  // (2-core PoCL 3.1, MDH 128^2 x 1024 atoms: 6.6 ms with one vector a work-item, 5.6-5.8
  // with 4-16, 9.0 on words).
  DeviceProfile dev = d.dev;
  dev.knobs.split_bytes *= lanes;
  dev.knobs.split_bytes_nested *= lanes;
  Plan p;
  try {
    p = make_plan(on_vectors(d.args, lanes), dev, d.word_by_word, false, d.loop_safe, false);
  } catch (const Error& e) {
    d.note(std::string("words, not vectors: the plan on vectors failed: ") + e.what());
    return;
  }
  d.plan = std::move(p);
  d.plan.user_lanes = lanes;
  d.note("User_main runs on float" + std::to_string(lanes) +
         " vectors (knob user_lanes): a lane per column, so level-1 data counts in vectors "
         "of " + std::to_string(lanes) + " words; COMMON words are staged as vectors of " +
         std::to_string(lanes) + " copies");
}

}  // namespace

const Pass kUserLanes = {"user_lanes", applies, run};

}  // namespace acl::detail::passes
