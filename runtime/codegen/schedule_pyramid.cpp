// The Pyramid schedule of ACL_RNO0 data cut along rows with a margin (plan.hpp): one launch;
// the work-group that takes ticket t runs a band of rows of one strip. It reads the last row
// of the band above (its strip, the margin the band recomputes and the margin) into local
// memory from the sync buffer, word by word as the band above tags them, and then, row by
// row, each work-item copies its portion's neighbour above from there, runs User_main, keeps
// its words in local memory as the next row's above and stores those its strip owns. A
// row's words are exact m fewer a side each row, so the strip is computed wider each side
// than it owns, by a band margin of m x (rows - 1) words. Words outside the array are never
// computed: the neighbour above reads them per the border mode from the words inside, and as
// zero above the first row.
#include "codegen/border.hpp"
#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

const ArgPlan& dependent_arg(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && a.nbh_margin) return a;
  internal_error("pyramid plan without ACL_RNO0 data with a margin");
}

/// Words of a local row: the strip and the margin either side.
size_t row_words(const Pyramid& v) {
  return v.width + 2 * v.margin;
}

/// The sync buffer's 64-bit edge word of unit q of word x of the last row of bands with
/// parity `parity` (an expression), in this slice.
std::string edge(const Pyramid& v, const std::string& parity, const std::string& x, size_t q) {
  return cat("((__global ulong*)(acl_sync + ", v.edges_at(), "))[((", parity, ") * ", v.d,
             " + acl_Z) * ", v.w * v.units, " + (", x, ") * ", v.units, " + ", q, "]");
}

/// The union that carries a word of `a` as 32-bit units (its word size is a multiple of 4:
/// pass pyramid).
std::string pun(const ArgPlan& a) {
  return cat("union { ", a.type, " acl_word; uint acl_bits[", a.word_bytes / 4, "]; } acl_u");
}

/// The polled words of the row above the band (zero above the first row and outside the
/// array) into `into`[acl_j], for x = acl_X0 - m + acl_j: see load_row_above.
void poll_row_above(EmitContext& e, const ArgPlan& a, const std::string& into) {
  SourceWriter& w = e.w;
  const Pyramid& v = e.p.pyramid();
  w.line("const ACL_COORD acl_x = acl_X0 - ", v.margin, " + acl_j;");
  w.line(pun(a), ";");
  w.line("acl_u.acl_word = (", a.type, ")(0);");
  if (v.bands > 1) {
    w.open("if (acl_B > 0 && acl_x >= 0 && acl_x < ", a.w, ")");
    if (v.backoff) w.line("uint acl_pause = 1; volatile uint acl_spin = 0;");
    for (size_t q = 0; q < v.units; ++q) {
      w.open("for (;;)");
      w.line("const ulong acl_e = atom_or(&", edge(v, "(acl_B - 1) & 1", "acl_x", q), ", 0UL);");
      w.line("if ((uint)(acl_e >> 32) == acl_tag + (uint)acl_B) { acl_u.acl_bits[", q,
             "] = (uint)acl_e; break; }");
      if (v.backoff) {
        w.line("for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;");
        w.line("acl_pause = min(2u * acl_pause, ", v.backoff, "u);");
      }
      w.close();
    }
    w.close();
  }
  w.line(into, "[acl_j] = acl_u.acl_word;");
}

