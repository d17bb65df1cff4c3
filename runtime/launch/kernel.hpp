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
#include "device/tuning.hpp"
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

  /// What the tuner (runtime/tune/tuner.cpp) needs of this kernel on `device`: its
  /// arguments as set now and the profile its plans start from. Throws ACL_ARG_NOT_SET
  /// for an argument never set.
  struct TuneView {
    cl_context context = nullptr;
    std::string source, options;
    std::vector<ArgDesc> args;
    std::vector<std::vector<unsigned char>> values;  ///< clSetAclKernelArg's bytes per argument
    DeviceProfile profile;  ///< device table, the class's tuning rows, ACL_KNOBS
    ShapeClass shape;
    std::string default_plan;  ///< the plan's text with that profile
  };
  TuneView tune_view(cl_device_id device);
  /// From now on plans for `device` use `profile` as it is (no tuning rows, no ACL_KNOBS);
  /// every memo entry is dropped. For the tuner's private copy of a kernel.
  void use_profile(cl_device_id device, const DeviceProfile& profile);
  /// Re-reads the tuning rows of every device and drops the memo (the database changed).
  void reload_tuning();
  /// Marks this kernel as the tuner's own copy: ACL_TUNE never tunes it.
  void set_tuner_copy() { tuner_copy_ = true; }

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
  struct PerDevice {
    DeviceProfile profile;
    uint64_t config = 0;  ///< config_ that `current` matches
    Memo* current = nullptr;
  };

  PerDevice& device_entry(cl_device_id device);
  size_t key_hash(cl_device_id device) const;
  bool matches(const Memo& m, cl_device_id device) const;
  /// The memo entry for the arguments as they are now: found, or planned and generated.
  Memo& memo_for(PerDevice& entry, cl_device_id device);
  Memo& add_memo(PerDevice& entry, cl_device_id device, size_t hash);  ///< plans, generates
  /// The plan for the arguments as they are now, with the tuning rows of their class.
  Plan plan_for(const PerDevice& entry) const;
  void evict_one();
  Built& built_for(Memo& m, PerDevice& entry, cl_device_id device);  ///< builds when needed
  /// A plan on vectors whose build failed (`log`): planned and built again on words.
  Built& words_instead(Memo& m, PerDevice& entry, cl_device_id device, const std::string& log);
  /// Sets the extra int arguments of each of the plan's launches and enqueues them in
  /// order; `first_extra` is the index of the kernel's first wavefront parameter.
  void enqueue_launches(cl_command_queue queue, Built& b, const Plan& plan, cl_uint first_extra,
                        cl_uint num_events, const cl_event* wait_list, cl_event* event);
  std::vector<ArgDesc> descs() const;

  std::mutex mu_;
  cl_context context_;
  std::string source_, options_;
  std::vector<Param> params_;
  bool word_by_word_ = false;  ///< User_main cannot see where its words lie (sees_positions)
  /// User_main may run on vectors of words (lane_safe); cleared when such a build fails.
  bool lane_safe_ = false;
  std::string source_hash_;  ///< of the User_main source (tuning rows, device/tuning.hpp)
  bool tuner_copy_ = false;  ///< the tuner's private copy (set_tuner_copy)
  std::mutex tune_mu_;       ///< guards tuned_: ACL_TUNE runs the tuner once per class
  std::vector<std::pair<cl_device_id, std::string>> tuned_;  ///< (device, shape) tuned here
  /// ACL_TUNE=<seconds>: tunes the kernel of the arguments as set now on `queue`'s device
  /// unless this process or the user's database already did (runtime/tune/tuner.cpp).
  void auto_tune(cl_command_queue queue, cl_device_id device);
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
