// Staged data (Placement::Staged): vertical SEPARATE data moves between global memory and
// the work-items' windows through a local tile, which the group copies in coalesced
// 16-byte chunks where it can (and prefetches into registers), else word by word.
//
// Tile word (tx, ty) sits at byte ty * row_bytes + off(ty) + tx * word_bytes, where off(ty)
// is the 16-byte misalignment of the block row in global memory (0 when rows are aligned or
// copied word by word). Chunked rows then copy as whole 16-byte chunks. The chunks' byte
// addresses count from an aligned byte, the array's first less its offset's bytes past the
// last kOffsetRun boundary, not from the array's: an array may start at any word. Those bytes
// come from the launch's offset (the kernel argument acl_off<index>), as one plan serves
// every offset of its place (offset_place).
#include "codegen/border.hpp"
#include "codegen/emitters.hpp"

namespace acl::detail {
namespace {

/// The array's bytes past the last kOffsetRun boundary before it ("" where its place has
/// none: offset 0 or whole runs), which write_array_starts computes from the launch's offset.
std::string lead_bytes(const ArgPlan& a) {
  if (!a.shifted || a.offset == 0) return "";
  return cat("acl_lead", a.index);
}
/// Byte address of block row `r` (an expression) of `a`, relative to the aligned byte
/// lead_bytes before the array.
std::string row_address(const ArgPlan& a, const Coords& c, const std::string& r) {
  const std::string words = word_in(a, c.x, cat(c.y, " + ", r), c.z);
  const std::string lead = lead_bytes(a);
  return lead.empty() ? cat("(", words, ") * ", a.word_bytes)
                      : cat("(", lead, " + (", words, ") * ", a.word_bytes, ")");
}
/// The aligned byte lead_bytes before the array, as a pointer of type `bytes` (the kernel
/// moved its pointer to the array's first word).
std::string buffer_start(const ArgPlan& a, const std::string& bytes) {
  const std::string g = cat("(", bytes, ")", Names(a.index).global);
  const std::string lead = lead_bytes(a);
  return lead.empty() ? g : cat("(", g, " - ", lead, ")");
}
std::string row_off(const ArgPlan& a, const Coords& c, const std::string& r) {
  if (!a.staging.chunked || a.staging.aligned_rows) return "0";
  return cat("(int)(", row_address(a, c, r), " & 15)");
}

/// Whole 16-byte chunks can be copied: the block lies inside the array and, for unaligned
/// rows, the extra chunk past each row's end stays inside the array too (work-group uniform).
std::string chunks_inside(const ArgPlan& a, const Coords& c) {
  std::string cond =
      cat(c.x, " + ", a.block_w, " <= ", a.w, " && ", c.y, " + ", a.block_h, " <= ", a.h);
  if (!a.staging.aligned_rows) {
    const size_t extent = ((a.d - 1) * a.slice + (a.h - 1) * a.pitch + a.w) * a.word_bytes;
    const std::string lead = lead_bytes(a);
    cond += cat(" && max(", row_address(a, c, "0"), ", ", row_address(a, c, cat(a.block_h - 1)),
                ") + ", a.block_w * a.word_bytes + 16, " <= ",
                lead.empty() ? cat(extent) : cat(lead, " + ", extent));
  }
  return cond;
}
size_t chunk_count(const ArgPlan& a) {
  return a.tile_h * a.staging.chunks_per_row;
}
size_t chunk_regs(const EmitContext& e, const ArgPlan& a) {
  return ceil_div(chunk_count(a), e.p.wg);
}

/// A 16-byte chunk: the word the chunked copies move.
ir::Type chunk() {
  return ir::UInt(4);
}
/// Chunk t of the block as an expression (declares r, c, A in the current scope).
void chunk_source(EmitContext& e, const ArgPlan& a, const Coords& c) {
  const size_t cpr = a.staging.chunks_per_row;
  e.w.line("const int acl_r = acl_t / ", cpr, ", acl_c = acl_t - acl_r * ", cpr, ";");
  e.w.line("const ACL_INDEX acl_A = ", row_address(a, c, "acl_r"), ";");
}
ir::Expr chunk_load(const ArgPlan& a) {
  const ir::Expr A = ir::var("acl_A");
  return ir::pointee(chunk(), "const __global",
                     ir::text(buffer_start(a, "const __global uchar*")) + A -
                         ir::binary(ir::Op::BitAnd, A, 15) + ir::lit(16) * ir::var("acl_c"));
}
/// Chunk acl_t of the tile `tile` (a byte array).
ir::Expr tile_chunk(const std::string& tile) {
  return ir::index(ir::pointer(chunk(), "__local", ir::var(tile)), ir::var("acl_t"));
}
/// Register acl_j of the prefetched chunks.
ir::Expr chunk_reg(const ArgPlan& a) {
  return ir::index(ir::var(Names(a.index).prefetch_regs, chunk()), ir::var("acl_j"));
}

/// Group copy of the block into its tile, 16-byte chunks straight from global memory.
void chunks_to_tile(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  w.open("for (int acl_t = acl_lid; acl_t < ", chunk_count(a), "; acl_t += ", e.p.wg, ")");
  chunk_source(e, a, c);
  ir::print(w, ir::assign(tile_chunk(Names(a.index).tile), chunk_load(a)));
  w.close();
}
/// The next block's chunks into registers (prefetch).
void chunks_to_regs(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  w.open("for (int acl_j = 0; acl_j < ", chunk_regs(e, a), "; acl_j++)");
  w.line("const int acl_t = acl_lid + acl_j * ", e.p.wg, ";");
  w.open("if (acl_t < ", chunk_count(a), ")");
  chunk_source(e, a, c);
  ir::print(w, ir::assign(chunk_reg(a), chunk_load(a)));
  w.close();
  w.close();
}
void regs_to_tile(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  w.open("for (int acl_j = 0; acl_j < ", chunk_regs(e, a), "; acl_j++)");
  w.line("const int acl_t = acl_lid + acl_j * ", e.p.wg, ";");
  ir::print(w, ir::if_then(ir::var("acl_t") < chunk_count(a),
                           {ir::assign(tile_chunk(Names(a.index).tile), chunk_reg(a))},
                           ir::Layout::SameLine));
  w.close();
}
/// Word-by-word group copy with border handling (ragged blocks, margins).
void words_to_tile(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  w.open("for (int acl_t = acl_lid; acl_t < ", a.tile_w * a.tile_h, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_ty = acl_t / ", a.tile_w, ", acl_tx = acl_t - acl_ty * ", a.tile_w, ";");
  const std::string x = cat(c.x, " - ", m, " + acl_tx"), y = cat(c.y, " - ", m, " + acl_ty");
  // Data that is also written gets zero padding without a read, as in load_guarded: a
  // clamped read of the edge word raced with the block's own write-back of it, and gave the
  // padding the edge word where attributes.md promises zero (the bfs port found it).
  const std::string word =
      writes(a) ? zero_outside(global_word(a, x, word_in(a, x, y, c.z)), x, y, a.w, a.h, a.type)
                : read_word(e, a, x, y, c.z);
  w.line(tile_word(a, n.tile, "acl_tx", "acl_ty", row_off(a, c, "acl_ty")), " = ", word, ";");
  w.close();
}

/// Fills the staged tile of the block at `c`; from registers when they were prefetched.
void load_tile(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  w.block();
  if (a.staging.chunked) {
    w.open("if (", chunks_inside(a, c), ")");
    if (a.prefetch)
      regs_to_tile(e, a);
    else
      chunks_to_tile(e, a, c);
    w.close(" else {");
  }
  words_to_tile(e, a, c);
  if (a.staging.chunked) w.close();
  w.close();
}

/// Local windows (ArgPlan::local_view): the group copies the block and its margin into a tile
/// kept by columns, word (tx, ty) at tx * column_words + ty, consecutive work-items taking
/// consecutive words of a row (coalesced loads; an odd column length keeps their stores in
/// distinct banks), or by rows at ty * tile_w + tx (Staging::view_by_rows). Tiles inside
/// the array skip the border.
void view_to_tile(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const size_t m = a.margin, tw = a.tile_w, th = a.tile_h;
  const std::string x = cat(c.x, " - ", m, " + acl_tx"), y = cat(c.y, " - ", m, " + acl_ty");
  auto copy = [&](const std::string& word) {
    w.open("for (int acl_t = acl_lid; acl_t < ", tw * th, "; acl_t += ", e.p.wg, ")");
    w.line("const int acl_ty = acl_t / ", tw, ", acl_tx = acl_t - acl_ty * ", tw, ";");
    if (a.staging.view_by_rows)
      w.line(n.tile, "[acl_ty * ", tw, " + acl_tx] = ", word, ";");
    else
      w.line(n.tile, "[acl_tx * ", a.staging.column_words, " + acl_ty] = ", word, ";");
    w.close();
  };
  w.block();
  w.open("if (", c.x, " >= ", m, " && ", c.y, " >= ", m, " && ", c.x, " + ", tw - m, " <= ", a.w,
         " && ", c.y, " + ", th - m, " <= ", a.h, ")");
  copy(cat(n.global, "[", word_in(a, x, y, c.z), "]"));
  w.close(" else {");
  copy(read_word(e, a, x, y, c.z));
  w.close();
  w.close();
}

/// Copies a work-item's window from the staged tile into its private array.
void copy_from_tile(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  w.line("#pragma unroll");
  w.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
  w.line("  #pragma unroll");
  w.line("  for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
  w.line("    ", dst, "[", window_index(a, "acl_ix", "acl_iy"),
         "] = ", tile_word(a, n.tile, "acl_lid + acl_ix", "acl_iy", row_off(a, c, "acl_iy")), ";");
}

/// Staged write-back, first part: the work-item's own column(s) into the def tile.
void store_to_tile(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  if (a.cols.lanes > 1) {  // the work-item's columns, side by side
    w.line("#pragma unroll");
    w.open("for (int acl_lane = 0; acl_lane < ", a.cols.lanes, "; acl_lane++)");
    w.line("for (int acl_iy = 0; acl_iy < ", a.split_size, "; acl_iy++)");
    w.line("  ",
           tile_word(a, n.def_tile, cat("acl_lid * ", a.cols.lanes, " + acl_lane"), "acl_iy",
                     row_off(a, c, "acl_iy")),
           " = ", n.window, "[", window_index(a, cat("acl_lane + ", m), cat("acl_iy + ", m)), "];");
    w.close();
    return;
  }
  w.line("for (int acl_iy = 0; acl_iy < ", a.split_size, "; acl_iy++)");
  w.line("  ", tile_word(a, n.def_tile, "acl_lid", "acl_iy", row_off(a, c, "acl_iy")), " = ",
         n.window, "[", window_index(a, cat(m), cat("acl_iy + ", m)), "];");
}

/// Chunk acl_k of a block row, from the def tile's byte `from` to global memory's byte `to`.
ir::Stmt store_chunk(const ir::Expr& to, const ir::Expr& from) {
  const ir::Expr k = ir::lit(16) * ir::var("acl_k");
  return ir::assign(ir::pointee(chunk(), "__global", to + k),
                    ir::pointee(chunk(), "__local const", from + k));
}

/// The group's store of a block inside the array in whole 16-byte chunks of each block
/// row. An unaligned row starts `off` bytes into its first chunk: its head (16 - off
/// bytes) and tail (off bytes) are 16 single-byte stores, one per work-item, so nothing
/// outside the block is touched and no work-item loops over bytes alone.
void store_chunks(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const size_t row = a.block_w * a.word_bytes, vpr = row / 16;
  const size_t tasks = a.staging.aligned_rows ? vpr : vpr + 15;  // per row
  w.line("__global uchar* acl_g = ", buffer_start(a, "__global uchar*"), ";");
  w.line("__local const uchar* acl_l = (__local const uchar*)", n.def_tile, ";");
  w.open("for (int acl_t = acl_lid; acl_t < ", a.block_h * tasks, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_r = acl_t / ", tasks, ", acl_k = acl_t - acl_r * ", tasks, ";");
  w.line("const ACL_INDEX acl_A = ", row_address(a, c, "acl_r"), ";");
  const ir::Expr g = ir::var("acl_g"), l = ir::var("acl_l"), A = ir::var("acl_A");
  const ir::Expr row_start = ir::lit((long long)a.staging.row_bytes) * ir::var("acl_r");
  if (a.staging.aligned_rows) {
    ir::print(w, store_chunk(g + A, l + row_start));
  } else {
    w.line("const int acl_off = (int)(acl_A & 15), acl_full = acl_off ? ", vpr - 1, " : ", vpr,
           ";");
    w.line(
        "const ACL_INDEX acl_first = acl_off ? acl_A - acl_off + 16 : acl_A;  /* acl_first "
        "whole chunk */");
    w.open("if (acl_k < acl_full)");
    const ir::Expr first = ir::var("acl_first");
    ir::print(w, store_chunk(g + first, l + row_start + (first - (A - ir::var("acl_off")))));
    w.close(" else if (acl_off) {");
    w.line("const int acl_b = acl_k - acl_full;  /* 0..15: head bytes, then tail bytes */");
    w.line("const int acl_j = acl_b < 16 - acl_off ? acl_b : ", row,
           " - 16 + acl_b;  /* byte of the block row */");
    w.line("acl_g[acl_A + acl_j] = acl_l[", a.staging.row_bytes, " * acl_r + acl_off + acl_j];");
    w.close();
  }
  w.close();
}

/// Staged write-back, second part (after a barrier): the group stores the def tile.
void store_def_tile(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  w.block();
  if (a.staging.chunked) {
    w.open("if (", c.x, " + ", a.block_w, " <= ", a.w, " && ", c.y, " + ", a.block_h, " <= ", a.h,
           ")");
    store_chunks(e, a, c);
    w.close(" else {");
  }
  w.open("for (int acl_t = acl_lid; acl_t < ", a.block_w * a.block_h, "; acl_t += ", e.p.wg, ")");
  w.line("const int acl_ty = acl_t / ", a.block_w, ", acl_tx = acl_t - acl_ty * ", a.block_w, ";");
  w.line("if (", c.x, " + acl_tx < ", a.w, " && ", c.y, " + acl_ty < ", a.h, ") ", n.global, "[",
         word_in(a, c.x + " + acl_tx", c.y + " + acl_ty", c.z),
         "] = ", tile_word(a, n.def_tile, "acl_tx", "acl_ty", row_off(a, c, "acl_ty")), ";");
  w.close();
  if (a.staging.chunked) w.close();
  w.close();
}

class StagedTransfer : public Transfer {
 public:
  Sharing sharing(const ArgPlan& a) const override {
    Sharing s;
    s.filled = reads(a);
    s.stored = writes(a);
    return s;
  }
  void declare(EmitContext& e, const ArgPlan& a) const override {
    SourceWriter& w = e.w;
    const Names n(a.index);
    if (a.local_view) {
      w.line("__local ", a.type, " ", n.tile, "[", a.local_bytes() / a.word_bytes, "];");
      return;
    }
    declare_window(e, a);
    if (reads(a))
      w.line("__local uchar ", n.tile, "[", a.tile_h * a.staging.row_bytes,
             "] __attribute__((aligned(16)));");
    if (writes(a))
      w.line("__local uchar ", n.def_tile, "[", a.block_h * a.staging.row_bytes,
             "] __attribute__((aligned(16)));");
    if (a.prefetch) ir::print(w, ir::decl_array(chunk(), n.prefetch_regs, chunk_regs(e, a)));
  }
  void fill(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    if (a.local_view)
      view_to_tile(e, a, c);
    else if (reads(a))
      load_tile(e, a, c);
  }
  void load(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    if (a.local_view) return;  // User_main reads the tile
    if (reads(a))
      copy_from_tile(e, a, c, Names(a.index).window);
    else
      load_direct(e, a, c, Names(a.index).window);  // zero fill
  }
  /// The block's chunks into registers (only blocks that pass chunks_inside).
  void prefetch(EmitContext& e, const ArgPlan& a, const Coords& c, bool) const override {
    e.w.open("if (", chunks_inside(a, c), ")");
    chunks_to_regs(e, a, c);
    e.w.close();
  }
  void store(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    store_to_tile(e, a, c);
  }
  void store_group(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    if (a.dest_w)
      store_special_group(e, a, c);
    else
      store_def_tile(e, a, c);
  }
  std::string argument(const ArgPlan& a) const override {
    if (!a.local_view) return window_argument(a);
    if (a.staging.view_by_rows)
      return cat(Names(a.index).tile, " + ", a.margin * a.tile_w + a.margin, " + acl_lid");
    return cat(Names(a.index).tile, " + (acl_lid + ", a.margin, ") * ", a.staging.column_words,
               " + ", a.margin);
  }
};

}  // namespace

const Transfer& staged_transfer() {
  static const StagedTransfer kStaged;
  return kStaged;
}

std::string tile_word(const ArgPlan& a, const std::string& tile, const std::string& tx,
                      const std::string& ty, const std::string& off) {
  return cat("((__local ", a.type, "*)(", tile, " + (", ty, ") * ", a.staging.row_bytes, " + ", off,
             "))[", tx, "]");
}

}  // namespace acl::detail
