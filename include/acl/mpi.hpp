// ACL over MPI ranks (docs/mpi.md): a 2-D array cut into bands of rows, a band per rank and
// its device, each rank running ACL on its own piece; margin rows exchanged, data every rank
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
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
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

/// Throws acl::Error for an OpenCL call of `what` that returned `code`.
inline void check_cl(cl_int code, const std::string& what) {
  if (code != CL_SUCCESS)
    throw Error(code, std::string(aclGetErrorString(code)) + ": " + what + " failed");
}

/// Runs `step`, this rank's part of a collective call, and makes its outcome every rank's:
/// when it throws on any rank, every rank throws an acl::Error with the code and message of
/// the lowest rank that failed, which the message names. So a failure on one rank never
/// leaves the others waiting in an MPI call it will not make. Collective.
template <typename Step>
void on_every_rank(MPI_Comm comm, Step&& step) {
  cl_int code = CL_SUCCESS;
  std::string message;
  try {
    step();
  } catch (const Error& e) {
    code = e.code(), message = e.what();
  } catch (const std::bad_alloc& e) {
    code = CL_OUT_OF_HOST_MEMORY, message = std::string("CL_OUT_OF_HOST_MEMORY: ") + e.what();
  } catch (const std::exception& e) {
    code = CL_INVALID_OPERATION, message = std::string("CL_INVALID_OPERATION: ") + e.what();
  }
  const int me = rank_of(comm);
  int failed = code == CL_SUCCESS ? INT_MAX : me, first = INT_MAX;
  check_mpi(MPI_Allreduce(&failed, &first, 1, MPI_INT, MPI_MIN, comm), "MPI_Allreduce");
  if (first == INT_MAX) return;
  long long head[2] = {code, static_cast<long long>(message.size())};
  check_mpi(MPI_Bcast(head, 2, MPI_LONG_LONG, first, comm), "MPI_Bcast");
  message.resize(size_t(head[1]));
  check_mpi(MPI_Bcast(&message[0], int(head[1]), MPI_CHAR, first, comm), "MPI_Bcast");
  throw Error(cl_int(head[0]), message + " (on rank " + std::to_string(first) +
                                   "; raised on every rank of the call)");
}

/// Throws CL_INVALID_VALUE on every rank unless every rank passed the same `values` (the
/// arguments of a collective call, named by `what`). Collective; `values` must be as long
/// on every rank.
inline void same_on_every_rank(MPI_Comm comm, const std::string& what,
                               std::vector<unsigned long long> values) {
  std::vector<unsigned long long> low(values.size()), high(values.size());
  const int n = int(values.size());
  check_mpi(MPI_Allreduce(values.data(), low.data(), n, MPI_UNSIGNED_LONG_LONG, MPI_MIN, comm),
            "MPI_Allreduce");
  check_mpi(MPI_Allreduce(values.data(), high.data(), n, MPI_UNSIGNED_LONG_LONG, MPI_MAX, comm),
            "MPI_Allreduce");
  if (low != high)
    throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + what +
                                      " differ between the ranks; a collective call takes the "
                                      "same ones on every rank");
}

/// Throws CL_INVALID_VALUE unless `root` is a rank of a communicator of `ranks`.
inline void check_root(int root, int ranks, const std::string& who) {
  if (root < 0 || root >= ranks)
    throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + who + ": root " + std::to_string(root) +
                                      " is not a rank of the " + std::to_string(ranks));
}

/// Throws CL_INVALID_CONTEXT unless `queue` is a queue of `context`.
inline void check_queue(const cl::CommandQueue& queue, cl_context context, const std::string& who) {
  cl_context of = nullptr;
  check_cl(clGetCommandQueueInfo(queue(), CL_QUEUE_CONTEXT, sizeof of, &of, nullptr),
           who + ": clGetCommandQueueInfo (the queue)");
  if (of != context)
    throw Error(CL_INVALID_CONTEXT, "CL_INVALID_CONTEXT: " + who +
                                        ": the queue belongs to another context than the buffer");
}

