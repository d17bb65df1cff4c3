// Shared host harness of the example programs: device choice, builds, timing and the result table.
#pragma once

// OpenCL-CLHPP errors become exceptions so every example reports a failing call the same way.
#ifndef CL_HPP_ENABLE_EXCEPTIONS
#define CL_HPP_ENABLE_EXCEPTIONS
#endif
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <ctime>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "acl/acl.hpp"

namespace example {

/// Prints a message to stderr and ends the program: for setup errors that leave nothing to run.
[[noreturn]] inline void die(const std::string& message) {
  std::fflush(stdout);
  std::fprintf(stderr, "\n*** ERROR: %s\n\n", message.c_str());
  std::exit(2);
}

/// Parses "WxH" (also "W" alone, meaning height 1) into positive sizes.
inline bool parse_shape(const char* text, size_t* w, size_t* h) {
  char* end = nullptr;
  const unsigned long long a = std::strtoull(text, &end, 10);
  unsigned long long b = 1;
  if (end == text) return false;
  if (*end == 'x' || *end == 'X') {
    const char* rest = end + 1;
    b = std::strtoull(rest, &end, 10);
    if (end == rest) return false;
  }
  if (*end != '\0' || a == 0 || b == 0) return false;
  *w = size_t(a), *h = size_t(b);
  return true;
}

/// Parses a positive int option value or dies naming the option.
inline int parse_positive(const char* option, const char* text) {
  char* end = nullptr;
  const long v = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || v <= 0 || v > 1000000)
    die(std::string(option) + " wants a positive integer, got '" + text + "'");
  return int(v);
}

/// `--variants` of an example: knob settings separated by spaces, each a whole ACL_KNOBS value
/// ("wave_pipeline=0 wave_wg=64,wave_bytes=32"), each an extra ACL version in the same
/// interleaved rounds. Returns false on an empty list.
inline bool parse_variants(const char* text, std::vector<std::string>* out) {
  out->clear();
  std::string item;
  for (const char* p = text;; ++p) {
    if (*p == ' ' || *p == '\0') {
      if (!item.empty()) out->push_back(item);
      item.clear();
      if (!*p) break;
    } else {
      item += *p;
    }
  }
  return !out->empty();
}

/// The version name of a knob variant in tables and CSV files: no commas ("a=1+b=2").
inline std::string variant_name(const std::string& prefix, std::string knobs) {
  std::replace(knobs.begin(), knobs.end(), ',', '+');
  return prefix + ":" + knobs;
}

/// Runs `plan` with ACL_KNOBS set to `knobs`, then restores it: an ACL kernel reads the knobs
/// when it first plans for a device, so `plan` sets the kernel's arguments and asks for its
/// plan on the device, and the kernel keeps these knobs for every later launch.
inline void with_knobs(const std::string& knobs, const std::function<void()>& plan) {
  const char* old = std::getenv("ACL_KNOBS");
  const std::string saved = old ? old : "";
  setenv("ACL_KNOBS", knobs.c_str(), 1);
  try {
    plan();
  } catch (...) {
    if (old)
      setenv("ACL_KNOBS", saved.c_str(), 1);
    else
      unsetenv("ACL_KNOBS");
    throw;
  }
  if (old)
    setenv("ACL_KNOBS", saved.c_str(), 1);
  else
    unsetenv("ACL_KNOBS");
}

/// Sets an ACL kernel's arguments for a w x h run on buffers `in` and `out`; and the ACL
/// kernels of `--variants`, named by their knobs.
using ArgSetter = std::function<void(acl::Kernel&, const cl::Buffer& in, const cl::Buffer& out,
                                     size_t w, size_t h)>;
using Variants = std::vector<std::pair<std::string, acl::Kernel>>;

/// Timed repetitions: ACL_REPS from the environment, else 10 (a --reps option overrides both).
inline int default_reps() {
  const char* env = std::getenv("ACL_REPS");
  return env && *env ? parse_positive("ACL_REPS", env) : 10;
}

/// The chosen device with its context and a profiling, in-order queue.
struct Device : acl::Device {
  std::string name() const { return device.getInfo<CL_DEVICE_NAME>(); }
  std::string describe() const {
    return name() + " (" + platform.getInfo<CL_PLATFORM_NAME>() + ", " +
           device.getInfo<CL_DEVICE_VERSION>() + ", driver " + device.getInfo<CL_DRIVER_VERSION>() +
           ")";
  }
};

