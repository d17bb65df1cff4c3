// The empirical tuner. A private copy of the kernel runs on private copies of its buffers in
// a profiling queue of its own; candidate plans come from changing one knob at a time around
// the best plan so far (coordinate descent over the knob table), distinct generated kernels
// are built, checked against the default plan's output and timed; the winner must beat the
// default again in an interleaved re-timing. A journal in the cache directory keeps each
// measured kernel, so an interrupted search resumes where it stopped.
#include "tune/tuner.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <tuple>

#include "cache/cache_file.hpp"
#include "cache/sha256.hpp"
#include "device/tuning.hpp"
#include "error.hpp"
#include "launch/kernel.hpp"

namespace acl::detail {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// The generated kernel without its leading comment (the plan as text, whose notes name
/// knob values that may not change a line of code): candidates equal in this are one kernel.
std::string code_hash(const std::string& source) {
  const size_t end = source.rfind("/* ACL AC kernel", 0) == 0 ? source.find("*/") : 0;
  return sha256_hex(source.substr(end == std::string::npos ? 0 : end)).substr(0, 16);
}

bool is_float_type(const std::string& t) { return t.rfind("float", 0) == 0; }
bool is_double_type(const std::string& t) { return t.rfind("double", 0) == 0; }

/// The buffers of a tuning run: one working copy per distinct buffer of the kernel (a buffer
/// given to two arguments stays one), its initial contents, and a profiling queue.
class Scratch {
 public:
  Scratch(const AclKernel::Snapshot& v, cl_device_id device) : context_(v.context) {
    cl_int err = CL_SUCCESS;
    queue_ = clCreateCommandQueue(context_, device, CL_QUEUE_PROFILING_ENABLE, &err);
    check_cl(err, "clCreateCommandQueue (the tuner's profiling queue)");
    std::map<cl_mem, int> seen;
    for (size_t i = 0; i < v.args.size(); ++i) {
      const ArgDesc& a = v.args[i];
      slot_.push_back(-1);
      if (a.kind != ArgKind::Transfer && a.kind != ArgKind::Global) continue;
      cl_mem orig = nullptr;
      std::memcpy(&orig, v.values[i].data(), sizeof orig);
      auto [it, fresh] = seen.emplace(orig, int(buffers_.size()));
      slot_.back() = it->second;
      if (fresh) add_buffer(orig);
      Buffer& b = buffers_[size_t(it->second)];
      if (b.type.empty()) b.type = a.param.type;
      b.read |= a.kind == ArgKind::Global || a.attr.ref != ACL_NONE;
      b.transfer_only &= a.kind == ArgKind::Transfer;
    }
    fill_initial();
  }
  ~Scratch() {
    for (Buffer& b : buffers_) {
      if (b.work) clReleaseMemObject(b.work);
      if (b.init) clReleaseMemObject(b.init);
    }
    if (queue_) clReleaseCommandQueue(queue_);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  cl_command_queue queue() const { return queue_; }
  /// The working copy that argument `i` takes (nullptr: not a buffer).
  cl_mem work_for(size_t i) const {
    return slot_[i] < 0 ? nullptr : buffers_[size_t(slot_[i])].work;
  }

  /// Working copies back to their initial contents.
  void reset() {
    for (Buffer& b : buffers_)
      check_cl(clEnqueueCopyBuffer(queue_, b.init, b.work, 0, 0, b.bytes, 0, nullptr, nullptr),
               "clEnqueueCopyBuffer (tuner)");
  }

  /// Every working copy's bytes.
  std::vector<std::vector<unsigned char>> read() {
    std::vector<std::vector<unsigned char>> out;
    for (Buffer& b : buffers_) {
      out.emplace_back(b.bytes);
      check_cl(clEnqueueReadBuffer(queue_, b.work, CL_TRUE, 0, b.bytes, out.back().data(), 0,
                                   nullptr, nullptr),
               "clEnqueueReadBuffer (tuner)");
    }
    return out;
  }

  /// "" when `got` equals `want` (floating-point words within a relative 1e-5), else where
  /// they first differ.
  std::string compare(const std::vector<std::vector<unsigned char>>& want,
                      const std::vector<std::vector<unsigned char>>& got) const {
    for (size_t k = 0; k < buffers_.size(); ++k) {
      const Buffer& b = buffers_[k];
      const bool f = is_float_type(b.type), d = is_double_type(b.type);
      const size_t word = f ? 4 : d ? 8 : 1;
      for (size_t at = 0; at + word <= b.bytes; at += word) {
        if (std::memcmp(&want[k][at], &got[k][at], word) == 0) continue;
        double x = 0, y = 0;
        if (f) {
          float a, c;
          std::memcpy(&a, &want[k][at], 4), std::memcpy(&c, &got[k][at], 4);
          x = a, y = c;
        } else if (d) {
          std::memcpy(&x, &want[k][at], 8), std::memcpy(&y, &got[k][at], 8);
        }
        if ((f || d) && std::isfinite(x) && std::abs(x - y) <= 1e-5 * std::max(1.0, std::abs(x)))
          continue;
        return "buffer " + std::to_string(k) + " (" + b.type + ") differs at byte " +
               std::to_string(at);
      }
    }
    return "";
  }

 private:
  struct Buffer {
    cl_mem orig = nullptr, work = nullptr, init = nullptr;
    size_t bytes = 0;
    cl_mem_flags flags = 0;
    std::string type;
    bool read = false, transfer_only = true;
  };

  void add_buffer(cl_mem orig) {
    Buffer b;
    b.orig = orig;
    check_cl(clGetMemObjectInfo(orig, CL_MEM_SIZE, sizeof b.bytes, &b.bytes, nullptr),
             "clGetMemObjectInfo");
    check_cl(clGetMemObjectInfo(orig, CL_MEM_FLAGS, sizeof b.flags, &b.flags, nullptr),
             "clGetMemObjectInfo");
    // The kernel's access as the user declared it (planning reads CL_MEM_WRITE_ONLY); host
    // pointers are the user's and are not copied.
    const cl_mem_flags access =
        b.flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY);
    cl_int err = CL_SUCCESS;
    b.work = clCreateBuffer(context_, access ? access : CL_MEM_READ_WRITE, b.bytes, nullptr, &err);
    check_cl(err, "clCreateBuffer (the tuner's copy of a buffer)");
    b.init = clCreateBuffer(context_, CL_MEM_READ_WRITE, b.bytes, nullptr, &err);
    check_cl(err, "clCreateBuffer (the tuner's copy of a buffer)");
    buffers_.push_back(b);
  }