/// The row above the band into local row 0 (zero above the first row and outside the
/// array): the band above left it in the sync buffer, each unit with that band's tag (the
/// launch's, plus its number + 1) in one 64-bit word, so each work-item polls its words
/// until the tags are that band's (with a doubling pause), and no ordering between groups
/// is needed. Local row 1 is zeroed, so no word is read unwritten.
void load_row_above(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Pyramid& v = p.pyramid();
  const size_t row = row_words(v);
  w.open("for (int acl_k = 0; acl_k < ", ceil_div(row, p.wg), "; acl_k++)");
  w.line("const int acl_j = acl_k * ", p.wg, " + acl_lid;");
  w.open("if (acl_j < ", row, ")");
  poll_row_above(e, a, "acl_rows");
  w.line("acl_rows[", row, " + acl_j] = (", a.type, ")(0);");
  w.close();
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

/// A band with a band below: the words `from` .. `to` - 1 of the portion (word j at x =
/// `x0` + j) that lie in the array, tagged with the launch's tag plus the band's number + 1,
/// into the edges of its parity.
void hand_on(EmitContext& e, const ArgPlan& a, const std::string& from, const std::string& to,
             const std::string& x0) {
  SourceWriter& w = e.w;
  const Pyramid& v = e.p.pyramid();
  const std::string x = cat(x0, " + acl_j");
  w.open("if (acl_r == ", v.rows - 1, " && acl_B + 1 < ", v.bands, ")");
  w.open("for (int acl_j = ", from, "; acl_j < ", to, "; acl_j++)");
  w.open("if (", x, " < ", a.w, ")");
  w.line(pun(a), ";");
  w.line("acl_u.acl_word = ", Names(a.index).window, "[acl_j];");
  for (size_t q = 0; q < v.units; ++q)
    w.line("atom_xchg(&", edge(v, "acl_B & 1", x, q),
           ", ((ulong)(acl_tag + (uint)acl_B + 1u) << 32) | (ulong)acl_u.acl_bits[", q, "]);");
  w.close();
  w.close();
  w.close();
}

/// The portion's neighbour above, from the current local row: word j of acl_h<i> is x =
/// acl_x0 - m + j, a straight copy where all of them lie inside the array, else read per
/// the border mode where they lie outside.
void copy_neighbour(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Pyramid& v = e.p.pyramid();
  const OutsideWord how = outside_word(a.desc.attr.border);
  const size_t n = a.split_size + 2 * v.margin;
  const std::string x = "(acl_x0 - " + std::to_string(v.margin) + " + acl_j)";
  const std::string at = cat("acl_cur[clamp((int)(", fold(e, a, x, a.w), " - acl_X0 + ",
                             v.margin, "), 0, ", row_words(v) - 1, ")]");
  w.open("if (acl_x0 >= ", v.margin, " && acl_x0 + ", a.split_size + v.margin, " <= ", a.w, ")");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", n, "; acl_j++) acl_h", a.index,
         "[acl_j] = acl_cur[acl_lid * ", a.split_size, " + acl_j];");
  w.close();
  w.open("else");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", n, "; acl_j++) acl_h", a.index, "[acl_j] = ",
         bordered(how, at, x, "0", a.w, 1, a.type), ";");
  w.close();
}

/// Pyramid::ahead: the registers of `a`'s words for the rows ahead, row u % ahead at u x split.
std::string ahead_name(const ArgPlan& a) {
  return cat("acl_f", a.index);
}

/// Word j of the portion of data only read `a` in row `y` (zero for portions outside the
/// array and below its last row).
std::string word_of_row(EmitContext& e, const ArgPlan& a, const std::string& y) {
  return cat("(acl_in && ", y, " < ", a.h, " ? ", read_word(e, a, "(acl_x0 + acl_j)", y, "acl_Z"),
             " : (", a.type, ")(0))");
}

/// Pyramid::ahead: the first rows' words of every argument only read, before the band waits.
void load_first_rows(EmitContext& e, const std::vector<const ArgPlan*>& args) {
  SourceWriter& w = e.w;
  const Pyramid& v = e.p.pyramid();
  for (const ArgPlan* a : args) {
    if (a->nbh_margin) continue;
    w.line(a->type, " ", ahead_name(*a), "[", size_t(v.ahead) * a->split_size, "];");
    w.line("#pragma unroll");
    w.open("for (int acl_u = 0; acl_u < ", v.ahead, "; acl_u++)");
    w.line("#pragma unroll");
    w.line("for (int acl_j = 0; acl_j < ", a->split_size, "; acl_j++) ", ahead_name(*a),
           "[acl_u * ", a->split_size, " + acl_j] = ", word_of_row(e, *a, "(acl_Y0 + acl_u)"), ";");
    w.close();
  }
}

/// One row of the band: loads (or the words loaded ahead, and the load of the row `ahead`
/// rows below into their registers), the neighbour above, User_main, the words into the next
/// local row and, where the strip owns them, into the array.
void run_row(EmitContext& e, const ArgPlan& dep) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Pyramid& v = p.pyramid();
  const Coords c{"acl_X0", "acl_y", "acl_Z"};
  w.open("if (acl_in)");
  for (const ArgPlan* a : at_level(p, 1)) {
    if (v.ahead && !a->nbh_margin) {
      w.line("#pragma unroll");
      w.open("for (int acl_j = 0; acl_j < ", a->split_size, "; acl_j++)");
      w.line(Names(a->index).window, "[acl_j] = ", ahead_name(*a), "[acl_u * ", a->split_size,
             " + acl_j];");
      w.line(ahead_name(*a), "[acl_u * ", a->split_size,
             " + acl_j] = ", word_of_row(e, *a, cat("(acl_y + ", v.ahead, ")")), ";");
      w.close();
    } else {
      load_direct(e, *a, c, Names(a->index).window);
    }
    write_state(e, *a, c);
  }
  copy_neighbour(e, dep);
  write_call(e);
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", dep.split_size, "; acl_j++) acl_nxt[", v.margin,
         " + acl_lid * ", dep.split_size, " + acl_j] = ", Names(dep.index).window, "[acl_j];");
  w.open("if (acl_mine)");
  store_direct(e, dep, c);
  if (v.bands > 1) hand_on(e, dep, "0", std::to_string(dep.split_size), "acl_x0");
  w.close();
  w.close();
}

