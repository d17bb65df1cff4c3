// acl-pyramid: times and validates the original, hand-optimized and ACL versions of one
// pyramid step down (2x2 mean, ACL_SPECIAL_SHRINK) and up (nearest, ACL_SPECIAL_ENLARGE).
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
#include "halide_enlarge2.h"
#include "halide_shrink2.h"
#include "halide_enlarge2_auto.h"
#include "halide_shrink2_auto.h"
#endif

namespace acl::detail {
const char* embedded_pyramid_original();
const char* embedded_pyramid_optimized();
const char* embedded_pyramid_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

/// One of the two users.
struct User {
  const char* name;
  bool shrink;
  cl::Kernel original, optimized;
  acl::Kernel acl;
};

size_t dest_w(const User& u, size_t w) { return u.shrink ? (w + 1) / 2 : 2 * w; }

/// Inputs are integers in [0, 255]: every sum is exact, so any summation order gives the
/// same bits and the versions compare exactly.
std::vector<float> reference(const User& u, const std::vector<float>& src, size_t w, size_t h) {
  const size_t dw = dest_w(u, w), dh = dest_w(u, h);
  std::vector<float> out(dw * dh);
  for (size_t y = 0; y < dh; ++y)
    for (size_t x = 0; x < dw; ++x) {
      if (!u.shrink) {
        out[y * dw + x] = src[(y / 2) * w + x / 2];
        continue;
      }
      const size_t x0 = 2 * x, y0 = 2 * y, x1 = std::min(x0 + 1, w - 1),
                   y1 = std::min(y0 + 1, h - 1);
      out[y * dw + x] =
          0.25f * (src[y0 * w + x0] + src[y0 * w + x1] + src[y1 * w + x0] + src[y1 * w + x1]);
    }
  return out;
}

std::vector<Case> cases_for(const Device& d, User& u, size_t w, size_t h, bool timed) {
  const size_t n = w * h, dw = dest_w(u, w), dh = dest_w(u, h), dn = dw * dh;
  auto src = std::make_shared<std::vector<float>>(n);
  std::mt19937 rng(uint32_t(0x9B + w * 31 + h));
  for (float& v : *src) v = float(rng() % 256);
  auto ref = std::make_shared<std::vector<float>>(reference(u, *src, w, h));

  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, src->data());
  cl::Buffer out(d.context, CL_MEM_WRITE_ONLY, dn * 4);

  Case c;
  c.user = u.name;
  c.shape = std::to_string(w) + "x" + std::to_string(h);
  c.work = 4.0 * double(n + dn);  // the source read and the destination written once
  c.timed = timed;
  c.poison = example::poison_nan(d, out, dn);
  c.check = example::check_exact(d, out, ref, dw);

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&d, &u, in, out, w, h, dw, dh] {
    return example::run_kernel(d.queue, u.original,
                               cl::NDRange(example::round_up(dw, 16), example::round_up(dh, 16)),
                               cl::NDRange(16, 16), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &u, in, out, w, h, dw, dh] {
    // shrink: a work-item per 2 destination words; enlarge: per 2 source words.
    const size_t gx = u.shrink ? (dw + 1) / 2 : (w + 1) / 2, gy = u.shrink ? dh : h;
    return example::run_kernel(d.queue, u.optimized,
                               cl::NDRange(example::round_up(gx, 64), example::round_up(gy, 4)),
                               cl::NDRange(64, 4), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  // The source at level 1 (a margin of 1 for the 2x2 mean), the destination written through
  // the 2^1 transform; its size is the destination's.
  c.version = "acl";
  c.launch = [&d, &u, in, out, w, h, dw, dh] {
    u.acl.arg(0, in, acl::Attr().shape(w, h).words(4).halo(u.shrink ? 1 : 0))
        .arg(1, out,
             acl::Attr().shape(dw, dh).words(4).read(ACL_NONE)
                 .write(u.shrink ? ACL_SPECIAL_SHRINK : ACL_SPECIAL_ENLARGE).scaled(1));
    return u.acl.enqueue(d.queue);
  };
  c.explain = [&d, &u] { return u.acl.plan(d.device); };
  cases.push_back(c);
#ifdef ACL_WITH_HALIDE
  const bool shrink = u.shrink;
  if (example::halide_wanted(d)) {
    cases.push_back(example::halide_case(d, c, out, dn * 4, [src, w, h, dw, dh, shrink](void* dst) {
      auto run = shrink ? halide_shrink2 : halide_enlarge2;
      example::halide_ok(run(example::image(src->data(), w, h),
                             example::image(static_cast<float*>(dst), dw, dh)),
                         shrink ? "halide_shrink2" : "halide_enlarge2");
    }));
    example::add_halide_auto(cases, d, c, out, dn * 4, [src, w, h, dw, dh, shrink](void* dst) {
      auto run = shrink ? halide_shrink2_auto : halide_enlarge2_auto;
      example::halide_ok(run(example::image(src->data(), w, h),
                             example::image(static_cast<float*>(dst), dw, dh)),
                         shrink ? "halide_shrink2_auto" : "halide_enlarge2_auto");
    });
  }
#endif
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  size_t w = 2048, h = 2048;
  example::Cli cli("acl-pyramid", "one pyramid step down (2x2 mean) and up, in three versions");
  cli.value("--size", "WxH  source size in words (default 2048x2048; on a GPU try 8192x8192)",
            [&](const char* v) { return example::parse_shape(v, &w, &h); });
  cli.parse(argc, argv);
  if (w * h > size_t(INT32_MAX) / 16) cli.usage("--size: at most 2^27-1 words");
  const Device d = cli.device();
  std::printf("acl-pyramid on %s; %d timed runs, median; inputs integer-valued, exact\n",
              d.describe().c_str(), cli.reps);

  User users[2] = {{"shrink2", true, {}, {}, {}}, {"enlarge2", false, {}, {}, {}}};
  try {
    for (User& u : users) {
      u.original = example::build_kernel(d, acl::detail::embedded_pyramid_original(),
                                         u.shrink ? "shrink" : "enlarge", "");
      u.optimized = example::build_kernel(d, acl::detail::embedded_pyramid_optimized(),
                                          u.shrink ? "shrink_opt" : "enlarge_opt", "");
      u.acl = acl::Kernel(d.context, acl::detail::embedded_pyramid_acl(),
                          u.shrink ? "-DSHRINK" : "");
    }
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  for (User& u : users) {
    example::run_cases(table, d, cli, cases_for(d, u, w, h, true));
    for (const auto& [rw, rh] : example::ragged_shapes())
      example::run_cases(table, d, cli, cases_for(d, u, rw, rh, false));
  }
  return example::finish(table, "acl-pyramid");
}