  /// Floating-point data the kernel reads through its attributes: random small integers, so
  /// that sums come out exact in any order. Data only written: a poison pattern. The rest
  /// (integers, which may be indices; plain buffers) as the user's buffer holds it now.
  void fill_initial() {
    std::mt19937 rng(20261125);
    for (Buffer& b : buffers_) {
      const bool f = is_float_type(b.type), d = is_double_type(b.type);
      std::vector<unsigned char> host(b.bytes, 0xA5);
      if (b.read && b.transfer_only && (f || d)) {
        for (size_t at = 0; at + (f ? 4 : 8) <= b.bytes; at += f ? 4 : 8) {
          const double v = double(rng() % 8);
          if (f) {
            const float x = float(v);
            std::memcpy(&host[at], &x, 4);
          } else {
            std::memcpy(&host[at], &v, 8);
          }
        }
      } else if (b.read) {
        check_cl(clEnqueueCopyBuffer(queue_, b.orig, b.init, 0, 0, b.bytes, 0, nullptr, nullptr),
                 "clEnqueueCopyBuffer (tuner)");
        continue;
      }
      check_cl(clEnqueueWriteBuffer(queue_, b.init, CL_TRUE, 0, b.bytes, host.data(), 0,
                                    nullptr, nullptr),
               "clEnqueueWriteBuffer (tuner)");
    }
    check_cl(clFinish(queue_), "clFinish (tuner)");
  }

