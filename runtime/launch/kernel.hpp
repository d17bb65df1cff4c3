// An ACL kernel object: stored arguments (arguments.cpp), a memo of plans per (attributes,
// device) with their built programs and kernels (plan_memo.cpp), enqueue on one device
// (enqueue.cpp) or several (multi.cpp).
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "acl/acl.h"
#include "attributes/attributes.hpp"
#include "codegen/kernel_params.hpp"
#include "device/profile.hpp"
#include "device/tuning.hpp"
#include "launch/dist_buffer.hpp"
#include "planner/make_plan.hpp"
#include "planner/plan.hpp"
#include "planner/partition.hpp"

namespace acl::detail {

/// ACL_PLAN=1 (any value but 0): plans are printed to stderr when made.
bool plan_printing();

/// A kernel of `source` built with `options` fell back to words in this process because
/// User_main did not compile on vectors (plan_memo.cpp).
bool failed_on_vectors(const std::string& source, const std::string& options);

class AclKernel {
 public:
  AclKernel(cl_context context, std::string source, std::string options);
  ~AclKernel();
  AclKernel(const AclKernel&) = delete;
  AclKernel& operator=(const AclKernel&) = delete;

  void set_arg(cl_uint index, size_t size, const void* value, const acl_attr* attr);
  /// User_main's parameter `index` as parsed (fixed at construction, so no lock needed).
  const Param& param(cl_uint index) const { return param_at(index); }
  /// Argument `index` set to a distributed buffer (retained) with the whole array's `attr`.
  void set_arg_dist(cl_uint index, DistBuffer* dist, const acl_attr& attr);
  /// clEnqueueAclKernel: checks the queue and the wait list, then enqueue_on.
  void enqueue(cl_command_queue queue, cl_uint num_events, const cl_event* wait_list,
               cl_event* event);
  /// The device of clEnqueueAclKernel's `queue`, the queue and the wait list checked.
  cl_device_id launch_device(cl_command_queue queue, cl_uint num_events,
                             const cl_event* wait_list) const;
  /// Enqueues the kernel on `queue` of `device` (launch_device) with the arguments as set now.
  void enqueue_on(cl_command_queue queue, cl_device_id device, cl_uint num_events,
                  const cl_event* wait_list, cl_event* event);
  std::string plan_text(cl_device_id device);
  std::string source_text(cl_device_id device);
  /// The device of `queue` (named `who` in errors), checked: a valid queue of the context.
  cl_device_id queue_device(cl_command_queue queue, const std::string& who) const;
  /// This kernel among the ACL kernels of the process: a number never given to another.
  uint64_t id() const { return id_; }

  /// What is set now, read without planning: the arguments (ArgKind::Unset where never set),
  /// whether one is a distributed buffer, the User_main source's hash and the tuning rows
  /// read for `device`.
  struct Settings {
    std::vector<ArgDesc> args;
    bool distributed = false;
    std::string source_hash;
    std::shared_ptr<const std::vector<TunedRow>> tuned;
  };
  Settings settings(cl_device_id device);
  /// The kernel as it stands on `device`, enough to make a copy of it over other buffers
  /// (runtime/tune/ does): its arguments as set now and the profile its plans start from.
  /// Throws ACL_ARG_NOT_SET for an argument never set, CL_INVALID_OPERATION for a
  /// distributed buffer.
  struct Snapshot {
    cl_context context = nullptr;
    std::string source, options;
    std::vector<ArgDesc> args;
    std::vector<std::vector<unsigned char>> values;  ///< clSetAclKernelArg's bytes per argument
    DeviceProfile profile;  ///< device table, the class's tuning rows, ACL_KNOBS
    ShapeClass shape;
    std::string default_plan;  ///< the plan's text with that profile
  };
  Snapshot snapshot(cl_device_id device);
  /// From now on plans for `device` use `profile` as it is (no tuning rows, no ACL_KNOBS);
  /// every memo entry is dropped.
  void use_profile(cl_device_id device, const DeviceProfile& profile);
  /// Re-reads the tuning rows of every device and drops the memo (the database changed).
  void reload_tuning();
  /// One launch over several queues' devices (runtime/launch/multi.cpp).
  void enqueue_multi(const std::vector<cl_command_queue>& queues,
                     const std::vector<double>& weights, cl_uint num_events,
                     const cl_event* wait_list, cl_event* event);
  /// The split of such a launch and every device's plan, as text.
  std::string multi_plan_text(const std::vector<cl_device_id>& devices,
                              const std::vector<double>& weights);
  /// Weights from one timed launch a queue (aclMeasureDeviceWeights).
  std::vector<double> measure_weights(const std::vector<cl_command_queue>& queues);

