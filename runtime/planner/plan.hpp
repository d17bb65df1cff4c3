// The plan: a printable value that says how every argument moves and how the kernel runs.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <variant>
#include <vector>

#include "attributes/attributes.hpp"
#include "device/profile.hpp"
#include "error.hpp"
#include "planner/offset_place.hpp"

namespace acl::detail {

/// Where an argument lives while User_main runs.
enum class Placement {
  Value,    ///< scalar, passed by value
  Global,   ///< __global pointer passed through
  Scratch,  ///< __local scratch given by size
  Private,  ///< SEPARATE: loaded straight from global into a private array
  Staged,   ///< SEPARATE: global -> local tile (coalesced, vectorised) -> private array
  Common,   ///< COMMON: local tile shared by the work-group
};

const char* placement_name(Placement p);

/// Vertical SEPARATE data: the block columns a work-item owns. A work-item takes `lanes`
/// adjacent columns, or one column every `step` (never both), so a block is wg * lanes *
/// step columns wide (passes lanes, stream_stores and kept_columns).
struct Columns {
  unsigned lanes = 1;   ///< adjacent columns per work-item, a row of them one vector access
  unsigned step = 1;    ///< work-item i owns column i * step (ACL_SPECIAL_SHRINK's, skip_dropped)
  bool stream = false;  ///< ENLARGE with lanes: non-temporal vector stores (knob stream_bytes)
};

/// Staged data (Placement::Staged): how rows move between global memory and the local
/// tiles. Rows are copied in 16-byte chunks when `chunked`. Row r of the block then starts
/// `(row address) % 16` bytes into its tile row (0 for every row when `aligned_rows`), so
/// unaligned pitches keep whole-chunk copies.
struct Staging {
  bool chunked = false;
  bool aligned_rows = false;
  size_t chunks_per_row = 0;  ///< 16-byte chunks copied per row
  size_t row_bytes = 0;       ///< bytes from one tile row to the next
  /// Local windows (ArgPlan::local_view): the tile is kept by columns, this many words
  /// from one column to the next (odd, so a warp reading a row hits distinct banks)...
  size_t column_words = 0;
  /// ... or by rows, tile_w words apart (knob window_by_rows, where User_main reads the
  /// view only through *get_acl_xy: Param::xy_only), so neighbouring work-items read
  /// neighbouring words and PoCL's vectorised work-item loop loads vectors.
  bool view_by_rows = false;
  /// ACL_SPECIAL_ENLARGE/SHRINK and transposing write-backs: destination words per 16-byte
  /// store (aligned destination rows of a built-in scalar type), 0 = word by word.
  unsigned dest_run = 0;
};

/// ACL_TILE data (the Tiling schedule): the axis of the result each dimension follows ('x'
/// or 'y' at level 1, 'k' at level 2; 0 for other data); `vec` words move per global load or
/// store; local tiles of level-2 data hold a chunk k-major, `ld` words from one k to the next.
struct TileAxes {
  char axis[2] = {0, 0};
  unsigned vec = 1;
  size_t ld = 0;
  /// Transposed local tiles (knob tile_swizzle): k-row r keeps word c at column
  /// c ^ ((r / vec * swizzle) % 32), so a warp's copy hits 32 banks and fragment runs stay
  /// whole vectors; 0 = plain columns (padded rows instead).
  unsigned swizzle = 0;
  /// CPU strategy (knob tile_direct): level-2 data read straight from global memory by each
  /// work-item, no local tile (tiles past the array's width read it word by word).
  bool direct = false;
  /// Level-2 data whose rows do not start on a vector of `vec` words: its global loads are
  /// vloadn (any alignment).
  bool unaligned = false;
  /// Rows along k and columns along x (B^T; pass tile_axes): the CPU strategy stores its
  /// local tile k-major (transposed), so that a work-item's x-words at one k lie side by side.
  bool k_major = false;
};

/// How one argument is cut and moved: a core every plan fills, and the data of the
/// strategies that need more (cols, staging, tiled), left at their defaults otherwise.
struct ArgPlan {
  unsigned index = 0;
  std::string name, type;
  Placement placement = Placement::Value;
  bool is_const = false;
  ArgDesc desc;  ///< the attributes it was planned from