  cl_context context_;
  cl_command_queue queue_ = nullptr;
  std::vector<Buffer> buffers_;
  std::vector<int> slot_;
};

/// A private copy of the user's kernel over the scratch buffers, planning with one profile.
std::unique_ptr<AclKernel> copy_of(const AclKernel::Snapshot& v, const Scratch& s) {
  auto k = std::make_unique<AclKernel>(v.context, v.source, v.options);
  for (size_t i = 0; i < v.args.size(); ++i) {
    const ArgDesc& a = v.args[i];
    const cl_uint n = cl_uint(i);
    cl_mem m = s.work_for(i);
    switch (a.kind) {
      case ArgKind::Transfer:
        k->set_arg(n, sizeof m, &m, &a.attr);
        break;
      case ArgKind::Global:
        k->set_arg(n, sizeof m, &m, nullptr);
        break;
      case ArgKind::Local:
        k->set_arg(n, a.local_bytes, nullptr, nullptr);
        break;
      case ArgKind::Scalar:
        k->set_arg(n, v.values[i].size(), v.values[i].data(), nullptr);
        break;
      case ArgKind::Unset:
        break;  // snapshot has checked every argument is set
    }
  }
  return k;
}

/// One launch's time in ms: from a marker before it to the end of its last launch.
double time_once(AclKernel& k, cl_command_queue q, cl_device_id device) {
  (void)device;
  cl_event start = nullptr, end = nullptr;
  check_cl(clEnqueueMarkerWithWaitList(q, 0, nullptr, &start), "clEnqueueMarkerWithWaitList");
  const auto t0 = Clock::now();
  try {
    k.enqueue(q, 0, nullptr, &end);
  } catch (...) {
    clReleaseEvent(start);
    throw;
  }
  check_cl(clWaitForEvents(1, &end), "clWaitForEvents (tuner)");
  const double wall = seconds_since(t0) * 1e3;
  cl_ulong t_start = 0, t_end = 0;
  const bool profiled =
      clGetEventProfilingInfo(start, CL_PROFILING_COMMAND_START, sizeof t_start, &t_start,
                              nullptr) == CL_SUCCESS &&
      clGetEventProfilingInfo(end, CL_PROFILING_COMMAND_END, sizeof t_end, &t_end, nullptr) ==
          CL_SUCCESS &&
      t_end > t_start;
  clReleaseEvent(start);
  clReleaseEvent(end);
  return profiled ? double(t_end - t_start) * 1e-6 : wall;
}

double median_ms(AclKernel& k, cl_command_queue q, cl_device_id device, unsigned reps) {
  time_once(k, q, device);  // warm-up: caches and clocks as this kernel leaves them
  std::vector<double> t;
  for (unsigned i = 0; i < reps; ++i) t.push_back(time_once(k, q, device));
  std::sort(t.begin(), t.end());
  return t.size() % 2 ? t[t.size() / 2] : 0.5 * (t[t.size() / 2 - 1] + t[t.size() / 2]);
}

/// A journal holds a line per candidate measured: a few hundred at most.
constexpr size_t kMaxJournalBytes = size_t(1) << 20;

/// The journal of one search: measured kernels (by code hash), so an interrupted search
/// resumes. Lives in <cache directory>/tune/; nothing is kept without a cache directory.
class Journal {
 public:
  explicit Journal(const std::string& key) {
    const std::string dir = cache_dir();
    if (dir.empty()) return;
    std::string why;
    if (!make_cache_dir(dir + "/tune", why)) return;
    path_ = dir + "/tune/" + sha256_hex(key).substr(0, 16) + ".journal";
    // Only a regular file of bounded size: a FIFO at the name would block the search (and
    // appending to it too), so such a journal is neither read nor written.
    std::string text;
    const FileRead read = read_regular_file(path_, kMaxJournalBytes, text, why);
    if (read != FileRead::kRead && read != FileRead::kMissing) {
      path_.clear();
      return;
    }
    std::istringstream in(text);
    std::string hash, status;
    double ms = 0;
    while (in >> hash >> ms >> status) done_[hash] = {ms, status};
  }
  struct Entry {
    double ms = 0;
    std::string status;  ///< ok, wrong, failed
  };
  const Entry* find(const std::string& hash) const {
    auto it = done_.find(hash);
    return it == done_.end() ? nullptr : &it->second;
  }
  void add(const std::string& hash, double ms, const std::string& status) {
    done_[hash] = {ms, status};
    if (path_.empty()) return;
    std::ofstream out(path_, std::ios::app);
    out << hash << " " << ms << " " << status << "\n";
  }
  void finish() {
    if (!path_.empty()) unlink(path_.c_str());
  }
  size_t resumed() const { return done_.size(); }