/// The device for this rank, with a context and a queue (`properties`) of its own: the
/// platform ACL_PLATFORM names (as aclPickDevice reads it), and there the device ACL_DEVICE
/// names, else device (r mod n) of the platform's n devices of `type`, r being the rank's
/// index among the ranks of its machine (so two ranks on a two-GPU machine take a GPU each).
inline Device open_device(MPI_Comm comm, cl_device_type type = CL_DEVICE_TYPE_ALL,
                          cl_command_queue_properties properties = 0) {
  Device d;
  on_every_rank(comm, [&] { d = acl::open_device(type, properties); });
  MPI_Comm node = MPI_COMM_NULL;
  check_mpi(MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node),
            "MPI_Comm_split_type");
  const int local = rank_of(node);
  MPI_Comm_free(&node);
  const char* named = std::getenv("ACL_DEVICE");
  if (named && *named) return d;
  on_every_rank(comm, [&] {
    std::vector<cl::Device> all;
    check_cl(d.platform.getDevices(type, &all), "acl::mpi::open_device: clGetDeviceIDs");
    if (all.empty()) return;
    d.device = all[size_t(local) % all.size()];
    cl_int err = CL_SUCCESS;
    d.context = cl::Context(d.device, nullptr, nullptr, nullptr, &err);
    if (err == CL_SUCCESS) d.queue = cl::CommandQueue(d.context, d.device, properties, &err);
    if (err != CL_SUCCESS)
      throw Error(err, std::string(aclGetErrorString(err)) + ": opening device " +
                           std::to_string(size_t(local) % all.size()) + " for MPI rank " +
                           std::to_string(rank_of(comm)));
  });
  return d;
}

