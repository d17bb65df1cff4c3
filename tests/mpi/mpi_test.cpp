// ACL over MPI ranks (include/acl/mpi.hpp), run by ctest under mpirun with 2 and 3 ranks
// on one machine: an iterative integer Jacobi stencil (halo exchange between steps), a 3x3
// filter (MIRROR borders), positions of the whole array on every rank (ACL_BOTTOM_LEFT data),
// and C = A x B (A and C in bands, B broadcast). Each result, gathered on rank 0, must equal
// bit for bit the same kernel run on one device over the whole array and a CPU model, under
// equal, skewed (a rank with one row) and gapped (a rank with none) bands; outputs are
// poisoned before each run. Exits non-zero on any failure, on every rank.
#include <acl/mpi.hpp>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <iostream>
#include <random>
#include <sstream>

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

template <typename T>
std::vector<T> random_ints(size_t n, uint32_t seed, int lo, int hi) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(lo, hi);
  std::vector<T> v(n);
  for (T& x : v) x = T(dist(rng));
  return v;
}

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

constexpr const char* kJacobi = R"(
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(int* src, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = (4 * P(0, 0) + P(-1, 0) + P(1, 0) + P(0, -1) + P(0, 1)) / 8;
})";

/// Jacobi steps, the halo rows exchanged between them (ping-pong between two arrays).
void jacobi(Context& c) {
  const size_t w = 29, h = 23, steps = 4;
  const std::vector<int32_t> in = random_ints<int32_t>(w * h, 3, 0, 100000);
  auto at = [&](const std::vector<int32_t>& v, long x, long y) {
    x = std::clamp(x, 0L, long(w) - 1), y = std::clamp(y, 0L, long(h) - 1);
    return v[size_t(y) * w + size_t(x)];
  };
  std::vector<int32_t> model = in;
  for (size_t s = 0; s < steps; ++s) {
    std::vector<int32_t> next(w * h);
    for (long y = 0; y < long(h); ++y)
      for (long x = 0; x < long(w); ++x)
        next[size_t(y) * w + size_t(x)] =
            (4 * at(model, x, y) + at(model, x - 1, y) + at(model, x + 1, y) + at(model, x, y - 1) +
             at(model, x, y + 1)) /
            8;
    model = next;
  }
  acl::Kernel k(c.dev.context, kJacobi);
  std::vector<int32_t> one;
  if (c.rank == 0) {  // the same steps on one device
    cl::Buffer a = device_copy(c, in), b = device_copy(c, in);
    for (size_t s = 0; s < steps; ++s) {
      const cl::Buffer& from = s % 2 ? b : a;
      const cl::Buffer& to = s % 2 ? a : b;
      k.arg(0, from, acl::Attr().shape(w, h).words(4).halo(1))
          .arg(1, to, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
      k.enqueue(c.dev.queue);
    }
    one = read_all<int32_t>(c, steps % 2 ? b : a, w * h);
  }
  for (const auto& [name, bounds] : band_sets(h, c.ranks)) {
    c.where = "jacobi, " + name + " bands";
    Rows a(c.comm, c.dev.context, c.dev.queue, w, h, 4, 1, bounds);
    Rows b(c.comm, c.dev.context, c.dev.queue, w, h, 4, 1, bounds);
    poison(c, b);
    a.scatter(in.data());
    for (size_t s = 0; s < steps; ++s) {
      Rows& from = s % 2 ? b : a;
      Rows& to = s % 2 ? a : b;
      if (!from.empty()) {
        k.arg(0, from.buffer(), from.attr().halo(1))
            .arg(1, to.buffer(), to.attr().read(ACL_NONE).write(ACL_TOP_LEFT));
        k.enqueue(c.dev.queue);
        c.dev.queue.finish();
      }
      to.exchange();
    }
    std::vector<int32_t> got(c.rank == 0 ? w * h : 0);
    (steps % 2 ? b : a).gather(got.data());
    compare(c, got, one, model);
  }
}

/// One step of a 3x3 filter with MIRROR borders, floats of integer values (exact sums).
void filter(Context& c) {
  const size_t w = 33, h = 19;
  const std::vector<float> in = random_ints<float>(w * h, 5, -60, 60);
  std::vector<float> model(w * h);
  auto mirror = [](long g, long n) { return g < 0 ? -g : g >= n ? 2 * (n - 1) - g : g; };
  for (long y = 0; y < long(h); ++y)
    for (long x = 0; x < long(w); ++x) {
      float s = 0;
      for (long dy = -1; dy <= 1; ++dy)
        for (long dx = -1; dx <= 1; ++dx)
          s += float((2 - std::labs(dx)) * (2 - std::labs(dy))) *
               in[size_t(mirror(y + dy, long(h))) * w + size_t(mirror(x + dx, long(w)))];
      model[size_t(y) * w + size_t(x)] = s;
    }
  acl::Kernel k(c.dev.context, R"(
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(float* src, float* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = P(-1, -1) + 2.0f * P(0, -1) + P(1, -1) + 2.0f * P(-1, 0) + 4.0f * P(0, 0)
           + 2.0f * P(1, 0) + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1);
})");
  std::vector<float> one;
  if (c.rank == 0) {
    cl::Buffer a = device_copy(c, in), b = device_copy(c, in);
    k.arg(0, a, acl::Attr().shape(w, h).words(4).halo(1, ACL_BORDER_MIRROR))
        .arg(1, b, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    k.enqueue(c.dev.queue);
    one = read_all<float>(c, b, w * h);
  }
  for (const auto& [name, bounds] : band_sets(h, c.ranks)) {
    c.where = "3x3 filter, " + name + " bands";
    Rows a(c.comm, c.dev.context, c.dev.queue, w, h, 4, 1, bounds);
    Rows b(c.comm, c.dev.context, c.dev.queue, w, h, 4, 1, bounds);
    poison(c, b);
    a.scatter(in.data());
    if (!a.empty()) {
      k.arg(0, a.buffer(), a.attr().halo(1, ACL_BORDER_MIRROR))
          .arg(1, b.buffer(), b.attr().read(ACL_NONE).write(ACL_TOP_LEFT));
      k.enqueue(c.dev.queue);
    }
    std::vector<float> got(c.rank == 0 ? w * h : 0);
    b.gather(got.data());
    compare(c, got, one, model);
  }
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
  acl::Kernel k(c.dev.context, R"(
void User_main(int* src, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = ((get_acl_origin(dst, 1) + i) * 1000 + get_acl_origin(dst, 0)) * 16 + src[i];
})");
  const acl::Attr out = acl::Attr().words(4).read(ACL_NONE).write(ACL_BOTTOM_LEFT);
  std::vector<int32_t> one;
  if (c.rank == 0) {
    cl::Buffer a = device_copy(c, in), b = device_copy(c, in);
    k.arg(0, a, acl::Attr().shape(w, h).words(4).read(ACL_BOTTOM_LEFT))
        .arg(1, b, acl::Attr(out).shape(w, h));
    k.enqueue(c.dev.queue);
    one = read_all<int32_t>(c, b, w * h);
  }
  for (const auto& [name, bounds] : band_sets(h, c.ranks)) {
    c.where = "positions, " + name + " bands";
    Rows src(c.comm, c.dev.context, c.dev.queue, w, h, 4, 0, bounds);
    Rows dst(c.comm, c.dev.context, c.dev.queue, w, h, 4, 0, bounds);
    poison(c, dst);
    src.scatter(in.data());
    if (!src.empty()) {
      k.arg(0, src.buffer(), src.attr(true).read(ACL_BOTTOM_LEFT))
          .arg(1, dst.buffer(), dst.attr(true).read(ACL_NONE).write(ACL_BOTTOM_LEFT));
      k.enqueue(c.dev.queue);
    }
    std::vector<int32_t> got(c.rank == 0 ? w * h : 0);
    dst.gather(got.data());
    compare(c, got, one, model);
  }
}

/// C = A x B: A's and C's rows in bands, B broadcast to every rank.
void matmul(Context& c) {
  const size_t m = 41, n = 27, kk = 19;
  const std::vector<float> a = random_ints<float>(kk * m, 21, -8, 8);
  const std::vector<float> b = random_ints<float>(n * kk, 22, -8, 8);
  std::vector<float> model(n * m);
  for (size_t y = 0; y < m; ++y)
    for (size_t x = 0; x < n; ++x) {
      float s = 0;
      for (size_t k = 0; k < kk; ++k) s += a[y * kk + k] * b[k * n + x];
      model[y * n + x] = s;
    }
  acl::Kernel k(c.dev.context, R"(
void User_main(float* a, float* b, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
})");
  const acl::Attr out = acl::Attr().words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  std::vector<float> one;
  if (c.rank == 0) {
    cl::Buffer ba = device_copy(c, a), bb = device_copy(c, b), bc = device_copy(c, model);
    k.arg(0, ba, acl::Attr().shape(kk, m).words(4).tiled(2, 1))
        .arg(1, bb, acl::Attr().shape(n, kk).words(4).tiled(1, 2))
        .arg(2, bc, acl::Attr(out).shape(n, m).tiled(1, 1));
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
          .arg(1, bb, acl::Attr().shape(n, kk).words(4).tiled(1, 2))
          .arg(2, rc.buffer(), rc.attr().read(ACL_NONE).write(ACL_TOP_LEFT).tiled(1, 1));
      k.enqueue(c.dev.queue);
    }
    std::vector<float> got(c.rank == 0 ? n * m : 0);
    rc.gather(got.data());
    compare(c, got, one, model);
  }
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int total = 0;
  {
    Context c;
    c.rank = acl::mpi::rank_of(c.comm);
    c.ranks = acl::mpi::size_of(c.comm);
    const std::pair<const char*, void (*)(Context&)> cases[] = {
        {"jacobi", jacobi}, {"filter", filter}, {"positions", positions}, {"matmul", matmul}};
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
  return total ? 1 : 0;
}
