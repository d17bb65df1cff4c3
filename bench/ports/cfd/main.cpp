// acl-port-cfd: Rodinia cfd (euler3d), one iteration of the solver: compute_step_factor, then
// three Runge-Kutta stages of compute_flux and time_step over an unstructured mesh of
// elements with 4 face neighbours each; plain against ACL.
#include <array>

#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_cfd_original();
const char* embedded_port_cfd_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 192;  // the suite's block_length and BLOCK_SIZE_0..4
constexpr int kNnb = 4, kNvar = 5, kRk = 3;
constexpr double kGamma = 1.4;

struct Kernels {
  cl::Kernel step, flux, time_step;
  acl::Kernel acl_step, acl_flux, acl_time_step;
};

/// The far field as the suite's host sets it up (Mach 1.2, no angle of attack): its 5
/// unknowns, then the flux contributions of the density energy and of the x, y, z momentum.
std::array<float, 17> far_field() {
  const double density = 1.4, pressure = 1.0, speed = 1.2 * std::sqrt(kGamma * pressure / density);
  const double m[3] = {density * speed, 0, 0}, vel[3] = {speed, 0, 0};
  const double energy = density * 0.5 * speed * speed + pressure / (kGamma - 1);
  std::array<double, 17> ff = {density, m[0], m[1], m[2], energy};
  for (int a = 0; a < 3; ++a) {
    ff[size_t(5 + a)] = vel[a] * (energy + pressure);
    for (int b = 0; b < 3; ++b) ff[size_t(8 + 3 * a + b)] = vel[a] * m[b] + (a == b ? pressure : 0.0);
  }
  std::array<float, 17> out;
  for (size_t i = 0; i < 17; ++i) out[i] = float(ff[i]);
  return out;
}

/// A random mesh of `nel` elements, laid out as the suite lays it out (the element count
/// rounded up to the group, `nelr`; word i + k * nelr; padding elements copy the last one).
struct Mesh {
  size_t nel, nelr;
  std::vector<float> areas, normals, variables;
  std::vector<int> neighbours;
};

Mesh make_mesh(size_t nel) {
  Mesh m{nel, example::round_up(nel, kGroup), {}, {}, {}, {}};
  const size_t r = m.nelr;
  m.areas.resize(r), m.normals.resize(r * kNnb * 3), m.variables.resize(r * kNvar), m.neighbours.resize(r * kNnb);
  std::mt19937 rng(uint32_t(nel * 17 + 3));
  std::uniform_real_distribution<float> u(0, 1);
  const std::array<float, 17> ff = far_field();
  for (size_t i = 0; i < nel; ++i) {
    m.areas[i] = 0.5f + u(rng);
    // Neighbours near in the numbering (meshes like fvcorr's are ordered so), 3% wing and
    // 3% far-field faces; normals of faces of about a hundredth of an element's size.
    for (int j = 0; j < kNnb; ++j) {
      const float b = u(rng);
      const long off = long(rng() % 601) - 300;
      const long nb = ((long(i) + (off ? off : 1)) % long(nel) + long(nel)) % long(nel);
      m.neighbours[i + j * r] = b < 0.03f ? -1 : b < 0.06f ? -2 : int(nb);
      for (int k = 0; k < 3; ++k) m.normals[i + size_t(j + k * kNnb) * r] = 0.02f * (u(rng) - 0.5f);
    }
    // The far field's state, perturbed by up to 10%: pressure stays positive.
    for (int v = 0; v < kNvar; ++v) m.variables[i + v * r] = ff[size_t(v)] * (0.9f + 0.2f * u(rng));
  }
  for (size_t i = nel; i < r; ++i) {
    m.areas[i] = m.areas[nel - 1];
    for (int j = 0; j < kNnb; ++j) {
      m.neighbours[i + j * r] = m.neighbours[nel - 1 + j * r];
      for (int k = 0; k < 3; ++k) m.normals[i + size_t(j + k * kNnb) * r] = m.normals[nel - 1 + size_t(j + k * kNnb) * r];
    }
    for (int v = 0; v < kNvar; ++v) m.variables[i + v * r] = m.variables[nel - 1 + v * r];
  }
  return m;
}

