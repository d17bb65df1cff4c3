// acl-port-backprop: Rodinia back-propagation, the two kernels of a training step (the input
// layer's weighted sums with a reduction in local memory, and the weight update with
// momentum), the suite's kernels against ACL kernels: the sums as the suite's partial sums,
// or as one reduction down the columns.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_backprop_original();
const char* embedded_port_backprop_acl();
const char* embedded_port_backprop_acl_sums();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kHidden = 16, kBlock = 16;  // the suite's hidden units and 16x16 groups
constexpr size_t kCols = kHidden + 1;
constexpr double kEta = 0.3, kMomentum = 0.3;

struct Kernels {
  cl::Kernel forward, adjust;
  acl::Kernel acl_forward, acl_adjust, sums_forward;
};

struct Reference {
  std::vector<double> sums;     // per hidden unit 1..16: the bias plus the weighted inputs
  std::vector<double> w, oldw;  // after the update
};

Reference reference(size_t in, const std::vector<float>& x, const std::vector<float>& w0,
                    const std::vector<float>& oldw0, const std::vector<float>& delta) {
  Reference r{std::vector<double>(kCols, 0.0), {}, {}};
  for (size_t k = 0; k <= in; ++k)
    for (size_t j = 1; j < kCols; ++j) r.sums[j] += double(w0[k * kCols + j]) * x[k];
  r.w.assign(w0.begin(), w0.end());
  r.oldw.assign(oldw0.begin(), oldw0.end());
  for (size_t k = 0; k <= in; ++k)
    for (size_t j = 1; j < kCols; ++j) {
      const double change = kEta * delta[j] * x[k] + kMomentum * oldw0[k * kCols + j];
      r.w[k * kCols + j] += change;
      r.oldw[k * kCols + j] = change;
    }
  return r;
}

