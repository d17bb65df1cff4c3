// ACL C++ API over OpenCL-CLHPP: RAII kernels, exceptions carrying ACL's messages.
// Needs C++17 (CMake: link ACL::cxx). ACL's calls throw acl::Error; CLHPP's own calls
// return codes unless CL_HPP_ENABLE_EXCEPTIONS is defined before this header.
#pragma once

#if !defined(__cplusplus) || (defined(_MSVC_LANG) ? _MSVC_LANG : __cplusplus) < 201703L
#error "acl/acl.hpp needs C++17 (-std=c++17; CMake: link ACL::cxx); from older C++, use acl/acl.h"
#endif

// CLHPP's OpenCL level: the one the including code chose, else OpenCL 1.2, so that queues
// open on 1.2 platforms too (CLHPP's default, 3.0, creates them with 2.0's calls).
#ifndef CL_HPP_TARGET_OPENCL_VERSION
#ifdef CL_TARGET_OPENCL_VERSION
#define CL_HPP_TARGET_OPENCL_VERSION CL_TARGET_OPENCL_VERSION
#else
#define CL_HPP_TARGET_OPENCL_VERSION 120
#endif
#endif
// CLHPP 2.0.x does not compile with a 2.0 or later target and a 1.2 minimum.
#ifndef CL_HPP_MINIMUM_OPENCL_VERSION
#if CL_HPP_TARGET_OPENCL_VERSION >= 200
#define CL_HPP_MINIMUM_OPENCL_VERSION 200
#else
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#endif
#endif
#include <CL/opencl.hpp>

#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "acl/acl.h"

namespace acl {

/// A failed ACL or OpenCL call: code() and the message ACL recorded for it.
class Error : public std::runtime_error {
 public:
  Error(cl_int code, const std::string& what) : std::runtime_error(what), code_(code) {}
  cl_int code() const { return code_; }