  // Shape in words (transfer arguments only).
  unsigned level = 0, word_bytes = 0, margin = 0;  ///< word_bytes: acl_attr::word_size
  /// Slices of the margin along z (acl_attr::margin_z): the private window holds planes()
  /// windows, one for each slice from margin_z below to margin_z above, each win_x x win_y.
  unsigned margin_z = 0;
  size_t w = 1, h = 1, d = 1, pitch = 0, slice = 0;  ///< pitch and slice in words
  /// The array's offset in its buffer (acl_attr::offset) as far as the plan and the
  /// kernel's source depend on it: offset_place, which the alignment tests count
  /// (rows_on_vectors, row_bytes_aligned). The kernel takes the offset itself as an argument
  /// (acl_off<index>, where `shifted`) and moves its pointer there once, so arrays at offsets
  /// of one place share a plan and a built program; code that needs the offset's bytes past
  /// an aligned address computes them from that argument (staged copies).
  size_t offset = 0;
  bool shifted = false;  ///< acl_attr::offset is not 0
  bool vertical = true;
  unsigned nbh = 0;  ///< neighbour portions kept before the window (LNO0/2: 2, LNO1, RNO0: 1)
  /// ACL_RNO0 data of a Pyramid plan: its margin widens the neighbour above by this many
  /// words each side (get_acl_nbh(p, 0)[-m .. split_size + m - 1]); its own window has none.
  unsigned nbh_margin = 0;
  size_t dest_w = 0, dest_h = 0;  ///< ACL_SPECIAL_* def: the destination's extent (w and h
                                  ///< are then User_main's view of it, before the transform)
  /// ACL_PER_ROW, _COLUMN or _SLICE data (its broadcast; 0 otherwise): one word per row,
  /// column or slice of the view, whose extent w x h x d it takes (pass arguments) so that
  /// it is cut as the view is; its own array is line_w x line_h words a slice (pitch and
  /// slice are its own). Written, a work-item combines its words into line_slots()
  /// accumulators, which reach the array by atomics (codegen/lines.cpp).
  cl_uint line = 0;
  size_t line_w = 1, line_h = 1;
  /// Accumulators of written line data: one per row of a vertical portion (ACL_PER_ROW)
  /// or per column of a horizontal one (ACL_PER_COLUMN), else one.
  size_t line_slots() const {
    return (vertical ? line == ACL_PER_ROW : line == ACL_PER_COLUMN) ? split_size : 1;
  }
  /// Written line data whose words several work-items of a group share (ACL_PER_ROW,
  /// ACL_PER_SLICE): the group combines their accumulators in local memory first.
  bool line_group() const {
    return desc.attr.def != ACL_NONE && (line == ACL_PER_ROW || line == ACL_PER_SLICE);
  }
  /// Written ACL_PER_SLICE data of one slice: each group's total goes to the sync buffer and
  /// the last group to finish combines them, in group order (Launch::sync_words), where
  /// every group's atomic on the one word contended (docs/performance.md, "The porting suite").
  bool slice_partials() const {
    return line == ACL_PER_SLICE && desc.attr.def != ACL_NONE && d == 1;
  }

  // The cut: splits, blocks, windows and local tiles.
  unsigned split_size = 0;          ///< words per work-item (SEPARATE), chunk (COMMON)
  size_t block_w = 1, block_h = 1;  ///< block (split data of the work-group) in words
  size_t grid[3] = {1, 1, 1};       ///< blocks along x, y, z
  /// Block rows from one block of the grid to the next below: the grid's row r is block
  /// row r * row_step (SHRINK's kept rows, pass kept_columns); 1 otherwise.
  size_t row_step = 1;
  size_t win_x = 1, win_y = 1;      ///< a work-item's private window (portion + margin)
  size_t tile_w = 0, tile_h = 0;    ///< local tile of Staged, Common and streamed ACL_TILE data
  bool broadcast_whole = false;     ///< level-1 COMMON: whole array, seen by every block
  bool prefetch = false;            ///< double-buffered
  /// Staged data User_main reads in place (pass local_windows): its pointer points into
  /// the local tile, which holds the block and its margin by columns; no private window.
  bool local_view = false;
  /// Staged by the plan's loader work-items (Plan::loaders): data only read, whose blocks
  /// come through two local buffers of block_w x block_h words; the private window is
  /// copied from the current one.
  bool loaded = false;
  /// Written ACL_PER_* data whose every portion word User_main assigns before reading any
  /// (pass assigned_lines): its window starts without the identity fill.
  bool assigned = false;
  /// Read data of a strip of one row (pass in_place): User_main's pointer points into the
  /// array (`__global`), at the strip's first word (ACL_PER_ROW: the row's word, hoist_word).
  bool in_place = false;
  /// Read ACL_PER_ROW words of strips walked in runs of rows (pass in_place): every word of
  /// a strip is its row's word, filled again only when the walk reaches another row.
  bool fill_per_row = false;
  /// Written column sums kept as totals of every column (Plan::row_totals) that User_main
  /// assigns (assigned): its pointer is the totals at the strip's first column, and its
  /// assignment combines into them (pass in_place; combine_assignment). No window, no fold.
  bool into_totals = false;

