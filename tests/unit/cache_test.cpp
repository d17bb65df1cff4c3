// The program-binary cache's files (runtime/cache/): the hashes against published values, a
// key that changes with every field, where the cache lives, and entries that are truncated,
// corrupted, foreign, pruned or written where nothing can be written.
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <future>
#include <iterator>
#include <string>
#include <vector>

#include "../scoped_env.hpp"
#include "cache/cache_file.hpp"
#include "cache/includes.hpp"
#include "cache/sha256.hpp"

namespace acltest {
namespace {

using namespace acl::detail;

using EnvVar = ScopedEnv;

/// A fresh directory under /tmp, removed with what it holds.
struct TempDir {
  std::string path;
  TempDir() {
    char t[] = "/tmp/acl-cache-unit-XXXXXX";
    REQUIRE(mkdtemp(t) != nullptr);
    path = t;
  }
  ~TempDir() {
    for (const std::string& f : files()) {
      const std::string p = path + "/" + f;
      if (rmdir(p.c_str()) != 0) std::remove(p.c_str());
    }
    rmdir(path.c_str());
  }
  std::vector<std::string> files() const {
    std::vector<std::string> v;
    if (DIR* d = opendir(path.c_str())) {
      while (dirent* e = readdir(d))
        if (std::string(e->d_name) != "." && std::string(e->d_name) != "..") v.push_back(e->d_name);
      closedir(d);
    }
    return v;
  }
};

std::vector<unsigned char> slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}
void spill(const std::string& path, const std::vector<unsigned char>& bytes) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

BinaryKey sample_key() {
  return {"Portable Computing Language",
          "OpenCL 3.0 PoCL 3.1",
          "cpu-skylake-avx512",
          "OpenCL 3.0 PoCL HSTR: cpu",
          "3.1",
          "-cl-fast-relaxed-math",
          "__kernel void acl_kernel() {}",
          ""};
}

void spill_text(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

/// Runs `f` on another thread; false when it takes more than 10 s (it is then blocked on
/// opening the FIFO `fifo`, which a writer opened here releases).
template <typename F>
bool returns_soon(F f, const std::string& fifo) {
  std::future<void> done = std::async(std::launch::async, f);
  if (done.wait_for(std::chrono::seconds(10)) == std::future_status::ready) return true;
  const int fd = open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
  if (fd >= 0) close(fd);
  done.wait();
  return false;
}

std::vector<unsigned char> sample_payload(size_t n = 300) {
  std::vector<unsigned char> p(n);
  for (size_t i = 0; i < n; ++i) p[i] = static_cast<unsigned char>(i * 37 + 11);
  return p;
}

}  // namespace

TEST_CASE("cache: SHA-256 and FNV-1a 64 give the published values", "[cache]") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // 56 bytes: the length no longer fits the last block (two padding blocks).
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(std::string(1000000, 'a')) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  CHECK(fnv1a64("", 0) == 0xcbf29ce484222325ull);
  CHECK(fnv1a64("a", 1) == 0xaf63dc4c8601ec8cull);
  CHECK(fnv1a64("foobar", 6) == 0x85944171f73967e8ull);
}

TEST_CASE("cache: changing any field of the key changes the key and the entry's name", "[cache]") {
  BinaryKey base = sample_key();
  base.includes = "include k.h: sha256 " + sha256_hex("#define K 5\n") + "\n";
  const std::string text = key_text(base);
  CHECK(entry_name(text).size() == 68);
  CHECK(key_text(base) == text);
  CHECK(key_text(sample_key()).find("headers:") == std::string::npos);
  std::string BinaryKey::*fields[] = {&BinaryKey::platform, &BinaryKey::platform_version,
                                      &BinaryKey::device,   &BinaryKey::device_version,
                                      &BinaryKey::driver,   &BinaryKey::options,
                                      &BinaryKey::source,   &BinaryKey::includes};
  for (auto field : fields) {
    BinaryKey k = base;
    k.*field += " ";  // one character more
    INFO("changed field: " << k.*field);
    CHECK(key_text(k) != text);
    CHECK(entry_name(key_text(k)) != entry_name(text));
    k = base;
    (k.*field).back() ^= 1;  // one bit of one character
    CHECK(entry_name(key_text(k)) != entry_name(text));
  }
  // Fields cannot trade text: a line break moved from one field into the next is no match.
  BinaryKey a = base, b = base;
  a.platform = "x\ny", b.platform = "x";
  b.platform_version = "y\n" + b.platform_version;
  CHECK(key_text(a) != key_text(b));
}

