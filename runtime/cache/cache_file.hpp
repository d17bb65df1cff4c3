// The program-binary cache's files: where they live, the key, the entry format, atomic
// writes and the size bound. No OpenCL calls here; binary_cache.cpp builds the programs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace acl::detail {

/// Everything a program binary depends on (docs/cache.md, "What invalidates an entry").
struct BinaryKey {
  std::string platform, platform_version, device, device_version, driver, options, source;
  /// The headers the build may read (IncludedFiles::text); "" for a program that reads none.
  std::string includes;
};

/// The key as text, one field a line, the source as its SHA-256 and length, then the headers
/// when there are any. Each entry stores it whole, so a foreign file or a name collision is
/// told apart by comparing it.
std::string key_text(const BinaryKey& key);
/// The entry's file name for a key text: its SHA-256 in hex and ".bin".
std::string entry_name(const std::string& key_text);

/// The cache directory: ACL_CACHE_DIR, else $XDG_CACHE_HOME/acl, else $HOME/.cache/acl; ""
/// when ACL_CACHE_DIR is "off" or none of them is set. Not created here.
std::string cache_dir();
/// ACL_CACHE_MAX_MB in bytes (default kDefaultCacheMaxMb).
uint64_t cache_max_bytes();
constexpr uint64_t kDefaultCacheMaxMb = 256;

/// Whether ACL_CACHE_LOG asks for a line on stderr per lookup and store.
bool cache_logging();

/// How read_regular_file went.
enum class FileRead { kRead, kMissing, kNotRegular, kTooLarge, kFailed };
/// The regular file at `path` (symbolic links followed) into `out`, when it holds at most
/// `max_bytes`. It is opened without blocking and checked with fstat before a byte is read,
/// so a FIFO, a device or a directory at the name is refused at once (kNotRegular) rather
/// than waited on or read without end; a file that grows while read is cut at `max_bytes`.
/// `why` says what was wrong.
FileRead read_regular_file(const std::string& path, size_t max_bytes, std::string& out,
                           std::string& why);

/// Creates `dir` and its parents as needed; false (with `why`) when it is not a directory
/// and cannot be made one.
bool make_cache_dir(const std::string& dir, std::string& why);

/// One entry read back.
struct LoadedEntry {
  enum Status { kHit, kMissing, kInvalid } status = kMissing;
  std::string why;                     ///< for kInvalid: what was wrong
  std::vector<unsigned char> payload;  ///< for kHit
};
/// The entry `dir`/`entry_name(key)`: its payload when the file is whole, its checksum holds
/// and its key equals `key`; kInvalid for a truncated, corrupted or foreign file.
LoadedEntry load_entry(const std::string& dir, const std::string& key);

/// Stores `payload` as the entry for `key`: written to a temporary file of the same
/// directory, then renamed over the entry, so readers see the old file or the new one,
/// never a part. False (with `why`) when the directory cannot take it.
bool store_entry(const std::string& dir, const std::string& key,
                 const std::vector<unsigned char>& payload, std::string& why);

/// A new name for a temporary file of entry `entry_name` (".acl-tmp-", the entry's first 16
/// hex digits, the process, the thread, a counter): unique, and what prune_cache deletes.
std::string temp_file_name(const std::string& entry_name);

/// Sets the entry's modification time to now (a hit counts as a use for prune_cache).
void touch_entry(const std::string& dir, const std::string& key);

/// Deletes the least recently used entries (by modification time) until those left take at
/// most `max_bytes`, never `keep` (a file name); also temporary files older than an hour,
/// which a process that died while writing left. Only files named like entries are counted,
/// and only those and temp_file_name's deleted.
void prune_cache(const std::string& dir, uint64_t max_bytes, const std::string& keep);

/// Says once per process on stderr that the cache at `dir` cannot be used as wanted.
void warn_cache_once(const std::string& dir, const std::string& what);

/// The entry format's header (docs/cache.md): magic, version, key length, payload length,
/// payload checksum, all little-endian; then the key text, then the payload.
constexpr char kEntryMagic[8] = {'A', 'C', 'L', 'P', 'B', 'I', 'N', '\n'};
constexpr uint32_t kEntryVersion = 1;
constexpr size_t kEntryHeaderBytes = 32;

}  // namespace acl::detail
