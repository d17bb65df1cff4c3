// The device tests' device, buffers and CPU model (see harness.hpp).
#include "harness.hpp"

#include <algorithm>

#include <cstdlib>
#include <iostream>
#include <regex>
#include <stdexcept>

namespace acltest {

Env& env() {
  static Env e = [] {
    Env r;
    try {
      r = acl::open_device(CL_DEVICE_TYPE_ALL);
    } catch (const acl::Error& err) {
      throw std::runtime_error(std::string("NO OPENCL DEVICE for the device tests: ") +
                               err.what());
    }
    std::cerr << "[acl-device-tests] device '" << r.device.getInfo<CL_DEVICE_NAME>()
              << "' on platform '" << r.platform.getInfo<CL_PLATFORM_NAME>() << "'\n";
    return r;
  }();
  return e;
}

ClassGuard::ClassGuard(Strategy strategy) {
  const std::string st = strategy ? strategy : "cpu";
  if (st != "cpu" && st != "cpu64" && st != "cpu-sweep" && st != "cpu-rows" && st != "gpu" &&
      st != "gpu-staged" && st != "gpu-nolanes" && st != "gpu-zwalk" && st != "wave" && st != "wave-diagonal" &&
      st != "wave-bands" && st != "wave-cols" && st != "wave-walk" && st != "wave-walk-wide" &&
      st != "cpu-pipeline" && st != "cpu-stream" && st != "cpu-class" &&
      st != "gpu-window" && st != "cpu-private" && st != "cpu-window" && st != "cpu-loop" &&
      st != "cpu-loop64" && st != "gpu-loaders" && st != "scan-bands" && st != "scan-odd" &&
      st != "scan-tiles" && st != "cpu-skip" && st != "pyramid" && st != "pyramid-ahead" &&
      st != "pyramid-single" && st != "cpu-barrier" && st != "cpu-strip" &&
      st != "cpu-lines" && st != "cpu-line-strips" && st != "cpu-column-strips" &&
      st != "steps-small" && st != "steps-gpu-small")
    throw std::invalid_argument("unknown test strategy '" + st + "'");
  if (const char* v = std::getenv("ACL_DEVICE_CLASS")) had_class_ = true, old_class_ = v;
  if (const char* v = std::getenv("ACL_KNOBS")) had_knobs_ = true, old_knobs_ = v;
  if (st == "gpu" || st == "gpu-staged" || st == "gpu-nolanes" || st == "gpu-window" ||
      st == "gpu-loaders" || st == "gpu-zwalk" || st == "steps-gpu-small")
    setenv("ACL_DEVICE_CLASS", "gpu", 1);
  else if (st == "cpu-sweep" || st == "cpu-rows" || st == "cpu-stream" || st == "cpu-class" ||
           st == "cpu-private" || st == "cpu-window" || st == "cpu-loop" || st == "cpu-loop64" ||
           st == "cpu-skip" || st == "cpu-barrier" || st == "cpu-strip" || st == "cpu-lines" ||
           st == "cpu-line-strips" || st == "cpu-column-strips")
    setenv("ACL_DEVICE_CLASS", "cpu", 1);
  else unsetenv("ACL_DEVICE_CLASS");
  if (st == "cpu64") setenv("ACL_KNOBS", "split_bytes=64,wg_target=64,groups_per_cu=4", 1);
  else if (st == "cpu-rows") setenv("ACL_KNOBS", "split_bytes=8,wg_target=64,sweep_rows=3", 1);
  // wave, wave-bands, wave-cols: pipelines of work-groups of wave_wg work-items (no band
  // walks); wave-walk, wave-walk-wide: band walks of few rows in narrow or wide chunks, their
  // splits from wave_band_bytes (8 and 4 bytes; wave_bytes 64 and the default).
  else if (st == "wave")
    setenv("ACL_KNOBS", "wave_wg=8,wave_rows=3,wave_bytes=8,wave_band_rows=0", 1);
  else if (st == "wave-diagonal")
    setenv("ACL_KNOBS", "wave_wg=8,wave_rows=3,wave_bytes=8,wave_pipeline=0", 1);
  else if (st == "wave-bands")
    setenv("ACL_KNOBS", "wave_wg=4,wave_bytes=4,wave_cols=2,wave_chunk=2,wave_band_rows=0", 1);
  else if (st == "wave-cols")
    setenv("ACL_KNOBS",
           "wave_wg=8,wave_bytes=8,wave_cols=8,wave_chunk=16,wave_backoff=0,wave_band_rows=0", 1);
  else if (st == "wave-walk")
    setenv("ACL_KNOBS", "wave_band_rows=3,wave_band_cols=4,wave_bytes=64,wave_band_bytes=8", 1);
  else if (st == "wave-walk-wide")
    setenv("ACL_KNOBS", "wave_band_rows=5,wave_band_cols=64,wave_band_bytes=4,wave_backoff=0", 1);
  else if (st == "cpu-pipeline") setenv("ACL_KNOBS", "wave_band_rows=0", 1);
  else if (st == "scan-bands")
    setenv("ACL_KNOBS",
           "scan_wg=8,scan_bytes=12,wave_backoff=0,scan_inclusive=3,scan_window=4,scan_prefetch=0",
           1);
  else if (st == "scan-odd")
    setenv("ACL_KNOBS", "scan_wg=10,scan_bytes=12", 1);
  else if (st == "scan-tiles")
    setenv("ACL_KNOBS", "scan_tiles=1,scan_wg=10,scan_bytes=12,scan_inclusive=2,scan_window=3", 1);
  else if (st == "pyramid")
    setenv("ACL_KNOBS", "pyramid_wg=8,pyramid_bytes=8,pyramid_rows=3,wave_backoff=0", 1);
  else if (st == "pyramid-single")
    setenv("ACL_KNOBS", "pyramid_wg=1,pyramid_bytes=16,pyramid_rows=3,wave_backoff=0", 1);
  else if (st == "pyramid-ahead")
    setenv("ACL_KNOBS", "pyramid_wg=16,pyramid_bytes=4,pyramid_rows=7,pyramid_ahead=3", 1);
  else if (st == "gpu-staged") setenv("ACL_KNOBS", "shrink_columns=0", 1);
  else if (st == "gpu-nolanes") setenv("ACL_KNOBS", "lane_bytes=0", 1);
  else if (st == "gpu-zwalk") setenv("ACL_KNOBS", "z_walk=2", 1);
  else if (st == "gpu-window") setenv("ACL_KNOBS", "window_margin=1,window_rows=3,window_wg=32", 1);
  else if (st == "cpu-private")
    setenv("ACL_KNOBS", "window_margin=0,window_by_rows=0", 1);
  else if (st == "cpu-lines") setenv("ACL_KNOBS", "line_strip_bytes=0,column_strip_bytes=0", 1);
  else if (st == "cpu-line-strips") setenv("ACL_KNOBS", "line_strip_bytes=64", 1);
  else if (st == "cpu-column-strips")
    setenv("ACL_KNOBS", "column_strip_bytes=64,column_runs=1", 1);
  else if (st == "cpu-skip")
    setenv("ACL_KNOBS", "kept_rows=0", 1);
  else if (st == "cpu-window")
    setenv("ACL_KNOBS", "window_margin=4", 1);
  else if (st == "gpu-loaders")
    setenv("ACL_KNOBS", "rno_loaders=40,rno_bytes=32", 1);
  else if (st == "cpu-loop")
    setenv("ACL_KNOBS", "row_loop=1,sweep_rows=0,halo_wg=32,kept_rows=1,window_by_rows=14", 1);
  else if (st == "cpu-loop64")
    setenv("ACL_KNOBS",
           "row_loop=1,sweep_rows=0,split_bytes=8,wg_target=64,halo_wg=64,groups_per_cu=4", 1);
  else if (st == "cpu-stream") setenv("ACL_KNOBS", "stream_bytes=1,wg_target=48", 1);
  else if (st == "cpu-barrier") setenv("ACL_KNOBS", "rno_strip=0", 1);
  else if (st == "steps-small" || st == "steps-gpu-small")
    setenv("ACL_KNOBS", "steps_tiles=1,steps_cols=11,steps_rows=13,steps_wg=8,steps_bytes=8", 1);
  else if (st == "cpu-strip") setenv("ACL_KNOBS", "rno_strip=8,rno_bytes=8", 1);
  else unsetenv("ACL_KNOBS");
}

ClassGuard::~ClassGuard() {
  if (had_class_) setenv("ACL_DEVICE_CLASS", old_class_.c_str(), 1);
  else unsetenv("ACL_DEVICE_CLASS");
  if (had_knobs_) setenv("ACL_KNOBS", old_knobs_.c_str(), 1);
  else unsetenv("ACL_KNOBS");
}

Guarded::Guarded(const void* data, size_t n, size_t min_guard) : bytes(n) {
  const cl_uint align_bits = env().device.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>();
  guard = std::max<size_t>(min_guard, align_bits / 8);
  std::vector<unsigned char> all(guard + n + guard, kPoison);
  if (data) std::memcpy(all.data() + guard, data, n);
  parent = filled(all.data(), all.size());
  cl_buffer_region r{guard, n};
  region = parent.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r);
}