  std::atomic<unsigned> refs{1};
  static constexpr uint32_t kMagic = 0xAC1C0DE5u;
  uint32_t magic = kMagic;

 private:
  struct Stored {
    ArgDesc desc;
    std::vector<unsigned char> value;  ///< bytes for clSetKernelArg
    uint64_t version = 0;              ///< bumps on every set
    DistBuffer* dist = nullptr;        ///< a distributed buffer (retained), else none
  };
  /// A built AC kernel for one (device, generated source), shared by the memo entries whose
  /// plans generate that source.
  struct Built {
    cl_program program = nullptr;
    cl_kernel kernel = nullptr;
    std::vector<cl_kernel> more;    ///< the program's other kernels (Range::kernel 1, ...),
                                    ///< which take the same arguments
    std::vector<uint64_t> applied;  ///< argument versions already given to the kernels
    std::vector<KernelParam> params;  ///< the kernels' parameters, as every memo using it has
    size_t users = 0;               ///< memo entries using it; released at 0
    /// clSetKernelArg on every kernel of the program; the first error.
    cl_int set_arg(cl_uint index, size_t size, const void* value) const;
    cl_kernel at(unsigned k) const { return k ? more.at(k - 1) : kernel; }
    void release();
  };
  /// What a plan depends on of one argument besides its parameter, which is fixed.
  struct ArgKey {
    ArgKind kind = ArgKind::Unset;
    acl_attr attr{};
    size_t local_bytes = 0, position_bytes = 0, rows_above = 0;
  };
  /// The plan memo: one entry per (arguments' kinds and attributes, device) seen lately,
  /// with its plan, source and, once enqueued, built kernel.
  struct Memo {
    cl_device_id device = nullptr;
    size_t hash = 0;  ///< of device and key
    std::vector<ArgKey> key;
    std::vector<ArgDesc> descs;  ///< the arguments it was planned from
    Plan plan;
    std::string source;
    std::vector<KernelParam> params;  ///< the generated kernels' parameters, bound by role
    Built* built = nullptr;
    uint64_t last_use = 0;  ///< for evicting the least recently used
  };
  /// The sync buffer of pipeline plans on one device (Launch::sync_words). A launch's last
  /// work-group zeroes its counters, the first `zero` words; the words after them may hold
  /// the edges it wrote, so a plan with more bands zeroes its counters first. The launches
  /// that use the buffer run one after another, each waiting on the one before (`last`).
  /// Scan plans leave their ticket counting on: a launch takes the tickets from `issued`
  /// on and tags its totals with `scans`, the count of scan launches since the buffer was
  /// last zeroed; a scan after another kind of plan, or past the words zeroed, zeroes its
  /// whole part of the buffer first, and another kind of plan after a scan its counters.
  struct SyncBuffer {
    cl_mem mem = nullptr;
    size_t words = 0;
    size_t zero = 0;
    cl_event last = nullptr;
    /// Plans that leave tagged words behind (Scan, Pyramid): the kind of the launches since
    /// the buffer was last zeroed whole, 0 = none of them
    int scanning = 0;
    uint32_t issued = 0;    ///< tickets those launches took (mod 2^32)
    uint32_t scans = 0;     ///< those launches since
  };
  /// Plans of a launch a step (Plan::step_launches): the results between the launches.
  struct StepBuffers {
    cl_mem mem[2] = {nullptr, nullptr};
    size_t bytes = 0;
  };
  struct PerDevice {
    DeviceProfile profile;
    uint64_t config = 0;  ///< config_ that `current` matches
    Memo* current = nullptr;
    SyncBuffer sync;
    StepBuffers steps;
  };

