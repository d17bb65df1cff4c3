// The tuner end to end (aclTuneKernel, acl::tune, ACL_TUNE; docs/tuning.md): it leaves the
// user's buffers alone, measures candidates and keeps the default unless a winner beats it,
// writes rows a later kernel plans with, and rejects bad calls. Short budgets: the point is
// what it does, not what it finds.
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "../scoped_env.hpp"
#include "harness.hpp"

namespace acltest {
namespace {

const char* kScale = R"(
void User_main(const float* src, float* dst, float k) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] * k + 1.0f;
}
)";

/// A temporary database file, removed after the test.
struct TempDb {
  std::string dir, file;
  TempDb() {
    char t[] = "/tmp/acl-tune-device-XXXXXX";
    REQUIRE(mkdtemp(t));
    dir = t;
    file = dir + "/tuning.txt";
  }
  ~TempDb() {
    std::remove(file.c_str());
    std::remove((file + ".lock").c_str());
    rmdir(dir.c_str());
  }
  std::string text() const {
    std::ifstream in(file);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
};

std::vector<float> integer_floats(size_t n) {
  std::mt19937 rng(71);
  std::vector<float> v(n);
  for (float& x : v) x = float(rng() % 1000);
  return v;
}

struct Scale {
  size_t w = 300, h = 230;
  std::vector<float> src = integer_floats(w * h);
  cl::Buffer in = filled(src), out = poisoned(w * h * 4);
  acl::Kernel k{env().context, kScale};
  Scale() {
    k.arg(0, in, acl::Attr().shape(w, h).words(4));
    k.arg(1, out, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    k.arg(2, 3.0f);
  }
  void check() {
    const std::vector<float> got = read<float>(out, w * h);
    for (size_t i = 0; i < w * h; ++i)
      if (got[i] != src[i] * 3.0f + 1.0f) {
        FAIL("word " << i << ": " << got[i] << ", expected " << src[i] * 3.0f + 1.0f);
        return;
      }
  }
};

}  // namespace

TEST_CASE("tune: candidates measured on copies, the user's buffers untouched", "[device][tune]") {
  TempDb db;
  ScopedEnv file("ACL_TUNING_FILE", db.file.c_str());
  Scale s;
  const acl_tune_result r = acl::tune(env().queue, s.k, acl::TuneOptions().budget(4).runs(2));
  CHECK(r.default_ms > 0);
  CHECK(r.best_ms > 0);
  CHECK(r.best_ms <= r.default_ms);
  CHECK(r.plans >= 1);  // at least one candidate kernel besides the default
  CHECK(r.rejected == 0);
  CHECK(std::string(r.shape).rfind("plain/small@", 0) == 0);
  // The output buffer still holds its poison, the input its words.
  const std::vector<unsigned char> out = read_bytes(s.out, s.w * s.h * 4);
  CHECK(std::count(out.begin(), out.end(), kPoison) == long(out.size()));
  CHECK(read<float>(s.in, s.w * s.h) == s.src);
  // A winner is saved as one row naming this device and kernel; no winner, no row.
  if (r.row[0]) {
    CHECK(r.saved == 1);
    CHECK(db.text().find(r.row) != std::string::npos);
  } else {
    CHECK(r.saved == 0);
  }
  // The kernel still runs right.
  s.k.enqueue(env().queue).wait();
  s.check();
}

TEST_CASE("tune: a database row steers later plans, ACL_KNOBS over it", "[device][tune]") {
  TempDb db;
  ScopedEnv file("ACL_TUNING_FILE", db.file.c_str());
  const std::string device = env().device.getInfo<CL_DEVICE_NAME>();
  {
    std::ofstream f(db.file);
    f << "* | * | " << device << " | plain/small | wg_target=64,fit_width=0\n";
  }
  {
    Scale s;
    const std::string plan = plan_of(s.k);
    INFO(plan);
    CHECK(plan.find("tuning: row '* | * | " + device + " | plain/small | ") != std::string::npos);
    CHECK(plan_wg(plan) <= 64);
    s.k.enqueue(env().queue).wait();
    s.check();
  }
  {
    ScopedEnv knobs("ACL_KNOBS", "wg_target=128,fit_width=0");
    Scale s;
    const std::string plan = plan_of(s.k);
    INFO(plan);
    CHECK(plan.find("ACL_KNOBS applies over the rows") != std::string::npos);
  }
  {
    ScopedEnv off("ACL_TUNING", "off");
    Scale s;
    CHECK(plan_of(s.k).find("tuning: row") == std::string::npos);
  }
}

TEST_CASE("tune: ACL_TUNE tunes a kernel at its first launch, once", "[device][tune]") {
  TempDb db;
  ScopedEnv file("ACL_TUNING_FILE", db.file.c_str());
  ScopedEnv tune("ACL_TUNE", "2");
  ScopedEnv min("ACL_TUNE_MIN_WORDS", "1");
  Scale s;
  s.k.enqueue(env().queue).wait();
  s.check();
  const std::string first = db.text();
  CHECK(first.find("plain/small@") != std::string::npos);  // a winner or "-": the default stays
  // A new kernel object of the same source finds its row and does not search again.
  Scale again;
  again.k.enqueue(env().queue).wait();
  again.check();
  CHECK(db.text() == first);
}

TEST_CASE("tune: bad calls are refused and change nothing", "[device][tune]") {
  TempDb db;
  ScopedEnv file("ACL_TUNING_FILE", db.file.c_str());
  Scale s;
  acl_tune_result r{};
  CHECK(aclTuneKernel(nullptr, s.k.get(), nullptr, &r) == CL_INVALID_COMMAND_QUEUE);
  CHECK(aclTuneKernel(env().queue(), nullptr, nullptr, &r) == CL_INVALID_KERNEL);
  cl::Context other(env().device);
  cl::CommandQueue foreign(other, env().device);
  CHECK(aclTuneKernel(foreign(), s.k.get(), nullptr, &r) == CL_INVALID_CONTEXT);
  CHECK(std::string(aclGetLastErrorMessage()).find("aclTuneKernel: queue") != std::string::npos);
  acl_tune_options o = ACL_TUNE_OPTIONS_INIT;
  o.seconds = -1;
  CHECK(aclTuneKernel(env().queue(), s.k.get(), &o, &r) == CL_INVALID_VALUE);
  CHECK(std::string(aclGetLastErrorMessage()).find("options->seconds") != std::string::npos);
  acl::Kernel unset(env().context, kScale);
  unset.arg(0, s.in, acl::Attr().shape(s.w, s.h).words(4));
  CHECK(aclTuneKernel(env().queue(), unset.get(), nullptr, &r) == ACL_ARG_NOT_SET);
  std::ifstream none(db.file);
  CHECK_FALSE(none.good());
}

}  // namespace acltest
