// Shapes of one argument (shape.hpp).
#include "planner/shape.hpp"

#include <algorithm>

#include "planner/eligibility.hpp"

namespace acl::detail {
namespace {

/// Columns a work-group covers across (vertical data): `lanes` per work-item.
size_t group_columns(const ArgPlan& a, unsigned wg) {
  return size_t(wg) * a.cols.lanes;
}

/// Destination words per 16-byte store for a staged scaling write-back (ENLARGE, SHRINK),
/// or 0. Runs need a built-in scalar word type whose vector of 16 bytes exists, destination
/// rows and slices aligned to 16 bytes, and blocks whose destination rows start on a run.
unsigned scaled_run(const ArgPlan& a) {
  const cl_uint def = a.desc.attr.def;
  if (def != ACL_SPECIAL_ENLARGE && def != ACL_SPECIAL_SHRINK) return 0;
  if (!has_vectors(a.type) || a.word_bytes == 0 || 16 % a.word_bytes != 0 ||
      !a.row_bytes_aligned(16))
    return 0;
  const size_t run = 16 / a.word_bytes, f = size_t(1) << a.desc.attr.scale_log2;
  // A block's destination row: block_w << k words from (x << k) for ENLARGE; for SHRINK
  // block_w >> k words from x >> k, which needs block_w to be a multiple of 2^k.
  const bool fits =
      def == ACL_SPECIAL_ENLARGE ? (a.block_w * f) % run == 0 : a.block_w % (f * run) == 0;
  return fits && run > 1 ? unsigned(run) : 0;
}

/// Destination words per 16-byte store for a staged transposing write-back (ROT90,
/// ROT270, MIRROR_TRANSPOSE), or 0. A block column is a destination row; runs need what
/// scaled_run needs, block heights that are whole runs (blocks start at multiples of them)
/// and, for ROT90, whose destination rows run from the view's bottom, a view height that is.
unsigned transposed_run(const ArgPlan& a) {
  const cl_uint def = a.desc.attr.def;
  if (!is_transposing(def) || !has_vectors(a.type) || a.word_bytes == 0 || 16 % a.word_bytes != 0 ||
      !a.row_bytes_aligned(16))
    return 0;
  const size_t run = 16 / a.word_bytes;
  const bool fits = a.block_h % run == 0 && (def != ACL_SPECIAL_ROT90 || a.h % run == 0);
  return fits && run > 1 ? unsigned(run) : 0;
}

/// Staged tiles: the tile, and how its rows are copied.
void shape_staged(ArgPlan& a) {
  const size_t m = a.margin;
  Staging& st = a.staging;
  a.tile_w = a.block_w + 2 * m;
  a.tile_h = a.block_h + 2 * m;
  if (a.dest_w) {
    // Transformed write-backs read the tile in the destination's order. A transposing one
    // reads down its columns: a warp's 32 lanes cover 32 / block_h destination rows of
    // block_h words each, so a tile row of r words with r = 32 / block_h (mod 32) puts
    // every lane in its own bank (4-byte words).
    size_t words = a.tile_w;
    if (is_transposing(a.desc.attr.def)) {
      const size_t r = a.block_h >= 32 ? 1 : (32 / a.block_h) % 32;
      while (words % 32 != r) ++words;
    }
    st.row_bytes = words * a.word_bytes;
    st.dest_run = std::max(scaled_run(a), transposed_run(a));
    return;
  }
  if (a.local_view) {  // by rows, or by columns an odd number of words apart
    st.column_words = st.view_by_rows ? 0 : a.tile_h | 1;
    return;
  }
  st.aligned_rows = a.row_bytes_aligned(16);
  // Unaligned rows load whole chunks from the aligned word before each row, which reach
  // into the blocks beside it: data also written there (in place) would be read by one
  // work-item while another writes it (Oclgrind: races within and across groups). Such data
  // copies its rows word by word.
  const bool in_place = a.desc.attr.ref != ACL_NONE && a.desc.attr.def != ACL_NONE;
  st.chunked = m == 0 && (a.block_w * a.word_bytes) % 16 == 0 && (st.aligned_rows || !in_place);
  const size_t vectors = a.block_w * a.word_bytes / 16;
  st.chunks_per_row = st.chunked ? vectors + (st.aligned_rows ? 0 : 1) : 0;
  st.row_bytes = st.chunked ? st.chunks_per_row * 16 : a.tile_w * a.word_bytes;
}

}  // namespace

std::string arg_label(const ArgPlan& a) {
  return "argument " + std::to_string(a.index) + " '" + a.name + "'";
}

size_t split_extent(const ArgPlan& a, unsigned wg) {
  if (is_common(a)) return a.vertical ? a.h : a.w;
  return a.vertical ? a.h : ceil_div(a.w, wg);
}

size_t other_blocks(const ArgPlan& a, unsigned wg) {
  if (is_common(a)) return a.vertical ? a.d : a.h * a.d;
  return a.vertical ? ceil_div(a.w, group_columns(a, wg)) * a.d : a.h * a.d;
}

void shape(ArgPlan& a, unsigned wg, unsigned s) {
  a.split_size = s;
  const size_t m = a.margin;
  if (a.broadcast_whole) {
    a.tile_w = a.w;
    a.tile_h = a.h * a.d;
    a.block_w = a.w;
    a.block_h = a.h;
    return;
  }
  if (is_common(a)) {
    a.tile_w = a.vertical ? a.w : s;
    a.tile_h = a.vertical ? s : 1;
    a.block_w = a.tile_w;
    a.block_h = a.tile_h;
    a.grid[0] = a.vertical ? 1 : ceil_div(a.w, s);
    a.grid[1] = a.vertical ? ceil_div(a.h, s) : a.h;
    a.grid[2] = a.d;
    return;
  }
  a.block_w = a.vertical ? group_columns(a, wg) : size_t(wg) * s;
  a.block_h = a.vertical ? s : 1;
  a.grid[0] = ceil_div(a.w, a.block_w);
  a.grid[1] = ceil_div(a.h, a.block_h);
  a.grid[2] = a.d;
  a.win_x = a.vertical ? 2 * m + a.cols.lanes : s + 2 * m;
  a.win_y = a.vertical ? s + 2 * m : 2 * m + 1;
  if (a.placement == Placement::Staged) shape_staged(a);
}

}  // namespace acl::detail
