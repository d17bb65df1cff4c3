// acl-mdh: times and validates the original, hand-optimized and ACL multiple Debye-Hueckel kernels.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "harness.hpp"

// Kernel sources, embedded at build time by acl_embed (examples/CMakeLists.txt).
namespace acl::detail {
const char* embedded_mdh_original();
const char* embedded_mdh_optimized();
const char* embedded_mdh_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

// Physical constants of the potential (any plausible values do): prefactor and inverse Debye
// length. They travel to the device as float; the reference uses the same float values.
constexpr float kPre1 = 4.46f;
constexpr float kXkappa = 0.0417f;
constexpr double kSpacing = 0.5;  // grid lattice spacing

struct Options {
  size_t w = 128, h = 128, atoms = 1024;
  bool fast_math = false;
};


/// Host copies of one problem: grid coordinates (W x H) and atoms.
struct Problem {
  size_t w = 0, h = 0, natoms = 0;
  std::vector<float> gx, gy, gz, ax, ay, az, charge, size;
  size_t points() const { return w * h; }
};

/// Random but well-conditioned inputs: grid points on a jittered lattice around z = 0, atoms
/// over the same area at z in [1, 10], so every distance is at least 0.5. Nothing is zero, so
/// an argument that arrives as zeros cannot pass.
Problem make_problem(size_t w, size_t h, size_t natoms) {
  Problem p;
  p.w = w, p.h = h, p.natoms = natoms;
  std::mt19937 rng(uint32_t(0x3D4 + w * 7919 + h * 31 + natoms));
  std::uniform_real_distribution<float> jitter(-0.25f, 0.25f), zjitter(-0.5f, 0.5f);
  std::uniform_real_distribution<float> axd(0.0f, float(w * kSpacing)),
      ayd(0.0f, float(h * kSpacing)), azd(1.0f, 10.0f), q(-1.0f, 1.0f), s(0.5f, 2.0f);
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x) {
      p.gx.push_back(float((double(x) + 0.5 + jitter(rng)) * kSpacing));
      p.gy.push_back(float((double(y) + 0.5 + jitter(rng)) * kSpacing));
      p.gz.push_back(zjitter(rng));
    }
  for (size_t j = 0; j < natoms; ++j) {
    p.ax.push_back(axd(rng));
    p.ay.push_back(ayd(rng));
    p.az.push_back(azd(rng));
    p.charge.push_back(q(rng));
    p.size.push_back(s(rng));
  }
  return p;
}

/// The CPU reference in double, and per point pre1 * sum_j |term_j|: the scale of the float
/// rounding error (charges of both signs cancel, so |val| alone can be far smaller).
struct Reference {
  std::vector<double> val, scale;
  double seconds = 0;
};

