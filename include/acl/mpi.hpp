// ACL over MPI ranks (docs/mpi.md): a 2-D array cut into bands of rows, a band per rank and
// its device, each rank running ACL on its own piece; halo rows exchanged, data every rank
// reads whole broadcast, results gathered or kept where they are, all through MPI.
// Header-only: programs that use it include it and link MPI; the ACL library needs no MPI.
#pragma once

#if defined(__has_include)
#if !__has_include(<mpi.h>)
#error "acl/mpi.hpp needs MPI's C header mpi.h, which is not on the include path: install an \
MPI (Debian: libopenmpi-dev) and build with it (CMake: find_package(MPI COMPONENTS C) and link \
MPI::MPI_C beside ACL::cxx; or compile with mpicxx). acl/acl.hpp needs no MPI."
#endif
#endif
#include <mpi.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.hpp"

namespace acl::mpi {

/// Throws acl::Error (CL_INVALID_OPERATION) naming `call` and MPI's message for a failed
/// MPI call.
inline void check_mpi(int code, const char* call) {
  if (code == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int n = 0;
  MPI_Error_string(code, text, &n);
  throw Error(CL_INVALID_OPERATION, std::string(call) + " failed: " + std::string(text, size_t(n)));
}

inline int rank_of(MPI_Comm comm) {
  int r = 0;
  check_mpi(MPI_Comm_rank(comm, &r), "MPI_Comm_rank");
  return r;
}

inline int size_of(MPI_Comm comm) {
  int n = 0;
  check_mpi(MPI_Comm_size(comm, &n), "MPI_Comm_size");
  return n;
}

/// The device for this rank, with a context and a queue (`properties`) of its own: the
/// platform ACL_PLATFORM names (as aclPickDevice reads it), and there the device ACL_DEVICE
/// names, else device (r mod n) of the platform's n devices of `type`, r being the rank's
/// index among the ranks of its machine (so two ranks on a two-GPU machine take a GPU each).
inline Device open_device(MPI_Comm comm, cl_device_type type = CL_DEVICE_TYPE_ALL,
                          cl_command_queue_properties properties = 0) {
  Device d = acl::open_device(type, properties);
  const char* named = std::getenv("ACL_DEVICE");
  if (named && *named) return d;
  MPI_Comm node = MPI_COMM_NULL;
  check_mpi(MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node),
            "MPI_Comm_split_type");
  const int local = rank_of(node);
  MPI_Comm_free(&node);
  std::vector<cl::Device> all;
  d.platform.getDevices(type, &all);
  if (all.empty()) return d;
  d.device = all[size_t(local) % all.size()];
  cl_int err = CL_SUCCESS;
  d.context = cl::Context(d.device, nullptr, nullptr, nullptr, &err);
  if (err == CL_SUCCESS) d.queue = cl::CommandQueue(d.context, d.device, properties, &err);
  if (err != CL_SUCCESS)
    throw Error(err, std::string(aclGetErrorString(err)) + ": opening device " +
                         std::to_string(size_t(local) % all.size()) + " for MPI rank " +
                         std::to_string(rank_of(comm)));
  return d;
}

/// A 2-D array of `width` x `height` words of `word_size` bytes (rows dense) cut into bands
/// of rows over the ranks of `comm`: rank r owns rows bounds[r]..bounds[r+1] (from
/// acl::band_bounds; equal by default) and keeps them, with up to `halo` rows above and below
/// them where the array has them, in a buffer on its device. Run ACL on that buffer with
/// attr(): the halo rows are the margin's real neighbours, and positions are the whole
/// array's. Collective: every rank constructs, scatters, gathers and exchanges together.
/// Destroy it before MPI_Finalize.
class Rows {
 public:
  Rows(MPI_Comm comm, const cl::Context& context, const cl::CommandQueue& queue, size_t width,
       size_t height, size_t word_size, size_t halo, std::vector<size_t> bounds = {})
      : comm_(comm), queue_(queue), width_(width), height_(height), ws_(word_size), halo_(halo) {
    const int n = size_of(comm);
    rank_ = rank_of(comm);
    if (bounds.empty()) bounds = band_bounds(height, size_t(n));
    if (bounds.size() != size_t(n) + 1 || bounds.front() != 0 || bounds.back() != height ||
        !std::is_sorted(bounds.begin(), bounds.end()))
      throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: acl::mpi::Rows: bounds must be " +
                                        std::to_string(n + 1) + " rising rows from 0 to " +
                                        std::to_string(height));
    bounds_ = std::move(bounds);
    const size_t row = width * word_size;
    if (row == 0 || row > size_t(1) << 30 || height > size_t(1) << 30)
      throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: acl::mpi::Rows: rows of " +
                                        std::to_string(row) + " bytes, " + std::to_string(height) +
                                        " rows (each at most 2^30)");
    check_mpi(MPI_Type_contiguous(int(row), MPI_BYTE, &row_type_), "MPI_Type_contiguous");
    check_mpi(MPI_Type_commit(&row_type_), "MPI_Type_commit");
    buffer_ = cl::Buffer(context, CL_MEM_READ_WRITE, std::max<size_t>(1, held_rows() * row));
  }
  ~Rows() {
    if (row_type_ != MPI_DATATYPE_NULL) MPI_Type_free(&row_type_);
  }
  Rows(const Rows&) = delete;
  Rows& operator=(const Rows&) = delete;

  /// This rank's band (rows of the whole array) and the rows its buffer holds.
  size_t first() const { return bounds_[size_t(rank_)]; }
  size_t end() const { return bounds_[size_t(rank_) + 1]; }
  size_t held_first() const { return held_first(size_t(rank_)); }
  size_t held_end() const { return held_end(size_t(rank_)); }
  size_t held_rows() const { return held_end() - held_first(); }
  /// Whether this rank's band has no rows (it has nothing to run).
  bool empty() const { return first() == end(); }
  const std::vector<size_t>& bounds() const { return bounds_; }
  const cl::Buffer& buffer() const { return buffer_; }

  /// The attributes of this rank's piece: width x held rows, the word size, and positions
  /// of the whole array (`bottom_left`: for data read or written ACL_BOTTOM_LEFT, whose view
  /// counts rows from the array's end); set ref, def, margin and the rest on top.
  Attr attr(bool bottom_left = false) const {
    Attr a;
    a.shape(width_, held_rows()).words(cl_uint(ws_));
    a.placed_at(0, bottom_left ? height_ - held_end() : held_first());
    return a;
  }

  /// Root's whole array (`whole`: height dense rows; read on root only) into every rank's
  /// band and halo rows.
  void scatter(const void* whole, int root = 0) {
    std::vector<int> counts, at;
    for (size_t r = 0; r < bounds_.size() - 1; ++r) {
      counts.push_back(int(held_end(r) - held_first(r)));
      at.push_back(int(held_first(r)));
    }
    std::vector<unsigned char> mine(held_rows() * row_bytes());
    check_mpi(MPI_Scatterv(whole, counts.data(), at.data(), row_type_, mine.data(),
                           int(held_rows()), row_type_, root, comm_),
              "MPI_Scatterv");
    if (!mine.empty()) queue_.enqueueWriteBuffer(buffer_, CL_TRUE, 0, mine.size(), mine.data());
  }

  /// Every rank's band into root's whole array (height dense rows; written on root only).
  void gather(void* whole, int root = 0) const {
    std::vector<int> counts, at;
    for (size_t r = 0; r < bounds_.size() - 1; ++r) {
      counts.push_back(int(bounds_[r + 1] - bounds_[r]));
      at.push_back(int(bounds_[r]));
    }
    std::vector<unsigned char> band((end() - first()) * row_bytes());
    if (!band.empty())
      queue_.enqueueReadBuffer(buffer_, CL_TRUE, (first() - held_first()) * row_bytes(),
                               band.size(), band.data());
    check_mpi(MPI_Gatherv(band.data(), int(end() - first()), row_type_, whole, counts.data(),
                          at.data(), row_type_, root, comm_),
              "MPI_Gatherv");
  }

  /// The halo rows again, from the bands of the ranks that own them (after a launch wrote
  /// the bands: the halo rows a launch writes are its own recomputation, not the owners').
  void exchange() {
    const size_t n = bounds_.size() - 1, me = size_t(rank_);
    std::vector<int> send_counts(n), send_at(n), recv_counts(n), recv_at(n);
    std::vector<Span> sends, recvs;  // in rank order, each rank's spans together
    int sent = 0, received = 0;
    for (size_t r = 0; r < n; ++r) {
      send_at[r] = sent;
      recv_at[r] = received;
      if (r == me) continue;
      for (const Span& s : halo_spans(r))  // rows of mine that rank r keeps as halo
        if (const Span c = clip(s, first(), end()); c.rows())
          sends.push_back(c), sent += int(c.rows());
      for (const Span& s : halo_spans(me))  // rows rank r owns that I keep as halo
        if (const Span c = clip(s, bounds_[r], bounds_[r + 1]); c.rows())
          recvs.push_back(c), received += int(c.rows());
      send_counts[r] = sent - send_at[r];
      recv_counts[r] = received - recv_at[r];
    }
    const size_t row = row_bytes();
    std::vector<unsigned char> out(size_t(sent) * row), in(size_t(received) * row);
    size_t at = 0;
    for (const Span& s : sends) {
      queue_.enqueueReadBuffer(buffer_, CL_TRUE, (s.lo - held_first()) * row, s.rows() * row,
                               out.data() + at);
      at += s.rows() * row;
    }
    check_mpi(MPI_Alltoallv(out.data(), send_counts.data(), send_at.data(), row_type_, in.data(),
                            recv_counts.data(), recv_at.data(), row_type_, comm_),
              "MPI_Alltoallv");
    at = 0;
    for (const Span& s : recvs) {
      queue_.enqueueWriteBuffer(buffer_, CL_TRUE, (s.lo - held_first()) * row, s.rows() * row,
                                in.data() + at);
      at += s.rows() * row;
    }
  }

 private:
  struct Span {
    size_t lo = 0, hi = 0;
    size_t rows() const { return hi > lo ? hi - lo : 0; }
  };
  static Span clip(const Span& s, size_t lo, size_t hi) {
    return Span{std::max(s.lo, lo), std::min(s.hi, hi)};
  }
  size_t row_bytes() const { return width_ * ws_; }
  size_t held_first(size_t r) const {
    return bounds_[r] == bounds_[r + 1] ? bounds_[r] : bounds_[r] - std::min(bounds_[r], halo_);
  }
  size_t held_end(size_t r) const {
    return bounds_[r] == bounds_[r + 1] ? bounds_[r] : std::min(height_, bounds_[r + 1] + halo_);
  }
  /// Rank r's halo rows: above its band, then below it.
  std::vector<Span> halo_spans(size_t r) const {
    return {Span{held_first(r), bounds_[r]}, Span{bounds_[r + 1], held_end(r)}};
  }

  MPI_Comm comm_;
  cl::CommandQueue queue_;
  size_t width_, height_, ws_, halo_;
  int rank_ = 0;
  std::vector<size_t> bounds_;
  MPI_Datatype row_type_ = MPI_DATATYPE_NULL;
  cl::Buffer buffer_;
};

/// Root's `bytes` at `host` (read on root only) into every rank's `buffer` (data every rank
/// reads whole: ACL_COMMON tables, matmul's B). Collective.
inline void broadcast(MPI_Comm comm, const cl::CommandQueue& queue, const cl::Buffer& buffer,
                      const void* host, size_t bytes, int root = 0) {
  std::vector<unsigned char> copy(bytes);
  if (rank_of(comm) == root) std::memcpy(copy.data(), host, bytes);
  const size_t chunk = size_t(1) << 30;  // MPI counts are int
  for (size_t at = 0; at < bytes; at += chunk)
    check_mpi(MPI_Bcast(copy.data() + at, int(std::min(chunk, bytes - at)), MPI_BYTE, root, comm),
              "MPI_Bcast");
  queue.enqueueWriteBuffer(buffer, CL_TRUE, 0, bytes, copy.data());
}

}  // namespace acl::mpi
