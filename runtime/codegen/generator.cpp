// The AC kernel generator's entry point: the program around the kernel (constants,
// builtins, transfer helpers, the user's source), and the two dispatches that pick the
// emitters (emitters.hpp lists them): the schedule of the plan, and the Transfer of each
// argument's placement.
#include "codegen/generator.hpp"

#include "attributes/user_main.hpp"
#include "codegen/combine.hpp"
#include "codegen/emitters.hpp"
#include "codegen/faults.hpp"
#include "codegen/kernel_params.hpp"
#include "codegen/tiled.hpp"
#include "codegen/type_checks.hpp"
#include "embedded.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// The AC kernel, by the plan's schedule.
void write_kernel(EmitContext& e) {
  // Every kernel of the program takes the same parameters, the ones the launcher binds.
  const std::string params = signature(kernel_params(e.p));
  if (e.p.is<Tiling>()) {
    if (e.p.tiling().cpu)
      write_tiled_cpu_kernel(e.w, e.p, params);
    else
      write_tiled_kernel(e.w, e.p, params);
    // Written ACL_PER_* data beside the tiles (never with split k).
    if (e.p.launch.init_words) write_init_kernel(e, params);
    return;
  }
  open_kernel(e, params);
  if (e.p.is<Wavefront>())
    write_wavefront(e);
  else if (e.p.is<Pipeline>() && e.p.pipeline().band_rows)
    write_bands(e);
  else if (e.p.is<Pipeline>())
    write_pipeline(e);
  else if (e.p.is<Scan>())
    write_scan(e);
  else if (e.p.is<Pyramid>())
    write_pyramid(e);
  else if (e.p.is<Steps>())
    write_steps(e);
  else if (e.p.is<Sweep>())
    write_sweep(e);
  else
    write_blocks(e, 1);
  e.w.close();
  if (e.p.launch.init_words) write_init_kernel(e, params);
}

}  // namespace

const Transfer& transfer_of(const ArgPlan& a) {
  switch (a.placement) {
    case Placement::Private:
      return a.in_place ? in_place_transfer() : private_transfer();
    case Placement::Staged:
      return staged_transfer();
    case Placement::Common:
      return common_transfer();
    case Placement::Value:
    case Placement::Global:
    case Placement::Scratch:
      return passed_transfer();
  }
  internal_error("transfer_of: placement " + std::to_string(int(a.placement)));
}

void Transfer::prefetch(EmitContext&, const ArgPlan& a, const Coords&, bool) const {
  internal_error(
      cat("argument ", a.index, ": a prefetch plan for ", placement_name(a.placement), " data"));
}

void Transfer::store(EmitContext&, const ArgPlan& a, const Coords&) const {
  internal_error(
      cat("argument ", a.index, ": a write-back for ", placement_name(a.placement), " data"));
}

std::string Transfer::argument(const ArgPlan& a) const {
  return Names(a.index).global;
}

std::string generate(const Plan& plan, const std::string& user_source) {
  SourceWriter w;
  EmitContext e{w, plan};
  write_constants(e);
  w.raw(embedded_acl_builtins());
  w.raw(embedded_acl_transfer());
  // The CPU tile strategy needs User_main inlined whatever its size (its unrolled loops are
  // the register block; PoCL's inliner left a 14x16 tile a call); so do windows of margin
  // data on CPUs (Plan::inline_user).
  // Only where the compiler takes always_inline through the pragma (clang 12 and later:
  // NVIDIA's compiler rejects it, and a CPU plan can be forced onto any device).
  const bool inline_all = (plan.is<Tiling>() && plan.tiling().cpu) || plan.inline_user;
  if (inline_all) {
    w.line("#if defined(__clang__) && __clang_major__ >= 12");
    w.line("#define ACL_INLINE_ALL 1");
    w.line("#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)");
    w.line("#endif");
  }
  // On vectors (passes tile_cpu_lanes, user_lanes) every float of the user's source is a
  // vector of neighbouring result columns' words.
  const unsigned lanes = plan.is<Tiling>() ? plan.tiling().lanes : plan.user_lanes;
  if (lanes > 1) w.line("#define float float", lanes);
  // The unroll hints are hints: a loop whose trip count is known only at run time stays
  // rolled, and clang's "loop not unrolled" warning would reach the user's stderr on every
  // build of a working program. The warning points at the AC kernel User_main is inlined
  // into, so it is off for the whole program.
  if (plan.unroll_hints || plan.vectorize_hints) {
    w.line("#if defined(__clang__)");
    w.line("#pragma clang diagnostic ignored \"-Wpass-failed\"");
    w.line("#endif");
  }
  w.line("#line 1 \"User_main\"");
  std::vector<size_t> views, in_place;  // parameters that point into local tiles, the arrays
  for (const ArgPlan& a : plan.args) {
    if (a.local_view) views.push_back(a.index);
    if (a.in_place) in_place.push_back(a.index);
  }
  std::string user = user_source;
  // ACL_PER_ROW words read in place (beside column sums): one word for every index, read once.
  for (const ArgPlan& a : plan.args)
    if (a.in_place && a.line == ACL_PER_ROW) {
      user = hoist_word(user, "", a.index, a.name, a.type);
      if (user.empty()) internal_error("argument " + a.name + ": its reads are not one word's");
    }
  if (!views.empty()) user = add_address_space(user, views, "__local");
  if (!in_place.empty()) user = add_address_space(user, in_place, "__global");
  // Column sums that User_main assigns into their totals: the assignment combines.
  for (const ArgPlan& a : plan.args)
    if (a.into_totals) {
      const Combine op{a.desc.attr.combine, a.type};
      user = combine_assignment(user, a.index, a.name, [&](const std::string& word,
                                                           const std::string& value) {
        return op.of(word, value);
      });
      if (user.empty()) internal_error("argument " + a.name + ": no assignment to combine");
    }
  const std::string hinted = plan.unroll_hints      ? hint_loop_unrolling(user)
                             : plan.vectorize_hints ? hint_loop_vectorizing(user)
                                                    : user;
  w.raw(add_state_parameter(hinted));
  if (lanes > 1) w.line("#undef float");
  if (inline_all) {
    w.line("#ifdef ACL_INLINE_ALL");
    w.line("#pragma clang attribute pop");
    w.line("#endif");
  }
  // Compiler messages about the generated code then count lines from this marker rather
  // than pointing into User_main.
  w.line("#line 1 \"ACL_kernel\"");
  w.line("/* ---- AC kernel ---- */");
  w.raw(word_size_checks(plan));
  write_kernel(e);
  std::string source = w.str();
#ifdef ACL_FAULT_INJECTION
  fault_drop_barriers(source);
#endif
  return source;
}

}  // namespace acl::detail
