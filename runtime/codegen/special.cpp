// Transformed write-backs (ACL_SPECIAL_*): User_main fills its block in the view's
// orientation; these stores put view word (sx, sy) where the transform sends it in the
// destination (dest_w x dest_h). Private data stores its own words (store_special_direct),
// staged data the group's def tile in the destination's row order (store_special_group).
#include "codegen/emitters.hpp"
#include "codegen/faults.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

unsigned scale_log2(const ArgPlan& a) {
  return a.desc.attr.scale_log2;
}

/// Destination word (X, Y) of the slice z as an lvalue.
std::string dest_word(const ArgPlan& a, const std::string& X, const std::string& Y,
                      const std::string& z) {
  return cat(Names(a.index).global, "[acl_word_in(", X, ", ", Y, ", ", z, ", ", a.dest_h, ", 0, ",
             a.pitch, ", ", a.slice, ")]");
}

/// Statements storing `value`, view word (sx, sy) of slice z, per the transform; the
/// caller has checked that (sx, sy) lies inside the view.
void special_store(EmitContext& e, const ArgPlan& a, const std::string& sx, const std::string& sy,
                   const std::string& z, const std::string& value) {
  SourceWriter& w = e.w;
  const std::string W1 = cat(a.w - 1), H1 = cat(a.h - 1);
  const unsigned k = scale_log2(a);
  const size_t f = size_t(1) << k;
  switch (a.desc.attr.def) {
    case ACL_SPECIAL_ROT90:
      w.line(dest_word(a, cat(H1, " - (", sy, ")"), sx, z), " = ", value, ";");
      break;
    case ACL_SPECIAL_ROT180:
      w.line(dest_word(a, cat(W1, " - (", sx, ")"), cat(H1, " - (", sy, ")"), z), " = ", value,
             ";");
      break;
    case ACL_SPECIAL_ROT270:
      w.line(dest_word(a, sy, cat(W1, " - (", sx, ")"), z), " = ", value, ";");
      break;
    case ACL_SPECIAL_MIRROR_TRANSPOSE:
      w.line(dest_word(a, sy, sx, z), " = ", value, ";");
      break;
    case ACL_SPECIAL_FLIP:
      w.line(dest_word(a, cat(W1, " - (", sx, ")"), sy, z), " = ", value, ";");
      break;
    case ACL_SPECIAL_ENLARGE:
      w.line("#pragma unroll");
      w.line("for (int acl_ey = 0; acl_ey < ", f, "; acl_ey++)");
      w.line("  #pragma unroll");
      w.line("  for (int acl_ex = 0; acl_ex < ", f, "; acl_ex++) ",
             dest_word(a, cat("((", sx, ") << ", k, ") + acl_ex"),
                       cat("((", sy, ") << ", k, ") + acl_ey"), z),
             " = ", value, ";");
      break;
    case ACL_SPECIAL_SHRINK:
      w.line("if (((", sx, ") & ", f - 1, ") == 0 && ((", sy, ") & ", f - 1, ") == 0) ",
             dest_word(a, cat("(", sx, ") >> ", k), cat("(", sy, ") >> ", k), z), " = ", value,
             ";");
      break;
    default:
      internal_error("special_store: not an ACL_SPECIAL_* def");
  }
}

/// `words` as one vector at destination word `at` (an lvalue): `*(__global T*)&at = (T)(...)`,
/// T the word's type with as many lanes as there are words.
ir::Stmt store_vector(const ArgPlan& a, const std::string& at, std::vector<ir::Expr> words) {
  const ir::Type vec = ir::Type::of(a.type).with_lanes(unsigned(words.size()));
  return ir::assign(ir::view(vec, "__global", ir::text(at, vec.element())),
                    ir::vector(vec, std::move(words)));
}