 private:
  std::string path_;
  std::map<std::string, Entry> done_;
};

std::string knob_diff(const StrategyKnobs& k, const StrategyKnobs& base,
                      std::vector<std::pair<std::string, uint64_t>>* pairs = nullptr) {
  std::string s;
  for (const Knob& knob : knob_list()) {
    const uint64_t v = knob.get(k);
    if (v == knob.get(base)) continue;
    s += (s.empty() ? "" : ",") + std::string(knob.name) + "=" + std::to_string(v);
    if (pairs) pairs->emplace_back(knob.name, v);
  }
  return s;
}

/// A device string as a row field: up to the first character the file format reserves.
std::string field(const std::string& s) { return s.substr(0, s.find_first_of("|#\n")); }

/// The row, without knobs, for the kernel of `v` on its device (`general`: its whole class).
TunedRow row_for(const AclKernel::Snapshot& v, bool general) {
  TunedRow row;
  row.device_class = class_name(v.profile.device_class);
  row.vendor = field(v.profile.vendor);
  row.name = field(v.profile.name);
  row.family = v.shape.family;
  row.size = v.shape.size;
  row.source = general ? "" : v.shape.source;
  return row;
}

}  // namespace

std::vector<uint64_t> neighbour_values(const Knob& k, uint64_t v) {
  std::set<uint64_t> out;
  const KnobRange& r = k.range;
  auto add = [&](uint64_t x) {
    if (x != v && in_range(r, x)) out.insert(x);
  };
  if (k.is_bool || (r.min == 0 && r.max == 1)) {
    add(v ? 0 : 1);
  } else if (r.pow2) {
    for (uint64_t x : {v / 4, v / 2, v * 2, v * 4}) add(x);
    if (v == 0) add(r.min ? r.min : 1);
    add(0);
  } else {
    if (v < 8) {
      add(v - 1);
      add(v + 1);
    }
    for (uint64_t x : {v / 2, v * 3 / 4, v * 3 / 2, v * 2}) add(x);
    if (v == 0) add(1);
    add(0);
  }
  return {out.begin(), out.end()};
}

