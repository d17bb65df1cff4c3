// acl-port-gaussian: Rodinia Gaussian elimination (forward phase: A upper triangular, the
// multipliers in M, b updated), the suite's Fan1/Fan2 pair a column against two ACL launches
// on the augmented matrix [A | b]: the multipliers (the pivot an ACL_PER_SLICE word), then
// the window's rank-1 update (multipliers ACL_PER_ROW, the pivot row ACL_PER_COLUMN).
#include "la.hpp"

namespace acl::detail {
const char* embedded_port_gaussian_original();
const char* embedded_port_gaussian_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel fan1, fan2;
  acl::Kernel divide, update;
};

/// The suite's forward phase in double: a, m (strictly lower part) and b as it leaves them.
struct Reference {
  std::vector<double> a, m, b;
};

Reference reference(const std::vector<float>& a0, const std::vector<float>& b0, size_t n) {
  Reference ref{std::vector<double>(a0.begin(), a0.end()), std::vector<double>(n * n, 0.0),
                std::vector<double>(b0.begin(), b0.end())};
  auto &a = ref.a, &m = ref.m, &b = ref.b;
  for (size_t t = 0; t + 1 < n; ++t)
    for (size_t r = t + 1; r < n; ++r) {
      m[r * n + t] = a[r * n + t] / a[t * n + t];
      for (size_t c = t; c < n; ++c) a[r * n + c] -= m[r * n + t] * a[t * n + c];
      b[r] -= m[r * n + t] * b[t];
    }
  return ref;
}

