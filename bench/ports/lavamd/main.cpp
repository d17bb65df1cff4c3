// acl-port-lavamd: Rodinia lavaMD, the forces on particles in boxes from the particles of
// the box itself and its (up to) 26 neighbours; plain against ACL.
#include <array>

#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_lavamd_original();
const char* embedded_port_lavamd_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kThreads = 128;  // the suite's NUMBER_THREADS
constexpr size_t kList = 28;      // a box's entry of the box list: count, then up to 27 boxes
constexpr float kAlpha = 0.5f;    // the suite's par_cpu.alpha

struct Kernels {
  cl::Kernel original;
  acl::Kernel acl;
};

/// The list of boxes each box of a d x d x d cube interacts with: itself, then its neighbours.
std::vector<int> box_list(int d) {
  std::vector<int> list(size_t(d) * d * d * kList, -1);
  for (int z = 0; z < d; ++z)
    for (int y = 0; y < d; ++y)
      for (int x = 0; x < d; ++x) {
        int* e = &list[size_t((z * d + y) * d + x) * kList];
        int n = 0;
        e[1 + n++] = (z * d + y) * d + x;
        for (int dz = -1; dz <= 1; ++dz)
          for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
              const int nx = x + dx, ny = y + dy, nz = z + dz;
              if ((dx || dy || dz) && nx >= 0 && ny >= 0 && nz >= 0 && nx < d && ny < d && nz < d)
                e[1 + n++] = (nz * d + ny) * d + nx;
            }
        e[0] = n;
      }
  return list;
}

/// Forces in double, in the order the kernels sum them, for every `stride`-th box (the others
/// NaN: not checked; a stride above 1 keeps the GPU size's reference to minutes).
std::vector<double> reference(int boxes, int par, const std::vector<int>& list, const std::vector<float>& rv,
                              const std::vector<float>& qv, int stride) {
  const double a2 = 2.0 * kAlpha * kAlpha;
  std::vector<double> fv(size_t(boxes) * par * 4, std::nan(""));
  for (int b = 0; b < boxes; b += stride)
    for (int i = b * par; i < (b + 1) * par; ++i) {
      const float* a = &rv[size_t(i) * 4];
      double* f = &fv[size_t(i) * 4];
      std::fill(f, f + 4, 0.0);
      const int* e = &list[size_t(b) * kList];
      for (int k = 0; k < e[0]; ++k)
        for (int j = e[1 + k] * par; j < (e[1 + k] + 1) * par; ++j) {
          const float* r = &rv[size_t(j) * 4];
          const double r2 = double(a[0]) + r[0] - (double(a[1]) * r[1] + double(a[2]) * r[2] + double(a[3]) * r[3]);
          const double vij = std::exp(-a2 * r2), fs = 2.0 * vij;
          f[0] += qv[j] * vij;
          for (int c = 1; c < 4; ++c) f[c] += qv[j] * fs * (double(a[c]) - r[c]);
        }
    }
  return fv;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, int d, int par, bool timed) {
  const int boxes = d * d * d;
  const size_t n = size_t(boxes) * par;
  const std::vector<int> list = box_list(d);
  // As the suite: every component and charge one of 0.1, 0.2, ..., 1.0.
  std::vector<float> rv = ports::random_ints_as_floats(4 * n, uint32_t(d * 31 + par), 1, 10);
  std::vector<float> qv = ports::random_ints_as_floats(n, uint32_t(d * 31 + par + 1), 1, 10);
  for (float& v : rv) v /= 10;
  for (float& v : qv) v /= 10;
  const int stride = std::max(1, boxes / 4096);
  auto ref = std::make_shared<std::vector<double>>(reference(boxes, par, list, rv, qv, stride));
  double rms = 0, interactions = 0;
  size_t checked = 0;
  for (double v : *ref)
    if (!std::isnan(v)) rms += v * v, ++checked;
  rms = std::sqrt(rms / double(checked));
  for (int b = 0; b < boxes; ++b) interactions += double(list[size_t(b) * kList]) * par * par;

  cl::Buffer L = ports::upload(dev, list, CL_MEM_READ_ONLY), R = ports::upload(dev, rv, CL_MEM_READ_ONLY),
             Q = ports::upload(dev, qv, CL_MEM_READ_ONLY), F(dev.context, CL_MEM_READ_WRITE, n * 16);

  Case c;
  c.user = "lavamd";
  c.shape = std::to_string(boxes) + "x" + std::to_string(par);
  c.work = interactions;
  c.timed = timed;
  c.span = true;  // the original clears fv before its launch
  c.poison = ports::poison_floats(dev, F, 4 * n);
  // Sums of up to 2700 terms of either sign, in float: 1e-3 of the larger of the word and
  // the RMS of all words.
  c.check = [&dev, F, ref, par, rms](std::string* note) {
    std::vector<float> all(ref->size()), got;
    std::vector<double> want;
    dev.queue.enqueueReadBuffer(F, CL_TRUE, 0, all.size() * 4, all.data());
    for (size_t i = 0; i < all.size(); ++i)
      if (!std::isnan((*ref)[i])) got.push_back(all[i]), want.push_back((*ref)[i]);
    return ports::compare_close(got, want, 4 * size_t(par), 1e-3, rms, note);
  };

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&dev, &k, L, R, Q, F, boxes, n] {
    dev.queue.enqueueFillBuffer(F, 0.0f, 0, n * 16);
    return example::run_kernel(dev.queue, k.original, cl::NDRange(size_t(boxes) * kThreads), cl::NDRange(kThreads),
                               kAlpha, L, R, Q, F);
  };
  cases.push_back(c);
  // The particles as a par x boxes array of float4: a row a box. The forces are written
  // (they start at zero); the box list and the neighbours' particles pass through.
  c.version = "acl";
  c.launch = [&dev, &k, L, R, Q, F, boxes, par] {
    k.acl.arg(0, R, acl::Attr().shape(size_t(par), size_t(boxes)).words(16))
        .arg(1, F, acl::Attr().shape(size_t(par), size_t(boxes)).words(16).read(ACL_NONE).write(ACL_TOP_LEFT))
        .arg(2, L)
        .arg(3, R)
        .arg(4, Q)
        .arg(5, cl_int(par))
        .arg(6, 2.0f * kAlpha * kAlpha);
    return k.acl.enqueue(dev.queue);
  };
  c.explain = [&dev, &k] { return k.acl.plan(dev.device); };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-lavamd", "Rodinia lavaMD: particle forces over neighbouring boxes");
  opt.parse(argc, argv);
  // Boxes along each side: 6 on a CPU (10 takes 4 s a launch on 2 cores), the run script's 50 on a GPU.
  const int d = opt.pick(2, 6, 50);
  const Device dev = opt.cli.device();
  std::printf("acl-port-lavamd on %s; %d timed runs, median; float tolerance 1e-3 of the RMS\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k100, k37;
  try {
    k100.original = example::build_kernel(dev, acl::detail::embedded_port_lavamd_original(), "kernel_gpu_opencl", "");
    k37.original = example::build_kernel(dev, acl::detail::embedded_port_lavamd_original(), "kernel_gpu_opencl",
                                         "-DPAR=37");
    k100.acl = acl::Kernel(dev.context, acl::detail::embedded_port_lavamd_acl());
    k37.acl = k100.acl;
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Ginteractions/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k100, d, 100, true));
  // Ragged: 37 particles a box (the suite's box holds 100), 3 boxes a side.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k37, 3, 37, false));
  return example::finish(table, "acl-port-lavamd");
}
