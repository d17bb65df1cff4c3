// acl-port-hotspot: Rodinia hotspot (a chip's transient temperature from its power map, a
// 5-point stencil in time), the suite's pyramid kernel (4 steps a launch) and a step a launch
// against ACL versions: a step a launch with margin 1, and several steps a launch stepping a
// margined window in private memory.
#include <map>

#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_hotspot_original();
const char* embedded_port_hotspot_plain();
const char* embedded_port_hotspot_acl();
const char* embedded_port_hotspot_acl_steps();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kBlock = 16;  // the suite's 16x16 groups

struct Kernels {
  cl::Kernel pyramid, step;
  /// An ACL version: `steps` a launch (the source's M), temperature and power with margins
  /// `margin_t` and `margin_p` (at least M), and its kernels by (M, direction): the first
  /// launch reads the input, then A -> B and B -> A; a last launch of fewer steps is built with
  /// that M.
  struct Acl {
    std::string name;
    const char* source;
    size_t steps, margin_t, margin_p;
    /// The one-step source run `steps` steps a launch by the written argument's `steps`
    /// attribute (acl_attr::steps, feeding the temperature), not by the source's M.
    bool stepped = false;
    std::map<std::pair<size_t, int>, acl::Kernel> k;
  };
  std::vector<Acl> acl;
};

struct Sizes {
  size_t cols, rows, steps, per_launch;
};

/// The suite's chip model: constants of a 16 mm x 16 mm, 0.5 mm silicon chip on a grid.
struct Model {
  float step_cap, rx_1, ry_1, rz_1, amb = 80.0f;
  Model(size_t cols, size_t rows) {
    const float t_chip = 0.0005f, height = 0.016f, width = 0.016f, k_si = 100, heat = 1.75e6f,
                factor = 0.5f;
    const float gh = height / float(rows), gw = width / float(cols);
    const float cap = factor * heat * t_chip * gw * gh;
    const float rx = gw / (2.0f * k_si * t_chip * gh), ry = gh / (2.0f * k_si * t_chip * gw);
    const float rz = t_chip / (k_si * gh * gw);
    const float max_slope = 3.0e6f / (factor * t_chip * heat);  // the largest power density
    const float step = 0.001f / max_slope;                      // the precision wanted
    step_cap = step / cap, rx_1 = 1 / rx, ry_1 = 1 / ry, rz_1 = 1 / rz;
  }
};