/// The device ACL_PLATFORM and ACL_DEVICE name (acl::open_device: platform name substring,
/// device index or name substring, any case); by default the first device of the first
/// platform that has one. Dies listing what exists when nothing matches.
inline Device open_device() {
  Device d;
  try {
    static_cast<acl::Device&>(d) = acl::open_device(CL_DEVICE_TYPE_ALL, CL_QUEUE_PROFILING_ENABLE);
  } catch (const acl::Error& e) {
    die(e.what());
  }
  return d;
}

/// Builds one kernel of a plain OpenCL program; a failed build throws with the build log.
inline cl::Kernel build_kernel(const Device& d, const char* source, const char* kernel_name,
                               const std::string& options) {
  cl::Program program(d.context, std::string(source));
  try {
    program.build({d.device}, options.c_str());
  } catch (const cl::Error& e) {
    std::string log;
    try {
      log = program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(d.device);
    } catch (const cl::Error&) {
    }
    throw std::runtime_error(std::string("building '") + kernel_name + "' failed (" +
                             std::to_string(e.err()) + "):\n" + log);
  }
  return cl::Kernel(program, kernel_name);
}

inline size_t round_up(size_t n, size_t m) {
  return (n + m - 1) / m * m;
}

/// Sets `args` as arguments 0, 1, ... of `kernel` and enqueues it over `global` work-items
/// (whole groups) in groups of `local`; returns the command's event.
template <typename... Args>
cl::Event run_kernel(const cl::CommandQueue& queue, cl::Kernel& kernel, const cl::NDRange& global,
                     const cl::NDRange& local, const Args&... args) {
  cl_uint index = 0;
  (kernel.setArg(index++, args), ...);
  cl::Event e;
  queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &e);
  return e;
}

/// Device time of one finished command, from the queue's profiling counters.
inline double event_ms(const cl::Event& e) {
  const cl_ulong start = e.getProfilingInfo<CL_PROFILING_COMMAND_START>();
  const cl_ulong end = e.getProfilingInfo<CL_PROFILING_COMMAND_END>();
  return double(end - start) * 1e-6;
}

/// Collects mismatches of one validation; prints the first few as they come.
class Mismatches {
 public:
  explicit Mismatches(size_t print_limit = 5) : limit_(print_limit) {}

  /// Records one mismatch; the printf-style detail line is printed for the first few only.
  __attribute__((format(printf, 2, 3))) void add(const char* format, ...) {
    if (count_++ < limit_) {
      std::printf("    mismatch ");
      va_list args;
      va_start(args, format);
      std::vprintf(format, args);
      va_end(args);
      std::printf("\n");
    }
  }
  size_t count() const { return count_; }
  bool ok() const { return count_ == 0; }
  /// A summary note for the table: empty when everything matched.
  std::string summary(size_t checked) const {
    if (ok()) return "";
    return std::to_string(count_) + " of " + std::to_string(checked) + " wrong";
  }

 private:
  size_t limit_, count_ = 0;
};

/// One version of one user at one shape, as the table runs it.
struct Case {
  std::string user, version, shape;
  double work = 0;  ///< bytes moved or interactions per launch: the throughput figure's numerator
  bool timed = true;
  bool span = false;  ///< launch enqueues several commands and returns the last one's event;
                      ///< a run is then timed from a marker enqueued before it (in-order queue)
  std::function<void()> poison;             ///< fills outputs with values no correct run leaves
  std::function<cl::Event()> launch;        ///< enqueues one run
  std::function<void()> host;               ///< or: runs once on the host (Halide), synchronously
  std::function<bool(std::string*)> check;  ///< reads back, compares, may set a note
  std::function<std::string()> explain;     ///< optional: printed when wrong (the ACL plan)
};

/// The examples' command line: --reps, --plan, --print-device and --help for all, plus
/// each program's own options. Bad input prints the usage and exits with status 2.
class Cli {
 public:
  Cli(std::string program, std::string about)
      : program_(std::move(program)), about_(std::move(about)) {}

  /// An option with a value; `apply` returns false when the value is unusable.
  void value(const std::string& flag, const std::string& help,
             std::function<bool(const char*)> apply) {
    options_.push_back({flag, help, std::move(apply), nullptr});
  }
  /// An option without a value that sets `*target`.
  void flag(const std::string& flag, const std::string& help, bool* target) {
    options_.push_back({flag, help, nullptr, target});
  }

