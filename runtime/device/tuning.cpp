// The tuning database: parsing, matching rows to a device and a kernel class, and the
// atomic update of the user's file.
#include "device/tuning.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "cache/cache_file.hpp"
#include "cache/sha256.hpp"
#include "device/knobs.hpp"
#include "embedded.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

const char* const kFamilies[] = {"tiled",   "wavefront", "rno0",   "lno",  "random",
                                 "special", "margin",    "common", "plain"};
const char* const kSizes[] = {"small", "medium", "large"};

std::string trim(const std::string& s) {
  const size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

/// "" for "*" (any).
std::string any(const std::string& s) { return s == "*" ? "" : s; }
std::string star(const std::string& s) { return s.empty() ? "*" : s; }

bool one_of(const std::string& s, const char* const* first, const char* const* last) {
  return std::find_if(first, last, [&](const char* n) { return s == n; }) != last;
}

bool matches_device(const TunedRow& r, const DeviceProfile& p) {
  return (r.device_class.empty() || r.device_class == class_name(p.device_class)) &&
         p.vendor.find(r.vendor) != std::string::npos && p.name.find(r.name) != std::string::npos;
}

bool matches_shape(const TunedRow& r, const ShapeClass& s) {
  return (r.family.empty() || r.family == s.family) && (r.size.empty() || r.size == s.size) &&
         (r.source.empty() || r.source == s.source);
}

/// General rows first: by how precisely they name the device, then the kernel.
int rank(const TunedRow& r) {
  const int device = (r.name.empty() ? 0 : 4) + (r.vendor.empty() ? 0 : 2) +
                     (r.device_class.empty() ? 0 : 1);
  const int shape = (r.source.empty() ? 0 : 4) + (r.size.empty() ? 0 : 2) +
                    (r.family.empty() ? 0 : 1);
  return device * 8 + shape;
}

/// A database is text of a few KiB; a larger file at its name is not read.
constexpr size_t kMaxDatabaseBytes = size_t(16) << 20;

/// The database file at `path` into `text`: kRead, kMissing (no file: no rows), or another
/// status with `why` for a file that is not read: not a regular file (a FIFO there would
/// block the first plan), larger than kMaxDatabaseBytes, unreadable.
FileRead read_database(const std::string& path, std::string& text, std::string& why) {
  return read_regular_file(path, kMaxDatabaseBytes, text, why);
}

std::string errno_text(int e) { return std::strerror(e); }

}  // namespace

std::string ShapeClass::text() const {
  std::string t = star(family) + "/" + star(size);
  if (!source.empty()) t += "@" + source;
  return t;
}

ShapeClass shape_class(const std::vector<ArgDesc>& args, const std::string& hash) {
  // The strategy the attributes lead to, in the order the planner gives them precedence.
  int family = 8;  // plain
  size_t words = 0;
  for (const ArgDesc& a : args) {
    if (a.kind != ArgKind::Transfer) continue;
    const acl_attr& t = a.attr;
    words = std::max(words, t.size[0] * std::max<size_t>(t.size[1], 1) *
                                std::max<size_t>(t.size[2], 1));
    int f = 8;
    if (t.split == ACL_TILE)
      f = 0;
    else if (t.dependency == ACL_RNO1 || t.dependency == ACL_RNO2 || is_scan(t.dependency))
      f = 1;
    else if (t.dependency == ACL_RNO0)
      f = 2;
    else if (t.dependency != ACL_DEP_NONE)
      f = 3;
    else if (t.ref == ACL_RANDOM || t.def == ACL_RANDOM)
      f = 4;
    else if (is_special(t.def))
      f = 5;
    else if (t.margin > 0)
      f = 6;
    else if (t.broadcast == ACL_COMMON)
      f = 7;
    family = std::min(family, f);
  }
  ShapeClass s;
  s.family = kFamilies[family];
  s.size = words < (size_t(1) << 20) ? "small" : words < (size_t(1) << 24) ? "medium" : "large";
  s.source = hash;
  return s;
}

std::string source_hash(const std::string& user_source) {
  return sha256_hex(user_source).substr(0, 16);
}

