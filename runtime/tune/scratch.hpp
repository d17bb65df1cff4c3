// The tuner's bench: private copies of a kernel's buffers on a profiling queue of their own
// (Scratch), a private copy of the kernel over them (copy_of) and its timing.
#pragma once

#include <CL/cl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "error.hpp"
#include "launch/kernel.hpp"

namespace acl::detail {

using Clock = std::chrono::steady_clock;

inline double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// The buffers of a tuning run: one working copy per distinct buffer of the kernel (a buffer
/// given to two arguments stays one), its initial contents, and a profiling queue.
class Scratch {
 public:
  Scratch(const AclKernel::Snapshot& v, cl_device_id device) : context_(v.context) {
    cl_int err = CL_SUCCESS;
    queue_ = clCreateCommandQueue(context_, device, CL_QUEUE_PROFILING_ENABLE, &err);
    check_cl(err, "clCreateCommandQueue (the tuner's profiling queue)");
    std::map<cl_mem, int> seen;
    for (size_t i = 0; i < v.args.size(); ++i) {
      const ArgDesc& a = v.args[i];
      slot_.push_back(-1);
      if (a.kind != ArgKind::Transfer && a.kind != ArgKind::Global) continue;
      cl_mem orig = nullptr;
      std::memcpy(&orig, v.values[i].data(), sizeof orig);
      auto [it, fresh] = seen.emplace(orig, int(buffers_.size()));
      slot_.back() = it->second;
      if (fresh) add_buffer(orig);
      Buffer& b = buffers_[size_t(it->second)];
      if (b.type.empty()) b.type = a.param.type;
      b.read |= a.kind == ArgKind::Global || a.attr.ref != ACL_NONE;
      b.transfer_only &= a.kind == ArgKind::Transfer;
    }
    fill_initial();
  }
  ~Scratch() {
    for (Buffer& b : buffers_) {
      if (b.work) clReleaseMemObject(b.work);
      if (b.init) clReleaseMemObject(b.init);
    }
    if (queue_) clReleaseCommandQueue(queue_);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  cl_command_queue queue() const { return queue_; }
  /// The working copy that argument `i` takes (nullptr: not a buffer).
  cl_mem work_for(size_t i) const {
    return slot_[i] < 0 ? nullptr : buffers_[size_t(slot_[i])].work;
  }

  /// Working copies back to their initial contents.
  void reset() {
    for (Buffer& b : buffers_)
      check_cl(clEnqueueCopyBuffer(queue_, b.init, b.work, 0, 0, b.bytes, 0, nullptr, nullptr),
               "clEnqueueCopyBuffer (tuner)");
  }

  /// Every working copy's bytes.
  std::vector<std::vector<unsigned char>> read() {
    std::vector<std::vector<unsigned char>> out;
    for (Buffer& b : buffers_) {
      out.emplace_back(b.bytes);
      check_cl(clEnqueueReadBuffer(queue_, b.work, CL_TRUE, 0, b.bytes, out.back().data(), 0,
                                   nullptr, nullptr),
               "clEnqueueReadBuffer (tuner)");
    }
    return out;
  }

  /// "" when `got` equals `want` (floating-point words within a relative 1e-5), else where
  /// they first differ.
  std::string compare(const std::vector<std::vector<unsigned char>>& want,
                      const std::vector<std::vector<unsigned char>>& got) const {
    for (size_t k = 0; k < buffers_.size(); ++k) {
      const Buffer& b = buffers_[k];
      const bool f = is_float_type(b.type), d = is_double_type(b.type);
      const size_t word = f ? 4 : d ? 8 : 1;
      for (size_t at = 0; at + word <= b.bytes; at += word) {
        if (std::memcmp(&want[k][at], &got[k][at], word) == 0) continue;
        double x = 0, y = 0;
        if (f) {
          float a, c;
          std::memcpy(&a, &want[k][at], 4), std::memcpy(&c, &got[k][at], 4);
          x = a, y = c;
        } else if (d) {
          std::memcpy(&x, &want[k][at], 8), std::memcpy(&y, &got[k][at], 8);
        }
        if ((f || d) && std::isfinite(x) && std::abs(x - y) <= 1e-5 * std::max(1.0, std::abs(x)))
          continue;
        return "buffer " + std::to_string(k) + " (" + b.type + ") differs at byte " +
               std::to_string(at);
      }
    }
    return "";
  }

 private:
  static bool is_float_type(const std::string& t) { return t.rfind("float", 0) == 0; }
  static bool is_double_type(const std::string& t) { return t.rfind("double", 0) == 0; }

  struct Buffer {
    cl_mem orig = nullptr, work = nullptr, init = nullptr;
    size_t bytes = 0;
    cl_mem_flags flags = 0;
    std::string type;
    bool read = false, transfer_only = true;
  };

  void add_buffer(cl_mem orig) {
    Buffer b;
    b.orig = orig;
    check_cl(clGetMemObjectInfo(orig, CL_MEM_SIZE, sizeof b.bytes, &b.bytes, nullptr),
             "clGetMemObjectInfo");
    check_cl(clGetMemObjectInfo(orig, CL_MEM_FLAGS, sizeof b.flags, &b.flags, nullptr),
             "clGetMemObjectInfo");
    // The kernel's access as the user declared it (planning reads CL_MEM_WRITE_ONLY); host
    // pointers are the user's and are not copied.
    const cl_mem_flags access =
        b.flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY);
    cl_int err = CL_SUCCESS;
    b.work = clCreateBuffer(context_, access ? access : CL_MEM_READ_WRITE, b.bytes, nullptr, &err);
    check_cl(err, "clCreateBuffer (the tuner's copy of a buffer)");
    b.init = clCreateBuffer(context_, CL_MEM_READ_WRITE, b.bytes, nullptr, &err);
    check_cl(err, "clCreateBuffer (the tuner's copy of a buffer)");
    buffers_.push_back(b);
  }

