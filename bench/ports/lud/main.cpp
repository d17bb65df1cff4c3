// acl-port-lud: Rodinia LUD (in-place LU decomposition without pivoting, 16x16 blocks), the
// suite's three kernels a block step against the same diagonal and perimeter kernels with
// the trailing update as an ACL_TILE product (k of 16) over a window of the matrix.
#include <thread>

#include "la.hpp"

namespace acl::detail {
const char* embedded_port_lud_original();
const char* embedded_port_lud_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kBs = 16;  // the suite's BLOCK_SIZE (RD_WG_SIZE_0 default)

struct Kernels {
  cl::Kernel diagonal, perimeter, internal;
  acl::Kernel update;
};

/// L (unit lower, below the diagonal) and U (upper) in place, Doolittle without pivoting, in
/// double: the factors are unique, so any order of the suite's must reach them. Blocked by
/// panels of 64 columns, the trailing rows' updates on all the host's threads: every word
/// takes the same operations in the same order as the three plain loops (k, i, j), so the
/// result is theirs bit for bit, but the trailing matrix is read once a panel instead of
/// once a column (8192^2 in double is 512 MB: the plain loops took minutes).
std::vector<double> reference(const std::vector<float>& a0, size_t n) {
  std::vector<double> a(a0.begin(), a0.end());
  // Row i, columns [j0, j1): minus row k's words times l, for the k of [k0, k1) in order.
  const auto update = [&a, n](size_t i, size_t k0, size_t k1, size_t j0, size_t j1) {
    double* row = &a[i * n];
    for (size_t k = k0; k < k1; ++k) {
      const double l = row[k];
      const double* u = &a[k * n];
      for (size_t j = j0; j < j1; ++j) row[j] -= l * u[j];
    }
  };
  const size_t kPanel = 64;
  const size_t threads = std::max(1u, std::thread::hardware_concurrency());
  for (size_t k0 = 0; k0 < n; k0 += kPanel) {
    const size_t k1 = std::min(n, k0 + kPanel);
    for (size_t k = k0; k < k1; ++k)  // the panel: L's columns, and U's words inside it
      for (size_t i = k + 1; i < n; ++i) {
        const double l = a[i * n + k] /= a[k * n + k];
        for (size_t j = k + 1; j < k1; ++j) a[i * n + j] -= l * a[k * n + j];
      }
    for (size_t i = k0 + 1; i < k1; ++i) update(i, k0, i, k1, n);  // U's rows of the panel
    std::vector<std::thread> pool;  // the trailing rows, in interleaved slices
    for (size_t t = 0; t < threads && k1 + t < n; ++t)
      pool.emplace_back([&update, t, threads, k0, k1, n] {
        for (size_t i = k1 + t; i < n; i += threads) update(i, k0, k1, k1, n);
      });
    for (std::thread& t : pool) t.join();
  }
  return a;
}

/// Case::check of L and U, each against its own RMS (L's words are far smaller than U's).
std::function<bool(std::string*)> check_lu(const Device& d, const cl::Buffer& m,
                                           std::shared_ptr<const std::vector<double>> ref, size_t n,
                                           double rel) {
  std::vector<double> l(*ref), u(*ref);
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j) (j < i ? u : l)[i * n + j] = 0;
  const double l_rms = la::rms(l), u_rms = la::rms(u);
  return [&d, m, ref, n, rel, l_rms, u_rms](std::string* note) {
    std::vector<float> got(n * n);
    d.queue.enqueueReadBuffer(m, CL_TRUE, 0, got.size() * 4, got.data());
    std::vector<float> gl(got), gu(got);  // the other factor's words replaced by the reference's
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < n; ++j) (j < i ? gu : gl)[i * n + j] = float((*ref)[i * n + j]);
    const bool ok_l = ports::compare_close(gl, *ref, n, rel, l_rms, note, "L");
    return ports::compare_close(gu, *ref, n, rel, u_rms, note, "U") && ok_l;
  };
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t n, bool timed) {
  // Random with a heavy diagonal: well conditioned, so no pivoting is needed (the suite's
  // own matrix, 10 exp(-0.001 |i - j|), is not random).
  auto a0 =
      std::make_shared<std::vector<float>>(ports::random_floats(n * n, uint32_t(n * 7919), -1, 1));
  for (size_t i = 0; i < n; ++i) (*a0)[i * n + i] += 2.0f * std::sqrt(float(n));
  auto ref = std::make_shared<std::vector<double>>(reference(*a0, n));

  cl::Buffer M(dev.context, CL_MEM_READ_WRITE, n * n * 4);
  // The ACL version factors a copy of M with g rows and columns of zeros after it (pitch P
  // words, a multiple of 32: rows start on 128 bytes), copied in and out with the run. Each
  // step's operands and window are windows of it (acl_attr.offset): L's block column, U's
  // block row and the trailing window from (s, s), s = o + BS. Every window side is a plan
  // (a kernel build) of its own, so the side is n - s rounded up to a multiple of g (at most
  // 8 sides): the rounding reaches into the zeros, which stay zero (their L and U words
  // are zero) and are never copied out.
  const size_t g = example::round_up((n + 7) / 8, kBs), P = example::round_up(n + g, 32);
  cl::Buffer mp(dev.context, CL_MEM_READ_WRITE, (n + g) * P * 4);
  dev.queue.enqueueFillBuffer(mp, 0.0f, 0, (n + g) * P * 4);

  Case cs;
  cs.user = "lud";
  cs.shape = std::to_string(n) + "x" + std::to_string(n);
  cs.work = 2.0 * double(n) * double(n) * double(n) / 3;  // flops of LU
  cs.timed = timed;
  cs.span = true;
  cs.poison = [&dev, M, a0, n] {
    dev.queue.enqueueWriteBuffer(M, CL_FALSE, 0, n * n * 4, a0->data());
  };
  // Float rounding in the factors grows with n (each word of the trailing matrix takes n / 16
  // updates): 1e-5 of each factor's RMS up to 1024, growing as sqrt(n) beyond (the suite's
  // kernels round the trailing words once a step, ACL's update at each of the step's 16
  // products: at 8192, 2116 of ACL's 67M words of L were 1.0-1.2 times a bound of 1e-5).
  const double tol = 1e-5 * std::max(1.0, std::sqrt(double(n) / 1024));
  cs.check = check_lu(dev, M, ref, n, tol);

  // The suite's diagonal and perimeter launches at offset o on matrix m of pitch `pitch`.
  const auto diagonal = [&dev, &k](const cl::Buffer& m, size_t pitch, size_t o) {
    return example::run_kernel(dev.queue, k.diagonal, cl::NDRange(kBs), cl::NDRange(kBs), m,
                               cl::Local(kBs * kBs * 4), cl_int(pitch), cl_int(o));
  };
  const auto perimeter = [&dev, &k, n](const cl::Buffer& m, size_t pitch, size_t o) {
    const cl::LocalSpaceArg block = cl::Local(kBs * kBs * 4);
    return example::run_kernel(dev.queue, k.perimeter, cl::NDRange(2 * kBs * ((n - o) / kBs - 1)),
                               cl::NDRange(2 * kBs), m, block, block, block, cl_int(pitch),
                               cl_int(o));
  };

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, M, n, diagonal, perimeter] {
    size_t o = 0;
    for (; o + kBs < n; o += kBs) {
      diagonal(M, n, o);
      perimeter(M, n, o);
      const size_t side = kBs * ((n - o) / kBs - 1);
      const cl::LocalSpaceArg block = cl::Local(kBs * kBs * 4);
      example::run_kernel(dev.queue, k.internal, cl::NDRange(side, side), cl::NDRange(kBs, kBs), M,
                          block, block, cl_int(n), cl_int(o));
    }
    return diagonal(M, n, o);
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, M, mp, g, P, n, diagonal, perimeter] {
    dev.queue.enqueueCopyBufferRect(M, mp, {0, 0, 0}, {0, 0, 0}, {n * 4, n, 1}, n * 4, 0, P * 4, 0);
    size_t o = 0;
    for (; o + kBs < n; o += kBs) {
      diagonal(mp, P, o);
      perimeter(mp, P, o);
      const size_t s = o + kBs, w = example::round_up(n - s, g);
      acl::Attr l = la::left(kBs, w), u = la::right(w, kBs), window = la::result(w, w, true);
      l.row_pitch = u.row_pitch = window.row_pitch = P * 4;
      k.update.arg(0, mp, l.from_word(s * P + o))
          .arg(1, mp, u.from_word(o * P + s))
          .arg(2, mp, window.from_word(s * P + s));
      k.update.enqueue(dev.queue);
    }
    diagonal(mp, P, o);
    cl::Event e;
    dev.queue.enqueueCopyBufferRect(mp, M, {0, 0, 0}, {0, 0, 0}, {n * 4, n, 1}, P * 4, 0, n * 4, 0,
                                    nullptr, &e);
    return e;
  };
  cs.explain = [&dev, &k] { return k.update.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-lud", "Rodinia LUD: in-place LU decomposition in 16x16 blocks");
  opt.parse(argc, argv);
  // The suite needs multiples of its 16-word blocks; its run script uses 8192.
  const size_t n = opt.pick<size_t>(64, 1024, 8192);
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-lud on %s; %d timed runs, median; random inputs with a heavy diagonal, L and U "
      "each within 1e-5 of their RMS (times sqrt(n / 1024) past 1024)\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* original = acl::detail::embedded_port_lud_original();
    const std::string bs = "-DBS=" + std::to_string(kBs);
    k.diagonal = example::build_kernel(dev, original, "lud_diagonal", bs);
    k.perimeter = example::build_kernel(dev, original, "lud_perimeter", bs);
    k.internal = example::build_kernel(dev, original, "lud_internal", bs);
    k.update = acl::Kernel(dev.context, acl::detail::embedded_port_lud_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, true));
  // Ragged for ACL's groups and windows: an odd number of the suite's blocks.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n / 2 + kBs * 5, false));
  return example::finish(table, "acl-port-lud");
}
