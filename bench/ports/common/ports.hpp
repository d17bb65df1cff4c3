// What the porting suite's programs share beyond the examples' harness: size presets, random
// inputs, and checks with a stated tolerance.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness.hpp"

namespace ports {

using example::Case;
using example::Device;

/// Which problem sizes a port runs: `small` for CI (seconds on PoCL, ragged), `standard` for a
/// CPU (the default), `large` for a GPU (the suites' own sizes where they give them).
enum class Preset { small, standard, large };

/// The suite programs' command line: the examples' options plus --small / --large.
struct Options {
  Preset preset = Preset::standard;
  example::Cli cli;

  Options(const std::string& program, const std::string& about) : cli(program, about) {
    cli.flag("--small", "  CI sizes: a few seconds on PoCL, ragged shapes", &small_);
    cli.flag("--large", "  GPU sizes (the suite's own where it gives them)", &large_);
  }
  /// Parses the command line; --small and --large together are an error.
  void parse(int argc, char** argv) {
    cli.parse(argc, argv);
    if (small_ && large_) cli.usage("--small and --large exclude each other");
    preset = small_ ? Preset::small : large_ ? Preset::large : Preset::standard;
  }
  /// The value of the preset in use.
  template <typename T>
  T pick(T small, T standard, T large) const {
    return preset == Preset::small ? small : preset == Preset::large ? large : standard;
  }

  /// Adds --size N to the command line (call before parse): a port whose problem has one
  /// size takes it in place of the preset's (size()).
  void size_option(const std::string& help) {
    cli.value("--size", "N  " + help, [this](const char* v) {
      size_ = size_t(example::parse_positive("--size", v));
      return true;
    });
  }
  /// --size where given, else the preset's size.
  size_t size(size_t small, size_t standard, size_t large) const {
    return size_ ? size_ : pick(small, standard, large);
  }

 private:
  bool small_ = false, large_ = false;
  size_t size_ = 0;
};

/// The alignment in bytes that a sub-buffer's origin needs on `d`
/// (CL_DEVICE_MEM_BASE_ADDR_ALIGN, which OpenCL gives in bits: PoCL and Oclgrind 128 bytes, the
/// H200 512). ACL_PORT_ALIGN=<bytes> (a power of two, not below the device's) raises it, so
/// that a device of small alignment cuts its windows as one of larger alignment would.
inline size_t sub_buffer_align(const Device& d) {
  const size_t device = d.device.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8;
  const char* env = std::getenv("ACL_PORT_ALIGN");
  if (!env || !*env) return device;
  char* end = nullptr;
  const unsigned long long v = std::strtoull(env, &end, 10);
  if (end == env || *end != '\0' || v == 0 || (v & (v - 1)) != 0 || v > (1u << 20))
    example::die(std::string("ACL_PORT_ALIGN wants a power of two of bytes (up to 1048576), ") +
                 "got '" + env + "'");
  if (v < device)
    example::die("ACL_PORT_ALIGN=" + std::string(env) + " is below the device's alignment of " +
                 std::to_string(device) + " bytes (CL_DEVICE_MEM_BASE_ADDR_ALIGN)");
  return size_t(v);
}

/// A sub-buffer of `buffer`: `bytes` bytes from byte `origin`, which must be a multiple of
/// `align` (sub_buffer_align). Every device then takes it, whatever the one at hand accepts;
/// a misaligned origin ends the program naming both.
inline cl::Buffer sub_buffer(cl::Buffer buffer, size_t origin, size_t bytes, size_t align) {
  if (origin % align != 0)
    example::die("a sub-buffer's origin of " + std::to_string(origin) +
                 " bytes is not a multiple of the alignment of " + std::to_string(align) +
                 " bytes");
  const cl_buffer_region region{origin, bytes};
  return buffer.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region);
}

/// `n` floats drawn from whole numbers in [lo, hi]: sums of few terms stay exact in float.
inline std::vector<float> random_ints_as_floats(size_t n, uint32_t seed, int lo, int hi) {
  std::vector<float> v(n);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> value(lo, hi);
  for (float& x : v) x = float(value(rng));
  return v;
}

/// `n` floats uniform in [lo, hi).
inline std::vector<float> random_floats(size_t n, uint32_t seed, float lo, float hi) {
  std::vector<float> v(n);
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> value(lo, hi);
  for (float& x : v) x = value(rng);
  return v;
}