  Columns cols;     ///< vertical SEPARATE data: the columns a work-item owns
  Staging staging;  ///< Staged data: how tile rows are copied
  TileAxes tiled;   ///< ACL_TILE data: axes, vectors, local k-rows

  bool streamed() const { return tiled.axis[0] == 'k' || tiled.axis[1] == 'k'; }
  /// Whether every row and slice starts on a whole vector of `n` words.
  bool rows_on_vectors(size_t n) const {
    return offset % n == 0 && (h == 1 || pitch % n == 0) && (d == 1 || slice % n == 0);
  }
  /// Whether every row and slice starts a multiple of `bytes` bytes into the buffer, whose
  /// first byte the device aligns (to CL_DEVICE_MEM_BASE_ADDR_ALIGN, 128 bytes or more).
  bool row_bytes_aligned(size_t bytes) const;
  size_t splits() const { return grid[0] * grid[1] * grid[2]; }
  size_t planes() const { return 2 * size_t(margin_z) + 1; }
  /// Words of the private window: a plane per slice of the z margin.
  size_t window_words() const { return win_x * win_y * planes(); }
  size_t private_words() const;     ///< window words, doubled when prefetched
  size_t local_bytes() const;       ///< tiles (staged: read and write tiles; doubled when
                                    ///< prefetched) or the scratch size
  bool is_transfer() const { return placement >= Placement::Private; }
};

/// Plain plans: each work-group walks level-1 blocks (one block a group, persistent groups
/// striding over them, or an ACL_RNO0 column of blocks), and inner levels inside them.
struct Blocks {};

/// Row sweeps (knob sweep_rows): each work-group runs `rows` vertically consecutive level-1
/// blocks of one block column in order, and the window rows two blocks share stay in
/// private memory. Launches grid x ceil(grid y / rows) x grid z groups.
struct Sweep {
  unsigned rows = 1;
};

/// The 2-D scenario of ACL_TILE data: a result of extent x by y cut into blocks of
/// (wg_x * tile_x) x (wg_y * tile_y) words, each work-item owning tile_x x tile_y of them in
/// runs of `run` consecutive words; level-2 data streams through local memory `chunk` words
/// of k at a time, one word of k per User_main call.
struct Tiling {
  unsigned wg_x = 1, wg_y = 1, tile_x = 1, tile_y = 1, run_x = 1, run_y = 1, chunk = 1;
  unsigned warp_x = 0;  ///< 0: work-item (lx, ly) is local id (0, 1); else warps of 32
                        ///< cover warp_x x (32 / warp_x) work-items
  bool down = false;    ///< transposing copies walk down the level-1 axis first
  unsigned band = 0;        ///< block-rows per band of the block order (0: row-major)
  bool branchless = false;  ///< loads fold coordinates instead of branching to a fast path
  /// The CPU strategy (pass tile_cpu, codegen/tiled_cpu.cpp): a work-item's words are one
  /// run per axis (run = tile), level-2 tiles keep their array's layout in one padded local
  /// buffer, and each chunk's k loop keeps the level-1 tiles in chunk-local arrays.
  bool cpu = false;
  /// CPU strategy on vectors (pass tile_cpu_lanes): User_main is compiled with `float` as a
  /// vector of this many words of neighbouring result columns (0: words).
  unsigned lanes = 0;
  /// Split k (pass tile_split): the first `whole` blocks (in the block order) run as a
  /// work-group each; every later block runs as `parts` work-groups of the same launch,
  /// part p taking its p-th share of the chunks and storing its level-1 tile in the sync
  /// buffer. A second launch (ACL_sum) adds the parts' tiles in part order and writes the
  /// result (Plan::launch_at). 0: no split.
  unsigned parts = 0;
  size_t whole = 0;
  size_t x = 1, y = 1, k = 0;  ///< extents; k 0 when nothing streams
  size_t block_x() const { return size_t(wg_x) * tile_x; }
  size_t block_y() const { return size_t(wg_y) * tile_y; }
  size_t chunks() const { return k ? (k + chunk - 1) / chunk : 0; }
};

/// ACL_RNO1 / ACL_RNO2 plans: blocks run in wavefronts. Blocks are grouped into tiles of
/// `rows` block rows of one block column; tile (G, R) of every slice runs in launch
/// d = G + step * R, after the tiles left of it and above it (RNO1: step 1; RNO2 also needs
/// the tile above-right: step 2, one block row per tile). Inside a tile, work-item `lid`
/// handles block row `t - lid` at step t, so a portion runs after the portions to its
/// left and above; a barrier ends each step. Neighbours are read back from global memory.
struct Wavefront {
  unsigned step = 1;              ///< diagonal slope: 1 (RNO0/RNO1), 2 (RNO2)
  unsigned rows = 1;              ///< block rows per tile
  size_t gx = 1, gy = 1, gz = 1;  ///< block grid of the dependent data
  size_t tile_rows() const { return (gy + rows - 1) / rows; }
  size_t launches() const { return gx + step * (tile_rows() - 1); }
  /// Launch d: the first tile row on the diagonal and the number of tiles (per slice).
  void diagonal(size_t d, size_t& first_row, size_t& count) const;
};

/// ACL_RNO1 / ACL_RNO2 plans in one launch (knob wave_pipeline): a pipeline of bands. Band
/// b holds the block rows b * wg .. b * wg + wg - 1 of one slice; the work-group that takes
/// ticket t (an atomic counter of the launch's sync buffer, never its group id) runs band t
/// (slice t / bands). Work-item i runs block row b * wg + i left to right over the `nx`
/// portion columns (a portion: one work-item's split of a block), `cols` of them a step,
/// `skew` steps behind work-item i - 1, whose results it reads from local memory after each
/// step's barrier; it keeps its own last portion as the next one's left neighbour. Work-item 0
/// reads the band above's last block row from the sync buffer, `chunk` columns at a time, once that
/// band has published them (its last work-item writes them there with atomics, then its progress).
/// Groups wait only on bands with lower tickets, which started before them.
struct Pipeline {
  unsigned skew = 1;              ///< steps from one work-item to the next: 1 (RNO0/RNO1), 2 (RNO2)
  unsigned reach = 0;             ///< portion columns right of its own that a portion reads above
                                  ///< (RNO2's above-right: 1)
  unsigned cols = 1;              ///< portion columns a work-item runs per step (a power of two)
  unsigned chunk = 1;             ///< portion columns the band below takes per hand-off (a multiple
                                  ///< of cols)
  unsigned backoff = 0;           ///< most pause rounds between two polls of a band's progress
  bool cas_reads = false;         ///< the band above read by atomic_cmpxchg(p, 0, 0), not atomic_or
  size_t gx = 1, gy = 1, gz = 1;  ///< block grid of the dependent data
  size_t nx = 1;                  ///< portion columns: gx * wg
  size_t bands = 1;               ///< bands per slice: ceil(gy / wg), or ceil(gy / band_rows)
  /// Band walks (pass band_walk, CPUs): a work-group of one work-item walks a band of this
  /// many block rows, `chunk` portion columns at a time, row after row inside a chunk, each
  /// row's chunk `reach` columns left of the row above's; a row's results pass to the next
  /// row through a ring of `ring` portions per row in local memory, the band's last row's
  /// to the band below through the sync buffer. 0: work-item i runs block row band * wg + i.
  unsigned band_rows = 0;
  unsigned ring = 0;  ///< portions per row of a band walk's ring (a power of two >= chunk +
                      ///< 1 + reach)
  /// Arguments whose `cols` columns of a step move a row at a time as one vector where they
  /// lie inside the array (vertical data on the dependent grid, rows aligned to the vector).
  std::vector<unsigned> vectors;
  size_t tickets() const { return bands * gz; }
  bool moves_rows(const ArgPlan& a) const {
    for (unsigned i : vectors)
      if (i == a.index) return true;
    return false;
  }
  /// Steps of a band: its last work-item starts skew * (wg - 1) steps after its first.
  size_t steps(unsigned wg) const { return (nx + cols - 1) / cols + size_t(skew) * (wg - 1); }
};

/// ACL_RNO1_SUM plans in one launch (pass scan): the work-group that takes ticket t (never
/// its group id) runs band t, block row t % gy of slice t / gy, over its block columns left
/// to right. Per block, User_main fills the work-items' columns, each work-item sums its own
/// column down, and the column's total goes to the sync buffer with a flag in one 64-bit
/// word: first the block's own (`aggregate`), then, once the totals of the bands above are
/// known, the running one (`inclusive`). Each work-item learns the sum of its column above
/// the band by looking back up the column, adding aggregates until it meets an inclusive
/// total (decoupled look-back, Merrill and Garland 2016), so a band waits only for bands
/// with lower tickets, which started before it. The rows are then summed
/// across the block in local memory, `segments` runs of words per row, with the row totals
/// of the block columns to the left carried on.
struct Scan {
  size_t gx = 1, gy = 1, gz = 1;  ///< block grid of the summed data
  size_t nx = 1;                  ///< columns of a band: gx * wg
  unsigned segments = 1;          ///< runs of words per block row in the row sums
  unsigned run = 1;               ///< words per run: ceil(wg / segments)
  unsigned backoff = 0;           ///< most pause rounds between two polls of a flag
  unsigned inclusive = 1;         ///< bands b % inclusive == 0 publish running totals
  unsigned window = 1;            ///< bands the look-back reads at once (knob scan_window)
  bool prefetch = false;          ///< the next block's loads go out before this block's sums
  /// A work-group per block (knob scan_tiles), by ticket in raster order, looking back
  /// along its rows for the row totals to its left as well as up its columns; otherwise a
  /// work-group per band, walking its blocks left to right.
  bool tiles = false;
  size_t rows = 1;  ///< rows of a block (the summed argument's split)
  cl_uint combine = ACL_COMBINE_SUM;  ///< the operator, ACL_COMBINE_* (scan_combine)
  size_t bands() const { return gy * gz; }
  size_t tickets() const { return tiles ? bands() * gx : bands(); }
  /// Sync buffer words: kSyncTicket (never reset: a launch's tickets start at its kernel
  /// argument acl_base), three unused, then from word 4 a 64-bit word per band and column:
  /// the total (low half) and its flag, tagged with the count of scan launches (argument
  /// acl_scans); with `tiles`, then a 64-bit word per block and row: the row's total
  /// across the block.
  size_t slots_at() const { return 4; }
  size_t row_slots_at() const { return slots_at() + 2 * bands() * nx; }
  size_t words() const { return row_slots_at() + (tiles ? 2 * bands() * gx * rows : 0); }
};

/// ACL_RNO0 data cut along rows with a margin m (pass pyramid): each row depends on the m
/// words either side of its portion in the row above, as dynamic programming over the row
/// above does. One launch; the work-group that takes ticket t (never its group id) runs band
/// `t / strips % bands` (rows band * rows ..) of strip `t % strips` of slice
/// `t / (strips * bands)`. A strip is `width` = wg * split words of a row, starting
/// m * (rows - 1) words (rounded up to whole splits) left of the `own` words it writes: each
/// row of the band is computed over the whole width from the row above in local memory, so a
/// row's valid words shrink by m a side and after the band's rows the middle `own` words are
/// exact (Rodinia pathfinder's pyramid, with the margins recomputed rather than exchanged).
/// A band's last row also goes to the sync buffer, each 32 bits of a word in a 64-bit word
/// with the band's tag (one atomic carries both, so no ordering between groups is needed),
/// two rows of them alternating by band parity; the band below polls each word it reads
/// until the tag is its band's. It waits only on bands with lower tickets, which started before it.
struct Pyramid {
  unsigned margin = 1;            ///< m: words either side a row reads above
  unsigned rows = 1;              ///< rows per band
  size_t width = 1, own = 1;      ///< words a strip computes and writes, per row
  size_t strips = 1, bands = 1;   ///< per row of strips, per slice
  size_t w = 1, h = 1, d = 1;     ///< extent of the dependent data
  unsigned backoff = 0;           ///< most pause rounds between two polls of the band above
  /// Rows ahead whose words of the data only read are in registers (the row loop unrolled
  /// as many times; the first ones loaded before the band waits); 0: loaded as a row runs.
  unsigned ahead = 0;
  size_t tickets() const { return strips * bands * d; }
  unsigned units = 1;             ///< 32-bit units of a word of the dependent data
  /// Sync buffer (32-bit words): the ticket (never reset: a launch's tickets start at its
  /// kernel argument acl_base), three unused, then from word 4 the edges: 64-bit words
  /// [band parity][slice][x][unit], each tagged with the launch count (argument acl_scans)
  /// and the band, so words of an earlier launch read as not yet written.
  size_t edges_at() const { return 4; }
  size_t words() const { return edges_at() + 2 * 2 * d * w * units; }
};

/// Written data run several time steps a launch (acl_attr::steps, pass steps): a work-group
/// computes an `out_w` x `out_h` block from local tiles of the data read (`feeds` twice): the
/// block, the recomputed margin (`margin_cols` columns, `margin_rows` rows in whole portions, a
/// side) and the margin. Each step runs User_main for the tile's portions but the outer margin,
/// from private windows copied from the tiles, into `feeds`'s other tile (then its words outside
/// the array per its border): the exact words shrink by the margin a step (schedule_steps.cpp).
struct Steps {
  unsigned steps = 2;        ///< time steps a launch
  unsigned margin = 1;       ///< m: the margin of argument `feeds`
  unsigned feeds = 0;        ///< the argument the written words replace at the next step
  unsigned out = 0;          ///< the written argument
  size_t split = 1;          ///< words of a portion (a column)
  size_t out_w = 1, out_h = 1;      ///< a group's block of the written data
  size_t margin_cols = 1, margin_rows = 1;  ///< columns and rows computed each side of the block
  size_t gx = 1, gy = 1;            ///< blocks across and down
  size_t w = 1, h = 1;              ///< extent of the data
  /// Columns and rows computed each step (the block and its recomputed margin), and the
  /// tile's words (those and the margin each side).
  size_t cols() const { return out_w + 2 * margin_cols; }
  size_t rows() const { return out_h + 2 * margin_rows; }
  size_t tile_w() const { return cols() + 2 * margin; }
  size_t tile_h() const { return rows() + 2 * margin; }
  size_t portions() const { return cols() * (rows() / split); }
};

/// The sync buffer of a Pipeline plan, in 32-bit words: the ticket counter, the count of
/// finished groups, each band's progress, then each dependent argument's edges (every band's
/// last block row, nx x split words, each word in `edge_units` 32-bit words).
constexpr size_t kSyncTicket = 0, kSyncDone = 1, kSyncProgress = 2;
/// 32-bit words that carry one word of `word` bytes through the sync buffer.
inline size_t edge_units(size_t word) {
  return (word + 3) / 4;
}

/// How the work-groups walk the data (Plan::schedule): Blocks unless a pass chose another
/// (sweeps, wavefront, scan, pyramid, steps; make_tiled_plan starts with Tiling).
using Schedule = std::variant<Blocks, Sweep, Wavefront, Tiling, Pipeline, Scan, Pyramid, Steps>;

/// One clEnqueueNDRangeKernel of a plan: its ND-range and, for wavefront launches, the int
/// arguments that follow User_main's and the position buffers (launch, first tile row,
/// tiles per slice).
struct Range {
  unsigned dims = 1;
  size_t global[2] = {1, 1}, local[2] = {1, 1};
  unsigned ints = 0;  ///< wavefront int arguments given: 0 or 3
  int32_t value[3] = {0, 0, 0};
  unsigned kernel = 0;  ///< 0 ACL_kernel; 1 ACL_sum (split k) or ACL_init (ACL_PER_* data)
};

/// Every launch of a plan, computed by the planner (planner/launch_geometry.cpp) so that
/// the launcher only enqueues (Plan::launch_at): plain plans launch once in 1-D,
/// ACL_TILE plans once in 2-D, wavefronts once per diagonal of the schedule, each launch
/// waiting on the one before.
struct Launch {
  size_t count = 1;  ///< launches
  Range first;       ///< launch 0; the only one but for wavefronts and the two below
  /// Written ACL_PER_* data: the words of their arrays, which a first launch (ACL_init,
  /// Range::kernel 1) sets to their operator's identity before the plan's launch; 0: none.
  size_t init_words = 0;
  size_t init_groups = 0;  ///< ACL_init's work-groups of 64 (knob init_group_words)
  /// 32-bit words of the sync buffer the kernel takes after the position buffers (Pipeline
  /// and Scan plans); 0: none. The first `sync_counters` are zero before every launch (the
  /// last work-group of a launch sets them back).
  size_t sync_words = 0;
  size_t sync_counters = 0;
};

/// Largest work-group a plan takes, whatever the device reports (Plan::wg is 32-bit).
constexpr size_t kMaxWorkGroup = size_t(1) << 30;

/// Most launches a wavefront plan may take (Wavefront::launches).
constexpr size_t kMaxWaveLaunches = size_t(1) << 20;

/// The whole scenario for one device.
struct Plan {
  std::string device;
  DeviceClass device_class = DeviceClass::Cpu;
  unsigned wg = 1;            ///< work-group size (1-D)
  size_t groups = 1;          ///< work-groups launched; each walks level-1 blocks
  /// Level-1 blocks numbered down the block columns first (block n at row n % gy, column
  /// n / gy % gx): with `groups` a multiple of gy, a group's blocks keep to one block row
  /// (written ACL_PER_ROW data, pass groups). Row-major otherwise.
  bool columns_first = false;
  unsigned levels = 1;        ///< deepest level used
  size_t count[4] = {0, 1, 1, 1};   ///< splits per level (index 1..3)
  unsigned block_size[4] = {0, 0, 0, 0};  ///< get_acl_blockSize(level)
  bool wide_index = false;    ///< 64-bit index arithmetic needed
  /// 64-bit coordinates (ACL_COORD long): some coordinate the kernel forms (block origins,
  /// a work-item's columns, margin and padding words past an array's end) could pass INT_MAX.
  bool wide_coords = false;
  bool skip_dropped = false;  ///< skip level-1 blocks whose words ACL_SPECIAL_SHRINK all drops
  bool unroll_hints = false;  ///< User_main's for loops get an unroll hint (knob unroll_hints)
  /// User_main is inlined whatever its size (pass inline_user, where it reads windows of
  /// margin data): a call left in the work-item loop keeps PoCL from vectorising it.
  bool inline_user = false;
  bool rno_barrier = false;   ///< ACL_RNO0 walks end each block with a barrier (knob rno_barrier)
  /// ACL_RNO0 walks as strips (knob rno_strip, with row_loop): the work-group's one
  /// work-item runs the block's `wg` work-items as a loop, each item's neighbour above and
  /// window in its slice of one private array (codegen: acl_hs<i>), kept across the walk.
  bool rno_strip = false;
  /// Written ACL_PER_* data whose work-items' words each go to one line, in splits of
  /// line_bytes and a group per block (knob line_bytes, pass groups): the totals need no
  /// test per block and are combined after it, outside the block's body, and the line
  /// data's own loops are unrolled for PoCL's vectoriser (codegen/lines.cpp).
  bool line_blocks = false;
  /// Plain loops: no unroll pragma on ACL's own loops (windows, stores, line data) nor, by
  /// pass unroll_hints, on User_main's. Set by pass groups for line_blocks of one work-item
  /// a group (pass line_strips): a portion is a long strip, its words combined in vectors;
  /// by pass pyramid for strips of one work-item (ACL_RNO0 rows with a margin on CPUs):
  /// each strip runs alone, its rows in private memory, without a barrier; the first strip
  /// starts at x = 0, where the border gives the words left of the array.
  bool plain_loops = false;
  bool vectorize_hints = false;  ///< User_main's element loops hinted (pass vectorize_hints)
  /// Column sums in strips (pass line_strips, written ACL_PER_COLUMN data; with line_blocks
  /// and groups of one work-item): the block rows cut into this many runs of consecutive
  /// rows and the block columns into `column_ranges` ranges, group g walking run
  /// g / column_ranges over range g % column_ranges, row by row, with the totals of every
  /// column of its range in private memory (row_totals), added once after its last block;
  /// 0: groups walk blocks g, g + groups, ...
  size_t band_runs = 0;
  size_t column_ranges = 1;
  /// Plan::band_runs: written ACL_PER_COLUMN data keeps a total for every column of the
  /// range (its block columns' splits side by side), folded at the portion's column.
  bool row_totals(const ArgPlan& a) const {
    return band_runs && a.line == ACL_PER_COLUMN && a.desc.attr.def != ACL_NONE;
  }
  /// row_totals: the words of a range (its block columns' splits).
  size_t range_words(const ArgPlan& a) const {
    return (a.grid[0] + column_ranges - 1) / column_ranges * a.split_size;
  }
  /// Loader work-items (knob rno_loaders, GPUs): an ACL_RNO0 walk's work-groups have this
  /// many work-items past `wg` that never run User_main; they stage the next block of each
  /// ArgPlan::loaded argument in local memory (double-buffered, 16-byte vectors) while the
  /// first `wg` run the current one. The launch's local size is wg + loaders.
  unsigned loaders = 0;
  /// Lanes moved as words (knob lane_words): a lanes plan with 1- or 2-byte integer data
  /// whose work-items run one of two copies of the whole body: an unguarded one when every
  /// row they move lies inside its array, moving such lanes as 32-bit words (little-endian
  /// devices, decided when the kernel is built), and the guarded one otherwise.
  bool lane_words = false;
  /// One test per work-group (knob group_fast_body, CPUs): a single-level plan of private
  /// windows whose work-groups test once whether all their blocks lie inside the arrays and
  /// run an unguarded copy of loads, User_main and stores, or the guarded copy. The test is
  /// uniform across the group, so PoCL vectorises the fast copy's work-item loop; with a
  /// test per transfer it if-converts both paths and gathers every word.
  bool group_fast_body = false;
  /// Row loops (knob row_loop, CPUs; needs group_fast_body): the kernel's work-groups are of
  /// one work-item, which runs the plan's `wg` work-items of a block as a plain loop (local
  /// size 1, `groups` launched). PoCL 5 vectorises such a loop with the target's full vector
  /// width, its own work-item loop with 128-bit vectors. Only where User_main names no
  /// work-item function or barrier (item_loop_safe): those would see the loop's one item.
  bool row_loop = false;
  /// Z walks (knob z_walk, GPUs; pass z_walk): blocks are one slice deep, and a work-group
  /// takes its block column's slices in turn (block n = column + k * columns, k = 0, 1, ...);
  /// each work-item's windows with a margin along z keep the planes the next slice shares,
  /// moved down one, and load only the new top plane.
  bool z_walk = false;
  /// User_main on vectors (knob user_lanes, CPUs): the plan's level-1 words are vectors of
  /// this many float words, and User_main is compiled with `float` defined as that vector
  /// type (0: words).
  unsigned user_lanes = 0;
  /// Square lanes (knob transpose_lanes, CPUs): every transfer argument's work-item owns
  /// `lanes` columns of `lanes` rows; its rows load as vectors that are transposed in
  /// registers into its columns, and a transposing write-back stores each column as one
  /// destination-row vector.
  bool square_lanes = false;
  /// Steps above 1 as a launch a step (pass steps, knob steps_tiles 0): this many launches,
  /// argument `step_feeds` read from scratch buffers after the first (launch/steps.cpp).
  unsigned step_launches = 0;
  unsigned step_feeds = 0, step_out = 0;
  /// How work-groups walk the data: Blocks, Sweep, Wavefront (ACL_RNO1/RNO2 plans, several
  /// launches), Pipeline (ACL_RNO1/RNO2 plans in one launch), Scan (ACL_RNO1_SUM plans),
  /// Pyramid (ACL_RNO0 rows with a margin), Steps (several time steps a launch) or Tiling
  /// (ACL_TILE plans; wg is then wg_x * wg_y).
  Schedule schedule;
  Launch launch;              ///< the ND-ranges enqueued (make_plan fills it last)
  std::vector<ArgPlan> args;
  std::vector<std::string> notes;  ///< why each choice was made