/// Case::check of M's strictly lower part, the multipliers (neither version writes the rest).
std::function<bool(std::string*)> check_lower(const Device& d, const cl::Buffer& m,
                                              std::shared_ptr<const std::vector<double>> ref,
                                              size_t n, double rel) {
  const double floor = la::rms(*ref);
  return [&d, m, ref, n, rel, floor](std::string* note) {
    std::vector<float> got(n * n);
    d.queue.enqueueReadBuffer(m, CL_TRUE, 0, got.size() * 4, got.data());
    for (size_t i = 0; i < n; ++i)
      for (size_t j = i; j < n; ++j) got[i * n + j] = float((*ref)[i * n + j]);
    return ports::compare_close(got, *ref, n, rel, floor, note, "M");
  };
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t n, bool timed) {
  // Random with a heavy diagonal, so that elimination without pivoting is stable (the
  // suite's own matrix, 10 exp(-0.01 |i - j|) with b = 1, is not random).
  auto a0 =
      std::make_shared<std::vector<float>>(ports::random_floats(n * n, uint32_t(n * 6007), -1, 1));
  for (size_t i = 0; i < n; ++i) (*a0)[i * n + i] += 2.0f * std::sqrt(float(n));
  auto b0 =
      std::make_shared<std::vector<float>>(ports::random_floats(n, uint32_t(n * 6007 + 1), -1, 1));
  const Reference ref = reference(*a0, *b0, n);
  auto a_ref = std::make_shared<std::vector<double>>(ref.a),
       m_ref = std::make_shared<std::vector<double>>(ref.m),
       b_ref = std::make_shared<std::vector<double>>(ref.b);

  cl::Buffer A(dev.context, CL_MEM_READ_WRITE, n * n * 4),
      M(dev.context, CL_MEM_READ_WRITE, n * n * 4), B(dev.context, CL_MEM_READ_WRITE, n * 4);
  // The ACL version eliminates on [A | b], n rows of pitch p words (a multiple of 32, so
  // every row starts on 128 bytes), copied in and out with the run. Per column: the
  // multipliers (mv, zero for rows <= t) from column t and the pivot, read in place
  // (acl_attr.offset: their plans depend only on t's alignment, 6 places of floats), and
  // the pivot row from column t on (rv, zero before t).
  const size_t p = example::round_up(n + 1, 32);
  cl::Buffer ab(dev.context, CL_MEM_READ_WRITE, n * p * 4),
      mv(dev.context, CL_MEM_READ_WRITE, n * 4), rv(dev.context, CL_MEM_READ_WRITE, (n + 1) * 4);
  // Windows of [A | b] from (c0, c0) on (acl_attr.offset c0 (p + 1) words), c0 a multiple of
  // g, itself of 32 words, so that they all start on 128 bytes and share a plan's offset;
  // every window side is a plan (a kernel build) of its own: at most 8.
  const size_t g = example::round_up((n + 7) / 8, 32);

  Case cs;
  cs.user = "gaussian";
  cs.shape = std::to_string(n) + "x" + std::to_string(n);
  cs.work = 2.0 * double(n) * double(n) * double(n) / 3;  // flops of the updates
  cs.timed = timed;
  cs.span = true;
  cs.poison = [&dev, A, M, B, a0, b0, n] {
    ports::poison_floats(dev, M, n * n)();
    dev.queue.enqueueWriteBuffer(A, CL_FALSE, 0, n * n * 4, a0->data());
    dev.queue.enqueueWriteBuffer(B, CL_FALSE, 0, n * 4, b0->data());
  };
  // Each output against its own RMS: A's eliminated words are rounding residuals, M's are
  // small, b's change the most.
  const double tol = 1e-5;
  cs.check = la::check_all({ports::check_close(dev, A, a_ref, n, tol, la::rms(*a_ref)),
                            check_lower(dev, M, m_ref, n, tol),
                            ports::check_close(dev, B, b_ref, n, tol, la::rms(*b_ref))});

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, A, M, B, n] {
    cl::Event e;
    for (size_t t = 0; t + 1 < n; ++t) {
      example::run_kernel(dev.queue, k.fan1, cl::NDRange(n), cl::NullRange, M, A, cl_int(n),
                          cl_int(t));
      e = example::run_kernel(dev.queue, k.fan2, cl::NDRange(n, n), cl::NullRange, M, A, B,
                              cl_int(n), cl_int(t));
    }
    return e;
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, A, M, B, ab, mv, rv, g, p, n] {
    const auto rect = [&dev](const cl::Buffer& from, const cl::Buffer& to, size_t fx, size_t fy,
                             size_t tx, size_t ty, size_t bytes, size_t rows, size_t from_pitch,
                             size_t to_pitch) {
      return dev.queue.enqueueCopyBufferRect(from, to, {fx, fy, 0}, {tx, ty, 0}, {bytes, rows, 1},
                                             from_pitch, 0, to_pitch, 0);
    };
    rect(A, ab, 0, 0, 0, 0, n * 4, n, n * 4, p * 4);
    rect(B, ab, 0, 0, n * 4, 0, 4, n, 4, p * 4);
    for (size_t t = 0; t + 1 < n; ++t) {
      const size_t c0 = t / g * g, rows = n - c0, cols = n + 1 - c0;
      // Multipliers: column t (rows c0..n) over the pivot, both read in place, zero for rows
      // up to t.
      acl::Attr column = acl::Attr().shape(1, rows).words(4);
      column.row_pitch = p * 4;
      k.divide.arg(0, ab, column.from_word(c0 * p + t))
          .arg(1, ab, acl::Attr().shape(1, 1).words(4).per(ACL_PER_SLICE).from_word(t * p + t))
          .arg(2, mv, acl::Attr().shape(1, rows).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
      k.divide.enqueue(dev.queue);
      dev.queue.enqueueFillBuffer(mv, 0.0f, 0, (t + 1 - c0) * 4);
      rect(mv, M, (t + 1 - c0) * 4, 0, t * 4, t + 1, 4, n - t - 1, 4, n * 4);
      // The pivot row from column t on (b's word included), zero before t.
      if (t > c0) dev.queue.enqueueFillBuffer(rv, 0.0f, 0, (t - c0) * 4);
      dev.queue.enqueueCopyBuffer(ab, rv, (t * p + t) * 4, (t - c0) * 4, (n + 1 - t) * 4);
      acl::Attr trailing = acl::Attr().shape(cols, rows).words(4).write(ACL_TOP_LEFT);
      trailing.row_pitch = p * 4;
      k.update.arg(0, mv, acl::Attr().shape(1, rows).words(4).per(ACL_PER_ROW))
          .arg(1, rv, acl::Attr().shape(cols, 1).words(4).per(ACL_PER_COLUMN))
          .arg(2, ab, trailing.from_word(c0 * p + c0));
      k.update.enqueue(dev.queue);
    }
    rect(ab, A, 0, 0, 0, 0, n * 4, n, p * 4, n * 4);
    cl::Event e;
    dev.queue.enqueueCopyBufferRect(ab, B, {n * 4, 0, 0}, {0, 0, 0}, {4, n, 1}, p * 4, 0, 4, 0,
                                    nullptr, &e);
    return e;
  };
  cs.explain = [&dev, &k] { return k.divide.plan(dev.device) + k.update.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-gaussian", "Rodinia Gaussian elimination: forward phase");
  opt.size_option("equations instead of the preset's (then ragged: N/2 + 13)");
  opt.parse(argc, argv);
  const size_t n = opt.size(67, 768, 2048);  // the suite's run script: -s 2048
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-gaussian on %s; %d timed runs, median; random inputs with a heavy diagonal, A, the "
      "multipliers and b each within 1e-5 of their RMS\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* original = acl::detail::embedded_port_gaussian_original();
    k.fan1 = example::build_kernel(dev, original, "fan1", "");
    k.fan2 = example::build_kernel(dev, original, "fan2", "");
    const char* acl = acl::detail::embedded_port_gaussian_acl();
    k.divide = acl::Kernel(dev.context, acl, "-DDIVIDE");
    k.update = acl::Kernel(dev.context, acl);
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, true));
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n / 2 + 13, false));  // ragged
  return example::finish(table, "acl-port-gaussian");
}