std::string TunedRow::key() const {
  ShapeClass s{family, size, source};
  return star(device_class) + " | " + star(vendor) + " | " + star(name) + " | " + s.text();
}

std::string TunedRow::line() const {
  std::string k;
  for (const auto& [knob, value] : knobs)
    k += (k.empty() ? "" : ",") + knob + "=" + std::to_string(value);
  return key() + " | " + (k.empty() ? "-" : k);
}

std::vector<TunedRow> parse_tuning(const std::string& text, const std::string& origin, bool user,
                                   std::vector<std::string>* problems) {
  std::vector<TunedRow> rows;
  std::istringstream in(text);
  std::string raw;
  for (int n = 1; std::getline(in, raw); ++n) {
    const std::string line = trim(raw.substr(0, raw.find('#')));
    if (line.empty()) continue;
    auto problem = [&](const std::string& what) {
      if (problems) problems->push_back("line " + std::to_string(n) + ": " + what);
    };
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string field; std::getline(fields, field, '|');) f.push_back(trim(field));
    if (f.size() != 5) {
      problem("expected 5 fields 'class | vendor | device name | shape | knobs', found " +
              std::to_string(f.size()));
      continue;
    }
    TunedRow r;
    r.device_class = any(f[0]);
    r.vendor = any(f[1]);
    r.name = any(f[2]);
    r.user = user;
    r.origin = origin + ", line " + std::to_string(n);
    if (!r.device_class.empty() && r.device_class != "gpu" && r.device_class != "cpu" &&
        r.device_class != "other") {
      problem("class '" + f[0] + "' is not gpu, cpu, other or *");
      continue;
    }
    std::string shape = f[3];
    if (const size_t at = shape.find('@'); at != std::string::npos) {
      r.source = shape.substr(at + 1);
      shape = shape.substr(0, at);
      if (r.source.size() != 16 ||
          r.source.find_first_not_of("0123456789abcdef") != std::string::npos) {
        problem("source '" + r.source + "' is not 16 lowercase hex digits");
        continue;
      }
    }
    const size_t slash = shape.find('/');
    r.family = any(trim(shape.substr(0, slash)));
    r.size = slash == std::string::npos ? "" : any(trim(shape.substr(slash + 1)));
    if (!r.family.empty() && !one_of(r.family, std::begin(kFamilies), std::end(kFamilies))) {
      problem("family '" + r.family + "' is not one of tiled, wavefront, rno0, lno, random, "
              "special, margin, common, plain or *");
      continue;
    }
    if (!r.size.empty() && !one_of(r.size, std::begin(kSizes), std::end(kSizes))) {
      problem("size '" + r.size + "' is not small, medium, large or *");
      continue;
    }
    try {
      if (f[4] != "-")  // "-": none (a kernel tuned to the device table's values)
        for (const auto& [knob, value] : parse_knob_spec(f[4], "knobs"))
        r.knobs.emplace_back(knob->name, value);
    } catch (const Error& e) {
      problem(e.what());
      continue;
    }
    rows.push_back(std::move(r));
  }
  return rows;
}

const std::vector<TunedRow>& shipped_rows() {
  static const std::vector<TunedRow> rows =
      parse_tuning(embedded_tuning_database(), "shipped database", false);
  return rows;
}

std::string user_tuning_file() {
  if (const char* f = std::getenv("ACL_TUNING_FILE"); f && *f) return f;
  const std::string dir = cache_dir();
  return dir.empty() ? "" : dir + "/tuning.txt";
}