  /// A launch over several devices, planned: the split, each piece's memo entry.
  struct MultiPlan {
    PartitionPlan split;
    std::vector<Memo*> memos;  ///< one a piece
  };
  /// One launch over several devices, planned and built, in steps (multi.cpp).
  struct MultiLaunch;

  PerDevice& device_entry(cl_device_id device);
  static size_t key_hash(cl_device_id device, const std::vector<ArgDesc>& descs);
  static bool matches(const Memo& m, cl_device_id device, const std::vector<ArgDesc>& descs);
  /// The memo entry for the arguments as they are now: found, or planned and generated.
  Memo& memo_for(PerDevice& entry, cl_device_id device);
  /// The memo entry for arguments `descs` (a device's piece): found, or planned.
  Memo& memo_for(PerDevice& entry, cl_device_id device, const std::vector<ArgDesc>& descs);
  Memo& add_memo(PerDevice& entry, cl_device_id device, size_t hash,
                 const std::vector<ArgDesc>& descs);  ///< plans, generates
  /// The plan for arguments `descs`, with the tuning rows of their class.
  Plan plan_for(const PerDevice& entry, const std::vector<ArgDesc>& descs) const;
  /// Plans a launch over `devices`; memo entries used from here on are kept until unpin.
  MultiPlan plan_multi(const std::vector<cl_device_id>& devices,
                       const std::vector<double>& weights);
  /// User_main's parameter `index`; CL_INVALID_ARG_INDEX naming them all when it has none.
  const Param& param_at(cl_uint index) const;
  /// Stores argument `index` as `d` with `value`, `dist` (taking its reference), bumping
  /// the configuration when its kind or attributes change.
  void store(cl_uint index, const ArgDesc& d, std::vector<unsigned char> value, DistBuffer* dist);
  /// The distributed buffers' bands and margin rows checked against a launch over `queues`;
  /// fills the request's bounds, margin and resident arguments.
  void dist_request(const std::vector<cl_device_id>& devices, PartitionRequest& r) const;
  /// Sets every argument of `b` for one piece (`mems`: the piece's buffers, null where the
  /// argument is as set; `positions`: its position buffers, null where none) and enqueues
  /// its launches (a pipeline with the device's `sync` buffer).
  void enqueue_piece(cl_command_queue queue, Built& b, const Memo& m, const Piece& piece,
                     SyncBuffer& sync, const std::vector<cl_mem>& mems,
                     const std::vector<cl_mem>& positions,
                     cl_uint num_events, const cl_event* wait_list, cl_event* event);
  /// Where the kernels take the parameters given at each launch (KernelParam::role), -1
  /// where they take none.
  struct LaunchSlots {
    int sync = -1, base = -1, count = -1;
    int wave[3] = {-1, -1, -1};  ///< Range::value[0..2]
  };
  /// Sets the parameters of `m`'s kernels past User_main's arguments, each by its role: the
  /// ACL_RANDOM position buffers (`positions`: one an argument, null where none), the
  /// offsets of the shifted arrays (`offsets`: each argument's acl_attr::offset in this
  /// launch, in bytes, which may differ from the plan's by whole runs); and enqueues the
  /// plan: a pipeline launch with `sync`, or its launches.
  void enqueue_plan(cl_command_queue queue, Built& b, const Memo& m, SyncBuffer& sync,
                    const std::vector<cl_mem>& positions, const std::vector<cl_ulong>& offsets,
                    cl_uint num_events, const cl_event* wait_list, cl_event* event);
  /// A plan of a launch a step (Plan::step_launches, launch/steps.cpp): enqueue_plan once a
  /// step, the argument fed and the written one bound to the user's buffers or `entry`'s
  /// scratch buffers in turn, each launch after the one before.
  void enqueue_steps(cl_command_queue queue, PerDevice& entry, Built& b, const Memo& m,
                     const std::vector<cl_mem>& positions, const std::vector<cl_ulong>& offsets,
                     cl_uint num_events, const cl_event* wait_list, cl_event* event);
  void evict_one();
  Built& built_for(Memo& m, PerDevice& entry, cl_device_id device);  ///< builds when needed
  /// A plan on vectors whose build failed (`log`): planned and built again on words.
  Built& words_instead(Memo& m, PerDevice& entry, cl_device_id device, const std::string& log);
  /// Sets the int parameters of each of the plan's launches (`slots.wave`) and enqueues
  /// them in order.
  void enqueue_launches(cl_command_queue queue, Built& b, const Plan& plan,
                        const LaunchSlots& slots, cl_uint num_events, const cl_event* wait_list,
                        cl_event* event);
  /// A pipeline launch: the device's sync buffer (grown, its counters zeroed, where the plan
  /// needs more words) and its tickets as the kernel's parameters (`slots`), the launch
  /// after the buffer's last.
  void enqueue_pipeline(cl_command_queue queue, Built& b, const Plan& plan, SyncBuffer& sync,
                        const LaunchSlots& slots, cl_uint num_events, const cl_event* wait_list,
                        cl_event* event);
  std::vector<ArgDesc> descs() const;
  /// CL_INVALID_DEVICE (naming `who`) unless `device` is a device of the kernel's context.
  void check_device(cl_device_id device, const std::string& who) const;
  /// enqueue's work once the queue is checked and mu_ held.
  void enqueue_locked(cl_command_queue queue, cl_device_id device, cl_uint num_events,
                      const cl_event* wait_list, cl_event* event);

