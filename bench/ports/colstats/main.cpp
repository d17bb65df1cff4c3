// acl-port-colstats (pattern case): column means and standard deviations of a data matrix,
// the one-work-item-a-column kernels of PolyBench/GPU's CORR and COVAR against two
// ACL_TILE launches whose result is one row tall (the deviations read the means as
// level-1 data shaped like that result).
#include "la.hpp"

namespace acl::detail {
const char* embedded_port_colstats_original();
const char* embedded_port_colstats_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr float kEps = 0.005f;  // CORR's EPS

struct Kernels {
  cl::Kernel mean, std;
  acl::Kernel acl_mean, acl_std;
};

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t n, size_t m, bool timed) {
  // n rows of m columns, uniform in [-2, 6); every 7th column constant, so that its deviation
  // (rounding noise around 0) takes the eps branch.
  auto data = ports::random_floats(n * m, uint32_t(n * 911 + m), -2, 6);
  for (size_t j = 0; j < m; j += 7)
    for (size_t i = 0; i < n; ++i) data[i * m + j] = float(j % 5) + 0.25f;
  auto mean_ref = std::make_shared<std::vector<double>>(m, 0.0),
       std_ref = std::make_shared<std::vector<double>>(m, 0.0);
  for (size_t j = 0; j < m; ++j) {
    double s = 0, q = 0;
    for (size_t i = 0; i < n; ++i) s += data[i * m + j];
    s /= double(n);
    for (size_t i = 0; i < n; ++i) q += (data[i * m + j] - s) * (data[i * m + j] - s);
    q = std::sqrt(q / double(n));
    (*mean_ref)[j] = s;
    (*std_ref)[j] = q <= kEps ? 1.0 : q;
  }

  cl::Buffer D = ports::upload(dev, data, CL_MEM_READ_ONLY);
  cl::Buffer mean(dev.context, CL_MEM_READ_WRITE, m * 4),
      stddev(dev.context, CL_MEM_READ_WRITE, m * 4);
  const float float_n = float(n);  // the suites pass FLOAT_N, a constant; here the mean's own n

  Case cs;
  cs.user = "colstats";
  cs.shape = std::to_string(n) + "x" + std::to_string(m);
  cs.work = 2.0 * double(n) * double(m) * 4;  // bytes of data read, twice
  cs.timed = timed;
  cs.span = true;  // two launches
  cs.poison =
      ports::poison_all({ports::poison_floats(dev, mean, m), ports::poison_floats(dev, stddev, m)});
  // Sums of n floats in the same row order as the double reference's, rounded in float.
  cs.check = la::check_all({ports::check_close(dev, mean, mean_ref, m, 1e-5, la::rms(*mean_ref)),
                            ports::check_close(dev, stddev, std_ref, m, 1e-5, la::rms(*std_ref))});

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, D, mean, stddev, float_n, m, n] {
    const cl::NDRange grid(example::round_up(m, 256)), local(256);
    example::run_kernel(dev.queue, k.mean, grid, local, mean, D, float_n, cl_int(m), cl_int(n));
    return example::run_kernel(dev.queue, k.std, grid, local, mean, stddev, D, float_n, kEps,
                               cl_int(m), cl_int(n));
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, D, mean, stddev, float_n, m, n] {
    k.acl_mean.arg(0, D, acl::Attr().shape(m, n).words(4))
        .arg(1, mean,
             acl::Attr().shape(m, 1).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).per(ACL_PER_COLUMN))
        .arg(2, float_n);
    k.acl_std.arg(0, D, la::right(m, n))
        .arg(1, mean, acl::Attr().shape(m, 1).words(4).tiled())  // read only, one word a column
        .arg(2, stddev, la::result(m, 1))
        .arg(3, float_n)
        .arg(4, kEps);
    k.acl_mean.enqueue(dev.queue);
    return k.acl_std.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.acl_mean.plan(dev.device) + k.acl_std.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-colstats", "pattern case: column means and standard deviations");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(67, 2048, 2048);  // CORR/COVAR: M = N = 2048
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-colstats on %s; %d timed runs, median; random inputs (every 7th column constant), "
      "means "
      "and deviations within 1e-5 of their RMS; GB/s of data read\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* original = acl::detail::embedded_port_colstats_original();
    k.mean = example::build_kernel(dev, original, "col_mean", "");
    k.std = example::build_kernel(dev, original, "col_std", "");
    const char* acl = acl::detail::embedded_port_colstats_acl();
    k.acl_mean = acl::Kernel(dev.context, acl);
    k.acl_std = acl::Kernel(dev.context, acl, "-DSTD");
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  // Ragged and not square: neither extent a multiple of a group.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n - 7, n / 2 + 3, false));
  return example::finish(table, "acl-port-colstats");
}
