// ACL over MPI ranks (include/acl/mpi.hpp), run by ctest under mpirun with 2 and 3 ranks
// on one machine: an iterative integer Jacobi stencil (margin rows exchanged between steps), a 3x3
// filter (MIRROR borders), positions of the whole array on every rank (ACL_BOTTOM_LEFT data),
// and C = A x B (A and C in bands, B broadcast). Each result, gathered on rank 0, must equal
// bit for bit the same kernel run on one device over the whole array and a CPU model, under
// equal, skewed (a rank with one row) and gapped (a rank with none) bands; outputs are
// poisoned before each run. Exits non-zero on any failure, on every rank.
#include <unistd.h>

#include <acl/mpi.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>
#include <random>
#include <sstream>

#include "../models.hpp"

namespace {

using acl::mpi::Rows;

constexpr unsigned char kPoison = 0xA5;

struct Context {
  MPI_Comm comm = MPI_COMM_WORLD;
  int rank = 0, ranks = 1;
  acl::Device dev;
  int failures = 0;
  std::string where;  ///< the case and band set being run

  void fail(const std::string& what) {
    ++failures;
    std::cerr << "[rank " << rank << "] FAILED " << where << ": " << what << "\n";
  }
};

using acltest::models::random_ints;
namespace models = acltest::models;

/// Band sets: equal; rank 0 with most rows (the last ranks a row or two); rank 1 with none.
std::vector<std::pair<std::string, std::vector<size_t>>> band_sets(size_t rows, int ranks) {
  std::vector<double> skew(size_t(ranks), 1.0), gap(size_t(ranks), 1.0);
  skew[0] = 30.0;
  gap[1] = 0.0;
  return {{"equal", acl::band_bounds(rows, size_t(ranks))},
          {"skewed", acl::band_bounds(rows, size_t(ranks), 1, skew)},
          {"rank 1 empty", acl::band_bounds(rows, size_t(ranks), 1, gap)}};
}

template <typename T>
cl::Buffer device_copy(Context& c, const std::vector<T>& v) {
  cl::Buffer b(c.dev.context, CL_MEM_READ_WRITE, std::max<size_t>(1, v.size() * sizeof(T)));
  c.dev.queue.enqueueWriteBuffer(b, CL_TRUE, 0, v.size() * sizeof(T), v.data());
  return b;
}

template <typename T>
std::vector<T> read_all(Context& c, const cl::Buffer& b, size_t n) {
  std::vector<T> v(n);
  c.dev.queue.enqueueReadBuffer(b, CL_TRUE, 0, n * sizeof(T), v.data());
  return v;
}

/// Rank 0: `got` against the launch on one device and the CPU model, bit for bit.
template <typename T>
void compare(Context& c, const std::vector<T>& got, const std::vector<T>& one,
             const std::vector<T>& model) {
  if (c.rank != 0) return;
  auto differ = [](const std::vector<T>& a, const std::vector<T>& b) {
    size_t bad = 0;
    for (size_t i = 0; i < a.size(); ++i)
      if (std::memcmp(&a[i], &b[i], sizeof(T)) != 0) ++bad;
    return bad;
  };
  if (const size_t bad = differ(one, model))
    c.fail(std::to_string(bad) + " words of the launch on one device differ from the model");
  if (const size_t bad = differ(got, one))
    c.fail(std::to_string(bad) + " words over the ranks differ from the launch on one device");
  bool nonzero = false;
  for (const T& x : model) nonzero = nonzero || x != T(0);
  if (!nonzero) c.fail("the model is all zeros");
}

void poison(Context& c, const Rows& r) {
  std::vector<unsigned char> p(r.buffer().getInfo<CL_MEM_SIZE>(), kPoison);
  c.dev.queue.enqueueWriteBuffer(r.buffer(), CL_TRUE, 0, p.size(), p.data());
}

/// For every band set: `src` and `dst` in bands (`margin` margin rows), `in` scattered, `dst`
/// poisoned, `run` launching on the ranks' pieces (given the two, returning the one that
/// holds the result), the result gathered and compared with `one` and `model`.
template <typename T>
void over_bands(Context& c, const std::string& what, size_t w, size_t h, size_t margin,
                const std::vector<T>& in, const std::vector<T>& one, const std::vector<T>& model,
                const std::function<Rows&(Rows& src, Rows& dst)>& run) {
  for (const auto& [name, bounds] : band_sets(h, c.ranks)) {
    c.where = what + ", " + name + " bands";
    Rows src(c.comm, c.dev.context, c.dev.queue, w, h, sizeof(T), margin, bounds);
    Rows dst(c.comm, c.dev.context, c.dev.queue, w, h, sizeof(T), margin, bounds);
    poison(c, dst);
    src.scatter(in.data());
    Rows& result = run(src, dst);
    std::vector<T> got(c.rank == 0 ? w * h : 0);
    result.gather(got.data());
    compare(c, got, one, model);
  }
}

/// Runs `k` on one device over `in` into an output (rank 0; the rest get nothing), with
/// `set` giving the arguments their attributes.
template <typename T>
std::vector<T> on_one_device(Context& c, acl::Kernel& k, const std::vector<T>& in,
                             const std::function<void(cl::Buffer&, cl::Buffer&)>& set) {
  if (c.rank != 0) return {};
  cl::Buffer a = device_copy(c, in), b = device_copy(c, in);
  set(a, b);
  k.enqueue(c.dev.queue);
  return read_all<T>(c, b, in.size());
}

/// Jacobi steps, the margin rows exchanged between them (ping-pong between two arrays).
void jacobi(Context& c) {
  const size_t w = 29, h = 23, steps = 4;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 3, 0, 100000);
  const std::vector<int32_t> model = models::jacobi(in, w, h, steps);
  acl::Kernel k(c.dev.context, models::kJacobi);
  const acl::Attr src = acl::Attr().words(4).halo(1);
  const acl::Attr dst = acl::Attr().words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  std::vector<int32_t> one;
  if (c.rank == 0) {  // the same steps on one device
    cl::Buffer a = device_copy(c, in), b = device_copy(c, in);
    for (size_t s = 0; s < steps; ++s) {
      k.arg(0, s % 2 ? b : a, acl::Attr(src).shape(w, h))
          .arg(1, s % 2 ? a : b, acl::Attr(dst).shape(w, h));
      k.enqueue(c.dev.queue);
    }
    one = read_all<int32_t>(c, steps % 2 ? b : a, w * h);
  }
  over_bands<int32_t>(c, "jacobi", w, h, 1, in, one, model, [&](Rows& a, Rows& b) -> Rows& {
    for (size_t s = 0; s < steps; ++s) {
      Rows& from = s % 2 ? b : a;
      Rows& to = s % 2 ? a : b;
      if (!from.empty()) {
        k.arg(0, from.buffer(), acl::Attr(from.attr()).halo(1))
            .arg(1, to.buffer(), acl::Attr(to.attr()).read(ACL_NONE).write(ACL_TOP_LEFT));
        k.enqueue(c.dev.queue);
        c.dev.queue.finish();
      }
      to.exchange();
    }
    return steps % 2 ? b : a;
  });
}