TEST_CASE("cache: the directory comes from ACL_CACHE_DIR, XDG_CACHE_HOME or HOME", "[cache]") {
  EnvVar home("HOME", "/home/someone");
  {
    EnvVar dir("ACL_CACHE_DIR", "/tmp/mine"), xdg("XDG_CACHE_HOME", "/xdg");
    CHECK(cache_dir() == "/tmp/mine");
  }
  {
    EnvVar dir("ACL_CACHE_DIR", "off"), xdg("XDG_CACHE_HOME", "/xdg");
    CHECK(cache_dir() == "");
  }
  {
    EnvVar dir("ACL_CACHE_DIR", ""), xdg("XDG_CACHE_HOME", "/xdg");  // empty: as if unset
    CHECK(cache_dir() == "/xdg/acl");
  }
  {
    EnvVar dir("ACL_CACHE_DIR", nullptr), xdg("XDG_CACHE_HOME", "relative");
    CHECK(cache_dir() == "/home/someone/.cache/acl");  // the XDG spec ignores relative ones
  }
  {
    EnvVar dir("ACL_CACHE_DIR", nullptr), xdg("XDG_CACHE_HOME", nullptr), none("HOME", nullptr);
    CHECK(cache_dir() == "");
  }
}

TEST_CASE("cache: ACL_CACHE_MAX_MB, with 256 MiB for anything else than a positive number",
          "[cache]") {
  const uint64_t fallback = kDefaultCacheMaxMb << 20;
  for (const char* v : {"", "0", "-5", "12x", "abc", "99999999999999"}) {
    EnvVar m("ACL_CACHE_MAX_MB", v);
    INFO("ACL_CACHE_MAX_MB=" << v);
    CHECK(cache_max_bytes() == fallback);
  }
  EnvVar m("ACL_CACHE_MAX_MB", "3");
  CHECK(cache_max_bytes() == (uint64_t(3) << 20));
}

TEST_CASE("cache: an entry reads back only whole, unchanged and for its own key", "[cache]") {
  TempDir dir;
  const std::string key = key_text(sample_key());
  const std::string path = dir.path + "/" + entry_name(key);
  CHECK(load_entry(dir.path, key).status == LoadedEntry::kMissing);
  const std::vector<unsigned char> payload = sample_payload();
  std::string why;
  REQUIRE(store_entry(dir.path, key, payload, why));
  CHECK(dir.files() == std::vector<std::string>{entry_name(key)});  // no temporary left
  LoadedEntry e = load_entry(dir.path, key);
  REQUIRE(e.status == LoadedEntry::kHit);
  CHECK(e.payload == payload);
  const std::vector<unsigned char> good = slurp(path);
  REQUIRE(good.size() == kEntryHeaderBytes + key.size() + payload.size());

  SECTION("every byte flipped, one at a time, is caught") {
    for (size_t i = 0; i < good.size(); ++i) {
      std::vector<unsigned char> bad = good;
      bad[i] ^= 0x40;
      spill(path, bad);
      INFO("byte " << i << " flipped");
      CHECK(load_entry(dir.path, key).status == LoadedEntry::kInvalid);
    }
  }
  SECTION("every truncation is caught, and so is a byte more") {
    for (size_t n = 0; n < good.size(); n += (n < 64 ? 1 : 29)) {
      spill(path, std::vector<unsigned char>(good.begin(), good.begin() + long(n)));
      INFO("first " << n << " bytes");
      CHECK(load_entry(dir.path, key).status == LoadedEntry::kInvalid);
    }
    std::vector<unsigned char> longer = good;
    longer.push_back(0);
    spill(path, longer);
    CHECK(load_entry(dir.path, key).status == LoadedEntry::kInvalid);
  }
  SECTION("a whole entry of another key under this one's name is foreign") {
    BinaryKey other = sample_key();
    other.driver = "3.2";
    const std::string other_key = key_text(other);
    REQUIRE(store_entry(dir.path, other_key, payload, why));
    spill(path, slurp(dir.path + "/" + entry_name(other_key)));
    e = load_entry(dir.path, key);
    CHECK(e.status == LoadedEntry::kInvalid);
    CHECK(e.why == "written for another key");
    CHECK(load_entry(dir.path, other_key).status == LoadedEntry::kHit);
  }
  SECTION("a bad entry is replaced whole by the next store") {
    spill(path, std::vector<unsigned char>(good.begin(), good.begin() + 40));
    REQUIRE(store_entry(dir.path, key, payload, why));
    CHECK(slurp(path) == good);
  }
}

