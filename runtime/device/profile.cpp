// Device snapshot from clGetDeviceInfo and the table of per-class strategy knobs.
#include "device/profile.hpp"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "error.hpp"

namespace acl::detail {
namespace {

std::string device_string(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  check_cl(clGetDeviceInfo(d, what, 0, nullptr, &n), "clGetDeviceInfo");
  std::string s(n, '\0');
  check_cl(clGetDeviceInfo(d, what, n, s.data(), nullptr), "clGetDeviceInfo");
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

template <typename T>
T device_value(cl_device_id d, cl_device_info what) {
  T v{};
  check_cl(clGetDeviceInfo(d, what, sizeof v, &v, nullptr), "clGetDeviceInfo");
  return v;
}

/// One row of the device table: the first row whose class matches and whose vendor
/// substring (empty = any) is found in the device's vendor wins.
struct Row {
  DeviceClass cls;
  const char* vendor;
  StrategyKnobs knobs;
};

// Why these numbers:
// - GPUs: 256-wide groups (8 warps), 16 bytes per work-item per argument (16-byte vector
//   loads); byte and short data go through local memory so each work-item loads 16 bytes
//   (a column of bytes read straight from global memory moves 32 bytes per warp request).
//   Persistent groups, 16 per multiprocessor on NVIDIA (H200: same speed as 8 on aligned
//   rows, 1.9 against 1.6 TB/s on binarize 8191x4097). Prefetching into registers overlaps
//   the next split's loads with User_main. With streamed levels NVIDIA gets groups of 1024
//   and COMMON chunks of 1024 words (MDH 1024^2 x 4096 on the H200: 4.79 ms, against 5.06
//   with 256 and 256).
// - CPUs (PoCL): a group's work-items run as a loop that PoCL vectorises only when the
//   work-item's code has no inner loop, so single-level plans give each work-item one word
//   and groups as wide as the data (up to 4096, rows split evenly: a 1021-wide image gets
//   1021-wide groups, so no block has padding columns on the slow path), one group per block. With inner levels the
//   work-item loops anyway (over the streamed chunk), and 8 words per work-item reuse each
//   chunk word 8 times; groups of 64. Prefetch gains nothing there. A group's private
//   arrays live together in PoCL's work-group frame: 1 MiB at most (18 MB crashed it).
const std::vector<Row>& table() {
  // wg, multiple, split_bytes, wg_nested, split_nested, private, group private, chunk,
  // groups/cu, stage,
  // prefetch, fit_width, stage_writes, local divisor
  static const std::vector<Row> rows = {
      {DeviceClass::Gpu, "NVIDIA", {256, 32, 16, 1024, 16, 512, 0, 1024, 16, 4, true, false, true, 2}},
      {DeviceClass::Gpu, "", {256, 32, 16, 256, 16, 512, 0, 256, 8, 4, true, false, true, 2}},
      {DeviceClass::Cpu, "", {4096, 8, 1, 64, 32, 8192, 1 << 20, 1024, 0, 0, false, true, true, 2}},
      {DeviceClass::Other, "", {64, 8, 16, 64, 16, 1024, 0, 256, 4, 0, true, false, true, 2}},
  };
  return rows;
}

}  // namespace

void override_knobs(StrategyKnobs& k, const std::string& spec) {
  struct Field {
    const char* name;
    unsigned* value;
  };
  unsigned prefetch = k.prefetch, fit_width = k.fit_width, stage_writes = k.stage_writes;
  const Field fields[] = {{"wg_target", &k.wg_target},         {"pref_multiple", &k.pref_multiple},
                          {"split_bytes", &k.split_bytes},     {"private_bytes", &k.private_bytes},
                          {"group_private_bytes", &k.group_private_bytes},
                          {"wg_target_nested", &k.wg_target_nested},
                          {"split_bytes_nested", &k.split_bytes_nested},
                          {"chunk_words", &k.chunk_words},     {"groups_per_cu", &k.groups_per_cu},
                          {"stage_below_bytes", &k.stage_below_bytes}, {"prefetch", &prefetch},
                          {"fit_width", &fit_width}, {"stage_writes", &stage_writes},
                          {"tile_wg_x", &k.tile_wg_x}, {"tile_wg_y", &k.tile_wg_y},
                          {"tile_x", &k.tile_x}, {"tile_y", &k.tile_y},
                          {"tile_run", &k.tile_run}, {"tile_chunk", &k.tile_chunk},
                          {"tile_pad", &k.tile_pad}, {"tile_fill", &k.tile_fill},
                          {"tile_warp_x", &k.tile_warp_x}, {"tile_down", &k.tile_down},
                          {"tile_branchless", &k.tile_branchless}, {"tile_band", &k.tile_band},
                          {"halo_rows", &k.halo_rows}, {"halo_wg", &k.halo_wg},
                          {"special_bytes", &k.special_bytes}, {"special_wg", &k.special_wg},
                          {"rno_bytes", &k.rno_bytes}, {"rno_prefetch", &k.rno_prefetch},
                          {"rno_barrier", &k.rno_barrier},
                          {"wave_wg", &k.wave_wg},
                          {"wave_rows", &k.wave_rows}, {"wave_bytes", &k.wave_bytes},
                          {"scale_bytes", &k.scale_bytes},
                          {"random_group_per_block", &k.random_group_per_block},
                          {"lane_bytes", &k.lane_bytes}, {"sweep_rows", &k.sweep_rows},
                          {"unroll_hints", &k.unroll_hints}, {"flatten", &k.flatten},
                          {"lane_enlarge", &k.lane_enlarge}, {"lane_shrink", &k.lane_shrink},
                          {"enlarge_bytes", &k.enlarge_bytes}, {"stream_bytes", &k.stream_bytes},
                          {"lane_words", &k.lane_words}, {"shrink_columns", &k.shrink_columns}};
  size_t pos = 0;
  while (pos < spec.size()) {
    size_t end = spec.find(',', pos);
    if (end == std::string::npos) end = spec.size();
    const std::string item = spec.substr(pos, end - pos);
    pos = end + 1;
    const size_t eq = item.find('=');
    bool known = false;
    for (const Field& f : fields)
      if (eq != std::string::npos && item.compare(0, eq, f.name) == 0 &&
          std::string(f.name).size() == eq) {
        *f.value = unsigned(std::strtoul(item.c_str() + eq + 1, nullptr, 10));
        known = true;
      }
    if (!known && !item.empty())
      throw Error(CL_INVALID_VALUE, "ACL_KNOBS: '" + item + "' is not knob=value with a knob "
                                    "of StrategyKnobs (wg_target, split_bytes, ...)");
  }
  k.prefetch = prefetch != 0;
  k.fit_width = fit_width != 0;
  k.stage_writes = stage_writes != 0;
  if (k.pref_multiple == 0 || k.wg_target == 0 || k.split_bytes == 0 || k.chunk_words == 0 ||
      k.tile_wg_x == 0 || k.tile_wg_y == 0 || k.tile_x == 0 || k.tile_y == 0 ||
      k.tile_run == 0 || k.tile_chunk == 0 || k.wave_wg == 0 || k.wave_rows == 0 ||
      k.wave_bytes == 0)
    throw Error(CL_INVALID_VALUE, "ACL_KNOBS: knobs must be positive");
}

const char* class_name(DeviceClass c) {
  switch (c) {
    case DeviceClass::Cpu: return "cpu";
    case DeviceClass::Gpu: return "gpu";
    default: return "other";
  }
}

StrategyKnobs knobs_for(DeviceClass cls, const std::string& vendor, const std::string& name) {
  (void)name;
  StrategyKnobs k;
  for (const Row& r : table())
    if (r.cls == cls && vendor.find(r.vendor) != std::string::npos) {
      k = r.knobs;
      break;
    }
  // ACL_TILE. GPUs: 16x16 groups, 8x8 words per work-item in runs of 4 (float4 loads from
  // local memory, coalesced float4 stores), 16 words of k per chunk; tiles shrink until the
  // blocks fill every compute unit. CPUs: see the tile notes in docs/planner.md.
  // CPUs (PoCL, 2 cores, 1024^3): 8x8 groups of 16x8 words in runs of 8 measured 33.5
  // GFLOP/s, against 26.5 for 8x8 words and 5.7 for 4x4 words in 16x4 groups. Branch-free
  // loads: PoCL copies the code after a barrier for each path that reaches it, and the
  // fast/edge branches of the GPU strategy made its compile time explode.
  if (cls == DeviceClass::Gpu) k.tile_band = 4;
  // A transposed local tile's k-rows padded by 2 words (H200, 4096^3: 45.6 TFLOP/s, against
  // 44.4 with 4, 43.3 with 1, 42.5 with 3; the A fragments are then read word by word).
  if (cls == DeviceClass::Gpu) k.tile_pad = 2;
  // Transposing write-backs (ROT90/270, transpose): a block column becomes a destination
  // row. GPUs stage the block and store 128-byte rows in groups of 64 (H200, transpose of
  // 8192^2 floats: 0.146 ms against 0.148 with 64-byte rows in groups of 256; of 8191x4097,
  // whose destination rows are not whole vectors, 0.120 against 0.149; hand-written 0.151
  // and 0.116); CPUs store a work-item's 32-word column as one run of a destination row, in
  // groups of 32 (PoCL, 2048^2 floats: 2.3 ms against 17 ms with one word per work-item in
  // row-wide groups).
  if (cls == DeviceClass::Gpu) k.special_bytes = 128, k.special_wg = 64, k.scale_bytes = 64;
  if (cls == DeviceClass::Cpu) k.special_bytes = 128, k.special_wg = 32;
  // ACL_RNO0: a work-item walks its whole column, so only the columns run in parallel and
  // a longer split keeps more loads in flight (H200, 8192^2: recursive filter 1.15 ms with
  // 16 bytes, 0.43 with 64, 0.31 with 128, 0.28 with 256, 0.27 with 512 without prefetch;
  // summed-area table 1.17 ms with 256, 1.08 with 512 without prefetch).
  if (cls == DeviceClass::Gpu) k.rno_bytes = 512;
  // On CPUs a barrier after each block of an ACL_RNO0 walk lets PoCL vectorise its work-item
  // loop, which it does not for a loop inside a work-item (PoCL 3.1, 2 cores, first-order
  // filter down the columns of 2048^2 floats: 7 ms against 28-29 without).
  if (cls == DeviceClass::Cpu) k.rno_barrier = 1;
  // Wavefront plans (ACL_RNO1/RNO2): the time is about launches x steps per tile (H100,
  // 8192^2 summed-area table: 13.9 ms with 32-row tiles, 9.5 with 16, 23 with 64).
  if (cls == DeviceClass::Gpu) k.wave_rows = 16;
  if (cls == DeviceClass::Gpu && vendor.find("NVIDIA") != std::string::npos) k.halo_rows = 16;
  // ACL_RANDOM: blocks come from anywhere, so a persistent group's prefetch of its next
  // block gains nothing over the hardware scheduling many groups (H100, 65536 patches of
  // 64x16 from 8192^2: 0.211 ms with a group per block, 0.225 with 16 persistent groups per
  // multiprocessor, 0.223 with 8, 0.222 with 32; the hand-written kernel 0.211).
  if (cls == DeviceClass::Gpu) k.random_group_per_block = 1;
  // Vertical data without dependencies (choose_lanes in planner.cpp): a work-item owns 16
  // bytes of adjacent columns (8 with a margin) and moves each of its rows as one vector,
  // as a hand-written kernel does.
  if (cls == DeviceClass::Gpu) k.lane_bytes = 16;
  // ENLARGE by 2^k takes lanes too: 16 >> k bytes of a row, stored as 2^k destination rows
  // of one vector each, straight from private memory, a row per work-item (H200, 8192^2
  // floats, 2x: 0.329 ms against 0.339 staged; hand-written 0.332).
  if (cls == DeviceClass::Gpu) k.lane_enlarge = 1;
  // On CPUs, where no other data takes lanes, an ENLARGE into a large destination does: a
  // 64-byte cache line per destination row, stored non-temporally, so the write needs no
  // read of the line first (PoCL 3.1, 2 cores, 2x of floats, ms streamed against a word
  // per work-item: 2048^2 1.73 against 1.84, 3072^2 4.1 against 8.3, but 1024^2 0.45
  // against 0.41 and 1536^2 0.99 against 0.89, destinations that stay in the cache).
  if (cls == DeviceClass::Cpu) k.lane_enlarge = 1, k.enlarge_bytes = 64, k.stream_bytes = 48 << 20;
  // SHRINK by 2^k likewise: lanes of 16 bytes even beside data with a margin, each kept
  // row's kept words stored as one vector, one kept row per work-item (H200, 2x2 mean of
  // 8192^2 floats: 4.20 TB/s against 4.13 staged; hand-written 4.19).
  if (cls == DeviceClass::Gpu) k.lane_shrink = 1;
  // Lanes plans of byte and short data run an unguarded copy of the body where every row a
  // work-item moves lies inside its array, and there move the lanes as 32-bit words:
  // NVIDIA's compiler splits a uchar16 access into four 4-byte ones (H200, binarize
  // 16384^2: 0.131 ms as before, 0.129-0.130 with words; split without words 0.159, the
  // four stores then lie apart; docs/planner.md). Four rows per work-item: 0.129.
  if (cls == DeviceClass::Gpu) k.lane_words = 4;
  // SHRINK of data whose rows take no lanes: work-items take only the kept columns and store
  // from private memory (H200, 2x2 mean of a margin-1 source of 8191x4097 floats: 0.042 ms
  // against 0.049-0.050 with the staged write-back; hand-written 0.046).
  if (cls == DeviceClass::Gpu) k.shrink_columns = 1;
  // Rows that are not whole vectors cannot take lanes; dense data that User_main only sees
  // word by word then plans as rows of whole vectors (make_plan in planner.cpp).
  if (cls == DeviceClass::Gpu) k.flatten = 1;
  // Row sweeps (mark_sweeps in planner.cpp): on CPUs a work-group walks 8 block rows of data
  // with a margin and keeps the window rows they share (PoCL, 3x3 Gaussian on 2048^2
  // floats, one thread: 1.71 ms against 2.65 ms with a work-group per one-row block).
  if (cls == DeviceClass::Cpu) k.sweep_rows = 8;
  // PoCL builds kernels with loop unrolling off, so User_main's loop over a portion of
  // several words stays a loop and PoCL does not vectorise across work-items; a hint on
  // each of the user's loops lets LLVM unroll them (planner.cpp: single-level plans only).
  if (cls == DeviceClass::Cpu) k.unroll_hints = 1;
  if (cls == DeviceClass::Cpu) {
    k.tile_wg_x = 8;
    k.tile_wg_y = 8;
    k.tile_x = 16;
    k.tile_y = 8;
    k.tile_run = 8;
    k.tile_chunk = 16;
    k.tile_pad = 0;
    k.tile_branchless = 1;
    // Data with a margin: row-wide groups put every block's halo across the row ends, so
    // every load took the clamped path, which PoCL does not vectorise (3x3 Gaussian 2048^2:
    // 10.9 ms with 2048-wide groups, 1.8 ms with 256).
    k.halo_wg = 256;
    // Wavefront plans: a tile's steps run one after another in PoCL's work-item loops, so
    // smaller tiles keep the number of steps per launch down.
    k.wave_wg = 16;
    k.wave_rows = 16;
    k.wave_bytes = 16;
  }
  return k;
}

DeviceProfile profile_of(cl_device_id device) {
  DeviceProfile p;
  p.name = device_string(device, CL_DEVICE_NAME);
  p.vendor = device_string(device, CL_DEVICE_VENDOR);
  p.driver = device_string(device, CL_DRIVER_VERSION);
  const auto type = device_value<cl_device_type>(device, CL_DEVICE_TYPE);
  p.device_class = (type & CL_DEVICE_TYPE_GPU)   ? DeviceClass::Gpu
                   : (type & CL_DEVICE_TYPE_CPU) ? DeviceClass::Cpu
                                                 : DeviceClass::Other;
  p.compute_units = device_value<cl_uint>(device, CL_DEVICE_MAX_COMPUTE_UNITS);
  p.max_wg = device_value<size_t>(device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  p.local_mem = static_cast<size_t>(device_value<cl_ulong>(device, CL_DEVICE_LOCAL_MEM_SIZE));
  // ACL_DEVICE_CLASS=gpu|cpu|other plans with another class's strategy on this device:
  // tests use it to run the GPU strategies on PoCL.
  if (const char* forced = std::getenv("ACL_DEVICE_CLASS")) {
    const std::string f = forced;
    if (f == "gpu") p.device_class = DeviceClass::Gpu;
    else if (f == "cpu") p.device_class = DeviceClass::Cpu;
    else if (f == "other") p.device_class = DeviceClass::Other;
    else if (!f.empty())
      throw Error(CL_INVALID_VALUE, "ACL_DEVICE_CLASS='" + f + "': use gpu, cpu or other");
  }
  p.knobs = knobs_for(p.device_class, p.vendor, p.name);
  if (const char* k = std::getenv("ACL_KNOBS")) override_knobs(p.knobs, k);
  return p;
}

}  // namespace acl::detail