/// One step of a 3x3 filter with MIRROR borders, floats of integer values (exact sums).
void filter(Context& c) {
  const size_t w = 33, h = 19;
  const std::vector<float> in = random_ints<float>(w * h, 5, -60, 60);
  auto mirror = [](long g, long n) { return g < 0 ? -g : g >= n ? 2 * (n - 1) - g : g; };
  const std::vector<float> model = models::filter3x3(in, w, h, mirror);
  acl::Kernel k(c.dev.context, models::kFilter3x3);
  const acl::Attr out = acl::Attr().words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  const std::vector<float> one = on_one_device<float>(c, k, in, [&](cl::Buffer& a, cl::Buffer& b) {
    k.arg(0, a, acl::Attr().shape(w, h).words(4).halo(1, ACL_BORDER_MIRROR))
        .arg(1, b, acl::Attr(out).shape(w, h));
  });
  over_bands<float>(c, "3x3 filter", w, h, 1, in, one, model, [&](Rows& a, Rows& b) -> Rows& {
    if (!a.empty()) {
      k.arg(0, a.buffer(), a.attr().halo(1, ACL_BORDER_MIRROR))
          .arg(1, b.buffer(), b.attr().read(ACL_NONE).write(ACL_TOP_LEFT));
      k.enqueue(c.dev.queue);
    }
    return b;
  });
}

