// The device table: which knob values each kind of device gets (CLBlast's database is the
// model). A row matches by device class, vendor and device name ("" = any) and sets a few
// knobs over the rows less specific than it; the default row sets every knob and is what a
// device matching no other row (class "other") plans with. The measurements behind the values
// are in bench/results/knobs/README.md, one section per strategy; docs/planner.md shows the
// table (rendered by knob_table_markdown).
#include "device/knobs.hpp"

namespace acl::detail {

const std::vector<DeviceRow>& device_rows() {
  // Three pairs a line read as a table.
  // clang-format off
  static const std::vector<DeviceRow> rows = {
      // Every device; StrategyKnobs' initializers hold the same values (a unit test checks).
      {"", "", "",
       {{"wg_target", 64},          {"pref_multiple", 8},         {"fit_width", 0},
        {"split_bytes", 16},        {"groups_per_cu", 4},         {"prefetch", 1},
        {"private_bytes", 1024},    {"group_private_bytes", 0},   {"local_budget_div", 2},
        {"unroll_hints", 0},        {"wg_target_nested", 64},     {"split_bytes_nested", 16},
        {"chunk_words", 256},       {"stage_below_bytes", 0},     {"stage_writes", 1},
        {"lane_bytes", 0},          {"lane_words", 0},            {"flatten", 0},
        {"special_bytes", 0},       {"special_wg", 0},            {"scale_bytes", 0},
        {"lane_shrink", 0},         {"shrink_columns", 0},        {"lane_enlarge", 0},
        {"enlarge_bytes", 16},      {"stream_bytes", 0},          {"halo_rows", 0},
        {"halo_wg", 0},             {"sweep_rows", 0},            {"rno_bytes", 0},
        {"rno_prefetch", 0},        {"rno_barrier", 0},           {"rno_strip", 0},
        {"wave_wg", 32},
        {"line_bytes", 0},          {"line_strip_bytes", 0},      {"column_strip_bytes", 0},
        {"wave_rows", 32},          {"wave_bytes", 64},           {"wave_pipeline", 1},
        {"wave_cols", 1},           {"wave_chunk", 32},           {"wave_backoff", 16},
        {"scan_wg", 64},            {"scan_bytes", 64},           {"scan_inclusive", 1},
        {"scan_window", 1},         {"scan_prefetch", 1},         {"scan_tiles", 0},
        {"pyramid_wg", 256},        {"pyramid_bytes", 4},         {"pyramid_rows", 32},
        {"pyramid_ahead", 0},
        {"random_group_per_block", 0},
        {"tile_wg_x", 16},          {"tile_wg_y", 16},            {"tile_x", 8},
        {"tile_y", 8},              {"tile_run", 4},              {"tile_chunk", 16},
        {"tile_pad", 4},            {"tile_fill", 1},             {"tile_band", 0},
        {"tile_split_k", 0},        {"tile_split_rounds", 0},
        {"tile_warp_x", 0},         {"tile_down", 0},             {"tile_branchless", 0},
        {"tile_swizzle", 0},        {"user_lanes", 0},
        {"tile_cpu", 0},            {"transpose_lanes", 0},       {"window_margin", 0},
        {"window_rows", 16},        {"window_unrolled", 0},       {"window_wg", 128},
        {"window_by_rows", 0},
        {"tile_lanes", 0},
        {"tile_lane_x", 2},         {"tile_lane_y", 12},          {"tile_direct", 0},
        {"tile_copy_wg_y", 0},      {"tile_copy_rows", 0},
        {"piece_views", 1},
        {"group_fast_body", 0},     {"row_loop", 0},              {"rno_loaders", 0},
        {"kept_rows", 0}}},
      // GPUs: 256-wide groups, 16-byte vectors, one resident wave of groups; lanes, vector
      // write-backs and the tiled strategy's fast paths. One-pass sums in a group per block
      // (H200 8192^2 0.209 ms against 0.275 in bands; bench/results/2026-11-27-h200-scan-tiles).
      {"gpu", "", "",
       {{"wg_target", 256},         {"pref_multiple", 32},        {"groups_per_cu", 8},
        {"private_bytes", 512},     {"wg_target_nested", 256},    {"stage_below_bytes", 4},
        {"lane_bytes", 16},         {"lane_words", 4},            {"flatten", 1},
        {"special_bytes", 128},     {"special_wg", 64},           {"scale_bytes", 64},
        {"lane_shrink", 1},         {"shrink_columns", 1},        {"lane_enlarge", 1},
        {"rno_bytes", 512},         {"wave_rows", 16},            {"wave_bytes", 16},
        {"wave_cols", 4},           {"random_group_per_block", 1},
        {"scan_wg", 128},           {"scan_bytes", 128},          {"scan_window", 2},
        {"scan_tiles", 1},          {"pyramid_ahead", 8},         {"pyramid_rows", 64},
        {"pyramid_wg", 128},        {"pyramid_bytes", 8},
        {"tile_pad", 2},            {"tile_band", 4},             {"window_margin", 5}}},
      // NVIDIA GPUs (measured on the H100 and H200). Wavefronts keep a launch per diagonal:
      // on the H200 the pipeline of bands took 11.1 ms for the 8192^2 summed-area table,
      // the diagonal launches 8.9 (bench/results/2026-11-26-h200-wave). Data with a margin in
      // groups of 128 (bench/results/2026-11-26-h200-margins). ACL_RNO0 walks with 160 loader
      // work-items (bench/results/2026-11-26-h200-rno-loaders: 0.149-0.150 ms at 8192^2,
      // 0.267 without).
      {"gpu", "NVIDIA", "",
       {{"groups_per_cu", 16}, {"wg_target_nested", 1024}, {"chunk_words", 1024},
        {"halo_rows", 16},     {"wave_pipeline", 0},          {"halo_wg", 128},
        {"rno_loaders", 160},  {"tile_split_k", 16},        {"tile_split_rounds", 4}}},
      // CPUs (PoCL): groups as wide as the rows and a word per work-item, so PoCL vectorises
      // a group's work-item loop; no prefetch; local windows from margin 14, where private
      // windows with row sweeps stop paying (bench/results/2026-11-27-cpu-private-inline),
      // 4 rows a work-item there (bench/results/2026-11-27-cpu-window-unrolled); data read
      // only through *get_acl_xy in tiles by rows from margin 4
      // (bench/results/2026-11-27-cpu-window-rows).
      // Margins in groups of 64 and SHRINK's blocks on the kept rows only
      // (bench/results/2026-11-27-cpu-kept-rows).
      {"cpu", "", "",
       {{"wg_target", 4096},        {"fit_width", 1},             {"split_bytes", 1},
        {"groups_per_cu", 0},       {"prefetch", 0},              {"private_bytes", 8192},
        {"group_private_bytes", 1 << 20}, {"unroll_hints", 1},    {"split_bytes_nested", 32},
        {"group_fast_body", 1},
        {"chunk_words", 1024},      {"special_bytes", 128},       {"special_wg", 32},
        {"lane_enlarge", 1},        {"enlarge_bytes", 64},        {"stream_bytes", 48 << 20},
        {"halo_wg", 64},            {"sweep_rows", 4},            {"rno_barrier", 1},
        {"line_bytes", 128},        {"line_strip_bytes", 8192},   {"column_strip_bytes", 2048},
        {"rno_bytes", 16},          {"rno_strip", 1024},
        {"wave_wg", 16},            {"wave_rows", 16},            {"wave_bytes", 64},
        {"wave_cols", 16},          {"scan_prefetch", 0},
        {"scan_wg", 8},             {"scan_bytes", 256},          {"pyramid_wg", 1},
        {"pyramid_bytes", 16384},   {"pyramid_rows", 64},
        {"tile_wg_x", 8},           {"tile_wg_y", 8},             {"tile_x", 16},
        {"tile_run", 8},            {"tile_pad", 16},             {"tile_branchless", 1},
        {"tile_cpu", 1},            {"tile_y", 14},               {"tile_chunk", 256},
        {"transpose_lanes", 64},    {"window_margin", 14},
        {"window_unrolled", 4400},  {"tile_lanes", 1},            {"tile_direct", 8192},
        {"tile_band", 8},           {"user_lanes", 1},            {"kept_rows", 1},
        {"tile_copy_wg_y", 32},     {"tile_copy_rows", 32},
        {"window_by_rows", 4}}},
      // PoCL 5's CPU devices (named cpu-<arch>; PoCL 3 names them pthread-<arch>): its
      // work-item loop vectorised with 128-bit vectors where a plain loop takes the target's
      // full width, so a block's work-items run as a loop; margins in private windows of
      // 32-wide blocks rather than row sweeps (bench/results/2026-11-26-xeon-rowloop), which
      // also beat local tiles by rows below margin 14 (Xeon, 1536^2 box sums: R 4 1.8-2.0 ms
      // against 3.8, R 8 8.1-9.3 against 11.9-16.2; bench/results/2026-11-27-cpu-window-rows).
      // Groups of 8 rows where B is copied: on the GPU machine's 16-core Xeon, whose L3 holds
      // the operands, taller groups gained nothing at 2048^3, 2047^3 and 4096^3 and lost at
      // 1500^3 (10.4 ms against 8.9; bench/results/2026-11-28-cpu-tile-copies).
      {"cpu", "", "cpu-",
       {{"row_loop", 1},            {"sweep_rows", 0},            {"halo_wg", 32},
        {"window_by_rows", 14},     {"tile_copy_wg_y", 0}}},
  };
  // clang-format on
  return rows;
}

}  // namespace acl::detail
