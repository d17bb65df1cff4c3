// The program-binary cache on disk (runtime/cache/, docs/cache.md), end to end: a second
// kernel object and a second process build from the stored binary; truncated, corrupted,
// foreign and refused entries are rebuilt and overwritten; two processes fill one directory
// at once; directories that cannot be used cost one warning and nothing else. Every launch
// is checked against the CPU reference, outputs poisoned first. The processes are this test
// binary run again on the hidden test case "[.cache-child]".
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

#include "../scoped_env.hpp"
#include "harness.hpp"

extern char** environ;

namespace acltest {
namespace {

using CacheEnv = ScopedEnv;

/// Kernel `tag`: o = a * 3 + tag on a ragged 67 x 13 array of ints. Returns what went wrong,
/// "" if nothing (no Catch2 assertions: threads call it).
std::string run_kernel(int tag) {
  try {
    const std::string src = "void User_main(int* a, int* o) { /* cache test " +
                            std::to_string(tag) + " */\n  for (int i = 0; i < get_ac_size(1); " +
                            "i++) o[i] = a[i] * 3 + " + std::to_string(tag) + ";\n}\n";
    const Layout lay{67, 13};
    const std::vector<Word<int32_t>> in = random_words<Word<int32_t>>(lay.count(), 7u + tag);
    cl::Buffer a = filled(in), o = poisoned(lay.count() * 4);
    acl::Kernel k(env().context, src);
    acl::Attr ao = laid_out(lay, 4);
    ao.read(ACL_NONE).write(ACL_TOP_LEFT);
    k.arg(0, a, laid_out(lay, 4)).arg(1, o, ao);
    k.enqueue(env().queue).wait();
    const std::vector<int32_t> out = read<int32_t>(o, lay.count());
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i] != in[i].v[0] * 3 + tag)
        return "kernel " + std::to_string(tag) + ": word " + std::to_string(i) + " is " +
               std::to_string(out[i]) + ", not " + std::to_string(in[i].v[0] * 3 + tag);
    return "";
  } catch (const std::exception& e) {
    return "kernel " + std::to_string(tag) + ": " + e.what();
  }
}

/// A kernel that takes its constant from a header: o = a * 3 + K, with `#include "k.h"` and
/// `-I ACL_TEST_INCLUDE_DIR`; ACL_TEST_INCLUDE_K is the K the header holds now.
std::string run_include_kernel() {
  try {
    const std::string dir = std::getenv("ACL_TEST_INCLUDE_DIR");
    const int want = std::stoi(std::getenv("ACL_TEST_INCLUDE_K"));
    const std::string src =
        "#include \"k.h\"\n"
        "void User_main(int* a, int* o) {\n"
        "  for (int i = 0; i < get_ac_size(1); i++) o[i] = a[i] * 3 + K;\n}\n";
    const Layout lay{67, 13};
    const std::vector<Word<int32_t>> in = random_words<Word<int32_t>>(lay.count(), 99u);
    cl::Buffer a = filled(in), o = poisoned(lay.count() * 4);
    acl::Kernel k(env().context, src, "-I " + dir);
    acl::Attr ao = laid_out(lay, 4);
    ao.read(ACL_NONE).write(ACL_TOP_LEFT);
    k.arg(0, a, laid_out(lay, 4)).arg(1, o, ao);
    k.enqueue(env().queue).wait();
    const std::vector<int32_t> out = read<int32_t>(o, lay.count());
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i] != in[i].v[0] * 3 + want)
        return "include kernel: word " + std::to_string(i) + " is " + std::to_string(out[i]) +
               ", not " + std::to_string(in[i].v[0] * 3 + want) + " (K = " + std::to_string(want) +
               " in the header)";
    return "";
  } catch (const std::exception& e) {
    return std::string("include kernel: ") + e.what();
  }
}

/// A fresh directory under /tmp, removed (with one level of what it holds) at the end.
struct Scratch {
  std::string path;
  Scratch() {
    char t[] = "/tmp/acl-cache-test-XXXXXX";
    REQUIRE(mkdtemp(t) != nullptr);
    path = t;
  }
  ~Scratch() {
    chmod(path.c_str(), 0700);
    for (const std::string& f : files()) {
      const std::string p = path + "/" + f;
      if (rmdir(p.c_str()) != 0) std::remove(p.c_str());
    }
    rmdir(path.c_str());
  }
  std::vector<std::string> files() const { return listing(path); }
  /// The names in `dir`, sorted.
  static std::vector<std::string> listing(const std::string& dir) {
    std::vector<std::string> v;
    if (DIR* d = opendir(dir.c_str())) {
      while (dirent* e = readdir(d))
        if (std::string(e->d_name) != "." && std::string(e->d_name) != "..") v.push_back(e->d_name);
      closedir(d);
    }
    std::sort(v.begin(), v.end());
    return v;
  }
};