 private:
  cl_int code_;
};

/// Throws acl::Error when `code` is not CL_SUCCESS: "NAME: message of the failing call",
/// or "NAME: what the code means" when the call left no message.
inline void check(cl_int code) {
  if (code == CL_SUCCESS) return;
  const std::string message = aclGetLastErrorMessage();
  throw Error(code, std::string(aclGetErrorString(code)) + ": " +
                        (message.empty() ? aclGetErrorText(code) : message));
}

namespace detail {

/// The OpenCL C name of host type T, which clSetAclKernelArgScalar compares with the
/// parameter's type; nullptr where there is none (structs, pointers, bool), leaving the
/// size check alone.
template <typename T>
struct ClTypeName {
  static const char* get() {
    if constexpr (std::is_enum_v<T>) {
      return ClTypeName<std::underlying_type_t<T>>::get();
    } else if constexpr (std::is_same_v<T, bool> || !std::is_arithmetic_v<T>) {
      return nullptr;
    } else if constexpr (std::is_floating_point_v<T>) {
      return sizeof(T) == 4 ? "float" : sizeof(T) == 8 ? "double" : nullptr;
    } else {
      const char* const names[2][4] = {{"uchar", "ushort", "uint", "ulong"},
                                       {"char", "short", "int", "long"}};
      const int log2_size = sizeof(T) == 1 ? 0 : sizeof(T) == 2 ? 1 : sizeof(T) == 4 ? 2 : 3;
      return sizeof(T) > 8 ? nullptr : names[std::is_signed_v<T>][log2_size];
    }
  }
};

// OpenCL's host vector types (cl_float4, ...) are distinct unions; cl_T3 is cl_T4.
#define ACL_CL_VECTOR_NAME(T, N)               \
  template <>                                  \
  struct ClTypeName<cl_##T##N> {               \
    static const char* get() { return #T #N; } \
  };
#define ACL_CL_VECTOR_NAMES(T) \
  ACL_CL_VECTOR_NAME(T, 2)     \
  ACL_CL_VECTOR_NAME(T, 4)     \
  ACL_CL_VECTOR_NAME(T, 8)     \
  ACL_CL_VECTOR_NAME(T, 16)
ACL_CL_VECTOR_NAMES(char)
ACL_CL_VECTOR_NAMES(uchar)
ACL_CL_VECTOR_NAMES(short)
ACL_CL_VECTOR_NAMES(ushort)
ACL_CL_VECTOR_NAMES(int)
ACL_CL_VECTOR_NAMES(uint)
ACL_CL_VECTOR_NAMES(long)
ACL_CL_VECTOR_NAMES(ulong)
ACL_CL_VECTOR_NAMES(float)
ACL_CL_VECTOR_NAMES(double)
#undef ACL_CL_VECTOR_NAMES
#undef ACL_CL_VECTOR_NAME

}  // namespace detail

/// A device chosen by open_device, with a context of its own and a queue on it.
struct Device {
  cl::Platform platform;
  cl::Device device;
  cl::Context context;
  cl::CommandQueue queue;
};

/// Picks the device as aclPickDevice does (ACL_PLATFORM, ACL_DEVICE; the first device of
/// `type` without them) and opens a context and an in-order queue with `properties` (e.g.
/// CL_QUEUE_PROFILING_ENABLE) on it. Throws acl::Error, listing the platforms and devices
/// found when none matches.
inline Device open_device(cl_device_type type = CL_DEVICE_TYPE_ALL,
                          cl_command_queue_properties properties = 0) {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  check(aclPickDevice(type, &platform, &device));
  Device d;
  d.platform = cl::Platform(platform);
  d.device = cl::Device(device);
  cl_int err = CL_SUCCESS;
  d.context = cl::Context(d.device, nullptr, nullptr, nullptr, &err);
  if (err != CL_SUCCESS)
    throw Error(err, std::string(aclGetErrorString(err)) + ": clCreateContext failed on the "
                                                            "device ACL picked");
  d.queue = cl::CommandQueue(d.context, d.device, properties, &err);
  if (err != CL_SUCCESS)
    throw Error(err, std::string(aclGetErrorString(err)) + ": clCreateCommandQueue failed "
                                                            "on the device ACL picked");
  return d;
}

/// Band boundaries as launches over several devices cut them (aclGetBandBounds): `parts` + 1
/// numbers from 0 to `extent`, bands of whole `unit`s in proportion to `weights` (empty:
/// equal).
inline std::vector<size_t> band_bounds(size_t extent, size_t parts, size_t unit = 1,
                                       const std::vector<double>& weights = {}) {
  if (!weights.empty() && weights.size() != parts)
    throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + std::to_string(weights.size()) +
                                      " weights for " + std::to_string(parts) + " parts");
  std::vector<size_t> b(parts + 1);
  check(aclGetBandBounds(extent, unit, cl_uint(parts), weights.empty() ? nullptr : weights.data(),
                         b.data()));
  return b;
}

