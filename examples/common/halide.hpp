// Halide versions of the example programs' users, as a peer in the benchmark (bench/fig8.sh
// --halide). Compiled only when the build was given ACL_HALIDE_DIR (pipelines made by
// bench/halide/pipelines.py): the library and its tests never depend on Halide.
#pragma once

#ifdef ACL_WITH_HALIDE
#include <pthread.h>
#include <sched.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "HalideBuffer.h"
#include "HalideRuntime.h"
#include "harness.hpp"

namespace example {

/// Halide's threads, one per core of the process's affinity mask, each pinned to its own
/// core: as POCL_AFFINITY=1 pins PoCL's workers. Halide runs a parallel loop on its worker
/// threads and on the calling thread; the caller is pinned only while a Halide version runs
/// (HalidePin), so the other versions' host thread stays where it was.
class HalideThreads {
 public:
  static HalideThreads& get() {
    static HalideThreads threads;
    return threads;
  }
  /// The core the calling thread takes during a Halide call (-1: not pinned).
  int caller_core() const { return caller_core_; }
  int count() const { return int(cores_.size()); }

 private:
  HalideThreads() {
    cpu_set_t mask;
    CPU_ZERO(&mask);
    if (sched_getaffinity(0, sizeof mask, &mask) != 0) return;
    for (int c = 0; c < CPU_SETSIZE; ++c)
      if (CPU_ISSET(c, &mask)) cores_.push_back(c);
    halide_set_num_threads(int(cores_.size()));
    // One task per thread: every task waits until all have started, so no thread runs two,
    // then each pins its thread to the core of its task number.
    caller_ = pthread_self();
    if (halide_do_par_for(nullptr, pin_task, 0, int(cores_.size()),
                          reinterpret_cast<uint8_t*>(this)) != 0 ||
        started_ < int(cores_.size())) {
      std::fprintf(stderr, "halide.hpp: Halide's threads could not be pinned; timings may vary\n");
      caller_core_ = -1;
    }
    restore_caller(mask);
  }

  static int pin_task(void*, int task, uint8_t* closure) {
    auto* self = reinterpret_cast<HalideThreads*>(closure);
    const int n = int(self->cores_.size());
    self->started_.fetch_add(1);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    while (self->started_.load() < n && std::chrono::steady_clock::now() < deadline)
      std::this_thread::yield();
    if (self->started_.load() < n) return 0;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(self->cores_[size_t(task)], &one);
    if (pthread_equal(pthread_self(), self->caller_))
      self->caller_core_ = self->cores_[size_t(task)];
    else
      pthread_setaffinity_np(pthread_self(), sizeof one, &one);
    return 0;
  }

  void restore_caller(const cpu_set_t& mask) { pthread_setaffinity_np(caller_, sizeof mask, &mask); }

  std::vector<int> cores_;
  std::atomic<int> started_{0};
  pthread_t caller_{};
  int caller_core_ = -1;
};

/// Pins the calling thread to its Halide core for the lifetime of the object.
class HalidePin {
 public:
  HalidePin() {
    const int core = HalideThreads::get().caller_core();
    if (core < 0 || sched_getaffinity(0, sizeof saved_, &saved_) != 0) return;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(core, &one);
    pinned_ = sched_setaffinity(0, sizeof one, &one) == 0;
  }
  ~HalidePin() {
    if (pinned_) sched_setaffinity(0, sizeof saved_, &saved_);
  }
  HalidePin(const HalidePin&) = delete;
  HalidePin& operator=(const HalidePin&) = delete;

 private:
  cpu_set_t saved_;
  bool pinned_ = false;
};

/// A w x h row-major image in host memory as a Halide buffer (x across a row); no copy.
template <typename T>
Halide::Runtime::Buffer<T> image(T* data, size_t w, size_t h) {
  return Halide::Runtime::Buffer<T>(data, int(w), int(h));
}

/// Throws when a Halide pipeline returned an error (Halide printed the reason).
inline void halide_ok(int status, const char* pipeline) {
  if (status != 0)
    throw std::runtime_error(std::string(pipeline) + " returned " + std::to_string(status));
}

/// Whether the examples add their Halide versions: on CPU devices only (beside a GPU a
/// host version says nothing, and it would make the user's rows wall-timed).
inline bool halide_wanted(const Device& d) {
  return (d.device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_CPU) != 0;
}

/// A Halide version of the user that `like` (another version of it, with poison and check)
/// runs: `run(dst)` computes the output into host memory `dst` of `out_bytes`. `version`
/// names its row: "halide" for the hand schedule, "halide-auto" for the Adams2019 twin. It is
/// poisoned with what `like.poison` leaves in the device buffer `out` and checked by the
/// same check after a copy into `out`, so every version meets the same reference. The table
/// times it as wall time (Case::host).
inline Case halide_case(const Device& d, const Case& like, const cl::Buffer& out,
                        size_t out_bytes, std::function<void(void* dst)> run,
                        const char* version = "halide") {
  HalideThreads::get();
  std::shared_ptr<void> dst(std::aligned_alloc(64, round_up(out_bytes, 64)), std::free);
  Case c = like;
  c.version = version;
  c.explain = nullptr;
  c.launch = nullptr;
  c.host = [run, dst] {
    HalidePin pin;
    run(dst.get());
  };
  c.poison = [&d, like, out, out_bytes, dst] {
    like.poison();
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, out_bytes, dst.get());
  };
  c.check = [&d, like, out, out_bytes, dst](std::string* note) {
    d.queue.enqueueWriteBuffer(out, CL_TRUE, 0, out_bytes, dst.get());
    return like.check(note);
  };
  return c;
}

/// Adds the Adams2019 twin of a Halide version ("halide-auto", as halide_case) where its
/// pipeline accepts the shape: the autoscheduler splits loops with TailStrategy::ShiftInwards,
/// so its pipelines refuse buffers smaller than their tiles (Halide's bounds checks: the
/// examples' 1x1 or 333x1). One probe run into scratch memory, Halide's message silenced,
/// decides; a shape it refuses gets no halide-auto row, and says so.
inline void add_halide_auto(std::vector<Case>& cases, const Device& d, const Case& like,
                            const cl::Buffer& out, size_t out_bytes,
                            std::function<void(void* dst)> run) {
  HalideThreads::get();
  std::unique_ptr<void, void (*)(void*)> scratch(std::aligned_alloc(64, round_up(out_bytes, 64)),
                                                 std::free);
  auto* previous = halide_set_error_handler([](void*, const char*) {});
  bool accepted = true;
  try {
    run(scratch.get());
  } catch (const std::runtime_error&) {
    accepted = false;
  }
  halide_set_error_handler(previous);
  if (accepted)
    cases.push_back(halide_case(d, like, out, out_bytes, std::move(run), "halide-auto"));
  else
    std::printf("%-9s %-10s %-22s %s\n", like.user.c_str(), "halide-auto", like.shape.c_str(),
                "left out: Halide refuses this shape under the Adams2019 schedule (its "
                "bounds checks)");
}

}  // namespace example
#endif  // ACL_WITH_HALIDE