TEST_CASE("cache: a directory that takes no files fails the store and leaves nothing", "[cache]") {
  std::string why;
  const std::string key = key_text(sample_key());
  CHECK_FALSE(store_entry("/proc", key, sample_payload(), why));  // root cannot write there
  CHECK(why.find("cannot write") != std::string::npos);
  TempDir dir;
  const std::string file = dir.path + "/a-file";
  spill(file, {1, 2, 3});
  CHECK_FALSE(make_cache_dir(file, why));
  CHECK(why == "not a directory");
  CHECK_FALSE(make_cache_dir(file + "/below", why));
  CHECK(why.find("cannot create") != std::string::npos);
  CHECK(make_cache_dir(dir.path + "/new/deeper", why));
  rmdir((dir.path + "/new/deeper").c_str());
  rmdir((dir.path + "/new").c_str());
}

TEST_CASE("cache: pruning deletes the least recently used entries, and only entries", "[cache]") {
  TempDir dir;
  std::vector<std::string> names;
  std::string why;
  for (int i = 0; i < 5; ++i) {  // 5 entries of about 1 KiB, the oldest first
    BinaryKey k = sample_key();
    k.source += std::to_string(i);
    const std::string key = key_text(k);
    REQUIRE(store_entry(dir.path, key, sample_payload(1000), why));
    names.push_back(entry_name(key));
    const timespec when[2] = {{1000000 + i * 10, 0}, {1000000 + i * 10, 0}};
    REQUIRE(utimensat(AT_FDCWD, (dir.path + "/" + names.back()).c_str(), when, 0) == 0);
  }
  const uint64_t entry = slurp(dir.path + "/" + names[0]).size();
  spill(dir.path + "/notes.txt", std::vector<unsigned char>(5000, 'n'));  // not an entry
  // Temporary files as store_entry names them (docs/cache.md), and a user's files of
  // similar names, all more than an hour old but one.
  const std::string stale = ".acl-tmp-0123456789abcdef-4242-77-1";  // a dead writer's
  const std::string fresh = ".acl-tmp-0123456789abcdef-4242-77-2";  // a live writer's
  const std::vector<std::string> users = {".tmp-stale", ".acl-tmp-mine",
                                          ".acl-tmp-0123456789abcdef-1-2-3.bak"};
  spill(dir.path + "/" + fresh, {1});
  const timespec old[2] = {{1000, 0}, {1000, 0}};
  for (const std::string& f : users) {
    spill(dir.path + "/" + f, {1});
    REQUIRE(utimensat(AT_FDCWD, (dir.path + "/" + f).c_str(), old, 0) == 0);
  }
  spill(dir.path + "/" + stale, {1});
  REQUIRE(utimensat(AT_FDCWD, (dir.path + "/" + stale).c_str(), old, 0) == 0);
  // A hit on entry 1 makes it the newest; entry 0 is the one just written (kept).
  BinaryKey k1 = sample_key();
  k1.source += "1";
  touch_entry(dir.path, key_text(k1));
  prune_cache(dir.path, 3 * entry, names[0]);
  std::vector<std::string> left = dir.files();
  std::sort(left.begin(), left.end());
  std::vector<std::string> want = {fresh, "notes.txt", names[0], names[1], names[4]};
  want.insert(want.end(), users.begin(), users.end());
  std::sort(want.begin(), want.end());
  CHECK(left == want);
}

