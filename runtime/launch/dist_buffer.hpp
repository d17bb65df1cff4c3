// A 2-D array kept in pieces on several devices of one context (aclCreateDistBuffer): each
// device's band with its margin rows, or a whole copy; writes from and reads into host memory,
// margin exchanges device to device, and the events that order every use of a piece.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <vector>

#include "acl/acl.h"

namespace acl::detail {

class DistBuffer {
 public:
  /// One device's piece: rows held_first..held_end of the array, of which first..end are
  /// its own (the band; COPIES: all rows).
  struct Piece {
    cl_mem mem = nullptr;
    size_t first = 0, end = 0, held_first = 0, held_end = 0;
    size_t held_rows() const { return held_end - held_first; }
  };

  DistBuffer(cl_context context, const std::vector<cl_command_queue>& queues, cl_uint layout,
             size_t width, size_t height, cl_uint word_size, size_t margin,
             std::vector<size_t> bounds);
  ~DistBuffer();
  DistBuffer(const DistBuffer&) = delete;
  DistBuffer& operator=(const DistBuffer&) = delete;

  void write(bool blocking, const void* host, cl_uint num_events, const cl_event* wait_list,
             cl_event* event);
  void read(bool blocking, void* host, cl_uint num_events, const cl_event* wait_list,
            cl_event* event);
  void exchange(cl_uint num_events, const cl_event* wait_list, cl_event* event);

  // What launches use, under lock().
  std::unique_lock<std::mutex> lock() { return std::unique_lock<std::mutex>(mu_); }
  /// Margin rows from the owners, after `wait`; returns nothing (the pieces' events order it).
  void exchange_locked(const std::vector<cl_event>& wait);
  /// The events the next use of piece i waits on.
  const std::vector<cl_event>& pending(size_t i) const { return pending_[i]; }
  /// Event `e` used piece i last (retained here); `wrote`: its margin rows are now stale.
  void used(size_t i, cl_event e, bool wrote);
  bool stale() const { return stale_; }

  const Piece& piece(size_t i) const { return pieces_[i]; }
  size_t row_bytes() const { return width * word_size; }

  /// Drops a reference; the last one deletes it.
  static void release(DistBuffer* d) {
    if (--d->refs == 0) {
      d->magic = 0;
      delete d;
    }
  }

  std::atomic<unsigned> refs{1};
  static constexpr uint32_t kMagic = 0xD157B0F5u;
  uint32_t magic = kMagic;

  const cl_context context;
  const std::vector<cl_command_queue> queues;
  const std::vector<cl_device_id> devices;  ///< of the queues
  const cl_uint layout;
  const size_t width, height;
  const cl_uint word_size;
  const size_t margin_rows;
  const std::vector<size_t> bounds;  ///< BANDS: band boundaries, one more than queues

 private:
  /// A span of margin rows of device `to` that device `from` owns.
  struct Transfer {
    size_t from = 0, to = 0, lo = 0, hi = 0;
  };
  /// Host memory into every piece (`to_devices`: bands and margin rows) or out of the bands.
  void move_host(bool to_devices, void* host, bool blocking, cl_uint num_events,
                 const cl_event* wait_list, cl_event* event);
  /// Sets every piece's pending events to `e` (retained), releasing the old ones.
  void replace(size_t i, const std::vector<cl_event>& e);
  /// A marker on the first queue after `events` into `*event`, when asked; waits for them
  /// when `blocking`.
  void finish(const std::vector<cl_event>& events, bool blocking, cl_event* event);

  std::mutex mu_;
  std::vector<Piece> pieces_;
  std::vector<std::vector<cl_event>> pending_;  ///< per piece, retained
  std::vector<Transfer> transfers_;             ///< every margin span, for exchanges
  bool stale_ = false;                          ///< a launch wrote the bands since the
                                                ///< last exchange or write
};

}  // namespace acl::detail
