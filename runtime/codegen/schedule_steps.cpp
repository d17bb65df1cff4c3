// The Steps schedule (plan.hpp): several time steps a launch. A work-group takes block
// (get_group_id % gx, / gx) of the written data and loads the tile around it, the block, the
// margin the steps recompute and the argument's margin, of every argument read into local
// memory (the one fed twice).
// Each step its work-items run User_main for the tile's portions but the outer margin, each
// from private windows copied from the tiles, and write their words into the fed argument's
// other tile, whose words outside the array are then set as its border gives them from the
// words inside. After the last step the block's words go to the written data.
#include "codegen/border.hpp"
#include "codegen/emitters.hpp"

namespace acl::detail {
namespace {

/// The local tile of argument `a` (the fed argument's two tiles, one after the other).
std::string tile(const ArgPlan& a) {
  return cat("acl_s", a.index);
}

/// The words of the tile, as the steps read it.
size_t tile_words(const Steps& v) {
  return v.tile_w() * v.tile_h();
}

/// Word (x, y) of `a` per its border mode, x and y folded from either side whatever the
/// margin: tiles reach past the array's edges by the recomputed margin, and a word there of
/// data read without a margin only feeds words outside the array, which the border then
/// replaces.
std::string tile_load(const EmitContext& e, const ArgPlan& a) {
  const OutsideWord how = outside_word(a.desc.attr.border);
  const std::string fx = folded(how, "acl_x", a.w, true, e.p.wide_coords);
  const std::string fy = folded(how, "acl_y", a.h, true, e.p.wide_coords);
  const std::string load = global_word(a, fx, word_in(a, fx, fy, "0"));
  return bordered(how, load, "acl_x", "acl_y", a.w, a.h, a.type);
}

/// Every argument read, loaded into its tile per its border mode (the fed argument into
/// both of its tiles, so that no word is read unwritten).
void load_tiles(EmitContext& e, const std::vector<const ArgPlan*>& reads) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Steps& v = p.steps();
  w.open("for (int acl_k = acl_lid; acl_k < ", tile_words(v), "; acl_k += ", p.wg, ")");
  w.line("const ACL_COORD acl_x = acl_X0 + acl_k % ", v.tile_w(), ", acl_y = acl_Y0 + acl_k / ",
         v.tile_w(), ";");
  for (const ArgPlan* a : reads) {
    w.line(tile(*a), "[acl_k] = ", tile_load(e, *a), ";");
    if (a->index == v.feeds)
      w.line(tile(*a), "[", tile_words(v), " + acl_k] = ", tile(*a), "[acl_k];");
  }
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

/// The portion at tile column acl_cx, rows acl_cy..: each argument's window from its tile
/// (the fed one from acl_cur), the written portion zeroed, the state, User_main, and its
/// words into acl_nxt.
void run_portion(EmitContext& e, const std::vector<const ArgPlan*>& args) {
  SourceWriter& w = e.w;
  const Steps& v = e.p.steps();
  for (const ArgPlan* a : args) {
    const std::string p = Names(a->index).window;
    if (a->index == v.out) {
      w.line("for (int acl_j = 0; acl_j < ", a->split_size, "; acl_j++) ", p, "[acl_j] = (",
             a->type, ")(0);");
    } else {
      const std::string src = a->index == v.feeds ? "acl_cur" : tile(*a);
      w.open("for (int acl_ix = 0; acl_ix < ", a->win_x, "; acl_ix++)");
      w.line("for (int acl_iy = 0; acl_iy < ", a->win_y, "; acl_iy++) ", p, "[",
             window_index(*a, "acl_ix", "acl_iy"), "] = ", src, "[(acl_cy - ", a->margin,
             " + acl_iy) * ", v.tile_w(), " + acl_cx - ", a->margin, " + acl_ix];");
      w.close();
    }
    const unsigned i = a->index;
    w.line("acl_st.acl_valid[", i, "] = acl_clamp(", a->h, " - acl_y, 0, ", a->split_size, ");");
    w.line("acl_st.acl_origin[", i, "][0] = ", reported(*a, 0, "acl_x"), "; acl_st.acl_origin[",
           i, "][1] = ", reported(*a, 1, "acl_y"), "; acl_st.acl_origin[", i,
           "][2] = ", reported(*a, 2, "0"), ";");
  }
  write_call(e);
  w.line("for (int acl_j = 0; acl_j < ", v.split, "; acl_j++) acl_nxt[(acl_cy + acl_j) * ",
         v.tile_w(), " + acl_cx] = ", Names(v.out).window, "[acl_j];");
}

/// After a step but the last, at a block near the array's edges: the words of acl_nxt outside
/// the array as the fed argument's border gives them from those inside (which lie in the
/// tile: clamped, the place is inside the array too, so no word read is one written here).
void border_words(EmitContext& e, const ArgPlan& in) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Steps& v = p.steps();
  const OutsideWord how = outside_word(in.desc.attr.border);
  const std::string fx = folded(how, "acl_x", in.w, true, p.wide_coords);
  const std::string fy = folded(how, "acl_y", in.h, true, p.wide_coords);
  const std::string at = cat("acl_nxt[clamp((int)(", fy, " - acl_Y0), 0, ", v.tile_h() - 1,
                             ") * ", v.tile_w(), " + clamp((int)(", fx, " - acl_X0), 0, ",
                             v.tile_w() - 1, ")]");
  w.open("if (acl_step + 1 < ", v.steps, " && (acl_X0 < 0 || acl_Y0 < 0 || acl_X0 + ",
         v.tile_w(), " > ", in.w, " || acl_Y0 + ", v.tile_h(), " > ", in.h, "))");
  w.open("for (int acl_k = acl_lid; acl_k < ", tile_words(v), "; acl_k += ", p.wg, ")");
  w.line("const ACL_COORD acl_x = acl_X0 + acl_k % ", v.tile_w(), ", acl_y = acl_Y0 + acl_k / ",
         v.tile_w(), ";");
  w.line("if (acl_x < 0 || acl_x >= ", in.w, " || acl_y < 0 || acl_y >= ", in.h,
         ") acl_nxt[acl_k] = ", bordered(how, at, "acl_x", "acl_y", in.w, in.h, in.type), ";");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.close();
}

/// The block's words of the last step into the written data.
void store_block(EmitContext& e, const ArgPlan& out) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Steps& v = p.steps();
  w.line("__local ", out.type, "* const acl_fin = ", tile(p.args[v.feeds]), " + ",
         (v.steps & 1) * tile_words(v), ";");
  w.open("for (int acl_k = acl_lid; acl_k < ", v.out_w * v.out_h, "; acl_k += ", p.wg, ")");
  w.line("const int acl_cx = ", v.margin + v.margin_cols, " + acl_k % ", v.out_w,
         ", acl_cy = ", v.margin + v.margin_rows, " + acl_k / ", v.out_w, ";");
  w.line("const ACL_COORD acl_x = acl_X0 + acl_cx, acl_y = acl_Y0 + acl_cy;");
  w.line("if (acl_x < ", out.w, " && acl_y < ", out.h, ") ",
         global_store(out, "acl_x", word_in(out, "acl_x", "acl_y", "0"),
                      cat("acl_fin[acl_cy * ", v.tile_w(), " + acl_cx]")));
  w.close();
}

}  // namespace

