// The Sweep schedule (plan.hpp): the group runs Sweep::rows block rows of one block column
// in turn. One test, uniform across the group, picks a path for the whole sweep: every window
// inside the arrays (no clamps, rows through pointers that advance with the local id, so
// PoCL emits vector loads and stores) or not (clamped column indices, guarded stores). The
// steps are unrolled: the rows two windows share move within private memory.
#include "codegen/border.hpp"
#include "codegen/emitters.hpp"
#include "codegen/faults.hpp"

namespace acl::detail {
namespace {

/// Column indices folded once per step, and for clamping borders the first row's. For
/// clamping borders each column is the previous one plus 0 or 1: separate clamps are
/// packed into 2-word vectors by PoCL's SLP pass, and its work-item loop then is not
/// vectorised.
void folded_columns(EmitContext& e, const ArgPlan& a, bool mirror) {
  SourceWriter& w = e.w;
  w.line("ACL_COORD acl_cx[", a.win_x, "];");
  for (size_t ix = 0; ix < a.win_x; ++ix) {
    if (mirror)
      w.line("acl_cx[", ix, "] = ",
             folded(OutsideWord::Reflected, cat("acl_ox + ", ix), a.w, true, e.p.wide_coords), ";");
    else if (ix == 0)
      w.line("acl_cx[0] = acl_clamp(acl_ox, 0, ", a.w - 1, ");");
    else
      w.line("acl_cx[", ix, "] = acl_cx[", ix - 1, "] + ((ACL_UCOORD)(acl_ox + ", ix - 1, ") < ",
             a.w - 1, "u);");
  }
  // Row indices the same way (advanced at the end of each row, see sweep_load).
  if (!mirror) w.line("ACL_COORD acl_ry = acl_clamp(acl_oy, 0, ", a.h - 1, ");");
}

/// Data only read whose words outside the array are the nearest inside (clamped rows, the
/// row of acl_ry): the row loads through a pointer that advances with the local id, each
/// word masked to the columns inside the array (PoCL: masked vector loads, where clamped
/// column indices made gathers), then the columns outside take their inner neighbour's
/// word, from the middle outwards: faster than clamped indices on PoCL (docs/planner.md and
/// docs/performance.md have the 3x3 Gaussian's figures).
bool nearest_masked(const ArgPlan& a, bool mirror) {
  return !mirror && !writes(a) && outside_word(a.desc.attr.border) == OutsideWord::Nearest;
}

void load_row_masked(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  auto word = [&](size_t ix) { return cat(dst, "[", window_index(a, cat(ix), "acl_iy"), "]"); };
  w.block();
  w.line("const __global ", a.type, "* acl_rp = ", n.global, " + ",
         word_in(a, cat(c.x, " - ", m), "acl_ry", c.z), " + get_local_id(0);");
  w.line("#pragma unroll");
  w.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++) ", dst, "[",
         window_index(a, "acl_ix", "acl_iy"), "] = (ACL_UCOORD)(acl_ox + acl_ix) < ", a.w,
         "u ? acl_rp[acl_ix] : (", a.type, ")(0);");
  for (size_t ix = size_t(m); ix-- > 0;)
    w.line("if (acl_ox + ", ix, " < 0) ", word(ix), " = ", word(ix + 1), ";");
  for (size_t ix = size_t(m) + 1; ix < a.win_x; ++ix)
    w.line("if (acl_ox + ", ix, " > ", a.w - 1, ") ", word(ix), " = ", word(ix - 1), ";");
  w.close();
}

/// One window row acl_iy that the previous step did not load, into `dst`.
void load_row(EmitContext& e, const ArgPlan& a, const Coords& c, bool inside, bool mirror,
              const std::string& dst) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  if (!inside && nearest_masked(a, mirror)) return load_row_masked(e, a, c, dst);
  if (inside) {
    w.line("const __global ", a.type, "* acl_rp = ", n.global, " + ",
           word_in(a, cat(c.x, " - ", m), "acl_oy + acl_iy", c.z), " + get_local_id(0);");
    w.line("#pragma unroll");
    w.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++) ", dst, "[",
           window_index(a, "acl_ix", "acl_iy"), "] = acl_rp[acl_ix];");
    return;
  }
  const std::string ry =
      mirror ? folded(OutsideWord::Reflected, "acl_oy + acl_iy", a.h, true, e.p.wide_coords)
             : "acl_ry";
  std::string word = cat(n.global, "[", word_in(a, "acl_cx[acl_ix]", ry, c.z), "]");
  if (writes(a))  // in place (no margin): no read outside the array
    word =
        zero_outside(cat(n.global, "[", word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z), "]"),
                     "acl_ox + acl_ix", "acl_oy + acl_iy", a.w, a.h, a.type);
  else
    word = bordered(outside_word(a.desc.attr.border), word, "acl_ox + acl_ix", "acl_oy + acl_iy",
                    a.w, a.h, a.type);
  w.line("#pragma unroll");
  w.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++) ", dst, "[",
         window_index(a, "acl_ix", "acl_iy"), "] = ", word, ";");
}

