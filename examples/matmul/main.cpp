// acl-matmul: times and validates the original, hand-optimized and ACL versions of C = A x B.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "harness.hpp"
#include "halide.hpp"
#ifdef ACL_WITH_HALIDE
#include "halide_matmul.h"
#include "halide_matmul_any.h"
#include "halide_matmul_auto.h"
#include "halide_tiles.h"
#endif

#ifdef ACL_HAVE_CLBLAST
#include <clblast_c.h>
#endif

namespace acl::detail {
const char* embedded_matmul_original();
const char* embedded_matmul_optimized();
const char* embedded_matmul_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

struct Options {
  size_t m = 1024, n = 1024, k = 1024;
  bool ragged = true;
};

/// A is M x K, B is K x N, both integer-valued in [-8, 8] (never all zero): every partial
/// sum is an integer below 2^24, so any float summation order gives the exact result and a
/// device result can be compared exactly.
struct Problem {
  size_t m = 0, n = 0, k = 0;
  std::vector<float> a, b;
};

Problem make_problem(size_t m, size_t n, size_t k) {
  Problem p{m, n, k, std::vector<float>(m * k), std::vector<float>(k * n)};
  std::mt19937 rng(uint32_t(0x3A7 + m * 7919 + n * 31 + k));
  std::uniform_int_distribution<int> value(-8, 8);
  for (float& v : p.a) v = float(value(rng));
  for (float& v : p.b) v = float(value(rng));
  return p;
}

/// Exact reference of row `r` of C (integers in double).
void reference_row(const Problem& p, size_t r, std::vector<double>& out) {
  out.assign(p.n, 0.0);
  for (size_t kk = 0; kk < p.k; ++kk) {
    const double a = p.a[r * p.k + kk];
    const float* b = &p.b[kk * p.n];
    for (size_t c = 0; c < p.n; ++c) out[c] += a * b[c];
  }
}

/// Checks C exactly. Up to 2^31 multiply-adds every element is compared with the reference;
/// above that, every element is covered by Freivalds' test (C x == A (B x) for two random
/// integer vectors x, exact in double) and 64 whole rows, the first and last included, are
/// compared element by element. NaN poison left anywhere fails both.
bool check_product(const Problem& p, const std::vector<float>& c, std::string* note) {
  example::Mismatches bad;
  const bool full = double(p.m) * p.n * p.k <= double(1u << 31);
  std::vector<size_t> rows;
  if (full) {
    for (size_t r = 0; r < p.m; ++r) rows.push_back(r);
  } else {
    std::mt19937 rng(7);
    rows = {0, p.m - 1};
    for (int i = 0; i < 62; ++i) rows.push_back(rng() % p.m);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  }
  const size_t threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::vector<std::pair<size_t, double>>> wrong(threads);  // (index, expected)
  auto work = [&](size_t t) {
    std::vector<double> ref;
    for (size_t i = t; i < rows.size(); i += threads) {
      reference_row(p, rows[i], ref);
      for (size_t col = 0; col < p.n; ++col)
        if (!(double(c[rows[i] * p.n + col]) == ref[col]))
          wrong[t].push_back({rows[i] * p.n + col, ref[col]});
    }
  };
  std::vector<std::thread> pool;
  for (size_t t = 0; t < threads; ++t) pool.emplace_back(work, t);
  for (std::thread& t : pool) t.join();
  for (auto& list : wrong)
    for (auto [i, want] : list)
      bad.add("at (row %zu, col %zu): expected %.0f, got %.9g", i / p.n, i % p.n, want, c[i]);
  if (!full) {
    std::mt19937 rng(11);
    std::uniform_int_distribution<int> value(-4, 4);
    for (int trial = 0; trial < 2; ++trial) {
      std::vector<double> x(p.n), bx(p.k, 0.0), abx(p.m, 0.0), cx(p.m, 0.0);
      for (double& v : x) v = value(rng) | 1;  // odd: never zero
      for (size_t r = 0; r < p.k; ++r)
        for (size_t col = 0; col < p.n; ++col) bx[r] += double(p.b[r * p.n + col]) * x[col];
      for (size_t r = 0; r < p.m; ++r)
        for (size_t kk = 0; kk < p.k; ++kk) abx[r] += double(p.a[r * p.k + kk]) * bx[kk];
      for (size_t r = 0; r < p.m; ++r)
        for (size_t col = 0; col < p.n; ++col) cx[r] += double(c[r * p.n + col]) * x[col];
      for (size_t r = 0; r < p.m; ++r)
        if (!(cx[r] == abx[r]))
          bad.add("row %zu: C x = %.0f but A (B x) = %.0f (Freivalds test %d)", r, cx[r], abx[r],
                  trial);
    }
  }
  *note = bad.ok() ? (full ? "exact" : "exact rows + Freivalds") : bad.summary(c.size());
  return bad.ok();
}

struct Kernels {
  cl::Kernel original, large, small;  // hand-optimized: 128x128 blocks (8x8), 64x64 (4x4)
  acl::Kernel acl;
  unsigned compute_units = 1;
};

std::vector<Case> cases_for(const Device& d, Kernels& k, size_t m, size_t n, size_t kk,
                            bool timed) {
  auto p = std::make_shared<Problem>(make_problem(m, n, kk));
  cl::Buffer a(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, p->a.size() * 4, p->a.data());
  cl::Buffer b(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, p->b.size() * 4, p->b.data());
  cl::Buffer c(d.context, CL_MEM_WRITE_ONLY, m * n * 4);

  Case base;
  base.user = "matmul";
  base.shape = std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(kk);
  base.work = 2.0 * double(m) * double(n) * double(kk);
  base.timed = timed;
  base.poison = [&d, c, m, n] {
    d.queue.enqueueFillBuffer(c, std::numeric_limits<float>::quiet_NaN(), 0, m * n * 4);
  };
  base.check = [&d, c, p](std::string* note) {
    std::vector<float> got(p->m * p->n);
    d.queue.enqueueReadBuffer(c, CL_TRUE, 0, got.size() * 4, got.data());
    return check_product(*p, got, note);
  };
  auto plain = [&d, a, b, c, m, n, kk](cl::Kernel& kernel, size_t bx, size_t by, size_t wx,
                                       size_t wy) {
    return example::run_kernel(d.queue, kernel,
                               cl::NDRange((n + bx - 1) / bx * wx, (m + by - 1) / by * wy),
                               cl::NDRange(wx, wy), a, b, c, cl_int(m), cl_int(n), cl_int(kk));
  };

  std::vector<Case> cases;
  Case c0 = base;
  c0.version = "original";
  c0.launch = [&k, plain] { return plain(k.original, 16, 16, 16, 16); };
  cases.push_back(c0);

  // The expert picks 128x128 blocks unless they leave compute units idle, then 64x64.
  const bool big = ((m + 127) / 128) * ((n + 127) / 128) >= k.compute_units;
  Case c1 = base;
  c1.version = "optimized";
  c1.launch = [&k, plain, big] {
    return big ? plain(k.large, 128, 128, 16, 16) : plain(k.small, 64, 64, 16, 16);
  };
  cases.push_back(c1);

  // A: its rows follow y of C (level 1), its columns stream (level 2); B the other way
  // round; C is level 1 on both axes, written only, so it starts at zero and accumulates.
  Case c2 = base;
  c2.version = "acl";
  // Timed from a marker: a plan that splits k runs two or three launches and its event is
  // the last one's (docs/planner.md, split k).
  c2.span = true;
  c2.launch = [&d, &k, a, b, c, m, n, kk] {
    k.acl.arg(0, a, acl::Attr().shape(kk, m).words(4).tiled(2, 1));
    k.acl.arg(1, b, acl::Attr().shape(n, kk).words(4).tiled(1, 2));
    k.acl.arg(2, c, acl::Attr().shape(n, m).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).tiled());
    return k.acl.enqueue(d.queue);
  };
  c2.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c2);

