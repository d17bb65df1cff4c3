// The plan memo of an ACL kernel: one entry per (arguments' kinds and attributes, device)
// seen lately, with its plan (the device's profile and the tuning rows of the arguments'
// class), generated source and built kernel (programs through the binary cache on disk,
// runtime/cache/), least recently used first out.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <mutex>
#include <system_error>
#include <tuple>
#include <unordered_set>
#include <utility>

#include "cache/binary_cache.hpp"
#include "codegen/generator.hpp"
#include "codegen/type_checks.hpp"
#include "device/tuning.hpp"
#include "error.hpp"
#include "launch/kernel.hpp"
#include "launch/memo_key.hpp"

namespace acl::detail {
namespace {

/// Sources (with their build options) whose build on vectors failed in this process
/// (words_instead): later kernel objects of them plan on words from the start, so no
/// failed build is paid (and no compiler error printed) once per kernel object.
std::mutex words_only_mu;
std::unordered_set<std::string> words_only;

std::string words_only_key(const std::string& source, const std::string& options) {
  return options + '\0' + source;
}

std::string build_log(cl_program program, cl_device_id device) {
  size_t n = 0;
  clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
  std::string log(n, '\0');
  if (n) clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
  return log;
}

/// ACL_DUMP_DIR=<dir>: each generated source goes to <dir>/acl_<hash>.cl. It is a debugging
/// aid, so a directory that cannot take the file does not fail the launch; it is reported on
/// stderr, once per process.
void dump_source(const std::string& source) {
  const char* dir = std::getenv("ACL_DUMP_DIR");
  if (!dir || !*dir) return;
  char name[64];
  std::snprintf(name, sizeof name, "acl_%016zx.cl", std::hash<std::string>{}(source));
  const std::string path = std::string(dir) + "/" + name;
  errno = 0;
  std::FILE* file = std::fopen(path.c_str(), "w");
  bool written = file && std::fwrite(source.data(), 1, source.size(), file) == source.size();
  int err = errno;
  if (file && std::fclose(file) != 0 && written) written = false, err = errno;
  if (written) return;
  static std::once_flag warned;
  std::call_once(warned, [&] {
    const std::string shown = std::strlen(dir) <= 200
                                  ? std::string(dir)
                                  : std::string(dir, 100) + "... (" +
                                        std::to_string(std::strlen(dir)) + " characters)";
    std::fprintf(stderr,
                 "ACL: ACL_DUMP_DIR='%s': cannot write %s (%s); generated sources are not "
                 "dumped (said once)\n",
                 shown.c_str(), name,
                 err ? std::generic_category().message(err).c_str() : "write failed");
  });
}

/// Whether two parameter lists are the same (C++17 has no defaulted ==).
bool same_params(const std::vector<KernelParam>& a, const std::vector<KernelParam>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const KernelParam& x, const KernelParam& y) {
                      return x.role == y.role && x.arg == y.arg && x.decl == y.decl;
                    });
}

}  // namespace

cl_int AclKernel::Built::set_arg(cl_uint index, size_t size, const void* value) const {
  cl_int err = clSetKernelArg(kernel, index, size, value);
  for (cl_kernel k : more)
    if (err == CL_SUCCESS) err = clSetKernelArg(k, index, size, value);
  return err;
}

void AclKernel::Built::release() {
  if (kernel) clReleaseKernel(kernel);
  for (cl_kernel k : more)
    if (k) clReleaseKernel(k);
  if (program) clReleaseProgram(program);
  kernel = nullptr;
  more.clear();
  program = nullptr;
}

bool plan_printing() {
  const char* v = std::getenv("ACL_PLAN");
  return v && *v && std::strcmp(v, "0") != 0;
}

AclKernel::PerDevice& AclKernel::device_entry(cl_device_id device) {
  auto it = devices_.find(device);
  if (it == devices_.end()) {
    PerDevice e;
    e.profile = profile_of(device);
    it = devices_.emplace(device, std::move(e)).first;
  }
  return it->second;
}

size_t AclKernel::key_hash(cl_device_id device, const std::vector<ArgDesc>& descs) {
  size_t h = std::hash<cl_device_id>{}(device);
  const bool exact = exact_offsets(descs);
  for (const ArgDesc& d : descs) {
    mix(h, d.kind);
    const acl_attr key = memo_attr(d.attr, exact);
    std::apply([&h](const auto&... field) { (mix(h, field), ...); }, attr_fields(key));
    mix(h, d.local_bytes);
    mix(h, d.position_bytes);
    mix(h, d.rows_above);
  }
  return h;
}

