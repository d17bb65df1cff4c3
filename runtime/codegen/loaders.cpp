// Loader work-items (Plan::loaders): in an ACL_RNO0 walk, work-items wg .. wg + loaders - 1
// of each group never run User_main; they stage the next block of every ArgPlan::loaded
// argument in one of two local buffers while work-items 0 .. wg - 1 run the current block
// from the other. The loads go out as 16-byte vectors, all of a stage's before the local
// stores, so many are in flight; one barrier per block hands the buffers over.
#include "codegen/emitters.hpp"

namespace acl::detail {
namespace {

std::string buffer(const ArgPlan& a) {
  return cat("acl_lb", a.index);
}
/// The vector a loader moves: 4 words (16 bytes of 4-byte words).
ir::Type loader_vector(const ArgPlan& a) {
  return ir::Type::of(a.type).with_lanes(4);
}
/// Vectors in a block (its rows are whole vectors: Plan::loaders needs block_w % 4 == 0).
size_t block_vectors(const ArgPlan& a) {
  return a.block_w * a.block_h / loader_vector(a).lanes;
}

/// Vectors `first`, `first + stride`, ... of the block at `c` into buffer `stage`: as
/// vectors where the block lies inside the array, else word by word with the border's
/// words (as a work-item's guarded window reads them).
void stage_block(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& stage,
                 const std::string& first, size_t stride) {
  SourceWriter& w = e.w;
  const ir::Type vt = loader_vector(a);
  const size_t nv = block_vectors(a), per_row = a.block_w / vt.lanes, per = ceil_div(nv, stride);
  w.block();
  w.line("__local ", vt.str(), "* const acl_ld = ", buffer(a), " + (", stage, ") * ", nv, ";");
  w.open("if (", block_inside(a, c, 0), ")");
  ir::print(w, ir::decl_array(vt, "acl_t", per));
  w.line("#pragma unroll");
  w.open("for (int acl_k = 0; acl_k < ", per, "; acl_k++)");
  w.line("const int acl_e = ", first, " + acl_k * ", stride, ";");
  const ir::Expr at = ir::text(word_in(a, cat(c.x, " + ", vt.lanes, " * (acl_e % ", per_row, ")"),
                                       cat(c.y, " + acl_e / ", per_row), c.z));
  const ir::Expr load = ir::vload(vt, 0, ir::var(Names(a.index).global, vt.element()) + at);
  ir::print(w, ir::if_then(ir::var("acl_e") < nv,
                           {ir::assign(ir::index(ir::var("acl_t", vt), ir::var("acl_k")), load)},
                           ir::Layout::SameLine));
  w.close();
  w.line("#pragma unroll");
  w.line("for (int acl_k = 0; acl_k < ", per, "; acl_k++)");
  w.line("  if (", first, " + acl_k * ", stride, " < ", nv, ") acl_ld[", first, " + acl_k * ",
         stride, "] = acl_t[acl_k];");
  w.close(" else {");
  w.open("for (int acl_e = ", first, "; acl_e < ", nv, "; acl_e += ", stride, ")");
  w.line("const ACL_COORD acl_lx = ", c.x, " + ", vt.lanes, " * (acl_e % ", per_row,
         "), acl_ly = ", c.y, " + acl_e / ", per_row, ";");
  std::vector<ir::Expr> words;
  for (unsigned j = 0; j < vt.lanes; ++j)
    words.push_back(ir::text(read_word(e, a, cat("acl_lx + ", j), "acl_ly", c.z)));
  ir::print(w,
            ir::assign(ir::index(ir::var("acl_ld", vt), ir::var("acl_e")), ir::vector(vt, words)));
  w.close();
  w.close();
  w.close();
}

}  // namespace

void declare_loader_buffer(EmitContext& e, const ArgPlan& a) {
  e.w.line("__local ", ir::str(ir::decl_array(loader_vector(a), buffer(a), 2 * block_vectors(a))));
}

void load_from_loaders(EmitContext& e, const ArgPlan& a, const std::string& dst) {
  SourceWriter& w = e.w;
  w.block();
  w.line("const __local ", a.type, "* const acl_lr = (const __local ", a.type, "*)", buffer(a),
         " + acl_stage * ", a.block_w * a.block_h, " + acl_lid;");
  w.line("#pragma unroll");
  w.line("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++) ", dst, "[",
         window_index(a, "0", "acl_iy"), "] = acl_lr[acl_iy * ", a.block_w, "];");
  w.close();
}

void loaders_first(EmitContext& e, const std::vector<const ArgPlan*>& args,
                   const std::string& first, const std::string& count) {
  SourceWriter& w = e.w;
  w.line("int acl_stage = 0;");
  w.open("if (", first, " < ", count, ")");
  for (const ArgPlan* a : args)
    if (a->loaded)
      stage_block(e, *a, coords(e, *a, first, "f"), "0", "acl_lid", e.p.wg + e.p.loaders);
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

void loaders_next(EmitContext& e, const std::vector<const ArgPlan*>& args, const std::string& n,
                  const std::string& step, const std::string& count) {
  SourceWriter& w = e.w;
  w.line("const int acl_nl = ", n, " + ", step, ";");
  w.open("if (acl_nl < ", count, ")");
  for (const ArgPlan* a : args)
    if (a->loaded)
      stage_block(e, *a, coords(e, *a, "acl_nl", "n"), "acl_stage ^ 1",
                  cat("(acl_lid - ", e.p.wg, ")"), e.p.loaders);
  w.close();
}

}  // namespace acl::detail