/// One iteration in double: the unknowns of the nel real elements, word i + v * nel.
std::vector<double> reference(const Mesh& m) {
  const size_t n = m.nel, r = m.nelr;
  const std::array<float, 17> ffs = far_field();
  std::vector<double> ff(ffs.begin(), ffs.end());
  std::vector<double> old(n * kNvar), var(n * kNvar), flux(n * kNvar), step(n);
  for (size_t i = 0; i < n; ++i)
    for (int v = 0; v < kNvar; ++v) old[i + v * n] = var[i + v * n] = m.variables[i + v * r];
  struct State {
    double d, m[3], e, vel[3], speed_sqd, p, c, f[4][3];  // f: x, y, z momentum rows, energy
  };
  const auto state = [](double d, const double* mo, double e) {
    State s{d, {mo[0], mo[1], mo[2]}, e, {mo[0] / d, mo[1] / d, mo[2] / d}, 0, 0, 0, {}};
    s.speed_sqd = s.vel[0] * s.vel[0] + s.vel[1] * s.vel[1] + s.vel[2] * s.vel[2];
    s.p = (kGamma - 1) * (e - 0.5 * d * s.speed_sqd);
    s.c = std::sqrt(kGamma * s.p / d);
    for (int a = 0; a < 3; ++a) {
      for (int b = 0; b < 3; ++b) s.f[a][b] = s.vel[a] * s.m[b] + (a == b ? s.p : 0.0);
      s.f[3][a] = s.vel[a] * (e + s.p);
    }
    return s;
  };
  const auto at = [&](const std::vector<double>& a, size_t i) {
    const double mo[3] = {a[i + n], a[i + 2 * n], a[i + 3 * n]};
    return state(a[i], mo, a[i + 4 * n]);
  };
  for (size_t i = 0; i < n; ++i) {
    const State s = at(var, i);
    step[i] = 0.5 / (std::sqrt(double(m.areas[i])) * (std::sqrt(s.speed_sqd) + s.c));
  }
  State far;
  far.d = ff[0], far.e = ff[4];
  for (int a = 0; a < 3; ++a) {
    far.m[a] = ff[size_t(1 + a)], far.f[3][a] = ff[size_t(5 + a)];
    for (int b = 0; b < 3; ++b) far.f[a][b] = ff[size_t(8 + 3 * a + b)];
  }
  for (int stage = 0; stage < kRk; ++stage) {
    for (size_t i = 0; i < n; ++i) {
      const State s = at(var, i);
      double fd = 0, fe = 0, fm[3] = {0, 0, 0};
      for (int j = 0; j < kNnb; ++j) {
        const int nb = m.neighbours[i + j * r];
        double nv[3];
        for (int k = 0; k < 3; ++k) nv[k] = m.normals[i + size_t(j + k * kNnb) * r];
        const double len = std::sqrt(nv[0] * nv[0] + nv[1] * nv[1] + nv[2] * nv[2]);
        if (nb == -1) {
          for (int a = 0; a < 3; ++a) fm[a] += nv[a] * s.p;
          continue;
        }
        State o = far;
        if (nb >= 0) {
          o = at(var, size_t(nb));
          const double factor = -len * 0.2 * 0.5 * (std::sqrt(s.speed_sqd) + std::sqrt(o.speed_sqd) + s.c + o.c);
          fd += factor * (s.d - o.d);
          fe += factor * (s.e - o.e);
          for (int a = 0; a < 3; ++a) fm[a] += factor * (s.m[a] - o.m[a]);
        }
        for (int k = 0; k < 3; ++k) {
          const double h = 0.5 * nv[k];
          fd += h * (o.m[k] + s.m[k]);
          fe += h * (o.f[3][k] + s.f[3][k]);
          for (int a = 0; a < 3; ++a) fm[a] += h * (o.f[a][k] + s.f[a][k]);
        }
      }
      flux[i] = fd, flux[i + n] = fm[0], flux[i + 2 * n] = fm[1], flux[i + 3 * n] = fm[2], flux[i + 4 * n] = fe;
    }
    for (size_t i = 0; i < n; ++i)
      for (int v = 0; v < kNvar; ++v)
        var[i + v * n] = old[i + v * n] + step[i] / double(kRk + 1 - stage) * flux[i + v * n];
  }
  return var;
}