#ifdef ACL_HAVE_CLBLAST
  // CLBlast's SGEMM as an outside baseline (beta 0). It may run copy and pad kernels before
  // its GEMM kernel and returns the last one's event: timed as a span from a marker.
  Case c3 = base;
  c3.version = "clblast";
  c3.span = true;
  c3.poison = [&d, c, m, n] {  // finite: CLBlast may compute 0 x C even with beta 0
    d.queue.enqueueFillBuffer(c, 1.0e30f, 0, m * n * 4);
  };
  c3.launch = [&d, a, b, c, m, n, kk] {
    cl_command_queue q = d.queue();
    cl_event e = nullptr;
    const CLBlastStatusCode s =
        CLBlastSgemm(CLBlastLayoutRowMajor, CLBlastTransposeNo, CLBlastTransposeNo, m, n, kk, 1.0f,
                     a(), 0, kk, b(), 0, n, 0.0f, c(), 0, n, &q, &e);
    if (s != CLBlastSuccess) throw std::runtime_error("CLBlastSgemm returned " + std::to_string(s));
    return cl::Event(e);
  };
  cases.push_back(c3);
#endif
#ifdef ACL_WITH_HALIDE
  // Halide's C = A x B: its buffers are x-major, so A is kk wide and m tall, C n wide. The
  // tuned pipeline where its tiles divide C, the guarded one elsewhere.
  const bool tiled = n % kHalideMatmulTile[0] == 0 && m % kHalideMatmulTile[1] == 0;
  if (example::halide_wanted(d)) {
    cases.push_back(example::halide_case(d, base, c, m * n * 4, [p, tiled](void* dst) {
      example::halide_ok((tiled ? halide_matmul : halide_matmul_any)(
                             example::image(p->a.data(), p->k, p->m),
                             example::image(p->b.data(), p->n, p->k),
                             example::image(static_cast<float*>(dst), p->n, p->m)),
                         tiled ? "halide_matmul" : "halide_matmul_any");
    }));
    // The Adams2019 twin: one pipeline for every shape it accepts.
    example::add_halide_auto(cases, d, base, c, m * n * 4, [p](void* dst) {
      example::halide_ok(halide_matmul_auto(example::image(p->a.data(), p->k, p->m),
                                            example::image(p->b.data(), p->n, p->k),
                                            example::image(static_cast<float*>(dst), p->n, p->m)),
                         "halide_matmul_auto");
    });
  }
