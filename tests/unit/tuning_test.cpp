// The tuning database (runtime/device/tuning.cpp) and the tuner's candidate values
// (runtime/tune/tuner.cpp): parsing and its errors, kernel classes, which rows apply in which
// order, the atomic update of the user's file, and the shipped rows.
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <functional>
#include <future>
#include <memory>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../scoped_env.hpp"
#include "common.hpp"
#include "device/knobs.hpp"
#include "device/tuning.hpp"
#include "embedded.hpp"
#include "tune/tuner.hpp"

namespace acltest {
namespace {

using namespace acl::detail;

ArgDesc transfer(size_t w, size_t h, acl_attr a = ACL_ATTR_INIT) {
  ArgDesc d;
  d.kind = ArgKind::Transfer;
  a.size[0] = w, a.size[1] = h, a.size[2] = 1;
  d.attr = a;
  return d;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("tuning: rows parse, with comments, wildcards and sources", "[tuning]") {
  std::vector<std::string> problems;
  const auto rows = parse_tuning(
      "# a comment\n"
      "\n"
      "gpu | NVIDIA | H200 | tiled/large | tile_chunk=32,tile_wg_x=8   # why: bench/results/x\n"
      "* | * | * | * | split_bytes=2\n"
      "cpu |  | Xeon | margin/*@0123456789abcdef | -\n",
      "test file", true, &problems);
  CHECK(problems.empty());
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].device_class == "gpu");
  CHECK(rows[0].vendor == "NVIDIA");
  CHECK(rows[0].family == "tiled");
  CHECK(rows[0].size == "large");
  CHECK(rows[0].knobs.size() == 2);
  CHECK(rows[0].origin == "test file, line 3");
  CHECK(rows[0].line() == "gpu | NVIDIA | H200 | tiled/large | tile_chunk=32,tile_wg_x=8");
  CHECK(rows[1].device_class.empty());
  CHECK(rows[1].family.empty());
  CHECK(rows[1].key() == "* | * | * | */*");
  CHECK(rows[2].source == "0123456789abcdef");
  CHECK(rows[2].knobs.empty());
  CHECK(rows[2].line() == "cpu | * | Xeon | margin/*@0123456789abcdef | -");
  // A row's line parses back to itself.
  for (const TunedRow& r : rows) {
    const auto again = parse_tuning(r.line(), "again", true);
    REQUIRE(again.size() == 1);
    CHECK(again[0].line() == r.line());
  }
}

TEST_CASE("tuning: a bad row is skipped and said why, the others kept", "[tuning]") {
  const char* bad[][2] = {
      {"gpu | NVIDIA | H200 | tiled/large", "expected 5 fields"},
      {"fpga | * | * | * | split_bytes=2", "class 'fpga'"},
      {"gpu | * | * | tiles/large | split_bytes=2", "family 'tiles'"},
      {"gpu | * | * | tiled/huge | split_bytes=2", "size 'huge'"},
      {"gpu | * | * | tiled/large@12 | split_bytes=2", "16 lowercase hex digits"},
      {"gpu | * | * | tiled/large | no_such_knob=2", "no_such_knob"},
      {"gpu | * | * | tiled/large | split_bytes=0", "split_bytes"},
      {"gpu | * | * | tiled/large | split_bytes", "knob=value"},
  };
  for (const auto& [line, why] : bad) {
    INFO(line);
    std::vector<std::string> problems;
    const auto rows = parse_tuning(std::string("cpu | * | * | * | split_bytes=2\n") + line + "\n",
                                   "f", true, &problems);
    CHECK(rows.size() == 1);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].rfind("line 2: ", 0) == 0);
    CHECK(problems[0].find(why) != std::string::npos);
  }
}

TEST_CASE("tuning: the shipped database parses whole", "[tuning]") {
  std::vector<std::string> problems;
  parse_tuning(embedded_tuning_database(), "shipped database", false, &problems);
  for (const std::string& p : problems) FAIL_CHECK(p);
  CHECK(shipped_rows().size() == parse_tuning(embedded_tuning_database(), "s", false).size());
}

