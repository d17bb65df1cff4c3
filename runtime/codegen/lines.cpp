// ACL_PER_ROW, _COLUMN and _SLICE data (ArgPlan::line): one word per row, column or slice
// of the view, cut as the view is. Read, each word of a portion is its row's (column's,
// slice's) word. Written, a work-item combines the real words of its portion into
// accumulators. ACL_PER_ROW: combined across the group in local memory (its work-items share
// the block's rows) and added by atomics, once after the last block where the group walks one
// block row (Plan::columns_first), else after every block. ACL_PER_COLUMN: added by each
// work-item (its words are its own columns') when its blocks move to other columns and after
// the last one. ACL_PER_SLICE: of one slice, each group's total through the sync buffer,
// combined by the last group to finish (flush_partials); of several, added per work-item when
// the slice changes and per group after the last block. ACL_init sets the arrays to the
// operator's identity before the launch.
#include "attributes/attributes.hpp"
#include "codegen/combine.hpp"
#include "codegen/emitters.hpp"
#include "codegen/generator.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

Combine combine_of(const ArgPlan& a) {
  return Combine{a.desc.attr.combine, a.type};
}

std::string acc(const ArgPlan& a) {
  return cat("acl_a", a.index);
}
/// How many accumulators a work-item keeps: a slot per word of its portion's line(s), or
/// one per column of its range where it keeps them all (Plan::row_totals).
size_t totals(const Plan& p, const ArgPlan& a) {
  return p.row_totals(a) ? p.range_words(a) : a.line_slots();
}

/// Plan::column_ranges: x of the first column of the group's range (acl_rx its first block
/// column, from the block loop's head), where its totals start.
std::string range_x(const Plan& p, const ArgPlan& a) {
  return p.column_ranges > 1 ? cat("acl_rx * ", a.split_size) : "0";
}

/// Where the accumulators' words are: x (the first column), y (the row), z (the slice).
std::string kept(const ArgPlan& a, char axis) {
  return cat("acl_k", axis, a.index);
}
std::string reduction(const ArgPlan& a) {
  return cat("acl_red", a.index);
}

/// Plan::line_blocks: an unroll pragma before the line data's own loops, so that PoCL's
/// work-item loop over the block has no loop left inside and vectorises.
const char* unroll_line(const Plan& p) {
  return p.line_blocks && !p.plain_loops ? "_Pragma(\"unroll\") " : "";
}

/// Index in the array of the word that view word (x, y) of slice z belongs to, x and y in
/// the view (padding words too: they take the nearest row's or column's word). `inside`: the
/// block lies inside the view (the unguarded body of Plan::group_fast_body), so no word is
/// padding and the index needs no clamp (which made PoCL gather the words of a strip).
std::string line_word(const ArgPlan& a, const std::string& x, const std::string& y,
                      const std::string& z, bool inside) {
  const std::string slice = cat("(ACL_INDEX)(", z, ") * ", a.slice);
  switch (a.line) {
    case ACL_PER_ROW:
      if (inside) return cat("(ACL_INDEX)(", y, ") * ", a.pitch, " + ", slice);
      return cat("(ACL_INDEX)min(", y, ", (ACL_COORD)", a.h - 1, ") * ", a.pitch, " + ", slice);
    case ACL_PER_COLUMN:
      if (inside) return cat("(ACL_INDEX)(", x, ") + ", slice);
      return cat("(ACL_INDEX)min(", x, ", (ACL_COORD)", a.w - 1, ") + ", slice);
    case ACL_PER_SLICE:
      return slice;
  }
  internal_error(cat("argument ", a.index, ": line data of broadcast ", a.line));
}

/// Portion word j: its x and y in the view.
std::string word_x(const ArgPlan& a) {
  return a.vertical ? "acl_ox" : "(acl_ox + acl_j)";
}
std::string word_y(const ArgPlan& a) {
  return a.vertical ? "(acl_oy + acl_j)" : "acl_oy";
}

