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
#include "tune/scratch.hpp"

namespace acl::detail {
namespace {

/// The generated kernel without its leading comment (the plan as text, whose notes name
/// knob values that may not change a line of code): candidates equal in this are one kernel.
std::string code_hash(const std::string& source) {
  const size_t end = source.rfind("/* ACL AC kernel", 0) == 0 ? source.find("*/") : 0;
  return sha256_hex(source.substr(end == std::string::npos ? 0 : end)).substr(0, 16);
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

namespace {

/// One tuning of a kernel (tune_kernel): its snapshot, scratch buffers and journal, the
/// default plan's output (the reference) and time, and the best knobs found so far. The
/// steps: time the default, descend over the knobs, re-time the winner, save its row.
class Search {
 public:
  Search(AclKernel::Snapshot v, cl_device_id device, const TuneOptions& opt)
      : opt_(opt), device_(device), v_(std::move(v)), scratch_(v_, device),
        q_(scratch_.queue()),
        journal_(v_.profile.name + "\n" + v_.profile.driver + "\n" + v_.default_plan),
        best_(v_.profile.knobs) {
    rep_.shape = v_.shape.text();
    if (journal_.resumed())
      say("resuming: " + std::to_string(journal_.resumed()) + " kernels measured before");
  }

  /// The default plan: its output is the reference, its time the one to beat.
  void time_default() {
    at_default_ = copy_of(v_, scratch_);
    at_default_->use_profile(device_, v_.profile);
    reference_ = run_checked(*at_default_);
    const std::string default_hash = code_hash(at_default_->source_text(device_));
    best_ms_ = first_default_ms_ = median_ms(*at_default_, q_, device_, opt_.reps);
    seen_ = {default_hash};
    journal_.add(default_hash, best_ms_, "ok");
    say("default plan " + std::to_string(best_ms_) + " ms");
  }

  /// Coordinate descent: each knob's neighbours around the best so far; two passes at
  /// most, the second only if the first found something.
  void descend() {
    candidate_ = copy_of(v_, scratch_);
    for (int pass = 0; pass < 2 && !out_of_time_; ++pass) {
      bool improved = false;
      for (const Knob& knob : knob_list()) {
        for (uint64_t value : neighbour_values(knob, knob.get(best_))) {
          if (seconds_since(t0_) > opt_.seconds) {
            out_of_time_ = true;
            break;
          }
          improved |= try_value(knob, value);
        }
        if (out_of_time_) break;
      }
      if (!improved) break;
    }
    if (out_of_time_) say("time budget spent (" + std::to_string(opt_.seconds) + " s)");
  }

  /// The winner against the default again, interleaved, so a slow spell falls on both;
  /// whether it won.
  bool confirm() {
    rep_.default_ms = rep_.best_ms = first_default_ms_;
    rep_.knobs = knob_diff(v_.profile.knobs, v_.profile.table_knobs);
    bool won = false;
    if (knob_diff(best_, v_.profile.knobs) != "") {
      auto at_best = copy_of(v_, scratch_);
      DeviceProfile p = v_.profile;
      p.knobs = best_;
      at_best->use_profile(device_, p);
      std::vector<double> d, b;
      int ahead = 0;  // rounds the best won
      for (int round = 0; round < 5; ++round) {
        d.push_back(median_ms(*at_default_, q_, device_, opt_.reps));
        b.push_back(median_ms(*at_best, q_, device_, opt_.reps));
        ahead += b.back() < d.back();
      }
      std::sort(d.begin(), d.end());
      std::sort(b.begin(), b.end());
      rep_.default_ms = d[2];
      rep_.best_ms = b[2];
      won = ahead >= 4 && rep_.best_ms < rep_.default_ms * (1 - opt_.min_gain);
      say("re-timed: default " + std::to_string(rep_.default_ms) + " ms, best " +
          std::to_string(rep_.best_ms) + " ms (" + knob_diff(best_, v_.profile.knobs) +
          "), ahead in " + std::to_string(ahead) + " of 5 rounds" +
          (won ? "" : ": not faster by " + std::to_string(int(opt_.min_gain * 100)) +
                          "% in 4 of 5 rounds, the default stays"));
      if (!won) rep_.best_ms = rep_.default_ms;
    }
    journal_.finish();
    return won;
  }

  /// The winner's row in the report, and in the user's database when asked.
  void save() {
    TunedRow row = row_for(v_, opt_.general);
    rep_.knobs = knob_diff(best_, v_.profile.table_knobs, &row.knobs);
    rep_.row = row.line();
    if (!opt_.save) return;
    const std::string path = user_tuning_file();
    std::string why;
    if (path.empty())
      say("not saved: no cache directory (ACL_CACHE_DIR=off) and no ACL_TUNING_FILE");
    else if (!store_row(path, row, why))
      say("not saved: " + why);
    else
      rep_.saved = true, say("saved to " + path + ": " + rep_.row);
  }

  const TuneReport& report() const { return rep_; }

 private:
  void say(const std::string& line) const {
    if (opt_.progress) std::cerr << "acl-tune: " << rep_.shape << ": " << line << std::endl;
  }

  std::vector<std::vector<unsigned char>> run_checked(AclKernel& k) {
    scratch_.reset();
    cl_event e = nullptr;
    k.enqueue(q_, 0, nullptr, &e);
    check_cl(clWaitForEvents(1, &e), "clWaitForEvents (tuner)");
    clReleaseEvent(e);
    return scratch_.read();
  }

  /// The best knobs with `knob` at `value`: checked against the reference and timed (or
  /// found in the journal); whether it beat the best by 1% and took its place.
  bool try_value(const Knob& knob, uint64_t value) {
    StrategyKnobs k = best_;
    knob.set(k, value);
    DeviceProfile p = v_.profile;
    p.knobs = k;
    candidate_->use_profile(device_, p);
    std::string hash;
    try {
      hash = code_hash(candidate_->source_text(device_));
    } catch (const Error&) {
      return false;  // no plan fits with this value
    }
    if (!seen_.insert(hash).second) return false;
    const std::string what = std::string(knob.name) + "=" + std::to_string(value);
    double ms = 0;
    std::string status = "ok";
    if (const Journal::Entry* j = journal_.find(hash))
      ms = j->ms, status = j->status;
    else
      measure(k, what, hash, ms, status);
    ++rep_.plans;
    if (status == "wrong") ++rep_.rejected;
    if (status != "ok") return false;
    say("[" + std::to_string(rep_.plans) + "] " + what + ": " + std::to_string(ms) +
        " ms (best " + std::to_string(best_ms_) + ")");
    if (ms >= best_ms_ * 0.99) return false;
    best_ms_ = ms;
    best_ = k;
    return true;
  }

  /// Runs the candidate (knobs `k`, `what` in messages): its output checked, its time
  /// measured, both written to the journal.
  void measure(const StrategyKnobs& k, const std::string& what, const std::string& hash,
               double& ms, std::string& status) {
    try {
      const std::string diff = scratch_.compare(reference_, run_checked(*candidate_));
      const double first_ms = diff.empty() ? time_once(*candidate_, q_, device_) : 0;
      if (!diff.empty()) {
        status = "wrong";
        say(what + ": WRONG output (" + diff + "); ACL_PLAN=1 ACL_KNOBS=" +
            knob_diff(k, v_.profile.knobs) + " shows the plan");
      } else if (first_ms > 2 && first_ms > 20 * best_ms_) {
        ms = first_ms;  // far behind: not worth the timed runs
      } else {
        ms = median_ms(*candidate_, q_, device_, opt_.reps);
      }
    } catch (const std::exception& e) {
      status = "failed";
      say(what + ": failed (" + e.what() + ")");
    }
    journal_.add(hash, ms, status);
  }

  const TuneOptions& opt_;
  const cl_device_id device_;
  const AclKernel::Snapshot v_;
  const Clock::time_point t0_ = Clock::now();
  TuneReport rep_;
  Scratch scratch_;
  cl_command_queue q_;
  Journal journal_;
  std::unique_ptr<AclKernel> at_default_, candidate_;
  std::vector<std::vector<unsigned char>> reference_;
  double best_ms_ = 0, first_default_ms_ = 0;
  StrategyKnobs best_;
  std::set<std::string> seen_;
  bool out_of_time_ = false;
};

}  // namespace

TuneReport tune_kernel(AclKernel& kernel, cl_command_queue queue, const TuneOptions& opt) {
  // A queue of another context would tune on a device no launch of the kernel runs on.
  const cl_device_id device = kernel.queue_device(queue, "aclTuneKernel: queue");
  check_cl(clFinish(queue), "clFinish (before tuning)");
  Search search(kernel.snapshot(device), device, opt);
  search.time_default();
  search.descend();
  if (search.confirm()) search.save();
  return search.report();
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
