// acl-port-kmeans: Rodinia kmeans, the device part of one clustering round: kmeans_swap (the
// points transposed once) and kmeans_kernel_c (each point's nearest centre), plain against ACL.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_kmeans_original();
const char* embedded_port_kmeans_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 256;  // the suite's BLOCK_SIZE and BLOCK_SIZE2

struct Kernels {
  cl::Kernel swap, assign;
  acl::Kernel acl_swap, acl_assign;
};

struct Sizes {
  size_t points, features, clusters;
};

/// Index of each point's nearest centre (the first on ties), from whole-number features:
/// every distance is exact in float, so the device's choices must match word for word.
std::vector<int> reference(const Sizes& s, const std::vector<float>& f, const std::vector<float>& c) {
  std::vector<int> out(s.points);
  for (size_t p = 0; p < s.points; ++p) {
    double best = std::numeric_limits<double>::max();
    for (size_t k = 0; k < s.clusters; ++k) {
      double d = 0;
      for (size_t l = 0; l < s.features; ++l) {
        const double t = double(f[p * s.features + l]) - c[k * s.features + l];
        d += t * t;
      }
      if (d < best) best = d, out[p] = int(k);
    }
  }
  return out;
}

/// Two groups of rows: "kmeans-swap" times the transpose, "kmeans" the assignment, each version
/// on the points its own transpose left (checked word for word beside the memberships).
std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  const uint32_t seed = uint32_t(s.points * 7 + s.features * 31 + s.clusters);
  auto f = std::make_shared<std::vector<float>>(
      ports::random_ints_as_floats(s.points * s.features, seed + 1, 0, 15));
  auto c = ports::random_ints_as_floats(s.clusters * s.features, seed + 2, 0, 15);
  auto ref = std::make_shared<std::vector<int>>(reference(s, *f, c));
  auto ft = std::make_shared<std::vector<float>>(s.points * s.features);
  for (size_t p = 0; p < s.points; ++p)
    for (size_t l = 0; l < s.features; ++l) (*ft)[l * s.points + p] = (*f)[p * s.features + l];

  const size_t words = s.points * s.features;
  cl::Buffer F = ports::upload(dev, *f, CL_MEM_READ_ONLY), C = ports::upload(dev, c, CL_MEM_READ_ONLY);
  cl::Buffer Ft(dev.context, CL_MEM_READ_WRITE, words * 4), Ft_acl(dev.context, CL_MEM_READ_WRITE, words * 4);
  cl::Buffer M(dev.context, CL_MEM_READ_WRITE, s.points * 4);
  const cl_int np = cl_int(s.points), nf = cl_int(s.features), nc = cl_int(s.clusters);
  const cl::NDRange global(example::round_up(s.points, kGroup)), local(kGroup);

  std::vector<Case> cases;
  Case t;
  t.user = "kmeans-swap";
  t.shape = ports::shape(s.features, s.points);
  t.work = 8.0 * double(words);  // bytes: a float read and a float written per word
  t.timed = timed;
  const auto check_t = [&dev, ft, s](const cl::Buffer& out) {
    return [&dev, out, ft, s](std::string* note) {
      std::vector<float> got(ft->size());
      dev.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * 4, got.data());
      example::Mismatches bad;
      for (size_t i = 0; i < got.size(); ++i)
        if (!(got[i] == (*ft)[i]))
          bad.add("at (point %zu, feature %zu): expected %g, got %g", i % s.points, i / s.points,
                  (*ft)[i], got[i]);
      *note = bad.summary(got.size());
      return bad.ok();
    };
  };
  t.version = "original";
  t.poison = ports::poison_floats(dev, Ft, words);
  t.check = check_t(Ft);
  t.launch = [&dev, &k, F, Ft, np, nf, global, local] {
    return example::run_kernel(dev.queue, k.swap, global, local, F, Ft, np, nf);
  };
  cases.push_back(t);
  t.version = "acl";
  t.poison = ports::poison_floats(dev, Ft_acl, words);
  t.check = check_t(Ft_acl);
  t.launch = [&dev, &k, F, Ft_acl, s] {
    k.acl_swap.arg(0, F, acl::Attr().shape(s.features, s.points).words(4))
        .arg(1, Ft_acl,
             acl::Attr().shape(s.points, s.features).words(4).read(ACL_NONE).write(ACL_SPECIAL_MIRROR_TRANSPOSE));
    return k.acl_swap.enqueue(dev.queue);
  };
  t.explain = [&dev, &k] { return k.acl_swap.plan(dev.device); };
  cases.push_back(t);

  Case a;
  a.user = "kmeans";
  a.shape = ports::shape(s.points, s.features, s.clusters);
  a.work = 3.0 * double(words) * double(s.clusters);  // flops
  a.timed = timed;
  a.poison = ports::poison<cl_int>(dev, M, s.points, -1);
  a.check = ports::check_equal<int>(dev, M, ref, s.points);
  a.version = "original";
  a.launch = [&dev, &k, Ft, C, M, np, nc, nf, global, local] {
    return example::run_kernel(dev.queue, k.assign, global, local, Ft, C, M, np, nc, nf);
  };
  cases.push_back(a);
  // The transposed points: a column a point, its split pinned to the whole column; the
  // centres are level-1 COMMON (every group loads the table once).
  a.version = "acl";
  a.launch = [&dev, &k, Ft_acl, C, M, s, nc] {
    k.acl_assign.arg(0, Ft_acl, acl::Attr().shape(s.points, s.features).words(4).split_size(cl_uint(s.features)))
        .arg(1, C, acl::Attr().shape(s.features * s.clusters).words(4).common())
        .arg(2, M, acl::Attr().shape(s.points).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).split_size(1))
        .arg(3, nc);
    return k.acl_assign.enqueue(dev.queue);
  };
  a.explain = [&dev, &k] { return k.acl_assign.plan(dev.device); };
  cases.push_back(a);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-kmeans", "Rodinia kmeans: kmeans_swap and kmeans_kernel_c");
  opt.parse(argc, argv);
  // The suite's data sets: kdd_cup (494020 points) and 819200.txt, 34 features, 5 clusters.
  const size_t points = opt.pick<size_t>(4099, 494020, 819200);
  const Device dev = opt.cli.device();
  std::printf("acl-port-kmeans on %s; %d timed runs, median; whole-number features, results compared exactly\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.swap = example::build_kernel(dev, acl::detail::embedded_port_kmeans_original(), "kmeans_swap", "");
    k.assign = example::build_kernel(dev, acl::detail::embedded_port_kmeans_original(), "kmeans_kernel_c", "");
    k.acl_swap = acl::Kernel(dev.context, acl::detail::embedded_port_kmeans_acl(), "-DTRANSPOSE");
    k.acl_assign = acl::Kernel(dev.context, acl::detail::embedded_port_kmeans_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  // The transposes in GB/s (a float read and written per word), the assignment in GFLOP/s.
  example::Table swaps("GB/s", 1e-9), assigns("GFLOP/s", 1e-9);
  const auto run = [&](Sizes s, bool timed) {
    const std::vector<Case> cs = cases_for(dev, k, s, timed);
    if (timed) swaps.header();
    example::run_cases(swaps, dev, opt.cli, {cs.begin(), cs.begin() + 2});
    if (timed) assigns.header();
    example::run_cases(assigns, dev, opt.cli, {cs.begin() + 2, cs.end()});
  };
  run({points, 34, 5}, true);
  // Ragged: no extent a multiple of a group or a vector; a centre count other than 5.
  run({1001, 7, 3}, false);
  const int swaps_status = example::finish(swaps, "acl-port-kmeans (kmswap)");
  return example::finish(assigns, "acl-port-kmeans (kmeans)") | swaps_status;
}
