// acl-port-syr2k: PolyBench/GPU SYR2K (C = alpha A B^T + alpha B A^T + beta C), the suite's
// naive kernel against ACL_TILE products with transposed operands: two launches of a
// two-operand product (acl), or one launch over four operands (acl-four).
#include "la.hpp"

namespace acl::detail {
const char* embedded_port_syr2k_original();
const char* embedded_port_syr2k_acl();
const char* embedded_port_syr2k_acl_four();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel original;
  acl::Kernel two_ab, two_ba, four;
};

/// C = alpha A B^T + alpha B A^T + beta C in double; A and B are nj x ni, C nj x nj.
std::vector<double> reference(size_t ni, size_t nj, const std::vector<float>& a,
                              const std::vector<float>& b, const std::vector<float>& c,
                              double alpha, double beta) {
  std::vector<double> out(nj * nj);
  for (size_t i = 0; i < nj; ++i)
    for (size_t j = 0; j < nj; ++j) {
      double sum = 0;
      for (size_t k = 0; k < ni; ++k)
        sum += double(a[i * ni + k]) * b[j * ni + k] + double(b[i * ni + k]) * a[j * ni + k];
      out[i * nj + j] = alpha * sum + beta * c[i * nj + j];
    }
  return out;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t ni, size_t nj, bool timed) {
  const uint32_t seed = uint32_t(ni * 31 + nj);
  auto a = ports::random_ints_as_floats(nj * ni, seed + 1, -4, 4);
  auto b = ports::random_ints_as_floats(nj * ni, seed + 2, -4, 4);
  auto c0 =
      std::make_shared<std::vector<float>>(ports::random_ints_as_floats(nj * nj, seed + 3, -4, 4));
  const float alpha = 3, beta = -1;  // timed runs repeat C = ... + beta C: -1 keeps C bounded
  auto ref = std::make_shared<std::vector<double>>(reference(ni, nj, a, b, *c0, alpha, beta));

  cl::Buffer A = ports::upload(dev, a, CL_MEM_READ_ONLY),
             B = ports::upload(dev, b, CL_MEM_READ_ONLY);
  cl::Buffer C(dev.context, CL_MEM_READ_WRITE, nj * nj * 4);

  Case cs;
  cs.user = "syr2k";
  cs.shape = std::to_string(nj) + "x" + std::to_string(ni);
  cs.work = 4.0 * double(nj) * double(nj) * double(ni);  // flops
  cs.timed = timed;
  // C is read and written: every checked run starts from the same C.
  cs.poison = [&dev, C, c0, nj] {
    dev.queue.enqueueWriteBuffer(C, CL_FALSE, 0, nj * nj * 4, c0->data());
  };
  // Whole numbers whose sums stay below 2^24: every version is exact.
  cs.check = ports::check_close(dev, C, ref, nj, 0, 1);

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, A, B, C, ni, nj, alpha, beta] {
    return example::run_kernel(dev.queue, k.original,
                               cl::NDRange(example::round_up(nj, 32), example::round_up(nj, 8)),
                               cl::NDRange(32, 8), A, B, C, alpha, beta, cl_int(ni), cl_int(nj));
  };
  cases.push_back(cs);

  const acl::Attr c_attr = la::result(nj, nj, true);
  cs.version = "acl";
  cs.span = true;  // two launches
  cs.launch = [&dev, &k, A, B, C, ni, nj, alpha, beta, c_attr] {
    k.two_ab.arg(0, A, la::left(ni, nj))
        .arg(1, B, la::right_t(nj, ni))
        .arg(2, C, c_attr)
        .arg(3, alpha)
        .arg(4, beta);
    k.two_ba.arg(0, B, la::left(ni, nj))
        .arg(1, A, la::right_t(nj, ni))
        .arg(2, C, c_attr)
        .arg(3, alpha)
        .arg(4, 1.0f);
    k.two_ab.enqueue(dev.queue);
    return k.two_ba.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.two_ab.plan(dev.device) + k.two_ba.plan(dev.device); };
  cases.push_back(cs);

  cs.version = "acl-four";
  cs.span = false;  // one launch
  cs.launch = [&dev, &k, A, B, C, ni, nj, alpha, beta, c_attr] {
    k.four.arg(0, A, la::left(ni, nj))
        .arg(1, B, la::right_t(nj, ni))
        .arg(2, B, la::left(ni, nj))
        .arg(3, A, la::right_t(nj, ni))
        .arg(4, C, c_attr)
        .arg(5, alpha)
        .arg(6, beta);
    return k.four.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.four.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-syr2k",
                     "PolyBench/GPU SYR2K: C = alpha A B^T + alpha B A^T + beta C");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(67, 1024, 1024);  // the suite: NI = NJ = 1024
  const Device dev = opt.cli.device();
  std::printf("acl-port-syr2k on %s; %d timed runs, median; random integer inputs, exact\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.original =
        example::build_kernel(dev, acl::detail::embedded_port_syr2k_original(), "syr2k", "");
    k.two_ab = acl::Kernel(dev.context, acl::detail::embedded_port_syr2k_acl());
    k.two_ba = acl::Kernel(dev.context, acl::detail::embedded_port_syr2k_acl());
    k.four = acl::Kernel(dev.context, acl::detail::embedded_port_syr2k_acl_four());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  // Ragged: C's side and the summed extent differ, neither a multiple of a group.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n / 2 + 5, n - 7, false));
  return example::finish(table, "acl-port-syr2k");
}
