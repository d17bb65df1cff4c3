// The frame of the AC kernel around its schedule: the plan's constants, the signature, the
// declarations of every argument's storage and of the state, the state's updates and the
// User_main call.
#include <cstring>

#include "codegen/emitters.hpp"
#include "codegen/generator.hpp"
#include "codegen/tiled.hpp"

namespace acl::detail {
namespace {

constexpr const char* kPlanComment = "/* ACL AC kernel generated for '";

/// `text` with every "*/" broken, so that it cannot end the plan's comment.
std::string in_comment(std::string text) {
  for (size_t pos; (pos = text.find("*/")) != std::string::npos;) text.replace(pos, 2, "* /");
  return text;
}

/// ACL_SIZE_, ACL_WIDTH_, ACL_LR_, ACL_XSTEP_, ACL_YSTEP_, ACL_LIDSTEP_ (and ACL_NBH_) of a
/// transfer argument: the shape of what User_main sees.
void write_arg_constants(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const std::string& n = a.name;
  size_t size, width, lr, xs, ys;
  if (a.tiled.axis[0]) {  // ACL_TILE: a row-major private tile or fragment
    size = a.win_x * a.win_y;
    width = a.win_x;
    lr = 0;
    xs = 1;
    ys = a.win_x;
  } else if (a.placement == Placement::Common) {
    size = a.broadcast_whole ? a.w * a.h * a.d : a.tile_w * a.tile_h;
    width = a.tile_w;
    lr = 1;
    xs = 1;
    ys = a.tile_w;
  } else if (a.local_view) {  // a column of the local tile, kept by columns or by rows
    size = a.split_size;
    width = a.win_x;
    const bool rows = a.staging.view_by_rows;
    lr = rows ? 1 : a.staging.column_words;
    xs = rows ? 1 : a.staging.column_words;
    ys = rows ? a.tile_w : 1;
  } else {
    size = a.split_size;
    width = a.win_x;
    lr = a.vertical ? a.win_y : a.split_size;
    xs = a.vertical ? a.win_y : 1;
    ys = a.vertical ? 1 : a.win_x;
  }
  w.line("#define ACL_SIZE_", n, " ", size);
  w.line("#define ACL_WIDTH_", n, " ", width);
  w.line("#define ACL_LR_", n, " ", lr);
  w.line("#define ACL_XSTEP_", n, " ", xs);
  w.line("#define ACL_YSTEP_", n, " ", ys);
  w.line("#define ACL_LIDSTEP_", n, " ",
         a.placement == Placement::Common || a.tiled.axis[0]
             ? 0
             : (a.vertical ? a.cols.lanes * a.cols.step : a.split_size));
  if (a.nbh)
    w.line("#define ACL_NBH_", n, " ", a.nbh * a.split_size + a.nbh_margin + portion_offset(a));
  // get_acl_xyz: the planes of a margin along z lie a window apart (undefined without one,
  // so that a source reading slices of data without them does not build).
  if (a.margin_z) w.line("#define ACL_ZSTEP_", n, " ", a.win_x * a.win_y);
}

/// The declarations of every argument's storage (Transfer::declare) and the zeroed state.
void write_declarations(EmitContext& e) {
  SourceWriter& w = e.w;
  for (const ArgPlan& a : e.p.args) {
    transfer_of(a).declare(e, a);
    if (a.is_transfer())
      w.line("acl_st.acl_valid[", a.index, "] = 0; acl_st.acl_origin[", a.index,
             "][0] = 0; acl_st.acl_origin[", a.index, "][1] = 0; acl_st.acl_origin[", a.index,
             "][2] = 0;");
  }
  w.line(
      "acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; "
      "acl_st.acl_iter[3] = 0;");
  w.line("acl_st.acl_lane = 0;");
}

class PassedThrough : public Transfer {};

}  // namespace

size_t code_start(const std::string& source) {
  if (source.compare(0, std::strlen(kPlanComment), kPlanComment) != 0) return 0;
  const size_t end = source.find("*/\n");  // the first: the plan's text has none (in_comment)
  return end == std::string::npos ? 0 : end + 3;
}

void write_constants(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  w.line(kPlanComment, in_comment(p.device), "'. Plan:");
  w.raw(in_comment(cat(p)));
  w.line("*/");
  w.line("#define ACL_WG ", p.wg);
  if (p.row_loop) w.line("#define ACL_ROW_LOOP 1");
  w.line("#define ACL_LEVELS ", p.levels);
  w.line("#define ACL_NUM_PARAMS ", p.args.size());
  w.line("#define ACL_INDEX ", p.wide_index ? "long" : "int");
  w.line("#define ACL_COORD ", p.wide_coords ? "long" : "int");
  w.line("#define ACL_UCOORD ", p.wide_coords ? "ulong" : "uint");
  for (unsigned l = 1; l <= 3; ++l) {
    w.line("#define ACL_BLOCKSIZE_", l, " ", l <= p.levels ? p.block_size[l] : 0);
    w.line("#define ACL_BLOCKNUM_", l, " ", l <= p.levels ? p.count[l] : 1);
  }
  for (const ArgPlan& a : p.args) {
    w.line("#define ACL_ARG_", a.name, " ", a.index);
    if (a.is_transfer()) write_arg_constants(e, a);
  }
  if (p.is<Tiling>()) write_tiled_constants(w, p);
  if (p.is<Pipeline>()) write_pipeline_constants(e);
  if (p.is<Scan>()) write_scan_constants(e);
  if (p.is<Pyramid>()) write_pyramid_constants(e);
}

void open_kernel(EmitContext& e, const std::string& params) {
  SourceWriter& w = e.w;
  // Row loops: a work-group of one work-item loops over the plan's (write_blocks); loader
  // work-items follow the plan's (loaders.cpp).
  w.line("__kernel __attribute__((reqd_work_group_size(", e.p.row_loop ? 1u : e.p.wg + e.p.loaders,
         ", 1, 1)))");
  w.open("void ", kAcKernelName, "(", params, ")");
  if (!e.p.row_loop) w.line("const int acl_lid = get_local_id(0);");
  w.line("acl_state acl_st;");
  write_array_starts(w, e.p);
  // Rows of results above the array (a band of a launch over several devices) lie before
  // its first row: the array starts after them.
  for (const ArgPlan& a : e.p.args)
    if (a.is_transfer() && a.desc.rows_above && !flip(a))
      w.line(Names(a.index).global, " += ", a.desc.rows_above * a.pitch, ";");
  write_declarations(e);
  for (const ArgPlan& a : e.p.args)
    if (a.broadcast_whole) load_common_whole(e, a);
}

void write_state(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const unsigned i = a.index;
  if (a.placement == Placement::Common) {
    const std::string v = a.vertical
                              ? cat("acl_clamp(", a.h, " - ", c.y, ", 0, ", a.split_size, ")")
                              : cat("acl_clamp(", a.w, " - ", c.x, ", 0, ", a.split_size, ")");
    w.line("acl_st.acl_valid[", i, "] = ", v, ";");
    w.line("acl_st.acl_origin[", i, "][0] = ", reported(a, 0, c.x), "; acl_st.acl_origin[", i,
           "][1] = ", reported(a, 1, c.y), "; acl_st.acl_origin[", i,
           "][2] = ", reported(a, 2, c.z), ";");
    return;
  }
  // ACL_RANDOM: the listed origin (Coords::sx, sy).
  Coords listed = c;
  listed.x = c.sx;
  listed.y = c.sy;
  const std::string ox =
      a.cols.lanes > 1 ? cat("(", own_x(a, listed), " + acl_lane)") : own_x(a, listed);
  const std::string v = a.vertical ? cat("(", ox, " < ", a.w, " ? acl_clamp(", a.h, " - ", c.sy,
                                         ", 0, ", a.split_size, ") : 0)")
                                   : cat("acl_clamp(", a.w, " - ", ox, ", 0, ", a.split_size, ")");
  w.line("acl_st.acl_valid[", i, "] = ", v, ";");
  w.line("acl_st.acl_origin[", i, "][0] = ", reported(a, 0, ox), "; acl_st.acl_origin[", i,
         "][1] = ", reported(a, 1, c.sy), "; acl_st.acl_origin[", i, "][2] = ", reported(a, 2, c.z),
         ";");
}

void write_call(EmitContext& e) {
  std::string args;
  for (const ArgPlan& a : e.p.args) args += ", " + transfer_of(a).argument(a);
  e.w.line("User_main(&acl_st", args, ");");
}

const Transfer& passed_transfer() {
  static const PassedThrough kPassed;
  return kPassed;
}

}  // namespace acl::detail
