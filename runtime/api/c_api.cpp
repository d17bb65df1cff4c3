// The extern "C" shims: the one place that turns exceptions into cl_int codes.
#include <algorithm>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "api/pick_device.hpp"
#include "attributes/attributes.hpp"
#include "device/tuning.hpp"
#include "error.hpp"
#include "launch/kernel.hpp"
#include "tune/tuner.hpp"

struct _acl_kernel : acl::detail::AclKernel {
  using AclKernel::AclKernel;
};

namespace {

thread_local std::string last_error;

cl_int fail(cl_int code, const std::string& message) {
  last_error = message;
  return code;
}

/// Runs `body`, mapping every exception to a code and the thread's last message.
template <typename F>
cl_int guarded(F&& body) {
  try {
    body();
    last_error.clear();
    return CL_SUCCESS;
  } catch (const acl::detail::Error& e) {
    return fail(e.code(), e.what());
  } catch (const std::bad_alloc&) {
    return fail(CL_OUT_OF_HOST_MEMORY, "out of host memory");
  } catch (const std::exception& e) {
    return fail(CL_INVALID_OPERATION, std::string("ACL internal error: ") + e.what());
  } catch (...) {
    return fail(CL_INVALID_OPERATION, "ACL internal error: unknown exception");
  }
}

/// A distributed buffer's handle is the object itself, seen opaquely from C.
acl::detail::DistBuffer& checked(acl_dist_buffer b) {
  auto* d = reinterpret_cast<acl::detail::DistBuffer*>(b);
  if (!d || d->magic != acl::detail::DistBuffer::kMagic)
    throw acl::detail::Error(CL_INVALID_MEM_OBJECT, "not a valid acl_dist_buffer");
  return *d;
}

acl::detail::AclKernel& checked(cl_acl_kernel k) {
  if (!k || k->magic != acl::detail::AclKernel::kMagic)
    throw acl::detail::Error(CL_INVALID_KERNEL, "not a valid cl_acl_kernel");
  return *k;
}

cl_int copy_text(const std::string& text, size_t buffer_size, char* buffer, size_t* size_ret) {
  if (size_ret) *size_ret = text.size() + 1;
  if (buffer) {
    if (buffer_size < text.size() + 1)
      throw acl::detail::Error(CL_INVALID_VALUE, "buffer_size " + std::to_string(buffer_size) +
                                                     " is below the " +
                                                     std::to_string(text.size() + 1) +
                                                     " bytes needed; ask with size_ret first");
    std::memcpy(buffer, text.c_str(), text.size() + 1);
  }
  return CL_SUCCESS;
}

/// `n` entries of a C array argument named `what` (NULL only when `n` is 0).
template <typename T>
std::vector<T> entries(const T* p, cl_uint n, const char* what) {
  if (n && !p)
    throw acl::detail::Error(CL_INVALID_VALUE,
                             std::string(what) + " is NULL with a count of " + std::to_string(n));
  return std::vector<T>(p, p + n);
}

}  // namespace