/// A 2-D array of `width` x `height` words of `word_size` bytes (rows dense) cut into bands
/// of rows over the ranks of `comm`: rank r owns rows bounds[r]..bounds[r+1] (from
/// acl::band_bounds; equal by default) and keeps them, with up to `halo` rows above and below
/// them where the array has them, in a buffer on its device. Run ACL on that buffer with
/// attr(): the margin rows are the real words a margin reads, and positions are the whole
/// array's. Collective: every rank constructs, scatters, gathers and exchanges together.
/// Destroy it before MPI_Finalize.
class Rows {
 public:
  /// Every argument must be the same on every rank (CL_INVALID_VALUE on every rank if not);
  /// a failure on any rank is raised on every rank.
  Rows(MPI_Comm comm, const cl::Context& context, const cl::CommandQueue& queue, size_t width,
       size_t height, size_t word_size, size_t halo, std::vector<size_t> bounds = {})
      : comm_(comm),
        queue_(queue),
        width_(width),
        height_(height),
        word_bytes_(word_size),
        margin_(halo) {
    const std::string who = "acl::mpi::Rows";
    const int n = size_of(comm);
    rank_ = rank_of(comm);
    on_every_rank(comm, [&] {
      // Bytes of a row and of the array, checked before any product is formed.
      if (width == 0 || word_size == 0 || width > (size_t(1) << 30) / word_size)
        throw Error(CL_INVALID_VALUE,
                    "CL_INVALID_VALUE: " + who + ": width " + std::to_string(width) + " of " +
                        std::to_string(word_size) + "-byte words: a row takes 1 to 2^30 bytes");
      if (height > size_t(1) << 30)
        throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + who + ": height " +
                                          std::to_string(height) + " rows (at most 2^30)");
      if (bounds.empty()) bounds = band_bounds(height, size_t(n));
      if (bounds.size() != size_t(n) + 1 || bounds.front() != 0 || bounds.back() != height ||
          !std::is_sorted(bounds.begin(), bounds.end()))
        throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + who + ": bounds must be " +
                                          std::to_string(n + 1) + " rising rows from 0 to " +
                                          std::to_string(height));
      check_queue(queue, context(), who + " on rank " + std::to_string(rank_));
    });
    std::vector<unsigned long long> args = {width, height, word_size, halo};
    args.insert(args.end(), bounds.begin(), bounds.end());
    same_on_every_rank(comm, who + ": width, height, word_size, halo or bounds", args);
    bounds_ = std::move(bounds);
    const size_t row = width * word_size;
    try {
      on_every_rank(comm, [&] {
        check_mpi(MPI_Type_contiguous(int(row), MPI_BYTE, &row_type_), "MPI_Type_contiguous");
        check_mpi(MPI_Type_commit(&row_type_), "MPI_Type_commit");
        cl_int err = CL_SUCCESS;
        buffer_ = cl::Buffer(context, CL_MEM_READ_WRITE, std::max<size_t>(1, held_rows() * row),
                             nullptr, &err);
        check_cl(err, who + " on rank " + std::to_string(rank_) + ": clCreateBuffer (" +
                          std::to_string(held_rows() * row) + " bytes)");
      });
    } catch (...) {
      if (row_type_ != MPI_DATATYPE_NULL) MPI_Type_free(&row_type_);
      throw;
    }
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
    a.shape(width_, held_rows()).words(cl_uint(word_bytes_));
    a.placed_at(0, bottom_left ? height_ - held_end() : held_first());
    return a;
  }

  /// Root's whole array (`whole`: height dense rows; read on root only) into every rank's
  /// band and margin rows.
  void scatter(const void* whole, int root = 0) {
    const std::string who = "acl::mpi::Rows::scatter";
    same_on_every_rank(comm_, who + ": root", {static_cast<unsigned long long>(root)});
    std::vector<int> counts, at;
    std::vector<unsigned char> mine;
    on_every_rank(comm_, [&] {
      check_root(root, int(bounds_.size() - 1), who);
      if (rank_ == root && !whole)
        throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + who + ": whole is NULL on the root");
      for (size_t r = 0; r < bounds_.size() - 1; ++r) {  // rows: at most 2^30 each
        counts.push_back(int(held_end(r) - held_first(r)));
        at.push_back(int(held_first(r)));
      }
      mine.resize(held_rows() * row_bytes());
    });
    check_mpi(MPI_Scatterv(whole, counts.data(), at.data(), row_type_, mine.data(),
                           int(held_rows()), row_type_, root, comm_),
              "MPI_Scatterv");
    on_every_rank(comm_, [&] {
      if (!mine.empty())
        check_cl(queue_.enqueueWriteBuffer(buffer_, CL_TRUE, 0, mine.size(), mine.data()),
                 who + ": clEnqueueWriteBuffer");
    });
  }

  /// Every rank's band into root's whole array (height dense rows; written on root only).
  void gather(void* whole, int root = 0) const {
    const std::string who = "acl::mpi::Rows::gather";
    same_on_every_rank(comm_, who + ": root", {static_cast<unsigned long long>(root)});
    std::vector<int> counts, at;
    std::vector<unsigned char> band;
    on_every_rank(comm_, [&] {
      check_root(root, int(bounds_.size() - 1), who);
      if (rank_ == root && !whole)
        throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + who + ": whole is NULL on the root");
      for (size_t r = 0; r < bounds_.size() - 1; ++r) {
        counts.push_back(int(bounds_[r + 1] - bounds_[r]));
        at.push_back(int(bounds_[r]));
      }
      band.resize((end() - first()) * row_bytes());
      if (!band.empty())
        check_cl(queue_.enqueueReadBuffer(buffer_, CL_TRUE, (first() - held_first()) * row_bytes(),
                                          band.size(), band.data()),
                 who + ": clEnqueueReadBuffer");
    });
    check_mpi(MPI_Gatherv(band.data(), int(end() - first()), row_type_, whole, counts.data(),
                          at.data(), row_type_, root, comm_),
              "MPI_Gatherv");
  }

  /// The margin rows again, from the bands of the ranks that own them (after a launch wrote
  /// the bands: the margin rows a launch writes are its own recomputation, not the owners').
  void exchange() {
    const std::string who = "acl::mpi::Rows::exchange";
    const size_t n = bounds_.size() - 1, me = size_t(rank_);
    std::vector<int> send_counts(n), send_at(n), recv_counts(n), recv_at(n);
    std::vector<Span> sends, recvs;  // in rank order, each rank's spans together
    const size_t row = row_bytes();
    std::vector<unsigned char> out, in;
    on_every_rank(comm_, [&] {
      // MPI counts are int: the rows sent and received are summed as size_t and checked.
      size_t sent = 0, received = 0;
      for (size_t r = 0; r < n; ++r) {
        send_at[r] = int(sent);
        recv_at[r] = int(received);
        if (r == me) continue;
        for (const Span& s : margin_spans(r))  // rows of mine that rank r keeps as margin
          if (const Span c = clip(s, first(), end()); c.rows())
            sends.push_back(c), sent += c.rows();
        for (const Span& s : margin_spans(me))  // rows rank r owns that I keep as margin
          if (const Span c = clip(s, bounds_[r], bounds_[r + 1]); c.rows())
            recvs.push_back(c), received += c.rows();
        if (sent > INT_MAX || received > INT_MAX)
          throw Error(CL_INVALID_VALUE,
                      "CL_INVALID_VALUE: " + who + ": more than 2^31 margin rows");
        send_counts[r] = int(sent) - send_at[r];
        recv_counts[r] = int(received) - recv_at[r];
      }
      out.resize(sent * row);
      in.resize(received * row);
      size_t at = 0;
      for (const Span& s : sends) {
        check_cl(queue_.enqueueReadBuffer(buffer_, CL_TRUE, (s.lo - held_first()) * row,
                                          s.rows() * row, out.data() + at),
                 who + ": clEnqueueReadBuffer");
        at += s.rows() * row;
      }
    });
    check_mpi(MPI_Alltoallv(out.data(), send_counts.data(), send_at.data(), row_type_, in.data(),
                            recv_counts.data(), recv_at.data(), row_type_, comm_),
              "MPI_Alltoallv");
    on_every_rank(comm_, [&] {
      size_t at = 0;
      for (const Span& s : recvs) {
        check_cl(queue_.enqueueWriteBuffer(buffer_, CL_TRUE, (s.lo - held_first()) * row,
                                           s.rows() * row, in.data() + at),
                 who + ": clEnqueueWriteBuffer");
        at += s.rows() * row;
      }
    });
  }

 private:
  struct Span {
    size_t lo = 0, hi = 0;
    size_t rows() const { return hi > lo ? hi - lo : 0; }
  };
  static Span clip(const Span& s, size_t lo, size_t hi) {
    return Span{std::max(s.lo, lo), std::min(s.hi, hi)};
  }
  size_t row_bytes() const { return width_ * word_bytes_; }
  size_t held_first(size_t r) const {
    return bounds_[r] == bounds_[r + 1] ? bounds_[r] : bounds_[r] - std::min(bounds_[r], margin_);
  }
  size_t held_end(size_t r) const {  // no sum that a huge margin could wrap
    return bounds_[r] == bounds_[r + 1]
               ? bounds_[r]
               : bounds_[r + 1] + std::min(margin_, height_ - bounds_[r + 1]);
  }
  /// Rank r's margin rows: above its band, then below it.
  std::vector<Span> margin_spans(size_t r) const {
    return {Span{held_first(r), bounds_[r]}, Span{bounds_[r + 1], held_end(r)}};
  }

  MPI_Comm comm_;
  cl::CommandQueue queue_;
  size_t width_, height_, word_bytes_, margin_;
  int rank_ = 0;
  std::vector<size_t> bounds_;
  MPI_Datatype row_type_ = MPI_DATATYPE_NULL;
  cl::Buffer buffer_;
};

