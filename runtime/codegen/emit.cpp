// Address arithmetic and border reads every emitter shares (emit.hpp).
#include "codegen/emit.hpp"

#include "codegen/border.hpp"

namespace acl::detail {
namespace {

/// An ACL_RANDOM origin `o` along an axis of `n` words, blocks `span` words long, moved
/// to where the block's words (margin included) are the same but the coordinates cannot
/// overflow: for MIRROR borders by whole periods of the reflection, otherwise clamped to
/// a block (and margin) outside either end, where every word is outside the array.
std::string random_origin(const ArgPlan& a, const std::string& o, size_t n, size_t span) {
  if (outside_word(a.desc.attr.border) == OutsideWord::Reflected && n > 1)
    return cat("acl_period(", o, ", ", 2 * n - 2, ")");
  const size_t out = span + a.margin;
  return cat("acl_clamp(", o, ", -", out, ", ", n + a.margin, ")");
}

}  // namespace

std::vector<const ArgPlan*> at_level(const Plan& p, unsigned level) {
  std::vector<const ArgPlan*> v;
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && !a.broadcast_whole && a.level == level) v.push_back(&a);
  return v;
}

void write_array_starts(SourceWriter& w, const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && a.shifted) {
      w.line(Names(a.index).global, " += acl_off", a.index, ";");
      // Staged copies count their chunks from the aligned byte before the array.
      if (a.placement == Placement::Staged && a.offset != 0)
        w.line("const int acl_lead", a.index, " = (int)((acl_off", a.index, " * ", a.word_bytes,
               ") & ", kOffsetRun - 1, ");");
    }
}

std::string word_in(const ArgPlan& a, const std::string& x, const std::string& y,
                    const std::string& z) {
  return cat("acl_word_in(", x, ", ", y, ", ", z, ", ", a.h, ", ", flip(a), ", ", a.pitch, ", ",
             a.slice, ")");
}

void for_each_plane(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst,
                    const std::function<void(const Coords&, const std::string&)>& load,
                    size_t from) {
  SourceWriter& w = e.w;
  const size_t plane = a.win_x * a.win_y;
  const OutsideWord how = outside_word(a.desc.attr.border);
  for (size_t k = from; k < a.planes(); ++k) {
    const std::string z = cat("(", c.z, " + ", long(k) - long(a.margin_z), ")");
    const std::string into = cat("(", dst, " + ", k * plane, ")");
    Coords at = c;
    at.z = cat("acl_z", a.index, "_", k);
    w.block();
    if (how == OutsideWord::Zero) {
      w.line("const ACL_COORD ", at.z, " = ", z, ";");
      w.open("if ((ACL_UCOORD)", at.z, " < ", a.d, "u)");
      load(at, into);
      w.close(" else {");
      w.line("for (int acl_j = 0; acl_j < ", plane, "; acl_j++) ", into, "[acl_j] = (", a.type,
             ")(0);");
      w.close();
    } else {
      w.line("const ACL_COORD ", at.z, " = ", folded(how, z, a.d, true, e.p.wide_coords), ";");
      load(at, into);
    }
    w.close();
  }
}

// Without a margin (and without ACL_RANDOM origins or LNO neighbours) no coordinate is
// negative.
std::string fold(const EmitContext& e, const ArgPlan& a, const std::string& g, size_t n) {
  return folded(outside_word(a.desc.attr.border), g, n, a.margin > 0 || random(a) || a.nbh,
                e.p.wide_coords);
}

namespace {

/// The scalar type of `a`'s vector words ("float" of "float16").
std::string scalar_of(const ArgPlan& a) {
  return a.type.substr(0, a.type.find_first_of("0123456789"));
}

}  // namespace

std::string vector_element(size_t i) {
  return cat(".s", "0123456789abcdef"[i]);
}

std::string global_word(const ArgPlan& a, const std::string& x, const std::string& index) {
  const std::string g = cat(Names(a.index).global, "[", index, "]");
  if (!a.desc.partial) return g;
  const std::string q = cat("((const __global ", scalar_of(a), "*)&", g, ")");
  std::string words;
  for (unsigned i = 0; i < a.desc.attr.word_size / 4; ++i)
    words += cat(i ? ", " : "", i < a.desc.partial ? cat(q, "[", i, "]") : std::string("0"));
  return cat("(", x, " == ", a.w - 1, " ? (", a.type, ")(", words, ") : ", g, ")");
}

