// acl-port-seam: seam carving's cumulative energy (a pattern case: a DP over rows, each cell
// the least of the three above plus its own energy, the whole table written), a row a launch
// and a blocked kernel (rows in time per group) against ACL_RNO2.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_seam_original();
const char* embedded_port_seam_blocked();
const char* embedded_port_seam_acl();
const char* embedded_port_seam_acl_rno2();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 256;  // work-group of the plain versions
constexpr int kSteps = 16;      // rows a launch of the blocked kernel

struct Kernels {
  cl::Kernel row, rows;
  acl::Kernel acl, rno2;
};

/// M(x, y) = e(x, y) + min of M(x-1, y-1), M(x, y-1), M(x+1, y-1) that exist; row 0 = e.
std::vector<double> reference(size_t w, size_t h, const std::vector<float>& e) {
  std::vector<double> m(w * h);
  for (size_t x = 0; x < w; ++x) m[x] = e[x];
  for (size_t y = 1; y < h; ++y)
    for (size_t x = 0; x < w; ++x) {
      const double* up = &m[(y - 1) * w];
      double best = up[x];
      if (x > 0) best = std::min(best, up[x - 1]);
      if (x + 1 < w) best = std::min(best, up[x + 1]);
      m[y * w + x] = e[y * w + x] + best;
    }
  return m;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t w, size_t h, bool timed) {
  // Energies of 8-bit gradients: whole numbers, so every sum (below 2^24) is exact in float
  // and the check is exact.
  const auto e = ports::random_ints_as_floats(w * h, uint32_t(5 + w * 131 + h), 0, 255);
  auto ref = std::make_shared<std::vector<double>>(reference(w, h, e));
  cl::Buffer energy = ports::upload(dev, e, CL_MEM_READ_ONLY);
  cl::Buffer m(dev.context, CL_MEM_READ_WRITE, w * h * 4);

  Case cs;
  cs.user = "seam";
  cs.shape = ports::shape(w, h);
  cs.work = double(w) * double(h);  // cells
  cs.timed = timed;
  cs.span = true;
  cs.poison = ports::poison_floats(dev, m, w * h);
  cs.check = ports::check_close(dev, m, ref, w, 0.0, 0.0);  // exact

  std::vector<Case> cases;
  cs.version = "original";
  cs.launch = [&dev, &k, energy, m, w, h] {
    cl::Event e;
    for (size_t y = 0; y < h; ++y)
      e = example::run_kernel(dev.queue, k.row, cl::NDRange(example::round_up(w, kGroup)),
                              cl::NDRange(kGroup), energy, m, cl_int(w), cl_int(y));
    return e;
  };
  cases.push_back(cs);

  cs.version = "blocked";
  cs.launch = [&dev, &k, energy, m, w, h] {
    cl::Event e;
    dev.queue.enqueueCopyBuffer(energy, m, 0, 0, w * 4, nullptr, &e);  // row 0
    const size_t groups = (w + kGroup - 2 * kSteps - 1) / (kGroup - 2 * kSteps);
    for (size_t y0 = 0; y0 + 1 < h; y0 += kSteps)
      e = example::run_kernel(dev.queue, k.rows, cl::NDRange(groups * kGroup), cl::NDRange(kGroup),
                              energy, m, cl_int(w), cl_int(h), cl_int(y0), cl_int(kSteps),
                              cl::Local(kGroup * 4), cl::Local(kGroup * 4));
    return e;
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, energy, m, w, h] {
    k.acl.arg(0, energy, acl::Attr().shape(w, h).words(4).horizontal())
        .arg(1, m,
             acl::Attr()
                 .shape(w, h)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .horizontal()
                 .halo(1)
                 .depends(ACL_RNO0));
    return k.acl.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.acl.plan(dev.device); };
  cases.push_back(cs);

  cs.version = "acl-rno2";
  cs.launch = [&dev, &k, energy, m, w, h] {
    k.rno2.arg(0, energy, acl::Attr().shape(w, h).words(4).horizontal())
        .arg(1, m,
             acl::Attr()
                 .shape(w, h)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .horizontal()
                 .depends(ACL_RNO2))
        .arg(2, cl_int(w));
    return k.rno2.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.rno2.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-seam", "seam carving: cumulative minimum energy, the whole table");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(320, 2048, 8192);
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-seam on %s; %d timed runs, median; whole-number energies 0..255, checks exact\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.row = example::build_kernel(dev, acl::detail::embedded_port_seam_original(), "seam_row", "");
    k.rows = example::build_kernel(dev, acl::detail::embedded_port_seam_blocked(), "seam_rows", "");
    k.acl = acl::Kernel(dev.context, acl::detail::embedded_port_seam_acl());
    k.rno2 = acl::Kernel(dev.context, acl::detail::embedded_port_seam_acl_rno2());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gcell/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  // Ragged shapes, the first one a third of the examples' at --small (Oclgrind's time).
  auto ragged = example::ragged_shapes();
  if (opt.preset == ports::Preset::small) ragged.front() = {341, 257};
  for (auto [w, h] : ragged)
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, w, h, false));
  return example::finish(table, "acl-port-seam");
}