std::string text_of(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}
void write_text(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

/// A child process: this test binary on "[.cache-child]", running kernels `tags` (e.g.
/// "1,2") with ACL_CACHE_DIR=`dir` and ACL_CACHE_LOG=1, its output going to `log`.
struct Child {
  pid_t pid = -1;
  std::string log;
  Child(const std::string& dir, const std::string& tags, const std::string& log_path)
      : log(log_path) {
    std::vector<std::string> vars = {"ACL_CACHE_DIR=" + dir, "ACL_CACHE_LOG=1",
                                     "ACL_TEST_CACHE_KERNELS=" + tags};
    for (char** e = environ; *e; ++e) {
      const std::string v = *e;
      if (v.rfind("ACL_CACHE_", 0) != 0 && v.rfind("ACL_TEST_CACHE_KERNELS=", 0) != 0)
        vars.push_back(v);
    }
    std::vector<char*> envp;
    for (std::string& v : vars) envp.push_back(v.data());
    envp.push_back(nullptr);
    char self[] = "/proc/self/exe", spec[] = "[.cache-child]";
    char* argv[] = {self, spec, nullptr};
    const int fd = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    REQUIRE(fd >= 0);
    pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {  // only async-signal-safe calls until exec
      dup2(fd, 1);
      dup2(fd, 2);
      execve(self, argv, envp.data());
      _exit(127);
    }
    close(fd);
  }
  /// Waits; the child's exit status, or -1 when it did not exit normally.
  int wait() {
    int status = 0;
    if (waitpid(pid, &status, 0) != pid) return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
};

/// Runs one child to its end: its output (its exit status must be 0).
std::string run_child(const std::string& dir, const std::string& tags, const Scratch& logs) {
  static int n = 0;
  Child c(dir, tags, logs.path + "/child-" + std::to_string(++n) + ".log");
  const int status = c.wait();
  const std::string out = text_of(c.log);
  INFO("child (kernels " << tags << ", ACL_CACHE_DIR " << dir << ") said:\n" << out);
  CHECK(status == 0);
  return out;
}

/// The cache entries in `dir` (file names ending ".bin").
std::vector<std::string> entries(const Scratch& dir) {
  std::vector<std::string> v;
  for (const std::string& f : dir.files())
    if (f.size() > 4 && f.compare(f.size() - 4, 4, ".bin") == 0) v.push_back(f);
  return v;
}

uint64_t fnv1a64(const std::string& s) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

}  // namespace

TEST_CASE("cache child: runs the kernels of ACL_TEST_CACHE_KERNELS", "[.cache-child]") {
  // Catch2 runs hidden cases for specs of exclusions only ("~[threads]"): outside a child
  // there is nothing to run.
  const char* tags = std::getenv("ACL_TEST_CACHE_KERNELS");
  if (!tags) return;
  std::vector<int> kernels;
  std::stringstream list(tags);
  for (std::string tag; std::getline(list, tag, ',');) kernels.push_back(std::stoi(tag));
  std::vector<std::string> failed(kernels.size());
  if (std::getenv("ACL_TEST_CACHE_THREADS")) {  // all at once, one thread each
    std::vector<std::thread> threads;
    for (size_t i = 0; i < kernels.size(); ++i)
      threads.emplace_back([&, i] { failed[i] = run_kernel(kernels[i]); });
    for (std::thread& t : threads) t.join();
  } else {
    for (size_t i = 0; i < kernels.size(); ++i) {
      if (i > 0 && std::getenv("ACL_TEST_CACHE_EMPTIED"))  // the entries go between kernels
        for (const std::string& f : Scratch::listing(std::getenv("ACL_CACHE_DIR")))
          std::remove((std::string(std::getenv("ACL_CACHE_DIR")) + "/" + f).c_str());
      failed[i] = run_kernel(kernels[i]);
    }
  }
  for (const std::string& f : failed) CHECK(f == "");
  if (std::getenv("ACL_TEST_INCLUDE_DIR")) CHECK(run_include_kernel() == "");
}

TEST_CASE("cache: a second kernel object and a second process build from the stored binary",
          "[device][cache][processes]") {
  Scratch dir, logs;
  // Kernel 5 twice in one process: two kernel objects, each with its own program memo.
  std::string said = run_child(dir.path, "5,5", logs);
  CHECK(count_of(said, " miss\n") == 1);
  CHECK(count_of(said, " stored (") == 1);
  CHECK(count_of(said, " hit\n") == 1);
  CHECK(entries(dir).size() == 1);
  CHECK(dir.files() == entries(dir));  // no temporary file left
  said = run_child(dir.path, "5,6", logs);
  CHECK(count_of(said, " hit\n") == 1);
  CHECK(count_of(said, " miss\n") == 1);  // kernel 6: another source, another entry
  CHECK(entries(dir).size() == 2);
}

TEST_CASE("cache: a key's binary is asked for once a process, even when its entry went",
          "[device][cache][processes]") {
  // Kernel 8 twice, two kernel objects, the directory emptied between them: the second
  // misses and builds from source, and leaves the binary alone (binary_cache.cpp,
  // first_meeting: PoCL before 7.0 aborts when a program's binary is asked for while a
  // launch of the same code runs).
  Scratch dir, logs;
  CacheEnv emptied("ACL_TEST_CACHE_EMPTIED", "1");
  const std::string said = run_child(dir.path, "8,8", logs);
  CHECK(count_of(said, " miss\n") == 2);
  CHECK(count_of(said, " bytes)\n") == 1);  // "stored (N bytes)"
  CHECK(count_of(said, " not stored (this process met its key before)\n") == 1);
  CHECK(entries(dir).empty());
}

TEST_CASE("cache: truncated, corrupted, foreign and refused entries are rebuilt and replaced",
          "[device][cache][processes]") {
  Scratch dir, logs;
  run_child(dir.path, "7", logs);
  REQUIRE(entries(dir).size() == 1);
  const std::string path = dir.path + "/" + entries(dir)[0];
  const std::string good = text_of(path);
  REQUIRE(good.size() > 200);
  std::string bad = good, reason;
  SECTION("a flipped byte in the binary") {
    bad[bad.size() - 100] ^= 0x20;
    reason = "payload checksum differs";
  }
  SECTION("the first half of the file") {
    bad.resize(good.size() / 2);
    reason = "header says otherwise";
  }
  SECTION("an entry written for another driver version under this name") {
    // The key text is in the header; the checksum covers only the binary, so the file is
    // whole and well-formed, and only the key comparison tells it apart.
    const size_t at = bad.find("driver version: ");
    REQUIRE(at != std::string::npos);
    bad[at + 16] ^= 1;
    reason = "written for another key";
  }
  SECTION("a well-formed entry whose binary the driver refuses") {
    // Offsets of docs/cache.md's header: payload length at 16, its FNV-1a 64 at 24.
    const size_t key_bytes = size_t(uint8_t(good[12])) | size_t(uint8_t(good[13])) << 8;
    const std::string junk(333, 'j');
    bad = good.substr(0, 32 + key_bytes) + junk;
    const uint64_t sum = fnv1a64(junk);
    for (int i = 0; i < 8; ++i) {
      bad[16 + i] = char(i == 0 ? junk.size() & 0xff : i == 1 ? junk.size() >> 8 : 0);
      bad[24 + i] = char((sum >> (8 * i)) & 0xff);
    }
    reason = "refused by the driver";
  }
  write_text(path, bad);
  std::string said = run_child(dir.path, "7", logs);
  CHECK(said.find(reason) != std::string::npos);
  CHECK(count_of(said, " stored (") == 1);
  CHECK(text_of(path) != bad);  // replaced (the next run hits it)
  said = run_child(dir.path, "7", logs);
  CHECK(count_of(said, " hit\n") == 1);
  CHECK(dir.files() == entries(dir));
}

TEST_CASE("cache: a header the program includes is part of the key", "[device][cache][processes]") {
  Scratch dir, logs, headers;
  std::string inner;
  SECTION("the header itself changes") {
    write_text(headers.path + "/k.h", "#define K 5\n");
  }
  SECTION("a header it includes changes") {
    write_text(headers.path + "/k.h", "#include \"inner.h\"\n");
    inner = "/inner.h";
  }
  const std::string changed = headers.path + (inner.empty() ? "/k.h" : inner);
  write_text(changed, "#define K 5\n");
  CacheEnv include_dir("ACL_TEST_INCLUDE_DIR", headers.path.c_str());
  {
    CacheEnv k("ACL_TEST_INCLUDE_K", "5");
    std::string said = run_child(dir.path, "", logs);
    CHECK(count_of(said, " stored (") == 1);
    said = run_child(dir.path, "", logs);
    CHECK(count_of(said, " hit\n") == 1);
  }
  write_text(changed, "#define K 9\n");
  CacheEnv k("ACL_TEST_INCLUDE_K", "9");
  std::string said = run_child(dir.path, "", logs);  // the child checks K = 9
  CHECK(count_of(said, " miss\n") == 1);
  CHECK(count_of(said, " hit\n") == 0);
  said = run_child(dir.path, "", logs);
  CHECK(count_of(said, " hit\n") == 1);
}

TEST_CASE("cache: two processes filling one directory at once", "[device][cache][processes]") {
  Scratch dir, logs;
  const std::string tags = "11,12,13,14";
  Child a(dir.path, tags, logs.path + "/a.log"), b(dir.path, tags, logs.path + "/b.log");
  const int sa = a.wait(), sb = b.wait();
  INFO("first child said:\n" << text_of(a.log) << "\nsecond child said:\n" << text_of(b.log));
  CHECK(sa == 0);
  CHECK(sb == 0);
  CHECK(entries(dir).size() == 4);
  CHECK(dir.files() == entries(dir));  // no temporary file left
  const std::string said = run_child(dir.path, tags, logs);
  CHECK(count_of(said, " hit\n") == 4);  // every entry valid
}

TEST_CASE("cache: threads of one process building at once", "[device][cache][processes]") {
  Scratch dir, logs;
  CacheEnv threads("ACL_TEST_CACHE_THREADS", "1");
  std::string said = run_child(dir.path, "21,22,23,21,22,23", logs);
  CHECK(entries(dir).size() == 3);
  CHECK(dir.files() == entries(dir));
  said = run_child(dir.path, "21,22,23,21,22,23", logs);
  CHECK(count_of(said, " hit\n") == 6);
}

TEST_CASE("cache: directories that cannot be used cost one warning, never a launch",
          "[device][cache][processes]") {
  Scratch dir, logs;
  std::string bad;
  SECTION("missing and uncreatable: below a file") {
    write_text(dir.path + "/a-file", "not a directory\n");
    bad = dir.path + "/a-file/acl";
  }
  SECTION("a directory that takes no files (procfs)") {
    bad = "/proc";
  }
  const std::string said = run_child(bad, "31,32,33", logs);
  CHECK(count_of(said, "ACL: program binary cache '" + bad + "'") == 1);
  CHECK(count_of(said, " hit\n") == 0);
}

TEST_CASE("cache: a read-only directory still gives its entries", "[device][cache][processes]") {
  Scratch dir, logs;
  run_child(dir.path, "41", logs);
  REQUIRE(entries(dir).size() == 1);
  REQUIRE(chmod(dir.path.c_str(), 0555) == 0);
  const std::string said = run_child(dir.path, "41,42", logs);
  CHECK(count_of(said, " hit\n") == 1);
  if (access(dir.path.c_str(), W_OK) == 0) {
    WARN("running as root: the 0555 directory is writable all the same");
  } else {
    CHECK(count_of(said, "ACL: program binary cache") == 1);
    CHECK(entries(dir).size() == 1);
  }
}

TEST_CASE("cache: ACL_CACHE_DIR=off writes nothing, not even in HOME",
          "[device][cache][processes]") {
  Scratch home, logs;
  CacheEnv h("HOME", home.path.c_str()), xdg("XDG_CACHE_HOME", nullptr);
  // PoCL keeps its own cache under HOME unless POCL_CACHE_DIR says otherwise: not ours.
  const char* pocl = std::getenv("POCL_CACHE_DIR");
  CacheEnv pocl_dir("POCL_CACHE_DIR", pocl && *pocl ? pocl : "/tmp/acl-cache-test-pocl");
  const std::string said = run_child("off", "51,51", logs);
  CHECK(said.find("ACL cache:") == std::string::npos);
  CHECK(home.files().empty());
}

}  // namespace acltest