/// Word (ix, iy) of the work-item's window.
ir::Expr window_word(const ArgPlan& a, const ir::Expr& ix, const ir::Expr& iy) {
  return ir::index(ir::var(Names(a.index).window, ir::Type::of(a.type)),
                   window_index(a, ir::Expr(), ix, iy));
}

// ---- a work-item's own words ----

/// SHRINK with lanes (pass lanes, knob lane_shrink): each kept row's lanes >> k kept words as
/// one vector (a word when lanes is 2^k); blocks start on kept rows. Opens the guarded
/// words' branch.
void shrink_lanes_unguarded(EmitContext& e, const ArgPlan& a, const Coords& c, size_t owy) {
  SourceWriter& w = e.w;
  const unsigned k = scale_log2(a);
  const size_t f = size_t(1) << k, words = a.cols.lanes >> k;
  std::vector<ir::Expr> v;
  for (size_t j = 0; j < words; ++j) v.push_back(window_word(a, j << k, ir::var("acl_iy")));
  const std::string at = dest_word(a, cat("acl_ox >> ", k), cat("(acl_oy + acl_iy) >> ", k), c.z);
  w.open("if (", lanes_inside(a, owy), ")");
  ir::print(w, ir::loop("acl_iy", 0, owy, f, {store_vector(a, at, v)}, ir::Layout::NextLine,
                        ir::Unroll::Pragma));
  w.close(" else {");
}

/// ENLARGE with lanes (pass lanes): lanes x 2^k destination words per row, one aligned
/// vector (knob enlarge_bytes), through acl_stream where the plan streams
/// (Columns::stream). Opens the guarded words' branch.
void enlarge_lanes_unguarded(EmitContext& e, const ArgPlan& a, const Coords& c, size_t owy) {
  SourceWriter& w = e.w;
  const unsigned k = scale_log2(a);
  const size_t f = size_t(1) << k, run = a.cols.lanes * f;
  const ir::Type vec = ir::Type::of(a.type).with_lanes(unsigned(run));
  std::vector<ir::Expr> v;
  for (size_t r = 0; r < run; ++r) v.push_back(window_word(a, r >> k, ir::var("acl_iy")));
  std::vector<ir::Stmt> rows;
  for (size_t ey = 0; ey < f; ++ey) {
    const std::string at = dest_word(a, cat("(acl_ox << ", k, ") + 0"),
                                     cat("((acl_oy + acl_iy) << ", k, ") + ", ey), c.z);
    const ir::Expr to = ir::address(ir::text(at, vec.element()));
    rows.push_back(a.cols.stream
                       ? ir::eval(ir::call("acl_stream", ir::Type::named("void"),
                                           {ir::vector(vec, v), ir::pointer(vec, "__global", to)}))
                       : store_vector(a, at, v));
  }
  w.open("if (", lanes_inside(a, owy), ")");
  ir::print(w,
            ir::loop("acl_iy", 0, owy, ir::Expr(), rows, ir::Layout::Braces, ir::Unroll::Pragma));
  w.close(" else {");
}