#endif
  return cases;
}

bool parse_mnk(const char* text, Options* o) {
  unsigned long long v[3];
  char tail;
  const int got = std::sscanf(text, "%llux%llux%llu%c", &v[0], &v[1], &v[2], &tail);
  if (got == 1) v[1] = v[2] = v[0];
  else if (got != 3) return false;
  for (unsigned long long x : v)
    if (x == 0 || x > 65536) return false;
  o->m = v[0], o->n = v[1], o->k = v[2];
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  example::Cli cli("acl-matmul", "C = A x B (SGEMM) in three versions");
  cli.value("--shape", "MxNxK or N  (default 1024; on a GPU try 4096)",
            [&](const char* v) { return parse_mnk(v, &o); });
  bool no_ragged = false;
  cli.flag("--no-ragged", "skip the untimed ragged shapes", &no_ragged);
  cli.parse(argc, argv);
  const Device d = cli.device();
  std::printf("acl-matmul on %s; %d timed runs, median; inputs integer-valued, checked exactly\n",
              d.describe().c_str(), cli.reps);

  Kernels k;
  try {
    k.compute_units = d.device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    k.original = example::build_kernel(d, acl::detail::embedded_matmul_original(), "matmul", "");
    // ACL_MATMUL_OPT_FLAGS adds build options to the hand-optimized kernel (for tuning it).
    const char* extra = std::getenv("ACL_MATMUL_OPT_FLAGS");
    const std::string more = extra ? std::string(" ") + extra : "";
    k.large = example::build_kernel(d, acl::detail::embedded_matmul_optimized(), "matmul_opt",
                                    "-DBM=128 -DBN=128 -DBK=16" + more);
    k.small = example::build_kernel(d, acl::detail::embedded_matmul_optimized(), "matmul_opt",
                                    "-DBM=64 -DBN=64 -DBK=16" + more);
    k.acl = acl::Kernel(d.context, acl::detail::embedded_matmul_acl(), "");
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, d, cli, cases_for(d, k, o.m, o.n, o.k, true));
  // Ragged shapes, validated only: no dimension a multiple of any block or vector width.
  // The 4095x1023x777 takes seconds through the original on a 2-core CPU: CPUs get
  // a fifth of its rows.
  const bool gpu = d.device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_GPU;
  const size_t ragged[][3] = {{1000, 1000, 1000}, {gpu ? 4095u : 819u, 1023, 777}, {1, 1, 1},
                              {37, 129, 5},        {130, 3, 300}};
  if (!no_ragged)
    for (const auto& s : ragged)
      example::run_cases(table, d, cli, cases_for(d, k, s[0], s[1], s[2], false));
  return example::finish(table, "acl-matmul");
}
