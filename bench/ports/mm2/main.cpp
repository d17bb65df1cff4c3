// acl-port-mm2: PolyBench/GPU 2MM (D = alpha A B C + beta D), the suite's two naive kernels
// against two ACL_TILE products.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_mm2_original();
const char* embedded_port_mm2_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel step1, step2;
  acl::Kernel acl1, acl2;
};

struct Sizes {
  size_t ni, nj, nk, nl;
};

/// D = alpha (A B) C + beta D in double; A is ni x nk, B nk x nj, C nj x nl, D ni x nl.
std::vector<double> reference(const Sizes& s, const std::vector<float>& a, const std::vector<float>& b,
                              const std::vector<float>& c, const std::vector<float>& d, float alpha,
                              float beta) {
  std::vector<double> tmp(s.ni * s.nj, 0.0), out(s.ni * s.nl);
  for (size_t i = 0; i < s.ni; ++i)
    for (size_t k = 0; k < s.nk; ++k) {
      const double aik = double(alpha) * a[i * s.nk + k];
      for (size_t j = 0; j < s.nj; ++j) tmp[i * s.nj + j] += aik * b[k * s.nj + j];
    }
  for (size_t i = 0; i < s.ni; ++i) {
    for (size_t l = 0; l < s.nl; ++l) out[i * s.nl + l] = double(beta) * d[i * s.nl + l];
    for (size_t j = 0; j < s.nj; ++j) {
      const double t = tmp[i * s.nj + j];
      for (size_t l = 0; l < s.nl; ++l) out[i * s.nl + l] += t * c[j * s.nl + l];
    }
  }
  return out;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  const uint32_t seed = uint32_t(s.ni * 7 + s.nj * 31 + s.nk * 131 + s.nl);
  auto a = ports::random_ints_as_floats(s.ni * s.nk, seed + 1, -4, 4);
  auto b = ports::random_ints_as_floats(s.nk * s.nj, seed + 2, -4, 4);
  auto c = ports::random_ints_as_floats(s.nj * s.nl, seed + 3, -4, 4);
  auto d0 = std::make_shared<std::vector<float>>(ports::random_ints_as_floats(s.ni * s.nl, seed + 4, -4, 4));
  const float alpha = 3, beta = -1;  // timed runs repeat D += ...: -1 keeps D finite
  auto ref = std::make_shared<std::vector<double>>(reference(s, a, b, c, *d0, alpha, beta));
  double rms = 0;
  for (double v : *ref) rms += v * v;
  rms = std::sqrt(rms / double(ref->size()));

  cl::Buffer A = ports::upload(dev, a, CL_MEM_READ_ONLY), B = ports::upload(dev, b, CL_MEM_READ_ONLY),
             C = ports::upload(dev, c, CL_MEM_READ_ONLY);
  cl::Buffer D(dev.context, CL_MEM_READ_WRITE, s.ni * s.nl * 4), tmp(dev.context, CL_MEM_READ_WRITE, s.ni * s.nj * 4);

  Case cs;
  cs.user = "mm2";
  cs.shape = std::to_string(s.ni) + "x" + std::to_string(s.nj) + "x" + std::to_string(s.nk) + "x" +
             std::to_string(s.nl);
  cs.work = 2.0 * double(s.ni) * double(s.nj) * double(s.nk + s.nl);  // flops
  cs.timed = timed;
  cs.span = true;  // two launches
  // D is read and written: every run starts from the same D, rewritten before the launches.
  cs.poison = [&dev, D, tmp, d0, s] {
    ports::poison_floats(dev, tmp, s.ni * s.nj)();
    dev.queue.enqueueWriteBuffer(D, CL_FALSE, 0, s.ni * s.nl * 4, d0->data());
  };
  cs.check = ports::check_close(dev, D, ref, s.nl, 1e-5, rms);

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, A, B, C, D, tmp, s, alpha, beta] {
    const cl::NDRange local(32, 8);
    const cl::NDRange g1(example::round_up(s.nj, 32), example::round_up(s.ni, 8));
    const cl::NDRange g2(example::round_up(s.nl, 32), example::round_up(s.ni, 8));
    example::run_kernel(dev.queue, k.step1, g1, local, tmp, A, B, cl_int(s.ni), cl_int(s.nj),
                        cl_int(s.nk), alpha);
    return example::run_kernel(dev.queue, k.step2, g2, local, tmp, C, D, cl_int(s.ni), cl_int(s.nj),
                               cl_int(s.nl), beta);
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, A, B, C, D, tmp, s, alpha, beta] {
    const auto streamed_rows = [](size_t w, size_t h) { return acl::Attr().shape(w, h).words(4).tiled(2, 1); };
    const auto streamed_cols = [](size_t w, size_t h) { return acl::Attr().shape(w, h).words(4).tiled(1, 2); };
    k.acl1.arg(0, A, streamed_rows(s.nk, s.ni))
        .arg(1, B, streamed_cols(s.nj, s.nk))
        .arg(2, tmp, acl::Attr().shape(s.nj, s.ni).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).tiled())
        .arg(3, alpha)
        .arg(4, 0.0f);
    k.acl2.arg(0, tmp, streamed_rows(s.nj, s.ni))
        .arg(1, C, streamed_cols(s.nl, s.nj))
        .arg(2, D, acl::Attr().shape(s.nl, s.ni).words(4).write(ACL_TOP_LEFT).tiled())
        .arg(3, 1.0f)
        .arg(4, beta);
    k.acl1.enqueue(dev.queue);
    return k.acl2.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.acl1.plan(dev.device) + k.acl2.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-mm2", "PolyBench/GPU 2MM: D = alpha A B C + beta D");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(67, 1024, 2048);
  const Device dev = opt.cli.device();
  std::printf("acl-port-mm2 on %s; %d timed runs, median; random integer inputs, float tolerance 1e-5 of the RMS\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.step1 = example::build_kernel(dev, acl::detail::embedded_port_mm2_original(), "mm2_step1", "");
    k.step2 = example::build_kernel(dev, acl::detail::embedded_port_mm2_original(), "mm2_step2", "");
    k.acl1 = acl::Kernel(dev.context, acl::detail::embedded_port_mm2_acl());
    k.acl2 = acl::Kernel(dev.context, acl::detail::embedded_port_mm2_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, {n, n, n, n}, true));
  // Ragged and unequal: every extent differs and none is a multiple of a group.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, {n - 7, n / 2 + 3, n / 3 + 5, n / 4 + 1}, false));
  return example::finish(table, "acl-port-mm2");
}