  void parse(int argc, char** argv) {
    value("--reps", "N  timed runs per version (default 10, or ACL_REPS)", [this](const char* v) {
      reps = parse_positive("--reps", v);
      return true;
    });
    flag("--plan", "   print the ACL plan for the timed size", &plan);
    flag("--print-device", "print the selected device and exit", &print_device);
    for (int i = 1; i < argc; ++i) {
      const std::string a = argv[i];
      if (a == "--help" || a == "-h") usage(program_ + ": " + about_);
      const Option* o = nullptr;
      for (const Option& c : options_)
        if (c.flag == a) o = &c;
      if (!o) usage("unknown option '" + a + "'");
      if (o->target) {
        *o->target = true;
      } else {
        if (i + 1 >= argc) usage(a + " needs a value");
        if (!o->apply(argv[++i])) usage("bad value for " + a + ": '" + argv[i] + "'");
      }
    }
  }

  [[noreturn]] void usage(const std::string& why) const {
    std::fprintf(stderr, "%s\nusage: %s [options]\n", why.c_str(), program_.c_str());
    for (const Option& o : options_)
      std::fprintf(stderr, "  %-14s %s\n", o.flag.c_str(), o.help.c_str());
    std::fprintf(stderr,
                 "environment: ACL_PLATFORM (platform name substring), ACL_DEVICE (index or "
                 "name), ACL_CSV (append timed rows to a CSV file)\n");
    std::exit(2);
  }

  /// Opens the device; with --print-device prints it and exits.
  Device device() const {
    Device d = open_device();
    if (print_device) {
      std::printf("%s\n", d.describe().c_str());
      std::exit(0);
    }
    return d;
  }

  int reps = default_reps();
  bool plan = false, print_device = false;

 private:
  struct Option {
    std::string flag, help;
    std::function<bool(const char*)> apply;
    bool* target;
  };
  std::string program_, about_;
  std::vector<Option> options_;
};

/// The result table: one aligned row per case; remembers whether any row was wrong.
class Table {
 public:
  /// `unit` names the throughput figure ("GB/s"); `scale` turns work per second into it.
  Table(std::string unit, double scale) : unit_(std::move(unit)), scale_(scale) {}

  void header() const {
    std::printf("%-9s %-10s %-22s %10s %14s  %s\n", "user", "version", "shape", "median ms",
                unit_.c_str(), "check");
    std::fflush(stdout);
  }