/// `n` ints uniform in [lo, hi].
inline std::vector<int> random_ints(size_t n, uint32_t seed, int lo, int hi) {
  std::vector<int> v(n);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> value(lo, hi);
  for (int& x : v) x = value(rng);
  return v;
}

/// A device buffer holding `host`'s words.
template <typename T>
cl::Buffer upload(const Device& d, const std::vector<T>& host, cl_mem_flags flags = CL_MEM_READ_WRITE) {
  return cl::Buffer(d.context, flags | CL_MEM_COPY_HOST_PTR, host.size() * sizeof(T),
                    const_cast<T*>(host.data()));
}

/// Case::poison that fills `n` words of type T with `value` (NaN for floats: no correct run
/// leaves it; a value outside the result's range for integers).
template <typename T>
std::function<void()> poison(const Device& d, const cl::Buffer& out, size_t n, T value) {
  return [&d, out, n, value] { d.queue.enqueueFillBuffer(out, value, 0, n * sizeof(T)); };
}
inline std::function<void()> poison_floats(const Device& d, const cl::Buffer& out, size_t n) {
  return poison<float>(d, out, n, std::numeric_limits<float>::quiet_NaN());
}

/// Several poisons as one.
inline std::function<void()> poison_all(std::vector<std::function<void()>> parts) {
  return [parts] {
    for (const auto& p : parts) p();
  };
}

/// Compares `n` floats of `out` with `ref` (computed in double): a word passes when
/// |got - ref| <= rel * max(|ref|, floor) (NaN never passes). `floor` keeps words near zero
/// from needing a relative match they cannot have after cancellation; callers state both.
/// `w` turns an index into (x, y) for the message.
inline bool compare_close(const std::vector<float>& got, const std::vector<double>& ref, size_t w,
                          double rel, double floor, std::string* note, const char* what = "") {
  example::Mismatches bad;
  for (size_t i = 0; i < got.size(); ++i) {
    const double r = ref[i], g = got[i];
    const double tol = rel * std::max(std::fabs(r), floor);
    if (!(std::fabs(g - r) <= tol))
      bad.add("%s at (x %zu, y %zu): expected %.9g, got %.9g", what, i % w, i / w, r, g);
  }
  std::string s = bad.summary(got.size());
  if (!s.empty()) *note += (note->empty() ? "" : "; ") + std::string(what) + (*what ? ": " : "") + s;
  return bad.ok();
}

/// Case::check for one float output against a double reference (compare_close).
inline std::function<bool(std::string*)> check_close(const Device& d, const cl::Buffer& out,
                                                     std::shared_ptr<const std::vector<double>> ref,
                                                     size_t w, double rel, double floor) {
  return [&d, out, ref, w, rel, floor](std::string* note) {
    std::vector<float> got(ref->size());
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * 4, got.data());
    return compare_close(got, *ref, w, rel, floor, note);
  };
}

/// Case::check for one integer output, word for word.
template <typename T>
std::function<bool(std::string*)> check_equal(const Device& d, const cl::Buffer& out,
                                              std::shared_ptr<const std::vector<T>> ref, size_t w) {
  return [&d, out, ref, w](std::string* note) {
    std::vector<T> got(ref->size());
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * sizeof(T), got.data());
    example::Mismatches bad;
    for (size_t i = 0; i < got.size(); ++i)
      if (got[i] != (*ref)[i])
        bad.add("at (x %zu, y %zu): expected %lld, got %lld", i % w, i / w,
                (long long)(*ref)[i], (long long)got[i]);
    *note = bad.summary(got.size());
    return bad.ok();
  };
}

/// Enqueues several commands in order and returns the last one's event: a version that
/// launches several kernels sets Case::span and launches through this.
inline cl::Event last_of(const std::vector<std::function<cl::Event()>>& steps) {
  cl::Event e;
  for (const auto& s : steps) e = s();
  return e;
}

/// The shape label of a table row.
inline std::string shape(size_t w, size_t h = 1, size_t d = 1) {
  std::string s = std::to_string(w);
  if (h > 1 || d > 1) s += "x" + std::to_string(h);
  if (d > 1) s += "x" + std::to_string(d);
  return s;
}

}  // namespace ports