/// A sweep step's window (one plane of data with a margin along z, in `dst`): rows shared
/// with the previous step's window move up, the others load (a.win_y = a.split_size + 2m rows; 2m
/// are shared).
void sweep_load_plane(EmitContext& e, const ArgPlan& a, const Coords& c, bool inside,
                      const std::string& dst) {
  SourceWriter& w = e.w;
  const int m = int(a.margin);
  const size_t keep = a.win_y - a.split_size;
  const bool mirror = outside_word(a.desc.attr.border) == OutsideWord::Reflected;
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), " - ", m, ", acl_oy = ", c.y, " - ", m, ";");
  if (!inside && nearest_masked(a, mirror))
    w.line("ACL_COORD acl_ry = acl_clamp(acl_oy, 0, ", a.h - 1, ");");
  else if (!inside)
    folded_columns(e, a, mirror);
  w.line("#pragma unroll");
  w.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
  if (keep) {
    w.open("if (acl_sk > 0 && acl_iy < ", keep, ")");
    w.line("#pragma unroll");
    w.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++) ", dst, "[",
           window_index(a, "acl_ix", "acl_iy"), "] = ", dst, "[",
           window_index(a, "acl_ix", cat("acl_iy + ", a.split_size)), "];");
    w.close(" else {");
  } else {
    w.block();
  }
  load_row(e, a, c, inside, mirror, dst);
  w.close();
  if (!inside && !mirror) w.line("acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < ", a.h - 1, "u;");
  w.close();
  w.close();
}

/// A sweep step's window; with a margin along z, each plane as a window of its slice (a
/// sweep stays in one slice, so each plane keeps its shared rows).
void sweep_load(EmitContext& e, const ArgPlan& a, const Coords& c, bool inside) {
  SourceWriter& w = e.w;
  const std::string& dst = Names(a.index).window;
  if (!reads(a)) {
    w.line("#pragma unroll");
    w.line("for (int acl_j = 0; acl_j < ", a.window_words(), "; acl_j++) ", dst, "[acl_j] = (",
           a.type, ")(0);");
    return;
  }
  if (!a.margin_z) return sweep_load_plane(e, a, c, inside, dst);
  for_each_plane(e, a, c, dst, [&](const Coords& at, const std::string& into) {
    sweep_load_plane(e, a, at, inside, into);
  });
}

/// A sweep step's write-back of the work-item's own column.
void sweep_store(EmitContext& e, const ArgPlan& a, const Coords& c, bool inside) {
  const Names n(a.index);
  const int m = int(a.margin);
  const std::string guard = inside ? ""
                                   : cat("if (", c.x, " + acl_lid < ", a.w + fault_guard_shift(),
                                         " && ", c.y, " + acl_iy < ", a.h, ") ");
  e.w.line("#pragma unroll");
  e.w.line("for (int acl_iy = 0; acl_iy < ", a.split_size, "; acl_iy++) ", guard, "(", n.global,
           " + ", word_in(a, c.x, cat(c.y, " + acl_iy"), c.z), ")[get_local_id(0)] = ", n.window,
           "[", window_index(a, cat(m), cat("acl_iy + ", m)), "];");
}

/// The unrolled steps of one path (`inside`: every window inside the arrays).
void sweep_steps(EmitContext& e, const std::vector<const ArgPlan*>& args, bool inside) {
  SourceWriter& w = e.w;
  const size_t gx = args.front()->grid[0], gy = args.front()->grid[1];
  w.line("#pragma unroll");
  w.open("for (int acl_sk = 0; acl_sk < ", e.p.sweep().rows, "; acl_sk++)");
  // The last sweep can be short. (A guard around the step instead of the break: PoCL 3.1
  // computed wrong windows in the steps before it, with MIRROR borders, margin 2.)
  if (!inside) w.line("if (acl_by + acl_sk >= ", gy, ") break;");
  w.line("acl_st.acl_iter[1] = acl_bx + ", gx, " * (acl_by + acl_sk + ", gy, " * acl_bz);");
  std::vector<Coords> cs;
  for (const ArgPlan* a : args) {
    const Coords c{cat("acl_x", a->index), cat("acl_y", a->index), cat("acl_z", a->index)};
    w.line("const ACL_COORD ", c.x, " = acl_bx * ", a->block_w, ", ", c.y,
           " = (acl_by + acl_sk) * ", a->block_h, ", ", c.z, " = acl_bz;");
    cs.push_back(c);
  }
  for (size_t i = 0; i < args.size(); ++i) sweep_load(e, *args[i], cs[i], inside);
  for (size_t i = 0; i < args.size(); ++i) write_state(e, *args[i], cs[i]);
  write_call(e);
  for (size_t i = 0; i < args.size(); ++i)
    if (writes(*args[i])) sweep_store(e, *args[i], cs[i], inside);
  w.close();
}

}  // namespace

void write_sweep(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const std::vector<const ArgPlan*> args = at_level(p, 1);
  const ArgPlan& f = *args.front();
  const unsigned sweep = p.sweep().rows;
  const size_t gx = f.grid[0], rows = ceil_div(f.grid[1], sweep);
  w.line("const int acl_gid = (int)get_group_id(0);");
  w.line("const ACL_COORD acl_bx = acl_gid % ", gx, ", acl_by = ((acl_gid / ", gx, ") % ", rows,
         ") * ", sweep, ", acl_bz = acl_gid / ", gx * rows, ";");
  std::string inside;
  for (const ArgPlan* a : args) {
    const size_t m = a->margin, bw = a->block_w, bh = a->block_h;
    inside += cat(inside.empty() ? "" : " && ", "acl_bx * ", bw, " >= ", m, " && acl_bx * ", bw,
                  " + ", bw + m, " <= ", a->w, " && acl_by * ", bh, " >= ", m, " && (acl_by + ",
                  sweep, ") * ", bh, " + ", m, " <= ", a->h);
  }
  w.open("if (", inside, ")");
  sweep_steps(e, args, true);
  w.close(" else {");
  sweep_steps(e, args, false);
  w.close();
}

}  // namespace acl::detail