/// Positions of the whole array on every rank (position_offset through Rows::attr), with
/// data read and written ACL_BOTTOM_LEFT (the view's rows count from the array's end).
void positions(Context& c) {
  const size_t w = 17, h = 26;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 9, -9, 9);
  std::vector<int32_t> model(w * h);
  for (size_t r = 0; r < h; ++r)  // memory row r is view row h - 1 - r
    for (size_t x = 0; x < w; ++x)
      model[r * w + x] = int32_t((h - 1 - r) * 1000 + x) * 16 + in[r * w + x];
  acl::Kernel k(c.dev.context, models::kPositions);
  const acl::Attr out = acl::Attr().words(4).read(ACL_NONE).write(ACL_BOTTOM_LEFT);
  const std::vector<int32_t> one =
      on_one_device<int32_t>(c, k, in, [&](cl::Buffer& a, cl::Buffer& b) {
        k.arg(0, a, acl::Attr().shape(w, h).words(4).read(ACL_BOTTOM_LEFT))
            .arg(1, b, acl::Attr(out).shape(w, h));
      });
  over_bands<int32_t>(c, "positions", w, h, 0, in, one, model, [&](Rows& a, Rows& b) -> Rows& {
    if (!a.empty()) {
      k.arg(0, a.buffer(), a.attr(true).read(ACL_BOTTOM_LEFT))
          .arg(1, b.buffer(), b.attr(true).read(ACL_NONE).write(ACL_BOTTOM_LEFT));
      k.enqueue(c.dev.queue);
    }
    return b;
  });
}

/// C = A x B: A's and C's rows in bands, B broadcast to every rank.
void matmul(Context& c) {
  const size_t m = 41, n = 27, kk = 19;
  const std::vector<float> a = random_ints<float>(kk * m, 21, -8, 8);
  const std::vector<float> b = random_ints<float>(n * kk, 22, -8, 8);
  const std::vector<float> model = models::matmul(a, b, m, n, kk);
  acl::Kernel k(c.dev.context, models::kMatmul);
  const acl::Attr tb = acl::Attr().shape(n, kk).words(4).tiled(1, 2);
  std::vector<float> one;
  if (c.rank == 0) {
    cl::Buffer ba = device_copy(c, a), bb = device_copy(c, b), bc = device_copy(c, model);
    k.arg(0, ba, acl::Attr().shape(kk, m).words(4).tiled(2, 1))
        .arg(1, bb, tb)
        .arg(2, bc,
             acl::Attr().shape(n, m).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).tiled(1, 1));
    k.enqueue(c.dev.queue);
    one = read_all<float>(c, bc, n * m);
  }
  cl::Buffer bb(c.dev.context, CL_MEM_READ_ONLY, n * kk * sizeof(float));
  acl::mpi::broadcast(c.comm, c.dev.queue, bb, b.data(), n * kk * sizeof(float));
  for (const auto& [name, bounds] : band_sets(m, c.ranks)) {
    c.where = "matmul, " + name + " bands";
    Rows ra(c.comm, c.dev.context, c.dev.queue, kk, m, 4, 0, bounds);
    Rows rc(c.comm, c.dev.context, c.dev.queue, n, m, 4, 0, bounds);
    poison(c, rc);
    ra.scatter(a.data());
    if (!ra.empty()) {
      k.arg(0, ra.buffer(), ra.attr().tiled(2, 1))
          .arg(1, bb, tb)
          .arg(2, rc.buffer(), rc.attr().read(ACL_NONE).write(ACL_TOP_LEFT).tiled(1, 1));
      k.enqueue(c.dev.queue);
    }
    std::vector<float> got(c.rank == 0 ? n * m : 0);
    rc.gather(got.data());
    compare(c, got, one, model);
  }
}

/// `f` must throw acl::Error `code` on every rank, its message naming `says` (a failure of
/// one rank reaches the others: none waits for an MPI call another will not make).
void refused(Context& c, const std::string& what, cl_int code, const std::string& says,
             const std::function<void()>& f) {
  c.where = "refusals: " + what;
  try {
    f();
    c.fail("returned normally");
  } catch (const acl::Error& e) {
    if (e.code() != code)
      c.fail("code " + std::to_string(e.code()) + " instead of " + std::to_string(code) + ": " +
             e.what());
    if (std::string(e.what()).find(says) == std::string::npos)
      c.fail(std::string("the message '") + e.what() + "' does not mention '" + says + "'");
  }
}

