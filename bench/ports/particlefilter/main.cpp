// acl-port-particlefilter: Rodinia particlefilter (the single-precision OpenCL version), one
// frame of tracking a disk through a noisy video: likelihood, sum of weights, normalize (and
// CDF), resampling; plain against ACL.
#include <climits>

#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_particlefilter_original();
const char* embedded_port_particlefilter_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 512;      // the suite's threads_per_block
constexpr int kIsz = 128, kNfr = 10;  // the run script's -x 128 -y 128 -z 10
constexpr int kFrame = 5;           // the frame this step tracks into

struct Kernels {
  cl::Kernel likelihood, sum, normalize, cdf, find;
  acl::Kernel a_likelihood, a_normalize, a_find;
};

/// The suite's generator step (int arithmetic wrapping as the device's does).
int32_t lcg(int32_t s) {
  return int32_t(uint32_t(1103515245) * uint32_t(s) + 12345u) % INT_MAX;
}

/// The video (I[x * kIsz * kNfr + y * kNfr + k]): background 100, a disk of radius 5 at 228
/// moving one pixel in x and two in y a frame, noise of 5 grey levels (clamped to a byte).
std::vector<cl_uchar> video(uint32_t seed) {
  std::vector<cl_uchar> I(size_t(kIsz) * kIsz * kNfr);
  std::mt19937 rng(seed);
  std::normal_distribution<float> noise(0, 5);
  for (int x = 0; x < kIsz; ++x)
    for (int y = 0; y < kIsz; ++y)
      for (int k = 0; k < kNfr; ++k) {
        const int cx = 64 + k, cy = 64 - 2 * k;
        const float v = ((x - cx) * (x - cx) + (y - cy) * (y - cy) < 25 ? 228.0f : 100.0f) + noise(rng);
        I[(size_t(x) * kIsz + size_t(y)) * kNfr + size_t(k)] = cl_uchar(std::clamp(int(std::lround(v)), 0, 255));
      }
  return I;
}

/// The offsets of the disk of radius 5 (the suite's strelDisk and getneighbors): (dy, dx) pairs.
std::vector<int> disk() {
  std::vector<int> out;
  for (int x = 0; x < 9; ++x)
    for (int y = 0; y < 9; ++y)
      if (std::sqrt(double((x - 4) * (x - 4) + (y - 4) * (y - 4))) < 5) out.push_back(y - 4), out.push_back(x - 4);
  return out;
}

std::vector<float> read_floats(const Device& dev, const cl::Buffer& b, size_t n) {
  std::vector<float> v(n);
  dev.queue.enqueueReadBuffer(b, CL_TRUE, 0, n * 4, v.data());
  return v;
}
std::vector<int> read_ints(const Device& dev, const cl::Buffer& b, size_t n) {
  std::vector<int> v(n);
  dev.queue.enqueueReadBuffer(b, CL_TRUE, 0, n * 4, v.data());
  return v;
}

struct Buffers {
  cl::Buffer x, y, xj, yj, xj0, yj0, seed, seed0, ind, objxy, lik, I, w, partial, cdf, u, total;
};