  /// The versions [first, last) of one user at one shape. Each is poisoned, run once (the
  /// first launch: for ACL it plans and builds) and validated; then the timed ones take
  /// their `reps` timed runs in interleaved rounds (a few runs of each version in turn, after
  /// an untimed one, so no version times the caches another one left), and a slow spell of
  /// a shared or throttled machine falls on all of them alike; the median of each version's
  /// runs is its time: its device time from the profiling counters, or the wall time of a
  /// synchronous call (enqueue and finish; a host version's call) when ACL_TIMING=wall or
  /// when one of the versions runs on the host, so that versions are always timed alike
  /// (the CSV's `timing` column says which). After the rounds each version is poisoned, run and validated once
  /// more (versions may share an output buffer). Errors of any kind make a row WRONG with
  /// the message above it; the other versions go on.
  void run_versions(const Device& d, const Case* first, const Case* last, int reps) {
    struct Row {
      const Case* c = nullptr;
      bool ok = false;
      std::string note;
      std::vector<double> ms;
      std::vector<cl::Event> starts, ends;
    };
    std::vector<Row> rows;
    for (const Case* c = first; c != last; ++c) {
      if (!selected(c->version)) continue;
      rows.emplace_back();
      rows.back().c = c;
    }
    wall_ = wall_timing();
    for (Row& r : rows) wall_ |= bool(r.c->host);
    for (Row& r : rows)
      guarded(r.ok, r.note, [&] {
        r.c->poison();
        d.queue.finish();
        run_once(d, *r.c);
        r.ok = r.c->check(&r.note);
      });
    const int rounds = std::min(reps, 5);
    for (int round = 0; round < rounds; ++round)
      for (Row& r : rows) {
        if (!r.ok || !r.c->timed) continue;
        guarded(r.ok, r.note, [&] {
          // Runs of this round: an even share of reps, the remainder in the first rounds.
          const int n = reps / rounds + (round < reps % rounds ? 1 : 0);
          // A warm-up first: caches and clocks as this version leaves them.
          if (wall_) {
            run_once(d, *r.c);
            for (int i = 0; i < n; ++i) {
              const auto t0 = std::chrono::steady_clock::now();
              run_once(d, *r.c);
              r.ms.push_back(std::chrono::duration<double, std::milli>(
                                 std::chrono::steady_clock::now() - t0).count());
            }
            return;
          }
          r.c->launch();
          for (int i = 0; i < n; ++i) {
            cl::Event start;
            if (r.c->span) d.queue.enqueueMarkerWithWaitList(nullptr, &start);
            r.starts.push_back(start);
            r.ends.push_back(r.c->launch());
          }
          d.queue.finish();
        });
      }
    for (Row& r : rows) {
      if (r.ok && r.c->timed)
        guarded(r.ok, r.note, [&] {
          for (size_t i = 0; i < r.ends.size(); ++i)
            r.ms.push_back(r.c->span ? double(r.ends[i].getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                              r.starts[i].getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                                           1e-6
                                     : event_ms(r.ends[i]));
          // Versions may share their output buffer: each one is run and checked again.
          r.c->poison();
          d.queue.finish();
          run_once(d, *r.c);
          r.ok = r.c->check(&r.note);
          if (!r.ok) r.note += " (after the timed runs)";
        });
      print_row(d, *r.c, r.ok, r.ok && r.c->timed ? median(r.ms) : -1, r.note);
    }
  }

  bool all_ok() const { return all_ok_; }

  /// ACL_VERSIONS=acl,halide: only the versions named (comma-separated) run; unset or
  /// empty: all of them. For sweeps where the other versions' time is known.
  static bool selected(const std::string& version) {
    const char* env = std::getenv("ACL_VERSIONS");
    if (!env || !*env) return true;
    const std::string list = std::string(",") + env + ",";
    return list.find("," + version + ",") != std::string::npos;
  }

  /// ACL_TIMING=wall: every version is timed by the wall time of a synchronous call.
  static bool wall_timing() {
    const char* env = std::getenv("ACL_TIMING");
    if (!env || !*env || std::strcmp(env, "profile") == 0) return false;
    if (std::strcmp(env, "wall") == 0) return true;
    die(std::string("ACL_TIMING must be 'wall' or 'profile', not '") + env + "'");
  }

 private:
  /// One synchronous run of a version: a host call, or its launch and the queue's finish.
  static void run_once(const Device& d, const Case& c) {
    if (c.host) {
      c.host();
      return;
    }
    c.launch();
    d.queue.finish();
  }

  /// Runs `step`; an exception clears `ok` and sets `note`, printing the message.
  template <typename Step>
  static void guarded(bool& ok, std::string& note, Step step) {
    try {
      step();
    } catch (const acl::Error& e) {
      ok = false;
      note = "ACL error";
      std::printf("    error: %s\n", e.what());
    } catch (const cl::Error& e) {
      ok = false;
      note = "OpenCL error";
      std::printf("    error: %s returned %d\n", e.what(), e.err());
    } catch (const std::exception& e) {
      ok = false;
      note = "error";
      std::printf("    error: %s\n", e.what());
    }
  }

  static double median(std::vector<double> ms) {
    if (ms.empty()) return -1;
    std::sort(ms.begin(), ms.end());
    const size_t n = ms.size();
    return n % 2 ? ms[n / 2] : 0.5 * (ms[n / 2 - 1] + ms[n / 2]);
  }

  /// The row of one case (`ms` < 0: not timed); a wrong one first explains the ACL plan.
  void print_row(const Device& d, const Case& c, bool ok, double ms, const std::string& note) {
    if (!ok && c.explain) {
      // What ACL decided is the first thing to look at when its version is wrong.
      try {
        std::printf("%s", c.explain().c_str());
      } catch (const std::exception& e) {
        std::printf("    (no explanation: %s)\n", e.what());
      }
    }
    char time[32] = "-", figure[32] = "-";
    if (ok && ms >= 0) {
      std::snprintf(time, sizeof time, "%.3f", ms);
      if (ms > 0) std::snprintf(figure, sizeof figure, "%.2f", c.work / (ms * 1e-3) * scale_);
    } else if (ok && !c.timed) {
      std::snprintf(time, sizeof time, "untimed");
    }
    std::printf("%-9s %-10s %-22s %10s %14s  %s%s%s\n", c.user.c_str(), c.version.c_str(),
                c.shape.c_str(), time, figure, ok ? "ok" : "WRONG", note.empty() ? "" : "  ",
                note.c_str());
    std::fflush(stdout);
    if (c.timed) csv_row(d, c, time, figure, ok);
    all_ok_ &= ok;
  }

  /// With ACL_CSV=<file>, timed rows are appended there too (header on a new file), with
  /// the device, its driver and the date, so results can be committed and compared.
  void csv_row(const Device& d, const Case& c, const char* ms, const char* figure, bool ok) {
    const char* path = std::getenv("ACL_CSV");
    if (!path || !*path) return;
    std::FILE* f = std::fopen(path, "a");
    if (!f) return;
    if (std::ftell(f) == 0)
      std::fprintf(f, "date,device,driver,user,version,shape,median_ms,figure,unit,check,timing\n");
    char date[32];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    std::fprintf(f, "%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n", date, d.name().c_str(),
                 d.device.getInfo<CL_DRIVER_VERSION>().c_str(), c.user.c_str(), c.version.c_str(),
                 c.shape.c_str(), ms, figure, unit_.c_str(), ok ? "ok" : "WRONG",
                 wall_ ? "wall" : "profile");
    std::fclose(f);
  }

  std::string unit_;
  double scale_;
  bool all_ok_ = true;
  bool wall_ = false;  ///< the versions being run are timed by wall time
};

/// Case::poison for an output of `n` floats: NaN, which no correct run leaves.
inline std::function<void()> poison_nan(const Device& d, const cl::Buffer& out, size_t n) {
  return [&d, out, n] {
    d.queue.enqueueFillBuffer(out, std::numeric_limits<float>::quiet_NaN(), 0, n * 4);
  };
}

/// Case::check comparing an output of floats with `ref` word for word (bitwise-equal
/// values; NaN never matches); `w` turns an index into the (x, y) the mismatch names.
inline std::function<bool(std::string*)> check_exact(const Device& d, const cl::Buffer& out,
                                                     std::shared_ptr<const std::vector<float>> ref,
                                                     size_t w) {
  return [&d, out, ref, w](std::string* note) {
    std::vector<float> got(ref->size());
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * 4, got.data());
    Mismatches bad;
    for (size_t i = 0; i < got.size(); ++i)
      if (!(got[i] == (*ref)[i]))
        bad.add("at (x %zu, y %zu): expected %.9g, got %.9g", i % w, i / w, (*ref)[i], got[i]);
    *note = bad.summary(got.size());
    return bad.ok();
  };
}

