// The tuner's bench (scratch.hpp): the kernel's copy over the scratch buffers, its timing.
#include "tune/scratch.hpp"

#include <algorithm>

namespace acl::detail {

std::unique_ptr<AclKernel> copy_of(const AclKernel::Snapshot& v, const Scratch& s) {
  auto k = std::make_unique<AclKernel>(v.context, v.source, v.options);
  for (size_t i = 0; i < v.args.size(); ++i) {
    const ArgDesc& a = v.args[i];
    const cl_uint n = cl_uint(i);
    cl_mem m = s.work_for(i);
    switch (a.kind) {
      case ArgKind::Transfer:
        k->set_arg(n, sizeof m, &m, &a.attr);
        break;
      case ArgKind::Global:
        k->set_arg(n, sizeof m, &m, nullptr);
        break;
      case ArgKind::Local:
        k->set_arg(n, a.local_bytes, nullptr, nullptr);
        break;
      case ArgKind::Scalar:
        k->set_arg(n, v.values[i].size(), v.values[i].data(), nullptr);
        break;
      case ArgKind::Unset:
        break;  // snapshot has checked every argument is set
    }
  }
  return k;
}

/// One launch's time in ms: from a marker before it to the end of its last launch.
double time_once(AclKernel& k, cl_command_queue q, cl_device_id device) {
  (void)device;
  cl_event start = nullptr, end = nullptr;
  check_cl(clEnqueueMarkerWithWaitList(q, 0, nullptr, &start), "clEnqueueMarkerWithWaitList");
  const auto t0 = Clock::now();
  try {
    k.enqueue(q, 0, nullptr, &end);
  } catch (...) {
    clReleaseEvent(start);
    throw;
  }
  check_cl(clWaitForEvents(1, &end), "clWaitForEvents (tuner)");
  const double wall = seconds_since(t0) * 1e3;
  cl_ulong t_start = 0, t_end = 0;
  const bool profiled =
      clGetEventProfilingInfo(start, CL_PROFILING_COMMAND_START, sizeof t_start, &t_start,
                              nullptr) == CL_SUCCESS &&
      clGetEventProfilingInfo(end, CL_PROFILING_COMMAND_END, sizeof t_end, &t_end, nullptr) ==
          CL_SUCCESS &&
      t_end > t_start;
  clReleaseEvent(start);
  clReleaseEvent(end);
  return profiled ? double(t_end - t_start) * 1e-6 : wall;
}

double median_ms(AclKernel& k, cl_command_queue q, cl_device_id device, unsigned reps) {
  time_once(k, q, device);  // warm-up: caches and clocks as this kernel leaves them
  std::vector<double> t;
  for (unsigned i = 0; i < reps; ++i) t.push_back(time_once(k, q, device));
  std::sort(t.begin(), t.end());
  return t.size() % 2 ? t[t.size() / 2] : 0.5 * (t[t.size() / 2 - 1] + t[t.size() / 2]);
}

}  // namespace acl::detail
