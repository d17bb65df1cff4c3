// The plan fuzzer's input format: bytes <-> a raw case (device profile, User_main parameters,
// attributes, buffers) and the raw case -> the values handed to validation and the planner.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "attributes/attributes.hpp"
#include "attributes/user_main.hpp"
#include "device/profile.hpp"

namespace aclfuzz {

using namespace acl::detail;

/// One User_main parameter and what the host passes for it, as raw codes. The codes are
/// mapped to values by materialise() below, so that short inputs and small numbers already
/// mean something (0 = the common case) while any 64-bit value stays reachable.
struct RawArg {
  uint64_t space = 0;     ///< % 5: private pointer, __local, __global, __constant, scalar
  uint64_t is_const = 0;  ///< & 1
  uint64_t type = 0;      ///< index into kTypes (modulo)
  uint64_t has_attr = 0;  ///< & 1: clSetAclKernelArg with transfer attributes; & 2: the
                          ///< split pinned (split_max = split_min), & 4: the work-group
                          ///< size pinned (wg_max = wg_min)
  // acl_attr fields, raw (cl_uint fields are truncated to 32 bits as C would).
  uint64_t size[3] = {0, 0, 0};
  uint64_t row_pitch = 0, slice_pitch = 0;
  uint64_t word_size = 0;  ///< 0 = the parameter type's size (4 for unknown types)
  uint64_t ref = ACL_TOP_LEFT, def = ACL_NONE, margin = 0, border = 0, broadcast = 0, split = 0;
  uint64_t wg_min = 0, wg_max = 0, split_min = 0, split_max = 0, level = 1, dependency = 0;
  uint64_t scale_log2 = 0;
  uint64_t tile[2] = {0, 0};
  uint64_t dim_level[3] = {0, 0, 0};  ///< 4 = ACL_LEVEL1_X, 5 = ACL_LEVEL1_Y, else raw
  uint64_t position = 0;              ///< != 0: a (fake) position buffer is set
  uint64_t position_bytes = 0;        ///< its CL_MEM_SIZE
  uint64_t mem_mode = 0;              ///< % 4: buffer size = footprint, footprint - (v+1), + v, v;
                                      ///< >> 32: acl_attr::offset (words)
  uint64_t mem_value = 0;
  uint64_t flags = 1;    ///< bits: READ_WRITE, WRITE_ONLY, READ_ONLY, HOST_NO_ACCESS, ...
  uint64_t scratch = 0;  ///< __local parameter without attributes: bytes of scratch
};

/// A device profile and 1-4 parameters, as raw codes.
struct RawCase {
  uint64_t device_class = 0;   ///< % 3: GPU, CPU, other
  uint64_t vendor = 0;         ///< % 3: NVIDIA, AMD, Intel
  uint64_t compute_units = 0;  ///< 1 + v % 4096
  uint64_t max_wg = 0;         ///< < 8: a common size, else 1 + v % 65536
  uint64_t local_mem = 0;      ///< < 8: a common size, else v bytes
  std::vector<RawArg> args;
};

/// Parameter types: every word size, vectors, types ACL cannot size, and sizes it refuses.
inline const std::vector<std::string>& types() {
  static const std::vector<std::string> kTypes = {
      "float",  "uchar", "short",   "int",   "double", "float4",   "char",   "ushort",
      "uint",   "long",  "ulong",   "half",  "bool",   "uchar16",  "short8", "float2",
      "float3", "int4",  "double2", "long2", "float8", "double16", "size_t", "acl_fuzz_t"};
  return kTypes;
}

// ---- bytes <-> raw case ----
// A value is one byte below 0xF8, else 0xF7 + n followed by n little-endian bytes (n 1..8).

class Reader {
 public:
  Reader(const uint8_t* data, size_t size) : p_(data), end_(data + size) {}
  void operator()(uint64_t& v) {
    v = byte();
    if (v < 0xF8) return;
    const unsigned n = unsigned(v) - 0xF7;
    v = 0;
    for (unsigned i = 0; i < n; ++i) v |= uint64_t(byte()) << (8 * i);
  }

