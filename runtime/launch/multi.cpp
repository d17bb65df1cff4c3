// One launch over several devices (clEnqueueAclKernelMulti): the split planned
// (planner/partition.hpp) and each device's piece planned and built like any launch, then per
// device its sub-buffers or buffers of its own with the copies in, the AC kernel, the copies
// back, and a marker on the first queue that waits for every device.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <iostream>
#include <sstream>

#include "attributes/rules.hpp"
#include "error.hpp"
#include "launch/kernel.hpp"
#include "planner/eligibility.hpp"

namespace acl::detail {
namespace {

/// OpenCL objects a launch made, released on every way out (the runtime keeps each alive
/// until the commands that use it are done).
struct Made {
  std::vector<cl_mem> mems;
  std::vector<cl_event> events;
  Made() = default;
  Made(const Made&) = delete;
  Made& operator=(const Made&) = delete;
  ~Made() {
    for (cl_mem m : mems) clReleaseMemObject(m);
    for (cl_event e : events) clReleaseEvent(e);
  }
};

/// Memo entries planned by a launch over several devices stay until it is done.
struct Pin {
  uint64_t& pinned_from;
  ~Pin() { pinned_from = UINT64_MAX; }
};

/// Rows (columns) of the whole plan's level-1 blocks along `axis`: bands are whole blocks.
size_t block_unit(const Plan& plan, PartitionAxis axis) {
  const bool rows = axis == PartitionAxis::Rows;
  if (plan.is<Tiling>()) return rows ? plan.tiling().block_y() : 1;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer() || a.level != 1 || a.broadcast_whole || a.placement == Placement::Common ||
        is_special(a.desc.attr.def) || at_positions(a.desc.attr))
      continue;
    // A plan that cuts the data as longer rows than its own (pass flatten) has no blocks
    // of the array's rows.
    if (a.w != a.desc.attr.size[0] || a.h != a.desc.attr.size[1]) return 1;
    return rows ? a.block_h : a.block_w;
  }
  return 1;
}

/// Launches whose results depend on the blocks' shape: ACL_RANDOM data takes the entries of
/// its blocks in the position buffer, and ACL_RNO1/RNO2 neighbours are a split away.
bool keeps_blocks(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& d : args)
    if (d.kind == ArgKind::Transfer &&
        (at_positions(d.attr) || d.attr.dependency == ACL_RNO1 || d.attr.dependency == ACL_RNO2))
      return true;
  return false;
}

/// The whole plan's blocks that every piece keeps: its splits, and for ACL_RANDOM data its
/// work-group size and block grid.
void keep_blocks(const Plan& whole, PartitionRequest& r) {
  r.keep_split.assign(whole.args.size(), 0);
  for (const ArgPlan& a : whole.args) {
    if (!a.is_transfer() || a.level != 1) continue;
    r.keep_split[a.index] = a.split_size;
    if (!at_positions(a.desc.attr)) continue;
    r.keep_wg = whole.wg;
    std::copy(a.grid, a.grid + 3, r.blocks.begin());
  }
}

/// Throws ACL_NOT_SUPPORTED_YET where device `p.device`'s plan cut its data into blocks
/// other than the whole plan's (a device that cannot take the pinned sizes).
void check_kept(const Plan& whole, const Plan& piece, const Piece& p) {
  for (size_t i = 0; i < whole.args.size(); ++i) {
    const ArgPlan &w = whole.args[i], &a = piece.args[i];
    const bool random = a.is_transfer() && at_positions(a.desc.attr);
    if (!random && (p.args[i].reach == Reach::AsSet || a.split_size == w.split_size)) continue;
    if (random && a.block_w == w.block_w && a.block_h == w.block_h) continue;
    arg_error(ACL_NOT_SUPPORTED_YET, unsigned(i), a.desc.param.name,
              "device " + std::to_string(p.device) + "'s piece is planned with blocks of " +
                  std::to_string(a.block_w) + "x" + std::to_string(a.block_h) + " words (split " +
                  std::to_string(a.split_size) + "), the launch's are " +
                  std::to_string(w.block_w) + "x" + std::to_string(w.block_h) + " (split " +
                  std::to_string(w.split_size) +
                  "); with ACL_RANDOM or ACL_RNO1/RNO2 data every device must take the launch's "
                  "blocks: launch it over devices of one kind, or with clEnqueueAclKernel");
  }
}