/// The group's accumulators (ACL_PER_ROW, ACL_PER_SLICE) combined in local memory, slot
/// j's total left in reduction[j * wg]: in two rounds, each work-item of the first combining
/// a run of about sqrt(wg) words of one slot, one work-item a slot combining the runs' totals.
/// Two barriers whatever the group's size: PoCL runs a barrier as a loop over all the
/// group's work-items (a tree of halves took 12 for 4096). Every work-item of the group runs
/// it, and no barrier of it stands under a condition: PoCL 3.1 ran two conditional regions of
/// barriers in a row wrongly (Oclgrind ran them right), so callers guard only the atomics.
void combine_group(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Combine op = combine_of(a);
  const size_t slots = a.line_slots(), wg = e.p.wg;
  size_t run = 1;
  while (run * run < wg) ++run;
  const size_t runs = ceil_div(wg, run);
  const std::string red = reduction(a);
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("for (int acl_j = 0; acl_j < ", slots, "; acl_j++) ", red, "[acl_j * ", wg,
         " + acl_lid] = ", acc(a), "[acl_j];");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  // Round 1: work-item t takes run t % runs of slot t / runs (and t + wg, ... past wg).
  w.open("for (int acl_t = acl_lid; acl_t < ", slots * runs, "; acl_t += ", wg, ")");
  w.line("__local ", a.type, "* acl_r = ", red, " + (acl_t / ", runs, ") * ", wg, " + (acl_t % ",
         runs, ") * ", run, ";");
  w.line("const int acl_n = min(", run, ", ", wg, " - (acl_t % ", runs, ") * ", run, ");");
  w.line("for (int acl_i = 1; acl_i < acl_n; acl_i++) ", op.into("acl_r[0]", "acl_r[acl_i]"), ";");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  // Round 2: work-item j the runs of slot j.
  w.open("for (int acl_t = acl_lid; acl_t < ", slots, "; acl_t += ", wg, ")");
  w.line(
      "for (int acl_i = 1; acl_i < ", runs, "; acl_i++) ",
      op.into(cat(red, "[acl_t * ", wg, "]"), cat(red, "[acl_t * ", wg, " + acl_i * ", run, "]")),
      ";");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

/// The word of the array at (x, y) of slice z.
std::string array_word(const ArgPlan& a, const std::string& x, const std::string& y,
                       const std::string& z) {
  return cat("&", Names(a.index).global, "[(ACL_INDEX)(", z, ") * ", a.slice, " + (ACL_INDEX)(", y,
             ") * ", a.pitch, " + (", x, ")]");
}

/// The accumulators of one work-item into the array by atomics: ACL_PER_COLUMN's slot j
/// is column kx + j; ACL_PER_SLICE's one slot the word of slice kz.
void flush_item(EmitContext& e, const ArgPlan& a) {
  const Combine op = combine_of(a);
  const std::string kx = kept(a, 'x'), kz = kept(a, 'z');
  if (a.line == ACL_PER_COLUMN) {
    e.w.line("for (int acl_j = 0; acl_j < ", totals(e.p, a), "; acl_j++)");
    e.w.line("  if (", kx, " + acl_j < ", a.w, ") ",
             op.atomic(array_word(a, cat(kx, " + acl_j"), "0", kz), cat(acc(a), "[acl_j]")));
  } else {
    e.w.line(op.atomic(array_word(a, "0", "0", kz), cat(acc(a), "[0]")));
  }
}

/// Strips of one work-item (Plan::plain_loops), a block wholly inside the view: the strip's
/// words combined eight at a time into vectors, then their lanes and the words past the last
/// whole vector into the accumulator. (Combined one by one, floats keep the compiler to one
/// word at a time: it may not reorder a sum.) Strips of 8 vectors or more take four vectors
/// in turn, combined at the end: with one, each combination waits for the one before it (on
/// PoCL 3.1 the fold of A x's 2048-word strips was bound by that wait; NOTES of
/// bench/ports/matvec). False, emitting nothing, for User_combine, words that are not 32-bit,
/// vertical portions and strips of fewer than 16 words.
bool fold_vectors(EmitContext& e, const ArgPlan& a) {
  const Combine op = combine_of(a);
  const ir::Type word = ir::Type::of(a.type), vec = word.with_lanes(8);
  const size_t whole = a.split_size / vec.lanes;
  if (e.part != Part::Fast || !e.p.plain_loops || op.op == ACL_COMBINE_USER || a.vertical ||
      a.line_slots() != 1 || a.word_bytes != 4 || whole < 2)
    return false;
  const ir::Expr words = window_index(a, ir::var(Names(a.index).window, word), 0, 0),
                 j = ir::var("acl_j"), acc0 = ir::index(ir::var(acc(a), word), 0);
  auto load = [&](const ir::Expr& at) { return ir::vload(vec, at, words); };
  auto chain = [&](size_t k) { return k ? cat("acl_v", k) : std::string("acl_v"); };
  auto v = [&](size_t k) { return ir::var(chain(k), vec); };
  const size_t chains = whole >= 8 ? 4 : 1, even = whole / chains * chains;
  std::vector<ir::Declarator> first;
  std::vector<ir::Stmt> step, fold;
  for (size_t k = 0; k < chains; ++k) {
    first.push_back({chain(k), load(k)});
    step.push_back(op.into(v(k), load(k ? j + k : j)));
  }
  fold.push_back(ir::decl(vec, first));
  fold.push_back(ir::loop("acl_j", chains, even, chains, step, ir::Layout::SameLine));
  if (even < whole)
    fold.push_back(
        ir::loop("acl_j", even, whole, ir::Expr(), {op.into(v(0), load(j))}, ir::Layout::SameLine));
  if (chains > 1) {
    fold.push_back(ir::block({op.into(v(0), v(1)), op.into(v(2), v(3))}, false, true));
    fold.push_back(op.into(v(0), v(2)));
  }
  // The lanes one by one into the accumulator: as many statements as the vector's type has.
  auto into_acc = [&](const ir::Expr& x) { return op.into(acc0, x); };
  for (const ir::Stmt& l : ir::fold_lanes(v(0), into_acc)) fold.push_back(l);
  if (whole * vec.lanes < a.split_size)
    fold.push_back(ir::loop("acl_j", whole * vec.lanes, a.split_size, ir::Expr(),
                            {op.into(acc0, ir::index(words, j))}, ir::Layout::SameLine));
  ir::print(e.w, ir::block(fold));
  return true;
}

/// The portion's real words combined into the accumulators (padding never reaches a row's,
/// column's or slice's word).
void fold_words(EmitContext& e, const ArgPlan& a) {
  if (fold_vectors(e, a)) return;
  const size_t slots = a.line_slots();
  // Plan::row_totals: the portion's words go to the totals of its own columns.
  const std::string slot = !e.p.row_totals(a)      ? (slots > 1 ? "acl_j" : "0")
                           : e.p.column_ranges > 1 ? cat("acl_ox - ", range_x(e.p, a), " + acl_j")
                                                   : "acl_ox + acl_j";
  if (e.p.row_totals(a)) vectorize_strip_loop(e);  // a total for each word: no reduction
  e.w.line(unroll_line(e.p), "for (int acl_j = 0; acl_j < ", a.split_size, "; acl_j++)");
  // The unguarded copy of a block wholly inside the view (Plan::group_fast_body) has no
  // padding words.
  e.w.line("  ",
           e.part == Part::Fast
               ? ""
               : cat("if (", word_x(a), " < ", a.w, " && ", word_y(a), " < ", a.h, ") "),
           combine_of(a).into(
               cat(acc(a), "[", slot, "]"),
               cat(Names(a.index).window, "[",
                   window_index(a, a.vertical ? "0" : "acl_j", a.vertical ? "acl_j" : "0"), "]")),
           ";");
}

/// ACL_PER_ROW data whose group keeps to one block row (Plan::columns_first, groups a
/// multiple of the block rows, one slice; or Plan::line_blocks, one block a group): the
/// rows' words combined once, after the loop. So no barrier stands in the block's body,
/// which Plan::group_fast_body emits twice under a condition (PoCL 3.1 lost rows' sums
/// with the group's combining barriers in both copies).
bool rows_kept(const Plan& p, const ArgPlan& a) {
  if (a.line == ACL_PER_ROW && p.line_blocks) return true;
  return a.line == ACL_PER_ROW && p.columns_first && a.grid[2] == 1 && p.groups % a.grid[1] == 0;
}

/// Written ACL_PER_COLUMN and ACL_PER_SLICE data of Plan::line_blocks plans: a group's one
/// block, so the work-items' totals start at the identity once and take the block's words
/// without the test for a move to another column or slice (which PoCL cannot vectorise: it
/// holds the atomics); flush_lines adds them after the block.
bool totals_stay(const Plan& p, const ArgPlan& a) {
  return p.line_blocks && writes(a) && a.line != ACL_PER_ROW;
}

/// The group's accumulators of ACL_PER_ROW data into rows ky + j of the array (combine_group,
/// then work-item j % wg adds slot j); `has` guards the atomics (the barriers run always).
void flush_rows(EmitContext& e, const ArgPlan& a, const std::string& row0, const std::string& z,
                const std::string& has) {
  SourceWriter& w = e.w;
  const size_t slots = a.line_slots();
  combine_group(e, a);
  const std::string row = a.vertical ? cat(row0, " + acl_j") : row0;
  // Slot j by work-item j % wg, written as a loop over the slots: PoCL 3.1 dropped these
  // stores when the loop started at the work-item's id (Oclgrind ran both forms right).
  w.line("for (int acl_j = 0; acl_j < ", slots, "; acl_j++)");
  w.line("  if (", has, "acl_j % ", e.p.wg, " == acl_lid && ", row, " < ", a.h, ") ",
         combine_of(a).atomic(array_word(a, "0", row, z),
                              cat(reduction(a), "[acl_j * ", e.p.wg, "]")));
  // A barrier ends the atomics' region: PoCL 3.1 lost them (the words kept the identity)
  // when the region ran on into the rest of a persistent group's block.
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

}  // namespace

void declare_line(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  if (a.fill_per_row) w.line("ACL_COORD acl_fy", a.index, " = -1;");
  if (!writes(a)) return;
  w.line(a.type, " ", acc(a), "[", totals(e.p, a), "];");
  // The first argument whose groups hand their totals on through the sync buffer holds the
  // group's "last to finish" flag (flush_lines).
  for (const ArgPlan& o : e.p.args)
    if (o.slice_partials()) {
      if (&o == &a) w.line("__local uint acl_last;");
      break;
    }
  // Kept rows and totals that stay start at the identity here, once (fold_line resets the
  // others per block).
  if (rows_kept(e.p, a) || totals_stay(e.p, a)) {
    vectorize_strip_loop(e);
    w.line(unroll_line(e.p), "for (int acl_j = 0; acl_j < ", totals(e.p, a), "; acl_j++) ",
           acc(a), "[acl_j] = ", combine_of(a).identity(), ";");
  }
  w.line("ACL_COORD ", kept(a, 'x'), " = 0, ", kept(a, 'y'), " = 0, ", kept(a, 'z'), " = -1;");
  if (a.line_group())
    w.line("__local ", a.type, " ", reduction(a), "[", a.line_slots() * e.p.wg, "];");
}

void load_line(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst) {
  SourceWriter& w = e.w;
  const size_t words = a.win_x * a.win_y;
  if (!reads(a)) {
    // ArgPlan::into_totals: User_main combines straight into the totals of the strip's
    // columns.
    if (a.into_totals) {
      w.line(dst, " = ", acc(a), " + ",
             e.p.column_ranges > 1 ? cat("(", own_x(a, c), " - ", range_x(e.p, a), ")")
                                   : own_x(a, c),
             ";");
      return;
    }
    // Written data starts at the identity, so User_main may combine into it; not where it
    // assigns every word first (ArgPlan::assigned).
    if (a.assigned) return;
    vectorize_strip_loop(e);
    w.line(unroll_line(e.p), "for (int acl_j = 0; acl_j < ", words, "; acl_j++) ", dst,
           "[acl_j] = ", combine_of(a).identity(), ";");
    return;
  }
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
  // ArgPlan::fill_per_row: the words of the row filled last are still there.
  if (a.fill_per_row) {
    w.open("if (acl_oy != acl_fy", a.index, ")");
    w.line("acl_fy", a.index, " = acl_oy;");
  }
  vectorize_strip_loop(e);
  w.line(unroll_line(e.p), "for (int acl_j = 0; acl_j < ", words, "; acl_j++) ", dst,
         "[acl_j] = ", Names(a.index).global, "[",
         line_word(a, word_x(a), word_y(a), c.z, e.part == Part::Fast), "];");
  if (a.fill_per_row) w.close();
  w.close();
}

std::string line_first_word(const ArgPlan& a, const std::string& x, const std::string& y,
                            const std::string& z) {
  return line_word(a, x, y, z, true);
}

void fold_line(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Combine op = combine_of(a);
  const size_t slots = a.line_slots();
  const std::string kx = kept(a, 'x'), ky = kept(a, 'y'), kz = kept(a, 'z');
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
  if (rows_kept(e.p, a) || totals_stay(e.p, a)) {
    // The group keeps to one block row, or the work-item to its column or slice: the words
    // combined after the loop (flush_lines).
    w.line(rows_kept(e.p, a) ? ""
                             : cat(kx, " = ", e.p.row_totals(a) ? range_x(e.p, a) : "acl_ox", "; "),
           ky,
           " = acl_oy; ", kz, " = ", c.z, ";");
    if (!a.into_totals) fold_words(e, a);
    w.close();
    return;
  }
  if (a.line == ACL_PER_ROW) {
    // A block's rows are the group's: combined across it and stored after every block.
    w.line("for (int acl_j = 0; acl_j < ", slots, "; acl_j++) ", acc(a),
           "[acl_j] = ", op.identity(), ";");
    fold_words(e, a);
    flush_rows(e, a, "acl_oy", c.z, "");
    w.close();
    return;
  }
  // Columns (each work-item's own) or the slice: accumulated while the blocks keep to them;
  // the work-item stores what it holds where they change (no barrier: ACL_PER_SLICE's group
  // combines after the last block, flush_lines).
  w.open("if (", c.z, " != ", kz, a.line == ACL_PER_COLUMN ? cat(" || acl_ox != ", kx) : "", ")");
  w.open("if (", kz, " >= 0)");
  flush_item(e, a);
  w.close();
  w.line("for (int acl_j = 0; acl_j < ", slots, "; acl_j++) ", acc(a), "[acl_j] = ", op.identity(),
         ";");
  w.line(kx, " = acl_ox; ", ky, " = acl_oy; ", kz, " = ", c.z, ";");
  w.close();
  fold_words(e, a);
  w.close();
}

/// Written ACL_PER_SLICE data of one slice (ArgPlan::slice_partials): every group combines
/// its total and hands it on in the sync buffer (word 1 + k * groups + group for the k-th such
/// argument), counts itself finished on word 0, and the last group to finish combines all
/// totals in group order, writes the result and sets the count back to zero. Atomics carry
/// the totals (no plain write is read by another group); as in combine_group, no barrier
/// stands under a condition.
void flush_partials(EmitContext& e) {
  SourceWriter& w = e.w;
  std::vector<const ArgPlan*> args;
  for (const ArgPlan& a : e.p.args)
    if (a.slice_partials()) args.push_back(&a);
  if (args.empty()) return;
  const size_t groups = e.p.groups;
  auto slot = [&](size_t k, const std::string& g) {
    return cat("&acl_sync[", 1 + k * groups, " + ", g, "]");
  };
  for (size_t k = 0; k < args.size(); ++k) combine_group(e, *args[k]);
  w.open("if (acl_lid == 0)");
  for (size_t k = 0; k < args.size(); ++k)
    w.line("atomic_xchg(", slot(k, "get_group_id(0)"), ", as_uint(", reduction(*args[k]), "[0]));");
  w.line("mem_fence(CLK_GLOBAL_MEM_FENCE);");
  w.line("acl_last = atomic_inc(&acl_sync[0]) == get_num_groups(0) - 1;");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("const uint acl_is_last = acl_last;");
  for (size_t k = 0; k < args.size(); ++k) {
    const ArgPlan& a = *args[k];
    const Combine op = combine_of(a);
    const std::string as = a.type == "uint" ? "" : cat("as_", a.type);
    w.line(acc(a), "[0] = ", op.identity(), ";");
    w.line("if (acl_is_last)");
    w.line("  for (int acl_t = acl_lid; acl_t < ", groups, "; acl_t += ", e.p.wg, ") ",
           op.into(cat(acc(a), "[0]"), cat(as, "(atomic_or(", slot(k, "acl_t"), ", 0u))")), ";");
    combine_group(e, a);
  }
  w.open("if (acl_is_last && acl_lid == 0)");
  for (const ArgPlan* a : args) w.line(Names(a->index).global, "[0] = ", reduction(*a), "[0];");
  w.line("atomic_xchg(&acl_sync[0], 0u);");
  w.close();
}

void flush_lines(EmitContext& e) {
  flush_partials(e);
  for (const ArgPlan& a : e.p.args) {
    if (a.slice_partials()) continue;
    if (!a.line || !writes(a)) continue;
    if (!e.p.is<Blocks>())
      internal_error(cat("argument ", a.index, ": written line data outside a Blocks schedule"));
    const std::string kz = kept(a, 'z');
    if (a.line == ACL_PER_ROW) {
      if (rows_kept(e.p, a)) flush_rows(e, a, kept(a, 'y'), kz, cat(kz, " >= 0 && "));
      continue;
    }
    if (a.line == ACL_PER_COLUMN) {
      // A barrier keeps the atomics out of PoCL's work-item loop over the block.
      if (e.p.line_blocks) e.w.line("barrier(CLK_LOCAL_MEM_FENCE);");
      e.w.open("if (", kz, " >= 0)");
      flush_item(e, a);
      e.w.close();
      continue;
    }
    // ACL_PER_SLICE: every work-item's last slice is the group's (blocks go in order).
    combine_group(e, a);
    e.w.line("if (acl_lid == 0 && ", kz, " >= 0) ",
             combine_of(a).atomic(array_word(a, "0", "0", kz), cat(reduction(a), "[0]")));
  }
}

void write_init_kernel(EmitContext& e, const std::string& params) {
  SourceWriter& w = e.w;
  w.line("");
  w.line("/* Written ACL_PER_* data starts at its operator's identity. */");
  w.open("__kernel void ", kInitKernelName, "(", params, ")");
  write_array_starts(w, e.p);
  for (const ArgPlan& a : e.p.args) {
    if (!a.line || !writes(a)) continue;
    const size_t words = a.line_w * a.line_h * a.d;
    w.open("for (ACL_INDEX acl_q = get_global_id(0); acl_q < ", words,
           "; acl_q += get_global_size(0))");
    w.line("const ACL_INDEX acl_x = acl_q % ", a.line_w, ", acl_y = (acl_q / ", a.line_w, ") % ",
           a.line_h, ", acl_z = acl_q / ", a.line_w * a.line_h, ";");
    w.line(Names(a.index).global, "[acl_z * ", a.slice, " + acl_y * ", a.pitch,
           " + acl_x] = ", combine_of(a).identity(), ";");
    w.close();
  }
  w.close();
}

}  // namespace acl::detail
