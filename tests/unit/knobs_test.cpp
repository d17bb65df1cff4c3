// The strategy knobs: the values the device table gives each kind of device, the strict
// ACL_KNOBS parser, and the knob tables of docs/planner.md rendered from the knob list.
#include "device/knobs.hpp"

#include <catch2/catch.hpp>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "device/profile.hpp"
#include "doc_text.hpp"
#include "error.hpp"

#ifndef ACL_SOURCE_DIR
#error "ACL_SOURCE_DIR must name the source tree (tests/CMakeLists.txt sets it)"
#endif

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
          {"line_bytes", k.line_bytes},
          {"line_strip_bytes", k.line_strip_bytes},
          {"column_strip_bytes", k.column_strip_bytes},
          {"column_runs", k.column_runs},
          {"init_group_words", k.init_group_words},
          {"column_rows", k.column_rows},
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
          {"rno_loaders", k.rno_loaders},
          {"rno_strip", k.rno_strip},
          {"wave_wg", k.wave_wg},
          {"wave_rows", k.wave_rows},
          {"wave_bytes", k.wave_bytes},
          {"wave_pipeline", k.wave_pipeline},
          {"wave_cols", k.wave_cols},
          {"wave_chunk", k.wave_chunk},
          {"wave_backoff", k.wave_backoff},
          {"wave_band_rows", k.wave_band_rows},
          {"wave_cas_reads", k.wave_cas_reads},
          {"wave_band_cols", k.wave_band_cols},
          {"wave_band_bytes", k.wave_band_bytes},
          {"scan_wg", k.scan_wg},
          {"scan_bytes", k.scan_bytes},
          {"scan_inclusive", k.scan_inclusive},
          {"scan_window", k.scan_window},
          {"scan_prefetch", k.scan_prefetch},
          {"scan_tiles", k.scan_tiles},
          {"pyramid_wg", k.pyramid_wg},
          {"pyramid_bytes", k.pyramid_bytes},
          {"pyramid_rows", k.pyramid_rows},
          {"pyramid_ahead", k.pyramid_ahead},
          {"steps_tiles", k.steps_tiles},
          {"steps_wg", k.steps_wg},
          {"steps_bytes", k.steps_bytes},
          {"steps_cols", k.steps_cols},
          {"steps_rows", k.steps_rows},
          {"scale_bytes", k.scale_bytes},
          {"special_wg", k.special_wg},
          {"transpose_lanes", k.transpose_lanes},
          {"lane_bytes", k.lane_bytes},
          {"sweep_rows", k.sweep_rows},
          {"z_walk", k.z_walk},
          {"window_margin", k.window_margin},
          {"window_rows", k.window_rows},
          {"window_unrolled", k.window_unrolled},
          {"window_by_rows", k.window_by_rows},
          {"window_wg", k.window_wg},
          {"flatten", k.flatten},
          {"lane_shrink", k.lane_shrink},
          {"lane_enlarge", k.lane_enlarge},
          {"enlarge_bytes", k.enlarge_bytes},
          {"stream_bytes", k.stream_bytes},
          {"shrink_columns", k.shrink_columns},
          {"kept_rows", k.kept_rows},
          {"lane_words", k.lane_words},
          {"unroll_hints", k.unroll_hints},
          {"vectorize_hints", k.vectorize_hints},
          {"in_place_reads", k.in_place_reads},
          {"group_fast_body", k.group_fast_body},
          {"row_loop", k.row_loop},
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
          {"tile_swizzle", k.tile_swizzle},
          {"tile_band", k.tile_band},
          {"tile_split_k", k.tile_split_k},
          {"tile_split_rounds", k.tile_split_rounds},
          {"tile_branchless", k.tile_branchless},
          {"tile_cpu", k.tile_cpu},
          {"tile_lanes", k.tile_lanes},
          {"user_lanes", k.user_lanes},
          {"tile_lane_x", k.tile_lane_x},
          {"tile_lane_y", k.tile_lane_y},
          {"tile_direct", k.tile_direct},
          {"tile_copy_wg_y", k.tile_copy_wg_y},
          {"tile_copy_rows", k.tile_copy_rows},
          {"piece_views", k.piece_views}};
}