bool AclKernel::matches(const Memo& m, cl_device_id device, const std::vector<ArgDesc>& descs) {
  if (m.device != device) return false;
  const bool exact = exact_offsets(descs);
  for (size_t i = 0; i < descs.size(); ++i) {
    const ArgDesc& d = descs[i];
    const ArgKey& k = m.key[i];
    if (k.kind != d.kind || !same_attr(k.attr, memo_attr(d.attr, exact)) ||
        k.local_bytes != d.local_bytes || k.position_bytes != d.position_bytes ||
        k.rows_above != d.rows_above)
      return false;
  }
  return true;
}

AclKernel::Memo& AclKernel::memo_for(PerDevice& entry, cl_device_id device) {
  if (!entry.current || entry.config != config_) {
    entry.current = &memo_for(entry, device, descs());
    entry.config = config_;
  }
  entry.current->last_use = ++uses_;
  return *entry.current;
}

bool failed_on_vectors(const std::string& source, const std::string& options) {
  std::lock_guard<std::mutex> lock(words_only_mu);
  return words_only.count(words_only_key(source, options)) != 0;
}

Plan AclKernel::plan_for(const PerDevice& entry, const std::vector<ArgDesc>& descs) const {
  const ShapeClass shape = shape_class(descs, source_hash_);
  std::vector<std::string> notes = {"tuning: kernel class " + shape.text()};
  if (words_from_start_)
    notes.push_back("words: User_main did not compile on vectors in an earlier kernel of this "
                    "source and build options (this process), so it runs on words");
  const DeviceProfile profile = tuned_profile(entry.profile, shape, notes);
  Plan plan = make_plan(descs, profile, plan_options_);
  plan.notes.insert(plan.notes.begin(), notes.begin(), notes.end());
  return plan;
}

AclKernel::Memo& AclKernel::memo_for(PerDevice& entry, cl_device_id device,
                                     const std::vector<ArgDesc>& descs) {
  const size_t hash = key_hash(device, descs);
  Memo* found = nullptr;
  const auto [lo, hi] = memo_index_.equal_range(hash);
  for (auto it = lo; it != hi && !found; ++it)
    if (matches(*it->second, device, descs)) found = it->second;
  if (!found) found = &add_memo(entry, device, hash, descs);
  found->last_use = ++uses_;
  return *found;
}

AclKernel::Memo& AclKernel::add_memo(PerDevice& entry, cl_device_id device, size_t hash,
                                     const std::vector<ArgDesc>& descs) {
  auto m = std::make_unique<Memo>();
  m->plan = plan_for(entry, descs);  // throws: nothing kept
  if (plan_printing()) std::cerr << m->plan;
  m->source = generate(m->plan, source_);
  m->params = kernel_params(m->plan);
  m->device = device;
  m->hash = hash;
  m->descs = descs;
  const bool exact = exact_offsets(descs);
  for (const ArgDesc& d : descs)
    m->key.push_back(
        {d.kind, memo_attr(d.attr, exact), d.local_bytes, d.position_bytes, d.rows_above});
  if (memo_.size() >= max_memo_) evict_one();
  memo_index_.emplace(hash, m.get());
  memo_.push_back(std::move(m));
  return *memo_.back();
}

void AclKernel::evict_one() {
  // Entries a launch over several devices is using are kept (the memo grows past its bound
  // for that launch).
  auto victim = memo_.end();
  for (auto it = memo_.begin(); it != memo_.end(); ++it)
    if ((*it)->last_use < pinned_from_ &&
        (victim == memo_.end() || (*it)->last_use < (*victim)->last_use))
      victim = it;
  if (victim == memo_.end()) return;
  Memo* m = victim->get();
  for (auto& [dev, e] : devices_)
    if (e.current == m) e.current = nullptr;
  const auto [lo, hi] = memo_index_.equal_range(m->hash);
  for (auto it = lo; it != hi; ++it)
    if (it->second == m) {
      memo_index_.erase(it);
      break;
    }
  if (m->built && --m->built->users == 0)
    for (auto it = built_.begin(); it != built_.end(); ++it)
      if (it->second.get() == m->built) {
        it->second->release();
        built_.erase(it);
        break;
      }
  memo_.erase(victim);
}

