// Helpers of the host-only unit tests: device profiles built by hand and argument
// descriptions normalised the way clSetAclKernelArg does it.
#pragma once

#include <catch2/catch.hpp>

#include <climits>
#include <string>
#include <vector>

#include "attributes/attributes.hpp"
#include "attributes/user_main.hpp"
#include "device/profile.hpp"
#include "error.hpp"
#include "planner/make_plan.hpp"
#include "planner/plan.hpp"

namespace acltest {

using namespace acl::detail;

/// PoCL on a 2-core CPU, as the test machine reports it.
inline DeviceProfile cpu_profile() {
  DeviceProfile p;
  p.name = "pthread-test-cpu";
  p.vendor = "GenuineIntel";
  p.device_class = DeviceClass::Cpu;
  p.compute_units = 2;
  p.max_wg = 4096;
  p.local_mem = 2u << 20;
  p.float_lanes = 16;  // AVX-512
  p.knobs = knobs_for(p.device_class, p.vendor, p.name);
  return p;
}

/// An NVIDIA H200 as its OpenCL driver reports it.
inline DeviceProfile gpu_profile() {
  DeviceProfile p;
  p.name = "NVIDIA H200";
  p.vendor = "NVIDIA Corporation";
  p.device_class = DeviceClass::Gpu;
  p.compute_units = 132;
  p.max_wg = 1024;
  p.local_mem = 48 << 10;
  p.knobs = knobs_for(p.device_class, "NVIDIA", "H200");
  return p;
}

/// `p` with ACL_RNO1/RNO2 plans launched once per diagonal (wave_pipeline 0), not pipelined.
inline DeviceProfile diagonals(DeviceProfile p) {
  p.knobs.wave_pipeline = 0;
  return p;
}

/// `p` with ACL_RNO1/RNO2 plans in one launch of bands (wave_pipeline 1; NVIDIA's row has 0).
inline DeviceProfile pipelined(DeviceProfile p) {
  p.knobs.wave_pipeline = 1;
  return p;
}

/// `p` with ACL_RNO1/RNO2 pipelines of bands of wave_wg work-items, not band walks (CPUs'
/// wave_band_rows 0).
inline DeviceProfile no_walks(DeviceProfile p) {
  p.knobs.wave_band_rows = 0;
  return p;
}

/// A small GPU of another vendor: 256-wide groups at most, 32 KiB of local memory.
inline DeviceProfile small_gpu_profile() {
  DeviceProfile p;
  p.name = "small gpu";
  p.vendor = "Advanced Micro Devices, Inc.";
  p.device_class = DeviceClass::Gpu;
  p.compute_units = 8;
  p.max_wg = 256;
  p.local_mem = 32 << 10;
  p.knobs = knobs_for(p.device_class, p.vendor, p.name);
  return p;
}

inline Param param(const std::string& name, const std::string& type, bool pointer = true,
                   AddressSpace space = AddressSpace::Private, bool is_const = false) {
  Param p;
  p.name = name;
  p.type = type;
  p.pointer = pointer;
  p.space = space;
  p.is_const = is_const;
  p.type_size = builtin_type_size(type);
  return p;
}

/// ACL_ATTR_INIT with a shape and word size.
inline acl_attr attr(size_t w, size_t h = 1, size_t d = 1, unsigned ws = 4) {
  acl_attr a = ACL_ATTR_INIT;
  a.size[0] = w, a.size[1] = h, a.size[2] = d;
  a.word_size = ws;
  return a;
}
inline acl_attr out(acl_attr a) {
  a.ref = ACL_NONE;
  a.def = ACL_TOP_LEFT;
  return a;
}
inline acl_attr horizontal(acl_attr a) {
  a.split = ACL_HORIZONTAL;
  return a;
}
inline acl_attr common(acl_attr a, unsigned level = 1) {
  a.broadcast = ACL_COMMON;
  a.level = level;
  return a;
}
inline acl_attr level(acl_attr a, unsigned l) {
  a.level = l;
  return a;
}

/// A transfer argument, validated against a buffer large enough for it.
inline ArgDesc transfer(unsigned index, const Param& p, const acl_attr& a) {
  ArgDesc d;
  d.param = p;
  d.kind = ArgKind::Transfer;
  d.attr = validate_transfer(index, p, a, size_t(1) << 62, CL_MEM_READ_WRITE);
  return d;
}
inline ArgDesc scalar(const std::string& name, const std::string& type) {
  ArgDesc d;
  d.param = param(name, type, false);
  d.kind = ArgKind::Scalar;
  return d;
}
inline ArgDesc global(const std::string& name, const std::string& type) {
  ArgDesc d;
  d.param = param(name, type, true, AddressSpace::Global);
  d.kind = ArgKind::Global;
  return d;
}
inline ArgDesc scratch(const std::string& name, const std::string& type, size_t bytes) {
  ArgDesc d;
  d.param = param(name, type, true, AddressSpace::Local);
  d.kind = ArgKind::Local;
  d.local_bytes = bytes;
  return d;
}

/// The type a parameter of `ws` bytes gets in these tests.
inline std::string type_of(unsigned ws) {
  switch (ws) {
    case 1: return "uchar";
    case 2: return "short";
    case 4: return "float";
    case 8: return "double";
    default: return "float4";
  }
}

inline size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

/// Runs make_plan and checks it raises `code` with a message containing `mentions`.
inline void expect_error(const std::vector<ArgDesc>& args, const DeviceProfile& dev, cl_int code,
                         const std::vector<std::string>& mentions) {
  try {
    Plan p = make_plan(args, dev);
    FAIL("no error; plan:\n" << p);
  } catch (const Error& e) {
    INFO("message: " << e.what());
    CHECK(e.code() == code);
    for (const std::string& m : mentions) {
      INFO("should mention: " << m);
      CHECK(std::string(e.what()).find(m) != std::string::npos);
    }
  }
}

/// Each strategy's data in an ArgPlan stays at its defaults where the strategy is not used:
/// columns on vertical SEPARATE data of block plans, staging on Staged data of block plans,
/// axes on ACL_TILE data.
inline void check_strategy_data(const Plan& p) {
  const Columns c;
  const Staging s;
  const TileAxes t;
  for (const ArgPlan& a : p.args) {
    INFO("argument " << a.index << " '" << a.name << "'");
    if (!a.is_transfer() || !a.vertical || p.is<Tiling>()) {
      CHECK(a.cols.lanes == c.lanes);
      CHECK(a.cols.step == c.step);
      CHECK(a.cols.stream == c.stream);
    }
    if (a.placement != Placement::Staged || p.is<Tiling>()) {
      CHECK(a.staging.chunked == s.chunked);
      CHECK(a.staging.aligned_rows == s.aligned_rows);
      CHECK(a.staging.chunks_per_row == s.chunks_per_row);
      CHECK(a.staging.row_bytes == s.row_bytes);
      CHECK(a.staging.dest_run == s.dest_run);
      CHECK(a.staging.column_words == s.column_words);
      CHECK_FALSE(a.local_view);
    }
    if (!a.is_transfer() || !p.is<Tiling>()) {
      CHECK(a.tiled.axis[0] == t.axis[0]);
      CHECK(a.tiled.axis[1] == t.axis[1]);
      CHECK(a.tiled.vec == t.vec);
      CHECK(a.tiled.ld == t.ld);
    }
  }
}

}  // namespace acltest