TuneReport tune_kernel(AclKernel& kernel, cl_command_queue queue, const TuneOptions& opt) {
  // A queue of another context would tune on a device no launch of the kernel runs on.
  const cl_device_id device = kernel.queue_device(queue, "aclTuneKernel: queue");
  check_cl(clFinish(queue), "clFinish (before tuning)");
  const AclKernel::Snapshot v = kernel.snapshot(device);
  const auto t0 = Clock::now();
  TuneReport rep;
  rep.shape = v.shape.text();
  auto say = [&](const std::string& line) {
    if (opt.progress) std::cerr << "acl-tune: " << rep.shape << ": " << line << std::endl;
  };

  Scratch scratch(v, device);
  cl_command_queue q = scratch.queue();
  Journal journal(v.profile.name + "\n" + v.profile.driver + "\n" + v.default_plan);
  if (journal.resumed())
    say("resuming: " + std::to_string(journal.resumed()) + " kernels measured before");

  // The default plan: its output is the reference, its time the one to beat.
  auto run_checked = [&](AclKernel& k) {
    scratch.reset();
    cl_event e = nullptr;
    k.enqueue(q, 0, nullptr, &e);
    check_cl(clWaitForEvents(1, &e), "clWaitForEvents (tuner)");
    clReleaseEvent(e);
    return scratch.read();
  };
  auto at_default = copy_of(v, scratch);
  at_default->use_profile(device, v.profile);
  const std::vector<std::vector<unsigned char>> reference = run_checked(*at_default);
  const std::string default_hash = code_hash(at_default->source_text(device));
  double best_ms = median_ms(*at_default, q, device, opt.reps);
  const double first_default_ms = best_ms;
  StrategyKnobs best = v.profile.knobs;
  std::set<std::string> seen = {default_hash};
  journal.add(default_hash, best_ms, "ok");
  say("default plan " + std::to_string(best_ms) + " ms");

  // Coordinate descent: each knob's neighbours around the best so far; two passes at most,
  // the second only if the first found something.
  auto candidate = copy_of(v, scratch);
  bool out_of_time = false;
  for (int pass = 0; pass < 2 && !out_of_time; ++pass) {
    bool improved = false;
    for (const Knob& knob : knob_list()) {
      for (uint64_t value : neighbour_values(knob, knob.get(best))) {
        if (seconds_since(t0) > opt.seconds) {
          out_of_time = true;
          break;
        }
        StrategyKnobs k = best;
        knob.set(k, value);
        DeviceProfile p = v.profile;
        p.knobs = k;
        candidate->use_profile(device, p);
        std::string hash;
        try {
          hash = code_hash(candidate->source_text(device));
        } catch (const Error&) {
          continue;  // no plan fits with this value
        }
        if (!seen.insert(hash).second) continue;
        const std::string what = std::string(knob.name) + "=" + std::to_string(value);
        double ms = 0;
        std::string status = "ok";
        if (const Journal::Entry* j = journal.find(hash)) {
          ms = j->ms, status = j->status;
        } else {
          try {
            const std::string diff = scratch.compare(reference, run_checked(*candidate));
            const double first_ms = diff.empty() ? time_once(*candidate, q, device) : 0;
            if (!diff.empty()) {
              status = "wrong";
              say(what + ": WRONG output (" + diff + "); ACL_PLAN=1 ACL_KNOBS=" +
                  knob_diff(k, v.profile.knobs) + " shows the plan");
            } else if (first_ms > 2 && first_ms > 20 * best_ms) {
              ms = first_ms;  // far behind: not worth the timed runs
            } else {
              ms = median_ms(*candidate, q, device, opt.reps);
            }
          } catch (const std::exception& e) {
            status = "failed";
            say(what + ": failed (" + e.what() + ")");
          }
          journal.add(hash, ms, status);
        }
        ++rep.plans;
        if (status == "wrong") ++rep.rejected;
        if (status != "ok") continue;
        say("[" + std::to_string(rep.plans) + "] " + what + ": " + std::to_string(ms) +
            " ms (best " + std::to_string(best_ms) + ")");
        if (ms < best_ms * 0.99) {
          best_ms = ms;
          best = k;
          improved = true;
        }
      }
      if (out_of_time) break;
    }
    if (!improved) break;
  }
  if (out_of_time) say("time budget spent (" + std::to_string(opt.seconds) + " s)");

  // The winner against the default again, interleaved, so a slow spell falls on both.
  rep.default_ms = rep.best_ms = first_default_ms;
  const std::string default_knobs = knob_diff(v.profile.knobs, v.profile.table_knobs);
  rep.knobs = default_knobs;
  bool won = false;
  if (knob_diff(best, v.profile.knobs) != "") {
    auto at_best = copy_of(v, scratch);
    DeviceProfile p = v.profile;
    p.knobs = best;
    at_best->use_profile(device, p);
    std::vector<double> d, b;
    int ahead = 0;  // rounds the best won
    for (int round = 0; round < 5; ++round) {
      d.push_back(median_ms(*at_default, q, device, opt.reps));
      b.push_back(median_ms(*at_best, q, device, opt.reps));
      ahead += b.back() < d.back();
    }
    std::sort(d.begin(), d.end());
    std::sort(b.begin(), b.end());
    rep.default_ms = d[2];
    rep.best_ms = b[2];
    won = ahead >= 4 && rep.best_ms < rep.default_ms * (1 - opt.min_gain);
    say("re-timed: default " + std::to_string(rep.default_ms) + " ms, best " +
        std::to_string(rep.best_ms) + " ms (" + knob_diff(best, v.profile.knobs) + "), ahead in " +
        std::to_string(ahead) + " of 5 rounds" +
        (won ? "" : ": not faster by " + std::to_string(int(opt.min_gain * 100)) +
                        "% in 4 of 5 rounds, the default stays"));
    if (!won) rep.best_ms = rep.default_ms;
  }
  journal.finish();
  if (!won) return rep;

  TunedRow row = row_for(v, opt.general);
  rep.knobs = knob_diff(best, v.profile.table_knobs, &row.knobs);
  rep.row = row.line();
  if (opt.save) {
    const std::string path = user_tuning_file();
    std::string why;
    if (path.empty())
      say("not saved: no cache directory (ACL_CACHE_DIR=off) and no ACL_TUNING_FILE");
    else if (!store_row(path, row, why))
      say("not saved: " + why);
    else
      rep.saved = true, say("saved to " + path + ": " + rep.row);
  }
  return rep;
}

