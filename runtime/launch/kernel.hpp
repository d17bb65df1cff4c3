// An ACL kernel object: stored arguments, a memo of plans per (attributes, device), built
// programs and kernels.
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
#include "device/profile.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

class AclKernel {
 public:
  AclKernel(cl_context context, std::string source, std::string options);
  ~AclKernel();
  AclKernel(const AclKernel&) = delete;
  AclKernel& operator=(const AclKernel&) = delete;

  void set_arg(cl_uint index, size_t size, const void* value, const acl_attr* attr);
  void enqueue(cl_command_queue queue, cl_uint num_events, const cl_event* wait_list,
               cl_event* event);
  std::string plan_text(cl_device_id device);
  std::string source_text(cl_device_id device);

  std::atomic<unsigned> refs{1};
  static constexpr uint32_t kMagic = 0xAC1C0DE5u;
  uint32_t magic = kMagic;

 private:
  struct Stored {
    ArgDesc desc;
    std::vector<unsigned char> value;  ///< bytes for clSetKernelArg
    uint64_t version = 0;              ///< bumps on every set
  };
  /// A built AC kernel for one (device, generated source), shared by the memo entries whose
  /// plans generate that source.
  struct Built {
    cl_program program = nullptr;
    cl_kernel kernel = nullptr;
    std::vector<uint64_t> applied;  ///< argument versions already given to `kernel`
    size_t users = 0;               ///< memo entries using it; released at 0
  };
  /// What a plan depends on of one argument besides its parameter, which is fixed.
  struct ArgKey {
    ArgKind kind = ArgKind::Unset;
    acl_attr attr{};
    size_t local_bytes = 0, position_bytes = 0;
  };
  /// The plan memo: one entry per (arguments' kinds and attributes, device) seen lately,
  /// with its plan, source and, once enqueued, built kernel.
  struct Memo {
    cl_device_id device = nullptr;
    size_t hash = 0;  ///< of device and key
    std::vector<ArgKey> key;
    Plan plan;
    std::string source;
    Built* built = nullptr;
    uint64_t last_use = 0;  ///< for evicting the least recently used
  };
  /// The sync buffer of pipeline plans on one device (Launch::sync_words). A launch's last
  /// work-group zeroes its counters, the first `zero` words; the words after them may hold
  /// the edges it wrote, so a plan with more bands zeroes its counters first. The launches
  /// that use the buffer run one after another, each waiting on the one before (`last`).
  struct SyncBuffer {
    cl_mem mem = nullptr;
    size_t words = 0;
    size_t zero = 0;
    cl_event last = nullptr;
  };
  struct PerDevice {
    DeviceProfile profile;
    uint64_t config = 0;  ///< config_ that `current` matches
    Memo* current = nullptr;
    SyncBuffer sync;
  };

  PerDevice& device_entry(cl_device_id device);
  size_t key_hash(cl_device_id device) const;
  bool matches(const Memo& m, cl_device_id device) const;
  /// The memo entry for the arguments as they are now: found, or planned and generated.
  Memo& memo_for(PerDevice& entry, cl_device_id device);
  Memo& add_memo(PerDevice& entry, cl_device_id device, size_t hash);  ///< plans, generates
  void evict_one();
  Built& built_for(Memo& m, PerDevice& entry, cl_device_id device);  ///< builds when needed
  /// A plan on vectors whose build failed (`log`): planned and built again on words.
  Built& words_instead(Memo& m, PerDevice& entry, cl_device_id device, const std::string& log);
  /// Sets the extra int arguments of each of the plan's launches and enqueues them in
  /// order; `first_extra` is the index of the kernel's first wavefront parameter.
  void enqueue_launches(cl_command_queue queue, Built& b, const Plan& plan, cl_uint first_extra,
                        cl_uint num_events, const cl_event* wait_list, cl_event* event);
  /// A pipeline launch: the device's sync buffer (grown, its counters zeroed, where the plan
  /// needs more words) as the kernel's last argument, the launch after the buffer's last.
  void enqueue_pipeline(cl_command_queue queue, Built& b, const Plan& plan, SyncBuffer& sync,
                        cl_uint arg, cl_uint num_events, const cl_event* wait_list,
                        cl_event* event);
  std::vector<ArgDesc> descs() const;

  std::mutex mu_;
  cl_context context_;
  std::string source_, options_;
  std::vector<Param> params_;
  bool word_by_word_ = false;  ///< User_main cannot see where its words lie (sees_positions)
  /// User_main may run on vectors of words (lane_safe); cleared when such a build fails.
  bool lane_safe_ = false;
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
  std::map<cl_device_id, PerDevice> devices_;
  std::map<std::string, std::unique_ptr<Built>> built_;  ///< by device + source
};

}  // namespace acl::detail