/// The piece's own buffer as a box: dense, from its first byte.
Box dense(const Box& b) {
  Box d = b;
  d.x = d.y = d.z = 0;
  d.row_pitch = b.row_bytes;
  d.slice_pitch = b.row_bytes * b.rows;
  return d;
}

cl_mem stored_mem(const std::vector<unsigned char>& value) {
  cl_mem m = nullptr;
  std::memcpy(&m, value.data(), sizeof m);
  return m;
}

/// Where a buffer's bytes are: the memory object pieces are cut from and copied to and from,
/// and the buffer's first byte in it. A sub-buffer is reached through its parent at its
/// origin: OpenCL has no sub-buffers of sub-buffers, and PoCL 3.1 crashes copying a
/// rectangle into a sub-buffer.
struct Origin {
  cl_mem mem = nullptr;
  size_t offset = 0;
};

Origin origin_of(cl_mem m) {
  cl_mem parent = nullptr;
  if (!m ||
      clGetMemObjectInfo(m, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof parent, &parent, nullptr) !=
          CL_SUCCESS ||
      !parent)
    return {m, 0};
  size_t offset = 0;
  check_cl(clGetMemObjectInfo(m, CL_MEM_OFFSET, sizeof offset, &offset, nullptr),
           "clGetMemObjectInfo (CL_MEM_OFFSET of a sub-buffer)");
  return {parent, offset};
}

/// Copies box `from` of `src` to box `to` of `dst` after `wait`; `event` is the copy's.
/// Slice pitches that are not whole rows (clEnqueueCopyBufferRect needs them so) copy a
/// slice at a time, each after the one before.
void copy_box(cl_command_queue q, Origin src, const Box& from, Origin dst, const Box& to,
              const std::vector<cl_event>& wait, cl_event* event) {
  const bool by_slice = from.slices > 1 && (from.slice_pitch % from.row_pitch != 0 ||
                                            to.slice_pitch % to.row_pitch != 0);
  const size_t rounds = by_slice ? from.slices : 1;
  cl_event prev = nullptr;
  for (size_t z = 0; z < rounds; ++z) {
    // The origin's byte offset is z * slice_pitch + y * row_pitch + x: the buffer's own
    // offset in its memory object adds to x.
    const size_t so[3] = {src.offset + from.x, from.y, from.z + (by_slice ? z : 0)};
    const size_t d_o[3] = {dst.offset + to.x, to.y, to.z + (by_slice ? z : 0)};
    const size_t region[3] = {from.row_bytes, from.rows, by_slice ? 1 : from.slices};
    const bool one = region[2] == 1;
    std::vector<cl_event> w = z == 0 ? wait : std::vector<cl_event>{prev};
    cl_event e = nullptr;
    const cl_int err =
        clEnqueueCopyBufferRect(q, src.mem, dst.mem, so, d_o, region, from.row_pitch,
                                one ? 0 : from.slice_pitch, to.row_pitch, one ? 0 : to.slice_pitch,
                                cl_uint(w.size()), w.empty() ? nullptr : w.data(), &e);
    if (prev) clReleaseEvent(prev);
    check_cl(err, "clEnqueueCopyBufferRect (a device's piece)");
    prev = e;
  }
  *event = prev;
}

}  // namespace

void AclKernel::dist_request(const std::vector<cl_device_id>& devices, PartitionRequest& r) const {
  const DistBuffer* bands = nullptr;
  size_t first = 0;
  r.resident.assign(args_.size(), false);
  for (size_t i = 0; i < args_.size(); ++i) {
    const DistBuffer* d = args_[i].dist;
    if (!d) continue;
    const std::string& name = args_[i].desc.param.name;
    if (d->devices != devices)
      arg_error(CL_INVALID_COMMAND_QUEUE, unsigned(i), name,
                "its distributed buffer lives on the devices of its " +
                    std::to_string(d->queues.size()) + " queues, and this launch is over " +
                    std::to_string(devices.size()) +
                    " other ones; launch over the buffer's queues, in their order");
    if (d->layout != ACL_DIST_BANDS) continue;
    if (bands && (d->bounds != bands->bounds || d->margin_rows != bands->margin_rows))
      arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), name,
                "its distributed buffer's bands or margin rows differ from those of argument " +
                    std::to_string(first) + " '" + args_[first].desc.param.name +
                    "': distributed buffers of one launch share bounds and margin rows");
    if (!bands) bands = d, first = i;
    r.resident[i] = true;
  }
  if (!bands) return;
  r.bounds = bands->bounds;
  r.dist_margin = bands->margin_rows;
}

