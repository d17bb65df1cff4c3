// Several host threads creating, configuring and enqueueing ACL kernels at once.
#include <atomic>
#include <mutex>
#include <random>
#include <thread>

#include "harness.hpp"

namespace acltest {
namespace {

const char* kSource = R"(
void User_main(int* a, int* o, int k) {
  for (int i = 0; i < get_ac_size(1); i++) o[i] = a[i] * k + 1;
}
)";

std::vector<int32_t> random_ints(size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<int32_t> v(n);
  for (int32_t& x : v) x = int32_t(rng() % 2001) - 1000;
  return v;
}

/// Collects failures from worker threads (Catch2 assertions are not thread-safe).
struct Failures {
  std::mutex mu;
  std::vector<std::string> messages;
  void add(const std::string& m) {
    std::lock_guard<std::mutex> lock(mu);
    messages.push_back(m);
  }
};

TEST_CASE("threads: each thread creates, sets and enqueues its own kernels", "[device][threads]") {
  Env& e = env();
  Failures failures;
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      try {
        cl::CommandQueue q(e.context, e.device);
        const size_t w = 100 + 37 * t, h = 13 + t, n = w * h;
        const std::vector<int32_t> in = random_ints(n, 10 + t);
        cl::Buffer a(e.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * 4,
                     const_cast<int32_t*>(in.data()));
        for (int round = 0; round < 3; ++round) {
          std::vector<int32_t> out(n, int32_t(0xA5A5A5A5));
          cl::Buffer o(e.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * 4, out.data());
          acl::Kernel k(e.context, kSource);
          const int factor = int(t) * 3 + round - 2;
          k.arg(0, a, acl::Attr().shape(w, h).words(4))
              .arg(1, o, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT))
              .arg(2, factor);
          k.enqueue(q);
          q.enqueueReadBuffer(o, CL_TRUE, 0, n * 4, out.data());
          for (size_t i = 0; i < n; ++i)
            if (out[i] != in[i] * factor + 1) {
              failures.add("thread " + std::to_string(t) + " round " + std::to_string(round) +
                           ": word " + std::to_string(i) + " is " + std::to_string(out[i]) +
                           ", expected " + std::to_string(in[i] * factor + 1));
              break;
            }
        }
      } catch (const std::exception& ex) {
        failures.add("thread " + std::to_string(t) + ": " + ex.what());
      }
    });
  for (std::thread& th : threads) th.join();
  for (const std::string& m : failures.messages) UNSCOPED_INFO(m);
  CHECK(failures.messages.empty());
}

TEST_CASE("threads: one kernel enqueued and queried from several threads at once",
          "[device][threads]") {
  Env& e = env();
  const size_t w = 131, h = 29, n = w * h;
  const std::vector<int32_t> in = random_ints(n, 77);
  cl::Buffer a = filled(in);
  cl::Buffer o = poisoned(n * 4);
  acl::Kernel k(e.context, kSource);
  k.arg(0, a, acl::Attr().shape(w, h).words(4))
      .arg(1, o, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT))
      .arg(2, 5);
  const std::string plan = k.plan(e.device);
  Failures failures;
  std::atomic<int> launches{0};
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      try {
        cl::CommandQueue q(e.context, e.device);
        for (int i = 0; i < 25; ++i) {
          const cl_int err = clEnqueueAclKernel(q(), k.get(), 0, nullptr, nullptr);
          if (err != CL_SUCCESS) failures.add(std::string("enqueue: ") + aclGetErrorString(err));
          if (k.plan(e.device) != plan) failures.add("the plan changed under concurrent queries");
          ++launches;
        }
        q.finish();
      } catch (const std::exception& ex) {
        failures.add(ex.what());
      }
    });
  for (std::thread& th : threads) th.join();
  for (const std::string& m : failures.messages) UNSCOPED_INFO(m);
  CHECK(failures.messages.empty());
  CHECK(launches == 100);
  const std::vector<int32_t> out = read<int32_t>(o, n);
  size_t wrong = 0;
  for (size_t i = 0; i < n; ++i) wrong += out[i] != in[i] * 5 + 1;
  CHECK(wrong == 0);
}

}  // namespace
}  // namespace acltest

namespace acltest {
namespace {

TEST_CASE("the program cache evicts the least recently used plan and rebuilds it on demand",
          "[device][arguments]") {
  // ACL_CACHE_PROGRAMS=2: four shapes in turn, then the first again; results stay exact.
  setenv("ACL_CACHE_PROGRAMS", "2", 1);
  Env& e = env();
  acl::Kernel k(e.context, kSource);
  unsetenv("ACL_CACHE_PROGRAMS");
  const size_t shapes[][2] = {{33, 5}, {70, 3}, {129, 2}, {250, 1}, {33, 5}};
  for (const auto& sh : shapes) {
    const size_t w = sh[0], h = sh[1], n = w * h;
    INFO("shape " << w << "x" << h);
    const std::vector<int32_t> in = random_ints(n, unsigned(w));
    cl::Buffer a = filled(in), o = poisoned(n * 4);
    k.arg(0, a, acl::Attr().shape(w, h).words(4))
        .arg(1, o, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT))
        .arg(2, 3);
    k.enqueue(e.queue).wait();
    const std::vector<int32_t> out = read<int32_t>(o, n);
    size_t wrong = 0;
    for (size_t i = 0; i < n; ++i) wrong += out[i] != in[i] * 3 + 1;
    CHECK(wrong == 0);
  }
}

}  // namespace
}  // namespace acltest
