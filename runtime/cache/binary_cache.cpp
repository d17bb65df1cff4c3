// The program-binary cache (binary_cache.hpp): lookup, build from a stored binary with a
// fallback to the source, and storing what the source build made.
#include "cache/binary_cache.hpp"

#include <cstdio>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "cache/includes.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

std::string device_text(cl_device_id device, cl_device_info what) {
  size_t n = 0;
  if (clGetDeviceInfo(device, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return "?";
  std::string s(n, '\0');
  if (clGetDeviceInfo(device, what, n, s.data(), nullptr) != CL_SUCCESS) return "?";
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

std::string platform_text(cl_platform_id platform, cl_platform_info what) {
  size_t n = 0;
  if (clGetPlatformInfo(platform, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return "?";
  std::string s(n, '\0');
  if (clGetPlatformInfo(platform, what, n, s.data(), nullptr) != CL_SUCCESS) return "?";
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

/// ACL_CACHE_LOG=1: one line per lookup and store, for tests and for users who wonder.
void log_line(const std::string& key, const std::string& what) {
  if (cache_logging())
    std::fprintf(stderr, "ACL cache: %s %s\n", entry_name(key).c_str(), what.c_str());
}

/// `payload` built for `device` as a program binary; nullptr when the driver refuses it.
cl_program from_binary(cl_context context, cl_device_id device,
                       const std::vector<unsigned char>& payload, const std::string& options) {
  const unsigned char* bytes = payload.data();
  const size_t size = payload.size();
  cl_int status = CL_SUCCESS, err = CL_SUCCESS;
  cl_program p = clCreateProgramWithBinary(context, 1, &device, &size, &bytes, &status, &err);
  if (err != CL_SUCCESS || status != CL_SUCCESS) {
    if (p) clReleaseProgram(p);
    return nullptr;
  }
  if (clBuildProgram(p, 1, &device, options.c_str(), nullptr, nullptr) != CL_SUCCESS) {
    clReleaseProgram(p);
    return nullptr;
  }
  return p;
}

/// The binary `program` holds for `device`; empty when the driver gives none.
std::vector<unsigned char> binary_of(cl_program program, cl_device_id device) {
  cl_uint count = 0;
  if (clGetProgramInfo(program, CL_PROGRAM_NUM_DEVICES, sizeof count, &count, nullptr) !=
          CL_SUCCESS ||
      count == 0)
    return {};
  std::vector<cl_device_id> devices(count);
  std::vector<size_t> sizes(count);
  if (clGetProgramInfo(program, CL_PROGRAM_DEVICES, count * sizeof(cl_device_id), devices.data(),
                       nullptr) != CL_SUCCESS ||
      clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, count * sizeof(size_t), sizes.data(),
                       nullptr) != CL_SUCCESS)
    return {};
  size_t at = 0;
  while (at < count && devices[at] != device) ++at;
  if (at == count || sizes[at] == 0) return {};
  // Every device's slot must point somewhere its binary fits; only ours is kept.
  std::vector<std::vector<unsigned char>> bins(count);
  std::vector<unsigned char*> ptrs(count);
  for (cl_uint i = 0; i < count; ++i) bins[i].resize(sizes[i]), ptrs[i] = bins[i].data();
  if (clGetProgramInfo(program, CL_PROGRAM_BINARIES, count * sizeof(unsigned char*), ptrs.data(),
                       nullptr) != CL_SUCCESS)
    return {};
  return std::move(bins[at]);
}

/// True the first time this process meets `key` (built from source or loaded). A key's
/// binary is asked for only then: PoCL before 7.0 aborts when a program's binary is asked
/// for while a launch of a program of the same code is running (its cache of compiled
/// work-group functions then releases the wrong entry: "pocl_release_dlhandle_cache:
/// Assertion `found->ref_count > 0' failed"), and a key met before may have a launch
/// running, from this kernel object or another.
bool first_meeting(const std::string& key) {
  static std::mutex mu;
  static std::unordered_set<std::string> met;
  std::lock_guard<std::mutex> lock(mu);
  return met.insert(key).second;
}

/// The directory to use now, created when missing; "" when off or unusable (said once).
std::string usable_dir() {
  const std::string dir = cache_dir();
  std::string why;
  if (dir.empty() || make_cache_dir(dir, why)) return dir;
  warn_cache_once(dir, why);
  return "";
}

}  // namespace

BinaryKey binary_key(cl_device_id device, const std::string& source, const std::string& options) {
  BinaryKey k;
  cl_platform_id platform = nullptr;
  if (clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof platform, &platform, nullptr) ==
      CL_SUCCESS) {
    k.platform = platform_text(platform, CL_PLATFORM_NAME);
    k.platform_version = platform_text(platform, CL_PLATFORM_VERSION);
  }
  k.device = device_text(device, CL_DEVICE_NAME);
  k.device_version = device_text(device, CL_DEVICE_VERSION);
  k.driver = device_text(device, CL_DRIVER_VERSION);
  k.options = options;
  k.source = source;
  return k;
}

BuiltProgram build_program(cl_context context, cl_device_id device, const std::string& source,
                           const std::string& options, size_t code_from) {
  std::string dir = usable_dir();
  std::string key;
  if (!dir.empty()) {
    // A binary depends on every header the compiler reads: where ACL cannot tell which those
    // are, the program is built without the cache rather than from a stale entry.
    const IncludedFiles headers = included_files(source, options);
    if (headers.certain) {
      BinaryKey k = binary_key(device, source.substr(code_from), options);
      k.includes = headers.text;
      key = key_text(k);
    } else {
      if (cache_logging())
        std::fprintf(stderr, "ACL cache: program not cached: %s\n", headers.why.c_str());
      dir.clear();
    }
  }
  if (!dir.empty()) {
    const LoadedEntry e = load_entry(dir, key);
    if (e.status == LoadedEntry::kHit) {
      if (cl_program p = from_binary(context, device, e.payload, options)) {
        first_meeting(key);
        touch_entry(dir, key);
        log_line(key, "hit");
        return {p, CL_SUCCESS, true};
      }
      log_line(key, "refused by the driver: rebuilt from source");
    } else {
      log_line(key, e.status == LoadedEntry::kMissing ? "miss" : "invalid (" + e.why + ")");
    }
  }
  BuiltProgram b;
  const char* text = source.c_str();
  cl_int err = CL_SUCCESS;
  b.program = clCreateProgramWithSource(context, 1, &text, nullptr, &err);
  check_cl(err, "clCreateProgramWithSource");
  b.status = clBuildProgram(b.program, 1, &device, options.c_str(), nullptr, nullptr);
  if (b.status != CL_SUCCESS || dir.empty()) return b;
  if (!first_meeting(key)) {
    log_line(key, "not stored (this process met its key before)");
    return b;
  }
  const std::vector<unsigned char> binary = binary_of(b.program, device);
  std::string why;
  if (binary.empty()) {
    log_line(key, "not stored (the driver gives no binary)");
  } else if (binary.size() > cache_max_bytes()) {  // load_entry would refuse it
    log_line(key, "not stored (" + std::to_string(binary.size()) +
                      " bytes, more than ACL_CACHE_MAX_MB)");
  } else if (store_entry(dir, key, binary, why)) {
    log_line(key, "stored (" + std::to_string(binary.size()) + " bytes)");
    prune_cache(dir, cache_max_bytes(), entry_name(key));
  } else {
    warn_cache_once(dir, why);
  }
  return b;
}

}  // namespace acl::detail