/// Transfer attributes with the defaults of ACL_ATTR_INIT and chainable setters.
struct Attr : acl_attr {
  Attr() : acl_attr(ACL_ATTR_INIT) {}
  Attr& shape(size_t w, size_t h = 1, size_t d = 1) {
    size[0] = w, size[1] = h, size[2] = d;
    return *this;
  }
  Attr& words(cl_uint bytes) { return word_size = bytes, *this; }
  /// The array starts at word `word` of the buffer (acl_attr::offset): a window inside it.
  Attr& from_word(size_t word) { return offset = word, *this; }
  Attr& read(cl_uint origin) { return ref = origin, *this; }
  Attr& write(cl_uint origin) { return acl_attr::def = origin, *this; }
  Attr& halo(cl_uint words, cl_uint mode = ACL_BORDER_CLAMP) {
    return margin = words, border = mode, *this;
  }
  /// Slices above and below (3-D data only read): User_main reads them through get_acl_xyz.
  Attr& halo_z(cl_uint slices) { return margin_z = slices, *this; }
  /// Written data: `n` time steps a launch, argument `input` (read, with this shape) reading
  /// at each step after the first the words this argument got at the step before.
  Attr& steps(cl_uint n, cl_uint input) { return acl_attr::steps = n, feeds = input, *this; }
  Attr& common() { return broadcast = ACL_COMMON, *this; }
  /// One word per row (ACL_PER_ROW), column or slice of the level-1 view; written, the words
  /// are combined by `op` (ACL_COMBINE_*) into it.
  Attr& per(cl_uint line, cl_uint op = ACL_COMBINE_SUM) {
    return broadcast = line, combine = op, *this;
  }
  Attr& horizontal() { return split = ACL_HORIZONTAL, *this; }
  Attr& at_level(cl_uint l) { return level = l, *this; }
  /// ACL_RANDOM origins: one cl_int4 (x, y, z, unused) per level-1 block.
  Attr& positions(const cl::Buffer& buffer) { return position = buffer(), *this; }
  /// The work-group size, and this argument's split size, pinned (min = max).
  Attr& group(cl_uint wg) { return wg_min = wg_max = wg, *this; }
  Attr& split_size(cl_uint s) { return split_min = split_max = s, *this; }
  Attr& depends(cl_uint dep) { return dependency = dep, *this; }
  /// ACL_RNO1_SCAN with operator `op` (ACL_COMBINE_*): the data written is the inclusive 2-D
  /// prefix of what User_main writes.
  Attr& scan(cl_uint op) { return dependency = ACL_RNO1_SCAN, combine = op, *this; }
  Attr& scaled(cl_uint log2_factor) { return scale_log2 = log2_factor, *this; }
  /// ACL_TILE split with a level per dimension (x, y): 1, 2, ACL_LEVEL1_X or ACL_LEVEL1_Y.
  /// Positions get_acl_origin reports start here: the array is a part of a larger one.
  Attr& placed_at(size_t x, size_t y, size_t z = 0) {
    position_offset[0] = x, position_offset[1] = y, position_offset[2] = z;
    return *this;
  }
  Attr& tiled(cl_uint level_x = 1, cl_uint level_y = 1) {
    split = ACL_TILE;
    dim_level[0] = level_x;
    dim_level[1] = level_y;
    return *this;
  }
};

/// A 2-D array kept in pieces on the devices of several queues of one context
/// (aclCreateDistBuffer): ACL_DIST_BANDS, each device's band of rows and `halo` rows around
/// it; ACL_DIST_COPIES, a copy a device. Copies share it (retain/release).
class DistBuffer {
 public:
  DistBuffer() = default;
  DistBuffer(const cl::Context& context, const std::vector<cl::CommandQueue>& queues,
             cl_uint layout, size_t width, size_t height, cl_uint word_size, size_t halo = 0,
             const std::vector<size_t>& bounds = {}) {
    std::vector<cl_command_queue> q;
    for (const cl::CommandQueue& x : queues) q.push_back(x());
    if (!bounds.empty() && bounds.size() != q.size() + 1)
      throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + std::to_string(bounds.size()) +
                                        " bounds for " + std::to_string(q.size()) + " queues");
    cl_int err = CL_SUCCESS;
    d_ = aclCreateDistBuffer(context(), cl_uint(q.size()), q.data(), layout, width, height,
                             word_size, halo, bounds.empty() ? nullptr : bounds.data(), &err);
    check(err);
  }
  DistBuffer(const DistBuffer& o) : d_(o.d_) {
    if (d_) aclRetainDistBuffer(d_);
  }
  DistBuffer(DistBuffer&& o) noexcept : d_(std::exchange(o.d_, nullptr)) {}
  DistBuffer& operator=(DistBuffer o) noexcept {
    std::swap(d_, o.d_);
    return *this;
  }
  ~DistBuffer() {
    if (d_) aclReleaseDistBuffer(d_);
  }

  /// The whole array (dense rows) from `host` into every device's piece.
  cl::Event write(const void* host, bool blocking = true) {
    cl_event e = nullptr;
    check(aclEnqueueWriteDistBuffer(d_, blocking, host, 0, nullptr, &e));
    return cl::Event(e);
  }
  /// Every device's band into `host` (the whole array, dense rows).
  cl::Event read(void* host, bool blocking = true) {
    cl_event e = nullptr;
    check(aclEnqueueReadDistBuffer(d_, blocking, host, 0, nullptr, &e));
    return cl::Event(e);
  }
  /// The margin rows from the bands that own them (launches do it when they need it).
  cl::Event exchange() {
    cl_event e = nullptr;
    check(aclEnqueueExchangeHalos(d_, 0, nullptr, &e));
    return cl::Event(e);
  }
  /// Device `i`'s piece: its buffer, the first row it holds and how many.
  struct Piece {
    cl::Buffer buffer;
    size_t first_row = 0, rows = 0;
  };
  Piece piece(cl_uint i) const {
    cl_mem m = nullptr;
    Piece p;
    check(aclGetDistBufferPiece(d_, i, &m, &p.first_row, &p.rows));
    p.buffer = cl::Buffer(m, true);  // retains
    return p;
  }
  acl_dist_buffer get() const { return d_; }

 private:
  acl_dist_buffer d_ = nullptr;
};

