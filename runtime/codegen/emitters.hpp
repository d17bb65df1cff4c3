// The emitters of the AC kernel, one file per strategy, and the two places that pick them
// (generator.cpp): the schedule a plan runs (blocks, sweeps, wavefronts, tiles) and, for
// each argument, the Transfer of its placement. A new strategy is a new file, its entry
// points below, and a line in one of those two dispatches.
//
//   generator.cpp          generate(): the program around the kernel, both dispatches
//   emit.cpp               the shared context and address arithmetic (emit.hpp)
//   frame.cpp              constants, signature, declarations, state, the User_main call
//   kernel_params.cpp      the kernels' parameter list, which the launcher binds by role
//   schedule_blocks.cpp    Blocks: the loop over each level's splits, with prefetch
//   schedule_sweep.cpp     Sweep: block rows of one column in turn
//   schedule_wavefront.cpp Wavefront: ACL_RNO1/RNO2 blocks in diagonal launches
//   schedule_pipeline.cpp  Pipeline: ACL_RNO1/RNO2 bands of block rows in one launch, and
//                          the portion body and sync reads the band walk shares
//   schedule_bands.cpp     Pipeline::band_rows: the band walk, groups of one work-item
//   schedule_scan.cpp      Scan: ACL_RNO1_SUM block rows in one launch, looking back
//   schedule_pyramid.cpp   Pyramid: ACL_RNO0 rows with a margin, strips of bands by ticket
//   schedule_steps.cpp     Steps: several time steps a launch, blocks from local tiles
//   tiled.cpp              Tiling: ACL_TILE plans (own schedule and transfers)
//   tiled_cpu.cpp          Tiling::cpu: ACL_TILE's CPU strategy (register tiles)
//   direct.cpp             Private data: windows loaded and stored by each work-item
//   staged.cpp             Staged data: through local tiles, in 16-byte chunks
//   common.cpp             Common data: local tiles shared by the work-group
//   special.cpp            ACL_SPECIAL_* write-backs (rotations, flips, scaling)
//   lines.cpp              ACL_PER_ROW/COLUMN/SLICE data: projected reads, reductions
//   combine.cpp            the ACL_COMBINE_* operators as text (combine.hpp)
//   neighbours.cpp         LNO/RNO neighbour portions
//   border.cpp             the one meaning of each border mode
//   type_checks.cpp        compile-time word-size checks of types ACL cannot size
//   faults.cpp             the mutation self-test's faults: acl-faults only, not in `acl`
#pragma once

#include <string>
#include <vector>

#include "codegen/emit.hpp"

namespace acl::detail {

/// How the data of one placement moves (transfer_of picks it). The block schedule calls
/// the hooks of each argument at its level in the order below; the sweep and wavefront
/// schedules move their (private) windows themselves.
class Transfer {
 public:
  virtual ~Transfer() = default;

  /// Local tiles the work-group shares, which place the block schedule's barriers.
  struct Sharing {
    bool filled = false;  ///< a tile fill() copies, read after the split's first barrier
    bool loaded = false;  ///< a tile load() (or a prefetch) fills
    bool stored = false;  ///< a tile the work-items write and store_group() writes back
  };
  virtual Sharing sharing(const ArgPlan&) const { return {}; }

