// Argument binding, the plan memo, program and kernel caching (programs through the binary
// cache on disk, runtime/cache/), and the enqueue path.
#include "launch/kernel.hpp"

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
#include <utility>

#include "cache/binary_cache.hpp"
#include "codegen/generator.hpp"
#include "codegen/type_checks.hpp"
#include "device/tuning.hpp"
#include "tune/tuner.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// The fields of acl_attr, as the plan memo compares and hashes them. Field by field:
/// memcmp would also compare the struct's padding, which callers never set.
auto attr_fields(const acl_attr& x) {
  return std::tie(x.size[0], x.size[1], x.size[2], x.row_pitch, x.slice_pitch, x.word_size, x.ref,
                  x.def, x.margin, x.border, x.broadcast, x.split, x.wg_min, x.wg_max, x.split_min,
                  x.split_max, x.level, x.dependency, x.scale_log2, x.position, x.tile[0],
                  x.tile[1], x.dim_level[0], x.dim_level[1], x.dim_level[2], x.position_offset[0],
                  x.position_offset[1], x.position_offset[2], x.combine, x.offset,
                  x.margin_z);
}

bool same_attr(const acl_attr& a, const acl_attr& b) { return attr_fields(a) == attr_fields(b); }

/// The attributes as the plan memo keys them: the offset only as far as the plan depends on
/// it (describe_arg): whether it is 0, and its place in a run of kOffsetRun bytes. Windows
/// that move by whole runs share one entry, however many offsets a loop visits; the exact
/// offset reaches the kernel as its argument (enqueue_plan).
acl_attr memo_attr(const acl_attr& a) {
  acl_attr k = a;
  if (k.offset) {
    const size_t run = kOffsetRun / k.word_size;  // word_size is validated: 1 to 16
    k.offset = run + k.offset % run;
  }
  return k;
}