/// Converts to anything: counts an aggregate's fields by brace-initializing it.
struct AnyValue {
  template <typename T>
  operator T() const {
    return T{};
  }
};
template <typename T, typename Seq, typename = void>
struct BraceInit : std::false_type {};
template <typename T, size_t... I>
struct BraceInit<T, std::index_sequence<I...>, std::void_t<decltype(T{(void(I), AnyValue{})...})>>
    : std::true_type {};
/// How many fields the aggregate T has.
template <typename T, size_t N = 0>
constexpr size_t field_count() {
  if constexpr (BraceInit<T, std::make_index_sequence<N + 1>>::value)
    return field_count<T, N + 1>();
  else
    return N;
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
    {"line_bytes", 0, 0, 128, 0},
    {"line_strip_bytes", 0, 0, 8192, 0},
    {"column_strip_bytes", 0, 0, 2048, 0},
    {"column_runs", 0, 0, 8, 0},
    {"init_group_words", 64, 64, 65536, 64},
    {"column_rows", 32, 32, 32, 32},
    {"stage_below_bytes", 4, 4, 0, 0},
    {"prefetch", 1, 1, 0, 1},
    {"fit_width", 0, 0, 1, 0},
    {"stage_writes", 1, 1, 1, 1},
    {"local_budget_div", 2, 2, 2, 2},
    {"halo_rows", 16, 0, 0, 0},
    {"halo_wg", 128, 0, 64, 0},
    {"special_bytes", 128, 128, 128, 0},
    {"rno_bytes", 512, 512, 16, 0},
    {"rno_prefetch", 0, 0, 0, 0},
    {"rno_barrier", 0, 0, 1, 0},
    {"rno_loaders", 160, 0, 0, 0},  // NVIDIA: loader work-items in RNO0 walks (H200, 2026-11-26)
    {"rno_strip", 0, 0, 1024, 0},    // CPU: strips of up to 1024 columns (2026-11-29)
    {"wave_wg", 32, 32, 16, 32},
    {"wave_rows", 16, 16, 16, 32},
    {"wave_bytes", 16, 16, 64, 64},  // 64 / 64 / 16 / 64 until the pipelines (issue 18)
    {"wave_pipeline", 0, 1, 1, 1},   // NVIDIA: diagonal launches (H200, 2026-11-26)
    {"wave_cols", 4, 4, 16, 1},
    {"wave_chunk", 32, 32, 32, 32},
    {"wave_backoff", 16, 16, 16, 16},
    {"wave_band_rows", 0, 0, 16, 0},  // CPUs: band walks (PoCL 3.1, 2-core VM, 2026-11-29)
    {"wave_band_cols", 256, 256, 256, 256},
    {"wave_cas_reads", 0, 0, 1, 0},  // CPUs (PoCL 3.1; PoCL 5's cpu-* row 0), knobs README
    {"wave_band_bytes", 0, 0, 0, 0},
    {"scan_wg", 128, 128, 8, 64},       // ACL_RNO1_SUM (issue 18, 2026-11-26)
    {"scan_bytes", 128, 128, 256, 64},  // CPUs: 64-row bands 20-40% faster (PoCL 3.1, 5.0)
    {"scan_inclusive", 1, 1, 1, 1},
    {"scan_window", 2, 2, 1, 1},    // GPUs: H200 8192^2 0.297 ms against 0.305 (2026-11-26)
    {"scan_prefetch", 1, 1, 0, 1},  // PoCL 3.1: 19.0-17.9 ms without, 20.9-21.0 with (2048^2)
    {"scan_tiles", 1, 1, 0, 0},     // GPUs: H200 8192^2 0.209 ms against 0.275 (2026-11-27)
    {"pyramid_wg", 128, 128, 1, 256},   // ACL_RNO0 rows with a margin (2026-11-29)
    {"pyramid_bytes", 8, 8, 16384, 4},  // H200 seam 8192^2 4.22 ms against 8.35 (1 word)
    {"pyramid_rows", 64, 64, 64, 32},
    {"pyramid_ahead", 8, 8, 0, 0},
    {"steps_tiles", 1, 1, 0, 1},     // several time steps a launch (2026-11-29)
    {"steps_wg", 256, 256, 1, 256},
    {"steps_bytes", 16, 16, 32, 16},
    {"steps_cols", 40, 40, 256, 40},  // H200 hotspot 1024^2, 8 steps: 47.3 ms, 64 x 32 54.3
    {"steps_rows", 40, 40, 64, 40},
    {"scale_bytes", 64, 64, 0, 0},
    {"special_wg", 64, 64, 32, 0},
    {"transpose_lanes", 0, 0, 64, 0},
    {"lane_bytes", 16, 16, 0, 0},
    {"sweep_rows", 0, 0, 4, 0},
    {"z_walk", 0, 0, 0, 0},  // slower on the H200 (stencil3d; knobs README)
    {"window_margin", 5, 5, 14, 0},
    {"window_rows", 16, 16, 16, 16},
    {"window_unrolled", 0, 0, 4400, 0},  // PoCL 3.1: 33x33 windows, 45-60 s a build, now ~2
    {"window_wg", 128, 128, 128, 128},
    {"window_by_rows", 0, 0, 4, 0},
    {"flatten", 1, 1, 0, 0},
    {"lane_shrink", 1, 1, 0, 0},
    {"lane_enlarge", 1, 1, 1, 0},
    {"enlarge_bytes", 16, 16, 64, 16},
    {"stream_bytes", 0, 0, 50331648, 0},
    {"shrink_columns", 1, 1, 0, 0},
    {"kept_rows", 0, 0, 1, 0},
    {"lane_words", 4, 4, 0, 0},
    {"unroll_hints", 0, 0, 1, 0},
    {"vectorize_hints", 0, 0, 1, 0},
    {"in_place_reads", 0, 0, 1, 0},
    {"group_fast_body", 0, 0, 1, 0},
    {"row_loop", 0, 0, 0, 0},
    {"random_group_per_block", 1, 1, 0, 0},
    {"tile_wg_x", 16, 16, 8, 16},
    {"tile_wg_y", 16, 16, 8, 16},
    {"tile_x", 8, 8, 16, 8},
    {"tile_y", 8, 8, 14, 8},
    {"tile_run", 4, 4, 8, 4},
    {"tile_chunk", 16, 16, 256, 16},
    {"tile_pad", 2, 2, 16, 4},
    {"tile_fill", 1, 1, 1, 1},
    {"tile_warp_x", 0, 0, 0, 0},
    {"tile_down", 0, 0, 0, 0},
    {"tile_swizzle", 0, 0, 0, 0},
    {"tile_band", 4, 4, 8, 0},
    {"tile_split_k", 16, 0, 0, 0},
    {"tile_split_rounds", 4, 0, 0, 0},
    {"tile_branchless", 0, 0, 1, 0},
    {"tile_cpu", 0, 0, 1, 0},
    {"tile_lanes", 0, 0, 1, 0},
    {"user_lanes", 0, 0, 1, 0},
    {"tile_lane_x", 2, 2, 2, 2},
    {"tile_lane_y", 12, 12, 12, 12},
    {"tile_direct", 0, 0, 8192, 0},
    {"tile_copy_wg_y", 0, 0, 32, 0},
    {"tile_copy_rows", 0, 0, 32, 0},
    {"piece_views", 1, 1, 1, 1},
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

TEST_CASE("knobs: the list names every field of StrategyKnobs once", "[knobs]") {
  const auto direct = fields(StrategyKnobs{});
  std::set<std::string> listed;
  for (const Knob& k : knob_list()) {
    INFO(k.name);
    CHECK(listed.insert(k.name).second);
    CHECK(direct.count(k.name) == 1);
    CHECK(find_knob(k.name) == &k);
    CHECK(k.range.min <= k.range.max);
    CHECK(*k.doc);
    if (k.is_bool) CHECK(k.range.max == 1);
  }
  CHECK(listed.size() == direct.size());
  // A field added to StrategyKnobs without a knob in the list fails here.
  CHECK(field_count<StrategyKnobs>() == knob_list().size());
  // Each knob's setter and getter reach its own field: give every knob a distinct value.
  StrategyKnobs k;
  uint64_t n = 0;
  std::map<std::string, uint64_t> want;
  for (const Knob& knob : knob_list()) {
    const uint64_t v = knob.is_bool      ? n % 2
                       : knob.range.pow2 ? knob.range.max >> (n % 3)
                                         : knob.range.min + n % 7 + 1;
    knob.set(k, v);
    want[knob.name] = v;
    ++n;
  }
  const auto got = fields(k);
  for (const Knob& knob : knob_list()) {
    INFO(knob.name);
    CHECK(got.at(knob.name) == want[knob.name]);
    CHECK(knob.get(k) == want[knob.name]);
  }
}

TEST_CASE("knobs: the device table", "[knobs]") {
  const auto& rows = device_rows();
  REQUIRE(!rows.empty());
  // The default row comes first and sets every knob to StrategyKnobs' initializers.
  CHECK(row_rank(rows.front()) == 0);
  CHECK(rows.front().knobs.size() == knob_list().size());
  const ResolvedKnobs base = resolve_knobs({rows.front()}, DeviceClass::Gpu, "", "");
  CHECK(fields(base.knobs) == fields(StrategyKnobs{}));
  std::set<std::string> labels;
  for (const DeviceRow& r : rows) {
    INFO("row " << row_label(r));
    CHECK(labels.insert(row_label(r)).second);
    const std::set<std::string> classes = {"", "gpu", "cpu", "other"};
    CHECK(classes.count(r.device_class));
    std::set<std::string> names;
    for (const auto& [name, value] : r.knobs) {
      INFO(name << "=" << value);
      CHECK(names.insert(name).second);
      const Knob* k = find_knob(name);
      REQUIRE(k);
      CHECK(in_range(k->range, value));
    }
  }
}

TEST_CASE("knobs: PoCL's CPU drivers build ACL_TILE kernels branch-free under every class",
          "[knobs]") {
  // ACL_DEVICE_CLASS=gpu on PoCL: the GPU class's tiled kernels branch between barriers,
  // which PoCL's compiler took minutes over (mm2, mm3, syr2k at --small did not finish).
  for (DeviceClass cls : {DeviceClass::Gpu, DeviceClass::Cpu, DeviceClass::Other})
    for (const char* name : {"pthread-skylake-avx512-AMD EPYC", "cpu-haswell-Intel Xeon"}) {
      INFO(class_name(cls) << " " << name);
      CHECK(knobs_for(cls, "AuthenticAMD", name).tile_branchless == 1);
    }
  // Real GPUs keep their branches; only that knob follows the driver.
  CHECK(knobs_for(DeviceClass::Gpu, "NVIDIA Corporation", "NVIDIA H200").tile_branchless == 0);
  StrategyKnobs gpu = knobs_for(DeviceClass::Gpu, "AuthenticAMD", "pthread-x");
  gpu.tile_branchless = 0;
  CHECK(fields(gpu) == fields(knobs_for(DeviceClass::Gpu, "AuthenticAMD", "some gpu")));
}

TEST_CASE("knobs: rows apply from the least to the most specific", "[knobs]") {
  // Listed out of order on purpose: the rank, not the position, decides.
  const std::vector<DeviceRow> rows = {
      {"", "", "H200", {{"wg_target", 4}}},
      {"gpu", "NVIDIA", "", {{"wg_target", 3}, {"tile_pad", 3}}},
      {"", "NVIDIA", "", {{"wg_target", 2}, {"tile_pad", 2}, {"tile_run", 2}}},
      {"gpu", "", "", {{"wg_target", 1}, {"tile_pad", 1}, {"tile_run", 1}, {"tile_x", 1}}},
      {"",
       "",
       "",
       {{"wg_target", 7}, {"tile_pad", 7}, {"tile_run", 8}, {"tile_x", 7}, {"tile_y", 7}}},
      {"cpu", "", "", {{"tile_y", 5}}},
  };
  const ResolvedKnobs h200 =
      resolve_knobs(rows, DeviceClass::Gpu, "NVIDIA Corporation", "NVIDIA H200");
  CHECK(h200.rows ==
        std::vector<std::string>{"default", "gpu", "*/NVIDIA", "gpu/NVIDIA", "*/*/H200"});
  CHECK(h200.knobs.wg_target == 4);
  CHECK(h200.knobs.tile_pad == 3);
  CHECK(h200.knobs.tile_run == 2);
  CHECK(h200.knobs.tile_x == 1);
  CHECK(h200.knobs.tile_y == 7);
  const ResolvedKnobs other = resolve_knobs(rows, DeviceClass::Other, "Acme", "H100");
  CHECK(other.rows == std::vector<std::string>{"default"});
  CHECK(other.knobs.wg_target == 7);

  // The built-in table.
  CHECK(resolve_knobs(device_rows(), DeviceClass::Gpu, "NVIDIA Corporation", "NVIDIA H200").rows ==
        std::vector<std::string>{"default", "gpu", "gpu/NVIDIA"});
  CHECK(resolve_knobs(device_rows(), DeviceClass::Cpu, "GenuineIntel", "pthread").rows ==
        std::vector<std::string>{"default", "cpu"});
  CHECK(resolve_knobs(device_rows(), DeviceClass::Other, "", "").rows ==
        std::vector<std::string>{"default"});

  // A row with a value outside its knob's range is an error naming the row and the knob.
  const std::vector<DeviceRow> bad = {{"gpu", "", "", {{"tile_run", 3}}}};
  try {
    resolve_knobs(bad, DeviceClass::Gpu, "", "");
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("row 'gpu'") != std::string::npos);
    CHECK(std::string(e.what()).find("tile_run takes a power of two in 1..16") !=
          std::string::npos);
  }
}

