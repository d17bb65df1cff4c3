// The program-binary cache's files (cache_file.hpp): the key, the entry format, atomic
// writes, the size bound. Every failure here is reported to the caller, never thrown: a
// cache that cannot be used only costs a build.
#include "cache/cache_file.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <mutex>
#include <system_error>
#include <thread>

#include "cache/sha256.hpp"

namespace acl::detail {
namespace {

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

std::string errno_text(int err) {
  return std::generic_category().message(err);
}

void put_u32(unsigned char* p, uint32_t v) {
  for (int i = 0; i < 4; ++i) p[i] = static_cast<unsigned char>(v >> (8 * i));
}
void put_u64(unsigned char* p, uint64_t v) {
  for (int i = 0; i < 8; ++i) p[i] = static_cast<unsigned char>(v >> (8 * i));
}
uint64_t get_le(const unsigned char* p, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = v << 8 | p[i];
  return v;
}

/// The whole file at `path`; false with errno set when it cannot be read.
bool read_file(const std::string& path, std::vector<unsigned char>& out) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat st;
  bool ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  if (ok) out.resize(size_t(st.st_size));
  for (size_t done = 0; ok && done < out.size();) {
    const ssize_t n = read(fd, out.data() + done, out.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      out.resize(done);  // shrank while read: the size check below rejects it
      break;
    }
    done += size_t(n);
  }
  const int err = errno;
  close(fd);
  errno = err;
  return ok;
}

bool write_all(int fd, const unsigned char* p, size_t n) {
  while (n) {
    const ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w, n -= size_t(w);
  }
  return true;
}

bool is_entry_name(const std::string& n) {
  return n.size() == 68 && n.compare(64, 4, ".bin") == 0 &&
         n.find_first_not_of("0123456789abcdef") == 64;
}
bool is_temp_name(const std::string& n) {
  return n.rfind(".tmp-", 0) == 0;
}

}  // namespace

std::string key_text(const BinaryKey& k) {
  return "ACL program binary\nplatform: " + k.platform +
         "\nplatform version: " + k.platform_version + "\ndevice: " + k.device +
         "\ndevice version: " + k.device_version + "\ndriver version: " + k.driver +
         "\noptions: " + k.options + "\nsource sha256: " + sha256_hex(k.source) +
         "\nsource bytes: " + std::to_string(k.source.size()) + "\n";
}

std::string entry_name(const std::string& key_text) {
  return sha256_hex(key_text) + ".bin";
}

std::string cache_dir() {
  const char* set = std::getenv("ACL_CACHE_DIR");
  if (set && std::strcmp(set, "off") == 0) return "";
  if (set && *set) return set;
  const std::string xdg = env("XDG_CACHE_HOME");
  if (!xdg.empty() && xdg[0] == '/') return xdg + "/acl";  // relative ones are to be ignored
  const std::string home = env("HOME");
  return home.empty() ? "" : home + "/.cache/acl";
}

uint64_t cache_max_bytes() {
  const std::string v = env("ACL_CACHE_MAX_MB");
  char* end = nullptr;
  const unsigned long long mb = std::strtoull(v.c_str(), &end, 10);
  const bool valid =
      !v.empty() && v[0] != '-' && end && *end == '\0' && mb > 0 && mb < (uint64_t(1) << 40);
  return (valid ? mb : kDefaultCacheMaxMb) << 20;
}

bool cache_logging() {
  const std::string v = env("ACL_CACHE_LOG");
  return !v.empty() && v != "0";
}

bool make_cache_dir(const std::string& dir, std::string& why) {
  struct stat st;
  if (stat(dir.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) return true;
    why = "not a directory";
    return false;
  }
  // Parents first, each made when missing (mkdir -p); a race with another process making
  // the same directory is fine (EEXIST).
  for (size_t at = 1; at <= dir.size(); ++at) {
    if (at < dir.size() && dir[at] != '/') continue;
    const std::string part = dir.substr(0, at);
    if (mkdir(part.c_str(), 0777) != 0 && errno != EEXIST) {
      why = "cannot create " + part + ": " + errno_text(errno);
      return false;
    }
  }
  if (stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) return true;
  why = "not a directory";
  return false;
}