extern "C" {

cl_acl_kernel clCreateAclKernel(cl_context context, const char* user_source, const char* options,
                                cl_int* errcode_ret) {
  cl_acl_kernel k = nullptr;
  cl_int err = guarded([&] {
    if (!user_source)
      throw acl::detail::Error(CL_INVALID_VALUE, "clCreateAclKernel: source is NULL");
    k = new _acl_kernel(context, user_source, options ? options : "");
  });
  if (errcode_ret) *errcode_ret = err;
  return k;
}

cl_int clRetainAclKernel(cl_acl_kernel kernel) {
  return guarded([&] { ++checked(kernel).refs; });
}

cl_int clReleaseAclKernel(cl_acl_kernel kernel) {
  return guarded([&] {
    if (--checked(kernel).refs == 0) {
      kernel->magic = 0;
      delete kernel;
    }
  });
}

cl_int clSetAclKernelArg(cl_acl_kernel kernel, cl_uint arg_index, size_t arg_size,
                         const void* arg_value, const acl_attr* attr) {
  return guarded([&] { checked(kernel).set_arg(arg_index, arg_size, arg_value, attr); });
}

cl_int clSetAclKernelArgScalar(cl_acl_kernel kernel, cl_uint arg_index, const char* type,
                               size_t arg_size, const void* arg_value) {
  return guarded([&] {
    acl::detail::AclKernel& k = checked(kernel);
    if (type) acl::detail::check_scalar_type(arg_index, k.param(arg_index), type);
    k.set_arg(arg_index, arg_size, arg_value, nullptr);
  });
}

cl_int clEnqueueAclKernel(cl_command_queue queue, cl_acl_kernel kernel,
                          cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                          cl_event* event) {
  return guarded([&] {
    acl::detail::AclKernel& k = checked(kernel);
    const cl_device_id device = k.launch_device(queue, num_events_in_wait_list, event_wait_list);
    acl::detail::auto_tune(k, queue, device);  // ACL_TUNE
    k.enqueue_on(queue, device, num_events_in_wait_list, event_wait_list, event);
  });
}

cl_int aclGetKernelPlan(cl_acl_kernel kernel, cl_device_id device, size_t buffer_size,
                        char* buffer, size_t* size_ret) {
  return guarded([&] {
    copy_text(checked(kernel).plan_text(device), buffer_size, buffer, size_ret);
  });
}

cl_int aclGetKernelSource(cl_acl_kernel kernel, cl_device_id device, size_t buffer_size,
                          char* buffer, size_t* size_ret) {
  return guarded([&] {
    copy_text(checked(kernel).source_text(device), buffer_size, buffer, size_ret);
  });
}

cl_int aclTuneKernel(cl_command_queue queue, cl_acl_kernel kernel,
                     const acl_tune_options* options, acl_tune_result* result) {
  return guarded([&] {
    acl::detail::AclKernel& k = checked(kernel);
    if (!queue) throw acl::detail::Error(CL_INVALID_COMMAND_QUEUE, "aclTuneKernel: queue is NULL");
    const acl_tune_options defaults = ACL_TUNE_OPTIONS_INIT;
    const acl_tune_options& o = options ? *options : defaults;
    if (!(o.seconds >= 0) || o.seconds > 1e6)
      throw acl::detail::Error(CL_INVALID_VALUE, "aclTuneKernel: options->seconds " +
                                                     std::to_string(o.seconds) +
                                                     " is not within 0..1e6 (0: 60)");
    if (o.reps > 10000)
      throw acl::detail::Error(CL_INVALID_VALUE, "aclTuneKernel: options->reps " +
                                                     std::to_string(o.reps) +
                                                     " is above 10000 (0: 7)");
    acl::detail::TuneOptions t;
    t.seconds = o.seconds > 0 ? o.seconds : 60;
    t.reps = o.reps ? o.reps : 7;
    t.save = o.save != 0;
    t.general = o.general != 0;
    t.progress = o.progress != 0;
    const acl::detail::TuneReport r = acl::detail::tune_kernel(k, queue, t);
    if (!result) return;
    *result = acl_tune_result{};
    result->default_ms = r.default_ms;
    result->best_ms = r.best_ms;
    result->plans = r.plans;
    result->rejected = r.rejected;
    result->saved = r.saved;
    auto put = [](char* to, size_t n, const std::string& s) {
      std::strncpy(to, s.c_str(), n - 1);
      to[n - 1] = '\0';
    };
    put(result->shape, sizeof result->shape, r.shape);
    put(result->knobs, sizeof result->knobs, r.knobs);
    put(result->row, sizeof result->row, r.row);
  });
}

cl_int clEnqueueAclKernelMulti(cl_uint num_queues, const cl_command_queue* queues,
                               cl_acl_kernel kernel, const double* weights,
                               cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                               cl_event* event) {
  return guarded([&] {
    acl::detail::AclKernel& k = checked(kernel);
    k.enqueue_multi(
        entries(queues, num_queues, "clEnqueueAclKernelMulti: queues"),
        weights ? std::vector<double>(weights, weights + num_queues) : std::vector<double>(),
        num_events_in_wait_list, event_wait_list, event);
  });
}

cl_int aclGetKernelMultiPlan(cl_acl_kernel kernel, cl_uint num_devices, const cl_device_id* devices,
                             const double* weights, size_t buffer_size, char* buffer,
                             size_t* size_ret) {
  return guarded([&] {
    acl::detail::AclKernel& k = checked(kernel);
    copy_text(k.multi_plan_text(entries(devices, num_devices, "aclGetKernelMultiPlan: devices"),
                                weights ? std::vector<double>(weights, weights + num_devices)
                                        : std::vector<double>()),
              buffer_size, buffer, size_ret);
  });
}

cl_int aclMeasureDeviceWeights(cl_acl_kernel kernel, cl_uint num_queues,
                               const cl_command_queue* queues, double* weights) {
  return guarded([&] {
    acl::detail::AclKernel& k = checked(kernel);
    if (!weights)
      throw acl::detail::Error(CL_INVALID_VALUE, "aclMeasureDeviceWeights: weights is NULL");
    const std::vector<double> w =
        k.measure_weights(entries(queues, num_queues, "aclMeasureDeviceWeights: queues"));
    std::copy(w.begin(), w.end(), weights);
  });
}

acl_dist_buffer aclCreateDistBuffer(cl_context context, cl_uint num_queues,
                                    const cl_command_queue* queues, cl_uint layout, size_t width,
                                    size_t height, cl_uint word_size, size_t margin_rows,
                                    const size_t* bounds, cl_int* errcode_ret) {
  acl_dist_buffer made = nullptr;
  const cl_int err = guarded([&] {
    const std::string who = "aclCreateDistBuffer";
    if (!context) throw acl::detail::Error(CL_INVALID_CONTEXT, who + ": context is NULL");
    if (num_queues == 0) throw acl::detail::Error(CL_INVALID_VALUE, who + ": num_queues is 0");
    const std::vector<cl_command_queue> q =
        entries(queues, num_queues, "aclCreateDistBuffer: queues");
    for (size_t i = 0; i < q.size(); ++i) {
      cl_context ctx = nullptr;
      if (!q[i] ||
          clGetCommandQueueInfo(q[i], CL_QUEUE_CONTEXT, sizeof ctx, &ctx, nullptr) != CL_SUCCESS)
        throw acl::detail::Error(CL_INVALID_COMMAND_QUEUE, who + ": queues[" + std::to_string(i) +
                                                               "] is not a valid command queue");
      if (ctx != context)
        throw acl::detail::Error(CL_INVALID_CONTEXT, who + ": queues[" + std::to_string(i) +
                                                         "] belongs to another context");
    }
    std::vector<size_t> b;
    if (bounds) b.assign(bounds, bounds + num_queues + 1);
    made = reinterpret_cast<acl_dist_buffer>(
        new acl::detail::DistBuffer(context, q, layout, width, height, word_size, margin_rows, b));
  });
  if (errcode_ret) *errcode_ret = err;
  return made;
}

cl_int aclRetainDistBuffer(acl_dist_buffer buffer) {
  return guarded([&] { ++checked(buffer).refs; });
}

cl_int aclReleaseDistBuffer(acl_dist_buffer buffer) {
  return guarded([&] { acl::detail::DistBuffer::release(&checked(buffer)); });
}

cl_int aclEnqueueWriteDistBuffer(acl_dist_buffer buffer, cl_bool blocking, const void* host,
                                 cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                                 cl_event* event) {
  return guarded([&] {
    checked(buffer).write(blocking, host, num_events_in_wait_list, event_wait_list, event);
  });
}

cl_int aclEnqueueReadDistBuffer(acl_dist_buffer buffer, cl_bool blocking, void* host,
                                cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                                cl_event* event) {
  return guarded([&] {
    checked(buffer).read(blocking, host, num_events_in_wait_list, event_wait_list, event);
  });
}

cl_int aclEnqueueExchangeHalos(acl_dist_buffer buffer, cl_uint num_events_in_wait_list,
                               const cl_event* event_wait_list, cl_event* event) {
  return guarded(
      [&] { checked(buffer).exchange(num_events_in_wait_list, event_wait_list, event); });
}

cl_int aclGetDistBufferPiece(acl_dist_buffer buffer, cl_uint index, cl_mem* piece,
                             size_t* first_row, size_t* rows) {
  return guarded([&] {
    acl::detail::DistBuffer& d = checked(buffer);
    if (index >= d.queues.size())
      throw acl::detail::Error(CL_INVALID_VALUE, "aclGetDistBufferPiece: index " +
                                                     std::to_string(index) + " of " +
                                                     std::to_string(d.queues.size()) + " pieces");
    const acl::detail::DistBuffer::Piece& p = d.piece(index);
    if (piece) *piece = p.mem;
    if (first_row) *first_row = p.held_first;
    if (rows) *rows = p.held_rows();
  });
}

cl_int clSetAclKernelArgDist(cl_acl_kernel kernel, cl_uint arg_index, acl_dist_buffer buffer,
                             const acl_attr* attr) {
  return guarded([&] {
    acl::detail::AclKernel& k = checked(kernel);
    acl::detail::DistBuffer& d = checked(buffer);
    if (!attr)
      throw acl::detail::Error(CL_INVALID_VALUE,
                               "clSetAclKernelArgDist: attr is NULL: a "
                               "distributed buffer is always transferred");
    k.set_arg_dist(arg_index, &d, *attr);
  });
}

cl_int aclGetBandBounds(size_t extent, size_t unit, cl_uint parts, const double* weights,
                        size_t* bounds) {
  return guarded([&] {
    if (parts == 0 || !bounds)
      throw acl::detail::Error(CL_INVALID_VALUE, "aclGetBandBounds: parts is 0 or bounds NULL");
    if (unit == 0) throw acl::detail::Error(CL_INVALID_VALUE, "aclGetBandBounds: unit is 0");
    const std::vector<double> w = acl::detail::normalised_weights(
        weights ? std::vector<double>(weights, weights + parts) : std::vector<double>(), parts);
    const std::vector<size_t> b = acl::detail::band_bounds(extent, unit, w);
    std::copy(b.begin(), b.end(), bounds);
  });
}

cl_int aclAttrInit(acl_attr* attr) {
  return guarded([&] {
    if (!attr) throw acl::detail::Error(CL_INVALID_VALUE, "aclAttrInit: attr is NULL");
    const acl_attr defaults = ACL_ATTR_INIT;
    *attr = defaults;
  });
}

cl_int aclPickDevice(cl_device_type type, cl_platform_id* platform, cl_device_id* device) {
  return guarded([&] { acl::detail::pick_device(type, platform, device); });
}

const char* aclGetLastErrorMessage(void) { return last_error.c_str(); }

void aclGetVersion(cl_uint* major, cl_uint* minor, cl_uint* patch) {
  if (major) *major = ACL_VERSION_MAJOR;
  if (minor) *minor = ACL_VERSION_MINOR;
  if (patch) *patch = ACL_VERSION_PATCH;
}

cl_int aclGetTuningFile(size_t buffer_size, char* buffer, size_t* size_ret) {
  return guarded(
      [&] { copy_text(acl::detail::user_tuning_file(), buffer_size, buffer, size_ret); });
}

}  // extern "C"
