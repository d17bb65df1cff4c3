// Enqueue of an ACL kernel: the queue and wait list checked, the memo entry's kernel given
// the arguments as set now, then the parameters past User_main's (position buffers, array
// offsets, the sync buffer, the wavefront's ints) and the plan's launches in order.
#include <algorithm>
#include <string>
#include <vector>

#include "error.hpp"
#include "launch/kernel.hpp"

namespace acl::detail {
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

cl_device_id AclKernel::launch_device(cl_command_queue queue, cl_uint num_events,
                                      const cl_event* wait_list) const {
  const cl_device_id device = queue_device(queue, "clEnqueueAclKernel: queue");
  check_wait_list("clEnqueueAclKernel", context_, "the queue's and the ACL kernel's", num_events,
                  wait_list);
  return device;
}

void AclKernel::enqueue(cl_command_queue queue, cl_uint num_events, const cl_event* wait_list,
                        cl_event* event) {
  enqueue_on(queue, launch_device(queue, num_events, wait_list), num_events, wait_list, event);
}

void AclKernel::enqueue_on(cl_command_queue queue, cl_device_id device, cl_uint num_events,
                           const cl_event* wait_list, cl_event* event) {
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
  // Plans are memoised by attributes, never by buffer flags, so the access rules that read
  // ACL_RNO0 data back from its buffer (check_read_back: bands with a margin, wavefronts)
  // are checked on every launch, in full only where they can fail.
  bool write_only_rno0 = false;
  for (const Stored& s : args_)
    write_only_rno0 |= s.desc.kind == ArgKind::Transfer && s.desc.attr.dependency == ACL_RNO0 &&
                       s.desc.write_only;
  if (write_only_rno0) check_read_back(descs());
  PerDevice& entry = device_entry(device);
  Memo& m = memo_for(entry, device);
  Built& b = built_for(m, entry, device);
  for (cl_uint k = 0; k < m.params.size(); ++k) {
    if (m.params[k].role != ParamRole::User) continue;
    const size_t i = m.params[k].arg;
    const Stored& s = args_.at(i);
    if (b.applied[i] == s.version) continue;
    const cl_int err = s.desc.kind == ArgKind::Local
                           ? b.set_arg(k, s.desc.local_bytes, nullptr)
                           : b.set_arg(k, s.value.size(), s.value.data());
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
  if (m.plan.step_launches > 1)
    enqueue_steps(queue, entry, b, m, positions, offsets, num_events, wait_list, event);
  else
    enqueue_plan(queue, b, m, entry.sync, positions, offsets, num_events, wait_list, event);
}

void AclKernel::enqueue_plan(cl_command_queue queue, Built& b, const Memo& m, SyncBuffer& sync,
                             const std::vector<cl_mem>& positions,
                             const std::vector<cl_ulong>& offsets, cl_uint num_events,
                             const cl_event* wait_list, cl_event* event) {
  const Plan& plan = m.plan;
  LaunchSlots slots;
  for (cl_uint k = 0; k < m.params.size(); ++k) {
    const KernelParam& p = m.params[k];
    switch (p.role) {
      case ParamRole::User:  // set by the caller
        break;
      case ParamRole::Position: {
        const cl_int err = b.set_arg(k, sizeof(cl_mem), &positions.at(p.arg));
        if (err != CL_SUCCESS)
          throw Error(err, "argument '" + args_.at(p.arg).desc.param.name +
                               "': position buffer: clSetKernelArg failed with " +
                               aclGetErrorString(err));
        break;
      }
      case ParamRole::Offset: {
        // This launch's offset of the array inside its buffer: the plan may have been made
        // for other offsets of the same place (offset_place, memo_attr), and its source
        // depends only on that place. In the plan's words, which user_lanes makes vectors of the
        // user's.
        const auto a = std::find_if(plan.args.begin(), plan.args.end(),
                                    [&](const ArgPlan& x) { return x.index == p.arg; });
        if (a == plan.args.end()) internal_error("kernel parameter " + p.decl + ": no argument");
        const cl_ulong words = offsets.at(p.arg) / a->desc.attr.word_size;
        check_cl(b.set_arg(k, sizeof words, &words), "clSetKernelArg (array offset)");
        break;
      }
      case ParamRole::Sync:
        slots.sync = int(k);
        break;
      case ParamRole::ScanBase:
        slots.base = int(k);
        break;
      case ParamRole::ScanCount:
        slots.count = int(k);
        break;
      case ParamRole::WaveDiagonal:
      case ParamRole::WaveFirstRow:
      case ParamRole::WaveTiles:
        slots.wave[int(p.role) - int(ParamRole::WaveDiagonal)] = int(k);
        break;
    }
  }
  if (plan.launch.sync_words)
    enqueue_pipeline(queue, b, plan, sync, slots, num_events, wait_list, event);
  else if (slots.sync >= 0)
    internal_error("the kernel takes a sync buffer, but its plan sizes none");
  else
    enqueue_launches(queue, b, plan, slots, num_events, wait_list, event);
}

void AclKernel::enqueue_pipeline(cl_command_queue queue, Built& b, const Plan& plan,
                                 SyncBuffer& sync, const LaunchSlots& slots, cl_uint num_events,
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
  if (slots.sync < 0 || scan != (slots.base >= 0) || scan != (slots.count >= 0))
    internal_error(std::string("the ") + sync_owner(plan) +
                   "'s kernel does not take the sync buffer's parameters its plan needs");
  check_cl(b.set_arg(cl_uint(slots.sync), sizeof(cl_mem), &sync.mem),
           "clSetKernelArg (sync buffer)");
  if (scan) {
    check_cl(b.set_arg(cl_uint(slots.base), sizeof(cl_uint), &sync.issued),
             "clSetKernelArg (scan tickets)");
    check_cl(b.set_arg(cl_uint(slots.count), sizeof(cl_uint), &sync.scans),
             "clSetKernelArg (scan count)");
  }
  std::vector<cl_event> waits(wait_list, wait_list + num_events);
  if (sync.last) waits.push_back(sync.last);
  cl_event done = nullptr;
  enqueue_launches(queue, b, plan, slots, cl_uint(waits.size()),
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
                                 const LaunchSlots& slots, cl_uint num_events,
                                 const cl_event* wait_list, cl_event* event) {
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
    for (cl_uint i = 0; i < 3; ++i)
      if ((i < r.ints) != (slots.wave[i] >= 0))
        internal_error("launch " + std::to_string(d + 1) + " gives " + std::to_string(r.ints) +
                       " ints, but its kernel does not take as many");
    for (cl_uint i = 0; i < r.ints; ++i)
      check_cl(b.set_arg(cl_uint(slots.wave[i]), sizeof(cl_int), &r.value[i]),
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

}  // namespace acl::detail
