// An ACL kernel object: stored arguments, plans per device, built programs and kernels.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
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
  /// A built AC kernel for one (device, generated source).
  struct Built {
    cl_program program = nullptr;
    cl_kernel kernel = nullptr;
    Plan plan;
    std::vector<uint64_t> applied;  ///< argument versions already given to `kernel`
    uint64_t last_use = 0;          ///< for evicting the least recently used
  };
  void evict_one();
  struct PerDevice {
    DeviceProfile profile;
    uint64_t config = 0;  ///< config_ the current `built` was planned for
    Built* built = nullptr;
  };

  PerDevice& device_entry(cl_device_id device);
  Plan plan_for(PerDevice& entry);
  Built& built_for(cl_device_id device);  ///< plans, generates and builds when needed
  /// Sets the extra int arguments of each launch and enqueues them in order; `first_extra`
  /// is the index of the kernel's first wavefront parameter.
  void enqueue_launches(cl_command_queue queue, Built& b, const Launch& l, cl_uint first_extra,
                        cl_uint num_events, const cl_event* wait_list, cl_event* event);
  std::vector<ArgDesc> descs() const;

  std::mutex mu_;
  cl_context context_;
  std::string source_, options_;
  std::vector<Param> params_;
  bool word_by_word_ = false;  ///< User_main cannot see where its words lie (sees_positions)
  std::vector<Stored> args_;
  uint64_t config_ = 1;   ///< bumps when an argument's kind or attributes change
  uint64_t version_ = 0;  ///< source of Stored::version
  uint64_t uses_ = 0;     ///< source of Built::last_use
  /// Programs kept per ACL kernel (ACL_CACHE_PROGRAMS, default 64): an application that
  /// cycles through more shapes rebuilds (from the driver's cache, usually) rather than
  /// growing without bound.
  size_t max_built_ = 64;
  std::map<cl_device_id, PerDevice> devices_;
  std::map<std::string, std::unique_ptr<Built>> built_;  ///< by device + source
};

}  // namespace acl::detail
