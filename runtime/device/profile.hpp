// What the planner knows of a device: limits read from OpenCL plus per-class strategy knobs.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "acl/acl.h"

namespace acl::detail {

struct TunedRow;  // device/tuning.hpp

enum class DeviceClass { Cpu, Gpu, Other };

/// Strategy knobs. Each device gets its values from the device table (device_table.cpp);
/// knob_list.cpp lists every field with its range and docs. The initializers are the table's
/// default row (a unit test checks).
struct StrategyKnobs {
  unsigned wg_target = 64;          ///< preferred work-group size
  unsigned pref_multiple = 8;       ///< work-group sizes are multiples of this
  unsigned split_bytes = 16;        ///< target bytes per work-item per level-1 argument
  unsigned wg_target_nested = 64;   ///< wg_target when the plan has inner levels
  unsigned split_bytes_nested = 16; ///< split_bytes when the plan has inner levels
  unsigned private_bytes = 1024;    ///< budget for all private arrays of a work-item
  unsigned group_private_bytes = 0; ///< budget for a whole group's private arrays; 0 = none
  unsigned chunk_words = 256;       ///< target words per COMMON chunk of a streamed level
  unsigned groups_per_cu = 4;       ///< work-groups per compute unit; 0 = one per block
  unsigned line_strip_bytes = 0;    ///< strips of one work-item for such data cut along rows
                                    ///< (pass line_strips)
  unsigned column_strip_bytes = 0;  ///< strips of one work-item for column sums (pass line_strips)
  unsigned column_runs = 0;         ///< those strips' runs of rows at most; 0 = every group a run
  unsigned init_group_words = 64;   ///< words of written ACL_PER_* data an ACL_init group sets
  unsigned column_rows = 32;        ///< persistent groups over column sums: block rows a
                                    ///< work-item walks at least (0 = off)
  unsigned line_bytes = 0;          ///< split budget of plans with written ACL_PER_* data
                                    ///< whose work-items' words go to one line each, a group
                                    ///< per block where groups_per_cu is 0 (0 = off)
  unsigned stage_below_bytes = 0;   ///< stage level-1 SEPARATE data narrower than this via local
  bool prefetch = true;             ///< double-buffer (prefetch the next split while computing)
  bool fit_width = false;           ///< split rows evenly into groups, ignoring pref_multiple
  bool stage_writes = true;         ///< staging also applies to data only written (def, no ref)
  size_t local_budget_div = 2;      ///< use at most local_mem / this per work-group
  unsigned halo_rows = 0;           ///< words per work-item per margin word (0 = off)
  unsigned halo_wg = 0;             ///< work-group target for data with a margin (0 = off)
  unsigned special_bytes = 0;       ///< split budget when a staged write-back transposes:
                                    ///< the destination's rows are that many bytes (0 = off)
  unsigned rno_bytes = 0;           ///< split budget of plans with ACL_RNO0 data (0 = off)
  unsigned rno_prefetch = 0;        ///< 1: such plans keep the class's prefetch
  unsigned rno_barrier = 0;         ///< 1: such plans end each block of a walk with a barrier
  unsigned rno_loaders = 0;         ///< loader work-items staging a walk's next blocks (0 = off)
  unsigned rno_strip = 0;           ///< most work-items one of an RNO0 walk runs as a loop
                                    ///< (0 = off)
  // ACL_RNO1/RNO2 plans (wavefronts, docs/planner.md): a tile of `wave_rows` block rows
  // takes wave_rows + wave_wg - 1 steps, so narrow groups waste fewer steps.
  unsigned wave_wg = 32;            ///< work-group target
  unsigned wave_rows = 32;          ///< block rows per tile (RNO1)
  unsigned wave_bytes = 64;         ///< split budget per work-item
  // Pipelines (wave_pipeline): bands of block rows in one launch.
  unsigned wave_pipeline = 1;       ///< 1: one launch of bands (Pipeline); 0: a launch per
                                    ///< diagonal of tiles (Wavefront)
  unsigned wave_cols = 1;           ///< portion columns a work-item runs per step (a power of 2)
  unsigned wave_chunk = 32;         ///< portion columns a band hands the band below at a time
  unsigned wave_backoff = 16;       ///< most pause rounds between two polls of the band above
  // Band walks (CPUs): a work-group of one work-item walks a band of block rows in chunks.
  unsigned wave_band_rows = 0;      ///< block rows a work-item walks (0 = off: the pipeline)
  unsigned wave_band_cols = 256;    ///< portion columns of a band walk's chunk
  unsigned wave_cas_reads = 0;      ///< pipelines read the sync buffer by atomic_cmpxchg(p, 0, 0)
  unsigned wave_band_bytes = 0;     ///< split budget of band walks (0: wave_bytes)
  // ACL_RNO1_SUM plans (pass scan): a band of one block row per work-group.
  unsigned scan_wg = 64;            ///< work-group target (columns of a block)
  unsigned scan_bytes = 64;         ///< split budget per work-item (rows of a block x 4 bytes)
  unsigned scan_inclusive = 1;      ///< bands publish running totals every this many bands
  unsigned scan_window = 1;         ///< bands a look-back reads at once
  unsigned scan_prefetch = 1;       ///< the next block's loads before this block's sums
  unsigned scan_tiles = 0;          ///< a group per block, looking back along rows and columns
  // ACL_RNO0 rows with a margin (pass pyramid): strips of rows in bands, margins recomputed.
  unsigned pyramid_wg = 256;        ///< work-group target (a strip: wg x split words)
  unsigned pyramid_bytes = 4;       ///< split budget per work-item (words of a row)
  unsigned pyramid_rows = 32;       ///< rows per band (fewer where margins would take over half)
  unsigned pyramid_ahead = 0;       ///< rows ahead whose words of the data only read are
                                    ///< loaded into registers (0: each row's when it runs)
  // Several time steps a launch (pass steps): blocks computed from local tiles.
  unsigned steps_tiles = 1;         ///< 1: the steps in one launch from local tiles; 0: a
                                    ///< launch a step, through scratch buffers
  unsigned steps_wg = 256;          ///< work-group target
  unsigned steps_bytes = 16;        ///< split budget: bytes of a portion (a column)
  unsigned steps_cols = 40;         ///< columns a group computes each step (block and margin)
  unsigned steps_rows = 40;         ///< rows a group computes each step (block and margin)
  unsigned scale_bytes = 0;         ///< split budget when a staged write-back scales by 2^k
  unsigned special_wg = 0;          ///< work-group target when a write-back transposes (0 = off)
  unsigned transpose_lanes = 0;     ///< transposing write-backs: a work-item's square of lanes
                                    ///< x rows, this many bytes a row, turned in registers
  unsigned lane_bytes = 0;  ///< a work-item of vertical data owns columns worth this many
                            ///< bytes per row, moved as one vector (0 = one column)
  unsigned sweep_rows = 0;  ///< row sweeps: a work-group runs this many consecutive block rows
                            ///< of margin data, carrying window rows (0 = off)
  unsigned z_walk = 0;  ///< data with a margin along z, blocks a slice deep: a work-item walks
                       ///< down z keeping the planes it shares, this many rows (0 = off)
  unsigned window_margin = 0;  ///< data only read with at least this margin reads its window
                              ///< in a local tile (0 = off)
  unsigned window_rows = 16;  ///< rows per work-item of local windows
  unsigned window_unrolled = 0;  ///< with unroll_hints: local windows' rows per work-item
                                 ///< halve until rows x window words fit this (0 = no cap)
  unsigned window_wg = 128;   ///< work-group target of local windows
  unsigned window_by_rows = 0;  ///< data read only through *get_acl_xy takes local windows from
                                ///< this margin, tiles by rows (Staging::view_by_rows); 0 = off
  unsigned flatten = 0;  ///< 1: dense equal-shape data User_main sees word by word may plan
                         ///< as rows of whole vectors when its own are not (make_plan)
  unsigned lane_shrink = 0;   ///< SHRINK with lanes stores its kept words straight from
                              ///< private memory, this many kept rows per work-item (0 = staged)
  unsigned lane_enlarge = 0;  ///< ENLARGE write-backs take lanes and store straight from
                              ///< private memory, this many rows per work-item (0 = staged)
  unsigned enlarge_bytes = 16;  ///< such a store writes each destination row of its lanes
                                ///< as one vector of this many bytes (lanes even where
                                ///< lane_bytes is 0)
  unsigned stream_bytes = 0;  ///< those vector stores bypass the cache (non-temporal) when
                              ///< the destination holds at least this many bytes (0 = never)
  unsigned shrink_columns = 0;  ///< 1: SHRINK plans without lanes give work-items the kept
                               ///< columns, stored from private memory (pass shrink_columns)
  unsigned kept_rows = 0;     ///< 1: such plans' one-row blocks lie on the kept rows only
  unsigned lane_words = 0;    ///< lanes plans of byte and short data run an unguarded body
                              ///< that moves them as 32-bit words (Plan::lane_words), this
                              ///< many rows per work-item when all their data is such (0 = off)
  unsigned unroll_hints = 0;  ///< 1: User_main's for loops get an unroll hint (PoCL builds
                              ///< with unrolling off; hint_loop_unrolling)
  unsigned vectorize_hints = 0;  ///< 1: in strips of one work-item, User_main's loops that
                                 ///< only store words by their counter get a vectorize hint
  unsigned in_place_reads = 0;  ///< 1: in strips of a row, read one-row windows are pointers into
                                ///< the array, not private copies (ArgPlan::in_place)
  unsigned group_fast_body = 0;  ///< 1: single-level plans of private windows test once per
                                 ///< work-group whether its blocks lie inside the arrays and
                                 ///< run an unguarded copy of the body (Plan::group_fast_body)
  unsigned row_loop = 0;         ///< 1: such plans run a block's work-items as a loop in one
                                 ///< work-item (Plan::row_loop)
  unsigned random_group_per_block = 0;  ///< 1: plans with ACL_RANDOM data run a work-group
                                        ///< per block instead of persistent groups
  // ACL_TILE plans.
  unsigned tile_wg_x = 16, tile_wg_y = 16;  ///< 2-D work-group
  unsigned tile_x = 8, tile_y = 8;          ///< words per work-item along x and y
  unsigned tile_run = 4;     ///< a work-item's words come in runs this long (vector width)
  unsigned tile_chunk = 16;  ///< level-2 words staged in local memory at a time
  unsigned tile_pad = 4;     ///< padding words per k-row of a transposed local tile (every
                             ///< row of a local tile with tile_cpu)
  unsigned tile_fill = 1;    ///< shrink tiles until blocks >= compute units x this
  unsigned tile_warp_x = 0;  ///< lanes of a 32-wide warp along x (0: lanes follow x rows)
  unsigned tile_down = 0;    ///< 1: transposing copies give consecutive work-items
                             ///< consecutive level-1 words (no local bank conflicts)
  unsigned tile_swizzle = 0;  ///< 1: transposed local tiles swizzle their columns instead
                              ///< of padding rows (32 banks; fragments read as vectors)
  unsigned tile_split_k = 0;  ///< most parts the k of a block in the last, partial round of
                              ///< blocks splits into (pass tile_split); 0 = off
  unsigned tile_split_rounds = 0;  ///< ... only after at most this many whole rounds
  unsigned tile_band = 0;    ///< blocks run in bands this many block-rows tall, column by
                             ///< column (L2 reuse of the streamed data); 0 = row by row
  unsigned tile_branchless = 0;  ///< 1: no branches between barriers (PoCL replicates the
                                 ///< code after a barrier for every path that reaches it)
  unsigned tile_cpu = 0;  ///< 1: plans with level-2 data take the CPU strategy (pass tile_cpu)
  unsigned tile_lanes = 0;   ///< CPU strategy: User_main runs on vectors of this many result
                             ///< columns where it can (pass tile_cpu_lanes); 1 = the device's
                             ///< native float vector width, 0 = off
  unsigned tile_lane_x = 2;  ///< ... vectors per tile row
  unsigned tile_lane_y = 12; ///< ... tile rows at 16 lanes (in proportion for fewer lanes)
  unsigned tile_direct = 0;  ///< CPU strategy: level-2 data along x (B) read straight from
                             ///< global memory where its row pitch is no multiple of this
                             ///< many bytes; 0 = never
  unsigned tile_copy_wg_y = 0;  ///< CPU strategy: where B's chunks are copied, groups may
                                ///< grow to this many rows; 0 = never
  unsigned tile_copy_rows = 0;  ///< ... a chunk's copy of B costs a block this many block
                                ///< rows of k loop (the estimate that sizes such groups)
  unsigned user_lanes = 0;   ///< plans of blocks: User_main runs on float vectors of this
                             ///< many columns where it can (pass user_lanes); 1 = the
                             ///< device's native float width, 0 = off
  // Launches over several devices (planner/partition.hpp).
  unsigned piece_views = 1;  ///< 1: a device reads (and writes) its piece of a buffer through
                             ///< a sub-buffer where the piece starts aligned; 0: copies
};

/// A snapshot of one device; a plain value so the planner is testable without OpenCL.
struct DeviceProfile {
  std::string name, vendor, driver;
  DeviceClass device_class = DeviceClass::Cpu;
  unsigned compute_units = 1;
  size_t max_wg = 256;
  size_t local_mem = 32768;
  unsigned float_lanes = 1;  ///< CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT
  size_t base_align = 128;   ///< CL_DEVICE_MEM_BASE_ADDR_ALIGN in bytes (sub-buffer origins)
  StrategyKnobs knobs;
  /// Where the knobs came from: the device-table rows that matched, general first
  /// ("default", "gpu", "gpu/NVIDIA"), then "ACL_KNOBS" when the environment set some.
  std::vector<std::string> knob_rows;
  /// The knobs of the device table alone, before ACL_KNOBS (tuned_profile starts there).
  StrategyKnobs table_knobs;
  std::string env_knobs;  ///< the ACL_KNOBS spec applied to `knobs` ("" when unset)
  /// Rows of the tuning database for this device (device/tuning.hpp; null: none read).
  std::shared_ptr<const std::vector<TunedRow>> tuned;
};

/// Reads a device's limits and fills in the knobs the device table gives it, then ACL_KNOBS.
DeviceProfile profile_of(cl_device_id device);

/// The knobs the device table gives a device of `cls`, vendor and name (tests use it too).
StrategyKnobs knobs_for(DeviceClass cls, const std::string& vendor, const std::string& name);

/// Applies "knob=value,knob=value" (the ACL_KNOBS variable) to `knobs`, all or nothing:
/// an unknown knob, a repeated one or a value outside its range (knob_list.cpp) throws
/// CL_INVALID_VALUE naming the knob and its range, and leaves `knobs` as it was.
void override_knobs(StrategyKnobs& knobs, const std::string& spec);

const char* class_name(DeviceClass c);

}  // namespace acl::detail
