// The plan memo (runtime/launch/plan_memo.cpp): one kernel alternating between shapes reuses
// the plans, sources and built kernels of earlier shapes, re-issues the arguments changed
// since each built kernel last saw them, keeps its bound by evicting the least recently
// used entry, and stays correct when two threads alternate on it.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <thread>
#include <tuple>

#include "harness.hpp"

namespace acltest {
namespace {

// o = a * k + bias[0]: `bias` is a __global buffer passed through, `k` a scalar.
const char* kAxpb = R"(
void User_main(int* a, int* o, __global const int* bias, int k) {
  for (int i = 0; i < get_ac_size(1); i++) o[i] = a[i] * k + bias[0];
}
)";

using Int = Word<int32_t>;

/// One shape's input, poisoned output and attributes.
struct Shape {
  Layout lay;
  std::vector<Int> in;
  cl::Buffer a, o;
  acl::Attr ai, ao;
  Shape(size_t w, size_t h, uint32_t seed) : lay{w, h} {
    in = random_words<Int>(lay.count(), seed, 1000);
    a = filled(in);
    o = poisoned(lay.count() * 4);
    ai = laid_out(lay, 4);
    ao = laid_out(lay, 4);
    ao.read(ACL_NONE).write(ACL_TOP_LEFT);
  }
  /// Poisons the output (through `q`, waiting) and sets arguments 0 and 1 with this shape.
  void set(acl::Kernel& k, const cl::CommandQueue& q = env().queue) {
    const std::vector<Int> poison = poison_vector<Int>(lay.count());
    q.enqueueWriteBuffer(o, CL_TRUE, 0, lay.count() * 4, poison.data());
    k.arg(0, a, ai).arg(1, o, ao);
  }
  void check(const acl::Kernel& k, int factor, int bias) const {
    std::vector<Int> expected(lay.count());
    for (size_t i = 0; i < lay.count(); ++i) expected[i].v[0] = in[i].v[0] * factor + bias;
    check_words(expected, read<Int>(o, lay.count()), lay, plan_of(k), {}, show_input(in, lay));
  }
};

cl::Buffer bias_buffer(int value) {
  return filled(std::vector<int32_t>{value});
}

/// Sets an environment variable for its scope, restoring the old value after.
class EnvVar {
 public:
  EnvVar(const char* name, const std::string& value) : name_(name) {
    if (const char* v = std::getenv(name)) had_ = true, old_ = v;
    setenv(name, value.c_str(), 1);
  }
  ~EnvVar() {
    if (had_)
      setenv(name_, old_.c_str(), 1);
    else
      unsetenv(name_);
  }
  EnvVar(const EnvVar&) = delete;
  EnvVar& operator=(const EnvVar&) = delete;

 private:
  const char* name_;
  bool had_ = false;
  std::string old_;
};

/// ACL_DUMP_DIR in a fresh directory: each program ACL builds leaves its source there, so
/// counting the files counts the builds.
class BuildCounter {
 public:
  BuildCounter()
      : dir_(std::filesystem::temp_directory_path() /
             ("acl-memo-test-" + std::to_string(::getpid()))),
        var_("ACL_DUMP_DIR", dir_.string()) {
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  ~BuildCounter() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  /// Builds since the last call.
  size_t take() {
    size_t n = 0;
    for (const auto& f : std::filesystem::directory_iterator(dir_)) {
      (void)f;
      ++n;
    }
    for (const auto& f : std::filesystem::directory_iterator(dir_))
      std::filesystem::remove(f.path());
    return n;
  }

 private:
  std::filesystem::path dir_;
  EnvVar var_;
};

/// Captures what the library writes to stderr (file descriptor 2) in its scope.
class StderrCapture {
 public:
  StderrCapture() : file_(std::tmpfile()) {
    std::fflush(stderr);
    saved_ = ::dup(2);
    ::dup2(::fileno(file_), 2);
  }
  ~StderrCapture() {
    restore();
    std::fclose(file_);
  }
  /// Restores stderr and returns what was written.
  std::string text() {
    restore();
    std::string out;
    std::rewind(file_);
    for (int c; (c = std::fgetc(file_)) != EOF;) out += char(c);
    return out;
  }