  /// Whether the schedule is `S`: Blocks, Sweep, Wavefront or Tiling.
  template <typename S>
  bool is() const {
    return std::holds_alternative<S>(schedule);
  }
  /// The schedule, read as the one it is; an internal error when it is another.
  const Tiling& tiling() const { return scheduled<Tiling>("an ACL_TILE"); }
  Tiling& tiling() { return const_cast<Tiling&>(scheduled<Tiling>("an ACL_TILE")); }
  const Wavefront& wavefront() const { return scheduled<Wavefront>("a wavefront"); }
  const Sweep& sweep() const { return scheduled<Sweep>("a sweep"); }
  const Pipeline& pipeline() const { return scheduled<Pipeline>("a pipeline"); }
  const Scan& scan() const { return scheduled<Scan>("a scan"); }
  const Pyramid& pyramid() const { return scheduled<Pyramid>("a pyramid"); }
  const Steps& steps() const { return scheduled<Steps>("a steps"); }
  /// A Pipeline plan's sync buffer: where argument `a`'s edges start, and the words in all.
  size_t edge_at(const ArgPlan& a) const;
  size_t sync_words() const;
  /// A Pipeline plan's local memory for one dependent argument: the ring of the group's
  /// last results and the band above's chunk.
  size_t pipeline_local_bytes(const ArgPlan& a) const;
  /// A Scan plan's local memory: the block's rows in runs, the runs' totals, the row carries.
  size_t scan_local_bytes() const;