/// One work-item a strip: the words of its row above (acl_h<i>, x = acl_X0 - m + j) that lie
/// outside the array, per the border mode, from those inside (a strip at an edge only).
void border_words(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Pyramid& v = e.p.pyramid();
  const size_t n = v.width + 2 * v.margin;
  const std::string h = cat("acl_h", a.index);
  const OutsideWord how = outside_word(a.desc.attr.border);
  const std::string at = cat(h, "[clamp((int)(", folded(how, "acl_x", a.w, true, e.p.wide_coords),
                             " - acl_X0 + ", v.margin, "), 0, ", n - 1, ")]");
  w.open("if (acl_X0 < ", v.margin, " || acl_X0 + ", v.width + v.margin, " > ", a.w, ")");
  w.open("for (int acl_j = 0; acl_j < ", n, "; acl_j++)");
  w.line("const ACL_COORD acl_x = acl_X0 - ", v.margin, " + acl_j;");
  w.line("if (acl_x < 0 || acl_x >= ", a.w, ") ", h, "[acl_j] = ",
         bordered(how, at, "acl_x", "0", a.w, 1, a.type), ";");
  w.close();
  w.close();
}

/// One work-item a strip: the words of the row it owns (acl_lo .. acl_lo + own - 1 of the
/// portion) into the array and, on a band's last row with a band below, into the edges.
void store_owned(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Pyramid& v = e.p.pyramid();
  const std::string x = "acl_X0 + acl_j", p = Names(a.index).window;
  const std::string store =
      global_store(a, x, word_in(a, x, "acl_y", "acl_Z"), cat(p, "[acl_j]"));
  w.open("if (acl_X0 + acl_lo + ", v.own, " <= ", a.w, ")");
  vectorize_strip_loop(e);
  w.line("for (int acl_j = acl_lo; acl_j < acl_lo + ", v.own, "; acl_j++) ", store);
  w.close();
  w.open("else");
  w.line("for (int acl_j = acl_lo; acl_j < acl_lo + ", v.own, "; acl_j++)");
  w.line("  if (", x, " < ", a.w, ") ", store);
  w.close();
  if (v.bands > 1) hand_on(e, a, "acl_lo", cat("acl_lo + ", v.own), "acl_X0");
}

/// One work-item a strip: the portion of row acl_y of `a` (zero for the dependent data,
/// which is only written), in plain loops: a strip's thousands of words are no loop to unroll.
void load_portion(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const std::string p = Names(a.index).window, x = "(acl_X0 + acl_j)";
  const std::string loop =
      cat("for (int acl_j = 0; acl_j < ", a.split_size, "; acl_j++) ", p, "[acl_j] = ");
  if (a.nbh_margin) {
    vectorize_strip_loop(e);
    w.line(loop, "(", a.type, ")(0);");
    return;
  }
  w.open("if (acl_X0 + ", a.split_size, " <= ", a.w, ")");
  vectorize_strip_loop(e);
  w.line(loop, global_word(a, x, word_in(a, x, "acl_y", "acl_Z")), ";");
  w.close();
  w.open("else");
  vectorize_strip_loop(e);
  w.line(loop, read_word(e, a, x, "acl_y", "acl_Z"), ";");
  w.close();
}