 private:
  uint8_t byte() { return p_ < end_ ? *p_++ : 0; }  // past the end everything reads 0
  const uint8_t* p_;
  const uint8_t* end_;
};

class Writer {
 public:
  void operator()(uint64_t& v) {
    if (v < 0xF8) {
      bytes.push_back(uint8_t(v));
      return;
    }
    unsigned n = 1;
    while (n < 8 && (v >> (8 * n)) != 0) ++n;
    bytes.push_back(uint8_t(0xF7 + n));
    for (unsigned i = 0; i < n; ++i) bytes.push_back(uint8_t(v >> (8 * i)));
  }
  std::vector<uint8_t> bytes;
};

/// The one field order both directions share, so a seed written by Writer decodes as built.
template <typename Io>
void visit(Io& io, RawCase& c) {
  io(c.device_class);
  io(c.vendor);
  io(c.compute_units);
  io(c.max_wg);
  io(c.local_mem);
  uint64_t n = c.args.empty() ? 0 : c.args.size() - 1;
  io(n);
  c.args.resize(n % 4 + 1);
  for (RawArg& a : c.args) {
    io(a.space);
    io(a.is_const);
    io(a.type);
    io(a.has_attr);
    if (a.has_attr & 1) {
      for (uint64_t& s : a.size) io(s);
      for (uint64_t* f :
           {&a.row_pitch,    &a.slice_pitch, &a.word_size, &a.ref,          &a.def,
            &a.margin,       &a.border,      &a.broadcast, &a.split,        &a.wg_min,
            &a.wg_max,       &a.split_min,   &a.split_max, &a.level,        &a.dependency,
            &a.scale_log2,   &a.tile[0],     &a.tile[1],   &a.dim_level[0], &a.dim_level[1],
            &a.dim_level[2], &a.position})
        io(*f);
      if (a.position) io(a.position_bytes);
      io(a.mem_mode);
      io(a.mem_value);
      io(a.flags);
    } else if (a.space % 5 == 1) {
      io(a.scratch);
    }
  }
}

inline RawCase decode(const uint8_t* data, size_t size) {
  RawCase c;
  Reader r(data, size);
  visit(r, c);
  return c;
}

inline std::vector<uint8_t> encode(RawCase c) {
  Writer w;
  visit(w, c);
  return w.bytes;
}

// ---- raw case -> inputs ----

enum class Space { Private, Local, Global, Constant, Scalar };

/// What the host passes for one parameter, as clSetAclKernelArg would see it.
struct ArgInput {
  Space space = Space::Private;
  bool is_const = false;
  std::string type, name;
  bool has_attr = false;
  acl_attr attr{};
  size_t mem_size = 0;  ///< CL_MEM_SIZE of the buffer
  cl_mem_flags flags = 0;
  size_t position_bytes = 0;  ///< CL_MEM_SIZE of the position buffer
  size_t scratch = 0;
};

struct Input {
  DeviceProfile device;
  std::vector<ArgInput> args;
  std::string source;  ///< a User_main with these parameters
};

/// offset * word_size + (d-1) * slice_pitch + (h-1) * row_pitch + w * word_size with the
/// attribute defaults applied, exact (128 bits).
inline unsigned __int128 footprint(const acl_attr& a) {
  using u128 = unsigned __int128;
  const u128 w = a.size[0], h = a.size[1] ? a.size[1] : 1, d = a.size[2] ? a.size[2] : 1;
  const u128 row = w * a.word_size;
  const u128 pitch = a.row_pitch ? u128(a.row_pitch) : row;
  const u128 slice = a.slice_pitch ? u128(a.slice_pitch) : pitch * h;
  return u128(a.offset) * a.word_size + (d - 1) * slice + (h - 1) * pitch + row;
}

inline size_t saturate(unsigned __int128 v) {
  return v > SIZE_MAX ? SIZE_MAX : size_t(v);
}

inline std::string declaration(const ArgInput& a) {
  static const char* kSpace[] = {"", "__local ", "__global ", "__constant ", ""};
  const bool pointer = a.space != Space::Scalar;
  return std::string(kSpace[int(a.space)]) + (a.is_const ? "const " : "") + a.type +
         (pointer ? "* " : " ") + a.name;
}

inline Input materialise(const RawCase& c) {
  Input in;
  DeviceProfile& p = in.device;
  static const DeviceClass kClasses[] = {DeviceClass::Gpu, DeviceClass::Cpu, DeviceClass::Other};
  static const char* kVendors[] = {"NVIDIA Corporation", "Advanced Micro Devices, Inc.",
                                   "Intel(R) Corporation"};
  p.device_class = kClasses[c.device_class % 3];
  p.vendor = kVendors[c.vendor % 3];
  p.name = std::string("fuzz ") + class_name(p.device_class);
  p.compute_units = unsigned(1 + c.compute_units % 4096);
  // CL_DEVICE_MAX_WORK_GROUP_SIZE of real devices stays far below 2^16 (PoCL 4096, GPUs
  // 1024); one input in four forges one up to 2^34 (plans cap groups at 2^30, 8ccca21).
  static const size_t kWg[] = {256, 1024, 4096, 64, 128, 512, 8192, 1};
  p.max_wg = c.max_wg < 8           ? kWg[c.max_wg]
             : c.max_wg % 4 == 0    ? size_t(1 + c.max_wg % (uint64_t(1) << 34))
                                    : size_t(1 + c.max_wg % 65536);
  static const size_t kLocal[] = {48 << 10, 2 << 20,   32 << 10, 64 << 10,
                                  16 << 10, 228 << 10, 1 << 10,  0};
  p.local_mem = c.local_mem < 8 ? kLocal[c.local_mem] : size_t(c.local_mem);
  // The knobs come from the class table, as profile_of gives them (tests/unit/common.hpp).
  p.knobs = knobs_for(p.device_class, p.vendor, p.name);

  std::string params;
  for (size_t i = 0; i < c.args.size(); ++i) {
    const RawArg& r = c.args[i];
    ArgInput a;
    a.space = Space(r.space % 5);
    a.is_const = r.is_const & 1;
    a.type = types()[r.type % types().size()];
    a.name = "a" + std::to_string(i);
    a.has_attr = r.has_attr & 1;
    a.scratch = size_t(r.scratch);
    if (a.has_attr) {
      acl_attr& t = a.attr;
      t = acl_attr ACL_ATTR_INIT;
      for (int d = 0; d < 3; ++d) t.size[d] = size_t(r.size[d]);
      t.row_pitch = size_t(r.row_pitch);
      t.slice_pitch = size_t(r.slice_pitch);
      const unsigned type_size = builtin_type_size(a.type);
      t.word_size = r.word_size ? cl_uint(r.word_size) : (type_size ? type_size : 4);
      t.ref = cl_uint(r.ref);
      t.def = cl_uint(r.def);
      t.margin = cl_uint(r.margin);
      // The upper half of the raw margin is margin_z: inputs written before the field existed
      // keep their meaning where it was 0.
      t.margin_z = cl_uint(r.margin >> 32);
      t.border = cl_uint(r.border);
      // The upper half of the raw border is steps (bits 32-39) and feeds (40-43): inputs
      // written before the fields existed keep their meaning (0, one step).
      t.steps = cl_uint(r.border >> 32 & 0xff);
      t.feeds = cl_uint(r.border >> 40 & 0xf);
      t.broadcast = cl_uint(r.broadcast);
      t.split = cl_uint(r.split);
      t.wg_min = cl_uint(r.wg_min);
      t.wg_max = cl_uint(r.wg_max);
      t.split_min = cl_uint(r.split_min);
      t.split_max = cl_uint(r.split_max);
      // Pinned bounds, as users write them (random ones almost never meet).
      if (r.has_attr & 2) t.split_max = t.split_min;
      if (r.has_attr & 4) t.wg_max = t.wg_min;
      t.level = cl_uint(r.level);
      t.dependency = cl_uint(r.dependency);
      // The upper half of the raw dependency code is the operator (ACL_RNO1_SCAN's combine):
      // inputs written before the field existed keep their meaning (0, a sum).
      t.combine = cl_uint(r.dependency >> 32);
      t.scale_log2 = cl_uint(r.scale_log2);
      // Never dereferenced: validation and the planner only test it for NULL; the buffer's
      // size travels in position_bytes as clSetAclKernelArg records it.
      t.position = r.position ? reinterpret_cast<cl_mem>(uintptr_t(0x1000)) : nullptr;
      for (int d = 0; d < 2; ++d) t.tile[d] = cl_uint(r.tile[d]);
      for (int d = 0; d < 3; ++d)
        t.dim_level[d] = r.dim_level[d] == 4   ? ACL_LEVEL1_X
                         : r.dim_level[d] == 5 ? ACL_LEVEL1_Y
                                               : cl_uint(r.dim_level[d]);
      a.position_bytes = size_t(r.position_bytes);
      // The upper half of mem_mode is the array's offset in its buffer: inputs written before
      // the field existed keep their meaning (0, at the buffer's start).
      t.offset = size_t(r.mem_mode >> 32);
      const unsigned __int128 need = footprint(t);
      switch (r.mem_mode % 4) {
        case 0:
          a.mem_size = saturate(need);
          break;
        case 1:
          a.mem_size = saturate(need > r.mem_value ? need - r.mem_value - 1 : 0);
          break;
        case 2:
          a.mem_size = saturate(need + r.mem_value);
          break;
        default:
          a.mem_size = size_t(r.mem_value);
          break;
      }
      static const cl_mem_flags kFlags[] = {
          CL_MEM_READ_WRITE,     CL_MEM_WRITE_ONLY,      CL_MEM_READ_ONLY,    CL_MEM_HOST_NO_ACCESS,
          CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_WRITE_ONLY, CL_MEM_USE_HOST_PTR, CL_MEM_COPY_HOST_PTR};
      for (int b = 0; b < 8; ++b)
        if (r.flags >> b & 1) a.flags |= kFlags[b];
    }
    params += (i ? ", " : "") + declaration(a);
    in.args.push_back(a);
  }
  in.source = "void User_main(" + params + ")\n{\n}\n";
  return in;
}

}  // namespace aclfuzz
