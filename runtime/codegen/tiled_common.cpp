// What both strategies of ACL_TILE plans emit (codegen/tiled.cpp, the shared strategy, and
// codegen/tiled_cpu.cpp, the CPU strategy): the tile constants, the block's origin, border
// loads, COMMON tables beside the tiles, the group's combine of written ACL_PER_* data, and
// the vector copies both build in the code IR (an array's word address, a private run).
#include "attributes/attributes.hpp"
#include "codegen/border.hpp"
#include "codegen/combine.hpp"
#include "codegen/emit.hpp"
#include "codegen/source_writer.hpp"
#include "codegen/tiled.hpp"

namespace acl::detail {

void declare_common(SourceWriter& w, const ArgPlan& a) {
  w.line("__local ", a.type, " acl_t", a.index, "[", a.w * a.h * a.d,
         "] __attribute__((aligned(16)));");
  w.line("acl_st.acl_valid[", a.index, "] = ", a.w * a.h * a.d, "; acl_st.acl_origin[", a.index,
         "][0] = 0; acl_st.acl_origin[", a.index, "][1] = 0; acl_st.acl_origin[", a.index,
         "][2] = 0;");
}

std::string tile_start(const ArgPlan& a) {
  if (a.line && a.desc.attr.def != ACL_NONE)
    return Combine{a.desc.attr.combine, a.type}.identity();
  return cat("(", a.type, ")(0)");
}

void declare_tile_reduction(SourceWriter& w, const Plan& p, const ArgPlan& a) {
  if (!a.line || a.desc.attr.def == ACL_NONE) return;
  w.line("__local ", a.type, " acl_red", a.index, "[", size_t(a.split_size) * p.wg, "];");
}

void write_tile_reductions(SourceWriter& w, const Plan& p, const TileOwn& own) {
  const Tiling& t = p.tiling();
  for (const ArgPlan& a : p.args) {
    if (!a.line || a.desc.attr.def == ACL_NONE) continue;
    const Combine op{a.desc.attr.combine, a.type};
    const std::string red = cat("acl_red", a.index), G = cat("acl_g", a.index);
    const size_t words = a.split_size, wg = p.wg;
    // The axis the vector runs along ('x' a word per column, 'y' per row; 0 one word), the
    // group's work-items along it, and how many share each of its words (those across it).
    const char along = a.line == ACL_PER_COLUMN ? 'x' : a.line == ACL_PER_ROW ? 'y' : 0;
    const size_t wa = along == 'x' ? t.wg_x : along == 'y' ? t.wg_y : 1, wc = wg / wa;
    w.line("/* ", broadcast_name(a.line), " argument ", a.index,
           ": the group's words combined, then added to the array. */");
    w.line("barrier(CLK_LOCAL_MEM_FENCE);");
    w.line("for (int acl_j = 0; acl_j < ", words, "; acl_j++) ", red, "[acl_j * ", wg,
           " + acl_ly * ", t.wg_x, " + acl_lx] = acl_p", a.index, "[acl_j];");
    w.line("barrier(CLK_LOCAL_MEM_FENCE);");
    // Block word q (tile word j of the work-items at l along the axis) by work-item q % wg,
    // written as a loop over the words (lines.cpp: PoCL 3.1 dropped atomics in a loop that
    // started at the work-item's id).
    const std::string slot = along == 'x'   ? cat("acl_c * ", t.wg_x, " + acl_l")
                             : along == 'y' ? cat("acl_l * ", t.wg_x, " + acl_c")
                                            : std::string("acl_c");
    w.open("for (int acl_q = 0; acl_q < ", words * wa, "; acl_q++)");
    w.open("if (acl_q % ", wg, " == acl_lid)");
    w.line("const int acl_j = acl_q / ", wa, ", acl_l = acl_q % ", wa, ";");
    w.line(a.type, " acl_v = ", op.identity(), ";");
    w.line("for (int acl_c = 0; acl_c < ", wc, "; acl_c++) ",
           op.into("acl_v", cat(red, "[acl_j * ", wg, " + ", slot, "]")), ";");
    if (along) {
      w.line("const ACL_COORD acl_at = ", own(along, "acl_j", "acl_l"), ";");
      w.line("if (acl_at < ", along == 'x' ? a.w : a.h, ") ",
             op.atomic(cat("&", G, "[(ACL_INDEX)acl_at", along == 'y' ? cat(" * ", a.pitch) : "",
                           "]"),
                       "acl_v"));
    } else {
      w.line(op.atomic(cat("&", G, "[0]"), "acl_v"));
    }
    w.close();
    w.close();
    // A barrier ends the atomics' region (lines.cpp: PoCL 3.1 lost atomics otherwise).
    w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  }
}

void load_commons(SourceWriter& w, const Plan& p, const std::string& lid) {
  bool any = false;
  for (const ArgPlan& a : p.args) {
    if (a.placement != Placement::Common) continue;
    any = true;
    const size_t n = a.w * a.h * a.d;
    w.open("for (int acl_t = ", lid, "; acl_t < ", n, "; acl_t += ", p.wg, ")");
    w.line("const int acl_x = acl_t % ", a.w, ", acl_y = acl_t / ", a.w, " % ", a.h,
           ", acl_z = acl_t / ", a.w * a.h, ";");
    w.line("acl_t", a.index, "[acl_t] = acl_g", a.index, "[(ACL_INDEX)acl_z * ", a.slice,
           " + (ACL_INDEX)acl_y * ", a.pitch, " + acl_x];");
    w.close();
  }
  if (any) w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

/// acl_bx, acl_by: the block's origin, from the group's place in the launch or (split k)
/// from acl_gid, its block in the block order; in bands of Tiling::band block-rows, walked
/// column by column, where the plan has them. Both strategies start their kernels with it.
void write_block_origin(SourceWriter& w, const Tiling& t) {
  const size_t nx = ceil_div(t.x, t.block_x()), ny = ceil_div(t.y, t.block_y());
  if (t.band) {
    // Consecutive groups share columns of the level-2 data in the cache.
    if (!t.parts) w.line("const int acl_gid = get_group_id(1) * ", nx, " + get_group_id(0);");
    w.line("const int acl_band = acl_gid / ", t.band * nx, ", acl_inband = acl_gid - acl_band * ",
           t.band * nx, ";");
    w.line("const int acl_rows = min(", t.band, ", ", ny, " - acl_band * ", t.band, ");");
    w.line("const ACL_COORD acl_bx = (ACL_COORD)(acl_inband / acl_rows) * ", t.block_x(),
           ", acl_by = (ACL_COORD)(acl_band * ", t.band, " + acl_inband % acl_rows) * ",
           t.block_y(), ";");
  } else if (t.parts) {
    w.line("const ACL_COORD acl_bx = (ACL_COORD)(acl_gid % ", nx, ") * ", t.block_x(),
           ", acl_by = (ACL_COORD)(acl_gid / ", nx, ") * ", t.block_y(), ";");
  } else {
    w.line("const ACL_COORD acl_bx = (ACL_COORD)get_group_id(0) * ", t.block_x(),
           ", acl_by = get_group_id(1) * ", t.block_y(), ";");
  }
}

ir::Expr array_at(const ArgPlan& a, const ir::Expr& y, const ir::Expr& x) {
  const ir::Expr g = ir::var(cat("acl_g", a.index), ir::Type::of(a.type));
  return g + ir::cast(ir::Type::named("ACL_INDEX"), y) * a.pitch + x;
}

ir::Expr private_run(const ArgPlan& a, const ir::Type& t) {
  const ir::Expr p = ir::var(cat("acl_p", a.index), ir::Type::of(a.type));
  const ir::Expr at = ir::var("acl_iy") * a.win_x + ir::var("acl_ix");
  std::vector<ir::Expr> words;
  for (unsigned e = 0; e < t.lanes; ++e) words.push_back(ir::index(p, at + e));
  return ir::vector(t, words);
}

std::string tiled_word(const Plan& plan, const ArgPlan& a, const std::string& x,
                       const std::string& y) {
  const OutsideWord how = outside_word(a.desc.attr.border);
  const std::string load =
      cat("acl_g", a.index, "[(ACL_INDEX)(", folded(how, y, a.h, false, plan.wide_coords),
          ") * ", a.pitch, " + ", folded(how, x, a.w, false, plan.wide_coords), "]");
  if (a.desc.attr.def != ACL_NONE) return zero_outside(load, x, y, a.w, a.h, a.type);
  return bordered(how, load, x, y, a.w, a.h, a.type);
}

void write_tiled_constants(SourceWriter& w, const Plan& p) {
  const Tiling& t = p.tiling();
  w.line("#define ACL_WG_X ", t.wg_x);
  w.line("#define ACL_WG_Y ", t.wg_y);
  // On vectors (Tiling::lanes) User_main sees its tile's x in vectors.
  const unsigned lanes = t.lanes > 1 ? t.lanes : 1;
  w.line("#define ACL_TILE_X ", t.tile_x / lanes);
  w.line("#define ACL_TILE_Y ", t.tile_y);
  w.line("#define ACL_RUN_X ", t.run_x / lanes);
  w.line("#define ACL_RUN_Y ", t.run_y);
  if (t.warp_x) {
    // Warps of 32 cover warp_x x (32 / warp_x) work-items of the group.
    const unsigned wy = 32 / t.warp_x, per_row = t.wg_x / t.warp_x;
    w.line("#define ACL_LID ((int)(get_local_id(1) * ", t.wg_x, " + get_local_id(0)))");
    w.line("#define ACL_LX ((ACL_LID / 32 % ", per_row, ") * ", t.warp_x, " + ACL_LID % ", t.warp_x,
           ")");
    w.line("#define ACL_LY ((ACL_LID / 32 / ", per_row, ") * ", wy, " + ACL_LID % 32 / ", t.warp_x,
           ")");
  }
}

}  // namespace acl::detail