std::vector<unsigned char> Guarded::all() const { return read_bytes(parent, guard + bytes + guard); }

size_t Guarded::changed_before() const {
  const std::vector<unsigned char> a = all();
  return size_t(std::count_if(a.begin(), a.begin() + long(guard),
                              [](unsigned char c) { return c != kPoison; }));
}

size_t Guarded::changed_after() const {
  const std::vector<unsigned char> a = all();
  return size_t(std::count_if(a.end() - long(guard), a.end(),
                              [](unsigned char c) { return c != kPoison; }));
}

std::vector<unsigned char> Guarded::inside() const {
  const std::vector<unsigned char> a = all();
  return {a.begin() + long(guard), a.begin() + long(guard + bytes)};
}

std::vector<unsigned char> Guarded::read_checked() const {
  const size_t before = changed_before(), after = changed_after();
  INFO("sentinel bytes changed: " << before << " before the region, " << after << " after");
  CHECK(before + after == 0);
  return inside();
}

cl::Buffer poisoned(size_t bytes, cl_mem_flags flags) {
  std::vector<unsigned char> p(bytes, kPoison);
  return filled(p.data(), bytes, flags);
}

cl::Buffer filled(const void* data, size_t bytes, cl_mem_flags flags) {
  cl::Buffer b(env().context, flags, bytes);
  env().queue.enqueueWriteBuffer(b, CL_TRUE, 0, bytes, data);
  return b;
}