namespace {

/// Runs override_knobs and checks it throws CL_INVALID_VALUE mentioning every piece of
/// `mentions`, leaving the knobs as they were.
void expect_rejected(const std::string& spec, const std::vector<std::string>& mentions) {
  INFO("ACL_KNOBS=" << spec);
  const StrategyKnobs before = knobs_for(DeviceClass::Gpu, "NVIDIA", "H200");
  StrategyKnobs k = before;
  try {
    override_knobs(k, spec);
    FAIL("accepted");
  } catch (const Error& e) {
    INFO("message: " << e.what());
    CHECK(e.code() == CL_INVALID_VALUE);
    CHECK(std::string(e.what()).rfind("ACL_KNOBS: ", 0) == 0);
    for (const std::string& m : mentions) {
      INFO("should mention: " << m);
      CHECK(std::string(e.what()).find(m) != std::string::npos);
    }
  }
  CHECK(fields(k) == fields(before));
}

}  // namespace

TEST_CASE("knobs: ACL_KNOBS values are parsed strictly and range-checked", "[knobs]") {
  // The reliability issue's cases: each was accepted before (as 12, 4294967288, 0, and a
  // division by zero in the planner).
  expect_rejected("wg_target=12abc", {"wg_target=12abc", "wg_target takes 1..65536"});
  expect_rejected("split_bytes=-8", {"split_bytes=-8", "negative", "split_bytes takes 1..65536"});
  expect_rejected("private_bytes=abc", {"private_bytes=abc", "private_bytes takes"});
  expect_rejected("wg_target_nested=0", {"out of range", "wg_target_nested takes 1..65536"});

  for (const Knob& k : knob_list()) {
    const std::string n = k.name, range = n + " takes " + range_text(k.range);
    expect_rejected(n + "=" + std::to_string(k.range.max + 1), {n, range, "out of range"});
    if (k.range.min > 0)
      expect_rejected(n + "=" + std::to_string(k.range.min - 1), {n, range, "out of range"});
    expect_rejected(n + "=abc", {n, range, "not a plain decimal number"});
    expect_rejected(n + "=" + std::to_string(k.range.max) + "abc", {n, range});
    expect_rejected(n + "=1 ", {n, range});
    expect_rejected(n + "= 1", {n, range});
    expect_rejected(n + "=+1", {n, range});
    expect_rejected(n + "=0x1", {n, range});
    expect_rejected(n + "=-1", {n, range, "negative"});
    expect_rejected(n + "=", {n, range, "no value"});
    expect_rejected(n + "=18446744073709551616", {n, range, "out of range"});
    expect_rejected(n + "=99999999999999999999999999", {n, range, "out of range"});
    if (k.range.pow2) expect_rejected(n + "=" + std::to_string(k.range.max - 1), {n, range});

    // The bounds themselves are accepted and set the field.
    for (uint64_t v : {k.range.min, k.range.max}) {
      StrategyKnobs s;
      override_knobs(s, n + "=" + std::to_string(v));
      CHECK(k.get(s) == v);
    }
  }
}