/// Root's `bytes` at `host` (read on root only) into every rank's `buffer` (data every rank
/// reads whole: ACL_COMMON tables, matmul's B). Collective: `bytes` and `root` the same on
/// every rank; a buffer too small or of another context than the queue on any rank is
/// raised on every rank before anything is sent.
inline void broadcast(MPI_Comm comm, const cl::CommandQueue& queue, const cl::Buffer& buffer,
                      const void* host, size_t bytes, int root = 0) {
  const std::string who = "acl::mpi::broadcast";
  same_on_every_rank(comm, who + ": bytes or root", {bytes, static_cast<unsigned long long>(root)});
  const int me = rank_of(comm);
  std::vector<unsigned char> copy;
  on_every_rank(comm, [&] {
    check_root(root, size_of(comm), who);
    if (me == root && !host && bytes)
      throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + who + ": host is NULL on the root");
    cl_context context = nullptr;
    check_cl(clGetMemObjectInfo(buffer(), CL_MEM_CONTEXT, sizeof context, &context, nullptr),
             who + ": clGetMemObjectInfo (the buffer)");
    check_queue(queue, context, who + " on rank " + std::to_string(me));
    size_t size = 0;
    check_cl(clGetMemObjectInfo(buffer(), CL_MEM_SIZE, sizeof size, &size, nullptr),
             who + ": clGetMemObjectInfo (the buffer)");
    if (size < bytes)
      throw Error(CL_INVALID_VALUE, "CL_INVALID_VALUE: " + who + " on rank " + std::to_string(me) +
                                        ": the buffer holds " + std::to_string(size) +
                                        " bytes, fewer than the " + std::to_string(bytes) +
                                        " broadcast");
    copy.resize(bytes);
    if (me == root && bytes) std::memcpy(copy.data(), host, bytes);
  });
  const size_t chunk = size_t(1) << 30;  // MPI counts are int
  for (size_t at = 0; at < bytes; at += chunk)
    check_mpi(MPI_Bcast(copy.data() + at, int(std::min(chunk, bytes - at)), MPI_BYTE, root, comm),
              "MPI_Bcast");
  on_every_rank(comm, [&] {
    if (bytes)
      check_cl(queue.enqueueWriteBuffer(buffer, CL_TRUE, 0, bytes, copy.data()),
               who + ": clEnqueueWriteBuffer");
  });
}

}  // namespace acl::mpi