TEST_CASE("tuning: kernel classes by family and size", "[tuning]") {
  acl_attr a = ACL_ATTR_INIT;
  CHECK(shape_class({transfer(1024, 1023)}, "").text() == "plain/small");
  CHECK(shape_class({transfer(1024, 1024)}, "").text() == "plain/medium");
  CHECK(shape_class({transfer(4096, 4096)}, "").text() == "plain/large");
  CHECK(shape_class({transfer(8, 8)}, "0123456789abcdef").text() == "plain/small@0123456789abcdef");
  a.margin = 1;
  CHECK(shape_class({transfer(8, 8), transfer(8, 8, a)}, "").family == "margin");
  a = ACL_ATTR_INIT;
  a.broadcast = ACL_COMMON;
  CHECK(shape_class({transfer(8, 8, a)}, "").family == "common");
  a = ACL_ATTR_INIT;
  a.def = ACL_SPECIAL_ROT90;
  CHECK(shape_class({transfer(8, 8, a)}, "").family == "special");
  a = ACL_ATTR_INIT;
  a.dependency = ACL_RNO0;
  CHECK(shape_class({transfer(8, 8, a)}, "").family == "rno0");
  a.dependency = ACL_LNO1;
  CHECK(shape_class({transfer(8, 8, a)}, "").family == "lno");
  a.dependency = ACL_RNO2;
  CHECK(shape_class({transfer(8, 8, a)}, "").family == "wavefront");
  a.dependency = ACL_RNO1_SUM;
  CHECK(shape_class({transfer(8, 8, a)}, "").family == "wavefront");
  a = ACL_ATTR_INIT;
  a.split = ACL_TILE;
  acl_attr m = ACL_ATTR_INIT;
  m.margin = 2;
  // The strongest family wins whatever the argument order.
  CHECK(shape_class({transfer(8, 8, m), transfer(8, 8, a)}, "").family == "tiled");
  ArgDesc scalar;
  scalar.kind = ArgKind::Scalar;
  CHECK(shape_class({scalar}, "").text() == "plain/small");
}

TEST_CASE("tuning: rows apply general first, the user's after the shipped, ACL_KNOBS last",
          "[tuning]") {
  DeviceProfile p = cpu_profile();
  p.vendor = "GenuineIntel";
  p.name = "pthread-x Xeon";
  p.table_knobs = p.knobs;
  const unsigned table_split = p.table_knobs.split_bytes;
  std::vector<TunedRow> rows =
      parse_tuning("cpu | * | Xeon | plain/large | split_bytes=3,halo_wg=64\n"
                   "* | * | * | * | split_bytes=5\n"
                   "gpu | * | * | * | split_bytes=7\n"          // another class
                   "cpu | * | Xeon | margin/* | split_bytes=9\n",  // another family
                   "shipped", false);
  const auto user = parse_tuning("* | * | * | plain/* | halo_wg=32\n", "mine", true);
  rows.insert(rows.begin(), user.begin(), user.end());  // file order does not matter here
  p.tuned = std::make_shared<const std::vector<TunedRow>>(rows);

  std::vector<std::string> notes;
  const ShapeClass large{"plain", "large", "0123456789abcdef"};
  DeviceProfile t = tuned_profile(p, large, notes);
  CHECK(t.knobs.split_bytes == 3);  // the device-specific row over the general one
  CHECK(t.knobs.halo_wg == 32);     // the user's row over every shipped one
  REQUIRE(notes.size() == 3);
  CHECK(notes[0].find("split_bytes=5") != std::string::npos);
  CHECK(notes[2].find("(mine, line 1)") != std::string::npos);

  notes.clear();
  t = tuned_profile(p, ShapeClass{"tiled", "small", ""}, notes);
  CHECK(t.knobs.split_bytes == 5);
  CHECK(notes.size() == 1);

  notes.clear();
  p.env_knobs = "split_bytes=4";
  t = tuned_profile(p, large, notes);
  CHECK(t.knobs.split_bytes == 4);
  CHECK(notes.back().find("ACL_KNOBS") != std::string::npos);

  // No rows for the class: the profile as it was, and nothing said.
  notes.clear();
  p.tuned = std::make_shared<const std::vector<TunedRow>>();
  p.knobs.split_bytes = table_split;
  t = tuned_profile(p, large, notes);
  CHECK(notes.empty());
  CHECK(t.knobs.split_bytes == table_split);
}

TEST_CASE("tuning: the user's file is read for the device, its bad rows skipped", "[tuning]") {
  char dir[] = "/tmp/acl-tuning-unit-XXXXXX";
  REQUIRE(mkdtemp(dir));
  const std::string file = std::string(dir) + "/tuning.txt";
  {
    std::ofstream f(file);
    f << "cpu | * | pthread-test | plain/* | split_bytes=6\n"
         "cpu | * | pthread-test | plain/* | no_such_knob=1\n"
         "cpu | * | other-device | plain/* | split_bytes=8\n";
  }
  ScopedEnv at("ACL_TUNING_FILE", file.c_str());
  DeviceProfile p = cpu_profile();
  p.name = "pthread-test-cpu";
  CHECK(user_tuning_file() == file);
  size_t user_rows = 0;
  for (const TunedRow& r : rows_for_device(p)) user_rows += r.user;
  CHECK(user_rows == 1);
  {
    ScopedEnv off("ACL_TUNING", "off");
    CHECK(rows_for_device(p).empty());
  }
  std::remove(file.c_str());
  rmdir(dir);
}