/// Margin rows past the array's ends, sizes past size_t, and failures of one rank: checked on
/// every rank, raised on every rank.
void refusals(Context& c) {
  const size_t w = 7, h = 9;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 41, -99, 99);
  for (const size_t margin : {size_t(SIZE_MAX), size_t(SIZE_MAX - 3)}) {
    c.where = "refusals: margin rows " + std::to_string(margin);
    Rows r(c.comm, c.dev.context, c.dev.queue, w, h, 4, margin);
    if (!r.empty() && (r.held_first() != 0 || r.held_end() != h))
      c.fail("holds rows " + std::to_string(r.held_first()) + ".." + std::to_string(r.held_end()) +
             ", not the whole array");
    r.scatter(in.data());
    r.exchange();
    std::vector<int32_t> got(c.rank == 0 ? w * h : 0);
    r.gather(got.data());
    if (c.rank == 0 && got != in) c.fail("scatter, exchange and gather changed the words");
  }
  const int last = c.ranks - 1;
  const std::string on_last = "rank " + std::to_string(last);
  refused(c, "rows past size_t", CL_INVALID_VALUE, "width",
          [&] { Rows r(c.comm, c.dev.context, c.dev.queue, SIZE_MAX / 2 + 1, h, 4, 0); });
  refused(c, "other sizes on one rank", CL_INVALID_VALUE, "every rank",
          [&] { Rows r(c.comm, c.dev.context, c.dev.queue, w, c.rank == last ? h + 1 : h, 4, 1); });
  cl::Context other(c.dev.device);
  cl::CommandQueue foreign(other, c.dev.device);
  refused(c, "a queue of another context on one rank", CL_INVALID_CONTEXT, on_last, [&] {
    Rows r(c.comm, c.dev.context, c.rank == last ? foreign : c.dev.queue, w, h, 4, 1);
  });
  Rows r(c.comm, c.dev.context, c.dev.queue, w, h, 4, 1);
  refused(c, "scatter from NULL", CL_INVALID_VALUE, "NULL", [&] { r.scatter(nullptr); });
  refused(c, "gather into NULL", CL_INVALID_VALUE, "NULL", [&] { r.gather(nullptr); });
  refused(c, "a root that is no rank", CL_INVALID_VALUE, "root", [&] {
    std::vector<int32_t> whole(w * h);
    r.gather(whole.data(), c.ranks);
  });
  const std::vector<unsigned char> bytes(4096, 7);
  cl::Buffer small(c.dev.context, CL_MEM_READ_WRITE, c.rank == last ? 256 : 4096);
  refused(c, "a broadcast into a buffer too small on one rank", CL_INVALID_VALUE, on_last,
          [&] { acl::mpi::broadcast(c.comm, c.dev.queue, small, bytes.data(), bytes.size()); });
  cl::Buffer big(c.dev.context, CL_MEM_READ_WRITE, 4096);
  refused(c, "a broadcast of other sizes on one rank", CL_INVALID_VALUE, "every rank", [&] {
    acl::mpi::broadcast(c.comm, c.dev.queue, big, bytes.data(), c.rank == last ? 2048 : 4096);
  });
  cl::Buffer elsewhere(other, CL_MEM_READ_WRITE, 4096);
  refused(c, "a broadcast into a buffer of another context on one rank", CL_INVALID_CONTEXT,
          on_last, [&] {
            acl::mpi::broadcast(c.comm, c.dev.queue, c.rank == last ? elsewhere : big, bytes.data(),
                                bytes.size());
          });
  // What works still works after the refusals: the ranks are in step.
  c.where = "refusals: a broadcast after them";
  acl::mpi::broadcast(c.comm, c.dev.queue, big, bytes.data(), bytes.size());
  std::vector<unsigned char> got(4096, 0);
  c.dev.queue.enqueueReadBuffer(big, CL_TRUE, 0, got.size(), got.data());
  if (got != bytes) c.fail("the broadcast did not arrive");
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  // A PoCL kernel cache of this process's own, before OpenCL starts: PoCL 3.1 crashed
  // (readdir on a directory another process had just removed, inside clBuildProgram) when
  // two ranks built the same kernel into one cache at once. Removed at the end.
  const std::filesystem::path pocl_cache =
      std::filesystem::temp_directory_path() / ("acl-mpi-tests-pocl-" + std::to_string(getpid()));
  if (!std::getenv("POCL_CACHE_DIR")) setenv("POCL_CACHE_DIR", pocl_cache.c_str(), 1);
  int total = 0;
  {
    Context c;
    c.rank = acl::mpi::rank_of(c.comm);
    c.ranks = acl::mpi::size_of(c.comm);
    const std::pair<const char*, void (*)(Context&)> cases[] = {{"jacobi", jacobi},
                                                                {"filter", filter},
                                                                {"positions", positions},
                                                                {"matmul", matmul},
                                                                {"refusals", refusals}};
    try {
      c.dev = acl::mpi::open_device(c.comm);
      for (const auto& [name, run] : cases) {
        c.where = name;
        run(c);
      }
    } catch (const std::exception& e) {
      c.fail(std::string("exception: ") + e.what());
    }
    MPI_Allreduce(&c.failures, &total, 1, MPI_INT, MPI_SUM, c.comm);
    if (c.rank == 0)
      std::cout << "acl-mpi-tests over " << c.ranks << " ranks: "
                << (total ? std::to_string(total) + " failures" : std::string("all passed"))
                << "\n";
  }
  MPI_Finalize();
  std::error_code ignored;
  std::filesystem::remove_all(pocl_cache, ignored);
  return total ? 1 : 0;
}
