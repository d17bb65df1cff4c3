// The device table: which knob values each kind of device gets (CLBlast's database is the
// model). A row matches by device class, vendor and device name ("" = any) and sets a few
// knobs over the rows less specific than it; the default row sets every knob to
// StrategyKnobs' initializers and is what a device matching no other row (class "other")
// plans with. The measurements behind the values are in bench/results/knobs/README.md, one
// section per strategy (named below where a row's comment gives a reason); docs/planner.md
// shows the table (rendered by knob_table_markdown).
#include "device/knobs.hpp"

namespace acl::detail {
namespace {

/// Every device: every knob at StrategyKnobs' initializers (device/profile.hpp), the one
/// place the defaults are written.
DeviceRow default_row() {
  DeviceRow row;
  const StrategyKnobs defaults;
  for (const Knob& k : knob_list()) row.knobs.emplace_back(k.name, k.get(defaults));
  return row;
}

// Three pairs a line read as a table.
// clang-format off

/// GPUs: 256-wide groups, 16-byte vectors, one resident wave of groups; lanes, vector
/// write-backs and the tiled strategy's fast paths. One-pass sums in a group per block,
/// which beat bands of one block row ("One-pass sums"). NVIDIA GPUs (measured on the H100
/// and H200): wavefronts keep a launch per diagonal, faster there than the pipeline of
/// bands ("Wavefront pipelines"); data with a margin in groups of 128 (`halo_wg` in "Halo
/// groups on CPUs"); ACL_RNO0 walks with 160 loader work-items ("RNO0 loaders on GPUs").
std::vector<DeviceRow> gpu_rows() {
  return {
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
      {"steps_tiles", 1},         {"steps_wg", 256},            {"steps_bytes", 16},
      {"steps_cols", 40},         {"steps_rows", 40},
      {"tile_pad", 2},            {"tile_band", 4},             {"window_margin", 5}}},
    {"gpu", "NVIDIA", "",
     {{"groups_per_cu", 16}, {"wg_target_nested", 1024}, {"chunk_words", 1024},
      {"halo_rows", 16},     {"wave_pipeline", 0},          {"halo_wg", 128},
      {"rno_loaders", 160},  {"tile_split_k", 16},        {"tile_split_rounds", 4}}},
  };
}

/// CPUs (PoCL): groups as wide as the rows and a word per work-item, so PoCL vectorises a
/// group's work-item loop; no prefetch; local windows from margin 14, where private windows
/// with row sweeps stop paying, 4 rows a work-item there; data read only through
/// *get_acl_xy in tiles by rows from margin 4 ("Local windows on CPUs"); margins in groups
/// of 64 and SHRINK's blocks on the kept rows only ("SHRINK into kept columns").
/// PoCL 5's CPU devices (named cpu-<arch>; PoCL 3 names them pthread-<arch>): its work-item
/// loop vectorised with 128-bit vectors where a plain loop takes the target's full width,
/// so a block's work-items run as a loop; margins in private windows of 32-wide blocks
/// rather than row sweeps ("Row loops on CPUs"), which also beat local tiles by rows below
/// margin 14 ("Local windows on CPUs"); groups of 8 rows where B is copied, since taller
/// groups do not pay where the last-level cache holds the operands ("CPU tile copies");
/// wavefront pipelines of 4 work-items a band ("Wavefront pipelines").
std::vector<DeviceRow> cpu_rows() {
  return {
    {"cpu", "", "",
     {{"wg_target", 4096},        {"fit_width", 1},             {"split_bytes", 1},
      {"groups_per_cu", 0},       {"prefetch", 0},              {"private_bytes", 8192},
      {"group_private_bytes", 1 << 20}, {"unroll_hints", 1},    {"split_bytes_nested", 32},
      {"vectorize_hints", 1},     {"in_place_reads", 1},
      {"group_fast_body", 1},
      {"chunk_words", 1024},      {"special_bytes", 128},       {"special_wg", 32},
      {"lane_enlarge", 1},        {"enlarge_bytes", 64},        {"stream_bytes", 48 << 20},
      {"halo_wg", 64},            {"sweep_rows", 4},            {"rno_barrier", 1},
      {"line_bytes", 128},        {"line_strip_bytes", 8192},   {"column_strip_bytes", 2048},
      {"column_runs", 8},         {"init_group_words", 65536},
      {"rno_bytes", 16},          {"rno_strip", 1024},
      {"wave_wg", 16},            {"wave_rows", 16},            {"wave_bytes", 64},
      {"wave_cols", 16},          {"wave_band_rows", 16},       {"scan_prefetch", 0},
      {"wave_cas_reads", 1},
      {"scan_wg", 8},             {"scan_bytes", 256},          {"pyramid_wg", 1},
      {"pyramid_bytes", 16384},   {"pyramid_rows", 64},
      {"steps_tiles", 0},         {"steps_wg", 1},              {"steps_bytes", 32},
      {"steps_cols", 256},        {"steps_rows", 64},
      {"tile_wg_x", 8},           {"tile_wg_y", 8},             {"tile_x", 16},
      {"tile_run", 8},            {"tile_pad", 16},             {"tile_branchless", 1},
      {"tile_cpu", 1},            {"tile_y", 14},               {"tile_chunk", 256},
      {"transpose_lanes", 64},    {"window_margin", 14},
      {"window_unrolled", 4400},  {"tile_lanes", 1},            {"tile_direct", 8192},
      {"tile_band", 8},           {"user_lanes", 1},            {"kept_rows", 1},
      {"tile_copy_wg_y", 32},     {"tile_copy_rows", 32},
      {"window_by_rows", 4}}},
    {"cpu", "", "cpu-",
     {{"row_loop", 1},            {"sweep_rows", 0},            {"halo_wg", 32},
      {"window_by_rows", 14},     {"tile_copy_wg_y", 0},        {"wave_wg", 4},
      {"wave_band_rows", 0},      {"wave_cas_reads", 0}}},
  };
}

/// PoCL's CPU drivers (pthread-<arch> in PoCL 3, cpu-<arch> in PoCL 5) whatever the class
/// plans as: the knobs that follow PoCL's compiler rather than a strategy. Branches between
/// barriers: PoCL copies the code after a barrier for each path that reaches it, which makes
/// the GPU class's ACL_TILE kernels (ACL_DEVICE_CLASS=gpu) too slow to build there
/// (bench/results/knobs, "CPU tiles").
std::vector<DeviceRow> pocl_rows() {
  return {
    {"", "", "pthread-", {{"tile_branchless", 1}}},
    {"", "", "cpu-",     {{"tile_branchless", 1}}},
  };
}

// clang-format on

}  // namespace

const std::vector<DeviceRow>& device_rows() {
  static const std::vector<DeviceRow> rows = [] {
    std::vector<DeviceRow> all = {default_row()};
    for (std::vector<DeviceRow> more : {gpu_rows(), cpu_rows(), pocl_rows()})
      all.insert(all.end(), more.begin(), more.end());
    return all;
  }();
  return rows;
}

}  // namespace acl::detail