std::string global_store(const ArgPlan& a, const std::string& x, const std::string& index,
                         const std::string& value) {
  const std::string g = cat(Names(a.index).global, "[", index, "]");
  if (!a.desc.partial) return cat(g, " = ", value, ";");
  std::string words;
  for (unsigned i = 0; i < a.desc.partial; ++i)
    words += cat(" acl_q[", i, "] = acl_v", vector_element(i), ";");
  return cat("{ if (", x, " < ", a.w - 1, ") ", g, " = ", value, "; else { __global ", scalar_of(a),
             "* acl_q = (__global ", scalar_of(a), "*)&", g, "; const ", a.type, " acl_v = ", value,
             ";", words, " } }");
}

std::string read_word(const EmitContext& e, const ArgPlan& a, const std::string& x,
                      const std::string& y, const std::string& z) {
  const std::string zz = random(a) ? cat("acl_clamp(", z, ", 0, ", a.d - 1, ")") : z;
  const std::string fx = fold(e, a, x, a.w);
  const std::string load = global_word(a, fx, word_in(a, fx, fold(e, a, y, a.h), zz));
  return bordered(outside_word(a.desc.attr.border), load, x, y, a.w, a.h, a.type);
}

Coords coords(EmitContext& e, const ArgPlan& a, const std::string& n, const std::string& sfx) {
  SourceWriter& w = e.w;
  Coords c{cat("acl_x", a.index, sfx), cat("acl_y", a.index, sfx), cat("acl_z", a.index, sfx)};
  if (random(a)) {
    const std::string o = cat("acl_o", a.index, sfx);
    w.line("const int4 ", o, " = acl_pos", a.index, "[", n, "];");
    w.line("const ACL_COORD ", c.x, " = ", random_origin(a, o + ".x", a.w, a.block_w), ", ", c.y,
           " = ", random_origin(a, o + ".y", a.h, a.block_h), ", ", c.z, " = ", o, ".z;");
    c.sx = o + ".x";
    c.sy = o + ".y";
    return c;
  }
  const size_t gx = a.grid[0], gy = a.grid[1];
  if (e.p.columns_first) {
    w.line("const ACL_COORD ", c.y, " = (ACL_COORD)(", n, " % ", gy, ") * ", a.block_h * a.row_step,
           ";");
    w.line("const ACL_COORD ", c.x, " = (ACL_COORD)((", n, " / ", gy, ") % ", gx, ") * ",
           a.block_w, ";");
  } else {
    w.line("const ACL_COORD ", c.x, " = (ACL_COORD)(", n, " % ", gx, ") * ", a.block_w, ";");
    w.line("const ACL_COORD ", c.y, " = (ACL_COORD)((", n, " / ", gx, ") % ", gy, ") * ",
           a.block_h * a.row_step, ";");
  }
  w.line("const ACL_COORD ", c.z, " = ", n, " / ", gx * gy, ";");
  return c;
}

std::string block_inside(const ArgPlan& a, const Coords& c, int m) {
  // A partial last vector per row (ArgDesc::partial) takes the guarded path.
  const size_t w = a.desc.partial ? a.w - 1 : a.w;
  std::string in = cat(c.x, " - ", m, " >= 0 && ", c.x, " + ", a.block_w + m, " <= ", w, " && ",
                       c.y, " - ", m, " >= 0 && ", c.y, " + ", a.block_h + m, " <= ", a.h);
  if (random(a)) in += cat(" && (ACL_UCOORD)", c.z, " < ", a.d, "u");
  return in;
}

std::string own_x(const ArgPlan& a, const Coords& c) {
  if (a.vertical && a.cols.lanes > 1) return cat("(", c.x, " + ", c.lid, " * ", a.cols.lanes, ")");
  if (a.vertical && a.cols.step > 1) return cat("(", c.x, " + ", c.lid, " * ", a.cols.step, ")");
  return a.vertical ? cat("(", c.x, " + ", c.lid, ")")
                    : cat("(", c.x, " + ", c.lid, " * ", a.split_size, ")");
}

std::string reported(const ArgPlan& a, unsigned dim, const std::string& expr) {
  const size_t off = a.desc.attr.position_offset[dim];
  return off ? cat("(", expr, " + ", off, ")") : expr;
}

std::string window_index(const ArgPlan& a, const std::string& ix, const std::string& iy) {
  return ir::str(window_index(a, ir::Expr(), ir::text(ix), ir::text(iy)));
}

ir::Expr window_index(const ArgPlan& a, const ir::Expr& base, const ir::Expr& ix,
                      const ir::Expr& iy) {
  const ir::Expr row = a.vertical ? ir::paren(ix) * a.win_y : ir::paren(iy) * a.win_x;
  return (base ? base + row : row) + ir::paren(a.vertical ? iy : ix);
}

}  // namespace acl::detail