AclKernel::MultiPlan AclKernel::plan_multi(const std::vector<cl_device_id>& devices,
                                           const std::vector<double>& weights) {
  const std::vector<ArgDesc> all = descs();
  validate_argument_set(all);
  check_several_devices(all);  // the rule table (attributes/rule_table.cpp)
  std::string why;
  PartitionRequest r;
  r.axis = partition_axis(all, &why);
  dist_request(devices, r);
  pinned_from_ = uses_ + 1;
  const bool keep = keeps_blocks(all);
  const Plan* whole = nullptr;
  if (r.bounds.empty() || keep) {
    whole = &memo_for(device_entry(devices[0]), devices[0]).plan;
    r.unit = block_unit(*whole, r.axis);
    if (keep) keep_blocks(*whole, r);
  }
  r.weights = weights;
  r.origin.assign(args_.size(), 0);
  r.position_origin.assign(args_.size(), 0);
  for (size_t i = 0; i < args_.size(); ++i) {
    if (args_[i].desc.kind != ArgKind::Transfer || args_[i].dist) continue;
    r.origin[i] = origin_of(stored_mem(args_[i].value)).offset;
    r.position_origin[i] = origin_of(args_[i].desc.attr.position).offset;
  }
  for (cl_device_id dev : devices) {
    const DeviceProfile& p = device_entry(dev).profile;
    r.view_align.push_back(p.knobs.piece_views ? p.base_align : 0);
    r.device_names.push_back(p.name);
  }
  MultiPlan mp;
  mp.split = partition_launch(all, r);
  mp.split.notes.insert(mp.split.notes.begin(), why);
  for (const Piece& p : mp.split.pieces)  // distributed pieces hold just what the piece holds
    for (size_t i = 0; i < args_.size(); ++i)
      if (p.args[i].reach == Reach::Resident) {
        const DistBuffer::Piece& held = args_[i].dist->piece(p.device);
        if (held.held_first != p.held_first || held.held_end != p.held_end)
          arg_error(ACL_NOT_SUPPORTED_YET, unsigned(i), args_[i].desc.param.name,
                    "device " + std::to_string(p.device) + " would hold rows " +
                        std::to_string(p.held_first) + ".." + std::to_string(p.held_end) +
                        ", but its piece of the distributed buffer holds " +
                        std::to_string(held.held_first) + ".." + std::to_string(held.held_end) +
                        " (another argument widens the margin rows)");
      }
  for (const Piece& p : mp.split.pieces) {
    std::vector<ArgDesc> d;
    for (const PieceArg& pa : p.args) d.push_back(pa.desc);
    mp.memos.push_back(&memo_for(device_entry(devices[p.device]), devices[p.device], d));
    if (keep) check_kept(*whole, mp.memos.back()->plan, p);
  }
  if (plan_printing()) {
    std::ostringstream os;
    os << mp.split;
    const std::string text = os.str();
    if (text != printed_split_) std::cerr << text;
    printed_split_ = text;
  }
  return mp;
}