std::vector<double> reference(const Sizes& s, const Model& m, const std::vector<float>& temp,
                              const std::vector<float>& power) {
  const long w = long(s.cols), h = long(s.rows);
  std::vector<double> t(temp.begin(), temp.end()), next(t.size());
  for (size_t i = 0; i < s.steps; ++i) {
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x) {
        const double c = t[y * w + x];
        const double n = t[std::max(y - 1, 0L) * w + x], so = t[std::min(y + 1, h - 1) * w + x];
        const double we = t[y * w + std::max(x - 1, 0L)], e = t[y * w + std::min(x + 1, w - 1)];
        next[y * w + x] =
            c +
            double(m.step_cap) * (power[y * w + x] + (so + n - 2 * c) * double(m.ry_1) +
                                  (e + we - 2 * c) * double(m.rx_1) + (m.amb - c) * double(m.rz_1));
      }
    t.swap(next);
  }
  return t;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  const size_t w = s.cols, h = s.rows, n = w * h;
  const Model m(w, h);
  const uint32_t seed = uint32_t(w * 7 + h);
  const auto temp = ports::random_floats(n, seed, 323.0f, 343.0f);
  const auto power = ports::random_floats(n, seed + 1, 0.0f, 0.01f);
  auto ref = std::make_shared<std::vector<double>>(reference(s, m, temp, power));
  cl::Buffer t0 = ports::upload(dev, temp, CL_MEM_READ_ONLY),
             p = ports::upload(dev, power, CL_MEM_READ_ONLY);
  cl::Buffer a(dev.context, CL_MEM_READ_WRITE, n * 4), b(dev.context, CL_MEM_READ_WRITE, n * 4);

  // Launches of `per` steps from t0 into a, then a -> b, b -> a, ...: where the result lies.
  const auto result = [&](size_t per) { return ((s.steps + per - 1) / per) % 2 ? a : b; };

  Case cs;
  cs.user = "hotspot";
  cs.shape = ports::shape(w, h) + "x" + std::to_string(s.steps) + "st";
  cs.work = double(n) * double(s.steps);  // cell updates
  cs.timed = timed;
  cs.span = true;
  cs.poison = ports::poison_all({ports::poison_floats(dev, a, n), ports::poison_floats(dev, b, n)});

  std::vector<Case> cases;
  cs.version = "original";
  cs.check = ports::check_close(dev, result(s.per_launch), ref, w, 1e-5, 1.0);
  cs.launch = [&dev, &k, s, m, t0, p, a, b] {
    const size_t kept = kBlock - 2 * s.per_launch;
    const cl::NDRange global(kBlock * ((s.cols + kept - 1) / kept),
                             kBlock * ((s.rows + kept - 1) / kept));
    cl::Event e;
    cl::Buffer src = t0, dst = a;
    for (size_t t = 0; t < s.steps; t += s.per_launch) {
      e = example::run_kernel(dev.queue, k.pyramid, global, cl::NDRange(kBlock, kBlock),
                              cl_int(std::min(s.per_launch, s.steps - t)), p, src, dst,
                              cl_int(s.cols), cl_int(s.rows), cl_int(s.per_launch), m.step_cap,
                              m.rx_1, m.ry_1, m.rz_1, m.amb);
      src = dst;
      dst = dst == a ? b : a;
    }
    return e;
  };
  cases.push_back(cs);

  cs.version = "plain";
  cs.check = ports::check_close(dev, result(1), ref, w, 1e-5, 1.0);
  cs.launch = [&dev, &k, s, m, t0, p, a, b] {
    const cl::NDRange global(example::round_up(s.cols, kBlock), example::round_up(s.rows, kBlock));
    cl::Event e;
    cl::Buffer src = t0, dst = a;
    for (size_t t = 0; t < s.steps; ++t) {
      e = example::run_kernel(dev.queue, k.step, global, cl::NDRange(kBlock, kBlock), p, src, dst,
                              cl_int(s.cols), cl_int(s.rows), m.step_cap, m.rx_1, m.ry_1, m.rz_1,
                              m.amb);
      src = dst;
      dst = dst == a ? b : a;
    }
    return e;
  };
  cases.push_back(cs);

  for (Kernels::Acl& v : k.acl) {
    cs.version = v.name;
    cs.check = ports::check_close(dev, result(v.steps), ref, w, 1e-5, 1.0);
    cs.launch = [&dev, &v, s, m, t0, p, a, b] {
      const auto in = [&](size_t margin) {
        return acl::Attr().shape(s.cols, s.rows).words(4).halo(cl_uint(margin), ACL_BORDER_CLAMP);
      };
      const auto out = [&](size_t n) {
        return acl::Attr().shape(s.cols, s.rows).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).steps(
            v.stepped ? cl_uint(n) : 0, 0);
      };
      cl::Event e;
      cl::Buffer src = t0, dst = a;
      for (size_t t = 0; t < s.steps; t += v.steps) {
        const size_t n = std::min(v.steps, s.steps - t);
        const auto key = std::make_pair(n, t == 0 ? 0 : src == a ? 1 : 2);
        if (!v.k.count(key))
          v.k[key] = acl::Kernel(dev.context, v.source,
                                 v.stepped ? "" : "-DM=" + std::to_string(n));
        acl::Kernel& kernel = v.k[key];
        kernel.arg(0, src, in(v.margin_t)).arg(1, p, in(v.margin_p)).arg(2, dst, out(n));
        const bool own_steps = v.steps > 1 && !v.stepped;
        const cl_uint i = own_steps ? 5 : 3;
        if (own_steps) kernel.arg(3, cl_int(s.cols)).arg(4, cl_int(s.rows));
        kernel.arg(i, m.step_cap)
            .arg(i + 1, m.rx_1)
            .arg(i + 2, m.ry_1)
            .arg(i + 3, m.rz_1)
            .arg(i + 4, m.amb);
        e = kernel.enqueue(dev.queue);
        src = dst;
        dst = dst == a ? b : a;
      }
      return e;
    };
    cs.explain = [&dev, &v] { return v.k.begin()->second.plan(dev.device); };
    cases.push_back(cs);
  }
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-hotspot",
                     "Rodinia hotspot: transient chip temperature, 4 steps a launch");
  opt.parse(argc, argv);
  const Sizes timed = opt.pick<Sizes>({90, 70, 8, 4}, {512, 512, 20, 4}, {1024, 1024, 10000, 4});
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-hotspot on %s; %d timed runs, median; random temperatures and powers, float "
      "tolerance 1e-5\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.pyramid = example::build_kernel(dev, acl::detail::embedded_port_hotspot_original(),
                                      "hotspot_pyramid", "");
    k.step =
        example::build_kernel(dev, acl::detail::embedded_port_hotspot_plain(), "hotspot_step", "");
    // acl, acl-k8: the one-step source run 4 (the suite's) and 8 steps a launch by the written
    // argument's steps attribute; acl-step: that source a step a launch; acl-steps: the
    // suite's steps a launch in the source (M), temperature and power
    // with that margin; acl-m3: three steps and margin 3 (what the GPU class's private-memory
    // budget once took); acl-m5: four steps with margin 5 (windows from local tiles on GPUs).
    const char* steps = acl::detail::embedded_port_hotspot_acl_steps();
    const char* one = acl::detail::embedded_port_hotspot_acl();
    k.acl = {{"acl", one, 4, 1, 0, true, {}},
             {"acl-step", one, 1, 1, 0, false, {}},
             {"acl-k8", one, 8, 1, 0, true, {}},
             {"acl-steps", steps, 4, 4, 4, false, {}},
             {"acl-m3", steps, 3, 3, 3, false, {}},
             {"acl-m5", steps, 4, 5, 5, false, {}}};
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gcell/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, timed, true));
  // Ragged: no side a multiple of a group, steps no multiple of the steps a launch (the first
  // shape smaller at --small: Oclgrind's time).
  const Sizes first = opt.pick<Sizes>({61, 45, 7, 4}, {301, 237, 7, 4}, {301, 237, 7, 4});
  for (Sizes s :
       std::vector<Sizes>{first, {1, 1, 5, 4}, {333, 1, 5, 4}, {1, 257, 5, 4}, {2, 3, 5, 4}})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, s, false));
  return example::finish(table, "acl-port-hotspot");
}
