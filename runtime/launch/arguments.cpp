// The argument store of an ACL kernel: construction from User_main's source, each
// argument checked against its parameter and stored (clSetAclKernelArg, distributed
// buffers), and what is set now for the layers above (settings).
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <utility>

#include "error.hpp"
#include "launch/kernel.hpp"
#include "launch/memo_key.hpp"

namespace acl::detail {
namespace {

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

AclKernel::AclKernel(cl_context context, std::string source, std::string options)
    : context_(context), source_(std::move(source)), options_(std::move(options)) {
  static std::atomic<uint64_t> next_id{0};
  id_ = ++next_id;
  if (!context_) throw Error(CL_INVALID_CONTEXT, "clCreateAclKernel: context is NULL");
  params_ = parse_user_main(source_, options_);
  // Build options can define macros too (-D), so loop_safe reads them.
  plan_options_ = PlanOptions().set_word_by_word(!sees_positions(source_))
                  .set_lane_safe(lane_safe(source_))
                  .set_loop_safe(item_loop_safe(source_) && item_loop_safe(options_))
                  .set_block_lane_safe(lane_safe(source_, true));
  if ((plan_options_.lane_safe || plan_options_.block_lane_safe) &&
      failed_on_vectors(source_, options_)) {
    plan_options_.lane_safe = plan_options_.block_lane_safe = false;
    words_from_start_ = true;
  }
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
    for (cl_mem s : e.steps.mem)
      if (s) clReleaseMemObject(s);
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

AclKernel::Settings AclKernel::settings(cl_device_id device) {
  std::lock_guard<std::mutex> lock(mu_);
  Settings s;
  s.args = descs();
  for (const Stored& a : args_) s.distributed |= a.dist != nullptr;
  s.source_hash = source_hash_;
  s.tuned = device_entry(device).profile.tuned;
  return s;
}

}  // namespace acl::detail