/// An ACL kernel; copies share it (retain/release).
class Kernel {
 public:
  Kernel() = default;
  Kernel(const cl::Context& context, const std::string& user_source,
         const std::string& options = "") {
    cl_int err = CL_SUCCESS;
    k_ = clCreateAclKernel(context(), user_source.c_str(), options.c_str(), &err);
    check(err);
  }
  Kernel(const Kernel& o) : k_(o.k_) {
    if (k_) clRetainAclKernel(k_);
  }
  Kernel(Kernel&& o) noexcept : k_(std::exchange(o.k_, nullptr)) {}
  Kernel& operator=(Kernel o) noexcept {
    std::swap(k_, o.k_);
    return *this;
  }
  ~Kernel() {
    if (k_) clReleaseAclKernel(k_);
  }

  /// A buffer moved by the AC kernel per `attr`.
  Kernel& arg(cl_uint index, const cl::Buffer& buffer, const acl_attr& attr) {
    check(clSetAclKernelArg(k_, index, sizeof(cl_mem), &buffer(), &attr));
    return *this;
  }
  /// A distributed buffer, `attr` describing the whole array (clSetAclKernelArgDist).
  Kernel& arg(cl_uint index, const DistBuffer& buffer, const acl_attr& attr) {
    check(clSetAclKernelArgDist(k_, index, buffer.get(), &attr));
    return *this;
  }
  /// A buffer passed through as a __global pointer.
  Kernel& arg(cl_uint index, const cl::Buffer& buffer) {
    check(clSetAclKernelArg(k_, index, sizeof(cl_mem), &buffer(), nullptr));
    return *this;
  }
  /// A scalar by value. Its type must suit the parameter's: arg(2, 2) for a `float`
  /// parameter throws (CL_INVALID_ARG_VALUE, naming the argument); pass 2.0f.
  template <typename T>
  Kernel& arg(cl_uint index, const T& value) {
    check(clSetAclKernelArgScalar(k_, index, detail::ClTypeName<T>::get(), sizeof(T), &value));
    return *this;
  }
  /// __local scratch of `bytes`.
  Kernel& local(cl_uint index, size_t bytes) {
    check(clSetAclKernelArg(k_, index, bytes, nullptr, nullptr));
    return *this;
  }

  cl::Event enqueue(const cl::CommandQueue& queue, const std::vector<cl::Event>& wait = {}) {
    std::vector<cl_event> w;
    for (const cl::Event& e : wait) w.push_back(e());
    cl_event ev = nullptr;
    check(clEnqueueAclKernel(queue(), k_, cl_uint(w.size()), w.empty() ? nullptr : w.data(), &ev));
    return cl::Event(ev);  // takes ownership
  }

