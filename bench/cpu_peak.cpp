// The single-precision peak of this CPU as measured, not as specified: every thread runs
// independent chains of vector FMAs that stay in registers, so the figure is what the FMA
// units deliver at the clock the machine keeps under that load (turbo, AVX-512 licences and
// a hypervisor's share included). The benchmark's "fraction of peak" divides by this.
//
// Usage: acl-cpu-peak [--threads N[,N...]] [--seconds S]   (default: 1 and every core)
// Prints one line per thread count (the best of three runs): threads, GFLOP/s, GFLOP/s per
// thread, vector width.
#include <immintrin.h>
#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr int kChains = 12;  // enough independent FMAs to cover 2 units x 4-6 cycles

// Each returns the flops done in `iters` steps of kChains FMAs; the sum keeps them alive.
__attribute__((target("avx512f"))) double fma512(long iters, float* sink) {
  __m512 acc[kChains];
  const __m512 a = _mm512_set1_ps(0.999999f), b = _mm512_set1_ps(1e-7f);
  for (int c = 0; c < kChains; ++c) acc[c] = _mm512_set1_ps(float(c));
  for (long i = 0; i < iters; ++i)
    for (int c = 0; c < kChains; ++c) acc[c] = _mm512_fmadd_ps(acc[c], a, b);
  __m512 s = acc[0];
  for (int c = 1; c < kChains; ++c) s = _mm512_add_ps(s, acc[c]);
  *sink = _mm512_reduce_add_ps(s);
  return double(iters) * kChains * 16 * 2;
}

__attribute__((target("avx2,fma"))) double fma256(long iters, float* sink) {
  __m256 acc[kChains];
  const __m256 a = _mm256_set1_ps(0.999999f), b = _mm256_set1_ps(1e-7f);
  for (int c = 0; c < kChains; ++c) acc[c] = _mm256_set1_ps(float(c));
  for (long i = 0; i < iters; ++i)
    for (int c = 0; c < kChains; ++c) acc[c] = _mm256_fmadd_ps(acc[c], a, b);
  __m256 s = acc[0];
  for (int c = 1; c < kChains; ++c) s = _mm256_add_ps(s, acc[c]);
  float lanes[8];
  _mm256_storeu_ps(lanes, s);
  *sink = lanes[0] + lanes[7];
  return double(iters) * kChains * 8 * 2;
}

int width() {
  if (__builtin_cpu_supports("avx512f")) return 16;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return 8;
  return 0;
}

double run(int w, long iters, float* sink) {
  return w == 16 ? fma512(iters, sink) : fma256(iters, sink);
}

/// GFLOP/s of `threads` threads, each pinned to one CPU of the process's mask, for about
/// `seconds`; the slowest thread's time counts.
double measure(int threads, double seconds, int w) {
  cpu_set_t mask;
  sched_getaffinity(0, sizeof mask, &mask);
  std::vector<int> cpus;
  for (int c = 0; c < CPU_SETSIZE; ++c)
    if (CPU_ISSET(c, &mask)) cpus.push_back(c);
  // Calibrate the step count on one thread so each run lasts about `seconds`.
  float sink = 0;
  long iters = 1 << 20;
  for (;;) {
    const auto t0 = std::chrono::steady_clock::now();
    run(w, iters, &sink);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (s > seconds / 4) {
      iters = long(double(iters) * seconds / s);
      break;
    }
    iters *= 2;
  }
  std::atomic<int> ready{0};
  std::vector<double> flops(threads), secs(threads);
  std::vector<float> sinks(threads);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      cpu_set_t one;
      CPU_ZERO(&one);
      CPU_SET(cpus[size_t(t) % cpus.size()], &one);
      pthread_setaffinity_np(pthread_self(), sizeof one, &one);
      ready.fetch_add(1);
      while (ready.load() < threads) {
      }
      const auto t0 = std::chrono::steady_clock::now();
      flops[t] = run(w, iters, &sinks[t]);
      secs[t] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    });
  for (std::thread& th : pool) th.join();
  double total = 0, slowest = 0;
  for (int t = 0; t < threads; ++t) {
    total += flops[t];
    slowest = std::max(slowest, secs[t]);
  }
  if (sinks[0] == 12345.f) std::printf(" ");  // keeps the results observable
  return total / slowest * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int> counts;
  double seconds = 1.0;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
      std::stringstream list(argv[++i]);
      for (std::string n; std::getline(list, n, ',');) counts.push_back(std::atoi(n.c_str()));
    } else if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
      seconds = std::atof(argv[++i]);
    } else {
      std::fprintf(stderr, "usage: acl-cpu-peak [--threads N[,N...]] [--seconds S]\n");
      return 2;
    }
  }
  cpu_set_t mask;
  sched_getaffinity(0, sizeof mask, &mask);
  const int cores = CPU_COUNT(&mask);
  if (counts.empty()) counts = {1, cores};
  const int w = width();
  if (!w) {
    std::fprintf(stderr, "acl-cpu-peak: needs AVX2 with FMA or AVX-512\n");
    return 1;
  }
  std::printf("threads,gflops,gflops_per_thread,float_lanes\n");
  for (int n : counts) {
    if (n < 1) continue;
    // The best of three: a core that another process or the hypervisor takes for a moment
    // only lowers a figure.
    double g = 0;
    for (int round = 0; round < 3; ++round) g = std::max(g, measure(n, seconds, w));
    std::printf("%d,%.1f,%.1f,%d\n", n, g, g / n, w);
    std::fflush(stdout);
  }
  return 0;
}
