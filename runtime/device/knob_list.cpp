// The list of strategy knobs: name, group, range, one line of documentation and where the
// measurements behind its values are (bench/results/knobs/README.md). Adding a field to
// StrategyKnobs means adding it here; the unit tests check that every field is listed.
#include <type_traits>
#include <utility>

#include "device/knobs.hpp"

namespace acl::detail {
namespace {

template <auto Member>
Knob make_knob(const char* name, KnobGroup group, KnobRange range, const char* see,
               const char* doc) {
  using T = std::remove_reference_t<decltype(std::declval<StrategyKnobs&>().*Member)>;
  static_assert(std::is_unsigned_v<T>, "knobs are unsigned numbers or bools");
  return Knob{name,
              group,
              range,
              std::is_same_v<T, bool>,
              [](const StrategyKnobs& k) { return uint64_t(k.*Member); },
              [](StrategyKnobs& k, uint64_t v) { k.*Member = static_cast<T>(v); },
              doc,
              see};
}

// The field and its name from one token, so the two cannot disagree.
#define ACL_KNOB(field, ...) make_knob<&StrategyKnobs::field>(#field, __VA_ARGS__)

// Ranges. Divisors and sizes start at 1; 0 means "off" where a knob's doc says so. Upper
// bounds are generous for experiments but keep the planner's unsigned arithmetic (products of
// a knob with lanes, words and margins) far from overflowing.
constexpr KnobRange kSwitch{0, 1};
constexpr KnobRange kGroup{1, 65536};       // work-items of a group
constexpr KnobRange kGroupOff{0, 65536};    // 0 = off
constexpr KnobRange kBytes{1, 65536};       // bytes per work-item
constexpr KnobRange kBytesOff{0, 65536};    // 0 = off
constexpr KnobRange kRows{0, 64};           // rows per work-item, 0 = off
constexpr KnobRange kVector{0, 128, true};  // bytes of a vector (16 words of 8 bytes), 0 = off

/// Every plan: the work-group, the split, persistent groups.
std::vector<Knob> plan_knobs() {
  using G = KnobGroup;
  return {
      // Every plan: the work-group, the split, the memory budgets.
      ACL_KNOB(wg_target, G::Plan, kGroup, "gpu-work-groups-and-splits",
               "preferred work-group size (never wider than the data needs)"),
      ACL_KNOB(pref_multiple, G::Plan, {1, 4096}, "gpu-work-groups-and-splits",
               "work-group sizes are multiples of this (unless `fit_width`)"),
      ACL_KNOB(fit_width, G::Plan, kSwitch, "cpu-work-groups-and-splits",
               "split rows evenly into groups instead of rounding to `pref_multiple`, where that "
               "leaves fewer work-items off whole vectors of `pref_multiple` than rounding "
               "leaves padded groups"),
      ACL_KNOB(split_bytes, G::Plan, kBytes, "cpu-work-groups-and-splits",
               "bytes per work-item per level-1 argument (at least one word)"),
      ACL_KNOB(groups_per_cu, G::Plan, {0, 1024}, "persistent-groups",
               "persistent work-groups per compute unit; 0 = one work-group per block"),
  };
}

/// Written ACL_PER_* data: reductions to rows, columns and slices.
std::vector<Knob> reduction_knobs() {
  using G = KnobGroup;
  return {
      ACL_KNOB(line_bytes, G::Plan, kBytesOff, "reductions-on-cpus",
               "split budget of plans with written `ACL_PER_*` data whose work-items' words "
               "each go to one row, column or slice; with `groups_per_cu` 0 they keep a "
               "work-group per block, each work-item combining its words before the group; "
               "0 = off"),
      ACL_KNOB(line_strip_bytes, G::Plan, kBytesOff, "reduction-strips-on-cpus",
               "plans with written `ACL_PER_ROW` or `ACL_PER_SLICE` data whose other data "
               "moves word for word: the arrays cut along their rows into strips of at most "
               "this many bytes, a work-group of one work-item a strip; rows narrower than "
               "an eighth of it keep the plan of `line_bytes`; 0 = off"),
      ACL_KNOB(column_strip_bytes, G::Plan, kBytesOff, "column-sums-in-strips-on-cpus",
               "plans with written `ACL_PER_COLUMN` data of one slice whose other data moves "
               "word for word: the arrays cut along their rows into strips of at most this "
               "many bytes, a few work-items each walking a run of rows strip after strip "
               "with a total for every column; rows narrower than an eighth of it, or whose "
               "totals do not fit a work-item's budget beside the strips, keep the plan of "
               "`line_bytes`; 0 = off"),
      ACL_KNOB(column_runs, G::Plan, {0, 65536}, "column-ranges-on-cpus",
               "column sums in strips (`column_strip_bytes`): the work-groups walk at most "
               "this many runs of rows; more groups split the row into ranges of columns, "
               "so each column's totals are added to the array this many times, not once "
               "per group; 0 = every group a run of rows over the whole row"),
      ACL_KNOB(init_group_words, G::Plan, {64, 1 << 20}, "acl_init-on-cpus",
               "written `ACL_PER_*` data: the launch before the plan's (`ACL_init`) that sets "
               "it to its operator's identity runs a work-group of 64 work-items per this "
               "many words (at most 1024 groups); 64 = a word a work-item"),
      ACL_KNOB(column_rows, G::Plan, {0, 65536}, "column-sums-in-persistent-groups",
               "persistent work-groups over written `ACL_PER_COLUMN` data: fewer groups where "
               "the block rows are few, so that each work-item walks at least this many "
               "block rows of its column and fewer totals meet on each word; 0 = off"),
  };
}

/// Every plan: double buffers, the memory budgets, inner levels and staging.
std::vector<Knob> memory_knobs() {
  using G = KnobGroup;
  return {
      ACL_KNOB(prefetch, G::Plan, kSwitch, "gpu-work-groups-and-splits",
               "double buffering: the next split's loads are issued before `User_main` runs"),
      ACL_KNOB(private_bytes, G::Plan, {1, 1u << 20}, "",
               "budget for a work-item's private arrays (classes with `group_private_bytes` go "
               "past it where nothing smaller fits)"),
      ACL_KNOB(group_private_bytes, G::Plan, {0, 1u << 30}, "a-groups-private-arrays-on-cpus",
               "budget for a whole group's private arrays; 0 = none"),
      ACL_KNOB(local_budget_div, G::Plan, {1, 64}, "",
               "a work-group uses at most the device's local memory / this (not tiled plans; "
               "local windows that fit nothing less take all of it)"),
      ACL_KNOB(unroll_hints, G::Plan, kSwitch, "unroll-hints-on-cpus",
               "single-level plans: `User_main`'s `for` loops get an unroll hint"),
      ACL_KNOB(vectorize_hints, G::Plan, kSwitch, "vectorize-hints-on-cpus",
               "strips of one work-item: `User_main`'s `for` loops that only store words "
               "indexed by their counter get a vectorize hint"),
      ACL_KNOB(in_place_reads, G::Plan, kSwitch, "in-place-reads-on-cpus",
               "reduction strips whose rows cut evenly: read data without a margin reaches "
               "`User_main` as a pointer into the array (`__global`), not a private copy; "
               "`ACL_PER_ROW` words read beside column sums are read once a strip where "
               "`User_main` only indexes them (else filled once a row), and column sums "
               "`User_main` assigns are combined straight into the totals"),
      ACL_KNOB(group_fast_body, G::Plan, kSwitch, "one-test-per-group-on-cpus",
               "single-level plans of private windows: a work-group tests once whether its blocks "
               "lie inside the arrays and runs an unguarded copy of the body"),
      ACL_KNOB(row_loop, G::Plan, kSwitch, "row-loops-on-cpus",
               "plans with one inside test per work-group: a work-group of one work-item runs "
               "the block's work-items as a loop, where `User_main` names no work-item function"),
      // Inner levels (streamed data).
      ACL_KNOB(wg_target_nested, G::Levels, kGroup, "inner-levels",
               "`wg_target` of plans with inner levels"),
      ACL_KNOB(split_bytes_nested, G::Levels, kBytes, "inner-levels",
               "`split_bytes` of plans with inner levels"),
      ACL_KNOB(chunk_words, G::Levels, {1, 65536}, "inner-levels",
               "words per COMMON chunk of a streamed level"),
      // Staging through local memory.
      ACL_KNOB(
          stage_below_bytes, G::Staging, {0, 32}, "narrow-words-through-local-memory",
          "vertical SEPARATE level-1 words narrower than this go through local memory; 0 = never"),
      ACL_KNOB(stage_writes, G::Staging, kSwitch, "narrow-words-through-local-memory",
               "staging also for data only written, when its rows are 16-byte aligned"),
  };
}

/// Lanes and ACL_SPECIAL_* write-backs.
std::vector<Knob> lane_knobs() {
  using G = KnobGroup;
  return {
      // Lanes (step 2 of docs/planner.md).
      ACL_KNOB(lane_bytes, G::Lanes, kVector, "lanes-on-gpus",
               "vertical data: a work-item owns this many bytes of adjacent columns, half with a "
               "margin of one; 0 = one column"),
      ACL_KNOB(
          lane_words, G::Lanes, kRows, "bytes-and-shorts-as-words",
          "lanes plans with byte or short data run an unguarded copy of the body moving them as "
          "32-bit words, this many rows per work-item when all their data is such; 0 = off"),
      ACL_KNOB(
          flatten, G::Lanes, kSwitch, "flattening",
          "dense data `User_main` sees word by word plans as rows of whole vectors when its own "
          "rows are not"),
      ACL_KNOB(user_lanes, G::Lanes, {0, 16, true}, "user_main-on-vectors",
               "plans of blocks whose data is float: `User_main` runs on `float` vectors of "
               "this many columns where its code allows; 1 = the device's native width, 0 = off"),
      // ACL_SPECIAL_* write-backs.
      ACL_KNOB(special_bytes, G::WriteBacks, kBytesOff, "transposing-write-backs",
               "split budget when a staged write-back transposes (ROT90/270, transpose); 0 = off"),
      ACL_KNOB(special_wg, G::WriteBacks, kGroupOff, "transposing-write-backs",
               "work-group target when a write-back transposes; 0 = off"),
      ACL_KNOB(transpose_lanes, G::WriteBacks, kVector, "transposes-in-registers-on-cpus",
               "transposing write-backs: a work-item owns a square of as many columns as fill "
               "this many bytes (16 at most) and as many rows, loads its rows as vectors and "
               "turns them into its columns in registers; 0 = off"),
      ACL_KNOB(
          scale_bytes, G::WriteBacks, kBytesOff, "staged-scaling",
          "split budget when a staged write-back scales by 2^k (`ENLARGE`, `SHRINK`); 0 = off"),
      ACL_KNOB(lane_shrink, G::WriteBacks, kRows, "shrink-from-private-memory",
               "`SHRINK` with lanes stores each kept row's kept words as one vector from private "
               "memory, this many kept rows per work-item; 0 = staged"),
      ACL_KNOB(
          shrink_columns, G::WriteBacks, kSwitch, "shrink-into-kept-columns",
          "`SHRINK` plans whose rows take no lanes give work-items the kept columns, stored from "
          "private memory"),
      ACL_KNOB(kept_rows, G::WriteBacks, kSwitch, "shrink-into-kept-columns",
               "`SHRINK` plans whose work-items take the kept columns plan blocks shorter than "
               "`2^k` rows on the kept rows only, so no work-group is launched to skip its "
               "block"),
      ACL_KNOB(lane_enlarge, G::WriteBacks, kRows, "enlarge-from-private-memory",
               "`ENLARGE` takes lanes and stores each destination row of them as one vector from "
               "private memory, this many rows per work-item (without `lane_bytes` only where the "
               "stores stream); 0 = staged"),
      ACL_KNOB(enlarge_bytes, G::WriteBacks, kVector, "streamed-enlarge-on-cpus",
               "bytes of that vector: the lanes are `enlarge_bytes >> k` bytes of a source row"),
      ACL_KNOB(
          stream_bytes, G::WriteBacks, {0, 0xffffffffu}, "streamed-enlarge-on-cpus",
          "`ENLARGE` destinations of at least this many bytes take non-temporal stores of those "
          "vectors; 0 = never"),
  };
}

/// Data with a margin.
std::vector<Knob> margin_knobs() {
  using G = KnobGroup;
  return {
      ACL_KNOB(
          halo_rows, G::Margins, {0, 256}, "halo-rows-on-nvidia",
          "vertical SEPARATE data with a margin: split budget of this many rows per margin word, a "
          "work-group per block; 0 = off"),
      ACL_KNOB(halo_wg, G::Margins, kGroupOff, "halo-groups-on-cpus",
               "work-group target of plans with a margin; 0 = off"),
      ACL_KNOB(sweep_rows, G::Margins, {0, 1024}, "row-sweeps-on-cpus",
               "a work-group runs this many block rows of data with a margin in turn, keeping the "
               "window rows they share; 0 = off"),
      ACL_KNOB(z_walk, G::Margins, {0, 64}, "z-walks-on-gpus",
               "single-level plans of data with a margin along z (`margin_z`) in private "
               "windows: a work-group walks its block column down the slices, each work-item "
               "keeping the window planes the next slice shares and loading only the new one, "
               "this many rows per work-item; 0 = off"),
      ACL_KNOB(window_margin, G::Margins, {0, 64}, "local-windows-on-gpus",
               "vertical SEPARATE data only read with at least this margin, which `User_main` "
               "reads only through `p[i]` and `*get_acl_xy`, is staged in a local tile and "
               "`User_main` reads its window there; 0 = off (at any margin such data whose "
               "private windows do not fit still moves there)"),
      ACL_KNOB(window_rows, G::Margins, {1, 256}, "local-windows-on-gpus",
               "rows per work-item of such local windows"),
      ACL_KNOB(window_unrolled, G::Margins, {0, 1 << 20}, "local-windows-on-cpus",
               "classes with `unroll_hints`: such local windows' rows per work-item halve "
               "until rows x (2m+1)^2 window words stay within this; 0 = no cap"),
      ACL_KNOB(window_wg, G::Margins, kGroup, "local-windows-on-gpus",
               "work-group target of such local windows"),
      ACL_KNOB(window_by_rows, G::Margins, {0, 64}, "local-windows-on-cpus",
               "data `User_main` reads only through `*get_acl_xy` takes local windows from this "
               "margin (or `window_margin` if lower), in tiles kept by rows (neighbouring "
               "work-items read neighbouring words); 0 = off: tiles by columns from "
               "`window_margin`"),
  };
}

/// Dependencies: ACL_RNO0 walks.
std::vector<Knob> rno0_knobs() {
  using G = KnobGroup;
  return {
      ACL_KNOB(rno_bytes, G::Dependencies, kBytesOff, "rno0-walks-on-gpus",
               "split budget of plans with `ACL_RNO0` data; 0 = off"),
      ACL_KNOB(rno_prefetch, G::Dependencies, kSwitch, "rno0-walks-on-gpus",
               "`ACL_RNO0` plans keep the class's prefetch"),
      ACL_KNOB(
          rno_barrier, G::Dependencies, kSwitch, "rno0-walks-on-cpus",
          "`ACL_RNO0` walks end each block with a barrier, so PoCL vectorises the work-item loop "
          "inside the walk"),
      ACL_KNOB(rno_strip, G::Dependencies, {0, 4096}, "rno0-strips-on-cpus",
               "`ACL_RNO0` walks: a work-group is one work-item walking a strip of this many "
               "work-items' columns, each block's work-items a plain loop that LLVM "
               "vectorises, their blocks above kept in one private array (no barrier); "
               "0 = off"),
      ACL_KNOB(rno_loaders, G::Dependencies, {0, 1024}, "rno0-loaders-on-gpus",
               "`ACL_RNO0` walks of vertical data: this many more work-items per group stage the "
               "next block of the data only read in local memory as 16-byte vectors while the "
               "others run `User_main` on the current one; 0 = off"),
  };
}

/// Dependencies (ACL_RNO1/RNO2 wavefronts, scans, pyramids) and ACL_RANDOM.
std::vector<Knob> dependency_knobs() {
  using G = KnobGroup;
  return {
      ACL_KNOB(wave_wg, G::Dependencies, kGroup, "wavefront-tiles",
               "work-group target of wavefront plans (`ACL_RNO1`/`RNO2`)"),
      ACL_KNOB(wave_rows, G::Dependencies, {1, 4096}, "wavefront-tiles",
               "block rows per tile of an `ACL_RNO1` wavefront"),
      ACL_KNOB(wave_bytes, G::Dependencies, kBytes, "wavefront-tiles",
               "split budget of wavefront plans"),
      ACL_KNOB(wave_pipeline, G::Dependencies, kSwitch, "wavefront-pipelines",
               "wavefront plans run in one launch, work-groups taking bands of block rows by "
               "ticket; 0 = a launch per diagonal of tiles"),
      ACL_KNOB(wave_cols, G::Dependencies, {1, 64}, "wavefront-pipelines",
               "pipelines: portion columns a work-item runs between two barriers (a power of "
               "two; its rows move as vectors where they can)"),
      ACL_KNOB(wave_chunk, G::Dependencies, {1, 65536}, "wavefront-pipelines",
               "pipelines: portion columns a band hands the band below at a time"),
      ACL_KNOB(wave_backoff, G::Dependencies, {0, 65536}, "wavefront-pipelines",
               "pipelines: most pause rounds between two polls of the band above (doubling "
               "from 1; 0 = poll without pausing)"),
      ACL_KNOB(wave_cas_reads, G::Dependencies, kSwitch, "wavefront-pipelines",
               "pipelines: the band above's progress and edge words read as "
               "`atomic_cmpxchg(p, 0, 0)`; 0 = `atomic_or(p, 0)`"),
      ACL_KNOB(wave_band_rows, G::Dependencies, {0, 4096}, "band-walks-on-cpus",
               "pipelines in work-groups of one work-item walking this many block rows, chunk "
               "by chunk, row after row inside a chunk; 0 = off (bands of `wave_wg` work-items)"),
      ACL_KNOB(wave_band_cols, G::Dependencies, {1, 65536}, "band-walks-on-cpus",
               "band walks: portion columns of a chunk (rounded to a power of two, less the "
               "columns a row reads before and past its own)"),
      ACL_KNOB(wave_band_bytes, G::Dependencies, {0, 65536}, "band-walks-on-cpus",
               "band walks: split budget (0 = `wave_bytes`); a walk goes along a row of "
               "portions, so every word of a portion's column is a cache line it keeps"),
      ACL_KNOB(
          scan_wg, G::Dependencies, kGroup, "one-pass-sums",
          "work-group target of `ACL_RNO1_SUM` and `_SCAN` plans (the columns of a band's blocks)"),
      ACL_KNOB(scan_bytes, G::Dependencies, kBytes, "one-pass-sums",
               "split budget of `ACL_RNO1_SUM` and `_SCAN` plans (the rows of a band: bytes / 4)"),
      ACL_KNOB(
          scan_inclusive, G::Dependencies, {1, 65536}, "one-pass-sums",
          "`ACL_RNO1_SUM` and `_SCAN` plans: every this many bands publish their running column "
          "totals; the others only their own, which the bands below add up"),
      ACL_KNOB(scan_window, G::Dependencies, {1, 64}, "one-pass-sums",
               "`ACL_RNO1_SUM` and `_SCAN` plans: bands a look-back reads at once (the "
               "running totals then cross that many bands a round trip)"),
      ACL_KNOB(
          scan_prefetch, G::Dependencies, kSwitch, "one-pass-sums",
          "`ACL_RNO1_SUM` and `_SCAN` plans: a band's next block is loaded before this block's "
          "column and row sums (its latency hides behind them)"),
      ACL_KNOB(
          scan_tiles, G::Dependencies, kSwitch, "one-pass-sums",
          "`ACL_RNO1_SUM` and `_SCAN` plans: a work-group per block, by ticket in raster order, "
          "looking back along its rows as well as up its columns, instead of a work-group "
          "per band walking its blocks"),
      ACL_KNOB(pyramid_wg, G::Dependencies, kGroup, "rows-over-the-row-above",
               "work-group target of `ACL_RNO0` rows with a margin (a strip of the row is "
               "work-group x split words)"),
      ACL_KNOB(pyramid_bytes, G::Dependencies, kBytes, "rows-over-the-row-above",
               "split budget of `ACL_RNO0` rows with a margin (words of a row per work-item)"),
      ACL_KNOB(pyramid_rows, G::Dependencies, {1, 4096}, "rows-over-the-row-above",
               "`ACL_RNO0` rows with a margin: rows a work-group runs per band (fewer where the "
               "recomputed margin, m x rows a side, would pass a quarter of the strip)"),
      ACL_KNOB(pyramid_ahead, G::Dependencies, {0, 16}, "rows-over-the-row-above",
               "`ACL_RNO0` rows with a margin: the words of the data only read are loaded this "
               "many rows ahead into registers (the band's row loop unrolled as many times), "
               "the first ones before the band waits for the band above; 0 = each row's "
               "words when it runs"),
  };
}

/// Several time steps a launch, and ACL_RANDOM.
std::vector<Knob> steps_knobs() {
  using G = KnobGroup;
  return {
      ACL_KNOB(steps_tiles, G::Dependencies, kSwitch, "time-steps-a-launch",
               "written data with `steps` above 1: the steps in one launch, blocks computed from "
               "tiles in local memory with their margins recomputed; 0 = a launch a step (of the "
               "plan without steps), the results between them in two scratch buffers"),
      ACL_KNOB(steps_wg, G::Dependencies, kGroup, "time-steps-a-launch",
               "work-group target of written data with `steps` above 1"),
      ACL_KNOB(steps_bytes, G::Dependencies, kBytes, "time-steps-a-launch",
               "`steps` above 1: split budget (bytes of a portion, a column of the tile)"),
      ACL_KNOB(steps_cols, G::Dependencies, {1, 4096}, "time-steps-a-launch",
               "`steps` above 1: columns a work-group computes each step, its block and the "
               "margin the steps recompute (the block narrower where the margin takes it all)"),
      ACL_KNOB(steps_rows, G::Dependencies, {1, 4096}, "time-steps-a-launch",
               "`steps` above 1: rows a work-group computes each step, its block and the margin "
               "(fewer where the tiles pass the local budget)"),
      // ACL_RANDOM.
      ACL_KNOB(
          random_group_per_block, G::Random, kSwitch, "a-group-per-block",
          "plans with `ACL_RANDOM` data run a work-group per block instead of persistent groups"),
  };
}

/// ACL_TILE and launches over several devices.
std::vector<Knob> tile_knobs() {
  using G = KnobGroup;
  return {
      // ACL_TILE (docs/planner.md, tiled plans).
      ACL_KNOB(tile_wg_x, G::Tiles, {1, 1024}, "gpu-tiles", "work-items of a 2-D group along x"),
      ACL_KNOB(tile_wg_y, G::Tiles, {1, 1024}, "gpu-tiles", "work-items of a 2-D group along y"),
      ACL_KNOB(tile_x, G::Tiles, {1, 16}, "gpu-tiles",
               "words per work-item along x (as the `tile` attribute)"),
      ACL_KNOB(tile_y, G::Tiles, {1, 16}, "gpu-tiles", "words per work-item along y"),
      ACL_KNOB(tile_run, G::Tiles, {1, 16, true}, "gpu-tiles",
               "a work-item's words come in runs this long (the vector width)"),
      ACL_KNOB(tile_chunk, G::Tiles, {1, 4096}, "gpu-tiles",
               "level-2 words staged in local memory at a time"),
      ACL_KNOB(tile_pad, G::Tiles, {0, 64}, "tile-padding",
               "padding words per row of a local tile: k-rows of transposed tiles; every row with "
               "`tile_cpu`"),
      ACL_KNOB(tile_fill, G::Tiles, {0, 1024}, "gpu-tiles",
               "work-groups (to 8x8, where the operands' rows take vectors), then tiles, shrink "
               "until the blocks are at least compute units x this"),
      ACL_KNOB(tile_band, G::Tiles, {0, 256}, "bands-of-block-rows",
               "blocks run in bands this many block rows tall, column by column; 0 = row by row"),
      ACL_KNOB(tile_split_k, G::Tiles, {0, 64}, "split-k",
               "blocks of the last, partial round (compute units x `tile_fill` blocks a round) "
               "split their k into at most this many parts, summed in k order, where "
               "`User_main` only adds to its level-1 output; 0 = off"),
      ACL_KNOB(tile_split_rounds, G::Tiles, {0, 1 << 20}, "split-k",
               "`tile_split_k` splits only where at most this many whole rounds of blocks run "
               "before the last one"),
      ACL_KNOB(tile_warp_x, G::Tiles, {0, 32, true}, "gpu-tiles",
               "lanes of a 32-wide warp along x (experiments); 0 = lanes follow x rows"),
      ACL_KNOB(
          tile_down, G::Tiles, kSwitch, "gpu-tiles",
          "transposing copies give consecutive work-items consecutive level-1 words (experiments)"),
      ACL_KNOB(tile_swizzle, G::Tiles, kSwitch, "tile-padding",
               "transposed local tiles swizzle their columns by k-row instead of padding rows: "
               "copies hit 32 banks and fragments are read as vectors"),
      ACL_KNOB(
          tile_branchless, G::Tiles, kSwitch, "cpu-tiles",
          "no branches between barriers (PoCL replicates the code after a barrier for every path "
          "that reaches it)"),
      ACL_KNOB(tile_cpu, G::Tiles, kSwitch, "cpu-tiles",
               "plans with level-2 data keep each work-item's tile in registers over long chunks "
               "(the CPU strategy)"),
      ACL_KNOB(tile_lanes, G::Tiles, {0, 16, true}, "cpu-tile-lanes",
               "CPU strategy: `User_main` runs on `float` vectors of this many result columns "
               "where its code allows; 1 = the device's native width, 0 = off"),
      ACL_KNOB(tile_lane_x, G::Tiles, {1, 8, true}, "cpu-tile-lanes",
               "CPU strategy on vectors: vectors per tile row (a power of two)"),
      ACL_KNOB(tile_lane_y, G::Tiles, {1, 32}, "cpu-tile-lanes",
               "CPU strategy on vectors: tile rows at 16 lanes (fewer lanes: fewer rows in "
               "proportion)"),
      ACL_KNOB(tile_direct, G::Tiles, {0, 1 << 20}, "cpu-tile-direct",
               "CPU strategy: level-2 data whose rows run along the result's x (B of A x B) is "
               "read straight from global memory, not copied into a padded local tile, where "
               "its row pitch is no multiple of this many bytes (rows that far apart share cache "
               "sets) and its last block column is whole or at most half full; 0 = never"),
      ACL_KNOB(tile_copy_wg_y, G::Tiles, {0, 1024}, "cpu-tile-copies",
               "CPU strategy: where level-2 data along the result's x (B of A x B) is copied "
               "into local memory, groups may grow to this many rows (doubling from "
               "`tile_wg_y`) while `tile_copy_rows` says it pays and local memory still holds "
               "a whole `tile_chunk`; 0 = never"),
      ACL_KNOB(tile_copy_rows, G::Tiles, {0, 4096}, "cpu-tile-copies",
               "CPU strategy: what a chunk's copy of B costs a block, in block rows of k loop; "
               "the estimate that sizes `tile_copy_wg_y` groups is rounds of blocks over the "
               "compute units x (block rows + this)"),
      // Launches over several devices (docs/multi-device.md).
      ACL_KNOB(piece_views, G::Plan, kSwitch, "",
               "launches over several devices: a device's piece of a buffer is a sub-buffer "
               "where it starts aligned (written data: where the pieces do not overlap); 0 = "
               "copies into buffers of the device's own"),
  };
}

/// The knobs in the order of the docs' tables (docs/planner.md).
std::vector<Knob> build() {
  std::vector<Knob> all;
  for (std::vector<Knob> group :
       {plan_knobs(), reduction_knobs(), memory_knobs(), lane_knobs(), margin_knobs(),
        rno0_knobs(), dependency_knobs(), steps_knobs(), tile_knobs()})
    all.insert(all.end(), group.begin(), group.end());
  return all;
}

#undef ACL_KNOB

}  // namespace

const std::vector<Knob>& knob_list() {
  static const std::vector<Knob> list = build();
  return list;
}

}  // namespace acl::detail