/// A kernel of `source` per knob setting, named `prefix`:<knobs>, planned once on a one-word
/// buffer under its knobs (with_knobs), which it keeps.
inline Variants make_variants(const cl::Context& context, const cl::Device& device,
                              const char* source, const std::vector<std::string>& knobs,
                              const std::string& prefix, const ArgSetter& set_args) {
  Variants out;
  cl::Buffer one(context, CL_MEM_READ_WRITE, 4);
  for (const std::string& k : knobs) {
    acl::Kernel v(context, source);
    with_knobs(k, [&] {
      set_args(v, one, one, 1, 1);
      v.plan(device);
    });
    out.emplace_back(variant_name(prefix, k), std::move(v));
  }
  return out;
}

/// Adds `c` again for each kernel of `variants`, launched with its arguments set for w x h.
inline void add_variant_cases(std::vector<Case>& cases, Case c, const Device& d,
                              Variants& variants, const ArgSetter& set_args,
                              const cl::Buffer& in, const cl::Buffer& out, size_t w, size_t h) {
  for (auto& [name, kernel] : variants) {
    acl::Kernel* v = &kernel;
    c.version = name;
    c.launch = [&d, v, set_args, in, out, w, h] {
      set_args(*v, in, out, w, h);
      return v->enqueue(d.queue);
    };
    c.explain = [&d, v] { return v->plan(d.device); };
    cases.push_back(c);
  }
}

/// Runs `cases` into `table`, the versions of each user and shape side by side
/// (Table::run_versions); with --plan, prints the ACL plan after each timed group.
inline void run_cases(Table& table, const Device& d, const Cli& cli,
                      const std::vector<Case>& cases) {
  for (size_t i = 0, j; i < cases.size(); i = j) {
    for (j = i + 1; j < cases.size() && cases[j].user == cases[i].user &&
                    cases[j].shape == cases[i].shape && cases[j].timed == cases[i].timed;
         ++j) {
    }
    table.run_versions(d, cases.data() + i, cases.data() + j, cli.reps);
    for (size_t v = i; v < j; ++v)
      if (cli.plan && cases[v].timed && cases[v].version == "acl" && cases[v].explain &&
          Table::selected(cases[v].version))
        std::printf("%s", cases[v].explain().c_str());
  }
}

/// The shapes every image example checks untimed after its timed size: ragged both ways,
/// a single word, a single row, a single column, a tiny block.
inline const std::vector<std::pair<size_t, size_t>>& ragged_shapes() {
  static const std::vector<std::pair<size_t, size_t>> shapes = {
      {1021, 769}, {1, 1}, {333, 1}, {1, 257}, {2, 3}};
  return shapes;
}

/// The exit status of a program whose rows are in `table`.
inline int finish(const Table& table, const char* program) {
  if (table.all_ok()) return 0;
  std::printf("%s: some versions are WRONG\n", program);
  return 1;
}

}  // namespace example
