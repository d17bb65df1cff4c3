// ACL_DUMP_DIR: generated sources land in the directory; a directory that cannot take them
// is reported on stderr once per process, however many threads build, and launches go on.
// The bad directory is ACL_TEST_DUMP_DIR's kind (missing, proc, file, long; tests/
// CMakeLists.txt runs each in a process of its own), /proc by default.
#include "harness.hpp"

#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

namespace acltest {
namespace {

/// Sets an environment variable for its lifetime (unset: nullptr), restoring it after.
class EnvGuard {
 public:
  EnvGuard(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) had_ = true, old_ = old;
    if (value) setenv(name, value, 1);
    else unsetenv(name);
  }
  ~EnvGuard() {
    if (had_) setenv(name_, old_.c_str(), 1);
    else unsetenv(name_);
  }

 private:
  const char* name_;
  bool had_ = false;
  std::string old_;
};

/// Everything written to file descriptor 2 while it lives.
class StderrCapture {
 public:
  StderrCapture() {
    std::fflush(stderr);
    file_ = std::tmpfile();
    saved_ = dup(2);
    dup2(fileno(file_), 2);
  }
  ~StderrCapture() { restore(); }
  std::string text() {
    restore();
    std::string s;
    std::rewind(file_);
    char buf[4096];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, file_)) > 0;) s.append(buf, n);
    return s;
  }

 private:
  void restore() {
    if (saved_ < 0) return;
    std::fflush(stderr);
    dup2(saved_, 2);
    close(saved_);
    saved_ = -1;
  }
  std::FILE* file_ = nullptr;
  int saved_ = -1;
};

/// Creates a kernel whose generated source is new to this process (the tag goes into
/// User_main), runs it on 64 floats and checks the result: dumping never fails a launch.
/// Returns what went wrong, "" if nothing (no Catch2 assertions: threads call it).
std::string run_tagged_kernel(int tag) {
  try {
    const std::string src = "void User_main(float* a, float* b) { /* tag " +
                            std::to_string(tag) + " */\n  for (int i = 0; i < get_ac_size(1); " +
                            "i++) b[i] = a[i] + " + std::to_string(tag) + ";\n}\n";
    std::vector<float> in(64);
    for (size_t i = 0; i < in.size(); ++i) in[i] = float(i);
    cl::Buffer a = filled(in), b = poisoned(64 * 4);
    acl::Kernel k(env().context, src);
    k.arg(0, a, acl::Attr().shape(64).words(4));
    k.arg(1, b, acl::Attr().shape(64).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    k.enqueue(env().queue).wait();
    const std::vector<float> out = read<float>(b, 64);
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i] != in[i] + float(tag))
        return "kernel " + std::to_string(tag) + ": word " + std::to_string(i) + " wrong";
    return "";
  } catch (const std::exception& e) {
    return "kernel " + std::to_string(tag) + ": " + e.what();
  }
}

std::vector<std::string> files_in(const std::string& dir) {
  std::vector<std::string> names;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d))
      if (e->d_name[0] != '.') names.push_back(e->d_name);
    closedir(d);
  }
  return names;
}

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("ACL_DUMP_DIR: sources land there, a directory that cannot take them is said once",
          "[device][dump-dir][threads]") {
  const bool preset = std::getenv("ACL_DUMP_DIR") != nullptr;  // e.g. the Oclgrind gate's
  char scratch[] = "/tmp/acl-dump-test-XXXXXX";
  REQUIRE(mkdtemp(scratch) != nullptr);
  const std::string good = std::string(scratch) + "/good";
  REQUIRE(mkdir(good.c_str(), 0700) == 0);

  SECTION("a writable directory gets one file per new source, and nothing is said") {
    EnvGuard dump("ACL_DUMP_DIR", good.c_str());
    StderrCapture err;
    CHECK(run_tagged_kernel(1) == "");
    const std::string said = err.text();
    CHECK(said.find("ACL_DUMP_DIR") == std::string::npos);
    const std::vector<std::string> files = files_in(good);
    REQUIRE(files.size() == 1);
    CHECK(files[0].rfind("acl_", 0) == 0);
    std::ifstream f(good + "/" + files[0]);
    std::stringstream text;
    text << f.rdbuf();
    CHECK(text.str().find("tag 1") != std::string::npos);
  }

  SECTION("a bad directory: one warning for many builds on several threads") {
    const char* kind_env = std::getenv("ACL_TEST_DUMP_DIR");
    const std::string kind = kind_env && *kind_env ? kind_env : "proc";
    std::string bad, reason;
    if (kind == "missing") {
      bad = std::string(scratch) + "/does/not/exist", reason = "No such file or directory";
    } else if (kind == "proc") {
      bad = "/proc", reason = "";  // procfs refuses new files (the errno varies by kernel)
    } else if (kind == "file") {
      bad = std::string(scratch) + "/a-file", reason = "Not a directory";
      std::ofstream(bad) << "not a directory\n";
    } else if (kind == "long") {
      bad = std::string(scratch) + "/" + std::string(5000, 'd'), reason = "File name too long";
    } else {
      FAIL("unknown ACL_TEST_DUMP_DIR '" << kind << "': missing, proc, file or long");
    }
    INFO("ACL_DUMP_DIR kind " << kind);
    EnvGuard dump("ACL_DUMP_DIR", bad.c_str());
    StderrCapture err;
    std::vector<std::string> failed(5);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
      threads.emplace_back([t, &failed] { failed[t] = run_tagged_kernel(10 + t); });
    for (std::thread& t : threads) t.join();
    failed[4] = run_tagged_kernel(20);  // and once more after them
    const std::string said = err.text();
    for (const std::string& f : failed) CHECK(f == "");
    INFO("stderr: " << said);
    if (preset) {
      WARN("ACL_DUMP_DIR was set before the test: it may have warned already; not counted");
    } else {
      CHECK(count_of(said, "ACL_DUMP_DIR") == 1);
      CHECK(said.find("cannot write acl_") != std::string::npos);
      CHECK(said.find(kind == "long" ? "characters)" : bad) != std::string::npos);
      if (!reason.empty()) CHECK(said.find(reason) != std::string::npos);
    }
  }
  std::remove((std::string(scratch) + "/a-file").c_str());
  for (const std::string& f : files_in(good)) std::remove((good + "/" + f).c_str());
  rmdir(good.c_str());
  rmdir(scratch);
}

}  // namespace acltest