TEST_CASE("knobs: ACL_KNOBS names and items are checked", "[knobs]") {
  expect_rejected("wg_targt=64", {"unknown knob 'wg_targt'", "did you mean wg_target?"});
  expect_rejected("lanes_bytes=8", {"unknown knob", "lane_bytes"});
  expect_rejected("band=2", {"unknown knob 'band'", "tile_band"});
  expect_rejected("nonsense=1", {"unknown knob 'nonsense'", "knobs: wg_target", "tile_branchless"});
  expect_rejected("WG_TARGET=64", {"unknown knob 'WG_TARGET'", "did you mean wg_target"});
  expect_rejected("wg_target", {"'wg_target'", "not knob=value"});
  expect_rejected("wg_target=64,", {"not knob=value"});
  expect_rejected("wg_target=64,,split_bytes=8", {"not knob=value"});
  expect_rejected(",", {"not knob=value"});
  expect_rejected("wg_target=64,wg_target=32", {"wg_target is given twice"});
  // All or nothing: the valid first item is not applied either.
  expect_rejected("wg_target=32,split_bytes=abc", {"split_bytes=abc"});

  StrategyKnobs k = knobs_for(DeviceClass::Cpu, "", "");
  override_knobs(k, "");
  CHECK(k.wg_target == 4096);
  override_knobs(k, "wg_target=64,prefetch=1,stream_bytes=4294967295,lane_bytes=0");
  CHECK(k.wg_target == 64);
  CHECK(k.prefetch);
  CHECK(k.stream_bytes == 4294967295u);
  CHECK(k.lane_bytes == 0);
}