AclKernel::Built& AclKernel::built_for(Memo& m, PerDevice& entry, cl_device_id device) {
  if (m.built) return *m.built;
  const std::string& source = m.source;
  // Keyed by the code: plans that print differently but generate the same code share it.
  const size_t code = code_start(source);
  const std::string key = std::to_string(reinterpret_cast<uintptr_t>(device)) + "\n" +
                          source.substr(code);
  auto it = built_.find(key);
  if (it == built_.end()) {
    dump_source(source);
    auto b = std::make_unique<Built>();
    const BuiltProgram built = build_program(context_, device, source, options_, code);
    b->program = built.program;
    cl_int err = built.status;
    if (err != CL_SUCCESS) {
      const std::string log = build_log(b->program, device);
      clReleaseProgram(b->program);
      if ((m.plan.is<Tiling>() && m.plan.tiling().lanes > 1) || m.plan.user_lanes > 1)
        return words_instead(m, entry, device, log);
      throw_word_size_failure(log, m.plan);
      throw Error(err == CL_BUILD_PROGRAM_FAILURE ? CL_BUILD_PROGRAM_FAILURE : err,
                  "building the AC kernel failed (" + std::string(aclGetErrorString(err)) +
                      ") for '" + entry.profile.name + "':\n" + log +
                      "\n(set ACL_DUMP_DIR=<dir> to keep the generated source)");
    }
    b->kernel = clCreateKernel(b->program, kAcKernelName, &err);
    for (const char* name : extra_kernels(m.plan))
      if (err == CL_SUCCESS) b->more.push_back(clCreateKernel(b->program, name, &err));
    if (err != CL_SUCCESS) {
      b->release();
      check_cl(err, "clCreateKernel");
    }
    b->applied.assign(args_.size(), 0);
    b->params = m.params;
    it = built_.emplace(key, std::move(b)).first;
  } else if (!same_params(it->second->params, m.params)) {
    internal_error("two plans of one code bind its kernel parameters differently");
  }
  ++it->second->users;
  m.built = it->second.get();
  return *m.built;
}

AclKernel::Built& AclKernel::words_instead(Memo& m, PerDevice& entry, cl_device_id device,
                                           const std::string& log) {
  // It would fail on vectors in any other plan too, and in any other kernel of this source.
  plan_options_.lane_safe = plan_options_.block_lane_safe = false;
  {
    std::lock_guard<std::mutex> lock(words_only_mu);
    words_only.insert(words_only_key(source_, options_));
  }
  Plan plan = plan_for(entry, m.descs);
  const size_t at = log.find("error");
  const std::string first =
      at == std::string::npos ? "none in the log" : log.substr(at, log.find('\n', at) - at);
  plan.notes.push_back(std::string(m.plan.user_lanes > 1 ? "user_lanes" : "tile_cpu_lanes") +
                       ": User_main did not compile on vectors, so it runs on words (first "
                       "error: " +
                       first + ")");
  if (plan_printing()) std::cerr << plan;
  m.plan = std::move(plan);
  m.source = generate(m.plan, source_);
  m.params = kernel_params(m.plan);
  return built_for(m, entry, device);
}

AclKernel::Snapshot AclKernel::snapshot(cl_device_id device) {
  std::lock_guard<std::mutex> lock(mu_);
  Snapshot v;
  v.context = context_;
  v.source = source_;
  v.options = options_;
  v.args = descs();
  validate_argument_set(v.args);  // ACL_ARG_NOT_SET and the rest, before any copy is made
  for (size_t i = 0; i < args_.size(); ++i) {
    if (args_[i].dist)
      arg_error(CL_INVALID_OPERATION, unsigned(i), args_[i].desc.param.name,
                "a distributed buffer: tune the kernel with ordinary buffers on one device");
    v.values.push_back(args_[i].value);
  }
  PerDevice& entry = device_entry(device);
  v.shape = shape_class(v.args, source_hash_);
  std::vector<std::string> notes;
  v.profile = tuned_profile(entry.profile, v.shape, notes);
  v.default_plan = memo_for(entry, device).plan.key();
  return v;
}

void AclKernel::use_profile(cl_device_id device, const DeviceProfile& profile) {
  std::lock_guard<std::mutex> lock(mu_);
  while (!memo_.empty()) evict_one();
  PerDevice e;
  e.profile = profile;
  e.profile.tuned = nullptr;
  e.profile.env_knobs.clear();
  devices_[device] = std::move(e);
}

void AclKernel::reload_tuning() {
  std::lock_guard<std::mutex> lock(mu_);
  while (!memo_.empty()) evict_one();
  for (auto& [device, e] : devices_) {
    e.profile.tuned = std::make_shared<const std::vector<TunedRow>>(rows_for_device(e.profile));
    e.current = nullptr;
  }
}

std::string AclKernel::plan_text(cl_device_id device) {
  check_device(device, "aclGetKernelPlan: device");
  std::lock_guard<std::mutex> lock(mu_);
  return memo_for(device_entry(device), device).plan.key();
}

std::string AclKernel::source_text(cl_device_id device) {
  check_device(device, "aclGetKernelSource: device");
  std::lock_guard<std::mutex> lock(mu_);
  return memo_for(device_entry(device), device).source;
}

}  // namespace acl::detail