std::vector<unsigned char> read_bytes(const cl::Buffer& b, size_t bytes) {
  std::vector<unsigned char> v(bytes);
  env().queue.enqueueReadBuffer(b, CL_TRUE, 0, bytes, v.data());
  return v;
}

unsigned plan_wg(const std::string& plan) {
  std::smatch m;
  if (!std::regex_search(plan, m, std::regex("work-group ([0-9]+)"))) return 0;
  return unsigned(std::stoul(m[1]));
}

std::string plan_of(const acl::Kernel& k) {
  try {
    return k.plan(env().device);
  } catch (const std::exception& e) {
    return std::string("(no plan: ") + e.what() + ")";
  }
}

bool launch(acl::Kernel& k, std::string& plan) {
  try {
    plan = plan_of(k);
    k.enqueue(env().queue);
    env().queue.finish();
    return true;
  } catch (const acl::Error& err) {
    FAIL_CHECK("ACL call failed: " << err.what() << "\n" << plan);
    return false;
  }
}

long fold(long g, long n, unsigned border) {
  if (g >= 0 && g < n) return g;
  switch (border) {
    case ACL_BORDER_CLAMP: return g < 0 ? 0 : n - 1;
    case ACL_BORDER_ZERO: return kZero;
    case ACL_BORDER_MIRROR: {
      if (n == 1) return 0;  // "arrays of width 1 clamp"
      const long r = g < 0 ? -g : 2 * (n - 1) - g;
      return r >= 0 && r < n ? r : kUnknown;
    }
    default: return kUnknown;
  }
}

std::string shape_name(const Layout& l) {
  std::string s = std::to_string(l.w) + "x" + std::to_string(l.h) + "x" + std::to_string(l.d);
  if (l.pitch || l.slice)
    s += " (pitch " + std::to_string(l.row_pitch()) + ", slice " + std::to_string(l.slice_pitch()) +
         ")";
  return s;
}

}  // namespace acltest
