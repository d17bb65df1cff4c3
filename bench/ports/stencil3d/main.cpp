// acl-port-stencil3d: Rodinia hotspot3D (a chip's temperature in layers, a 7-point 3-D stencil
// with a power map), a time step a launch, the suite's kernel against ACL with a margin along
// z (margin_z, get_acl_xyz), and against the form before it: the layers above and below as
// views one layer apart.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_stencil3d_original();
const char* embedded_port_stencil3d_acl();
const char* embedded_port_stencil3d_acl_views();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel step;
  acl::Kernel acl[3];    // the first step (from the input), then A -> B and B -> A
  acl::Kernel views[3];  // the same for acl-views
};

struct Sizes {
  size_t nx, ny, nz, steps;
};

/// The suite's coefficients for a 16 mm x 16 mm chip 0.5 mm thick on an nx x ny x nz grid.
struct Model {
  float sdc, ce, cw, cn, cs, ct, cb, cc, amb = 80.0f;
  explicit Model(const Sizes& s) {
    const float t_chip = 0.0005f, height = 0.016f, width = 0.016f, k_si = 100, heat = 1.75e6f,
                factor = 0.5f;
    const float dx = height / float(s.ny), dy = width / float(s.nx), dz = t_chip / float(s.nz);
    const float cap = factor * heat * t_chip * dx * dy;
    const float rx = dy / (2.0f * k_si * t_chip * dx), ry = dx / (2.0f * k_si * t_chip * dy);
    const float rz = dz / (k_si * dx * dy);
    const float dt = 0.001f / (3.0e6f / (factor * t_chip * heat));
    sdc = dt / cap;
    ce = cw = sdc / rx;
    cn = cs = sdc / ry;
    ct = cb = sdc / rz;
    cc = 1.0f - (2.0f * ce + 2.0f * cn + 3.0f * ct);
  }
};