void write_steps(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Steps& v = p.steps();
  const ArgPlan& in = p.args[v.feeds];
  const std::vector<const ArgPlan*> args = at_level(p, 1);
  std::vector<const ArgPlan*> reads;
  for (const ArgPlan* a : args)
    if (a->index != v.out) reads.push_back(a);
  for (const ArgPlan* a : reads)
    w.line("__local ", a->type, " ", tile(*a), "[", (a->index == v.feeds ? 2 : 1) * tile_words(v),
           "];");
  w.line("const int acl_g = (int)get_group_id(0);");
  w.line("const ACL_COORD acl_X0 = (ACL_COORD)(acl_g % ", v.gx, ") * ", v.out_w, " - ",
         v.margin_cols + v.margin, ", acl_Y0 = (ACL_COORD)(acl_g / ", v.gx, ") * ", v.out_h,
         " - ", v.margin_rows + v.margin, ";");
  w.line("acl_st.acl_iter[1] = acl_g;");
  load_tiles(e, reads);
  w.open("for (int acl_step = 0; acl_step < ", v.steps, "; acl_step++)");
  w.line("__local ", in.type, "* const acl_cur = ", tile(in), " + (acl_step & 1) * ",
         tile_words(v), ";");
  w.line("__local ", in.type, "* const acl_nxt = ", tile(in), " + (~acl_step & 1) * ",
         tile_words(v), ";");
  w.open("for (int acl_q = acl_lid; acl_q < ", v.portions(), "; acl_q += ", p.wg, ")");
  w.line("const int acl_cx = ", v.margin, " + acl_q % ", v.cols(), ", acl_cy = ", v.margin,
         " + acl_q / ", v.cols(), " * ", v.split, ";");
  w.line("const ACL_COORD acl_x = acl_X0 + acl_cx, acl_y = acl_Y0 + acl_cy;");
  // Portions start on the array's rows of whole portions: inside it, or wholly outside.
  w.open("if (acl_x >= 0 && acl_x < ", in.w, " && acl_y >= 0 && acl_y < ", in.h, ")");
  run_portion(e, args);
  w.close();
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  border_words(e, in);
  w.close();
  store_block(e, p.args[v.out]);
}

}  // namespace acl::detail