/// Compares the hidden sums a version's partial sums add up to (the suite adds them on the
/// host) within `rel`, then the weights and their changes within 1e-5.
bool check_all(const Device& dev, const cl::Buffer& partial, size_t blocks, bool bias_apart,
               double rel, const std::vector<float>& w0, const cl::Buffer& w,
               const cl::Buffer& oldw, const Reference& ref, std::string* note) {
  std::vector<float> p(blocks * (bias_apart ? kHidden : kCols));
  dev.queue.enqueueReadBuffer(partial, CL_TRUE, 0, p.size() * 4, p.data());
  std::vector<float> sums(kHidden);
  std::vector<double> want(ref.sums.begin() + 1, ref.sums.end());
  for (size_t j = 1; j < kCols; ++j) {
    double s = bias_apart ? w0[j] : 0.0;  // the suite adds the bias on the host
    for (size_t b = 0; b < blocks; ++b) s += bias_apart ? p[b * kHidden + j - 1] : p[b * kCols + j];
    sums[j - 1] = float(s);
  }
  bool ok = ports::compare_close(sums, want, kHidden, rel, 1.0, note, "sums");
  std::vector<float> got(ref.w.size());
  dev.queue.enqueueReadBuffer(w, CL_TRUE, 0, got.size() * 4, got.data());
  ok &= ports::compare_close(got, ref.w, kCols, 1e-5, 1e-3, note, "w");
  dev.queue.enqueueReadBuffer(oldw, CL_TRUE, 0, got.size() * 4, got.data());
  ok &= ports::compare_close(got, ref.oldw, kCols, 1e-5, 1e-3, note, "oldw");
  return ok;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t in, bool timed) {
  const size_t rows = in + 1, words = rows * kCols;
  const uint32_t seed = uint32_t(7 + in);
  auto x = ports::random_floats(rows, seed, 0.0f, 1.0f);
  x[0] = 1.0f;  // the bias unit
  const auto w0 =
      std::make_shared<const std::vector<float>>(ports::random_floats(words, seed + 1, 0.0f, 1.0f));
  // The suite starts the changes at zero; a second step's are not: random, so the momentum
  // term counts.
  const auto oldw0 = ports::random_floats(words, seed + 2, -0.05f, 0.05f);
  auto delta = ports::random_floats(kCols, seed + 3, -0.1f, 0.1f);  // the host's hidden deltas
  delta[0] = 0.0f;
  auto ref = std::make_shared<const Reference>(reference(in, x, *w0, oldw0, delta));

  cl::Buffer bx = ports::upload(dev, x, CL_MEM_READ_ONLY),
             bdelta = ports::upload(dev, delta, CL_MEM_READ_ONLY);
  cl::Buffer bw0 = ports::upload(dev, *w0, CL_MEM_READ_ONLY),
             boldw0 = ports::upload(dev, oldw0, CL_MEM_READ_ONLY);
  cl::Buffer w(dev.context, CL_MEM_READ_WRITE, words * 4),
      oldw(dev.context, CL_MEM_READ_WRITE, words * 4);
  const size_t blocks = in / kBlock, acl_blocks = (rows + kBlock - 1) / kBlock;
  cl::Buffer partial(dev.context, CL_MEM_READ_WRITE,
                     std::max(blocks * kHidden, acl_blocks * kCols) * 4);

  // Every version starts a step from the same weights; between its kernels the suite uploads
  // the weights and their changes again from the host (its first kernel writes over the
  // weights): device copies here, in every version.
  const auto reload = [&dev, bw0, boldw0, w, oldw, words] {
    dev.queue.enqueueCopyBuffer(bw0, w, 0, 0, words * 4);
    cl::Event e;
    dev.queue.enqueueCopyBuffer(boldw0, oldw, 0, 0, words * 4, nullptr, &e);
    return e;
  };

  Case cs;
  cs.user = "backprop";
  cs.shape = std::to_string(in) + "x" + std::to_string(kHidden);
  cs.work = double(words);  // weights
  cs.timed = timed;
  cs.span = true;
  cs.poison = [&dev, reload, partial, blocks, acl_blocks] {
    reload();
    ports::poison_floats(dev, partial, std::max(blocks * kHidden, acl_blocks * kCols))();
  };

  std::vector<Case> cases;
  if (in % kBlock == 0) {  // the suite's kernels take whole blocks of 16 inputs
    cs.version = "original";
    cs.check = [&dev, partial, blocks, w0, w, oldw, ref](std::string* note) {
      return check_all(dev, partial, blocks, true, 1e-5, *w0, w, oldw, *ref, note);
    };
    cs.launch = [&dev, &k, bx, bdelta, w, oldw, partial, blocks, reload] {
      const cl::NDRange global(kBlock, kBlock * blocks), local(kBlock, kBlock);
      example::run_kernel(dev.queue, k.forward, global, local, bx, w, partial,
                          cl::Local(kBlock * 4), cl::Local(kBlock * kBlock * 4), cl_int(kHidden));
      reload();
      return example::run_kernel(dev.queue, k.adjust, global, local, bdelta, cl_int(kHidden), bx, w,
                                 oldw);
    };
    cases.push_back(cs);
  }

  cs.version = "acl";
  cs.check = [&dev, partial, acl_blocks, w0, w, oldw, ref](std::string* note) {
    return check_all(dev, partial, acl_blocks, false, 1e-5, *w0, w, oldw, *ref, note);
  };
  // The inputs go with the weights' rows, the deltas with their columns; the weight update
  // is the same in both ACL versions.
  const auto weights = acl::Attr().shape(kCols, rows).words(4);
  const auto inputs = acl::Attr().shape(1, rows).words(4).per(ACL_PER_ROW);
  // The update leaves column 0 (no hidden unit) alone: its windows start at word 1.
  const auto adjust = [&dev, &k, bdelta, bx, w, oldw, rows, inputs] {
    acl::Attr updated =
        acl::Attr().shape(kCols - 1, rows).words(4).write(ACL_TOP_LEFT).from_word(1);
    updated.row_pitch = kCols * 4;
    k.acl_adjust.arg(0, w, updated)
        .arg(1, oldw, updated)
        .arg(2, bdelta, acl::Attr().shape(kCols - 1, 1).words(4).per(ACL_PER_COLUMN).from_word(1))
        .arg(3, bx, inputs);
    return k.acl_adjust.enqueue(dev.queue);
  };
  cs.launch = [&dev, &k, bx, w, partial, acl_blocks, reload, adjust, weights, inputs] {
    acl::Attr rows16 = weights;
    rows16.split_size(kBlock);
    k.acl_forward.arg(0, w, rows16)
        .arg(1, bx, inputs)
        .arg(2, partial,
             acl::Attr()
                 .shape(kCols, acl_blocks)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .split_size(1));
    k.acl_forward.enqueue(dev.queue);
    reload();
    return adjust();
  };
  cs.explain = [&dev, &k] {
    return k.acl_forward.plan(dev.device) + k.acl_adjust.plan(dev.device);
  };
  cases.push_back(cs);

  // The sums as one reduction: each weight times its input, summed down its column into the
  // hidden unit's sum (ACL_PER_COLUMN), so the host adds nothing; the same weight update.
  cs.version = "acl-sums";
  cs.check = [&dev, partial, w0, w, oldw, ref](std::string* note) {
    // A work-item adds its column's words of all its blocks into one float total, then the
    // groups' totals meet by atomics: rows / groups terms a total (PoCL's 2 groups at 2^22
    // inputs: 2^21, measured 5.5e-4 of the sum; the GPU class there, 16 groups: 1.2e-5), where
    // the other versions add sums of 16.
    return check_all(dev, partial, 1, false, 1e-3, *w0, w, oldw, *ref, note);
  };
  cs.launch = [&dev, &k, bx, w, partial, reload, adjust, weights, inputs] {
    k.sums_forward.arg(0, w, weights)
        .arg(1, bx, inputs)
        .arg(2, partial,
             acl::Attr().shape(kCols, 1).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).per(
                 ACL_PER_COLUMN));
    k.sums_forward.enqueue(dev.queue);
    reload();
    return adjust();
  };
  cs.explain = [&dev, &k] {
    return k.sums_forward.plan(dev.device) + k.acl_adjust.plan(dev.device);
  };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-backprop",
                     "Rodinia backprop: input layer forward pass and weight update, 16 hidden");
  opt.parse(argc, argv);
  const size_t in = opt.pick<size_t>(4112, 1048576, 4194304);
  const Device dev = opt.cli.device();
  std::printf(
      "acl-port-backprop on %s; %d timed runs, median; random weights and inputs, float tolerance "
      "1e-5\n",
      dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.forward = example::build_kernel(dev, acl::detail::embedded_port_backprop_original(),
                                      "layerforward", "");
    k.adjust = example::build_kernel(dev, acl::detail::embedded_port_backprop_original(),
                                     "adjust_weights", "");
    k.acl_forward = acl::Kernel(dev.context, acl::detail::embedded_port_backprop_acl());
    k.acl_adjust = acl::Kernel(dev.context, acl::detail::embedded_port_backprop_acl(), "-DADJUST");
    k.sums_forward = acl::Kernel(dev.context, acl::detail::embedded_port_backprop_acl_sums());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gweight/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, in, true));
  // Whole blocks of 16 that are no power of two (all versions), then inputs the suite's
  // kernels do not take.
  for (size_t n : {size_t(16 * 37), size_t(1001), size_t(1), size_t(17)})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, false));
  return example::finish(table, "acl-port-backprop");
}
