// The tuning database: knob values measured best for a device and a class of kernels,
// read from the rows shipped with ACL (tuning/database.txt, embedded) and from the user's
// file in the cache directory, which the tuner (runtime/tune/) writes. docs/tuning.md.
// No OpenCL calls here.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "attributes/attributes.hpp"
#include "device/profile.hpp"

namespace acl::detail {

/// What kind of kernel a row is for: a family (the strategy its attributes lead to), a size
/// class of its largest argument, and optionally one User_main source (its hash).
struct ShapeClass {
  std::string family;  ///< tiled, wavefront, rno0, lno, random, special, margin, common, plain
  std::string size;    ///< small (< 2^20 words), medium (< 2^24), large
  std::string source;  ///< 16 hex digits of the User_main source's SHA-256, or ""
  /// "tiled/large", "tiled/large@0123456789abcdef": a row's shape field.
  std::string text() const;
};

/// The class of a kernel with arguments `args` and User_main source hash `source_hash`.
ShapeClass shape_class(const std::vector<ArgDesc>& args, const std::string& source_hash);

/// First 16 hex digits of the SHA-256 of a User_main source (ShapeClass::source).
std::string source_hash(const std::string& user_source);

/// One row: the devices it is for (class, and substrings of CL_DEVICE_VENDOR and
/// CL_DEVICE_NAME, "" or "*" for any), the kernels it is for (family, size, source: "*" or ""
/// for any), and the knobs it sets.
struct TunedRow {
  std::string device_class, vendor, name;
  std::string family, size, source;
  std::vector<std::pair<std::string, uint64_t>> knobs;
  std::string origin;  ///< "shipped database, line 12", "/home/u/.cache/acl/tuning.txt, line 3"
  bool user = false;   ///< from the user's file (applies after every shipped row)

  /// The row as a line of the file.
  std::string line() const;
  /// The row's key: its line without the knobs (rows with equal keys replace each other).
  std::string key() const;
};

/// Parses a database text. Each row is one line
///   class | vendor | device name | shape | knob=value,knob=value
/// ('#' starts a comment; blank lines are skipped). Rows that do not parse or name an
/// unknown knob or a value out of range are skipped and described in `problems`
/// ("line 7: ..."); `origin` names the file in TunedRow::origin.
std::vector<TunedRow> parse_tuning(const std::string& text, const std::string& origin, bool user,
                                   std::vector<std::string>* problems = nullptr);

/// The shipped rows (tuning/database.txt as embedded at build time).
const std::vector<TunedRow>& shipped_rows();

/// The user's database file: ACL_TUNING_FILE, else <cache directory>/tuning.txt; "" when
/// there is neither (ACL_CACHE_DIR=off and no ACL_TUNING_FILE).
std::string user_tuning_file();

/// Rows for the device of `profile` (class, vendor and name match): the shipped ones, then
/// the user's file's (read now; a problem in it is reported once per file on stderr and the
/// row skipped). None when ACL_TUNING=off.
std::vector<TunedRow> rows_for_device(const DeviceProfile& profile);

/// `profile` with the knobs its rows give a kernel of class `shape`: the device table's
/// knobs, then each matching row (shipped before user, general before specific, file order
/// among equals), then ACL_KNOBS (profile.env_knobs). Each row applied is named in `notes`.
DeviceProfile tuned_profile(const DeviceProfile& profile, const ShapeClass& shape,
                            std::vector<std::string>& notes);

/// Writes `row` into the file `path`, replacing a row of the same key, atomically
/// (temporary file, then rename). False with `why` when the file cannot be written.
bool store_row(const std::string& path, const TunedRow& row, std::string& why);

}  // namespace acl::detail