/// The check, step by step: the new positions and seeds against a double reference of the
/// same random numbers; every later step against what the host computes from the version's
/// own earlier outputs (pixel indices and resampling choices exactly, being discontinuous;
/// likelihoods, weights, CDF and u within a stated tolerance).
std::function<bool(std::string*)> check(const Device& dev, const Buffers& b, size_t n, int ones,
                                        std::shared_ptr<const std::vector<float>> xj0,
                                        std::shared_ptr<const std::vector<float>> yj0,
                                        std::shared_ptr<const std::vector<int>> seed0,
                                        std::shared_ptr<const std::vector<cl_uchar>> I,
                                        std::shared_ptr<const std::vector<int>> objxy) {
  return [&dev, b, n, ones, xj0, yj0, seed0, I, objxy](std::string* note) {
    const std::vector<float> x = read_floats(dev, b.x, n), y = read_floats(dev, b.y, n), lik = read_floats(dev, b.lik, n),
                             w = read_floats(dev, b.w, n), cdf = read_floats(dev, b.cdf, n), u = read_floats(dev, b.u, n),
                             xj = read_floats(dev, b.xj, n), yj = read_floats(dev, b.yj, n);
    const std::vector<int> seed = read_ints(dev, b.seed, n), ind = read_ints(dev, b.ind, n * size_t(ones));
    std::vector<double> x_ref(n), y_ref(n), lik_ref(n), w_ref(n), cdf_ref(n), u_ref(n);
    auto seed_ref = std::make_shared<std::vector<int>>(n);
    auto ind_ref = std::make_shared<std::vector<int>>(n * size_t(ones));
    const auto randu = [](int32_t& s) { return std::fabs(double(s = lcg(s)) / INT_MAX); };
    const auto randn = [&](int32_t& s) {
      const double a = randu(s), c = randu(s);
      return std::sqrt(-2.0 * std::log(a)) * std::cos(2.0 * M_PI * c);
    };
    double total = 0;
    for (size_t i = 0; i < n; ++i) {
      int32_t s = (*seed0)[i];
      x_ref[i] = (*xj0)[i] + 1.0 + 5.0 * randn(s);
      y_ref[i] = (*yj0)[i] - 2.0 + 2.0 * randn(s);
      (*seed_ref)[i] = s;
      double sum = 0;
      for (int j = 0; j < ones; ++j) {  // from the version's own positions
        int at = std::abs((int(x[i]) + (*objxy)[size_t(2 * j + 1)]) * kIsz * kNfr + (int(y[i]) + (*objxy)[size_t(2 * j)]) * kNfr + kFrame);
        if (at >= kIsz * kIsz * kNfr) at = 0;
        (*ind_ref)[i * size_t(ones) + size_t(j)] = at;
        const double p = (*I)[size_t(at)];
        sum += ((p - 100) * (p - 100) - (p - 228) * (p - 228)) / 50;
      }
      lik_ref[i] = sum / ones - 300;
      total += w_ref[i] = std::exp(double(lik[i])) / double(n);  // from the version's likelihoods
    }
    int32_t s0 = (*seed_ref)[0];
    const double u1 = randu(s0) / double(n);
    (*seed_ref)[0] = s0;  // the frame's last step of seed[0]
    double run = 0;
    for (size_t i = 0; i < n; ++i) {
      w_ref[i] /= total;
      cdf_ref[i] = run += w[i];  // from the version's weights
      u_ref[i] = u1 + double(i) / double(n);
    }
    // The first CDF entry >= u[i] (the version's own CDF and u, compared as floats): a binary
    // search where the CDF does not fall (sums of weights >= 0 do not), else the linear one.
    const bool rising = std::is_sorted(cdf.begin(), cdf.end());
    std::vector<float> xj_ref(n), yj_ref(n);
    for (size_t i = 0; i < n; ++i) {
      size_t index = rising ? size_t(std::lower_bound(cdf.begin(), cdf.end(), u[i]) - cdf.begin()) : n;
      for (size_t j = 0; !rising && j < n; ++j)
        if (cdf[j] >= u[i]) {
          index = j;
          break;
        }
      if (index >= n) index = n - 1;
      xj_ref[i] = x[index], yj_ref[i] = y[index];
    }
    std::string part;
    bool ok = true;
    const auto exact = [&](const std::vector<float>& got, const std::vector<float>& want, const char* what) {
      size_t bad = 0;
      for (size_t i = 0; i < got.size(); ++i) bad += !(got[i] == want[i]);
      if (bad) *note += std::string(*note == "" ? "" : "; ") + what + ": " + std::to_string(bad) + " wrong";
      return bad == 0;
    };
    ok &= ports::check_equal<int>(dev, b.seed, seed_ref, n)(&part);
    if (!part.empty()) *note += "seed: " + part;
    part.clear();
    ok &= ports::check_equal<int>(dev, b.ind, ind_ref, size_t(ones))(&part);
    if (!part.empty()) *note += std::string(note->empty() ? "" : "; ") + "ind: " + part;
    ok &= ports::compare_close(x, x_ref, n, 1e-5, 1.0, note, "arrayX");
    ok &= ports::compare_close(y, y_ref, n, 1e-5, 1.0, note, "arrayY");
    ok &= ports::compare_close(lik, lik_ref, n, 1e-5, 1.0, note, "likelihood");
    ok &= ports::compare_close(w, w_ref, n, 1e-4, 1e-6, note, "weights");
    ok &= ports::compare_close(cdf, cdf_ref, n, 5e-4, 1e-6, note, "CDF");
    ok &= ports::compare_close(u, u_ref, n, 1e-5, 1e-2, note, "u");
    ok &= exact(xj, xj_ref, "xj") & exact(yj, yj_ref, "yj");
    return ok;
  };
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t n, bool timed) {
  const auto I = std::make_shared<const std::vector<cl_uchar>>(video(uint32_t(n)));
  const auto objxy = std::make_shared<const std::vector<int>>(disk());
  const int ones = int(objxy->size() / 2);
  // Particles near where the disk was a frame before, seeds as the suite's (i + 1) spread.
  auto xj0 = std::make_shared<std::vector<float>>(ports::random_floats(n, uint32_t(n + 1), 61, 71));
  auto yj0 = std::make_shared<std::vector<float>>(ports::random_floats(n, uint32_t(n + 2), 51, 61));
  auto seed0 = std::make_shared<std::vector<int>>(ports::random_ints(n, uint32_t(n + 3), 1, INT_MAX - 1));

  Buffers b;
  const auto floats = [&](size_t m) { return cl::Buffer(dev.context, CL_MEM_READ_WRITE, m * 4); };
  b.x = floats(n), b.y = floats(n), b.xj = floats(n), b.yj = floats(n), b.seed = floats(n), b.lik = floats(n);
  b.w = floats(n), b.partial = floats(n), b.cdf = floats(n), b.u = floats(n), b.total = floats(1);
  b.ind = floats(n * size_t(ones));
  b.xj0 = ports::upload(dev, *xj0, CL_MEM_READ_ONLY), b.yj0 = ports::upload(dev, *yj0, CL_MEM_READ_ONLY);
  b.seed0 = ports::upload(dev, *seed0, CL_MEM_READ_ONLY);
  b.objxy = ports::upload(dev, *objxy, CL_MEM_READ_ONLY), b.I = ports::upload(dev, *I, CL_MEM_READ_ONLY);

  Case c;
  c.user = "particlefilter";
  c.shape = std::to_string(n) + "@" + std::to_string(kIsz) + "x" + std::to_string(kIsz);
  c.work = double(n);  // particles a second
  c.timed = timed;
  c.span = true;
  c.poison = ports::poison_all({ports::poison_floats(dev, b.x, n), ports::poison_floats(dev, b.y, n),
                                ports::poison_floats(dev, b.lik, n), ports::poison_floats(dev, b.w, n),
                                ports::poison_floats(dev, b.cdf, n), ports::poison_floats(dev, b.u, n),
                                ports::poison_floats(dev, b.partial, n), ports::poison_floats(dev, b.total, 1),
                                ports::poison<cl_int>(dev, b.ind, n * size_t(ones), -7)});
  c.check = check(dev, b, n, ones, xj0, yj0, seed0, I, objxy);
  // Each run starts from the same particles and seeds (copies, in both versions).
  const auto restart = [&dev, b, n] {
    dev.queue.enqueueCopyBuffer(b.xj0, b.xj, 0, 0, n * 4);
    dev.queue.enqueueCopyBuffer(b.yj0, b.yj, 0, 0, n * 4);
    dev.queue.enqueueCopyBuffer(b.seed0, b.seed, 0, 0, n * 4);
  };

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&dev, &k, b, n, ones, restart] {
    const cl::NDRange global(example::round_up(n, kGroup)), local(kGroup);
    const cl_int N = cl_int(n);
    restart();
    example::run_kernel(dev.queue, k.likelihood, global, local, b.x, b.y, b.xj, b.yj, b.ind, b.objxy, b.lik, b.I, b.w, N,
                        cl_int(ones), cl_int(kIsz * kIsz * kNfr), cl_int(kFrame), cl_int(kIsz), cl_int(kNfr), b.seed,
                        b.partial, cl::Local(kGroup * 4));
    example::run_kernel(dev.queue, k.sum, global, local, b.partial, N);
    example::run_kernel(dev.queue, k.normalize, global, local, b.w, N, b.partial, b.u, b.seed);
    example::run_kernel(dev.queue, k.cdf, global, local, b.cdf, b.w, N, b.seed);
    return example::run_kernel(dev.queue, k.find, global, local, b.x, b.y, b.cdf, b.u, b.xj, b.yj, N);
  };
  cases.push_back(c);

  c.version = "acl";
  c.launch = [&dev, &k, b, n, ones, restart] {
    const auto particles = [n] { return acl::Attr().shape(n).words(4).split_size(1); };
    const auto written = [&] { return particles().read(ACL_NONE).write(ACL_TOP_LEFT); };
    const cl_int N = cl_int(n);
    restart();
    k.a_likelihood.arg(0, b.xj, particles())
        .arg(1, b.yj, particles())
        .arg(2, b.x, written())
        .arg(3, b.y, written())
        .arg(4, b.seed, particles().write(ACL_TOP_LEFT))
        .arg(5, b.ind, acl::Attr().shape(n * size_t(ones)).words(4).horizontal().split_size(cl_uint(ones)).read(ACL_NONE).write(ACL_TOP_LEFT))
        .arg(6, b.lik, written())
        .arg(7, b.w, written())
        .arg(8, b.total, acl::Attr().shape(1).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).per(ACL_PER_SLICE))
        .arg(9, b.objxy, acl::Attr().shape(size_t(2 * ones)).words(4).common())
        .arg(10, b.I)
        .arg(11, cl_int(kIsz))
        .arg(12, cl_int(kNfr))
        .arg(13, cl_int(kFrame))
        .arg(14, cl_int(kIsz * kIsz * kNfr))
        .arg(15, N);
    k.a_normalize.arg(0, b.w, particles().write(ACL_TOP_LEFT))
        .arg(1, b.cdf, written().depends(ACL_RNO1_SUM))
        .arg(2, b.u, written())
        .arg(3, b.total)
        .arg(4, b.seed)
        .arg(5, N);
    k.a_find.arg(0, b.u, particles())
        .arg(1, b.xj, written())
        .arg(2, b.yj, written())
        .arg(3, b.cdf)
        .arg(4, b.x)
        .arg(5, b.y)
        .arg(6, b.seed)
        .arg(7, N);
    k.a_likelihood.enqueue(dev.queue);
    k.a_normalize.enqueue(dev.queue);
    return k.a_find.enqueue(dev.queue);
  };
  c.explain = [&dev, &k] {
    return k.a_likelihood.plan(dev.device) + k.a_normalize.plan(dev.device) + k.a_find.plan(dev.device);
  };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-particlefilter", "Rodinia particlefilter: one frame of tracking");
  opt.parse(argc, argv);
  // Particles: the naive version's run line (10000) on a CPU, the single version's (400000)
  // on a GPU (the resampling's linear search is quadratic in them).
  const size_t n = opt.pick<size_t>(1003, 10000, 400000);
  const Device dev = opt.cli.device();
  std::printf("acl-port-particlefilter on %s; %d timed runs, median; checked step by step (see NOTES.md)\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* src = acl::detail::embedded_port_particlefilter_original();
    k.likelihood = example::build_kernel(dev, src, "likelihood_kernel", "");
    k.sum = example::build_kernel(dev, src, "sum_kernel", "");
    k.normalize = example::build_kernel(dev, src, "normalize_weights_kernel", "");
    k.cdf = example::build_kernel(dev, src, "cdf_kernel", "");
    k.find = example::build_kernel(dev, src, "find_index_kernel", "");
    const char* acl_src = acl::detail::embedded_port_particlefilter_acl();
    k.a_likelihood = acl::Kernel(dev.context, acl_src, "-DLIKELIHOOD");
    k.a_normalize = acl::Kernel(dev.context, acl_src, "-DNORMALIZE");
    k.a_find = acl::Kernel(dev.context, acl_src);
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Mparticles/s", 1e-6);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, true));
  // Ragged: fewer particles than a group, not a multiple of a vector.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, 333, false));
  return example::finish(table, "acl-port-particlefilter");
}
