// acl-port-matvec (pattern case): y = A x and z = A^T x, the one-work-item-a-row and
// one-work-item-a-column kernels of PolyBench/GPU's ATAX, BICG and MVT against ACL: the
// vector beside the matrix and the result as ACL_PER_COLUMN / ACL_PER_ROW data (acl), and
// ACL_TILE products whose result is one word wide or tall (acl-tile). Each product is a
// group of its own in the table. Halide's pipelines too where the build has them
// (bench/ports.sh run --halide).
#include "halide.hpp"
#include "la.hpp"
#ifdef ACL_WITH_HALIDE
#include "halide_matvec_atx.h"
#include "halide_matvec_ax.h"
#endif

namespace acl::detail {
const char* embedded_port_matvec_original();
const char* embedded_port_matvec_acl();
const char* embedded_port_matvec_acl_tile();
const char* embedded_port_matvec_copy();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel rows, cols, copy;
  acl::Kernel ax, ax_h, atx, ax_tile, atx_tile;
};

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t m, size_t n, bool timed) {
  const uint32_t seed = uint32_t(m * 131 + n);
  auto a = ports::random_ints_as_floats(m * n, seed + 1, -4, 4);
  auto x = ports::random_ints_as_floats(std::max(m, n), seed + 2, -4,
                                        4);  // n words for A x, m for A^T x
  auto y_ref = std::make_shared<std::vector<double>>(m, 0.0),
       z_ref = std::make_shared<std::vector<double>>(n, 0.0);
  for (size_t i = 0; i < m; ++i)
    for (size_t j = 0; j < n; ++j) {
      (*y_ref)[i] += double(a[i * n + j]) * x[j];
      (*z_ref)[j] += double(a[i * n + j]) * x[i];
    }

  cl::Buffer A = ports::upload(dev, a, CL_MEM_READ_ONLY),
             X = ports::upload(dev, x, CL_MEM_READ_ONLY);
  cl::Buffer Y(dev.context, CL_MEM_READ_WRITE, m * 4), Z(dev.context, CL_MEM_READ_WRITE, n * 4);
  cl::Buffer C(dev.context, CL_MEM_READ_WRITE, (m * n + 3) / 4 * 16);  // the copy's

  std::vector<Case> cases;
  Case cs;
  cs.user = "matvec";
  cs.work = double(m) * double(n) * 4;  // bytes of A read
  cs.timed = timed;
  // Whole numbers in [-4, 4]: sums of up to 8192 products stay below 2^24, exact.
  const std::string shape = std::to_string(m) + "x" + std::to_string(n);

  cs.shape = "Ax-" + shape;
  cs.poison = ports::poison_floats(dev, Y, m);
  cs.check = ports::check_close(dev, Y, y_ref, m, 0, 1);
  cs.version = "original";
  cs.launch = [&dev, &k, A, X, Y, m, n] {
    return example::run_kernel(dev.queue, k.rows, cl::NDRange(example::round_up(m, 32)),
                               cl::NDRange(32), A, X, Y, cl_int(m), cl_int(n));
  };
  cases.push_back(cs);
  // A's words, x with A's columns, y the sum of each row.
  const acl::Attr matrix = acl::Attr().shape(n, m).words(4);
  const acl::Attr summed = acl::Attr(matrix).read(ACL_NONE).write(ACL_TOP_LEFT);
  cs.version = "acl";
  cs.launch = [&dev, &k, A, X, Y, m, n, matrix, summed] {
    k.ax.arg(0, A, matrix)
        .arg(1, X, acl::Attr(matrix).shape(n, 1).per(ACL_PER_COLUMN))
        .arg(2, Y, acl::Attr(summed).shape(1, m).per(ACL_PER_ROW));
    return k.ax.enqueue(dev.queue);
  };
  cs.span = true;  // ACL_init, then the AC kernel
  cs.explain = [&dev, &k] { return k.ax.plan(dev.device); };
  cases.push_back(cs);
  // The same with A cut along its rows (ACL_HORIZONTAL, y and x as A): a work-item's words
  // lie in one row, so it sums them itself before its group does (on CPUs).
  cs.version = "acl-horizontal";
  cs.launch = [&dev, &k, A, X, Y, m, n, matrix, summed] {
    k.ax_h.arg(0, A, acl::Attr(matrix).horizontal())
        .arg(1, X, acl::Attr(matrix).shape(n, 1).per(ACL_PER_COLUMN).horizontal())
        .arg(2, Y, acl::Attr(summed).shape(1, m).per(ACL_PER_ROW).horizontal());
    return k.ax_h.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.ax_h.plan(dev.device); };
  cases.push_back(cs);
  cs.version = "acl-tile";
  cs.span = true;  // split k: the parts, then their sum
  cs.launch = [&dev, &k, A, X, Y, m, n] {
    k.ax_tile.arg(0, A, la::left(n, m)).arg(1, X, la::right(1, n)).arg(2, Y, la::result(1, m));
    return k.ax_tile.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.ax_tile.plan(dev.device); };
  cases.push_back(cs);
#ifdef ACL_WITH_HALIDE
  auto ha = std::make_shared<std::vector<float>>(a), hx = std::make_shared<std::vector<float>>(x);
  if (example::halide_wanted(dev))
    cases.push_back(example::halide_case(dev, cs, Y, m * 4, [ha, hx, m, n](void* dst) {
      Halide::Runtime::Buffer<float> out(static_cast<float*>(dst), int(m));
      Halide::Runtime::Buffer<float> xv(hx->data(), int(n));
      example::halide_ok(halide_matvec_ax(example::image(ha->data(), n, m), xv, out),
                         "halide_matvec_ax");
    }));
#endif

  // The bandwidth reference in the same rounds: A copied (its own output and check).
  {
    Case copy = cs;
    copy.version = "copy";
    copy.span = false;
    copy.explain = nullptr;
    auto a_ref = std::make_shared<std::vector<double>>(a.begin(), a.end());
    copy.poison = ports::poison_floats(dev, C, m * n);
    copy.check = [&dev, C, a_ref, n](std::string* note) {
      std::vector<float> got(a_ref->size());
      dev.queue.enqueueReadBuffer(C, CL_TRUE, 0, got.size() * 4, got.data());
      return ports::compare_close(got, *a_ref, n, 0, 1, note);
    };
    copy.launch = [&dev, &k, A, C, m, n] {
      const size_t n4 = (m * n + 3) / 4;
      return example::run_kernel(dev.queue, k.copy, cl::NDRange(example::round_up(n4, 256)),
                                 cl::NDRange(256), A, C, cl_int(m * n));
    };
    cases.push_back(copy);
  }

  cs.shape = "ATx-" + shape;
  cs.poison = ports::poison_floats(dev, Z, n);
  cs.check = ports::check_close(dev, Z, z_ref, n, 0, 1);
  cs.explain = nullptr;
  cs.version = "original";
  cs.launch = [&dev, &k, A, X, Z, m, n] {
    return example::run_kernel(dev.queue, k.cols, cl::NDRange(example::round_up(n, 32)),
                               cl::NDRange(32), A, X, Z, cl_int(m), cl_int(n));
  };
  cases.push_back(cs);
  // x with A's rows, z the sum of each column.
  cs.version = "acl";
  cs.span = true;
  cs.launch = [&dev, &k, A, X, Z, m, n, matrix, summed] {
    k.atx.arg(0, A, matrix)
        .arg(1, X, acl::Attr(matrix).shape(1, m).per(ACL_PER_ROW))
        .arg(2, Z, acl::Attr(summed).shape(n, 1).per(ACL_PER_COLUMN));
    return k.atx.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.atx.plan(dev.device); };
  cases.push_back(cs);
  cs.version = "acl-tile";
  cs.span = true;  // split k: the parts, then their sum
  cs.launch = [&dev, &k, A, X, Z, m, n] {
    k.atx_tile.arg(0, X, la::left(m, 1)).arg(1, A, la::right(n, m)).arg(2, Z, la::result(n, 1));
    return k.atx_tile.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.atx_tile.plan(dev.device); };
  cases.push_back(cs);
#ifdef ACL_WITH_HALIDE
  if (example::halide_wanted(dev))
    cases.push_back(example::halide_case(dev, cs, Z, n * 4, [ha, hx, m, n](void* dst) {
      Halide::Runtime::Buffer<float> out(static_cast<float*>(dst), int(n));
      Halide::Runtime::Buffer<float> xv(hx->data(), int(m));
      example::halide_ok(halide_matvec_atx(example::image(ha->data(), n, m), xv, out),
                         "halide_matvec_atx");
    }));
#endif
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-matvec", "pattern case: y = A x and z = A^T x");
  opt.size_option("A's rows and columns (default 4096; --small 67, --large 8192)");
  opt.parse(argc, argv);
  // ATAX/MVT's datasets: 4096; the GPU target: 8192; --size N for another.
  const size_t n = opt.size(67, 4096, 8192);
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-matvec on %s; %d timed runs, median; random integer inputs, exact; GB/s of A "
      "read\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* original = acl::detail::embedded_port_matvec_original();
    k.rows = example::build_kernel(dev, original, "mv_rows", "");
    k.cols = example::build_kernel(dev, original, "mv_cols", "");
    k.copy = example::build_kernel(dev, acl::detail::embedded_port_matvec_copy(), "copy_image", "");
    k.ax = acl::Kernel(dev.context, acl::detail::embedded_port_matvec_acl());
    k.ax_h = acl::Kernel(dev.context, acl::detail::embedded_port_matvec_acl());
    k.atx = acl::Kernel(dev.context, acl::detail::embedded_port_matvec_acl());
    k.ax_tile = acl::Kernel(dev.context, acl::detail::embedded_port_matvec_acl_tile());
    k.atx_tile = acl::Kernel(dev.context, acl::detail::embedded_port_matvec_acl_tile());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  // Ragged and not square: neither extent a multiple of a group.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n - 7, n / 2 + 3, false));
  return example::finish(table, "acl-port-matvec");
}