/// Kept columns only (SHRINK by Columns::step): work-item lid stores destination word
/// (x >> k) + lid of each kept row, unguarded where the block lies inside the view (so
/// PoCL's loads above stay unmasked and interleave), through the same address with a guard
/// elsewhere (so the compiler's merged store is not a scatter). The unguarded and guarded
/// copies of the body (EmitContext::part) take one each. Closes the caller's block, as
/// begin_guarded does.
void store_kept_columns(EmitContext& e, const ArgPlan& a, const Coords& c, size_t owy) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  const unsigned k = scale_log2(a);
  const std::string store =
      cat("(", n.global, " + acl_word_in(", c.x, " >> ", k, ", (acl_oy + acl_iy) >> ", k, ", ", c.z,
          ", ", a.dest_h, ", 0, ", a.pitch, ", ", a.slice, "))[", work_item_id(e), "] = ", n.window,
          "[", window_index(a, cat(m), cat("acl_iy + ", m)), "];");
  const std::string kept = cat("((acl_oy + acl_iy) & ", a.cols.step - 1, ") == 0");
  if (e.part != Part::Slow) {
    begin_unguarded(e, block_inside(a, c, 0));
    w.line("#pragma unroll");
    w.line("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
    w.line("  if (", kept, ") ", store);
  }
  if (!begin_guarded(e)) return;
  w.line("#pragma unroll");
  w.line("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
  w.line("  if (", kept, " && acl_ox < ", a.w + fault_guard_shift(), " && acl_oy + acl_iy < ", a.h,
         ") ", store);
  w.close();
  w.close();
}

/// Plan::square_lanes: each of the work-item's columns (contiguous in its window) is one
/// vector of a destination row, reversed for ROT90. Opens the guarded words' branch.
void store_square_unguarded(EmitContext& e, const ArgPlan& a, const Coords& c, size_t owy) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const ir::Type word = ir::Type::of(a.type), vec = word.with_lanes(unsigned(a.cols.lanes));
  const cl_uint def = a.desc.attr.def;
  w.open("if (", lanes_inside(a, owy), ")");
  for (size_t ix = 0; ix < vec.lanes; ++ix) {
    const ir::Expr col = ir::vload(vec, 0, window_index(a, ir::var(n.window, word), ix, 0));
    const std::string sx = cat("acl_ox + ", ix);
    ir::Expr value = col;
    std::string at;
    if (def == ACL_SPECIAL_ROT90) {  // (sx, sy) -> (H - 1 - sy, sx): the column reversed
      value = ir::reversed(ir::paren(col));
      at = dest_word(a, cat(a.h - vec.lanes, " - acl_oy"), sx, c.z);
    } else if (def == ACL_SPECIAL_ROT270) {  // (sx, sy) -> (sy, W - 1 - sx)
      at = dest_word(a, "acl_oy", cat(a.w - 1, " - (", sx, ")"), c.z);
    } else {  // MIRROR_TRANSPOSE: (sx, sy) -> (sy, sx)
      at = dest_word(a, "acl_oy", sx, c.z);
    }
    ir::print(w, ir::eval(ir::vstore(value, 0, ir::address(ir::text(at, word)))));
  }
  w.close(" else {");
}

// ---- the group's def tile ----