/// Folds `v` into the hash `h` (Boost's hash_combine).
template <typename T>
void mix(size_t& h, const T& v) {
  h ^= std::hash<T>{}(v) + size_t(0x9e3779b97f4a7c15ull) + (h << 6) + (h >> 2);
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

/// The cl_mem that clSetAclKernelArg's (size, value) gives for a buffer parameter, checked:
/// a buffer of `context` (NULL only when `may_be_null`). `fail` reports and throws.
template <typename Fail>
cl_mem checked_buffer(size_t size, const void* value, bool may_be_null, cl_context context,
                      const Fail& fail) {
  if (size != sizeof(cl_mem))
    fail(CL_INVALID_ARG_SIZE,
         "arg_size " + std::to_string(size) + " for a buffer: pass sizeof(cl_mem)");
  if (!value) fail(CL_INVALID_ARG_VALUE, "arg_value is NULL: pass the address of a cl_mem");
  cl_mem mem = *static_cast<const cl_mem*>(value);
  if (!mem) {
    if (may_be_null) return nullptr;
    fail(CL_INVALID_MEM_OBJECT, "the cl_mem is NULL");
  }
  cl_context ctx = nullptr;
  cl_mem_object_type type = 0;
  if (clGetMemObjectInfo(mem, CL_MEM_CONTEXT, sizeof ctx, &ctx, nullptr) != CL_SUCCESS ||
      clGetMemObjectInfo(mem, CL_MEM_TYPE, sizeof type, &type, nullptr) != CL_SUCCESS)
    fail(CL_INVALID_MEM_OBJECT, "not a valid cl_mem");
  if (type != CL_MEM_OBJECT_BUFFER) fail(CL_INVALID_MEM_OBJECT, "not a buffer (an image?)");
  if (ctx != context)
    fail(CL_INVALID_CONTEXT, "the buffer belongs to another context than the ACL kernel");
  return mem;
}

/// ACL_RANDOM's position buffer, checked (a readable buffer of `context`): its size in bytes.
template <typename Fail>
size_t position_buffer(cl_mem position, cl_context context, const Fail& fail) {
  cl_context ctx = nullptr;
  cl_mem_object_type type = 0;
  cl_mem_flags flags = 0;
  size_t bytes = 0;
  if (clGetMemObjectInfo(position, CL_MEM_CONTEXT, sizeof ctx, &ctx, nullptr) != CL_SUCCESS ||
      clGetMemObjectInfo(position, CL_MEM_TYPE, sizeof type, &type, nullptr) != CL_SUCCESS ||
      clGetMemObjectInfo(position, CL_MEM_SIZE, sizeof bytes, &bytes, nullptr) != CL_SUCCESS ||
      clGetMemObjectInfo(position, CL_MEM_FLAGS, sizeof flags, &flags, nullptr) != CL_SUCCESS)
    fail(CL_INVALID_MEM_OBJECT, "position is not a valid cl_mem");
  if (type != CL_MEM_OBJECT_BUFFER) fail(CL_INVALID_MEM_OBJECT, "position is not a buffer");
  if (ctx != context) fail(CL_INVALID_CONTEXT, "the position buffer belongs to another context");
  if (flags & CL_MEM_WRITE_ONLY)
    fail(ACL_INVALID_ACCESS, "the position buffer is CL_MEM_WRITE_ONLY, but the AC kernel "
                             "reads the block origins from it; create it CL_MEM_READ_ONLY "
                             "or CL_MEM_READ_WRITE");
  return bytes;
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

namespace {

/// Which plan a sync buffer serves, and what it holds or how to plan without it.
const char* sync_owner(const Plan& plan) {
  return plan.is<Scan>()      ? "scan"
         : plan.is<Tiling>()  ? "split k"
         : plan.is<Blocks>()  ? "reduction"
         : plan.is<Pyramid>() ? "pyramid"
                              : "pipeline";
}
const char* sync_remedy(const Plan& plan) {
  if (plan.is<Scan>())
    return "it holds two words per column of every row of blocks of the "
           "ACL_RNO1_SUM or ACL_RNO1_SCAN data (and, with scan_tiles, two per row of every block)";
  if (plan.is<Blocks>())
    return "it holds a word per work-group for every written ACL_PER_SLICE argument";
  if (plan.is<Pyramid>())
    return "it holds two 64-bit words per word of a row of the ACL_RNO0 data with a margin";
  if (plan.is<Tiling>())
    return "it holds every part's tile; ACL_KNOBS=tile_split_k=0 keeps "
           "k whole, without it";
  return "ACL_KNOBS=wave_pipeline=0 plans a launch per diagonal instead, without it";
}

}  // namespace

bool plan_printing() {
  const char* v = std::getenv("ACL_PLAN");
  return v && *v && std::strcmp(v, "0") != 0;
}

AclKernel::AclKernel(cl_context context, std::string source, std::string options)
    : context_(context), source_(std::move(source)), options_(std::move(options)) {
  if (!context_) throw Error(CL_INVALID_CONTEXT, "clCreateAclKernel: context is NULL");
  params_ = parse_user_main(source_, options_);
  word_by_word_ = !sees_positions(source_);
  lane_safe_ = lane_safe(source_);
  block_lane_safe_ = lane_safe(source_, true);
  // Build options can define macros too (-D).
  loop_safe_ = item_loop_safe(source_) && item_loop_safe(options_);
  source_hash_ = source_hash(source_);
  if (const char* n = std::getenv("ACL_CACHE_PROGRAMS"))
    max_memo_ = std::max<size_t>(1, std::strtoul(n, nullptr, 10));
  args_.resize(params_.size());
  for (size_t i = 0; i < params_.size(); ++i) args_[i].desc.param = params_[i];
  check_cl(clRetainContext(context_), "clRetainContext");
}

AclKernel::~AclKernel() {
  for (auto& [dev, e] : devices_) {
    if (e.sync.last) clReleaseEvent(e.sync.last);
    if (e.sync.mem) clReleaseMemObject(e.sync.mem);
  }
  for (Stored& s : args_)
    if (s.dist) DistBuffer::release(s.dist);
  for (auto& [key, b] : built_) b->release();
  clReleaseContext(context_);
}

const Param& AclKernel::param_at(cl_uint index) const {
  if (index >= params_.size()) {
    std::string names;
    for (const Param& p : params_) names += (names.empty() ? "" : ", ") + p.name;
    throw Error(CL_INVALID_ARG_INDEX, "argument " + std::to_string(index) + ": User_main has " +
                                          std::to_string(params_.size()) + " parameters (" +
                                          names + ")");
  }
  return params_[index];
}

void AclKernel::set_arg_dist(cl_uint index, DistBuffer* dist, const acl_attr& attr) {
  std::lock_guard<std::mutex> lock(mu_);
  const Param& p = param_at(index);
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };
  check_takes_attributes(index, p);
  if (dist->context != context_)
    fail(CL_INVALID_CONTEXT,
         "the distributed buffer belongs to another context than the ACL "
         "kernel");
  if (attr.offset)
    fail(ACL_INVALID_ATTRIBUTE, "offset " + std::to_string(attr.offset) +
                                    ": a distributed buffer holds just its array; describe the "
                                    "whole array, from offset 0");
  ArgDesc d;
  d.param = p;
  d.kind = ArgKind::Transfer;
  d.attr = validate_transfer(index, p, attr, dist->row_bytes() * dist->height, CL_MEM_READ_WRITE);
  const acl_attr& a = d.attr;
  if (a.size[0] != dist->width || a.size[1] != dist->height || a.size[2] != 1 ||
      a.row_pitch != dist->row_bytes() || a.word_size != dist->word_size)
    fail(ACL_INVALID_ATTRIBUTE,
         "size " + std::to_string(a.size[0]) + "x" + std::to_string(a.size[1]) + "x" +
             std::to_string(a.size[2]) + " of " + std::to_string(a.word_size) +
             "-byte words (row_pitch " + std::to_string(a.row_pitch) +
             ") is not the distributed buffer's " + std::to_string(dist->width) + "x" +
             std::to_string(dist->height) + " dense rows of " + std::to_string(dist->word_size) +
             "-byte words: describe the whole array");
  if (dist->layout == ACL_DIST_COPIES && a.def != ACL_NONE)
    fail(ACL_INVALID_ACCESS, "def " + origin_name(a.def) +
                                 " writes the data, but the "
                                 "distributed buffer keeps a copy a device (ACL_DIST_COPIES), and "
                                 "the copies would disagree; keep written data in ACL_DIST_BANDS");
  ++dist->refs;
  store(index, d, {}, dist);
}

void AclKernel::store(cl_uint index, const ArgDesc& d, std::vector<unsigned char> value,
                      DistBuffer* dist) {
  Stored& s = args_[index];
  if (s.desc.kind != d.kind || !same_attr(s.desc.attr, d.attr) ||
      s.desc.local_bytes != d.local_bytes || s.desc.position_bytes != d.position_bytes)
    ++config_;
  s.desc = d;
  s.value = std::move(value);
  s.version = ++version_;
  if (s.dist) DistBuffer::release(s.dist);
  s.dist = dist;
}

void AclKernel::set_arg(cl_uint index, size_t size, const void* value, const acl_attr* attr) {
  std::lock_guard<std::mutex> lock(mu_);
  const Param& p = param_at(index);
  ArgDesc d;
  d.param = p;
  std::vector<unsigned char> bytes;
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };

  if (attr) {
    // The parameter first: arg_value is read as a cl_mem only once the parameter is one
    // that takes a buffer (a long's bytes given to clGetMemObjectInfo crash the driver).
    check_takes_attributes(index, p);
    cl_mem mem = checked_buffer(size, value, false, context_, fail);
    size_t mem_size = 0;
    cl_mem_flags flags = 0;
    check_cl(clGetMemObjectInfo(mem, CL_MEM_SIZE, sizeof mem_size, &mem_size, nullptr),
             "clGetMemObjectInfo");
    check_cl(clGetMemObjectInfo(mem, CL_MEM_FLAGS, sizeof flags, &flags, nullptr),
             "clGetMemObjectInfo");
    d.kind = ArgKind::Transfer;
    d.attr = validate_transfer(index, p, *attr, mem_size, flags);
    if (d.attr.combine == ACL_COMBINE_USER)
      for (const char* f : {"User_combine", "User_identity"})
        if (!names_in_code(source_, f))
          fail(ACL_INVALID_ATTRIBUTE,
               std::string("combine ACL_COMBINE_USER combines words with User_combine(a, b) and "
                           "starts from User_identity(), but the source defines no ") +
                   f + "; define '" + p.type + " User_combine(" + p.type + " a, " + p.type +
                   " b)' and '" + p.type + " User_identity(void)' beside User_main");
    d.write_only = (flags & CL_MEM_WRITE_ONLY) != 0;
    if (d.attr.position)  // ACL_RANDOM: a buffer of this context, read by the AC kernel
      d.position_bytes = position_buffer(d.attr.position, context_, fail);
    bytes.assign(static_cast<const unsigned char*>(value),
                 static_cast<const unsigned char*>(value) + size);
  } else if (p.pointer && (p.space == AddressSpace::Global || p.space == AddressSpace::Constant)) {
    checked_buffer(size, value, true, context_, fail);
    d.kind = ArgKind::Global;
    bytes.assign(static_cast<const unsigned char*>(value),
                 static_cast<const unsigned char*>(value) + size);
  } else if (p.pointer && p.space == AddressSpace::Local) {
    if (value) fail(CL_INVALID_ARG_VALUE, "a __local parameter without attributes takes a size "
                                          "and a NULL arg_value (local scratch)");
    if (size == 0) fail(CL_INVALID_ARG_SIZE, "local scratch of 0 bytes");
    d.kind = ArgKind::Local;
    d.local_bytes = size;
  } else if (p.pointer) {
    fail(ACL_INVALID_ATTRIBUTE, "a private pointer parameter receives transferred data: pass "
                                "transfer attributes (or declare it __global to pass the "
                                "buffer through)");
  } else {
    if (!value) fail(CL_INVALID_ARG_VALUE, "arg_value is NULL for a scalar");
    if (p.type_size && size != p.type_size)
      fail(CL_INVALID_ARG_SIZE, "arg_size " + std::to_string(size) + " for '" + p.type +
                                    "' (" + std::to_string(p.type_size) + " bytes)");
    d.kind = ArgKind::Scalar;
    bytes.assign(static_cast<const unsigned char*>(value),
                 static_cast<const unsigned char*>(value) + size);
  }

  // Accepted: store. Only a change of kind or attributes needs a new plan.
  store(index, d, std::move(bytes), nullptr);
}

