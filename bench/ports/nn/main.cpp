// acl-port-nn: Rodinia nn (nearest neighbour): every record's distance to a target on the
// device, the nearest records picked on the host; plain against ACL.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_nn_original();
const char* embedded_port_nn_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kNearest = 50;  // the suite's run script: -r 50
constexpr float kLat = 30, kLng = 90;  // and its target: -lat 30 -lng 90

struct Kernels {
  cl::Kernel original;
  acl::Kernel acl;
};

/// Checks the distances (relative 1e-6: one float sqrt against double) and then, as the suite's
/// host does, picks the nearest records from them: their distances must be the reference's
/// nearest, in order, within the same tolerance (indices could swap on near ties).
std::function<bool(std::string*)> check(const Device& dev, const cl::Buffer& out,
                                        std::shared_ptr<const std::vector<double>> ref) {
  return [&dev, out, ref](std::string* note) {
    std::vector<float> got(ref->size());
    dev.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * 4, got.data());
    if (!ports::compare_close(got, *ref, got.size(), 1e-6, 1e-3, note, "distance")) return false;
    const size_t k = std::min(kNearest, got.size());
    std::vector<float> near(got);
    std::vector<double> want(*ref);
    std::partial_sort(near.begin(), near.begin() + long(k), near.end());
    std::partial_sort(want.begin(), want.begin() + long(k), want.end());
    near.resize(k), want.resize(k);
    return ports::compare_close(near, want, k, 1e-6, 1e-3, note, "nearest");
  };
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t n, bool timed) {
  const uint32_t seed = uint32_t(n * 13 + 5);
  // Latitudes in [-90, 90), longitudes in [-180, 180), as the suite's hurricane records.
  const std::vector<float> lat = ports::random_floats(n, seed + 1, -90, 90);
  const std::vector<float> lng = ports::random_floats(n, seed + 2, -180, 180);
  std::vector<float> loc(2 * n);
  auto ref = std::make_shared<std::vector<double>>(n);
  for (size_t i = 0; i < n; ++i) {
    loc[2 * i] = lat[i], loc[2 * i + 1] = lng[i];
    const double a = double(kLat) - lat[i], b = double(kLng) - lng[i];
    (*ref)[i] = std::sqrt(a * a + b * b);
  }
  cl::Buffer L = ports::upload(dev, loc, CL_MEM_READ_ONLY), D(dev.context, CL_MEM_READ_WRITE, n * 4);

  Case c;
  c.user = "nn";
  c.shape = ports::shape(n);
  c.work = 12.0 * double(n);  // bytes: a pair read and a distance written per record
  c.timed = timed;
  c.poison = ports::poison_floats(dev, D, n);
  c.check = check(dev, D, ref);

  std::vector<Case> cases;
  c.version = "original";
  // The suite rounds the range up to a multiple of 64 and lets the runtime pick the group.
  c.launch = [&dev, &k, L, D, n] {
    return example::run_kernel(dev.queue, k.original, cl::NDRange(example::round_up(n, 64)), cl::NullRange, L, D,
                               cl_int(n), kLat, kLng);
  };
  cases.push_back(c);
  c.version = "acl";
  c.launch = [&dev, &k, L, D, n] {
    k.acl.arg(0, L, acl::Attr().shape(n).words(8))
        .arg(1, D, acl::Attr().shape(n).words(4).read(ACL_NONE).write(ACL_TOP_LEFT))
        .arg(2, kLat)
        .arg(3, kLng);
    return k.acl.enqueue(dev.queue);
  };
  c.explain = [&dev, &k] { return k.acl.plan(dev.device); };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-nn", "Rodinia nn: distances of records to a target");
  opt.parse(argc, argv);
  // The suite's data set holds 42764 records (--large); the CPU size is larger so that a
  // launch is more than its overhead.
  const size_t n = opt.pick<size_t>(4099, 4194301, 42764);
  const Device dev = opt.cli.device();
  std::printf("acl-port-nn on %s; %d timed runs, median; distances and the %zu nearest within 1e-6 relative\n",
              dev.describe().c_str(), opt.cli.reps, kNearest);
  Kernels k;
  try {
    k.original = example::build_kernel(dev, acl::detail::embedded_port_nn_original(), "NearestNeighbor", "");
    k.acl = acl::Kernel(dev.context, acl::detail::embedded_port_nn_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, true));
  // Ragged: fewer records than a group, and fewer than the nearest asked for.
  for (size_t r : {size_t(777), size_t(33)}) example::run_cases(table, dev, opt.cli, cases_for(dev, k, r, false));
  return example::finish(table, "acl-port-nn");
}
