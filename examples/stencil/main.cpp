// acl-stencil: times and validates the original, hand-optimized and ACL (2R+1)^2 box sums.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness.hpp"

namespace acl::detail {
const char* embedded_stencil_original();
const char* embedded_stencil_optimized();
const char* embedded_stencil_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

constexpr int kTile = 16;  // outputs per side of a work-group of the hand-optimized kernel

struct Kernels {
  cl::Kernel original, optimized;
  acl::Kernel acl;
};

/// The reference: the sum of the (2r+1)^2 window around each pixel, edges clamped, as row
/// sums of the clamped columns and then column sums of the clamped rows. Inputs are
/// integers in [0, 255]: the largest sum, 33^2 * 255 = 277695, is below 2^24, so every
/// partial sum is exact in float and any summation order gives the same bits: the device
/// results are compared exactly.
std::vector<float> reference(const std::vector<float>& src, size_t w, size_t h, int r) {
  auto clamp_to = [](long v, size_t n) { return size_t(std::clamp<long>(v, 0, long(n) - 1)); };
  std::vector<double> rows(w * h);
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x) {
      double s = 0;
      for (long dx = -r; dx <= r; ++dx) s += src[y * w + clamp_to(long(x) + dx, w)];
      rows[y * w + x] = s;
    }
  std::vector<float> out(w * h);
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x) {
      double s = 0;
      for (long dy = -r; dy <= r; ++dy) s += rows[clamp_to(long(y) + dy, h) * w + x];
      out[y * w + x] = float(s);
    }
  return out;
}

std::vector<Case> cases_for(const Device& d, Kernels& k, size_t w, size_t h, int r, bool timed) {
  const size_t n = w * h;
  auto src = std::make_shared<std::vector<float>>(n);
  std::mt19937 rng(uint32_t(0x57 + w * 31 + h + size_t(r) * 7919));
  std::uniform_int_distribution<int> value(0, 255);
  for (float& v : *src) v = float(value(rng));
  auto ref = std::make_shared<std::vector<float>>(reference(*src, w, h, r));

  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, src->data());
  cl::Buffer out(d.context, CL_MEM_WRITE_ONLY, n * 4);

  Case c;
  c.user = "stencil";
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
    return example::run_kernel(
        d.queue, k.optimized, cl::NDRange(example::round_up(w, kTile), example::round_up(h, kTile)),
        cl::NDRange(kTile, kTile), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  // Both images level 1, SEPARATE, VERTICAL; the source has a margin of r words with edges
  // clamped, the destination is only written.
  c.version = "acl";
  c.launch = [&d, &k, in, out, w, h, r] {
    k.acl.arg(0, in, acl::Attr().shape(w, h).words(4).halo(unsigned(r), ACL_BORDER_CLAMP))
        .arg(1, out, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    return k.acl.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  size_t w = 1536, h = 1536;
  int r = 5;
  example::Cli cli("acl-stencil", "(2R+1)^2 box sum (margin R) in three versions");
  cli.value("--radius", "R  window radius 1..16, the margin (default 5)", [&](const char* v) {
    r = example::parse_positive("--radius", v);
    return r <= 16;
  });
  cli.value("--size", "WxH  image size in pixels (default 1536x1536; on a GPU try 8192x8192)",
            [&](const char* v) { return example::parse_shape(v, &w, &h); });
  cli.parse(argc, argv);
  if (w * h > size_t(INT32_MAX) / 4) cli.usage("--size: at most 2^29-1 pixels");
  const Device d = cli.device();
  std::printf("acl-stencil R=%d (%dx%d window) on %s; %d timed runs, median; inputs "
              "integer-valued, exact\n",
              r, 2 * r + 1, 2 * r + 1, d.describe().c_str(), cli.reps);

  Kernels k;
  const std::string radius = "-DR=" + std::to_string(r);
  try {
    k.original = example::build_kernel(d, acl::detail::embedded_stencil_original(), "stencil",
                                       radius);
    k.optimized = example::build_kernel(d, acl::detail::embedded_stencil_optimized(),
                                        "stencil_opt", radius);
    k.acl = acl::Kernel(d.context, acl::detail::embedded_stencil_acl(), radius);
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, d, cli, cases_for(d, k, w, h, r, true));
  for (const auto& [rw, rh] : example::ragged_shapes())
    example::run_cases(table, d, cli, cases_for(d, k, rw, rh, r, false));
  return example::finish(table, "acl-stencil");
}