Reference reference(const Problem& p) {
  Reference r;
  r.val.resize(p.points());
  r.scale.resize(p.points());
  const double pre1 = kPre1, xkappa = kXkappa;
  auto rows = [&](size_t first, size_t last) {
    for (size_t i = first; i < last; ++i) {
      double v = 0, a = 0;
      for (size_t j = 0; j < p.natoms; ++j) {
        const double dx = double(p.gx[i]) - p.ax[j], dy = double(p.gy[i]) - p.ay[j],
                     dz = double(p.gz[i]) - p.az[j];
        const double d = std::sqrt(dx * dx + dy * dy + dz * dz);
        const double term = double(p.charge[j]) * std::exp(-xkappa * (d - p.size[j])) /
                            ((1.0 + xkappa * p.size[j]) * d);
        v += term;
        a += std::fabs(term);
      }
      r.val[i] = pre1 * v;
      r.scale[i] = pre1 * a;
    }
  };
  const auto start = std::chrono::steady_clock::now();
  const size_t threads = std::max(1u, std::thread::hardware_concurrency());
  const size_t per = (p.points() + threads - 1) / threads;
  std::vector<std::thread> pool;
  for (size_t t = 0; t < threads && t * per < p.points(); ++t)
    pool.emplace_back(rows, t * per, std::min(p.points(), (t + 1) * per));
  for (std::thread& t : pool) t.join();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

/// The kernels of all three versions, built once with the same options.
struct Kernels {
  cl::Kernel original, optimized;
  size_t optimized_wg = 0;
  acl::Kernel acl;
};

/// Device buffers of one problem, shared by its three cases.
struct Buffers {
  cl::Buffer gx, gy, gz, ax, ay, az, charge, size, val;
};

cl::Buffer upload(const Device& d, const std::vector<float>& v) {
  return cl::Buffer(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, v.size() * sizeof(float),
                    const_cast<float*>(v.data()));
}

std::vector<Case> cases_for(const Device& d, Kernels& k, size_t w, size_t h, size_t natoms,
                            bool timed, double tol, double* ref_seconds) {
  auto p = std::make_shared<Problem>(make_problem(w, h, natoms));
  auto ref = std::make_shared<Reference>(reference(*p));
  if (ref_seconds) *ref_seconds = ref->seconds;
  Buffers b;
  b.gx = upload(d, p->gx), b.gy = upload(d, p->gy), b.gz = upload(d, p->gz);
  b.ax = upload(d, p->ax), b.ay = upload(d, p->ay), b.az = upload(d, p->az);
  b.charge = upload(d, p->charge), b.size = upload(d, p->size);
  b.val = cl::Buffer(d.context, CL_MEM_WRITE_ONLY, p->points() * sizeof(float));
  const size_t np = p->points();

  Case c;
  c.user = "mdh";
  c.shape = std::to_string(w) + "x" + std::to_string(h) + " x " + std::to_string(natoms) + " atoms";
  c.work = double(np) * double(natoms);
  c.timed = timed;
  // NaN: no correct point has it, and it fails every comparison below.
  c.poison = [&d, b, np] {
    d.queue.enqueueFillBuffer(b.val, std::numeric_limits<float>::quiet_NaN(), 0,
                              np * sizeof(float));
  };
  c.check = [&d, b, p, ref, tol](std::string* note) {
    std::vector<float> got(p->points());
    d.queue.enqueueReadBuffer(b.val, CL_TRUE, 0, got.size() * sizeof(float), got.data());
    example::Mismatches bad;
    double worst = 0;
    for (size_t i = 0; i < got.size(); ++i) {
      const double err = std::fabs(double(got[i]) - ref->val[i]) / ref->scale[i];
      if (!(err <= tol)) {  // written so that NaN fails
        bad.add(
            "at (x %zu, y %zu): point (%.3f, %.3f, %.3f), expected %.7g, got %.7g, "
            "error %.2e of sum|terms|",
            i % p->w, i / p->w, p->gx[i], p->gy[i], p->gz[i], ref->val[i], got[i], err);
        worst = std::numeric_limits<double>::infinity();
      } else {
        worst = std::max(worst, err);
      }
    }
    char text[64];
    std::snprintf(text, sizeof text, "max err %.1e", worst);
    *note = bad.ok() ? text : bad.summary(got.size());
    return bad.ok();
  };

  std::vector<Case> cases;
  auto set_common = [b, np, natoms](cl::Kernel& kernel) {
    int i = 0;
    for (const cl::Buffer* buf :
         {&b.gx, &b.gy, &b.gz, &b.ax, &b.ay, &b.az, &b.charge, &b.size, &b.val})
      kernel.setArg(i++, *buf);
    kernel.setArg(i++, cl_int(np));
    kernel.setArg(i++, cl_int(natoms));
    kernel.setArg(i++, kPre1);
    kernel.setArg(i++, kXkappa);
  };

  c.version = "original";
  c.launch = [&d, &k, set_common, np] {
    set_common(k.original);
    cl::Event e;
    d.queue.enqueueNDRangeKernel(k.original, cl::NullRange, cl::NDRange(example::round_up(np, 128)),
                                 cl::NDRange(128), nullptr, &e);
    return e;
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &k, set_common, np] {
    set_common(k.optimized);
    const size_t per_group = k.optimized_wg * 4;  // MDH_PPI points per work-item
    const size_t groups = (np + per_group - 1) / per_group;
    cl::Event e;
    d.queue.enqueueNDRangeKernel(k.optimized, cl::NullRange, cl::NDRange(groups * k.optimized_wg),
                                 cl::NDRange(k.optimized_wg), nullptr, &e);
    return e;
  };
  cases.push_back(c);

  // The paper's Table 3: atoms are level-2 COMMON data streamed in horizontal chunks; grid
  // coordinates and val are level-1 SEPARATE, split vertically; val is only written, so it
  // starts at zero in every block and User_main accumulates into it over the chunks.
  c.version = "acl";
  c.launch = [&d, &k, b, w, h, natoms] {
    const acl::Attr grid = acl::Attr().shape(w, h).words(4).read(ACL_TOP_LEFT);
    const acl::Attr atom =
        acl::Attr().shape(natoms).words(4).horizontal().at_level(2).read(ACL_TOP_LEFT).common();
    const acl::Attr out = acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
    k.acl.arg(0, b.gx, grid).arg(1, b.gy, grid).arg(2, b.gz, grid);
    k.acl.arg(3, b.ax, atom).arg(4, b.ay, atom).arg(5, b.az, atom);
    k.acl.arg(6, b.charge, atom).arg(7, b.size, atom);
    k.acl.arg(8, b.val, out).arg(9, kPre1).arg(10, kXkappa);
    return k.acl.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  example::Cli cli("acl-mdh", "multiple Debye-Hueckel (paper Table 3) in three versions");
  cli.value("--grid", "WxH  grid points (default 128x128; on a GPU try 1024x1024)",
            [&](const char* v) { return example::parse_shape(v, &o.w, &o.h); });
  cli.value("--atoms", "N  atoms (default 1024; on a GPU try 4096)", [&](const char* v) {
    o.atoms = size_t(example::parse_positive("--atoms", v));
    return true;
  });
  cli.flag("--fast-math", "build all three versions with -cl-fast-relaxed-math", &o.fast_math);
  cli.parse(argc, argv);
  if (o.w * o.h > size_t(INT32_MAX)) cli.usage("--grid: at most 2^31-1 points");

  const Device d = cli.device();
  const std::string options = o.fast_math ? "-cl-fast-relaxed-math" : "";
  // Error bound relative to pre1 * sum_j |term_j|. Float sums of up to 4096 terms measured
  // at most 1.6e-6 (PoCL, H200), relaxed math included; one atom counted twice or missed
  // costs about 1/natoms, so the bounds stay tight enough to see it.
  const double tol = o.fast_math ? 1e-4 : 1e-5;
  std::printf("acl-mdh on %s; %d timed runs, median; build options '%s'; tolerance %.0e\n",
              d.describe().c_str(), cli.reps, options.c_str(), tol);

  Kernels k;
  try {
    k.original = example::build_kernel(d, acl::detail::embedded_mdh_original(), "mdh", options);
    k.optimized =
        example::build_kernel(d, acl::detail::embedded_mdh_optimized(), "mdh_opt", options);
    k.optimized_wg = k.optimized.getWorkGroupInfo<CL_KERNEL_COMPILE_WORK_GROUP_SIZE>(d.device)[0];
    k.acl = acl::Kernel(d.context, acl::detail::embedded_mdh_acl(), options);
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("Ginteract/s", 1e-9);
  double ref_seconds = 0;
  std::vector<Case> main_cases = cases_for(d, k, o.w, o.h, o.atoms, true, tol, &ref_seconds);
  std::printf("CPU reference (double, %u threads): %.3f s\n",
              std::max(1u, std::thread::hardware_concurrency()), ref_seconds);
  table.header();
  example::run_cases(table, d, cli, main_cases);
  // Ragged grids and atom counts, validated only. 2500 atoms leave a partial last chunk on
  // every plan (CPU chunks are 1024 atoms, GPU chunks 256), so padding atoms must not count.
  const size_t ragged[][3] = {{97, 61, 1001}, {37, 23, 2500}, {1, 1, 1}, {13, 7, 129}};
  for (const auto& s : ragged)
    example::run_cases(table, d, cli, cases_for(d, k, s[0], s[1], s[2], false, tol, nullptr));

  return example::finish(table, "acl-mdh");
}