  /// Private arrays, local tiles and registers, at the top of the kernel.
  virtual void declare(EmitContext&, const ArgPlan&) const {}
  /// Group copies into local tiles, before the split's first barrier.
  virtual void fill(EmitContext&, const ArgPlan&, const Coords&) const {}
  /// The split's words, where no prefetch brought them already.
  virtual void load(EmitContext&, const ArgPlan&, const Coords&) const {}
  /// Prefetch (ArgPlan::prefetch) of the block at `c`: the level's first split when
  /// `first`, else the next one, while the current one runs.
  virtual void prefetch(EmitContext&, const ArgPlan&, const Coords&, bool first) const;
  /// After User_main, when there is a next split (`split` names the current one).
  virtual void after_call(EmitContext&, const ArgPlan&, const std::string& /*split*/) const {}
  /// The work-item's own words back (def data).
  virtual void store(EmitContext&, const ArgPlan&, const Coords&) const;
  /// After the write-back barrier: the group's store of its tile (Sharing::stored).
  virtual void store_group(EmitContext&, const ArgPlan&, const Coords&) const {}
  /// At the end of a split with a next one: the prefetched block becomes the current one.
  virtual void promote(EmitContext&, const ArgPlan&) const {}
  /// The pointer User_main gets for the argument.
  virtual std::string argument(const ArgPlan& a) const;
};

// ---- generator.cpp ----
/// The Transfer of `a`'s placement.
const Transfer& transfer_of(const ArgPlan& a);

// ---- frame.cpp ----
/// The #defines of the plan (and the plan itself as a comment) the builtins read.
void write_constants(EmitContext& e);
/// The 1-D kernel's signature and opening: local id, state, declarations, and the whole
/// arrays of level-1 COMMON data. The caller writes the schedule and closes the kernel.
void open_kernel(EmitContext& e, const std::string& params);
/// Records valid words and origin of `a`'s current portion in the state.
void write_state(EmitContext& e, const ArgPlan& a, const Coords& c);
/// The call of User_main with the state and every argument.
void write_call(EmitContext& e);
/// Value, Global and Scratch arguments: passed through as the kernel got them.
const Transfer& passed_transfer();

// ---- schedule_blocks.cpp, schedule_sweep.cpp, schedule_wavefront.cpp ----
/// The loop over the splits of `level` and everything inside it (deeper levels nest).
void write_blocks(EmitContext& e, unsigned level);
/// The Sweep schedule.
void write_sweep(EmitContext& e);
/// The Wavefront schedule: the launch's diagonal, given by its extra kernel parameters
/// (kernel_params.hpp).
void write_wavefront(EmitContext& e);

// ---- schedule_pipeline.cpp ----
/// The Pipeline schedule: the constants of get_acl_blockOrigin, and the schedule.
void write_pipeline_constants(EmitContext& e);
void write_pipeline(EmitContext& e);
/// What the band walk shares with the pipeline: word j of the portion User_main just wrote;
/// whether word j of the portion dx, dy portions away lies outside the results (from acl_ox,
/// acl_oy); the union carrying a word through 32-bit atomics; the sync buffer index of word
/// j of portion column x in band `band`'s edge.
std::string pipeline_result_word(const ArgPlan& a, const std::string& j);
std::string pipeline_outside(const ArgPlan& a, long dx, long dy);
std::string pipeline_pun(const ArgPlan& a);
std::string pipeline_edge_word(const Plan& p, const ArgPlan& a, const std::string& band,
                               const std::string& x, const std::string& j);
/// A read of the sync buffer's word at `at` through an atomic, the one rule for both walks:
/// atomic_cmpxchg(at, 0, 0) in band walks and where the plan says so (Pipeline::cas_reads),
/// atomic_or(at, 0) otherwise.
std::string sync_read(const Pipeline& v, const std::string& at);
/// Until the band above has published the columns of the chunk at acl_c0 and the reach past
/// them: its progress count polled into acl_seen with a doubling pause (Pipeline::backoff),
/// then a fence that orders the reads of its edge words after it.
void poll_band_above(EmitContext& e);
/// How a Pipeline walks its portions, the differences between the pipeline's work-items and
/// the band walk's rows: the block row's index and the portion's offset in it (from acl_x,
/// acl_Y, acl_Z), what an internal error calls the walk, the neighbours of a handed-on
/// argument before User_main and its results after, and which portion hands down to the band
/// below.
struct PortionWalk {
  std::string block;     ///< acl_n1, the level-1 block's index
  std::string blid;      ///< acl_blid, the portion in the block
  std::string name;      ///< "pipeline plan", "band walk"
  void (*neighbours_in)(EmitContext&, const ArgPlan&);
  void (*results_out)(EmitContext&, const ArgPlan&);
  std::string hands_down;  ///< the condition of the hand-down, besides a band below
};
/// One portion: block, loads, neighbours, the call, the stores, the results for the next
/// portions, and the hand-down to the band below.
void write_portion(EmitContext& e, const PortionWalk& walk);

// ---- schedule_bands.cpp ----
/// The Pipeline schedule as a band walk (Pipeline::band_rows): groups of one work-item.
void write_bands(EmitContext& e);

// ---- schedule_scan.cpp ----
/// The Scan schedule (its sync buffer is the pipeline's parameter), and its constants: the
/// 64-bit atomics it needs (a clear build error without them).
void write_scan_constants(EmitContext& e);
/// The pragma of the 64-bit atomics, or a build error naming `who` needs them.
void write_int64_atomics(EmitContext& e, const std::string& who);
void write_scan(EmitContext& e);

// ---- schedule_pyramid.cpp ----
/// The Pyramid schedule (its sync buffer is the pipeline's parameter), and its constants:
/// the 64-bit atomics of its hand-off (a clear build error without them).
void write_pyramid_constants(EmitContext& e);
void write_pyramid(EmitContext& e);

// ---- schedule_steps.cpp ----
/// The Steps schedule: several time steps a launch, blocks from tiles in local memory.
void write_steps(EmitContext& e);

// ---- direct.cpp ----
const Transfer& private_transfer();
/// Read data of a strip that User_main reads in the array (ArgPlan::in_place).
const Transfer& in_place_transfer();
/// A transfer's unguarded moves (EmitContext::part Fast or Both): behind `inside` when the
/// guarded ones follow, else in a bare block (the unguarded copy of the body tested it).
void begin_unguarded(EmitContext& e, const std::string& inside);
/// After the unguarded moves: closes them and the transfer's enclosing block when only they
/// are emitted (returns false), else opens the guarded moves ("} else {", or a bare block
/// when only they are emitted).
bool begin_guarded(EmitContext& e);
/// The work-item's private window (SEPARATE data, staged too), after its neighbours'
/// portions where it has them; and the pointer User_main gets into it.
void declare_window(EmitContext& e, const ArgPlan& a);
/// Plan::rno_strip, in the loop over the strip's work-items: the item acl_lid's acl_h<i> and
/// window, its neighbours read from the strip's acl_hs<i> (declare_window); strip_keep
/// keeps its portion there as the next block's neighbour.
void strip_window(EmitContext& e, const ArgPlan& a);
void strip_keep(EmitContext& e, const ArgPlan& a);
std::string window_argument(const ArgPlan& a);
/// Loads a work-item's window straight from global memory into private array `dst`
/// (zeros for data that is only written).
void load_direct(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst);
/// Writes the work-item's own portion (never the margin, never padding) back.
void store_direct(EmitContext& e, const ArgPlan& a, const Coords& c);
/// Lanes (Columns::lanes): the work-item's columns (with `m` margin columns each side, from
/// `ox`) and `rows` rows from `oy` lie inside the array, so each row is one whole vector.
std::string lanes_inside(const ArgPlan& a, size_t rows, int m = 0, const std::string& ox = "acl_ox",
                         const std::string& oy = "acl_oy");
/// Plan::lane_words: whether every row a work-item loads or stores at level-1 coordinates
/// `cs` lies inside its array (the conjunction of load_direct's and store_direct's tests).
std::string lanes_all_inside(const std::vector<const ArgPlan*>& args,
                             const std::vector<Coords>& cs);
/// Plan::group_fast_body: whether every block of `args` at level-1 coordinates `cs` takes
/// the unguarded loads and stores (the conjunction of load_direct's and store_direct's
/// block tests: the same for the whole work-group).
std::string blocks_all_inside(const EmitContext& e, const std::vector<const ArgPlan*>& args,
                              const std::vector<Coords>& cs);

// ---- loaders.cpp ----
/// Plan::loaders: the two local buffers of a loaded argument (kernel scope).
void declare_loader_buffer(EmitContext& e, const ArgPlan& a);
/// A compute work-item's window of a loaded argument, from the current buffer (acl_stage).
void load_from_loaders(EmitContext& e, const ArgPlan& a, const std::string& dst);
/// Before the walk: every work-item of the group stages the group's first block (split
/// `first`, if below `count`) into buffer 0; declares acl_stage, the current buffer.
void loaders_first(EmitContext& e, const std::vector<const ArgPlan*>& args,
                   const std::string& first, const std::string& count);
/// In the walk, the loader work-items' part: the block after split `n` (n + step) into the
/// other buffer.
void loaders_next(EmitContext& e, const std::vector<const ArgPlan*>& args, const std::string& n,
                  const std::string& step, const std::string& count);

// ---- staged.cpp ----
const Transfer& staged_transfer();
/// The word (tx, ty) of local tile `tile` as an lvalue of the word type; `off` is the
/// row's byte offset in its tile row.
std::string tile_word(const ArgPlan& a, const std::string& tile, const std::string& tx,
                      const std::string& ty, const std::string& off);

// ---- common.cpp ----
const Transfer& common_transfer();
/// Level-1 COMMON data broadcast whole: loaded once, before any split.
void load_common_whole(EmitContext& e, const ArgPlan& a);

// ---- special.cpp ----
/// A work-item's own words of an ACL_SPECIAL_* def, stored where the transform sends them.
void store_special_direct(EmitContext& e, const ArgPlan& a, const Coords& c);
/// The group's store of a staged ACL_SPECIAL_* def tile.
void store_special_group(EmitContext& e, const ArgPlan& a, const Coords& c);
/// Plan::skip_dropped: leaves a block whose words every SHRINK argument drops.
void skip_dropped_block(EmitContext& e, const std::vector<const ArgPlan*>& args,
                        const std::vector<Coords>& cs);

// ---- square.cpp ----
/// Plan::square_lanes: turns the work-item's rows `row`0..n-1 (vectors of a.lanes words,
/// each a variable) into its columns: afterwards `row`k holds column k.
void turn_square(EmitContext& e, const ArgPlan& a, const std::string& row);

// ---- lines.cpp ----
/// Written ACL_PER_* data: its accumulators, their words' coordinates and, where the group
/// combines them, a local buffer (kernel scope).
void declare_line(EmitContext& e, const ArgPlan& a);
/// ACL_PER_* data into private array `dst`: each word its row's (column's, slice's) word;
/// for written data the operator's identity.
void load_line(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst);
/// Index of the array word of read ACL_PER_* data that portion word 0 at view (x, y) of
/// slice z takes, the portion inside the view (ArgPlan::in_place).
std::string line_first_word(const ArgPlan& a, const std::string& x, const std::string& y,
                            const std::string& z);
/// Written ACL_PER_* data after User_main: the portion's real words combined into the
/// accumulators, which reach the array first where the block moved on to other words.
void fold_line(EmitContext& e, const ArgPlan& a, const Coords& c);
/// After the level-1 loop: every written ACL_PER_* argument's accumulators into its array.
void flush_lines(EmitContext& e);
/// The ACL_init kernel (Launch::init_words): written ACL_PER_* data set to the identity.
void write_init_kernel(EmitContext& e, const std::string& params);

// ---- neighbours.cpp ----
/// Offsets (x, y) in portions of each neighbour of `dependency`, in get_acl_nbh order.
std::vector<std::pair<long, long>> neighbour_offsets(cl_uint dependency);
/// Whether user-view word (x, y) of ACL_RNO0/1/2 data lies outside what its buffer holds of
/// results: the array, and the rows of results above it (ArgDesc::rows_above).
std::string outside_results(const ArgPlan& a, const std::string& x, const std::string& y);
/// Word (x, y, z) of ACL_RNO0/1/2 data after processing, read back from its buffer: zero
/// where outside_results.
std::string written_word(const ArgPlan& a, const std::string& x, const std::string& y,
                         const std::string& z);
/// The neighbours' portions into acl_h<i>, in get_acl_nbh order.
void load_neighbours(EmitContext& e, const ArgPlan& a, const Coords& c);
/// ACL_RNO0: the first block of a column has no block above; its neighbour reads zero.
void zero_first_neighbour(EmitContext& e, const ArgPlan& a, const Coords& c);
/// ACL_RNO0: this block's portion becomes the next block's neighbour (same work-item).
void keep_as_neighbour(EmitContext& e, const ArgPlan& a);

}  // namespace acl::detail
