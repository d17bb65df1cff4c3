// acl-conv3x3: times and validates the original, hand-optimized and ACL 3x3 Gaussian kernels.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness.hpp"
#include "halide.hpp"
#ifdef ACL_WITH_HALIDE
#include "halide_conv3x3.h"
#include "halide_conv3x3_auto.h"
#endif

namespace acl::detail {
const char* embedded_conv3x3_original();
const char* embedded_conv3x3_optimized();
const char* embedded_conv3x3_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

constexpr int kRows = 8;  // rows per work-item of the hand-optimized kernel (-DROWS)

struct Kernels {
  cl::Kernel original, optimized;
  acl::Kernel acl;
};

/// The reference: weights 1 2 1 / 2 4 2 / 1 2 1 over 16, edges clamped. Inputs are integers
/// in [1, 255], so every partial sum is exact in float and any summation order gives the
/// same bits: the device results are compared exactly.
std::vector<float> reference(const std::vector<float>& src, size_t w, size_t h) {
  std::vector<float> out(w * h);
  auto at = [&](long x, long y) {
    x = std::clamp<long>(x, 0, long(w) - 1);
    y = std::clamp<long>(y, 0, long(h) - 1);
    return double(src[size_t(y) * w + size_t(x)]);
  };
  const int k[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x) {
      double s = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) s += k[dy + 1][dx + 1] * at(long(x) + dx, long(y) + dy);
      out[y * w + x] = float(s / 16.0);
    }
  return out;
}

std::vector<Case> cases_for(const Device& d, Kernels& k, size_t w, size_t h, bool timed) {
  const size_t n = w * h;
  auto src = std::make_shared<std::vector<float>>(n);
  std::mt19937 rng(uint32_t(0xC3 + w * 31 + h));
  std::uniform_int_distribution<int> value(1, 255);
  for (float& v : *src) v = float(value(rng));
  auto ref = std::make_shared<std::vector<float>>(reference(*src, w, h));

  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, src->data());
  cl::Buffer out(d.context, CL_MEM_WRITE_ONLY, n * 4);

  Case c;
  c.user = "conv3x3";
  c.shape = std::to_string(w) + "x" + std::to_string(h);
  c.work = 8.0 * double(n);  // a float read and a float written per pixel
  c.timed = timed;
  c.poison = example::poison_nan(d, out, n);
  c.check = example::check_exact(d, out, ref, w);

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&d, &k, in, out, w, h] {
    return example::run_kernel(d.queue, k.original,
                               cl::NDRange(example::round_up(w, 16), example::round_up(h, 16)),
                               cl::NDRange(16, 16), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &k, in, out, w, h] {
    return example::run_kernel(d.queue, k.optimized,
                               cl::NDRange(example::round_up(w, 256), (h + kRows - 1) / kRows),
                               cl::NDRange(256, 1), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  // Both images level 1, SEPARATE, VERTICAL; the source has a margin of 1 word with edges
  // clamped (the default border), the destination is only written.
  c.version = "acl";
  c.launch = [&d, &k, in, out, w, h] {
    k.acl.arg(0, in, acl::Attr().shape(w, h).words(4).halo(1, ACL_BORDER_CLAMP))
        .arg(1, out, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    return k.acl.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c);
#ifdef ACL_WITH_HALIDE
  if (example::halide_wanted(d)) {
    cases.push_back(example::halide_case(d, c, out, n * 4, [src, w, h](void* dst) {
      example::halide_ok(halide_conv3x3(example::image(src->data(), w, h),
                                        example::image(static_cast<float*>(dst), w, h)),
                         "halide_conv3x3");
    }));
    example::add_halide_auto(cases, d, c, out, n * 4, [src, w, h](void* dst) {
      example::halide_ok(halide_conv3x3_auto(example::image(src->data(), w, h),
                                             example::image(static_cast<float*>(dst), w, h)),
                         "halide_conv3x3_auto");
    });
  }
#endif
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  size_t w = 2048, h = 2048;
  example::Cli cli("acl-conv3x3", "3x3 Gaussian (margin 1) in three versions");
  cli.value("--size", "WxH  image size in pixels (default 2048x2048; on a GPU try 8192x8192)",
            [&](const char* v) { return example::parse_shape(v, &w, &h); });
  cli.parse(argc, argv);
  if (w * h > size_t(INT32_MAX) / 4) cli.usage("--size: at most 2^29-1 pixels");
  const Device d = cli.device();
  std::printf("acl-conv3x3 on %s; %d timed runs, median; inputs integer-valued, exact\n",
              d.describe().c_str(), cli.reps);

  Kernels k;
  try {
    k.original = example::build_kernel(d, acl::detail::embedded_conv3x3_original(), "conv3x3", "");
    k.optimized = example::build_kernel(d, acl::detail::embedded_conv3x3_optimized(),
                                        "conv3x3_opt", "-DROWS=" + std::to_string(kRows));
    k.acl = acl::Kernel(d.context, acl::detail::embedded_conv3x3_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, d, cli, cases_for(d, k, w, h, true));
  for (const auto& [rw, rh] : example::ragged_shapes())
    example::run_cases(table, d, cli, cases_for(d, k, rw, rh, false));
  return example::finish(table, "acl-conv3x3");
}