void AclKernel::enqueue_piece(cl_command_queue queue, Built& b, const Memo& m, const Piece& piece,
                              SyncBuffer& sync, const std::vector<cl_mem>& mems,
                              const std::vector<cl_mem>& positions, cl_uint num_events,
                              const cl_event* wait_list, cl_event* event) {
  for (cl_uint k = 0; k < m.params.size(); ++k) {
    if (m.params[k].role != ParamRole::User) continue;
    const size_t i = m.params[k].arg;
    const Stored& s = args_.at(i);
    const cl_int err = mems[i] ? b.set_arg(k, sizeof(cl_mem), &mems[i])
                       : s.desc.kind == ArgKind::Local
                           ? b.set_arg(k, s.desc.local_bytes, nullptr)
                           : b.set_arg(k, s.value.size(), s.value.data());
    b.applied[i] = 0;  // a launch on one device sets it again
    if (err != CL_SUCCESS)
      arg_error(err, unsigned(i), s.desc.param.name,
                std::string("clSetKernelArg failed with ") + aclGetErrorString(err));
  }
  std::vector<cl_ulong> offsets;
  for (const PieceArg& pa : piece.args)
    offsets.push_back(cl_ulong(pa.desc.attr.offset) * pa.desc.attr.word_size);
  enqueue_plan(queue, b, m, sync, positions, offsets, num_events, wait_list, event);
}

/// One launch over several devices once planned and built (enqueue_multi's steps): each
/// device's buffers, the margin rows exchanged, the copies in, each piece's kernel and copies
/// back, a marker that waits for them all. The OpenCL objects it makes are released with it.
struct AclKernel::MultiLaunch {
  MultiLaunch(AclKernel& k, const std::vector<cl_command_queue>& q,
              const std::vector<cl_device_id>& d, const std::vector<DistBuffer*>& dist,
              const MultiPlan& plan, const std::vector<Built*>& b, std::vector<cl_event> wait)
      : kernel(k), queues(q), devices(d), dists(dist), mp(plan), built(b), given(std::move(wait)) {}

  AclKernel& kernel;
  const std::vector<cl_command_queue>& queues;
  const std::vector<cl_device_id>& devices;
  const std::vector<DistBuffer*>& dists;
  const MultiPlan& mp;
  const std::vector<Built*>& built;
  const std::vector<cl_event> given;  ///< the caller's wait list
  const std::vector<Piece>& pieces = mp.split.pieces;
  std::vector<Stored>& args_ = kernel.args_;
  Made made;
  /// Each piece's buffer of each argument (null: as set) and of its position entries.
  std::vector<std::vector<cl_mem>> mems, positions;
  std::vector<std::vector<cl_event>> before;  ///< what each piece's kernel waits for
  std::vector<cl_event> all_in;               ///< every copy in
  std::vector<cl_event> done;                 ///< each piece's last command
  cl_event chain = nullptr;                   ///< the last copy back

  /// The buffer a device reads an argument from: the one set, or its copy of a distributed
  /// buffer.
  Origin parent(size_t i, size_t device) const {
    return args_[i].dist ? Origin{args_[i].dist->piece(device).mem, 0}
                         : origin_of(stored_mem(args_[i].value));
  }

