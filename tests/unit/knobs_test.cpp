// The strategy knobs: the values the device table gives each kind of device.
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>

#include "device/profile.hpp"

namespace {

using namespace acl::detail;

/// Every field of StrategyKnobs by name, read directly (not through the knob list).
std::map<std::string, uint64_t> fields(const StrategyKnobs& k) {
  return {{"wg_target", k.wg_target},
          {"pref_multiple", k.pref_multiple},
          {"split_bytes", k.split_bytes},
          {"wg_target_nested", k.wg_target_nested},
          {"split_bytes_nested", k.split_bytes_nested},
          {"private_bytes", k.private_bytes},
          {"group_private_bytes", k.group_private_bytes},
          {"chunk_words", k.chunk_words},
          {"groups_per_cu", k.groups_per_cu},
          {"stage_below_bytes", k.stage_below_bytes},
          {"prefetch", k.prefetch},
          {"fit_width", k.fit_width},
          {"stage_writes", k.stage_writes},
          {"local_budget_div", k.local_budget_div},
          {"halo_rows", k.halo_rows},
          {"halo_wg", k.halo_wg},
          {"special_bytes", k.special_bytes},
          {"rno_bytes", k.rno_bytes},
          {"rno_prefetch", k.rno_prefetch},
          {"rno_barrier", k.rno_barrier},
          {"wave_wg", k.wave_wg},
          {"wave_rows", k.wave_rows},
          {"wave_bytes", k.wave_bytes},
          {"scale_bytes", k.scale_bytes},
          {"special_wg", k.special_wg},
          {"lane_bytes", k.lane_bytes},
          {"sweep_rows", k.sweep_rows},
          {"flatten", k.flatten},
          {"lane_shrink", k.lane_shrink},
          {"lane_enlarge", k.lane_enlarge},
          {"enlarge_bytes", k.enlarge_bytes},
          {"stream_bytes", k.stream_bytes},
          {"shrink_columns", k.shrink_columns},
          {"lane_words", k.lane_words},
          {"unroll_hints", k.unroll_hints},
          {"random_group_per_block", k.random_group_per_block},
          {"tile_wg_x", k.tile_wg_x},
          {"tile_wg_y", k.tile_wg_y},
          {"tile_x", k.tile_x},
          {"tile_y", k.tile_y},
          {"tile_run", k.tile_run},
          {"tile_chunk", k.tile_chunk},
          {"tile_pad", k.tile_pad},
          {"tile_fill", k.tile_fill},
          {"tile_warp_x", k.tile_warp_x},
          {"tile_down", k.tile_down},
          {"tile_band", k.tile_band},
          {"tile_branchless", k.tile_branchless}};
}

/// A knob's value on each kind of device the table tells apart.
struct Defaults {
  const char* knob;
  uint64_t nvidia, gpu, cpu, other;
};

// What knobs_for gave before the device table (the positional table and the `if (cls == Gpu)`
// chains of profile.cpp at 7e931ad). The golden kernels depend on these.
const Defaults kDefaults[] = {
    {"wg_target", 256, 256, 4096, 64},
    {"pref_multiple", 32, 32, 8, 8},
    {"split_bytes", 16, 16, 1, 16},
    {"wg_target_nested", 1024, 256, 64, 64},
    {"split_bytes_nested", 16, 16, 32, 16},
    {"private_bytes", 512, 512, 8192, 1024},
    {"group_private_bytes", 0, 0, 1048576, 0},
    {"chunk_words", 1024, 256, 1024, 256},
    {"groups_per_cu", 16, 8, 0, 4},
    {"stage_below_bytes", 4, 4, 0, 0},
    {"prefetch", 1, 1, 0, 1},
    {"fit_width", 0, 0, 1, 0},
    {"stage_writes", 1, 1, 1, 1},
    {"local_budget_div", 2, 2, 2, 2},
    {"halo_rows", 16, 0, 0, 0},
    {"halo_wg", 0, 0, 256, 0},
    {"special_bytes", 128, 128, 128, 0},
    {"rno_bytes", 512, 512, 0, 0},
    {"rno_prefetch", 0, 0, 0, 0},
    {"rno_barrier", 0, 0, 1, 0},
    {"wave_wg", 32, 32, 16, 32},
    {"wave_rows", 16, 16, 16, 32},
    {"wave_bytes", 64, 64, 16, 64},
    {"scale_bytes", 64, 64, 0, 0},
    {"special_wg", 64, 64, 32, 0},
    {"lane_bytes", 16, 16, 0, 0},
    {"sweep_rows", 0, 0, 8, 0},
    {"flatten", 1, 1, 0, 0},
    {"lane_shrink", 1, 1, 0, 0},
    {"lane_enlarge", 1, 1, 1, 0},
    {"enlarge_bytes", 16, 16, 64, 16},
    {"stream_bytes", 0, 0, 50331648, 0},
    {"shrink_columns", 1, 1, 0, 0},
    {"lane_words", 4, 4, 0, 0},
    {"unroll_hints", 0, 0, 1, 0},
    {"random_group_per_block", 1, 1, 0, 0},
    {"tile_wg_x", 16, 16, 8, 16},
    {"tile_wg_y", 16, 16, 8, 16},
    {"tile_x", 8, 8, 16, 8},
    {"tile_y", 8, 8, 8, 8},
    {"tile_run", 4, 4, 8, 4},
    {"tile_chunk", 16, 16, 16, 16},
    {"tile_pad", 2, 2, 0, 4},
    {"tile_fill", 1, 1, 1, 1},
    {"tile_warp_x", 0, 0, 0, 0},
    {"tile_down", 0, 0, 0, 0},
    {"tile_band", 4, 4, 0, 0},
    {"tile_branchless", 0, 0, 1, 0},
};

}  // namespace

TEST_CASE("knobs: every class and vendor keeps its values", "[knobs]") {
  struct Device {
    DeviceClass cls;
    const char* vendor;
    const char* name;
    uint64_t Defaults::*column;
  };
  const Device devices[] = {
      {DeviceClass::Gpu, "NVIDIA", "H200", &Defaults::nvidia},
      {DeviceClass::Gpu, "NVIDIA Corporation", "NVIDIA H100 80GB HBM3", &Defaults::nvidia},
      {DeviceClass::Gpu, "Advanced Micro Devices, Inc.", "gfx90a", &Defaults::gpu},
      {DeviceClass::Gpu, "Intel(R) Corporation", "Intel(R) Arc(TM) A770", &Defaults::gpu},
      {DeviceClass::Cpu, "GenuineIntel", "pthread-Intel(R) Xeon(R)", &Defaults::cpu},
      {DeviceClass::Cpu, "NVIDIA", "not a GPU", &Defaults::cpu},
      {DeviceClass::Other, "", "", &Defaults::other},
      {DeviceClass::Other, "NVIDIA", "an accelerator", &Defaults::other},
  };
  REQUIRE(std::size(kDefaults) == fields(StrategyKnobs{}).size());
  for (const Device& d : devices) {
    const auto got = fields(knobs_for(d.cls, d.vendor, d.name));
    for (const Defaults& e : kDefaults) {
      INFO(class_name(d.cls) << " '" << d.vendor << "' '" << d.name << "': " << e.knob);
      REQUIRE(got.count(e.knob));
      CHECK(got.at(e.knob) == e.*d.column);
    }
  }
}