std::vector<TunedRow> rows_for_device(const DeviceProfile& profile) {
  std::vector<TunedRow> out;
  if (const char* t = std::getenv("ACL_TUNING"); t && std::strcmp(t, "off") == 0) return out;
  for (const TunedRow& r : shipped_rows())
    if (matches_device(r, profile)) out.push_back(r);
  const std::string path = user_tuning_file();
  if (path.empty()) return out;
  std::string text, why;
  const FileRead read = read_database(path, text, why);
  if (read == FileRead::kMissing) return out;
  std::vector<std::string> problems;
  if (read == FileRead::kRead) {
    for (TunedRow& r : parse_tuning(text, path, true, &problems))
      if (matches_device(r, profile)) out.push_back(std::move(r));
    for (std::string& p : problems) p += " (row skipped)";
  } else {
    problems.push_back(why + "; the file is not read");
  }
  if (!problems.empty()) {
    // Once per file and process: a program that makes many kernels says it once.
    static std::mutex mu;
    static std::set<std::string> told;
    std::lock_guard<std::mutex> lock(mu);
    if (told.insert(path).second)
      for (const std::string& p : problems)
        std::cerr << "ACL: tuning database " << path << ": " << p << "\n";
  }
  return out;
}

DeviceProfile tuned_profile(const DeviceProfile& profile, const ShapeClass& shape,
                            std::vector<std::string>& notes) {
  if (!profile.tuned) return profile;
  std::vector<const TunedRow*> hits;
  for (const TunedRow& r : *profile.tuned)
    if (matches_device(r, profile) && matches_shape(r, shape)) hits.push_back(&r);
  if (hits.empty()) return profile;
  std::stable_sort(hits.begin(), hits.end(), [](const TunedRow* a, const TunedRow* b) {
    if (a->user != b->user) return !a->user;
    return rank(*a) < rank(*b);
  });
  DeviceProfile p = profile;
  p.knobs = profile.table_knobs;
  for (const TunedRow* r : hits) {
    for (const auto& [knob, value] : r->knobs) set_knob(p.knobs, knob, value, r->origin);
    notes.push_back("tuning: row '" + r->line() + "' (" + r->origin + ")");
    p.knob_rows.push_back("tuned: " + r->key());
  }
  if (!p.env_knobs.empty()) {
    override_knobs(p.knobs, p.env_knobs);
    notes.push_back("tuning: ACL_KNOBS applies over the rows (" + p.env_knobs + ")");
  }
  return p;
}

bool store_row(const std::string& path, const TunedRow& row, std::string& why) {
  const size_t slash = path.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : path.substr(0, slash);
  if (slash != std::string::npos && !make_cache_dir(dir, why)) return false;
  // One writer at a time: a lock file beside the database, held across read and rename.
  const std::string lock_path = path + ".lock";
  const int lock = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock < 0) {
    why = "cannot open " + lock_path + ": " + errno_text(errno);
    return false;
  }
  flock(lock, LOCK_EX);
  std::string text, read_why;
  const FileRead read = read_database(path, text, read_why);
  if (read != FileRead::kRead && read != FileRead::kMissing) {
    flock(lock, LOCK_UN);
    close(lock);
    why = path + ": " + read_why + "; not replaced";
    return false;
  }
  std::ostringstream out;
  if (read == FileRead::kMissing)
    out << "# ACL tuning database (docs/tuning.md): rows written by the tuner.\n"
        << "# class | vendor | device name | shape | knobs\n";
  bool replaced = false;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const std::vector<TunedRow> parsed = parse_tuning(line, path, true);
    if (parsed.size() == 1 && parsed[0].key() == row.key()) {
      if (!replaced) out << row.line() << "\n";
      replaced = true;
      continue;
    }
    out << line << "\n";
  }
  if (!replaced) out << row.line() << "\n";
  static std::atomic<unsigned long> counter{0};
  const size_t thread = std::hash<std::thread::id>{}(std::this_thread::get_id());
  const std::string temp = path + ".tmp-" + std::to_string(getpid()) + "-" +
                           std::to_string(thread) + "-" + std::to_string(++counter);
  bool ok = false;
  {
    std::ofstream f(temp, std::ios::binary | std::ios::trunc);
    f << out.str();
    f.flush();
    ok = bool(f);
  }
  int err = errno;
  if (ok && rename(temp.c_str(), path.c_str()) != 0) ok = false, err = errno;
  if (!ok) {
    unlink(temp.c_str());
    why = "cannot write " + path + ": " + errno_text(err);
  }
  flock(lock, LOCK_UN);
  close(lock);
  return ok;
}

}  // namespace acl::detail