namespace {

const std::string kBegin = "<!-- knob-table: begin";
const std::string kEnd = "<!-- knob-table: end -->";

std::string read_file(const std::string& path) { return acltest::read_text(path); }

/// GitHub's anchor for a heading (doc_text.hpp).
std::string anchor(const std::string& heading) { return acltest::heading_anchor(heading); }

}  // namespace

TEST_CASE("knobs: docs/planner.md shows the knob list and the device table", "[knobs][docs]") {
  const std::string path = std::string(ACL_SOURCE_DIR) + "/docs/planner.md";
  std::string doc = read_file(path);
  const size_t begin = doc.find(kBegin), end = doc.find(kEnd);
  REQUIRE(begin != std::string::npos);
  REQUIRE(end != std::string::npos);
  REQUIRE(begin < end);
  const size_t from = doc.find('\n', begin) + 1;
  const std::string want = knob_table_markdown();
  // ACL_KNOBS_DOC_UPDATE=1 rewrites the text between the markers instead.
  if (const char* u = std::getenv("ACL_KNOBS_DOC_UPDATE"); u && std::string(u) == "1") {
    doc.replace(from, end - from, want + "\n");
    std::ofstream(path, std::ios::binary) << doc;
    WARN("rewrote the knob tables of " << path);
    return;
  }
  INFO(
      "docs/planner.md differs from the knob list: ACL_KNOBS_DOC_UPDATE=1 "
      "build/tests/acl-unit-tests \"[knobs][docs]\" refreshes it");
  CHECK(doc.substr(from, end - from) == want + "\n");
  for (const Knob& k : knob_list())
    CHECK(want.find(std::string("`") + k.name + "`") != std::string::npos);
}

TEST_CASE("knobs: each knob's measurements have a section in bench/results/knobs",
          "[knobs][docs]") {
  std::ifstream in(std::string(ACL_SOURCE_DIR) + "/bench/results/knobs/README.md");
  REQUIRE(in);
  std::set<std::string> anchors;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("#", 0) == 0)
      anchors.insert(anchor(line.substr(line.find_first_not_of('#') + 1)));
  for (const Knob& k : knob_list())
    if (*k.see) {
      INFO(k.name << " -> #" << k.see);
      CHECK(anchors.count(k.see));
    }
}