TEST_CASE("cache: pruning deletes the temporary files stores name, once an hour old", "[cache]") {
  TempDir dir;
  const std::string key = key_text(sample_key());
  std::string why;
  REQUIRE(store_entry(dir.path, key, sample_payload(), why));
  const std::string left = temp_file_name(entry_name(key));  // as a writer that died left it
  CHECK(left.rfind(".acl-tmp-", 0) == 0);
  CHECK(left != temp_file_name(entry_name(key)));  // each store its own
  spill(dir.path + "/" + left, {1});
  prune_cache(dir.path, uint64_t(1) << 30, entry_name(key));
  CHECK(dir.files().size() == 2);  // less than an hour old: a writer's at work
  const timespec old[2] = {{1000, 0}, {1000, 0}};
  REQUIRE(utimensat(AT_FDCWD, (dir.path + "/" + left).c_str(), old, 0) == 0);
  prune_cache(dir.path, uint64_t(1) << 30, entry_name(key));
  CHECK(dir.files() == std::vector<std::string>{entry_name(key)});
}

TEST_CASE("cache: what is not a regular file at an entry's name is invalid, at once", "[cache]") {
  TempDir dir;
  const std::string key = key_text(sample_key());
  const std::string path = dir.path + "/" + entry_name(key);
  SECTION("a FIFO") {
    REQUIRE(mkfifo(path.c_str(), 0600) == 0);
    LoadedEntry e;
    CHECK(returns_soon([&] { e = load_entry(dir.path, key); }, path));
    CHECK(e.status == LoadedEntry::kInvalid);
    CHECK(e.why.find("FIFO") != std::string::npos);
  }
  SECTION("a directory") {
    REQUIRE(mkdir(path.c_str(), 0700) == 0);
    const LoadedEntry e = load_entry(dir.path, key);
    CHECK(e.status == LoadedEntry::kInvalid);
    CHECK(e.why.find("not a regular file") != std::string::npos);
  }
}

TEST_CASE("cache: a huge or sparse file at an entry's name is judged by its header", "[cache]") {
  TempDir dir;
  const std::string key = key_text(sample_key());
  const std::string path = dir.path + "/" + entry_name(key);
  const uint64_t tib = uint64_t(1) << 40;
  std::string header(kEntryHeaderBytes, '\0'), why;
  SECTION("junk: a sparse 1 TiB file") {
    header = std::string(kEntryHeaderBytes, 'j');
    why = "magic";
  }
  SECTION("a whole header for this key and a binary of 1 TiB") {
    // A well-formed header, key and length: only the binary's size gives it away.
    std::memcpy(&header[0], kEntryMagic, 8);
    header[8] = char(kEntryVersion);
    header[12] = char(key.size() & 0xff), header[13] = char(key.size() >> 8);
    const uint64_t payload = tib - kEntryHeaderBytes - key.size();
    for (int i = 0; i < 8; ++i) header[16 + i] = char((payload >> (8 * i)) & 0xff);
    header += key;
    why = "more than ACL_CACHE_MAX_MB";
  }
  spill_text(path, header);
  REQUIRE(truncate(path.c_str(), off_t(tib)) == 0);
  const auto t0 = std::chrono::steady_clock::now();
  const LoadedEntry e = load_entry(dir.path, key);
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - t0;
  CHECK(e.status == LoadedEntry::kInvalid);
  CHECK(e.why.find(why) != std::string::npos);
  CHECK(e.payload.empty());
  CHECK(took.count() < 1.0);
  std::remove(path.c_str());
}