std::vector<double> reference(const Sizes& s, const Model& m, const std::vector<float>& temp,
                              const std::vector<float>& power) {
  const long nx = long(s.nx), ny = long(s.ny), nz = long(s.nz), xy = nx * ny;
  std::vector<double> t(temp.begin(), temp.end()), next(t.size());
  for (size_t step = 0; step < s.steps; ++step) {
    for (long z = 0; z < nz; ++z)
      for (long y = 0; y < ny; ++y)
        for (long x = 0; x < nx; ++x) {
          const long c = z * xy + y * nx + x;
          const auto at = [&](long dx, long dy, long dz) {
            return t[std::clamp(z + dz, 0L, nz - 1) * xy + std::clamp(y + dy, 0L, ny - 1) * nx +
                     std::clamp(x + dx, 0L, nx - 1)];
          };
          next[c] = m.cc * t[c] + m.cw * at(-1, 0, 0) + m.ce * at(1, 0, 0) + m.cs * at(0, 1, 0) +
                    m.cn * at(0, -1, 0) + m.cb * at(0, 0, -1) + m.ct * at(0, 0, 1) +
                    double(m.sdc) * power[c] + double(m.ct) * m.amb;
        }
    t.swap(next);
  }
  return t;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  const size_t plane = s.nx * s.ny, n = plane * s.nz;
  const Model m(s);
  const uint32_t seed = uint32_t(s.nx * 7 + s.ny * 3 + s.nz);
  const auto temp = ports::random_floats(n, seed, 323.0f, 343.0f);
  const auto power = ports::random_floats(n, seed + 1, 0.0f, 0.01f);
  auto ref = std::make_shared<std::vector<double>>(reference(s, m, temp, power));
  cl::Buffer t0 = ports::upload(dev, temp, CL_MEM_READ_ONLY),
             p = ports::upload(dev, power, CL_MEM_READ_ONLY);
  cl::Buffer a(dev.context, CL_MEM_READ_WRITE, n * 4), b(dev.context, CL_MEM_READ_WRITE, n * 4);
  const cl::Buffer result = s.steps % 2 ? a : b;
  cl::Buffer za(dev.context, CL_MEM_READ_WRITE, n * 4), zb(dev.context, CL_MEM_READ_WRITE, n * 4);

  // acl-views' layout: a layer of padding below and above the block, and layers whose pitch
  // keeps every layer's start aligned for a sub-buffer, so that the views one layer down and up
  // are sub-buffers of the same buffer.
  const size_t align = ports::sub_buffer_align(dev);
  const size_t pitch = example::round_up(plane * 4, align), bytes = (s.nz + 2) * pitch;
  const auto padded = [&](const float* host) {
    cl::Buffer buf(dev.context, CL_MEM_READ_WRITE, bytes);
    dev.queue.enqueueFillBuffer(buf, 0.0f, 0, bytes);  // the padding is read (and ignored)
    if (host)
      for (size_t z = 0; z < s.nz; ++z)
        dev.queue.enqueueWriteBuffer(buf, CL_TRUE, (z + 1) * pitch, plane * 4, host + z * plane);
    return buf;
  };
  struct Views {
    cl::Buffer whole, below, here, above;
  };
  const auto views = [&](cl::Buffer buf) {
    Views v{buf, {}, {}, {}};
    cl::Buffer* view[3] = {&v.below, &v.here, &v.above};
    for (size_t i = 0; i < 3; ++i)
      *view[i] = ports::sub_buffer(buf, i * pitch, s.nz * pitch, align);
    return v;
  };
  const Views at0 = views(padded(temp.data())), atA = views(padded(nullptr)),
              atB = views(padded(nullptr));

  Case cs;
  cs.user = "stencil3d";
  cs.shape = std::to_string(s.nx) + "x" + std::to_string(s.ny) + "x" + std::to_string(s.nz) + "x" +
             std::to_string(s.steps) + "st";
  cs.work = double(n) * double(s.steps);  // cell updates
  cs.timed = timed;
  cs.span = true;

  std::vector<Case> cases;
  cs.version = "original";
  cs.poison = ports::poison_all({ports::poison_floats(dev, a, n), ports::poison_floats(dev, b, n)});
  cs.check = ports::check_close(dev, result, ref, s.nx, 1e-4, 1.0);
  cs.launch = [&dev, &k, s, m, t0, p, a, b] {
    const cl::NDRange global(example::round_up(s.nx, 64), example::round_up(s.ny, 4)), local(64, 4);
    cl::Event e;
    cl::Buffer src = t0, dst = a;
    for (size_t t = 0; t < s.steps; ++t) {
      e = example::run_kernel(dev.queue, k.step, global, local, p, src, dst, m.sdc, cl_int(s.nx),
                              cl_int(s.ny), cl_int(s.nz), m.ce, m.cw, m.cn, m.cs, m.ct, m.cb, m.cc,
                              m.amb);
      src = dst;
      dst = dst == a ? b : a;
    }
    return e;
  };
  cases.push_back(cs);

  // acl: the temperature is one argument over the dense volume, with a margin of a word in x
  // and y and of a layer along z; two dense buffers alternate, as the suite's do.
  cs.version = "acl";
  cs.poison = ports::poison_all({ports::poison_floats(dev, za, n), ports::poison_floats(dev, zb, n)});
  cs.check = ports::check_close(dev, s.steps % 2 ? za : zb, ref, s.nx, 1e-4, 1.0);
  cs.launch = [&dev, &k, s, m, t0, p, za, zb] {
    const acl::Attr volume = acl::Attr().shape(s.nx, s.ny, s.nz).words(4);
    const acl::Attr t = acl::Attr(volume).halo(1, ACL_BORDER_CLAMP).halo_z(1),
                    out = acl::Attr(volume).read(ACL_NONE).write(ACL_TOP_LEFT);
    cl::Event e;
    cl::Buffer src = t0, dst = za;
    for (size_t step = 0; step < s.steps; ++step) {
      acl::Kernel& kernel = k.acl[step == 0 ? 0 : src == za ? 1 : 2];
      kernel.arg(0, src, t)
          .arg(1, p, volume)
          .arg(2, dst, out)
          .arg(3, m.sdc)
          .arg(4, m.ce)
          .arg(5, m.cw)
          .arg(6, m.cn)
          .arg(7, m.cs)
          .arg(8, m.ct)
          .arg(9, m.cb)
          .arg(10, m.cc)
          .arg(11, m.amb);
      e = kernel.enqueue(dev.queue);
      src = dst;
      dst = dst == za ? zb : za;
    }
    return e;
  };
  cs.explain = [&dev, &k] { return k.acl[0].plan(dev.device); };
  cases.push_back(cs);

  cs.version = "acl-views";
  const Views out = s.steps % 2 ? atA : atB;
  // The padding is poisoned too: User_main reads the layer below the first and above the
  // last and must not use them.
  cs.poison = ports::poison_all({ports::poison_floats(dev, atA.whole, bytes / 4),
                                 ports::poison_floats(dev, atB.whole, bytes / 4)});
  cs.check = [&dev, out, ref, s, plane, pitch](std::string* note) {
    std::vector<float> got(plane * s.nz);
    for (size_t z = 0; z < s.nz; ++z)
      dev.queue.enqueueReadBuffer(out.whole, CL_TRUE, (z + 1) * pitch, plane * 4,
                                  got.data() + z * plane);
    return ports::compare_close(got, *ref, s.nx, 1e-4, 1.0, note);
  };
  cs.launch = [&dev, &k, s, m, p, pitch, at0, atA, atB] {
    acl::Attr view = acl::Attr().shape(s.nx, s.ny, s.nz).words(4);
    view.slice_pitch = pitch;
    acl::Attr here = view, out = view;
    here.halo(1, ACL_BORDER_CLAMP);
    out.read(ACL_NONE).write(ACL_TOP_LEFT);
    cl::Event e;
    const Views* src = &at0;
    for (size_t t = 0; t < s.steps; ++t) {
      const Views* dst = src == &atA ? &atB : &atA;
      acl::Kernel& kernel = k.views[t == 0 ? 0 : src == &atA ? 1 : 2];
      kernel.arg(0, src->below, view)
          .arg(1, src->here, here)
          .arg(2, src->above, view)
          .arg(3, p, acl::Attr().shape(s.nx, s.ny, s.nz).words(4))
          .arg(4, dst->here, out)
          .arg(5, cl_int(s.nz))
          .arg(6, m.sdc)
          .arg(7, m.ce)
          .arg(8, m.cw)
          .arg(9, m.cn)
          .arg(10, m.cs)
          .arg(11, m.ct)
          .arg(12, m.cb)
          .arg(13, m.cc)
          .arg(14, m.amb);
      e = kernel.enqueue(dev.queue);
      src = dst;
    }
    return e;
  };
  cs.explain = [&dev, &k] { return k.views[0].plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-stencil3d",
                     "Rodinia hotspot3D: 7-point 3-D stencil with power, a step a launch");
  opt.parse(argc, argv);
  const Sizes timed = opt.pick<Sizes>({130, 67, 5, 4}, {512, 512, 8, 20}, {512, 512, 8, 500});
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-stencil3d on %s; %d timed runs, median; random temperatures and powers, float "
      "tolerance 1e-4 (hundreds of steps of float rounding, FMA contracted on GPUs)\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.step = example::build_kernel(dev, acl::detail::embedded_port_stencil3d_original(),
                                   "stencil3d_step", "");
    for (acl::Kernel& a : k.acl)
      a = acl::Kernel(dev.context, acl::detail::embedded_port_stencil3d_acl());
    for (acl::Kernel& a : k.views)
      a = acl::Kernel(dev.context, acl::detail::embedded_port_stencil3d_acl_views());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gcell/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, timed, true));
  for (Sizes s : std::vector<Sizes>{
           {101, 37, 3, 3}, {1, 1, 1, 2}, {33, 1, 4, 2}, {1, 57, 2, 3}, {2, 3, 7, 2}})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, s, false));
  return example::finish(table, "acl-port-stencil3d");
}