/// Plan::plain_loops: a work-group of one work-item runs the band of its strip alone; the row
/// above sits in acl_h<i> just before the portion, as get_acl_nbh reads it, so no local
/// memory and no barrier. The first strip starts at x = 0 (the border gives the words left
/// of the array), the others the band margin left of the first word they own.
void write_single(EmitContext& e, const ArgPlan& dep) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Pyramid& v = p.pyramid();
  const size_t band_margin = (v.width - v.own) / 2;
  const std::string h = cat("acl_h", dep.index);
  w.line("const int acl_t = (int)(atomic_inc(&acl_sync[0]) - acl_base);");
  w.line("const int acl_S = acl_t % ", v.strips, ", acl_B = acl_t / ", v.strips, " % ", v.bands,
         ", acl_Z = acl_t / ", v.strips * v.bands, ";");
  w.line("const ACL_COORD acl_X0 = max((ACL_COORD)acl_S * ", v.own, " - ", band_margin,
         ", (ACL_COORD)0), acl_Y0 = (ACL_COORD)acl_B * ", v.rows, ";");
  w.line("const int acl_lo = (int)((ACL_COORD)acl_S * ", v.own, " - acl_X0);");
  w.line("acl_st.acl_iter[1] = acl_t;");
  w.line("const uint acl_tag = acl_scans * ", v.bands + 1, "u;");
  w.open("for (int acl_j = 0; acl_j < ", v.width + 2 * v.margin, "; acl_j++)");
  poll_row_above(e, dep, h);
  w.close();
  if (v.bands > 1) {
    w.open("if (acl_B > 0)");
    border_words(e, dep);
    w.close();
  }
  const Coords c{"acl_X0", "acl_y", "acl_Z"};
  w.open("for (int acl_r = 0; acl_r < min((ACL_COORD)", v.rows, ", ", dep.h,
         " - acl_Y0); acl_r++)");
  w.line("const ACL_COORD acl_y = acl_Y0 + acl_r;");
  for (const ArgPlan* a : at_level(p, 1)) {
    load_portion(e, *a);
    write_state(e, *a, c);
  }
  write_call(e);
  vectorize_strip_loop(e);
  w.line("for (int acl_j = 0; acl_j < ", dep.split_size, "; acl_j++) ", h, "[", v.margin,
         " + acl_j] = ", Names(dep.index).window, "[acl_j];");
  border_words(e, dep);
  store_owned(e, dep);
  w.close();
}

}  // namespace

void write_pyramid_constants(EmitContext& e) {
  write_int64_atomics(e, "ACL_RNO0 with a margin");
}

void write_pyramid(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Pyramid& v = p.pyramid();
  const ArgPlan& dep = dependent_arg(p);
  if (e.p.plain_loops) return write_single(e, dep);
  const size_t row = row_words(v), band_margin = (v.width - v.own) / 2;
  w.line("__local uint acl_ticket_l;");
  w.line("__local ", dep.type, " acl_rows[", 2 * row, "];");
  const std::vector<const ArgPlan*> args = at_level(p, 1);
  // The band by ticket: every band this group waits on went to a group that started before.
  // The counter runs on from launch to launch; this launch's tickets start at acl_base.
  w.line("if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[0]) - acl_base;");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("const int acl_t = (int)acl_ticket_l;");
  w.line("const int acl_S = acl_t % ", v.strips, ", acl_B = acl_t / ", v.strips, " % ", v.bands,
         ", acl_Z = acl_t / ", v.strips * v.bands, ";");
  w.line("const ACL_COORD acl_X0 = (ACL_COORD)acl_S * ", v.own, " - ", band_margin,
         ", acl_Y0 = (ACL_COORD)acl_B * ", v.rows, ";");
  w.line("acl_st.acl_iter[1] = acl_t;");
  // Tags of this launch's bands: acl_tag + band + 1 (acl_scans counts the launches).
  w.line("const uint acl_tag = acl_scans * ", v.bands + 1, "u;");
  // Portions are whole split words from acl_X0 (the margin is whole portions), so a portion
  // is inside the array when its first word is.
  w.line("const ACL_COORD acl_x0 = acl_X0 + acl_lid * ", dep.split_size, ";");
  w.line("const int acl_in = acl_x0 >= 0 && acl_x0 < ", dep.w, ";");
  if (v.ahead) load_first_rows(e, args);
  load_row_above(e, dep);
  w.line("const int acl_mine = acl_x0 >= acl_X0 + ", band_margin, " && acl_x0 < acl_X0 + ",
         band_margin + v.own, ";");
  const std::string rows = cat("min((ACL_COORD)", v.rows, ", ", dep.h, " - acl_Y0)");
  if (v.ahead) {
    // Unrolled `ahead` times, so that the registers of the rows ahead are named by constants.
    w.open("for (int acl_r0 = 0; acl_r0 < ", rows, "; acl_r0 += ", v.ahead, ")");
    w.line("#pragma unroll");
    w.open("for (int acl_u = 0; acl_u < ", v.ahead, "; acl_u++)");
    w.line("const int acl_r = acl_r0 + acl_u;");
    w.open("if (acl_r < ", rows, ")");
  } else {
    w.open("for (int acl_r = 0; acl_r < ", rows, "; acl_r++)");
    w.block();
  }
  w.line("const ACL_COORD acl_y = acl_Y0 + acl_r;");
  w.line("__local ", dep.type, "* const acl_cur = acl_rows + (acl_r & 1) * ", row, ";");
  w.line("__local ", dep.type, "* const acl_nxt = acl_rows + (~acl_r & 1) * ", row, ";");
  run_row(e, dep);
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.close();
  if (v.ahead) w.close();
}

}  // namespace acl::detail
