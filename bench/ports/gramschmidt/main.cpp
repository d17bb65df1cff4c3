// acl-port-gramschmidt: PolyBench/GPU GRAMSCHMIDT (A = Q R, modified Gram-Schmidt over the
// columns), the suite's three kernels a column against ACL_TILE launches: the dot products
// of column k with the columns after it as a one-row product (the norm is one of them), the
// scaling of q and of R's row by that norm, and the rank-1 update as a product with k of 1.
#include "la.hpp"

namespace acl::detail {
const char* embedded_port_gramschmidt_original();
const char* embedded_port_gramschmidt_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel norm, normalize, update;
  acl::Kernel dots, scale_q, scale_r, rank1;
};

/// Q, R and the A that the suite leaves (column j: what remained of it when it became q_j),
/// in double, in the suite's order of operations. R's lower triangle stays zero.
struct Reference {
  std::vector<double> a, q, r;
};

Reference reference(const std::vector<float>& a0, size_t m, size_t n) {
  Reference ref{std::vector<double>(a0.begin(), a0.end()), std::vector<double>(m * n, 0.0),
                std::vector<double>(n * n, 0.0)};
  auto& a = ref.a;
  for (size_t k = 0; k < n; ++k) {
    double nrm = 0;
    for (size_t i = 0; i < m; ++i) nrm += a[i * n + k] * a[i * n + k];
    ref.r[k * n + k] = std::sqrt(nrm);
    for (size_t i = 0; i < m; ++i) ref.q[i * n + k] = a[i * n + k] / ref.r[k * n + k];
    for (size_t j = k + 1; j < n; ++j) {
      double dot = 0;
      for (size_t i = 0; i < m; ++i) dot += ref.q[i * n + k] * a[i * n + j];
      ref.r[k * n + j] = dot;
      for (size_t i = 0; i < m; ++i) a[i * n + j] -= ref.q[i * n + k] * dot;
    }
  }
  return ref;
}

