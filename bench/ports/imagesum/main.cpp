// acl-port-imagesum (pattern case): the sum and the maximum of a float image: a two-launch
// reduction of the usual kind against ACL_PER_SLICE data combined in one launch, with a copy
// of the image in the same run as the bandwidth reference, and Halide's pipelines where the
// build has them (bench/ports.sh run --halide).
#include "ports.hpp"
#include "halide.hpp"
#ifdef ACL_WITH_HALIDE
#include "halide_imagemax.h"
#include "halide_imagesum.h"
#endif

namespace acl::detail {
const char* embedded_port_imagesum_original();
const char* embedded_port_imagesum_copy();
const char* embedded_port_imagesum_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel partial, total, copy, partial_max, total_max;
  acl::Kernel acl, acl_max;
};

constexpr size_t kGroups = 1024;  // the original's first launch: 1024 groups of 256

/// The sum of the image (`max` false) or its maximum.
std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t w, size_t h, bool timed,
                            bool max = false) {
  const size_t n = w * h;
  // Sum: whole numbers in [0, 3], the float sums' rounding stays far inside the tolerance.
  // Maximum: whole numbers in [-1000, 1000] and one word, anywhere, above them all (exact).
  const uint32_t seed = uint32_t(w * 17 + h);
  auto img = max ? ports::random_ints_as_floats(n, seed, -1000, 1000)
                 : ports::random_ints_as_floats(n, seed, 0, 3);
  if (max) img[(size_t(seed) * 7919) % n] = float(1001 + seed % 97);
  double sum = 0, top = -INFINITY;
  for (float v : img) sum += v, top = std::max(top, double(v));
  auto ref = std::make_shared<std::vector<double>>(1, max ? top : sum);
  auto image_ref = std::make_shared<std::vector<double>>(img.begin(), img.end());
  cl::Buffer src = ports::upload(dev, img, CL_MEM_READ_ONLY);
  cl::Buffer total(dev.context, CL_MEM_READ_WRITE, 4), partial(dev.context, CL_MEM_READ_WRITE, kGroups * 4);
  cl::Buffer copy(dev.context, CL_MEM_READ_WRITE, (n + 3) / 4 * 16);

  Case c;
  c.user = "imagesum";
  c.shape = (max ? "max-" : "") + ports::shape(w, h);
  c.work = 4.0 * double(n);  // bytes of the image read
  c.timed = timed;
  c.poison = ports::poison_floats(dev, total, 1);
  c.check = ports::check_close(dev, total, ref, 1, max ? 0 : 1e-5, 1);  // sums in any order
  cl::Kernel first = max ? k.partial_max : k.partial, second = max ? k.total_max : k.total;

  std::vector<Case> cases;
  c.version = "original";
  c.span = true;
  c.launch = [&dev, first, second, src, partial, total, n]() mutable {
    example::run_kernel(dev.queue, first, cl::NDRange(kGroups * 256), cl::NDRange(256), src,
                        partial, cl_int(n));
    return example::run_kernel(dev.queue, second, cl::NDRange(256), cl::NDRange(256), partial,
                               total, cl_int(kGroups));
  };
  cases.push_back(c);

  c.version = "acl";
  acl::Kernel& ak = max ? k.acl_max : k.acl;
  c.launch = [&dev, &ak, src, total, w, h, max] {
    ak.arg(0, src, acl::Attr().shape(w, h).words(4))
        .arg(1, total, acl::Attr().shape(1, 1).words(4).read(ACL_NONE).write(ACL_TOP_LEFT)
                           .per(ACL_PER_SLICE, max ? ACL_COMBINE_MAX : ACL_COMBINE_SUM));
    return ak.enqueue(dev.queue);
  };
  c.explain = [&dev, &ak] { return ak.plan(dev.device); };
  cases.push_back(c);
#ifdef ACL_WITH_HALIDE
  if (example::halide_wanted(dev)) {
    auto host = std::make_shared<std::vector<float>>(std::move(img));
    cases.push_back(example::halide_case(dev, c, total, 4, [host, w, h, max](void* dst) {
      auto in = example::image(host->data(), w, h);
      Halide::Runtime::Buffer<float> out(static_cast<float*>(dst), 1);
      example::halide_ok(max ? halide_imagemax(in, out) : halide_imagesum(in, out),
                         max ? "halide_imagemax" : "halide_imagesum");
    }));
  }
#endif

  // The copy: its own output and check (whole float4s; the image's words first).
  c.version = "copy";
  c.span = false;
  c.explain = nullptr;
  c.poison = ports::poison_floats(dev, copy, n);
  c.check = [&dev, copy, image_ref, w](std::string* note) {
    std::vector<float> got(image_ref->size());
    dev.queue.enqueueReadBuffer(copy, CL_TRUE, 0, got.size() * 4, got.data());
    return ports::compare_close(got, *image_ref, w, 0, 1, note);
  };
  c.launch = [&dev, &k, src, copy, n] {
    const size_t n4 = (n + 3) / 4;
    return example::run_kernel(dev.queue, k.copy, cl::NDRange(example::round_up(n4, 256)),
                               cl::NDRange(256), src, copy, cl_int(n));
  };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-imagesum", "pattern case: the sum and the maximum of a float image");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(203, 2048, 8192);
  const Device dev = opt.cli.device();
  std::printf("acl-port-imagesum on %s; %d timed runs, median; whole numbers in [0, 3], sum within 1e-5; maximum (max-): exact; GB/s of the image read\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.partial = example::build_kernel(dev, acl::detail::embedded_port_imagesum_original(), "partial_sums", "");
    k.total = example::build_kernel(dev, acl::detail::embedded_port_imagesum_original(), "total_sum", "");
    k.copy = example::build_kernel(dev, acl::detail::embedded_port_imagesum_copy(), "copy_image", "");
    k.partial_max = example::build_kernel(dev, acl::detail::embedded_port_imagesum_original(), "partial_sums",
                                          "-DCOMBINE=fmax -DIDENTITY=-INFINITY");
    k.total_max = example::build_kernel(dev, acl::detail::embedded_port_imagesum_original(), "total_sum",
                                        "-DCOMBINE=fmax -DIDENTITY=-INFINITY");
    k.acl = acl::Kernel(dev.context, acl::detail::embedded_port_imagesum_acl());
    k.acl_max = acl::Kernel(dev.context, acl::detail::embedded_port_imagesum_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n - 37, n / 2 + 11, false));
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, 1, 77, false));
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true, true));
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n - 37, n / 2 + 11, false, true));
  return example::finish(table, "acl-port-imagesum");
}