  /// Floating-point data the kernel reads through its attributes: random small integers, so
  /// that sums come out exact in any order. Data only written: a poison pattern. The rest
  /// (integers, which may be indices; plain buffers) as the user's buffer holds it now.
  void fill_initial() {
    std::mt19937 rng(20261125);
    for (Buffer& b : buffers_) {
      const bool f = is_float_type(b.type), d = is_double_type(b.type);
      std::vector<unsigned char> host(b.bytes, 0xA5);
      if (b.read && b.transfer_only && (f || d)) {
        for (size_t at = 0; at + (f ? 4 : 8) <= b.bytes; at += f ? 4 : 8) {
          const double v = double(rng() % 8);
          if (f) {
            const float x = float(v);
            std::memcpy(&host[at], &x, 4);
          } else {
            std::memcpy(&host[at], &v, 8);
          }
        }
      } else if (b.read) {
        check_cl(clEnqueueCopyBuffer(queue_, b.orig, b.init, 0, 0, b.bytes, 0, nullptr, nullptr),
                 "clEnqueueCopyBuffer (tuner)");
        continue;
      }
      check_cl(clEnqueueWriteBuffer(queue_, b.init, CL_TRUE, 0, b.bytes, host.data(), 0,
                                    nullptr, nullptr),
               "clEnqueueWriteBuffer (tuner)");
    }
    check_cl(clFinish(queue_), "clFinish (tuner)");
  }

  cl_context context_;
  cl_command_queue queue_ = nullptr;
  std::vector<Buffer> buffers_;
  std::vector<int> slot_;
};

/// A private copy of the user's kernel over the scratch buffers, planning with one profile.
std::unique_ptr<AclKernel> copy_of(const AclKernel::Snapshot& v, const Scratch& s);

/// One launch's time in ms: from a marker before it to the end of its last launch.
double time_once(AclKernel& k, cl_command_queue q, cl_device_id device);

/// The median of `reps` launches' times in ms, after a launch to warm up.
double median_ms(AclKernel& k, cl_command_queue q, cl_device_id device, unsigned reps);

}  // namespace acl::detail
