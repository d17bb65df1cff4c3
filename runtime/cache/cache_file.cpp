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

/// `path` opened for reading, when it is a regular file: its descriptor (the caller closes
/// it) and size. Opened without blocking, so that a FIFO at the name is refused by fstat
/// rather than waited on; -1 with `status` and `why` otherwise.
int open_regular(const std::string& path, uint64_t& size, FileRead& status, std::string& why) {
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    status = errno == ENOENT ? FileRead::kMissing : FileRead::kFailed;
    why = "cannot open: " + errno_text(errno);
    return -1;
  }
  struct stat st;
  if (fstat(fd, &st) != 0) {
    status = FileRead::kFailed;
    why = "cannot stat: " + errno_text(errno);
  } else if (!S_ISREG(st.st_mode)) {
    status = FileRead::kNotRegular;
    why = S_ISFIFO(st.st_mode)  ? "a FIFO, not a regular file"
          : S_ISDIR(st.st_mode) ? "a directory, not a regular file"
                                : "not a regular file";
  } else {
    size = uint64_t(st.st_size);
    return fd;
  }
  close(fd);
  return -1;
}

/// Reads up to `n` bytes; the number read (fewer at the end of the file or on an error).
size_t read_upto(int fd, unsigned char* p, size_t n) {
  size_t done = 0;
  while (done < n) {
    const ssize_t r = read(fd, p + done, n - done);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    done += size_t(r);
  }
  return done;
}

struct Closer {
  int fd;
  ~Closer() { close(fd); }
};

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
/// temp_file_name's names: ".acl-tmp-", 16 hex digits, then three numbers after dashes.
bool is_temp_name(const std::string& n) {
  const std::string prefix = ".acl-tmp-";
  if (n.size() < prefix.size() + 16 || n.compare(0, prefix.size(), prefix) != 0 ||
      n.find_first_not_of("0123456789abcdef", prefix.size()) != prefix.size() + 16)
    return false;
  size_t at = prefix.size() + 16;
  for (int k = 0; k < 3; ++k) {
    if (at >= n.size() || n[at] != '-') return false;
    const size_t end = n.find_first_not_of("0123456789", at + 1);
    if (end == at + 1) return false;
    at = end == std::string::npos ? n.size() : end;
  }
  return at == n.size();
}

}  // namespace

std::string key_text(const BinaryKey& k) {
  return "ACL program binary\nplatform: " + k.platform +
         "\nplatform version: " + k.platform_version + "\ndevice: " + k.device +
         "\ndevice version: " + k.device_version + "\ndriver version: " + k.driver +
         "\noptions: " + k.options + "\nsource sha256: " + sha256_hex(k.source) +
         "\nsource bytes: " + std::to_string(k.source.size()) + "\n" +
         (k.includes.empty() ? "" : "headers:\n" + k.includes);
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

FileRead read_regular_file(const std::string& path, size_t max_bytes, std::string& out,
                           std::string& why) {
  uint64_t size = 0;
  FileRead status = FileRead::kRead;
  const int fd = open_regular(path, size, status, why);
  if (fd < 0) return status;
  Closer closer{fd};
  if (size > max_bytes) {
    why = std::to_string(size) + " bytes, more than the " + std::to_string(max_bytes) +
          " read of such a file";
    return FileRead::kTooLarge;
  }
  out.resize(size_t(size));
  out.resize(read_upto(fd, reinterpret_cast<unsigned char*>(out.data()), out.size()));
  return FileRead::kRead;
}

LoadedEntry load_entry(const std::string& dir, const std::string& key) {
  LoadedEntry e;
  uint64_t size = 0;
  FileRead status = FileRead::kRead;
  const int fd = open_regular(dir + "/" + entry_name(key), size, status, e.why);
  if (fd < 0) {
    e.status = status == FileRead::kMissing ? LoadedEntry::kMissing : LoadedEntry::kInvalid;
    return e;
  }
  Closer closer{fd};
  // The header and the file's size are checked before the rest is read, so a huge or sparse
  // file at the name costs a stat and 32 bytes.
  e.status = LoadedEntry::kInvalid;
  unsigned char h[kEntryHeaderBytes];
  if (size < kEntryHeaderBytes || read_upto(fd, h, sizeof h) != sizeof h) {
    e.why = "truncated header (" + std::to_string(size) + " bytes)";
    return e;
  }
  const uint64_t key_bytes = get_le(h + 12, 4), payload_bytes = get_le(h + 16, 8);
  if (std::memcmp(h, kEntryMagic, 8) != 0)
    e.why = "not an ACL cache entry (magic)";
  else if (get_le(h + 8, 4) != kEntryVersion)
    e.why = "another format version";
  else if (payload_bytes > cache_max_bytes())
    e.why = "a binary of " + std::to_string(payload_bytes) + " bytes, more than ACL_CACHE_MAX_MB";
  else if (kEntryHeaderBytes + key_bytes + payload_bytes != size)
    e.why = "length " + std::to_string(size) + " bytes, header says otherwise";
  else if (key_bytes != key.size())
    e.why = "written for another key";
  if (!e.why.empty()) return e;
  std::string stored(key.size(), '\0');
  if (read_upto(fd, reinterpret_cast<unsigned char*>(stored.data()), stored.size()) !=
          stored.size() ||
      stored != key) {
    e.why = "written for another key";
    return e;
  }
  e.payload.resize(size_t(payload_bytes));
  if (read_upto(fd, e.payload.data(), e.payload.size()) != e.payload.size()) {
    e.payload.clear();
    e.why = "shorter than its header says (changed while read)";
    return e;
  }
  if (fnv1a64(e.payload.data(), e.payload.size()) != get_le(h + 24, 8)) {
    e.payload.clear();
    e.why = "payload checksum differs";
    return e;
  }
  e.status = LoadedEntry::kHit;
  return e;
}

bool store_entry(const std::string& dir, const std::string& key,
                 const std::vector<unsigned char>& payload, std::string& why) {
  const std::string name = entry_name(key);
  const std::string temp = dir + "/" + temp_file_name(name);
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

std::string temp_file_name(const std::string& entry_name) {
  static std::atomic<unsigned long> counter{0};
  return ".acl-tmp-" + entry_name.substr(0, 16) + "-" + std::to_string(getpid()) + "-" +
         std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())) + "-" +
         std::to_string(++counter);
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