/// ENLARGE: the destination words of the block, row by row; each reads its source word.
void enlarge_group_words(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const unsigned k = scale_log2(a);
  const size_t f = size_t(1) << k, dw = a.block_w * f;
  w.open("for (int acl_t = acl_lid; acl_t < ", dw * a.block_h * f, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_v = acl_t / ", dw, ", acl_u = acl_t - acl_v * ", dw, ";");
  w.line("const int acl_tx = acl_u >> ", k, ", acl_ty = acl_v >> ", k, ";");
  w.line("if (", c.x, " + acl_tx < ", a.w, " && ", c.y, " + acl_ty < ", a.h, ") ",
         dest_word(a, cat("(", c.x, " << ", k, ") + acl_u"), cat("(", c.y, " << ", k, ") + acl_v"),
                   c.z),
         " = ", tile_word(a, Names(a.index).def_tile, "acl_tx", "acl_ty", "0"), ";");
  w.close();
}

/// SHRINK: the destination words whose square starts in this block.
void shrink_group_words(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const size_t bw = a.block_w, bh = a.block_h;
  const unsigned k = scale_log2(a);
  const size_t f = size_t(1) << k, nx = (bw + f - 1) / f, ny = (bh + f - 1) / f;
  w.line("const ACL_COORD acl_X0 = (", c.x, " + ", f - 1, ") >> ", k, ", acl_Y0 = (", c.y, " + ",
         f - 1, ") >> ", k, ";");
  w.open("for (int acl_t = acl_lid; acl_t < ", nx * ny, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_v = acl_t / ", nx, ", acl_u = acl_t - acl_v * ", nx, ";");
  w.line("const int acl_tx = ((acl_X0 + acl_u) << ", k, ") - ", c.x,
         ", acl_ty = ((acl_Y0 + acl_v) << ", k, ") - ", c.y, ";");
  w.line("if (acl_tx < ", bw, " && acl_ty < ", bh, " && ", c.x, " + acl_tx < ", a.w, " && ", c.y,
         " + acl_ty < ", a.h, ") ", dest_word(a, "acl_X0 + acl_u", "acl_Y0 + acl_v", c.z), " = ",
         tile_word(a, Names(a.index).def_tile, "acl_tx", "acl_ty", "0"), ";");
  w.close();
}

/// Rotations, flips and transposes: consecutive work-items write consecutive destination
/// words and read down the padded tile. `guarded`: each word checks that it lies inside
/// the view.
void transform_group_words(EmitContext& e, const ArgPlan& a, const Coords& c, bool guarded) {
  SourceWriter& w = e.w;
  const size_t bw = a.block_w, bh = a.block_h;
  const cl_uint def = a.desc.attr.def;
  const size_t dw = is_transposing(def) ? bh : bw;  // destination-row words of the block
  w.open("for (int acl_t = acl_lid; acl_t < ", bw * bh, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_v = acl_t / ", dw, ", acl_u = acl_t - acl_v * ", dw, ";");
  std::string tx, ty;
  switch (def) {
    case ACL_SPECIAL_ROT90:
      tx = "acl_v", ty = cat(bh - 1, " - acl_u");
      break;
    case ACL_SPECIAL_ROT270:
      tx = cat(bw - 1, " - acl_v"), ty = "acl_u";
      break;
    case ACL_SPECIAL_MIRROR_TRANSPOSE:
      tx = "acl_v", ty = "acl_u";
      break;
    case ACL_SPECIAL_ROT180:
      tx = cat(bw - 1, " - acl_u"), ty = cat(bh - 1, " - acl_v");
      break;
    default:
      tx = cat(bw - 1, " - acl_u"), ty = "acl_v";
      break;  // FLIP
  }
  w.line("const int acl_tx = ", tx, ", acl_ty = ", ty, ";");
  if (guarded) w.open("if (", c.x, " + acl_tx < ", a.w, " && ", c.y, " + acl_ty < ", a.h, ")");
  special_store(e, a, cat(c.x, " + acl_tx"), cat(c.y, " + acl_ty"), c.z,
                tile_word(a, Names(a.index).def_tile, "acl_tx", "acl_ty", "0"));
  if (guarded) w.close();
  w.close();
}

/// store_special_group for ENLARGE and SHRINK in runs of Staging::dest_run destination words:
/// a work-item stores a whole run as one 16-byte vector, or word by word at the array's
/// right edge. (The planner has checked that every run starts 16-byte aligned.)
void store_scaled_runs(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const size_t run = a.staging.dest_run, bw = a.block_w, bh = a.block_h;
  const unsigned k = scale_log2(a);
  const size_t f = size_t(1) << k;
  const bool enlarge = a.desc.attr.def == ACL_SPECIAL_ENLARGE;
  // Destination words per block row and block rows; the view word of run word u + r.
  const size_t dw = enlarge ? bw * f : bw / f, dh = enlarge ? bh * f : (bh + f - 1) / f;
  auto source_x = [&](const std::string& u) {
    return enlarge ? cat("((", u, ") >> ", k, ")") : cat("((", u, ") << ", k, ")");
  };
  const std::string X = enlarge ? cat("(", c.x, " << ", k, ")") : cat("(", c.x, " >> ", k, ")");
  w.open("for (int acl_t = acl_lid; acl_t < ", dw / run * dh, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_v = acl_t / ", dw / run, ", acl_u = (acl_t - acl_v * ", dw / run, ") * ",
         run, ";");
  if (enlarge) {
    w.line("const int acl_ty = acl_v >> ", k, ";");
    w.line("const ACL_COORD acl_Y = (", c.y, " << ", k, ") + acl_v;");
    w.open("if (", c.y, " + acl_ty < ", a.h, ")");
  } else {
    w.line("const ACL_COORD acl_Y = ((", c.y, " + ", f - 1, ") >> ", k,
           ") + acl_v, acl_ty = (acl_Y << ", k, ") - ", c.y, ";");
    w.open("if (acl_ty < ", bh, " && ", c.y, " + acl_ty < ", a.h, ")");
  }
  std::vector<ir::Expr> words;
  for (size_t r = 0; r < run; ++r)
    words.push_back(
        ir::text(tile_word(a, n.def_tile, source_x(cat("acl_u + ", r)), "acl_ty", "0")));
  w.open("if (", c.x, " + ", source_x(cat("acl_u + ", run - 1)), " < ", a.w, ")");
  ir::print(w, store_vector(a, dest_word(a, cat(X, " + acl_u"), "acl_Y", c.z), words));
  w.close(" else {");
  w.line("#pragma unroll");
  w.line("for (int acl_r = 0; acl_r < ", run, "; acl_r++)");
  w.line("  if (", c.x, " + ", source_x("acl_u + acl_r"), " < ", a.w, ") ",
         dest_word(a, cat(X, " + acl_u + acl_r"), "acl_Y", c.z), " = ",
         tile_word(a, n.def_tile, source_x("acl_u + acl_r"), "acl_ty", "0"), ";");
  w.close();
  w.close();
  w.close();
}

/// A transposing write-back of a block inside the view in runs of Staging::dest_run destination
/// words: a block column is a destination row, so a work-item reads a run down a tile
/// column and stores it as one 16-byte vector, faster than word by word (docs/planner.md,
/// transposing write-backs, has the H200's figures). The planner has checked that runs start
/// 16-byte aligned: block heights, and for ROT90 the view's height, are multiples of runs.
void store_transposed_runs(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const size_t run = a.staging.dest_run, bw = a.block_w, bh = a.block_h, per_row = bh / run;
  const cl_uint def = a.desc.attr.def;
  w.open("for (int acl_t = acl_lid; acl_t < ", bw * per_row, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_v = acl_t / ", per_row, ", acl_u = (acl_t - acl_v * ", per_row, ") * ", run,
         ";");
  // Destination row and first word of the run; tile row of run word r.
  std::string X, Y, tx = "acl_v";
  auto ty = [&](size_t r) { return cat("acl_u + ", r); };
  switch (def) {
    case ACL_SPECIAL_ROT90:  // view (sx, sy) -> (H - 1 - sy, sx)
      X = cat(a.h, " - ", c.y, " - ", bh, " + acl_u"), Y = cat(c.x, " + acl_v");
      break;
    case ACL_SPECIAL_ROT270:  // (sx, sy) -> (sy, W - 1 - sx)
      X = cat(c.y, " + acl_u"), Y = cat(a.w - 1, " - ", c.x, " - acl_v");
      break;
    default:  // MIRROR_TRANSPOSE: (sx, sy) -> (sy, sx)
      X = cat(c.y, " + acl_u"), Y = cat(c.x, " + acl_v");
      break;
  }
  std::vector<ir::Expr> words;
  for (size_t r = 0; r < run; ++r)
    words.push_back(ir::text(tile_word(
        a, n.def_tile, tx, def == ACL_SPECIAL_ROT90 ? cat(bh - 1, " - acl_u - ", r) : ty(r), "0")));
  ir::print(w, store_vector(a, dest_word(a, X, Y, c.z), words));
  w.close();
}

/// The group's loop over the def tile; `guarded`: each word checks that it lies inside
/// the view (always for ENLARGE and SHRINK).
void special_group_words(EmitContext& e, const ArgPlan& a, const Coords& c, bool guarded) {
  const cl_uint def = a.desc.attr.def;
  if (a.staging.dest_run && !guarded)
    store_transposed_runs(e, a, c);
  else if (def == ACL_SPECIAL_ENLARGE)
    enlarge_group_words(e, a, c);
  else if (def == ACL_SPECIAL_SHRINK)
    shrink_group_words(e, a, c);
  else
    transform_group_words(e, a, c, guarded);
}

}  // namespace

/// Word by word (classes that do not stage), or, with lanes, as vectors: for ENLARGE each
/// row of its lanes as 2^k destination rows of 16-byte vectors, for SHRINK each kept row's
/// kept words as one vector.
void store_special_direct(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  const size_t owx = a.vertical ? a.cols.lanes : a.split_size, owy = a.vertical ? a.split_size : 1;
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
  const bool shrink = a.desc.attr.def == ACL_SPECIAL_SHRINK;
  if (a.cols.lanes > 1 && shrink && a.split_size % (size_t(1) << scale_log2(a)) != 0)
    w.block();  // short blocks (kept rows at no fixed step): word by word below
  else if (a.cols.lanes > 1 && shrink)
    shrink_lanes_unguarded(e, a, c, owy);
  else if (a.cols.lanes > 1 && is_transposing(a.desc.attr.def) && e.p.square_lanes &&
           a.split_size == a.cols.lanes)
    store_square_unguarded(e, a, c, owy);
  else if (a.cols.lanes > 1 && is_transposing(a.desc.attr.def))
    w.block();  // short blocks: word by word below
  else if (a.cols.lanes > 1)
    enlarge_lanes_unguarded(e, a, c, owy);
  if (a.cols.step > 1) return store_kept_columns(e, a, c, owy);
  w.line("for (int acl_ix = 0; acl_ix < ", owx, "; acl_ix++)");
  w.open("  for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
  w.open("if (acl_ox + acl_ix < ", a.w, " && acl_oy + acl_iy < ", a.h, ")");
  special_store(e, a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z,
                cat(n.window, "[", window_index(a, cat("acl_ix + ", m), cat("acl_iy + ", m)), "]"));
  w.close();
  w.close();
  if (a.cols.lanes > 1) w.close();
  w.close();
}

/// Blocks inside the view take a copy of the loop without the per-word guard, which costs a
/// transposing write-back most of its time where it stays (docs/planner.md, transposing
/// write-backs).
void store_special_group(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const cl_uint def = a.desc.attr.def;
  w.block();
  if (def == ACL_SPECIAL_ENLARGE || def == ACL_SPECIAL_SHRINK) {
    // Scaling write-backs keep their guards everywhere: for them an unguarded copy for
    // blocks inside the view measured slower (docs/planner.md, transposing write-backs).
    if (a.staging.dest_run)
      store_scaled_runs(e, a, c);
    else
      special_group_words(e, a, c, true);
    w.close();
    return;
  }
  w.open("if (", c.x, " + ", a.block_w, " <= ", a.w, " && ", c.y, " + ", a.block_h, " <= ", a.h,
         ")");
  special_group_words(e, a, c, false);
  w.close(" else {");
  special_group_words(e, a, c, true);
  w.close();
  w.close();
}

void skip_dropped_block(EmitContext& e, const std::vector<const ArgPlan*>& args,
                        const std::vector<Coords>& cs) {
  std::string all;
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgPlan& a = *args[i];
    if (a.desc.attr.def != ACL_SPECIAL_SHRINK) continue;
    const unsigned k = scale_log2(a);
    auto none = [&](const std::string& o, size_t extent) {
      return cat("((", o, " + ", extent - 1, ") >> ", k, ") == ((", o, " - 1) >> ", k, ")");
    };
    all += cat(all.empty() ? "" : " && ", "(", none(cs[i].y, a.block_h), " || ",
               none(cs[i].x, a.block_w), ")");
  }
  e.w.line("if (", all, ") continue;");
}

}  // namespace acl::detail