void auto_tune(AclKernel& kernel, cl_command_queue queue, cl_device_id device) {
  if (tune_seconds() <= 0) return;
  const AclKernel::Settings now = kernel.settings(device);
  for (const ArgDesc& a : now.args)
    if (a.kind == ArgKind::Unset) return;  // enqueue says what is wrong
  if (now.distributed) return;
  // Kernels too small to time well are left alone (ACL_TUNE_MIN_WORDS, default 65536).
  size_t words = 0;
  for (const ArgDesc& a : now.args)
    if (a.kind == ArgKind::Transfer)
      words = std::max(words, a.attr.size[0] * a.attr.size[1] * a.attr.size[2]);
  if (words < tune_min_words()) return;
  const std::string shape = shape_class(now.args, now.source_hash).text();
  if (now.tuned)  // the user's database has this kernel's row already
    for (const TunedRow& r : *now.tuned)
      if (r.user && r.source == now.source_hash &&
          shape == ShapeClass{r.family, r.size, r.source}.text())
        return;
  {
    // Each ACL kernel tunes a class once per device in this process.
    static std::mutex mu;
    static std::set<std::tuple<uint64_t, cl_device_id, std::string>> tuned;
    std::lock_guard<std::mutex> lock(mu);
    if (!tuned.emplace(kernel.id(), device, shape).second) return;
  }
  TuneOptions opt;
  opt.seconds = tune_seconds();
  TuneReport r = tune_kernel(kernel, queue, opt);
  if (!r.saved && r.row.empty()) {
    // The default stays: say so in the database, so the next run does not search again.
    const AclKernel::Snapshot v = kernel.snapshot(device);
    TunedRow row = row_for(v, false);
    knob_diff(v.profile.knobs, v.profile.table_knobs, &row.knobs);
    std::string why;
    const std::string path = user_tuning_file();
    if (!path.empty() && !store_row(path, row, why))
      std::cerr << "acl-tune: " << r.shape << ": not saved: " << why << std::endl;
  }
  kernel.reload_tuning();
}

}  // namespace acl::detail