/// Case::check: the nel real elements' unknowns of the nelr-strided buffer.
std::function<bool(std::string*)> check(const Device& dev, const cl::Buffer& out, const Mesh& m,
                                        std::shared_ptr<const std::vector<double>> ref) {
  const size_t n = m.nel, r = m.nelr;
  return [&dev, out, ref, n, r](std::string* note) {
    std::vector<float> all(r * kNvar), got(n * kNvar);
    dev.queue.enqueueReadBuffer(out, CL_TRUE, 0, all.size() * 4, all.data());
    for (int v = 0; v < kNvar; ++v) std::copy_n(all.begin() + long(v * r), n, got.begin() + long(v * n));
    return ports::compare_close(got, *ref, n, 1e-4, 1.0, note);  // x: element, y: unknown
  };
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t nel, bool timed) {
  const auto mesh = std::make_shared<Mesh>(make_mesh(nel));
  const Mesh& m = *mesh;
  const size_t r = m.nelr;
  auto ref = std::make_shared<std::vector<double>>(reference(m));
  const std::array<float, 17> ff = far_field();
  const std::vector<float> ff_all(ff.begin(), ff.end());

  cl::Buffer init = ports::upload(dev, m.variables, CL_MEM_READ_ONLY);
  cl::Buffer var(dev.context, CL_MEM_READ_WRITE, r * kNvar * 4), old(dev.context, CL_MEM_READ_WRITE, r * kNvar * 4);
  cl::Buffer flux(dev.context, CL_MEM_READ_WRITE, r * kNvar * 4), step(dev.context, CL_MEM_READ_WRITE, r * 4);
  cl::Buffer areas = ports::upload(dev, m.areas, CL_MEM_READ_ONLY), nbs = ports::upload(dev, m.neighbours, CL_MEM_READ_ONLY),
             normals = ports::upload(dev, m.normals, CL_MEM_READ_ONLY);
  // The suite's __constant arguments: ff_variable, then the four float3 contributions.
  cl::Buffer ffv = ports::upload(dev, std::vector<float>(ff.begin(), ff.begin() + 5), CL_MEM_READ_ONLY);
  std::array<cl::Buffer, 4> ffc;
  for (size_t a = 0; a < 4; ++a)
    ffc[a] = ports::upload(dev, std::vector<float>(ff.begin() + long(5 + 3 * a), ff.begin() + long(8 + 3 * a)),
                           CL_MEM_READ_ONLY);
  cl::Buffer ffall = ports::upload(dev, ff_all, CL_MEM_READ_ONLY);

  Case c;
  c.user = "cfd";
  c.shape = ports::shape(nel);
  c.work = double(nel);  // elements a second (an iteration: 7 kernels)
  c.timed = timed;
  c.span = true;
  c.poison = ports::poison_all({ports::poison_floats(dev, var, r * kNvar), ports::poison_floats(dev, old, r * kNvar),
                                ports::poison_floats(dev, flux, r * kNvar), ports::poison_floats(dev, step, r)});
  c.check = check(dev, var, m, ref);

  std::vector<Case> cases;
  // Both versions start from the same unknowns (a copy; the suite starts from the far field
  // and iterates 2000 times) and copy them to old_variables as the suite's iteration does.
  c.version = "original";
  c.launch = [&dev, &k, init, var, old, flux, step, areas, nbs, normals, ffv, ffc, r] {
    const cl::NDRange global(r), local(kGroup);
    const cl_int nelr = cl_int(r);
    dev.queue.enqueueCopyBuffer(init, var, 0, 0, r * kNvar * 4);
    dev.queue.enqueueCopyBuffer(var, old, 0, 0, r * kNvar * 4);
    cl::Event e = example::run_kernel(dev.queue, k.step, global, local, var, areas, step, nelr);
    for (cl_int j = 0; j < kRk; ++j) {
      example::run_kernel(dev.queue, k.flux, global, local, nbs, normals, var, ffv, flux, ffc[0], ffc[1], ffc[2],
                          ffc[3], nelr);
      e = example::run_kernel(dev.queue, k.time_step, global, local, j, nelr, old, var, step, flux);
    }
    return e;
  };
  cases.push_back(c);

  // Each element a column: its unknowns (5 rows), neighbours (4), normals (12) whole in a
  // split; the nel real columns of nelr-pitched rows (the padding is the suite's, not ACL's).
  c.version = "acl";
  c.launch = [&dev, &k, init, var, old, flux, step, areas, nbs, normals, ffall, nel, r] {
    const auto rows = [nel, r](cl_uint h) {
      acl::Attr a = acl::Attr().shape(nel, h).words(4).split_size(h);
      a.row_pitch = r * 4;
      return a;
    };
    const auto written = [&](cl_uint h) { return rows(h).read(ACL_NONE).write(ACL_TOP_LEFT); };
    dev.queue.enqueueCopyBuffer(init, var, 0, 0, r * kNvar * 4);
    dev.queue.enqueueCopyBuffer(var, old, 0, 0, r * kNvar * 4);
    k.acl_step.arg(0, var, rows(kNvar)).arg(1, areas, rows(1)).arg(2, step, written(1));
    cl::Event e = k.acl_step.enqueue(dev.queue);
    k.acl_flux.arg(0, var, rows(kNvar))
        .arg(1, nbs, rows(kNnb))
        .arg(2, normals, rows(3 * kNnb))
        .arg(3, flux, written(kNvar))
        .arg(4, ffall, acl::Attr().shape(17).words(4).common())
        .arg(5, var)
        .arg(6, cl_int(r));
    k.acl_time_step.arg(0, old, rows(kNvar)).arg(1, step, rows(1)).arg(2, flux, rows(kNvar)).arg(3, var, written(kNvar));
    for (int j = 0; j < kRk; ++j) {
      k.acl_flux.enqueue(dev.queue);
      e = k.acl_time_step.arg(4, float(kRk + 1 - j)).enqueue(dev.queue);
    }
    return e;
  };
  c.explain = [&dev, &k] {
    return k.acl_step.plan(dev.device) + k.acl_flux.plan(dev.device) + k.acl_time_step.plan(dev.device);
  };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-cfd", "Rodinia cfd (euler3d): one solver iteration");
  opt.parse(argc, argv);
  // Element counts of the suite's meshes: fvcorr.domn.097K (the CPU size), missile.domn.0.2M
  // (the run script's, on a GPU).
  const size_t nel = opt.pick<size_t>(2053, 97046, 232536);
  const Device dev = opt.cli.device();
  std::printf("acl-port-cfd on %s; %d timed runs, median; float tolerance 1e-4 relative (floor 1)\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* src = acl::detail::embedded_port_cfd_original();
    k.step = example::build_kernel(dev, src, "compute_step_factor", "");
    k.flux = example::build_kernel(dev, src, "compute_flux", "");
    k.time_step = example::build_kernel(dev, src, "time_step", "");
    k.acl_step = acl::Kernel(dev.context, acl::detail::embedded_port_cfd_acl(), "-DSTEP");
    k.acl_flux = acl::Kernel(dev.context, acl::detail::embedded_port_cfd_acl(), "-DFLUX");
    k.acl_time_step = acl::Kernel(dev.context, acl::detail::embedded_port_cfd_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Melem/s", 1e-6);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, nel, true));
  // Ragged: fewer elements than a group of 192, and not a multiple of a vector.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, 77, false));
  return example::finish(table, "acl-port-cfd");
}