TEST_CASE("tuning: a user file that is no regular file, or is huge, is skipped at once",
          "[tuning]") {
  char dir[] = "/tmp/acl-tuning-unit-XXXXXX";
  REQUIRE(mkdtemp(dir));
  const std::string file = std::string(dir) + "/tuning.txt";
  DeviceProfile p = cpu_profile();
  p.name = "pthread-test-cpu";
  auto user_rows = [&] {
    size_t n = 0;
    for (const TunedRow& r : rows_for_device(p)) n += r.user;
    return n;
  };
  // Runs `f` on another thread; false when it is still blocked after 10 s on opening the
  // FIFO, which a writer opened here then releases.
  auto returns_soon = [&](const std::function<void()>& f) {
    std::future<void> done = std::async(std::launch::async, f);
    if (done.wait_for(std::chrono::seconds(10)) == std::future_status::ready) return true;
    const int fd = open(file.c_str(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0) close(fd);
    done.wait();
    return false;
  };
  for (const char* at : {"ACL_TUNING_FILE", "ACL_CACHE_DIR"}) {
    INFO(at);
    ScopedEnv set(at, std::string(at) == "ACL_CACHE_DIR" ? dir : file.c_str());
    ScopedEnv other(std::string(at) == "ACL_CACHE_DIR" ? "ACL_TUNING_FILE" : "ACL_CACHE_DIR",
                    nullptr);
    REQUIRE(user_tuning_file() == file);
    {  // a FIFO
      REQUIRE(mkfifo(file.c_str(), 0600) == 0);
      size_t rows = 1;
      CHECK(returns_soon([&] { rows = user_rows(); }));
      CHECK(rows == 0);
      // Nothing is stored over it either, and it stays.
      std::string why;
      bool stored = true;
      CHECK(returns_soon([&] {
        stored =
            store_row(file, parse_tuning("* | * | * | * | split_bytes=2", "t", true).at(0), why);
      }));
      CHECK_FALSE(stored);
      CHECK(why.find("not a regular file") != std::string::npos);
      struct stat st;
      CHECK((stat(file.c_str(), &st) == 0 && S_ISFIFO(st.st_mode)));
      std::remove(file.c_str());
    }
    {  // a sparse file of 1 TiB

      { std::ofstream(file) << "cpu | * | pthread-test | plain/* | split_bytes=6\n"; }
      REQUIRE(truncate(file.c_str(), off_t(1) << 40) == 0);
      CHECK(user_rows() == 0);
      std::string why;
      CHECK_FALSE(
          store_row(file, parse_tuning("* | * | * | * | split_bytes=2", "t", true).at(0), why));
      CHECK(why.find("bytes") != std::string::npos);
    }
    std::remove(file.c_str());
    std::remove((file + ".lock").c_str());
  }
  rmdir(dir);
}

TEST_CASE("tuning: store_row replaces the row of its key and keeps the others", "[tuning]") {
  char dir[] = "/tmp/acl-tuning-unit-XXXXXX";
  REQUIRE(mkdtemp(dir));
  const std::string file = std::string(dir) + "/sub/tuning.txt";  // the folder is made
  auto row = [](const char* text) { return parse_tuning(text, "t", true).at(0); };
  std::string why;
  REQUIRE(store_row(file, row("cpu | * | X | plain/large | split_bytes=2"), why));
  REQUIRE(store_row(file, row("cpu | * | X | margin/large | halo_wg=64"), why));
  REQUIRE(store_row(file, row("cpu | * | X | plain/large | split_bytes=3"), why));
  const std::string text = read_all(file);
  CHECK(text.find("split_bytes=2") == std::string::npos);
  CHECK(text.find("cpu | * | X | plain/large | split_bytes=3") != std::string::npos);
  CHECK(text.find("halo_wg=64") != std::string::npos);
  std::vector<std::string> problems;
  CHECK(parse_tuning(text, file, true, &problems).size() == 2);
  CHECK(problems.empty());
  // Where nothing can be written: false and why, no exception.
  CHECK_FALSE(store_row("/proc/acl-no/tuning.txt", row("* | * | * | * | -"), why));
  CHECK_FALSE(why.empty());
  std::remove(file.c_str());
  std::remove((file + ".lock").c_str());
  rmdir((std::string(dir) + "/sub").c_str());
  rmdir(dir);
}

TEST_CASE("tuner: ACL_TUNE and ACL_TUNE_MIN_WORDS take plain decimal numbers, else say so",
          "[tuning]") {
  {
    ScopedEnv unset("ACL_TUNE", nullptr);
    CHECK(tune_seconds() == 0);
  }
  for (const auto& [text, seconds] : std::vector<std::pair<const char*, double>>{
           {"", 0}, {"0", 0}, {"30", 30}, {"2.5", 2.5}, {"0.25", 0.25}, {"1000000", 1e6}}) {
    ScopedEnv set("ACL_TUNE", text);
    INFO("ACL_TUNE='" << text << "'");
    CHECK(tune_seconds() == seconds);
  }
  for (const char* bad :
       {"inf", "nan", "0x10", "1e3", "-1", "abc", "30s", " 30", "1000001", ".", "1.", ".5"}) {
    ScopedEnv set("ACL_TUNE", bad);
    INFO("ACL_TUNE='" << bad << "'");
    try {
      tune_seconds();
      FAIL("accepted");
    } catch (const Error& e) {
      CHECK(e.code() == CL_INVALID_VALUE);
      CHECK(std::string(e.what()).find("ACL_TUNE") != std::string::npos);
    }
  }
  {
    ScopedEnv unset("ACL_TUNE_MIN_WORDS", nullptr);
    CHECK(tune_min_words() == 65536);
  }
  for (const auto& [text, words] : std::vector<std::pair<const char*, uint64_t>>{
           {"", 65536}, {"0", 0}, {"1", 1}, {"4096", 4096}}) {
    ScopedEnv set("ACL_TUNE_MIN_WORDS", text);
    CHECK(tune_min_words() == words);
  }
  for (const char* bad : {"-1", "x", "12abc", "0x10", "1e3", "99999999999999999999999"}) {
    ScopedEnv set("ACL_TUNE_MIN_WORDS", bad);
    INFO("ACL_TUNE_MIN_WORDS='" << bad << "'");
    try {
      tune_min_words();
      FAIL("accepted");
    } catch (const Error& e) {
      CHECK(e.code() == CL_INVALID_VALUE);
      CHECK(std::string(e.what()).find("ACL_TUNE_MIN_WORDS") != std::string::npos);
    }
  }
}

#ifdef ACL_TUNE_TOOL
TEST_CASE("acl-tune: --where names the file the library reads, bad numbers are refused",
          "[tuning]") {
  auto run = [](const std::string& args, int* status = nullptr) {
    std::string out;
    FILE* p = popen((std::string(ACL_TUNE_TOOL) + " " + args + " 2>&1").c_str(), "r");
    REQUIRE(p);
    char buf[512];
    while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
    const int st = pclose(p);
    if (status) *status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
  };
  struct Case {
    const char *tuning_file, *cache_dir, *xdg, *home;
  };
  for (const Case& c : {Case{nullptr, nullptr, "relative/cache", "/tmp/acl-home"},
                        Case{nullptr, nullptr, "/tmp/acl-xdg", "/tmp/acl-home"},
                        Case{nullptr, "", "", "/tmp/acl-home"},
                        Case{nullptr, "off", "/tmp/acl-xdg", "/tmp/acl-home"},
                        Case{nullptr, "/tmp/acl-dir", "/tmp/acl-xdg", "/tmp/acl-home"},
                        Case{"/tmp/acl-file.txt", "off", nullptr, nullptr}}) {
    ScopedEnv f("ACL_TUNING_FILE", c.tuning_file), d("ACL_CACHE_DIR", c.cache_dir),
        x("XDG_CACHE_HOME", c.xdg), h("HOME", c.home);
    const std::string lib = user_tuning_file();
    INFO("library: '" << lib << "'");
    const std::string tool = run("--where");
    CHECK(tool == (lib.empty() ? "(none: ACL_CACHE_DIR=off and no ACL_TUNING_FILE)" : lib));
  }
  for (const char* args :
       {"--seconds inf -- true", "--seconds 0x10 -- true", "--seconds 1e3 -- true",
        "--min-words x -- true", "--min-words -5 -- true", "--min-words 12abc -- true"}) {
    INFO(args);
    int status = 0;
    const std::string out = run(args, &status);
    CHECK(status == 2);
    CHECK(out.find("acl-tune: --") != std::string::npos);
  }
}
#endif

TEST_CASE("tuner: candidate values are in range, new and sorted", "[tuning]") {
  for (const Knob& k : knob_list()) {
    for (uint64_t v : {k.range.min, k.range.max, (k.range.min + k.range.max) / 2}) {
      if (!in_range(k.range, v)) continue;
      INFO(k.name << " = " << v);
      const std::vector<uint64_t> c = neighbour_values(k, v);
      CHECK(std::is_sorted(c.begin(), c.end()));
      for (uint64_t x : c) {
        CHECK(in_range(k.range, x));
        CHECK(x != v);
      }
      if (k.range.max > k.range.min) CHECK_FALSE(c.empty());
    }
  }
  const Knob* sw = find_knob("tile_cpu");
  REQUIRE(sw);
  CHECK(neighbour_values(*sw, 1) == std::vector<uint64_t>{0});
}

}  // namespace acltest