LoadedEntry load_entry(const std::string& dir, const std::string& key) {
  LoadedEntry e;
  std::vector<unsigned char> file;
  if (!read_file(dir + "/" + entry_name(key), file)) {
    e.status = errno == ENOENT ? LoadedEntry::kMissing : LoadedEntry::kInvalid;
    e.why = "cannot read: " + errno_text(errno);
    return e;
  }
  e.status = LoadedEntry::kInvalid;
  if (file.size() < kEntryHeaderBytes) {
    e.why = "truncated header (" + std::to_string(file.size()) + " bytes)";
    return e;
  }
  const unsigned char* h = file.data();
  const uint64_t key_bytes = get_le(h + 12, 4), payload_bytes = get_le(h + 16, 8);
  if (std::memcmp(h, kEntryMagic, 8) != 0)
    e.why = "not an ACL cache entry (magic)";
  else if (get_le(h + 8, 4) != kEntryVersion)
    e.why = "another format version";
  else if (payload_bytes > file.size() ||
           kEntryHeaderBytes + key_bytes + payload_bytes != file.size())
    e.why = "length " + std::to_string(file.size()) + " bytes, header says otherwise";
  else if (key_bytes != key.size() || std::memcmp(h + kEntryHeaderBytes, key.data(), key.size()))
    e.why = "written for another key";
  else if (fnv1a64(h + kEntryHeaderBytes + key_bytes, payload_bytes) != get_le(h + 24, 8))
    e.why = "payload checksum differs";
  if (!e.why.empty()) return e;
  e.status = LoadedEntry::kHit;
  e.payload.assign(file.begin() + long(kEntryHeaderBytes + key_bytes), file.end());
  return e;
}

bool store_entry(const std::string& dir, const std::string& key,
                 const std::vector<unsigned char>& payload, std::string& why) {
  static std::atomic<unsigned long> counter{0};
  const std::string name = entry_name(key);
  const std::string temp =
      dir + "/.tmp-" + name.substr(0, 16) + "-" + std::to_string(getpid()) + "-" +
      std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())) + "-" +
      std::to_string(++counter);
  unsigned char h[kEntryHeaderBytes] = {};
  std::memcpy(h, kEntryMagic, 8);
  put_u32(h + 8, kEntryVersion);
  put_u32(h + 12, uint32_t(key.size()));
  put_u64(h + 16, payload.size());
  put_u64(h + 24, fnv1a64(payload.data(), payload.size()));
  const int fd = open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    why = "cannot write " + name + ": " + errno_text(errno);
    return false;
  }
  bool ok = write_all(fd, h, sizeof h) &&
            write_all(fd, reinterpret_cast<const unsigned char*>(key.data()), key.size()) &&
            write_all(fd, payload.data(), payload.size());
  int err = errno;
  if (close(fd) != 0 && ok) ok = false, err = errno;
  if (ok && rename(temp.c_str(), (dir + "/" + name).c_str()) != 0) ok = false, err = errno;
  if (ok) return true;
  unlink(temp.c_str());
  why = "cannot write " + name + ": " + errno_text(err);
  return false;
}

void touch_entry(const std::string& dir, const std::string& key) {
  utimensat(AT_FDCWD, (dir + "/" + entry_name(key)).c_str(), nullptr, 0);  // best effort
}

void prune_cache(const std::string& dir, uint64_t max_bytes, const std::string& keep) {
  struct File {
    std::string path;
    uint64_t bytes;
    timespec mtime;
  };
  std::vector<File> entries;
  uint64_t total = 0;
  DIR* d = opendir(dir.c_str());
  if (!d) return;
  const time_t hour_ago = time(nullptr) - 3600;
  while (dirent* e = readdir(d)) {
    const std::string n = e->d_name;
    const bool entry = is_entry_name(n);
    struct stat st;
    if ((!entry && !is_temp_name(n)) || stat((dir + "/" + n).c_str(), &st) != 0 ||
        !S_ISREG(st.st_mode))
      continue;
    if (!entry) {
      if (st.st_mtime < hour_ago) unlink((dir + "/" + n).c_str());
      continue;
    }
    total += uint64_t(st.st_size);
    if (n != keep) entries.push_back({dir + "/" + n, uint64_t(st.st_size), st.st_mtim});
  }
  closedir(d);
  if (total <= max_bytes) return;
  std::sort(entries.begin(), entries.end(), [](const File& a, const File& b) {
    return a.mtime.tv_sec != b.mtime.tv_sec ? a.mtime.tv_sec < b.mtime.tv_sec
                                            : a.mtime.tv_nsec < b.mtime.tv_nsec;
  });
  for (const File& f : entries) {
    if (total <= max_bytes) break;
    if (unlink(f.path.c_str()) == 0 || errno == ENOENT) total -= f.bytes;  // ENOENT: raced
  }
}

void warn_cache_once(const std::string& dir, const std::string& what) {
  static std::once_flag warned;
  std::call_once(warned, [&] {
    const std::string shown = dir.size() <= 200 ? dir
                                                : dir.substr(0, 100) + "... (" +
                                                      std::to_string(dir.size()) + " characters)";
    std::fprintf(stderr,
                 "ACL: program binary cache '%s': %s; programs are built without it where "
                 "it cannot help (said once; ACL_CACHE_DIR=off turns it off)\n",
                 shown.c_str(), what.c_str());
  });
}

}  // namespace acl::detail