  /// Launch d < launch.count: launch.first, or for a wavefront the launch of diagonal d
  /// (Wavefront::diagonal), sized to its tiles (planner/launch_geometry.cpp).
  Range launch_at(size_t d) const;
  size_t local_bytes() const;  ///< ACL's tiles plus the user's __local scratch
  size_t private_bytes() const;
  /// A compact key: equal keys mean equal generated source.
  std::string key() const;

 private:
  template <typename S>
  const S& scheduled(const char* what) const {
    if (const S* s = std::get_if<S>(&schedule)) return *s;
    internal_error(std::string("a plan without ") + what + " schedule read as one");
  }
};

std::ostream& operator<<(std::ostream& os, const Plan& plan);

/// The launches of a plan whose other decisions are made (planner/launch_geometry.cpp).
Launch launch_geometry(const Plan& plan, size_t init_group_words = 64);

/// make_plan for arguments with split ACL_TILE (planner/tiled.cpp); args are validated.
Plan make_tiled_plan(const std::vector<ArgDesc>& args, const DeviceProfile& device,
                     bool lane_safe = false);

/// Plan::lane_words: whether the unguarded copy of the body moves a row of `a`'s lanes as
/// 32-bit words (1- and 2-byte integers in rows of 4, 8 or 16 bytes).
bool moves_as_words(const ArgPlan& a);

/// An argument's name, type and placement by kind, before any shaping; transfer arguments
/// also get their level, word size and shape in words.
ArgPlan describe_arg(const ArgDesc& d, unsigned index);

}  // namespace acl::detail
