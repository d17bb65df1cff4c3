// Plans of a launch a step (Plan::step_launches: written data with steps above 1 where the
// knob steps_tiles is 0): the plan of one step, enqueued once a step. The first launch
// reads the argument fed from the user's buffer, each other one the scratch buffer the
// launch before wrote; the last writes the user's buffer. Two scratch buffers a device,
// each the size of the written argument's buffer (laid out alike: the plan rules make the
// argument fed take its layout), kept for the next launch.
#include <cstring>
#include <string>
#include <vector>

#include "error.hpp"
#include "launch/kernel.hpp"

namespace acl::detail {
namespace {

cl_mem buffer_of(const std::vector<unsigned char>& value) {
  cl_mem m = nullptr;
  if (value.size() == sizeof m) std::memcpy(&m, value.data(), sizeof m);
  return m;
}

}  // namespace

void AclKernel::enqueue_steps(cl_command_queue queue, PerDevice& entry, Built& b, const Memo& m,
                              const std::vector<cl_mem>& positions,
                              const std::vector<cl_ulong>& offsets, cl_uint num_events,
                              const cl_event* wait_list, cl_event* event) {
  const Plan& plan = m.plan;
  const unsigned fed = plan.step_feeds, out = plan.step_out;
  int fed_param = -1, out_param = -1;
  for (cl_uint k = 0; k < m.params.size(); ++k)
    if (m.params[k].role == ParamRole::User) {
      if (m.params[k].arg == fed) fed_param = int(k);
      if (m.params[k].arg == out) out_param = int(k);
    }
  if (fed_param < 0 || out_param < 0)
    internal_error("a plan of a launch a step without its arguments");
  const cl_mem in = buffer_of(args_.at(fed).value), result = buffer_of(args_.at(out).value);
  size_t bytes = 0;
  check_cl(clGetMemObjectInfo(result, CL_MEM_SIZE, sizeof bytes, &bytes, nullptr),
           "clGetMemObjectInfo (steps)");
  StepBuffers& s = entry.steps;
  if (s.bytes < bytes) {
    for (cl_mem& x : s.mem) {
      if (x) clReleaseMemObject(x);
      x = nullptr;
    }
    s.bytes = 0;
    for (cl_mem& x : s.mem) {
      cl_int err = CL_SUCCESS;
      x = clCreateBuffer(context_, CL_MEM_READ_WRITE, bytes, nullptr, &err);
      if (err != CL_SUCCESS)
        arg_error(err, out, args_.at(out).desc.param.name,
                  "steps " + std::to_string(plan.step_launches) + ": a scratch buffer of " +
                      std::to_string(bytes) + " bytes could not be created (" +
                      aclGetErrorString(err) + ")");
    }
    s.bytes = bytes;
  }
  std::vector<cl_ulong> moved = offsets;
  cl_event before = nullptr;
  const unsigned n = plan.step_launches;
  try {
    for (unsigned j = 0; j < n; ++j) {
      const cl_mem src = j == 0 ? in : s.mem[(j - 1) % 2];
      const cl_mem dst = j + 1 == n ? result : s.mem[j % 2];
      check_cl(b.set_arg(cl_uint(fed_param), sizeof src, &src), "clSetKernelArg (steps)");
      check_cl(b.set_arg(cl_uint(out_param), sizeof dst, &dst), "clSetKernelArg (steps)");
      if (j == 1) moved[fed] = offsets[out];  // the scratch buffers: the written data's place
      cl_event done = nullptr;
      enqueue_plan(queue, b, m, entry.sync, positions, moved, j ? (before ? 1 : 0) : num_events,
                   j ? &before : wait_list, &done);
      if (before) clReleaseEvent(before);
      before = done;
    }
  } catch (...) {
    if (before) clReleaseEvent(before);
    b.applied[fed] = b.applied[out] = 0;
    throw;
  }
  // The kernels hold scratch buffers now: the next launch binds the user's again.
  b.applied[fed] = b.applied[out] = 0;
  if (event)
    *event = before;
  else if (before)
    clReleaseEvent(before);
}

}  // namespace acl::detail
