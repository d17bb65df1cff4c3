// ACL over MPI ranks (docs/mpi.md): each rank owns a band of rows and a device and runs the
// same User_main as one device would; margin rows go between ranks by MPI.
//   mpirun -np 2 build/examples/acl-mpi jacobi [--size WxH] [--steps N]
//   mpirun -np 2 build/examples/acl-mpi matmul [--size N]
// jacobi: integer Jacobi steps (a 5-point average) with a margin exchange after each step;
// matmul: C = A x B with A and C in bands and B broadcast. Rank 0 checks the gathered
// result against a CPU reference and prints the time of the steps (the slowest rank's).
#include <acl/mpi.hpp>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

namespace {

constexpr const char* kJacobi = R"(
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(int* src, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = (4 * P(0, 0) + P(-1, 0) + P(1, 0) + P(0, -1) + P(0, 1)) / 8;
})";

constexpr const char* kMatmul = R"(
void User_main(float* a, float* b, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
})";

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// The slowest rank's seconds since `t0`.
double slowest(MPI_Comm comm, double t0) {
  double mine = now() - t0, most = 0;
  MPI_Reduce(&mine, &most, 1, MPI_DOUBLE, MPI_MAX, 0, comm);
  return most;
}

bool jacobi(MPI_Comm comm, const acl::Device& dev, size_t w, size_t h, int steps) {
  const int rank = acl::mpi::rank_of(comm);
  std::vector<int32_t> img;
  if (rank == 0) {
    std::mt19937 rng(1);
    img.resize(w * h);
    for (int32_t& v : img) v = int32_t(rng() % 100000);
  }
  // Two arrays in bands of rows, a margin row above and below each band.
  acl::mpi::Rows a(comm, dev.context, dev.queue, w, h, sizeof(int32_t), 1);
  acl::mpi::Rows b(comm, dev.context, dev.queue, w, h, sizeof(int32_t), 1);
  a.scatter(img.data());
  acl::Kernel k(dev.context, kJacobi);
  auto step = [&](acl::mpi::Rows& from, acl::mpi::Rows& to) {
    if (from.empty()) return;
    k.arg(0, from.buffer(), from.attr().halo(1))
        .arg(1, to.buffer(), to.attr().read(ACL_NONE).write(ACL_TOP_LEFT));
    k.enqueue(dev.queue);
    dev.queue.finish();
  };
  step(a, b);  // builds the AC kernel (untimed); b is written again by the first step
  MPI_Barrier(comm);
  const double t0 = now();
  for (int s = 0; s < steps; ++s) {
    acl::mpi::Rows& to = s % 2 ? a : b;
    step(s % 2 ? b : a, to);
    to.exchange();  // the margin rows from the neighbours' new bands
  }
  const double t = slowest(comm, t0);
  std::vector<int32_t> got(rank == 0 ? w * h : 0);
  (steps % 2 ? b : a).gather(got.data());
  if (rank != 0) return true;
  auto at = [&](const std::vector<int32_t>& v, long x, long y) {
    x = std::clamp(x, 0L, long(w) - 1), y = std::clamp(y, 0L, long(h) - 1);
    return v[size_t(y) * w + size_t(x)];
  };
  for (int s = 0; s < steps; ++s) {
    std::vector<int32_t> next(w * h);
    for (long y = 0; y < long(h); ++y)
      for (long x = 0; x < long(w); ++x)
        next[size_t(y) * w + size_t(x)] =
            (4 * at(img, x, y) + at(img, x - 1, y) + at(img, x + 1, y) + at(img, x, y - 1) +
             at(img, x, y + 1)) /
            8;
    img.swap(next);
  }
  const bool ok = got == img;
  std::cout << "jacobi " << w << "x" << h << ", " << steps << " steps over "
            << acl::mpi::size_of(comm) << " ranks: " << t * 1e3 << " ms, "
            << (ok ? "valid" : "WRONG") << "\n";
  return ok;
}

bool matmul(MPI_Comm comm, const acl::Device& dev, size_t n) {
  const int rank = acl::mpi::rank_of(comm);
  std::vector<float> a, b(n * n);
  if (rank == 0) {
    std::mt19937 rng(2);
    a.resize(n * n);
    for (float& v : a) v = float(int(rng() % 17) - 8);
    for (float& v : b) v = float(int(rng() % 17) - 8);
  }
  acl::mpi::Rows ra(comm, dev.context, dev.queue, n, n, sizeof(float), 0);
  acl::mpi::Rows rc(comm, dev.context, dev.queue, n, n, sizeof(float), 0);
  ra.scatter(a.data());
  cl::Buffer bb(dev.context, CL_MEM_READ_ONLY, n * n * sizeof(float));
  acl::mpi::broadcast(comm, dev.queue, bb, b.data(), n * n * sizeof(float));
  acl::Kernel k(dev.context, kMatmul);
  if (!ra.empty())
    k.arg(0, ra.buffer(), ra.attr().tiled(2, 1))  // A: x is k, y follows C's rows
        .arg(1, bb, acl::Attr().shape(n, n).words(4).tiled(1, 2))
        .arg(2, rc.buffer(), rc.attr().read(ACL_NONE).write(ACL_TOP_LEFT).tiled(1, 1));
  auto run = [&] {
    if (ra.empty()) return;
    k.enqueue(dev.queue);
    dev.queue.finish();
  };
  run();  // builds the AC kernel (untimed)
  MPI_Barrier(comm);
  const double t0 = now();
  run();
  const double t = slowest(comm, t0);
  std::vector<float> got(rank == 0 ? n * n : 0);
  rc.gather(got.data());
  if (rank != 0) return true;
  bool ok = true;
  for (size_t y = 0; y < n && ok; ++y)
    for (size_t x = 0; x < n; ++x) {
      float s = 0;
      for (size_t i = 0; i < n; ++i) s += a[y * n + i] * b[i * n + x];
      ok = ok && s == got[y * n + x];
    }
  std::cout << "matmul " << n << "^3 over " << acl::mpi::size_of(comm) << " ranks: " << t * 1e3
            << " ms (" << 2.0 * double(n) * n * n / t * 1e-9 << " GFLOP/s), "
            << (ok ? "valid" : "WRONG") << "\n";
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int failed = 0;
  {
    const std::string what = argc > 1 ? argv[1] : "jacobi";
    size_t w = what == "matmul" ? 256 : 512, h = w;
    int steps = 10;
    for (int i = 2; i + 1 < argc; i += 2) {
      const std::string opt = argv[i], val = argv[i + 1];
      if (opt == "--size") {
        w = h = std::stoul(val);
        if (val.find('x') != std::string::npos) h = std::stoul(val.substr(val.find('x') + 1));
      } else if (opt == "--steps") {
        steps = std::stoi(val);
      }
    }
    try {
      const acl::Device dev = acl::mpi::open_device(MPI_COMM_WORLD);
      const bool ok = what == "matmul" ? matmul(MPI_COMM_WORLD, dev, w)
                                       : jacobi(MPI_COMM_WORLD, dev, w, h, steps);
      failed = ok ? 0 : 1;
    } catch (const std::exception& e) {
      std::cerr << "acl-mpi: " << e.what() << "\n";
      failed = 1;
    }
  }
  int any = 0;
  MPI_Allreduce(&failed, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Finalize();
  return any;
}