TEST_CASE("cache: the headers a program includes, found where the compiler looks", "[cache]") {
  TempDir dir;
  const std::string inc = dir.path + "/inc";
  REQUIRE(mkdir(inc.c_str(), 0700) == 0);
  spill_text(inc + "/k.h", "#define K 5\n");
  const std::string opt = "-cl-fast-relaxed-math -I " + inc;
  const std::string src = "#include \"k.h\"\nvoid User_main(int* a) { a[0] = K; }\n";
  const IncludedFiles base = included_files(src, opt);
  REQUIRE(base.certain);
  CHECK(base.text.find(inc + "/k.h: sha256 " + sha256_hex("#define K 5\n")) != std::string::npos);
  CHECK(base.text.find("k.h: absent") != std::string::npos);  // the current directory's

  SECTION("no #include: nothing, whatever the options") {
    const IncludedFiles none = included_files("void User_main(int* a) {}", opt + " -isystem /x");
    CHECK(none.certain);
    CHECK(none.text.empty());
    // Directives in comments and strings are none.
    const IncludedFiles quoted = included_files(
        "// #include \"k.h\"\n/* #include \"k.h\" */ constant char* s = \"#include <k.h>\";", opt);
    CHECK(quoted.certain);
    CHECK(quoted.text.empty());
  }
  SECTION("a changed header changes the text; so does one that appears before it") {
    spill_text(inc + "/k.h", "#define K 6\n");
    CHECK(included_files(src, opt).text != base.text);
    spill_text(inc + "/k.h", "#define K 5\n");
    CHECK(included_files(src, opt).text == base.text);
    const std::string first = dir.path + "/first";
    REQUIRE(mkdir(first.c_str(), 0700) == 0);
    const IncludedFiles before = included_files(src, "-I" + first + " " + opt);
    spill_text(first + "/k.h", "#define K 7\n");
    const IncludedFiles after = included_files(src, "-I" + first + " " + opt);
    CHECK(after.text != before.text);
    std::remove((first + "/k.h").c_str());
    rmdir(first.c_str());
  }
  SECTION("nested headers, from the including header's directory, and a cycle") {
    REQUIRE(mkdir((inc + "/sub").c_str(), 0700) == 0);
    spill_text(inc + "/k.h", "#pragma once\n#include \"sub/a.h\"\n");
    spill_text(inc + "/sub/a.h", "#pragma once\n#include \"b.h\"\n");
    spill_text(inc + "/sub/b.h", "#pragma once\n#include <k.h>\n#define K 3\n");
    const IncludedFiles nested = included_files(src, opt);
    REQUIRE(nested.certain);
    CHECK(nested.text.find(inc + "/sub/b.h: sha256") != std::string::npos);
    spill_text(inc + "/sub/b.h", "#pragma once\n#include <k.h>\n#define K 4\n");
    CHECK(included_files(src, opt).text != nested.text);
    std::remove((inc + "/sub/a.h").c_str());
    std::remove((inc + "/sub/b.h").c_str());
    rmdir((inc + "/sub").c_str());
  }
  SECTION("directives spelled with comments, spliced lines and digraphs") {
    for (const char* spelling :
         {"#error don't\n#include \"k.h\"\n", "# /* c */ include \"k.h\"\n",
          "#inc\\\nlude \"k.h\"\n", "%:include <k.h>\n", "  #  import \"k.h\" // c\n"}) {
      INFO(spelling);
      const IncludedFiles f = included_files(spelling, opt);
      CHECK(f.certain);
      CHECK(f.text.find(inc + "/k.h: sha256") != std::string::npos);
    }
  }
  SECTION("-include reads a header before the source") {
    const IncludedFiles f = included_files("void User_main(int* a) {}", "-include k.h " + opt);
    CHECK(f.certain);
    CHECK(f.text.find(inc + "/k.h: sha256") != std::string::npos);
  }
  SECTION("what ACL cannot follow: not certain, and why") {
    REQUIRE(mkfifo((inc + "/fifo.h").c_str(), 0600) == 0);
    struct Case {
      std::string source, options, why;
    };
    const std::vector<Case> cases = {
        {"#define H \"k.h\"\n#include H\n", opt, "computed"},
        {"#if __has_include(\"k.h\")\n#endif\n", opt, "__has_include"},
        {"#include_next <k.h>\n", opt, "include_next"},
        {"#include <k.h>\n", "", "none of the directories"},
        {"#include \"missing.h\"\n", opt, "none of the directories"},
        {src, opt + " -isystem /usr/include", "-isystem"},
        {"#include \"fifo.h\"\n", opt, "FIFO"},
    };
    for (const Case& c : cases) {
      INFO(c.source << " with '" << c.options << "'");
      IncludedFiles f;
      CHECK(returns_soon([&] { f = included_files(c.source, c.options); }, inc + "/fifo.h"));
      CHECK_FALSE(f.certain);
      CHECK(f.why.find(c.why) != std::string::npos);
    }
  }
  std::remove((inc + "/fifo.h").c_str());
  std::remove((inc + "/k.h").c_str());
  rmdir(inc.c_str());
}

}  // namespace acltest
