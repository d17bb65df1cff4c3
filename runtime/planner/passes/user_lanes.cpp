// Pass user_lanes (Plan::user_lanes, knob user_lanes): User_main on vectors of neighbouring
// columns. PoCL 5.0 leaves a work-item loop scalar when User_main has loops of its own
// (MDH's atom loop), where the same User_main compiled with `float` standing for `float16`
// runs on whole AVX-512 registers. So where User_main's source allows (lane_safe), every
// float transfer argument is float and the level-1 data's rows start on vectors (or it is
// all dense, of one shape, and runs as one row; a partial last vector moves word by word), the
// arrays are planned again with a vector of `lanes` words as each word, COMMON data keeps
// its words and stages each as a vector of copies (ArgDesc::splat), and User_main is
// compiled with `float` defined as that vector (codegen/generator.cpp). A source that does
// not compile on vectors runs on words (AclKernel::words_instead).
#include <algorithm>
#include <string>

#include "planner/eligibility.hpp"
#include "planner/make_plan.hpp"
#include "planner/passes/passes.hpp"
#include "planner/shape.hpp"

namespace acl::detail::passes {
namespace {

/// Vectors of the knob's words: 1 = the device's native float width; powers of two 2..16.
unsigned lanes_of(const PlanDraft& d) {
  const unsigned n = d.knobs.user_lanes == 1 ? d.dev.float_lanes : d.knobs.user_lanes;
  return n == 2 || n == 4 || n == 8 || n == 16 ? n : 0;
}

/// Whether level-1 data `t` is one dense run of words (rows and slices back to back).
bool dense(const acl_attr& t) {
  return t.row_pitch == size_t(t.word_size) * t.size[0] &&
         (t.size[2] == 1 || t.slice_pitch == t.row_pitch * t.size[1]);
}

/// Whether level-1 data `t`'s rows start on whole vectors of `lanes` words (a lone row
/// always does); its last vector may be partial.
bool rows_start_on_vectors(const acl_attr& t, unsigned lanes) {
  const size_t v = size_t(4) * lanes;
  return (t.size[1] == 1 && t.size[2] == 1) ||
         (t.row_pitch % v == 0 && (t.size[2] == 1 || t.slice_pitch % v == 0));
}

/// Why the arguments keep words ("" when they can take vectors of `lanes`): values, float
/// COMMON data, and plain level-1 vertical float data whose rows start on whole vectors (a
/// partial last vector per row is read and written word by word), or, where User_main sees
/// no positions (`word_by_word`), level-1 data all dense and of one shape, which runs as one
/// row (`flat`); at least one of the last. Buffers (and sub-buffers) start at the device's
/// base alignment, which must hold a vector, and so must the array's offset in its buffer.
std::string blocker(const std::vector<ArgDesc>& args, unsigned lanes, size_t base_align,
                    bool word_by_word, bool& flat) {
  flat = false;
  if (base_align % (4 * lanes))
    return "the device aligns buffers to " + std::to_string(base_align) + " bytes, not to a vector";
  bool vectors = false, aligned = true, flattens = word_by_word;
  const acl_attr* first = nullptr;
  std::string off;  // the first argument whose rows do not start on a vector
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
    if (t.offset % lanes)  // the array's first word must start a vector
      return who + " starts at word " + std::to_string(t.offset) + " of its buffer, not on a "
             "vector of " + std::to_string(lanes) + " words";
    if (!rows_start_on_vectors(t, lanes) && off.empty()) off = who;
    aligned &= rows_start_on_vectors(t, lanes);
    flattens &= dense(t) && (!first || std::equal(t.size, t.size + 3, first->size));
    if (!first) first = &t;
    vectors = true;
  }
  if (!vectors) return "no level-1 data to run on vectors";
  if (aligned) return "";
  if (flattens) {
    flat = true;
    return "";
  }
  return off + "'s rows do not start on vectors of " + std::to_string(lanes) +
         " words (and the level-1 data is not all dense, of one shape, with User_main seeing "
         "no positions)";
}

/// The arguments with a vector of `lanes` words as each level-1 word (each row's last one
/// partial where the rows are not whole vectors; `flat`: the data as one row), COMMON words
/// staged as vectors of copies.
std::vector<ArgDesc> on_vectors(const std::vector<ArgDesc>& args, unsigned lanes, bool flat) {
  std::vector<ArgDesc> out = args;
  const size_t v = size_t(4) * lanes;
  for (ArgDesc& a : out) {
    if (a.kind != ArgKind::Transfer) continue;
    if (a.attr.broadcast == ACL_COMMON) {
      a.splat = lanes;
      continue;
    }
    acl_attr& t = a.attr;
    t.offset /= lanes;
    if (flat) {
      t.size[0] *= t.size[1] * t.size[2];
      t.size[1] = t.size[2] = 1;
    }
    a.partial = unsigned(t.size[0] % lanes);
    t.size[0] = (t.size[0] + lanes - 1) / lanes;
    if (t.size[1] == 1 && t.size[2] == 1) t.row_pitch = t.slice_pitch = t.size[0] * v;
    a.param.type = "float" + std::to_string(lanes);
    a.param.type_size = unsigned(v);
    t.word_size = unsigned(v);
  }
  return out;
}

/// Plans of blocks on classes with user_lanes, whose User_main may run on vectors and whose
/// transfer data is all float words, some of it not COMMON (so not vectors already; other
/// plans say nothing).
bool applies(const PlanDraft& d) {
  if (!d.knobs.user_lanes || !d.lane_safe || d.plan.is<Tiling>() || d.plan.is<Wavefront>() ||
      d.plan.is<Pipeline>() || d.plan.is<Scan>() || d.plan.is<Steps>())
    return false;
  bool separate = false;
  for (const ArgDesc& a : d.args) {
    if (a.kind != ArgKind::Transfer) continue;
    if (a.param.type != "float" || is_line(a.attr.broadcast)) return false;
    separate |= a.attr.broadcast != ACL_COMMON;
  }
  return separate;
}

void run(PlanDraft& d) {
  const unsigned lanes = lanes_of(d);
  bool flat = false;
  const std::string why = lanes ? blocker(d.args, lanes, d.dev.base_align, d.word_by_word, flat)
                                : "no float vectors of 2 to 16 words (native width " +
                                      std::to_string(d.dev.float_lanes) + ")";
  if (!why.empty()) {
    d.note("words, not vectors: " + why);
    return;
  }
  // The split budgets count words: a vector of `lanes` takes lanes times the bytes, so a
  // work-item keeps several vectors (bench/results/knobs/README.md, "User_main on vectors").
  DeviceProfile dev = d.dev;
  dev.knobs.split_bytes *= lanes;
  dev.knobs.split_bytes_nested *= lanes;
  Plan p;
  try {
    p = make_plan(on_vectors(d.args, lanes, flat), dev,
                  PlanOptions().set_word_by_word(d.word_by_word).set_loop_safe(d.loop_safe));
  } catch (const Error& e) {
    d.note(std::string("words, not vectors: the plan on vectors failed: ") + e.what());
    return;
  }
  // A partial last vector moves word by word in the direct loads and stores only.
  bool partial = false;
  for (const ArgPlan& a : p.args) {
    if (!a.desc.partial) continue;
    partial = true;
    if (a.placement != Placement::Private || a.cols.lanes > 1 || a.cols.step > 1 || p.loaders) {
      d.note("words, not vectors: " + arg_label(a) +
             " has a partial last vector per row, which only the direct loads and stores of "
             "private data move (this plan has " +
             placement_name(a.placement) + " data" +
             (a.cols.lanes > 1 || a.cols.step > 1 || p.loaders ? ", lanes, steps or loaders" : "") +
             ")");
      return;
    }
  }
  d.plan = std::move(p);
  d.plan.user_lanes = lanes;
  d.note("User_main runs on float" + std::to_string(lanes) +
         " vectors (knob user_lanes): a lane per column, so level-1 data counts in vectors "
         "of " +
         std::to_string(lanes) + " words; COMMON words are staged as vectors of " +
         std::to_string(lanes) + " copies" +
         (flat ? "; the dense level-1 data runs as one row" : "") +
         (partial ? "; each row's last vector, partial, moves word by word" : ""));
}

}  // namespace

const Pass kUserLanes = {
    "user_lanes", applies, run,
    {{}, 0, prop::kTiling | prop::kWavefront | prop::kPipeline | prop::kScan | prop::kSteps,
     prop::kAny}};

}  // namespace acl::detail::passes