  std::mutex mu_;
  cl_context context_;
  std::string source_, options_;
  std::vector<Param> params_;
  /// What User_main's source allows every plan of it (planner/plan.hpp); its lane_safe and
  /// block_lane_safe are cleared when a build on vectors fails (words_instead).
  PlanOptions plan_options_;
  /// A build of this source and options on vectors failed before in this process
  /// (failed_on_vectors): its plans are on words from the start, and say so.
  bool words_from_start_ = false;
  std::string source_hash_;  ///< of the User_main source (tuning rows, device/tuning.hpp)
  uint64_t id_ = 0;          ///< id()
  std::vector<Stored> args_;
  uint64_t config_ = 1;   ///< bumps when an argument's kind or attributes change
  uint64_t version_ = 0;  ///< source of Stored::version
  /// Memo entries kept per ACL kernel, all devices together (ACL_CACHE_PROGRAMS, default
  /// 64). Entries share a program when their plans generate the same source, so this also
  /// bounds the programs: an application that cycles through more shapes re-plans and
  /// rebuilds (from the driver's cache, usually) rather than growing without bound.
  size_t max_memo_ = 64;
  std::vector<std::unique_ptr<Memo>> memo_;
  std::unordered_multimap<size_t, Memo*> memo_index_;  ///< by Memo::hash
  uint64_t uses_ = 0;  ///< source of Memo::last_use
  /// Memo entries used at or after this use are not evicted (a launch over several devices
  /// holds on to its pieces' entries while it plans the next ones).
  uint64_t pinned_from_ = UINT64_MAX;
  std::string printed_split_;  ///< the split ACL_PLAN=1 printed last
  std::map<cl_device_id, PerDevice> devices_;
  std::map<std::string, std::unique_ptr<Built>> built_;  ///< by device + source
};

}  // namespace acl::detail