  /// One launch over the devices of `queues` (clEnqueueAclKernelMulti): bands of the
  /// level-1 data in proportion to `weights` (one a queue; empty: equal). The event completes
  /// when every device is done.
  cl::Event enqueue_multi(const std::vector<cl::CommandQueue>& queues,
                          const std::vector<double>& weights = {},
                          const std::vector<cl::Event>& wait = {}) {
    std::vector<cl_command_queue> q;
    for (const cl::CommandQueue& x : queues) q.push_back(x());
    std::vector<cl_event> w;
    for (const cl::Event& e : wait) w.push_back(e());
    if (!weights.empty() && weights.size() != q.size())
      throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + std::to_string(weights.size()) +
                                        " weights for " + std::to_string(q.size()) + " queues");
    cl_event ev = nullptr;
    check(clEnqueueAclKernelMulti(cl_uint(q.size()), q.data(), k_,
                                  weights.empty() ? nullptr : weights.data(), cl_uint(w.size()),
                                  w.empty() ? nullptr : w.data(), &ev));
    return cl::Event(ev);
  }
  /// Weights for enqueue_multi from one timed launch on each queue (aclMeasureDeviceWeights;
  /// the launches write the outputs).
  std::vector<double> measure_weights(const std::vector<cl::CommandQueue>& queues) {
    std::vector<cl_command_queue> q;
    for (const cl::CommandQueue& x : queues) q.push_back(x());
    std::vector<double> w(q.size());
    check(aclMeasureDeviceWeights(k_, cl_uint(q.size()), q.data(), w.data()));
    return w;
  }
  /// The split of enqueue_multi over `devices` and each device's plan (aclGetKernelMultiPlan).
  std::string plan(const std::vector<cl::Device>& devices,
                   const std::vector<double>& weights = {}) const {
    std::vector<cl_device_id> d;
    for (const cl::Device& x : devices) d.push_back(x());
    if (!weights.empty() && weights.size() != d.size())
      throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + std::to_string(weights.size()) +
                                        " weights for " + std::to_string(d.size()) + " devices");
    const double* wp = weights.empty() ? nullptr : weights.data();
    size_t n = 0;
    check(aclGetKernelMultiPlan(k_, cl_uint(d.size()), d.data(), wp, 0, nullptr, &n));
    std::string s(n, '\0');
    check(aclGetKernelMultiPlan(k_, cl_uint(d.size()), d.data(), wp, n, s.data(), nullptr));
    s.resize(n ? n - 1 : 0);
    return s;
  }

  std::string plan(const cl::Device& device) const { return text(aclGetKernelPlan, device); }
  std::string source(const cl::Device& device) const { return text(aclGetKernelSource, device); }
  cl_acl_kernel get() const { return k_; }

 private:
  template <typename F>
  std::string text(F f, const cl::Device& device) const {
    size_t n = 0;
    check(f(k_, device(), 0, nullptr, &n));
    std::string s(n, '\0');
    check(f(k_, device(), n, s.data(), nullptr));
    s.resize(n ? n - 1 : 0);
    return s;
  }
  cl_acl_kernel k_ = nullptr;
};

/// Options of acl::tune with the defaults of ACL_TUNE_OPTIONS_INIT and chainable setters.
struct TuneOptions : acl_tune_options {
  TuneOptions() : acl_tune_options(ACL_TUNE_OPTIONS_INIT) {}
  TuneOptions& budget(double s) { return seconds = s, *this; }
  TuneOptions& runs(cl_uint n) { return reps = n, *this; }
  TuneOptions& keep(bool on) { return save = on, *this; }
  TuneOptions& for_class(bool on) { return general = on, *this; }
  TuneOptions& quiet() { return progress = 0, *this; }
};

/// aclTuneKernel: searches the knobs for the fastest plan of `kernel` with its arguments as
/// set now, on `queue`'s device, and (by default) saves the winner in the user's database.
inline acl_tune_result tune(const cl::CommandQueue& queue, const Kernel& kernel,
                            const TuneOptions& options = TuneOptions()) {
  acl_tune_result r{};
  check(aclTuneKernel(queue(), kernel.get(), &options, &r));
  return r;
}

}  // namespace acl
