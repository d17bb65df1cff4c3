// acl-port-editdist: the edit (Levenshtein) distance table of two random strings (a pattern
// case: a 2-D DP whose cells wait on left, above and above-left), an anti-diagonal a launch
// against ACL_RNO1.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_editdist_original();
const char* embedded_port_editdist_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 64;  // work-group of the anti-diagonal kernel

struct Kernels {
  cl::Kernel diagonal;
  acl::Kernel acl;
};

/// The (w+1) x (h+1) table, row-major: D(x, y) at y * (w+1) + x.
std::vector<int> reference(const std::vector<cl_uchar>& a, const std::vector<cl_uchar>& b) {
  const size_t w = a.size(), h = b.size(), W = w + 1;
  std::vector<int> d(W * (h + 1));
  for (size_t y = 0; y <= h; ++y)
    for (size_t x = 0; x <= w; ++x)
      d[y * W + x] = x == 0 || y == 0 ? int(x + y)
                                      : std::min({d[y * W + x - 1] + 1, d[(y - 1) * W + x] + 1,
                                                  d[(y - 1) * W + x - 1] + (a[x - 1] != b[y - 1])});
  return d;
}

std::vector<cl_uchar> random_string(size_t n, uint32_t seed) {
  const auto v = ports::random_ints(n, seed, 0, 3);  // a 4-letter alphabet (DNA)
  return std::vector<cl_uchar>(v.begin(), v.end());
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t w, size_t h, bool timed) {
  const auto a = random_string(w, uint32_t(3 + w)), b = random_string(h, uint32_t(5 + 7 * h));
  auto want = std::make_shared<std::vector<int>>(reference(a, b));
  const size_t W = w + 1, H = h + 1;
  cl::Buffer sa = ports::upload(dev, a, CL_MEM_READ_ONLY),
             sb = ports::upload(dev, b, CL_MEM_READ_ONLY);
  cl::Buffer dist(dev.context, CL_MEM_READ_WRITE, W * H * 4);

  Case cs;
  cs.user = "editdist";
  cs.shape = ports::shape(w, h);
  cs.work = double(W) * double(H);  // cells
  cs.timed = timed;
  cs.span = true;
  cs.poison = ports::poison<int>(dev, dist, W * H, -1);
  cs.check = ports::check_equal<int>(dev, dist, want, W);

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, sa, sb, dist, w, h] {
    cl::Event e;
    for (size_t d = 0; d <= w + h; ++d) {
      const size_t cells = std::min(w, d) - (d > h ? d - h : 0) + 1;
      e = example::run_kernel(dev.queue, k.diagonal, cl::NDRange(example::round_up(cells, kGroup)),
                              cl::NDRange(kGroup), sa, sb, dist, cl_int(w), cl_int(h), cl_int(d));
    }
    return e;
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, sa, sb, dist, w, h, W, H] {
    k.acl.arg(0, sa, acl::Attr().shape(w).words(1).common())
        .arg(1, sb, acl::Attr().shape(h).words(1).common())
        .arg(2, dist,
             acl::Attr().shape(W, H).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).depends(ACL_RNO1));
    return k.acl.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.acl.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-editdist", "edit distance table of two random strings");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(320, 2048, 8192);
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-editdist on %s; %d timed runs, median; random 4-letter strings, ints exact\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.diagonal = example::build_kernel(dev, acl::detail::embedded_port_editdist_original(),
                                       "editdist_diagonal", "");
    k.acl = acl::Kernel(dev.context, acl::detail::embedded_port_editdist_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gcell/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  for (auto [w, h] :
       std::vector<std::pair<size_t, size_t>>{{301, 237}, {1, 1}, {333, 1}, {1, 257}, {2, 3}})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, w, h, false));
  return example::finish(table, "acl-port-editdist");
}