std::vector<ArgDesc> AclKernel::descs() const {
  std::vector<ArgDesc> v;
  v.reserve(args_.size());
  for (const Stored& s : args_) v.push_back(s.desc);
  return v;
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
  for (const ArgDesc& d : descs) {
    mix(h, d.kind);
    const acl_attr key = memo_attr(d.attr);
    std::apply([&h](const auto&... field) { (mix(h, field), ...); }, attr_fields(key));
    mix(h, d.local_bytes);
    mix(h, d.position_bytes);
    mix(h, d.rows_above);
  }
  return h;
}

bool AclKernel::matches(const Memo& m, cl_device_id device, const std::vector<ArgDesc>& descs) {
  if (m.device != device) return false;
  for (size_t i = 0; i < descs.size(); ++i) {
    const ArgDesc& d = descs[i];
    const ArgKey& k = m.key[i];
    if (k.kind != d.kind || !same_attr(k.attr, memo_attr(d.attr)) ||
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

Plan AclKernel::plan_for(const PerDevice& entry, const std::vector<ArgDesc>& descs) const {
  const ShapeClass shape = shape_class(descs, source_hash_);
  std::vector<std::string> notes = {"tuning: kernel class " + shape.text()};
  const DeviceProfile profile = tuned_profile(entry.profile, shape, notes);
  Plan plan = make_plan(descs, profile, word_by_word_, lane_safe_, loop_safe_, block_lane_safe_);
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
  m->device = device;
  m->hash = hash;
  m->descs = descs;
  for (const ArgDesc& d : descs)
    m->key.push_back({d.kind, memo_attr(d.attr), d.local_bytes, d.position_bytes, d.rows_above});
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
  const std::string key = std::to_string(reinterpret_cast<uintptr_t>(device)) + "\n" + source;
  auto it = built_.find(key);
  if (it == built_.end()) {
    dump_source(source);
    auto b = std::make_unique<Built>();
    const BuiltProgram built = build_program(context_, device, source, options_);
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
    it = built_.emplace(key, std::move(b)).first;
  }
  ++it->second->users;
  m.built = it->second.get();
  return *m.built;
}

AclKernel::Built& AclKernel::words_instead(Memo& m, PerDevice& entry, cl_device_id device,
                                           const std::string& log) {
  lane_safe_ = block_lane_safe_ = false;  // it would fail on vectors in any other plan too
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
  return built_for(m, entry, device);
}

cl_device_id AclKernel::queue_device(cl_command_queue queue, const std::string& who) const {
  if (!queue) throw Error(CL_INVALID_COMMAND_QUEUE, who + " is NULL");
  cl_device_id device = nullptr;
  cl_context ctx = nullptr;
  if (clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof device, &device, nullptr) !=
          CL_SUCCESS ||
      clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof ctx, &ctx, nullptr) != CL_SUCCESS)
    throw Error(CL_INVALID_COMMAND_QUEUE, who + " is not a valid command queue");
  if (ctx != context_)
    throw Error(CL_INVALID_CONTEXT, who + " belongs to another context than the ACL kernel");
  return device;
}

void AclKernel::enqueue(cl_command_queue queue, cl_uint num_events, const cl_event* wait_list,
                        cl_event* event) {
  const cl_device_id device = queue_device(queue, "clEnqueueAclKernel: queue");
  check_wait_list("clEnqueueAclKernel", context_, "the queue's and the ACL kernel's", num_events,
                  wait_list);
  if (!tuner_copy_ && tune_seconds() > 0) auto_tune(queue, device);
  std::lock_guard<std::mutex> lock(mu_);
  enqueue_locked(queue, device, num_events, wait_list, event);
}

void AclKernel::enqueue_locked(cl_command_queue queue, cl_device_id device, cl_uint num_events,
                               const cl_event* wait_list, cl_event* event) {
  for (size_t i = 0; i < args_.size(); ++i)
    if (args_[i].dist)
      arg_error(CL_INVALID_OPERATION, unsigned(i), args_[i].desc.param.name,
                "a distributed buffer: launch the kernel with clEnqueueAclKernelMulti over the "
                "buffer's queues");
  // Plans are memoised by attributes, never by buffer flags, so the one access rule that
  // spans arguments (check_read_back) is checked on every launch, in full only where it
  // can fail.
  bool wave = false, write_only_rno0 = false;
  for (const Stored& s : args_) {
    const cl_uint dep = s.desc.kind == ArgKind::Transfer ? s.desc.attr.dependency : ACL_DEP_NONE;
    wave |= dep == ACL_RNO1 || dep == ACL_RNO2;
    write_only_rno0 |= dep == ACL_RNO0 && s.desc.write_only;
  }
  if (wave && write_only_rno0) check_read_back(descs());
  PerDevice& entry = device_entry(device);
  Memo& m = memo_for(entry, device);
  Built& b = built_for(m, entry, device);
  for (size_t i = 0; i < args_.size(); ++i) {
    const Stored& s = args_[i];
    if (b.applied[i] == s.version) continue;
    const cl_int err = s.desc.kind == ArgKind::Local
                           ? b.set_arg(cl_uint(i), s.desc.local_bytes, nullptr)
                           : b.set_arg(cl_uint(i), s.value.size(), s.value.data());
    if (err != CL_SUCCESS)
      arg_error(err, unsigned(i), s.desc.param.name,
                std::string("clSetKernelArg failed with ") + aclGetErrorString(err));
    b.applied[i] = s.version;
  }
  std::vector<cl_mem> positions;
  std::vector<cl_ulong> offsets;
  for (const Stored& s : args_) {
    positions.push_back(s.desc.kind == ArgKind::Transfer ? s.desc.attr.position : nullptr);
    offsets.push_back(cl_ulong(s.desc.attr.offset) * s.desc.attr.word_size);
  }
  enqueue_plan(queue, b, m.plan, entry.sync, positions, offsets, num_events, wait_list, event);
}

void AclKernel::enqueue_plan(cl_command_queue queue, Built& b, const Plan& plan, SyncBuffer& sync,
                             const std::vector<cl_mem>& positions,
                             const std::vector<cl_ulong>& offsets, cl_uint num_events,
                             const cl_event* wait_list, cl_event* event) {
  // ACL_RANDOM position buffers follow User_main's arguments, in argument order.
  cl_uint extra = cl_uint(args_.size());
  for (size_t i = 0; i < positions.size(); ++i)
    if (positions[i]) {
      const cl_int err = b.set_arg(extra++, sizeof(cl_mem), &positions[i]);
      if (err != CL_SUCCESS)
        throw Error(err, "argument '" + args_[i].desc.param.name +
                             "': position buffer: clSetKernelArg failed with " +
                             aclGetErrorString(err));
    }
  // Then the offsets of arrays inside their buffers, this launch's: the plan may have been
  // made for other offsets of the same place in a run (memo_attr), and its source depends
  // only on that place. In the plan's words, which user_lanes makes vectors of the user's.
  for (const ArgPlan& a : plan.args)
    if (a.is_transfer() && a.shifted) {
      const cl_ulong words = offsets.at(a.index) / a.desc.attr.word_size;
      check_cl(b.set_arg(extra++, sizeof words, &words), "clSetKernelArg (array offset)");
    }
  if (plan.launch.sync_words)
    enqueue_pipeline(queue, b, plan, sync, extra, num_events, wait_list, event);
  else
    enqueue_launches(queue, b, plan, extra, num_events, wait_list, event);
}

void AclKernel::enqueue_pipeline(cl_command_queue queue, Built& b, const Plan& plan,
                                 SyncBuffer& sync, cl_uint arg, cl_uint num_events,
                                 const cl_event* wait_list, cl_event* event) {
  const size_t words = plan.launch.sync_words;
  const size_t counters = plan.launch.sync_counters;
  if (sync.words < words) {
    // A new buffer; the old one goes once its launches end.
    cl_int err = CL_SUCCESS;
    cl_mem mem = clCreateBuffer(context_, CL_MEM_READ_WRITE, words * 4, nullptr, &err);
    if (err != CL_SUCCESS)
      throw Error(err, std::string("clEnqueueAclKernel: the ") + sync_owner(plan) +
                           "'s sync buffer of " + std::to_string(words * 4) +
                           " bytes could not be created (" + aclGetErrorString(err) + "); " +
                           sync_remedy(plan));
    if (sync.mem) clReleaseMemObject(sync.mem);
    if (sync.last) clReleaseEvent(sync.last);
    sync = SyncBuffer{mem, words, 0, nullptr};
  }
  // Scans and pyramids tag the words they leave with the count of their launches and take
  // tickets from acl_base on: a launch of another kind (or of the other of them) zeroes the
  // buffer first, one of the same kind carries on.
  const int kind = plan.is<Scan>() ? 1 : plan.is<Pyramid>() ? 2 : 0;
  const bool scan = kind != 0;
  if (sync.zero < counters || kind != sync.scanning) {
    // After the launch before (which may have left edges there), before this one.
    const cl_uint zero = 0;
    cl_event zeroed = nullptr;
    check_cl(clEnqueueFillBuffer(queue, sync.mem, &zero, sizeof zero, 0, counters * 4,
                                 sync.last ? 1 : 0, sync.last ? &sync.last : nullptr, &zeroed),
             "clEnqueueFillBuffer (pipeline sync buffer)");
    if (sync.last) clReleaseEvent(sync.last);
    sync.last = zeroed;
    sync.zero = counters;
    sync.issued = sync.scans = 0;
  }
  check_cl(b.set_arg(arg, sizeof(cl_mem), &sync.mem), "clSetKernelArg (sync buffer)");
  if (scan) {
    check_cl(b.set_arg(arg + 1, sizeof(cl_uint), &sync.issued), "clSetKernelArg (scan tickets)");
    check_cl(b.set_arg(arg + 2, sizeof(cl_uint), &sync.scans), "clSetKernelArg (scan count)");
  }
  std::vector<cl_event> waits(wait_list, wait_list + num_events);
  if (sync.last) waits.push_back(sync.last);
  cl_event done = nullptr;
  enqueue_launches(queue, b, plan, arg + (scan ? 3 : 1), cl_uint(waits.size()),
                   waits.empty() ? nullptr : waits.data(), &done);
  if (sync.last) clReleaseEvent(sync.last);
  sync.last = done;
  // A scan leaves its ticket counter and tagged totals behind: a plan of another kind
  // zeroes its counters first, a scan carries on from them.
  if (!scan) sync.zero = counters;
  sync.scanning = kind;
  if (scan) {
    sync.issued += uint32_t(plan.is<Scan>() ? plan.scan().tickets() : plan.pyramid().tickets());
    ++sync.scans;
  }
  if (event) {
    clRetainEvent(done);
    *event = done;
  }
}

void AclKernel::enqueue_launches(cl_command_queue queue, Built& b, const Plan& plan,
                                 cl_uint first_extra, cl_uint num_events, const cl_event* wait_list,
                                 cl_event* event) {
  const Launch& l = plan.launch;
  // Several launches (a wavefront, one per diagonal): an in-order queue orders them; an
  // out-of-order one gets each launch waiting on the one before.
  bool chain = false;
  if (l.count > 1) {
    cl_command_queue_properties props = 0;
    check_cl(clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof props, &props, nullptr),
             "clGetCommandQueueInfo");
    chain = (props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) != 0;
  }
  struct Pending {  // the previous launch's event, released on every way out
    cl_event e = nullptr;
    ~Pending() {
      if (e) clReleaseEvent(e);
    }
  } prev;
  for (size_t d = 0; d < l.count; ++d) {
    const Range r = plan.launch_at(d);
    for (cl_uint i = 0; i < r.ints; ++i)
      check_cl(b.set_arg(first_extra + i, sizeof(cl_int), &r.value[i]),
               "clSetKernelArg (wavefront)");
    const bool last = d + 1 == l.count;
    cl_event next = nullptr;
    const cl_int err = clEnqueueNDRangeKernel(queue, b.at(r.kernel), r.dims, nullptr, r.global,
                                              r.local, d == 0 ? num_events : (prev.e ? 1 : 0),
                                              d == 0 ? wait_list : (prev.e ? &prev.e : nullptr),
                                              last ? event : (chain ? &next : nullptr));
    if (prev.e) clReleaseEvent(prev.e);
    prev.e = next;
    if (err != CL_SUCCESS)
      check_cl(err, plan.is<Wavefront>()
                        ? ("clEnqueueNDRangeKernel (wavefront launch " + std::to_string(d + 1) +
                           " of " + std::to_string(l.count) + ")")
                              .c_str()
                        : "clEnqueueNDRangeKernel");
  }
}

AclKernel::TuneView AclKernel::tune_view(cl_device_id device) {
  std::lock_guard<std::mutex> lock(mu_);
  TuneView v;
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

void AclKernel::check_device(cl_device_id device, const std::string& who) const {
  if (!device) throw Error(CL_INVALID_DEVICE, who + " is NULL");
  cl_uint n = 0;
  check_cl(clGetContextInfo(context_, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, nullptr),
           "clGetContextInfo (CL_CONTEXT_NUM_DEVICES)");
  std::vector<cl_device_id> all(n);
  check_cl(
      clGetContextInfo(context_, CL_CONTEXT_DEVICES, n * sizeof(cl_device_id), all.data(), nullptr),
      "clGetContextInfo (CL_CONTEXT_DEVICES)");
  if (std::find(all.begin(), all.end(), device) == all.end())
    throw Error(CL_INVALID_DEVICE, who +
                                       " is not a device of the ACL kernel's context: plans "
                                       "are made only for the devices a launch can run on");
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
