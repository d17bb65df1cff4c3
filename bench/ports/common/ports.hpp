// What the porting suite's programs share beyond the examples' harness: size presets, random
// inputs, and checks with a stated tolerance.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
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

 private:
  bool small_ = false, large_ = false;
};

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