/// Case::check of R's upper triangle (j >= i): neither version writes the lower one.
std::function<bool(std::string*)> check_upper(const Device& d, const cl::Buffer& r,
                                              std::shared_ptr<const std::vector<double>> ref,
                                              size_t n, double rel, double floor) {
  return [&d, r, ref, n, rel, floor](std::string* note) {
    std::vector<float> got(n * n);
    d.queue.enqueueReadBuffer(r, CL_TRUE, 0, got.size() * 4, got.data());
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < i; ++j) got[i * n + j] = float((*ref)[i * n + j]);
    return ports::compare_close(got, *ref, n, rel, floor, note, "R");
  };
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t m, size_t n, bool timed) {
  // Random columns with a heavy diagonal: well conditioned, so float and double agree.
  auto a0 = std::make_shared<std::vector<float>>(
      ports::random_floats(m * n, uint32_t(m * 977 + n), -1, 1));
  for (size_t i = 0; i < std::min(m, n); ++i)
    (*a0)[i * n + i] += 2.0f * std::sqrt(float(std::max(m, n)));
  const Reference ref = reference(*a0, m, n);
  auto a_ref = std::make_shared<std::vector<double>>(ref.a),
       q_ref = std::make_shared<std::vector<double>>(ref.q),
       r_ref = std::make_shared<std::vector<double>>(ref.r);

  cl::Buffer A(dev.context, CL_MEM_READ_WRITE, m * n * 4),
      Q(dev.context, CL_MEM_READ_WRITE, m * n * 4), R(dev.context, CL_MEM_READ_WRITE, n * n * 4);
  // The ACL version's vectors: column k (ak), q_k, the window's dot products (s), R's row
  // before it is masked (r), and the norm's square (nrm).
  cl::Buffer ak(dev.context, CL_MEM_READ_WRITE, m * 4), qk(dev.context, CL_MEM_READ_WRITE, m * 4),
      s(dev.context, CL_MEM_READ_WRITE, n * 4), r(dev.context, CL_MEM_READ_WRITE, n * 4),
      nrm(dev.context, CL_MEM_READ_WRITE, 4);
  // Windows of A from column k0 on (acl_attr.offset k0 words), k0 a multiple of g, itself
  // of 32 words: an offset's place in a 128-byte run is part of a plan, as is every width
  // (a kernel build each), so there are at most four. Column k and q_k are copied, not read
  // or written in place, for the same reason: column k's place is k mod 32.
  const size_t g = example::round_up((n + 3) / 4, 32);

  Case cs;
  cs.user = "gramschmidt";
  cs.shape = std::to_string(m) + "x" + std::to_string(n);
  cs.work = 4.0 * double(m) * double(n) * double(n + 1) / 2;  // flops of the dots and the updates
  cs.timed = timed;
  cs.span = true;
  // A is read and written: every run starts from the same A.
  cs.poison = [&dev, A, Q, R, a0, m, n] {
    ports::poison_floats(dev, Q, m * n)();
    ports::poison_floats(dev, R, n * n)();
    dev.queue.enqueueWriteBuffer(A, CL_FALSE, 0, m * n * 4, a0->data());
  };
  // Sums of m products of float words, in another order than the reference's.
  const double tol = 2e-5;
  cs.check = la::check_all({ports::check_close(dev, A, a_ref, n, tol, la::rms(*a_ref)),
                            ports::check_close(dev, Q, q_ref, n, tol, la::rms(*q_ref)),
                            check_upper(dev, R, r_ref, n, tol, la::rms(*r_ref))});

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, A, Q, R, m, n] {
    const cl::NDRange local(256);
    cl::Event e;
    for (size_t c = 0; c < n; ++c) {
      const cl_int kk = cl_int(c), mm = cl_int(m), nn = cl_int(n);
      e = example::run_kernel(dev.queue, k.norm, cl::NDRange(256), local, A, R, Q, kk, mm, nn);
      e = example::run_kernel(dev.queue, k.normalize, cl::NDRange(example::round_up(m, 256)), local,
                              A, R, Q, kk, mm, nn);
      if (c + 1 < n)
        e = example::run_kernel(dev.queue, k.update, cl::NDRange(example::round_up(n - c - 1, 256)),
                                local, A, R, Q, kk, mm, nn);
    }
    return e;
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, A, Q, R, ak, qk, s, r, nrm, g, m, n] {
    // The vectors' shapes never change: their kernels keep one plan.
    k.scale_q.arg(0, nrm, la::left(1, 1))
        .arg(1, ak, la::right(m, 1))
        .arg(2, qk, la::result(m, 1))
        .arg(3, 0.0f);
    k.scale_r.arg(0, nrm, la::left(1, 1))
        .arg(1, s, la::right(n, 1))
        .arg(2, r, la::result(n, 1))
        .arg(3, 0.0f);
    cl::Event e;
    for (size_t c = 0; c < n; ++c) {
      const size_t k0 = c / g * g, w = n - k0;
      acl::Attr columns = la::right(w, m).from_word(k0);  // the window: w columns of A's m rows
      columns.row_pitch = n * 4;
      // Column k into a vector of its own.
      dev.queue.enqueueCopyBufferRect(A, ak, {c * 4, 0, 0}, {0, 0, 0}, {4, m, 1}, n * 4, 0, 4, 0);
      // s[j - k0] = a_k . a_j over the window; s[k - k0] = |a_k|^2.
      k.dots.arg(0, ak, la::left(m, 1))
          .arg(1, A, columns)
          .arg(2, s, la::result(w, 1))
          .arg(3, 1.0f);
      k.dots.enqueue(dev.queue);
      dev.queue.enqueueCopyBuffer(s, nrm, (c - k0) * 4, 0, 4);
      k.scale_q.enqueue(dev.queue);  // q_k = a_k / |a_k|
      k.scale_r.enqueue(dev.queue);  // R's row k: s / |a_k|
      dev.queue.enqueueCopyBufferRect(qk, Q, {0, 0, 0}, {c * 4, 0, 0}, {4, m, 1}, 4, 0, n * 4, 0);
      dev.queue.enqueueCopyBuffer(r, R, (c - k0) * 4, (c * n + c) * 4, (n - c) * 4, nullptr, &e);
      if (c + 1 == n) break;
      // Columns up to k keep their words: their entries of r become zero.
      dev.queue.enqueueFillBuffer(r, 0.0f, 0, (c - k0 + 1) * 4);
      acl::Attr rows = acl::Attr().shape(1, m).words(4).tiled(2, 1);  // q_k down the rows, k of 1
      acl::Attr result = la::result(w, m, true).from_word(k0);
      result.row_pitch = n * 4;
      k.rank1.arg(0, qk, rows).arg(1, r, la::right(w, 1)).arg(2, A, result).arg(3, -1.0f);
      e = k.rank1.enqueue(dev.queue);
    }
    return e;
  };
  cs.explain = [&dev, &k] {
    return k.dots.plan(dev.device) + k.scale_q.plan(dev.device) + k.scale_r.plan(dev.device) +
           k.rank1.plan(dev.device);
  };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-gramschmidt", "PolyBench/GPU GRAMSCHMIDT: A = Q R");
  opt.size_option("rows and columns instead of the preset's (then ragged: N + 9 by N - N/5)");
  opt.parse(argc, argv);
  const size_t n = opt.size(67, 512, 2048);  // the suite: M = N = 2048
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-gramschmidt on %s; %d timed runs, median; random inputs with a heavy diagonal, "
      "A, Q and R's upper triangle within 2e-5 of their RMS\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* original = acl::detail::embedded_port_gramschmidt_original();
    k.norm = example::build_kernel(dev, original, "gs_norm", "");
    k.normalize = example::build_kernel(dev, original, "gs_normalize", "");
    k.update = example::build_kernel(dev, original, "gs_update", "");
    const char* acl = acl::detail::embedded_port_gramschmidt_acl();
    k.dots = acl::Kernel(dev.context, acl);
    k.rank1 = acl::Kernel(dev.context, acl);
    k.scale_q = acl::Kernel(dev.context, acl, "-DSCALE");
    k.scale_r = acl::Kernel(dev.context, acl, "-DSCALE");
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  // Ragged: taller than wide, neither a multiple of a group or of a window.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n + 9, n - n / 5, false));
  return example::finish(table, "acl-port-gramschmidt");
}