  /// A device's sub-buffer of `box` in `from` (View), or buffer of its own for it (Copy).
  cl_mem piece_mem(Origin from, Reach reach, const Box& box, size_t i, size_t dev,
                   const std::string& what) {
    cl_int err = CL_SUCCESS;
    cl_mem m = nullptr;
    if (reach == Reach::View) {
      const cl_buffer_region region = {from.offset + box.offset(), box.span()};
      m = clCreateSubBuffer(from.mem, 0, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
    } else {
      const Box d = dense(box);
      m = clCreateBuffer(kernel.context_, CL_MEM_READ_WRITE, d.slice_pitch * d.slices, nullptr,
                         &err);
    }
    if (err != CL_SUCCESS)
      arg_error(err, unsigned(i), args_[i].desc.param.name,
                std::string(reach == Reach::View ? "clCreateSubBuffer" : "clCreateBuffer") +
                    " for device " + std::to_string(dev) + "'s " + what + " failed with " +
                    aclGetErrorString(err));
    made.mems.push_back(m);
    return m;
  }

  void make_buffers() {
    mems.assign(pieces.size(), std::vector<cl_mem>(args_.size()));
    positions = mems;
    for (size_t k = 0; k < pieces.size(); ++k)
      for (size_t i = 0; i < args_.size(); ++i) {
        const PieceArg& pa = pieces[k].args[i];
        const size_t dev = pieces[k].device;
        if (pa.positions != Reach::AsSet)
          positions[k][i] = piece_mem(origin_of(args_[i].desc.attr.position), pa.positions,
                                      pa.entries, i, dev, "position entries");
        if (pa.reach == Reach::View || pa.reach == Reach::Copy)
          mems[k][i] = piece_mem(parent(i, dev), pa.reach, pa.region, i, dev, "piece");
        else if (args_[i].dist)  // resident, or the device's copy read whole
          mems[k][i] = args_[i].dist->piece(dev).mem;
      }
  }

  /// Margin rows a launch wrote since, where this one reads them.
  void exchange_margins() {
    for (DistBuffer* d : dists) {
      bool reads_margin = false;
      for (const Stored& s : args_)
        reads_margin |= s.dist == d && s.desc.attr.ref != ACL_NONE && s.desc.attr.margin > 0;
      if (reads_margin && d->stale()) d->exchange_locked(given);
    }
  }

  cl_event copy_in(size_t k, Origin from, const Box& box, cl_mem to,
                   const std::vector<cl_event>& wait) {
    cl_event e = nullptr;
    copy_box(queues[pieces[k].device], from, box, {to, 0}, dense(box), wait, &e);
    made.events.push_back(e);
    before[k].push_back(e);
    return e;
  }

  /// The copies in, all before any copy back (a buffer read and written is then read whole
  /// before a device writes its band back), except those of rows of results above a band.
  void copy_all_in() {
    before.assign(pieces.size(), {});
    for (size_t k = 0; k < pieces.size(); ++k)
      for (size_t i = 0; i < args_.size(); ++i) {
        const PieceArg& pa = pieces[k].args[i];
        if (pa.copy_in && !pa.desc.rows_above)
          all_in.push_back(copy_in(k, parent(i, pieces[k].device), pa.region, mems[k][i], given));
        if (pa.positions == Reach::Copy)
          all_in.push_back(copy_in(k, origin_of(args_[i].desc.attr.position), pa.entries,
                                   positions[k][i], given));
      }
  }

  /// Piece `k`'s kernel (after the piece's earlier uses), then its copies back, one at a
  /// time after every copy in.
  void run_piece(size_t k) {
    const size_t dev = pieces[k].device;
    const cl_command_queue q = queues[dev];
    if (mp.split.pipelined && k > 0) {
      // The band above done (its results copied back), then the rows this band reads of it.
      std::vector<cl_event> above = given;
      above.push_back(done[k - 1]);
      for (size_t i = 0; i < args_.size(); ++i) {
        const PieceArg& pa = pieces[k].args[i];
        if (pa.copy_in && pa.desc.rows_above)
          copy_in(k, parent(i, dev), pa.region, mems[k][i], above);
      }
      before[k].push_back(done[k - 1]);
    }
    std::vector<cl_event> w = before[k].empty() ? given : before[k];
    for (DistBuffer* d : dists) w.insert(w.end(), d->pending(dev).begin(), d->pending(dev).end());
    cl_event ran = nullptr;
    kernel.enqueue_piece(q, *built[k], *mp.memos[k], pieces[k],
                         kernel.device_entry(devices[dev]).sync, mems[k], positions[k],
                         cl_uint(w.size()), w.empty() ? nullptr : w.data(), &ran);
    made.events.push_back(ran);
    for (DistBuffer* d : dists) {
      bool wrote = false;
      for (const Stored& s : args_) wrote |= s.dist == d && s.desc.attr.def != ACL_NONE;
      d->used(dev, ran, wrote);
    }
    cl_event last = ran;
    for (size_t i = 0; i < args_.size(); ++i) {
      const PieceArg& pa = pieces[k].args[i];
      if (!pa.copy_out) continue;
      std::vector<cl_event> after = all_in;
      after.push_back(ran);
      if (chain) after.push_back(chain);
      cl_event e = nullptr;
      copy_box(q, {mems[k][i], 0}, pa.owned_here, parent(i, dev), pa.owned, after, &e);
      made.events.push_back(e);
      chain = last = e;
    }
    done.push_back(last);
  }

  /// Commands wait on events of other queues (copies in, bands above, margin rows): every
  /// queue is flushed so that they start without waiting for the next blocking call on it.
  /// The marker on the first queue waits for every piece.
  void finish(cl_event* event) {
    for (size_t k = 0; k < pieces.size(); ++k)
      check_cl(clFlush(queues[pieces[k].device]), "clFlush (a launch over several devices)");
    cl_event marker = nullptr;
    check_cl(clEnqueueMarkerWithWaitList(queues[0], cl_uint(done.size()), done.data(), &marker),
             "clEnqueueMarkerWithWaitList (the end of a launch over several devices)");
    if (event)
      *event = marker;
    else
      clReleaseEvent(marker);
  }
};

void AclKernel::enqueue_multi(const std::vector<cl_command_queue>& queues,
                              const std::vector<double>& weights, cl_uint num_events,
                              const cl_event* wait_list, cl_event* event) {
  const std::string who = "clEnqueueAclKernelMulti";
  if (queues.empty()) throw Error(CL_INVALID_VALUE, who + ": num_queues is 0");
  std::vector<cl_device_id> devices;
  for (size_t i = 0; i < queues.size(); ++i)
    devices.push_back(queue_device(queues[i], who + ": queues[" + std::to_string(i) + "]"));
  check_wait_list(who, context_, "the queues' and the ACL kernel's", num_events, wait_list);
  normalised_weights(weights, queues.size());

  std::lock_guard<std::mutex> lock(mu_);
  // The distributed buffers, each once, locked in one order for the whole launch.
  std::vector<DistBuffer*> dists;
  for (const Stored& s : args_)
    if (s.dist && std::find(dists.begin(), dists.end(), s.dist) == dists.end())
      dists.push_back(s.dist);
  if (queues.size() == 1 && dists.empty())
    return enqueue_locked(queues[0], devices[0], num_events, wait_list, event);
  std::sort(dists.begin(), dists.end());
  std::vector<std::unique_lock<std::mutex>> held;
  for (DistBuffer* d : dists) held.push_back(d->lock());
  Pin pin{pinned_from_};
  MultiPlan mp = plan_multi(devices, weights);
  // Everything that can fail for a reason of ACL's own fails before the first enqueue.
  std::vector<Built*> built;
  for (size_t k = 0; k < mp.split.pieces.size(); ++k) {
    const cl_device_id dev = devices[mp.split.pieces[k].device];
    built.push_back(&built_for(*mp.memos[k], device_entry(dev), dev));
  }
  MultiLaunch launch(*this, queues, devices, dists, mp, built,
                     std::vector<cl_event>(wait_list, wait_list + num_events));
  launch.make_buffers();
  launch.exchange_margins();
  launch.copy_all_in();
  for (size_t k = 0; k < mp.split.pieces.size(); ++k) launch.run_piece(k);
  launch.finish(event);
}

std::string AclKernel::multi_plan_text(const std::vector<cl_device_id>& devices,
                                       const std::vector<double>& weights) {
  const std::string who = "aclGetKernelMultiPlan";
  if (devices.empty()) throw Error(CL_INVALID_VALUE, who + ": num_devices is 0");
  for (size_t i = 0; i < devices.size(); ++i)
    check_device(devices[i], who + ": devices[" + std::to_string(i) + "]");
  normalised_weights(weights, devices.size());
  std::lock_guard<std::mutex> lock(mu_);
  Pin pin{pinned_from_};
  MultiPlan mp = plan_multi(devices, weights);
  std::ostringstream os;
  os << mp.split;
  for (size_t k = 0; k < mp.memos.size(); ++k)
    os << "device " << mp.split.pieces[k].device << ": " << mp.memos[k]->plan;
  return os.str();
}

std::vector<double> AclKernel::measure_weights(const std::vector<cl_command_queue>& queues) {
  if (queues.empty()) throw Error(CL_INVALID_VALUE, "aclMeasureDeviceWeights: num_queues is 0");
  std::vector<double> speed;
  for (cl_command_queue q : queues) {
    enqueue(q, 0, nullptr, nullptr);  // builds, warms up
    check_cl(clFinish(q), "clFinish");
    const auto t0 = std::chrono::steady_clock::now();
    enqueue(q, 0, nullptr, nullptr);
    check_cl(clFinish(q), "clFinish");
    const std::chrono::duration<double> t = std::chrono::steady_clock::now() - t0;
    speed.push_back(1.0 / std::max(t.count(), 1e-9));
  }
  return normalised_weights(speed, queues.size());
}

}  // namespace acl::detail
