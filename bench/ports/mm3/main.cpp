// acl-port-mm3: PolyBench/GPU 3MM (G = (A B)(C D)), the suite's three naive kernels against
// three launches of one ACL_TILE product.
#include "la.hpp"

namespace acl::detail {
const char* embedded_port_mm3_original();
const char* embedded_port_mm3_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel e, f, g;
  acl::Kernel acl_e, acl_f, acl_g;
};

/// The suite's extents: A ni x nk, B nk x nj, C nj x nm, D nm x nl (rows x columns).
struct Sizes {
  size_t ni, nj, nk, nl, nm;
};

/// out (rows x cols) = a (rows x inner) b (inner x cols), in double.
std::vector<double> product(const std::vector<double>& a, const std::vector<double>& b, size_t rows,
                            size_t inner, size_t cols) {
  std::vector<double> out(rows * cols, 0.0);
  for (size_t i = 0; i < rows; ++i)
    for (size_t k = 0; k < inner; ++k) {
      const double aik = a[i * inner + k];
      for (size_t j = 0; j < cols; ++j) out[i * cols + j] += aik * b[k * cols + j];
    }
  return out;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  const uint32_t seed = uint32_t(s.ni * 7 + s.nj * 31 + s.nk * 131 + s.nl * 523 + s.nm);
  auto a = ports::random_ints_as_floats(s.ni * s.nk, seed + 1, -4, 4);
  auto b = ports::random_ints_as_floats(s.nk * s.nj, seed + 2, -4, 4);
  auto c = ports::random_ints_as_floats(s.nj * s.nm, seed + 3, -4, 4);
  auto d = ports::random_ints_as_floats(s.nm * s.nl, seed + 4, -4, 4);
  const auto wide = [](const std::vector<float>& v) {
    return std::vector<double>(v.begin(), v.end());
  };
  auto e_ref = std::make_shared<std::vector<double>>(product(wide(a), wide(b), s.ni, s.nk, s.nj));
  auto f_ref = std::make_shared<std::vector<double>>(product(wide(c), wide(d), s.nj, s.nm, s.nl));
  auto g_ref = std::make_shared<std::vector<double>>(product(*e_ref, *f_ref, s.ni, s.nj, s.nl));

  cl::Buffer A = ports::upload(dev, a, CL_MEM_READ_ONLY),
             B = ports::upload(dev, b, CL_MEM_READ_ONLY),
             C = ports::upload(dev, c, CL_MEM_READ_ONLY),
             D = ports::upload(dev, d, CL_MEM_READ_ONLY);
  cl::Buffer E(dev.context, CL_MEM_READ_WRITE, s.ni * s.nj * 4),
      F(dev.context, CL_MEM_READ_WRITE, s.nj * s.nl * 4),
      G(dev.context, CL_MEM_READ_WRITE, s.ni * s.nl * 4);

  Case cs;
  cs.user = "mm3";
  cs.shape = std::to_string(s.ni) + "x" + std::to_string(s.nj) + "x" + std::to_string(s.nk) + "x" +
             std::to_string(s.nl) + "x" + std::to_string(s.nm);
  cs.work =
      2.0 * (double(s.ni) * s.nj * s.nk + double(s.nj) * s.nl * s.nm + double(s.ni) * s.nl * s.nj);
  cs.timed = timed;
  cs.span = true;  // three launches
  cs.poison = ports::poison_all({ports::poison_floats(dev, E, s.ni * s.nj),
                                 ports::poison_floats(dev, F, s.nj * s.nl),
                                 ports::poison_floats(dev, G, s.ni * s.nl)});
  // E and F are sums of products of whole numbers below 2^24: exact. G's sums may round.
  cs.check = la::check_all({ports::check_close(dev, E, e_ref, s.nj, 0, 1),
                            ports::check_close(dev, F, f_ref, s.nl, 0, 1),
                            ports::check_close(dev, G, g_ref, s.nl, 1e-5, la::rms(*g_ref))});

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, A, B, C, D, E, F, G, s] {
    const cl::NDRange local(32, 8);
    const auto grid = [](size_t cols, size_t rows) {
      return cl::NDRange(example::round_up(cols, 32), example::round_up(rows, 8));
    };
    example::run_kernel(dev.queue, k.e, grid(s.nj, s.ni), local, A, B, E, cl_int(s.ni),
                        cl_int(s.nj), cl_int(s.nk));
    example::run_kernel(dev.queue, k.f, grid(s.nl, s.nj), local, C, D, F, cl_int(s.nj),
                        cl_int(s.nl), cl_int(s.nm));
    return example::run_kernel(dev.queue, k.g, grid(s.nl, s.ni), local, E, F, G, cl_int(s.ni),
                               cl_int(s.nl), cl_int(s.nj));
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, A, B, C, D, E, F, G, s] {
    k.acl_e.arg(0, A, la::left(s.nk, s.ni))
        .arg(1, B, la::right(s.nj, s.nk))
        .arg(2, E, la::result(s.nj, s.ni));
    k.acl_f.arg(0, C, la::left(s.nm, s.nj))
        .arg(1, D, la::right(s.nl, s.nm))
        .arg(2, F, la::result(s.nl, s.nj));
    k.acl_g.arg(0, E, la::left(s.nj, s.ni))
        .arg(1, F, la::right(s.nl, s.nj))
        .arg(2, G, la::result(s.nl, s.ni));
    k.acl_e.enqueue(dev.queue);
    k.acl_f.enqueue(dev.queue);
    return k.acl_g.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] {
    return k.acl_e.plan(dev.device) + k.acl_f.plan(dev.device) + k.acl_g.plan(dev.device);
  };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-mm3", "PolyBench/GPU 3MM: G = (A B)(C D)");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(67, 512, 512);  // the suite's datasets are all 512
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-mm3 on %s; %d timed runs, median; random integer inputs, E and F exact, "
      "G within 1e-5 of its RMS\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* original = acl::detail::embedded_port_mm3_original();
    k.e = example::build_kernel(dev, original, "mm3_e", "");
    k.f = example::build_kernel(dev, original, "mm3_f", "");
    k.g = example::build_kernel(dev, original, "mm3_g", "");
    k.acl_e = acl::Kernel(dev.context, acl::detail::embedded_port_mm3_acl());
    k.acl_f = acl::Kernel(dev.context, acl::detail::embedded_port_mm3_acl());
    k.acl_g = acl::Kernel(dev.context, acl::detail::embedded_port_mm3_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, {n, n, n, n, n}, true));
  // Ragged and unequal: every extent differs and none is a multiple of a group.
  example::run_cases(table, dev, opt.cli,
                     cases_for(dev, k, {n - 7, n / 2 + 3, n / 3 + 5, n / 4 + 1, n / 5 + 2}, false));
  return example::finish(table, "acl-port-mm3");
}