 private:
  void restore() {
    if (saved_ < 0) return;
    std::cerr.flush();
    std::fflush(stderr);
    ::dup2(saved_, 2);
    ::close(saved_);
    saved_ = -1;
  }
  std::FILE* file_;
  int saved_ = -1;
};

size_t count_of(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("memo: alternating shapes plan each shape once (ACL_PLAN=1 prints each new plan)",
          "[device][memo]") {
  acl::Kernel k(env().context, kAxpb);
  Shape shapes[3] = {{20, 5, 71}, {40, 3, 72}, {60, 2, 73}};
  cl::Buffer bias = bias_buffer(0);
  k.arg(2, bias).arg(3, 1);
  std::string printed;
  {
    EnvVar print("ACL_PLAN", "1");
    StderrCapture capture;
    for (int i = 0; i < 7; ++i) {
      shapes[i % 3].set(k);
      k.enqueue(env().queue);
    }
    env().queue.finish();
    printed = capture.text();
  }
  CHECK(count_of(printed, "ACL plan for") == 3);
  for (const Shape& s : shapes) s.check(k, 1, 0);
}

TEST_CASE("memo: one kernel alternating between three shapes is exact at every launch",
          "[device][memo]") {
  acl::Kernel k(env().context, kAxpb);
  Shape shapes[3] = {{33, 5, 1}, {70, 3, 2}, {129, 7, 3}};
  cl::Buffer bias = bias_buffer(7);
  k.arg(2, bias);
  std::string plans[3];
  for (int round = 0; round < 3; ++round)
    for (int s = 0; s < 3; ++s) {
      INFO("round " << round << ", shape " << s);
      const int factor = 3 * round + s - 4;
      shapes[s].set(k);
      k.arg(3, factor);
      k.enqueue(env().queue).wait();
      shapes[s].check(k, factor, 7);
      // The plan and source queries answer for the arguments as they are now.
      const std::string plan = plan_of(k);
      CHECK(plan.find(std::to_string(shapes[s].lay.w) + "x" + std::to_string(shapes[s].lay.h)) !=
            std::string::npos);
      if (round == 0) plans[s] = plan;
      CHECK(plan == plans[s]);
    }
}

TEST_CASE("memo: scalars and buffers changed while another shape ran reach the built kernel",
          "[device][memo]") {
  // Shape A's built kernel last saw factor 2 and bias 7; B's launch changes both; back on
  // A without setting them again, A's kernel must get B's values.
  acl::Kernel k(env().context, kAxpb);
  Shape a(40, 6, 11), b(90, 2, 12);
  cl::Buffer bias7 = bias_buffer(7), bias_m3 = bias_buffer(-3);
  a.set(k);
  k.arg(2, bias7).arg(3, 2);
  k.enqueue(env().queue).wait();
  a.check(k, 2, 7);

  b.set(k);
  k.arg(2, bias_m3).arg(3, 5);
  k.enqueue(env().queue).wait();
  b.check(k, 5, -3);

  a.set(k);  // only the shape changes back
  k.enqueue(env().queue).wait();
  a.check(k, 5, -3);

  k.arg(3, -1);  // a scalar on the current kernel, then a buffer after a switch
  k.enqueue(env().queue).wait();
  a.check(k, -1, -3);
  b.set(k);
  k.enqueue(env().queue).wait();
  b.check(k, -1, -3);
  k.arg(2, bias7);
  a.set(k);
  k.enqueue(env().queue).wait();
  a.check(k, -1, 7);
}

TEST_CASE("memo: a failed plan leaves the remembered shapes usable", "[device][memo]") {
  acl::Kernel k(env().context, kAxpb);
  Shape a(50, 4, 21), b(64, 9, 22);
  cl::Buffer bias = bias_buffer(1);
  k.arg(2, bias).arg(3, 3);
  a.set(k);
  k.enqueue(env().queue).wait();
  a.check(k, 3, 1);
  // Work-groups wider than any device takes: no plan (at enqueue, nothing launched).
  acl::Attr wide = b.ao;
  wide.wg_min = 1u << 28;
  cl::Buffer other = poisoned(b.lay.count() * 4);
  k.arg(0, b.a, b.ai).arg(1, other, wide);
  const cl_int err = clEnqueueAclKernel(env().queue(), k.get(), 0, nullptr, nullptr);
  INFO(aclGetLastErrorMessage());
  CHECK(err == ACL_PLAN_DOES_NOT_FIT);
  const std::vector<unsigned char> untouched = read_bytes(other, b.lay.count() * 4);
  CHECK(std::count(untouched.begin(), untouched.end(), kPoison) == long(untouched.size()));
  b.set(k);
  k.enqueue(env().queue).wait();
  b.check(k, 3, 1);
  a.set(k);
  k.enqueue(env().queue).wait();
  a.check(k, 3, 1);
}

TEST_CASE("memo: ACL_CACHE_PROGRAMS bounds it and the least recently used shape goes first",
          "[device][memo]") {
  BuildCounter builds;
  std::unique_ptr<acl::Kernel> kp;
  {
    EnvVar bound("ACL_CACHE_PROGRAMS", "2");
    kp = std::make_unique<acl::Kernel>(env().context, kAxpb);
  }
  acl::Kernel& k = *kp;
  Shape a(31, 5, 31), b(62, 3, 32), c(93, 2, 33);
  cl::Buffer bias = bias_buffer(4);
  k.arg(2, bias).arg(3, 6);
  int factor = 6;
  auto run = [&](Shape& s, const char* name) {
    INFO("shape " << name);
    s.set(k);
    k.arg(3, ++factor);
    k.enqueue(env().queue).wait();
    s.check(k, factor, 4);
  };
  run(a, "a");
  run(b, "b");
  CHECK(builds.take() == 2);
  run(a, "a");  // remembered: a is now the most recently used
  CHECK(builds.take() == 0);
  run(c, "c");  // evicts b, the least recently used (first in, first out would evict a)
  CHECK(builds.take() == 1);
  run(a, "a");
  CHECK(builds.take() == 0);
  run(b, "b");  // rebuilt; evicts c
  CHECK(builds.take() == 1);
  run(a, "a");
  CHECK(builds.take() == 0);
  run(c, "c");
  CHECK(builds.take() == 1);
}

TEST_CASE("memo: shapes whose plans generate the same source share one build", "[device][memo]") {
  // wg_max above any group the plan takes changes the attributes, not the source.
  BuildCounter builds;
  acl::Kernel k(env().context, kAxpb);
  Shape a(45, 5, 41);
  cl::Buffer bias = bias_buffer(2);
  k.arg(2, bias).arg(3, 3);
  a.set(k);
  k.enqueue(env().queue).wait();
  a.check(k, 3, 2);
  const std::string source = k.source(env().device);
  Shape same(45, 5, 41);
  same.ai.wg_max = same.ao.wg_max = 1u << 20;
  same.set(k);
  k.arg(3, 4);
  REQUIRE(k.source(env().device) == source);
  k.enqueue(env().queue).wait();
  same.check(k, 4, 2);
  CHECK(builds.take() == 1);
}

/// A window of rows `pitch` words apart moving over `launches` offsets of one kernel
/// (`source`: o = a * 3 - 2 over words W) under ACL_CACHE_PROGRAMS=2: offset 0, then offsets
/// alternating between the places 0 and `place` of a 128-byte run (32 words of 4 bytes).
/// Checks every launch's result (its window, at its offset, and nothing else written) and
/// returns the plans made and the programs built.
template <typename W>
std::pair<size_t, size_t> moving_window(const char* source, size_t launches, size_t pitch,
                                        size_t place) {
  BuildCounter builds;
  std::unique_ptr<acl::Kernel> kp;
  {
    EnvVar bound("ACL_CACHE_PROGRAMS", "2");
    kp = std::make_unique<acl::Kernel>(env().context, source);
  }
  acl::Kernel& k = *kp;
  const size_t w = 40, h = 3;
  const size_t total = 32 * launches + place + pitch * (h - 1) + w + 5;
  const std::vector<W> in = random_words<W>(total, 91, 1000);
  const cl::Buffer a = filled(in), o = poisoned(total * 4);
  std::string printed;
  size_t built = 0;
  {
    EnvVar print("ACL_PLAN", "1");
    StderrCapture capture;
    for (size_t i = 0; i < launches; ++i) {
      const size_t offset = i == 0 ? 0 : 32 * i + (i % 2 ? place : 0);
      INFO("launch " << i << ", window from word " << offset);
      const Layout lay{w, h, 1, pitch, 0, offset};
      std::vector<W> expected = poison_vector<W>(total);
      env().queue.enqueueWriteBuffer(o, CL_TRUE, 0, total * 4, expected.data());
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x)
          expected[lay.index(x, y, 0)].v[0] = in[lay.index(x, y, 0)].v[0] * 3 - 2;
      k.arg(0, a, laid_out(lay, 4))
          .arg(1, o, laid_out(lay, 4).read(ACL_NONE).write(ACL_TOP_LEFT));
      k.enqueue(env().queue).wait();
      check_words(expected, read<W>(o, total), lay, plan_of(k));
      built += builds.take();
    }
    printed = capture.text();
  }
  return {count_of(printed, "ACL plan for"), built};
}

TEST_CASE("memo: a window at 200 offsets plans once per place in a 128-byte run, builds less",
          "[device][memo][offset]") {
  // The plan depends on an array's offset only through its place in a run of 128 bytes and
  // whether it is 0; the offset itself is the kernel's argument. With ACL_CACHE_PROGRAMS=2,
  // far fewer entries than offsets: three plans (offset 0 is a place of its own: no shift)
  // and two builds, as the places 0 and 7 of a shifted window print differently in their
  // plans but generate one code. Before the memo keyed offsets by place, each of the 201
  // launches planned and built.
  const auto [plans, built] = moving_window<Int>(R"(
void User_main(int* a, int* o) {
  for (int i = 0; i < get_ac_size(1); i++) o[i] = a[i] * 3 - 2;
})", 201, 45, 7);
  CHECK(plans == 3);
  CHECK(built == 2);
}

/// A window of W words (`w` x 3, rows `pitch` words apart) at every offset 0..`last` of one
/// kernel (o = a * 3 - 2), each launch's result checked (its window at its offset, and
/// nothing else written). Returns the plans made, the programs built and the last plan.
template <typename W>
std::tuple<size_t, size_t, std::string> every_place(const char* source, size_t w, size_t pitch, size_t last) {
  BuildCounter builds;
  acl::Kernel k(env().context, source);
  const size_t h = 3, bytes = sizeof(W), total = last + pitch * (h - 1) + w + 5;
  const std::vector<W> in = random_words<W>(total, 93, 40);
  const cl::Buffer a = filled(in), o = poisoned(total * bytes);
  std::string printed;
  size_t built = 0;
  EnvVar print("ACL_PLAN", "1");
  StderrCapture capture;
  for (size_t offset = 0; offset <= last; ++offset) {
    INFO("window from word " << offset);
    const Layout lay{w, h, 1, pitch, 0, offset};
    std::vector<W> expected = poison_vector<W>(total);
    env().queue.enqueueWriteBuffer(o, CL_TRUE, 0, total * bytes, expected.data());
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x)
        expected[lay.index(x, y, 0)].v[0] = decltype(in[0].v[0])(in[lay.index(x, y, 0)].v[0] * 3 - 2);
    k.arg(0, a, laid_out(lay, bytes))
        .arg(1, o, laid_out(lay, bytes).read(ACL_NONE).write(ACL_TOP_LEFT));
    k.enqueue(env().queue).wait();
    check_words(expected, read<W>(o, total), lay, plan_of(k));
    built += builds.take();
  }
  printed = capture.text();
  return {count_of(printed, "ACL plan for"), built, plan_of(k)};
}

TEST_CASE("memo: a window at every word of a few runs plans once per alignment",
          "[device][memo][offset]") {
  // The plan depends on an offset only through offset_place: 0, whole runs, and the largest
  // power of two below a run that divides it. Bytes on the GPU class are staged through local
  // memory in 16-byte chunks, counted from the aligned byte before the array, which the
  // kernel takes from the launch's offset: 300 offsets, 9 places (0, whole runs, and
  // 1, 2, ..., 64), 9 plans. Floats: 0, whole runs, and 1, 2, 4, 8, 16 words: 7.
  SECTION("bytes, GPU class") {
    ClassGuard guard("gpu");
    const auto [plans, built, plan] = every_place<Word<uint8_t>>(R"(
void User_main(uchar* a, uchar* o) {
  for (int i = 0; i < get_ac_size(1); i++) o[i] = a[i] * 3 - 2;
})", 70, 301, 300);
    INFO(plan);
    CHECK(plan.find("'a' uchar: staged") != std::string::npos);
    CHECK(plans == 9);
    CHECK(built <= plans);
  }
  for (Strategy s : {"cpu", "gpu"})
    DYNAMIC_SECTION("floats, " << s) {
      ClassGuard guard(s);
      const auto [plans, built, plan] = every_place<Word<float>>(R"(
void User_main(float* a, float* o) {
  for (int i = 0; i < get_ac_size(1); i++) o[i] = a[i] * 3.0f - 2.0f;
})", 40, 96, 100);
      CHECK(plans == 7);
      CHECK(built <= plans);
    }
}

TEST_CASE("memo: floats at many offsets, User_main on vectors where the CPU class takes them",
          "[device][memo][offset]") {
  // Float data on the CPU class runs User_main on vectors of words (pass user_lanes) where
  // rows start on vectors (pitch 48, places 0 and 16 of a run); the offset then reaches
  // the kernel in vectors. 41 offsets sharing their places' plans, and the two places of a
  // shifted window one code.
  for (Strategy s : {"cpu", "gpu"})
    DYNAMIC_SECTION(s) {
      ClassGuard guard(s);
      const auto [plans, built] = moving_window<Word<float>>(R"(
void User_main(float* a, float* o) {
  for (int i = 0; i < get_ac_size(1); i++) o[i] = a[i] * 3.0f - 2.0f;
})", 41, 48, 16);
      CHECK(plans == 3);
      CHECK(built == 2);
    }
}

TEST_CASE("memo: two threads alternating shapes on one kernel stay exact",
          "[device][memo][threads]") {
  // clSetAclKernelArg and clEnqueueAclKernel together under the threads' own lock (one
  // kernel's arguments are shared state); the reads run outside it, while the other
  // thread launches. A bound of 1 evicts the other thread's kernel while it may still run.
  for (const char* bound : {"64", "1"}) {
    DYNAMIC_SECTION("ACL_CACHE_PROGRAMS=" << bound) {
      std::unique_ptr<acl::Kernel> kp;
      {
        EnvVar var("ACL_CACHE_PROGRAMS", bound);
        kp = std::make_unique<acl::Kernel>(env().context, kAxpb);
      }
      acl::Kernel& k = *kp;
      std::mutex user_lock, fail_lock;
      std::vector<std::string> failures;
      std::vector<std::thread> threads;
      for (unsigned t = 0; t < 2; ++t)
        threads.emplace_back([&, t] {
          try {
            cl::CommandQueue q(env().context, env().device);
            std::vector<Shape> shapes;
            shapes.emplace_back(37 + 20 * t, 4, 50 + t);
            shapes.emplace_back(101 + 20 * t, 2, 60 + t);
            cl::Buffer bias = bias_buffer(int(t) * 100);
            for (int i = 0; i < 8; ++i) {
              Shape& s = shapes[size_t(i) % shapes.size()];
              const int factor = int(t) * 10 + i;
              {
                std::lock_guard<std::mutex> lock(user_lock);
                s.set(k, q);
                k.arg(2, bias).arg(3, factor);
                k.enqueue(q);
              }
              std::vector<int32_t> out(s.lay.count());
              q.enqueueReadBuffer(s.o, CL_TRUE, 0, out.size() * 4, out.data(), nullptr);
              for (size_t j = 0; j < out.size(); ++j)
                if (out[j] != s.in[j].v[0] * factor + int(t) * 100) {
                  std::lock_guard<std::mutex> lock(fail_lock);
                  failures.push_back("thread " + std::to_string(t) + " launch " +
                                     std::to_string(i) + ": word " + std::to_string(j) + " is " +
                                     std::to_string(out[j]));
                  break;
                }
            }
          } catch (const std::exception& ex) {
            std::lock_guard<std::mutex> lock(fail_lock);
            failures.push_back("thread " + std::to_string(t) + ": " + ex.what());
          }
        });
      for (std::thread& th : threads) th.join();
      for (const std::string& m : failures) UNSCOPED_INFO(m);
      CHECK(failures.empty());
    }
  }
}

}  // namespace acltest
