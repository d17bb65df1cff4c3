// Distributed buffers (dist_buffer.hpp): pieces, host writes and reads, margin exchanges.
#include "launch/dist_buffer.hpp"

#include <algorithm>
#include <cstdint>
#include <string>

#include "error.hpp"
#include "planner/partition.hpp"

namespace acl::detail {
namespace {

std::vector<size_t> checked_bounds(std::vector<size_t> bounds, size_t parts, size_t height) {
  if (bounds.empty()) bounds = band_bounds(height, 1, normalised_weights({}, parts));
  if (bounds.size() != parts + 1 || bounds.front() != 0 || bounds.back() != height ||
      !std::is_sorted(bounds.begin(), bounds.end()))
    throw Error(CL_INVALID_VALUE, "aclCreateDistBuffer: bounds must be " +
                                      std::to_string(parts + 1) + " rising rows from 0 to " +
                                      std::to_string(height));
  return bounds;
}

std::vector<cl_device_id> devices_of(const std::vector<cl_command_queue>& queues) {
  std::vector<cl_device_id> d(queues.size());
  for (size_t i = 0; i < queues.size(); ++i)
    check_cl(clGetCommandQueueInfo(queues[i], CL_QUEUE_DEVICE, sizeof d[i], &d[i], nullptr),
             "clGetCommandQueueInfo");
  return d;
}

void release_all(std::vector<cl_event>& events) {
  for (cl_event e : events) clReleaseEvent(e);
  events.clear();
}

}  // namespace

DistBuffer::DistBuffer(cl_context ctx, const std::vector<cl_command_queue>& qs, cl_uint lay,
                       size_t w, size_t h, cl_uint word_bytes, size_t margin,
                       std::vector<size_t> band_bounds)
    : context(ctx),
      queues(qs),
      devices(devices_of(qs)),
      layout(lay),
      width(w),
      height(h),
      word_size(word_bytes),
      margin_rows(lay == ACL_DIST_BANDS ? margin : 0),
      bounds(lay == ACL_DIST_BANDS ? checked_bounds(std::move(band_bounds), qs.size(), h)
                                   : std::vector<size_t>{0, h}) {
  const std::string who = "aclCreateDistBuffer";
  if (layout != ACL_DIST_BANDS && layout != ACL_DIST_COPIES)
    throw Error(CL_INVALID_VALUE, who + ": layout " + std::to_string(layout) +
                                      " is neither ACL_DIST_BANDS nor ACL_DIST_COPIES");
  if (word_bytes != 1 && word_bytes != 2 && word_bytes != 4 && word_bytes != 8 && word_bytes != 16)
    throw Error(ACL_INVALID_WORD_SIZE,
                who + ": word_size " + std::to_string(word_bytes) + " must be 1, 2, 4, 8 or 16");
  if (w == 0 || h == 0) throw Error(CL_INVALID_VALUE, who + ": width and height must be >= 1");
  // Every byte count below is at most height * width * word_size.
  if (w > SIZE_MAX / word_bytes)
    throw Error(CL_INVALID_VALUE, who + ": width " + std::to_string(w) + " of " +
                                      std::to_string(word_bytes) +
                                      "-byte words: a row's bytes do not fit in size_t");
  if (h > SIZE_MAX / (w * word_bytes))
    throw Error(CL_INVALID_VALUE, who + ": height " + std::to_string(h) + " rows of " +
                                      std::to_string(w * word_bytes) +
                                      " bytes: the array's bytes do not fit in size_t");
  pieces_.resize(queues.size());
  pending_.resize(queues.size());
  try {
    for (size_t i = 0; i < queues.size(); ++i) {
      Piece& p = pieces_[i];
      if (layout == ACL_DIST_BANDS) {
        p.first = bounds[i];
        p.end = bounds[i + 1];
        const bool empty = p.first == p.end;
        // Margin rows stop at the array's ends (written so that no sum wraps for a huge margin).
        p.held_first = empty ? p.first : p.first - std::min(p.first, margin_rows);
        p.held_end = empty ? p.first : p.end + std::min(margin_rows, height - p.end);
      } else {
        p.end = p.held_end = height;
      }
      cl_int err = CL_SUCCESS;
      p.mem = clCreateBuffer(context, CL_MEM_READ_WRITE,
                             std::max<size_t>(1, p.held_rows() * row_bytes()), nullptr, &err);
      check_cl(err, "clCreateBuffer (a piece of a distributed buffer)");
      // Each piece lives on its device from the start.
      cl_event e = nullptr;
      check_cl(clEnqueueMigrateMemObjects(queues[i], 1, &p.mem,
                                          CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED, 0, nullptr, &e),
               "clEnqueueMigrateMemObjects");
      pending_[i].push_back(e);
    }
    // The margin spans: rows of each piece's margin that another piece owns.
    for (size_t to = 0; to < pieces_.size() && layout == ACL_DIST_BANDS; ++to) {
      const Piece& t = pieces_[to];
      for (size_t from = 0; from < pieces_.size(); ++from) {
        if (from == to) continue;
        const Piece& f = pieces_[from];
        for (const auto& [lo, hi] :
             {std::pair{t.held_first, t.first}, std::pair{t.end, t.held_end}}) {
          const size_t a = std::max(lo, f.first), b = std::min(hi, f.end);
          if (a >= b) continue;
          transfers_.push_back({from, to, a, b});
        }
      }
    }
  } catch (...) {
    for (Piece& p : pieces_)
      if (p.mem) clReleaseMemObject(p.mem);
    for (std::vector<cl_event>& e : pending_) release_all(e);
    throw;
  }
  clRetainContext(context);
  for (cl_command_queue q : queues) clRetainCommandQueue(q);
}

DistBuffer::~DistBuffer() {
  for (std::vector<cl_event>& e : pending_) release_all(e);
  for (Piece& p : pieces_) clReleaseMemObject(p.mem);
  for (cl_command_queue q : queues) clReleaseCommandQueue(q);
  clReleaseContext(context);
}

void DistBuffer::replace(size_t i, const std::vector<cl_event>& e) {
  for (cl_event x : e) clRetainEvent(x);
  release_all(pending_[i]);
  pending_[i] = e;
}

void DistBuffer::used(size_t i, cl_event e, bool wrote) {
  replace(i, {e});
  stale_ = stale_ || (wrote && layout == ACL_DIST_BANDS);
}

void DistBuffer::finish(const std::vector<cl_event>& events, bool blocking, cl_event* event) {
  if (blocking && !events.empty())
    check_cl(clWaitForEvents(cl_uint(events.size()), events.data()), "clWaitForEvents");
  if (event)
    check_cl(clEnqueueMarkerWithWaitList(queues[0], cl_uint(events.size()),
                                         events.empty() ? nullptr : events.data(), event),
             "clEnqueueMarkerWithWaitList");
}

void DistBuffer::write(bool blocking, const void* host, cl_uint num_events,
                       const cl_event* wait_list, cl_event* event) {
  if (!host) throw Error(CL_INVALID_VALUE, "aclEnqueueWriteDistBuffer: host is NULL");
  check_wait_list("aclEnqueueWriteDistBuffer", context, "the distributed buffer's", num_events,
                  wait_list);
  move_host(true, const_cast<void*>(host), blocking, num_events, wait_list, event);
}

void DistBuffer::read(bool blocking, void* host, cl_uint num_events, const cl_event* wait_list,
                      cl_event* event) {
  if (!host) throw Error(CL_INVALID_VALUE, "aclEnqueueReadDistBuffer: host is NULL");
  check_wait_list("aclEnqueueReadDistBuffer", context, "the distributed buffer's", num_events,
                  wait_list);
  move_host(false, host, blocking, num_events, wait_list, event);
}

void DistBuffer::move_host(bool to_devices, void* host, bool blocking, cl_uint num_events,
                           const cl_event* wait_list, cl_event* event) {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<cl_event> done;
  struct Release {
    std::vector<cl_event>& e;
    ~Release() { release_all(e); }
  } release{done};
  // Writes fill every piece, margin rows too; reads take the bands (of copies, the first).
  const size_t n = !to_devices && layout == ACL_DIST_COPIES ? 1 : pieces_.size();
  for (size_t i = 0; i < n; ++i) {
    const Piece& p = pieces_[i];
    const size_t lo = to_devices ? p.held_first : p.first, hi = to_devices ? p.held_end : p.end;
    if (lo == hi) continue;
    std::vector<cl_event> wait(wait_list, wait_list + num_events);
    wait.insert(wait.end(), pending_[i].begin(), pending_[i].end());
    const size_t at = (lo - p.held_first) * row_bytes(), bytes = (hi - lo) * row_bytes();
    unsigned char* h = static_cast<unsigned char*>(host) + lo * row_bytes();
    cl_event e = nullptr;
    const cl_uint nw = cl_uint(wait.size());
    const cl_event* w = wait.empty() ? nullptr : wait.data();
    check_cl(to_devices ? clEnqueueWriteBuffer(queues[i], p.mem, CL_FALSE, at, bytes, h, nw, w, &e)
                        : clEnqueueReadBuffer(queues[i], p.mem, CL_FALSE, at, bytes, h, nw, w, &e),
             to_devices ? "clEnqueueWriteBuffer (a piece of a distributed buffer)"
                        : "clEnqueueReadBuffer (a piece of a distributed buffer)");
    done.push_back(e);
    if (to_devices) {
      replace(i, {e});
    } else {  // reads of a piece may run beside each other
      clRetainEvent(e);
      pending_[i].push_back(e);
    }
  }
  if (to_devices) stale_ = false;
  finish(done, blocking, event);
}

void DistBuffer::exchange(cl_uint num_events, const cl_event* wait_list, cl_event* event) {
  check_wait_list("aclEnqueueExchangeHalos", context, "the distributed buffer's", num_events,
                  wait_list);
  std::lock_guard<std::mutex> lock(mu_);
  exchange_locked(std::vector<cl_event>(wait_list, wait_list + num_events));
  std::vector<cl_event> all;
  for (const std::vector<cl_event>& p : pending_) all.insert(all.end(), p.begin(), p.end());
  finish(all, false, event);
}

void DistBuffer::exchange_locked(const std::vector<cl_event>& wait) {
  // Each margin span is copied from the owner's piece into the reader's on the reader's queue,
  // device to device (no host memory in between), after every earlier use of both pieces;
  // it then is both pieces' last use, so the copies touching one piece run one after another.
  for (const Transfer& t : transfers_) {
    const Piece& f = pieces_[t.from];
    const Piece& p = pieces_[t.to];
    std::vector<cl_event> w = wait;
    w.insert(w.end(), pending_[t.from].begin(), pending_[t.from].end());
    w.insert(w.end(), pending_[t.to].begin(), pending_[t.to].end());
    cl_event e = nullptr;
    check_cl(clEnqueueCopyBuffer(queues[t.to], f.mem, p.mem, (t.lo - f.held_first) * row_bytes(),
                                 (t.lo - p.held_first) * row_bytes(), (t.hi - t.lo) * row_bytes(),
                                 cl_uint(w.size()), w.empty() ? nullptr : w.data(), &e),
             "clEnqueueCopyBuffer (margin rows)");
    replace(t.from, {e});
    replace(t.to, {e});
    clReleaseEvent(e);
  }
  // Commands on the other queues wait on these copies: each queue is flushed so that its
  // copies start without waiting for the next blocking call on it.
  std::vector<bool> used(queues.size(), false);
  for (const Transfer& t : transfers_) used[t.to] = true;
  for (size_t i = 0; i < queues.size(); ++i)
    if (used[i]) check_cl(clFlush(queues[i]), "clFlush (margin rows)");
  stale_ = false;
}

}  // namespace acl::detail
