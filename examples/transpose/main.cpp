// acl-transpose: times and validates the original, hand-optimized and ACL versions of a
// transpose and of a rotation by 90 degrees clockwise.
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
#include "halide_transpose.h"
#include "halide_rotate90.h"
#include "halide_rotate90_auto.h"
#include "halide_transpose_auto.h"
#endif

namespace acl::detail {
const char* embedded_transpose_original();
const char* embedded_transpose_optimized();
const char* embedded_transpose_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

/// One of the two users: the plain kernels are built with or without -DROT90.
struct User {
  const char* name;
  cl_uint def;  ///< the ACL destination's write-back
  cl::Kernel original, optimized;
};

struct Kernels {
  User users[2];
  acl::Kernel acl;
};

/// Where source word (x, y) of a w x h image lands in the h x w destination.
size_t dest_index(const User& u, size_t x, size_t y, size_t h) {
  return u.def == ACL_SPECIAL_ROT90 ? x * h + (h - 1 - y) : x * h + y;
}

std::vector<Case> cases_for(const Device& d, Kernels& k, User& u, size_t w, size_t h,
                            bool timed) {
  const size_t n = w * h;
  auto src = std::make_shared<std::vector<float>>(n);
  std::mt19937 rng(uint32_t(0x7A + w * 31 + h));
  std::uniform_real_distribution<float> value(-1000.0f, 1000.0f);
  for (float& v : *src) v = value(rng);

  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, src->data());
  cl::Buffer out(d.context, CL_MEM_WRITE_ONLY, n * 4);

  Case c;
  c.user = u.name;
  c.shape = std::to_string(w) + "x" + std::to_string(h);
  c.work = 8.0 * double(n);  // a float read and a float written per word
  c.timed = timed;
  c.poison = example::poison_nan(d, out, n);
  c.check = [&d, &u, out, src, w, h](std::string* note) {
    std::vector<float> got(src->size());
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * 4, got.data());
    example::Mismatches bad;
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        const float want = (*src)[y * w + x], have = got[dest_index(u, x, y, h)];
        if (!(have == want))
          bad.add("source (x %zu, y %zu): expected %.9g, got %.9g", x, y, want, have);
      }
    *note = bad.summary(got.size());
    return bad.ok();
  };

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&d, &u, in, out, w, h] {
    return example::run_kernel(d.queue, u.original,
                               cl::NDRange(example::round_up(w, 16), example::round_up(h, 16)),
                               cl::NDRange(16, 16), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &u, in, out, w, h] {
    return example::run_kernel(d.queue, u.optimized,
                               cl::NDRange(example::round_up(w, 32), example::round_up(h, 32) / 4),
                               cl::NDRange(32, 8), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  // Both level 1, SEPARATE, VERTICAL: the source is read, the destination (h x w) is written
  // through the transform; User_main copies in the source's orientation.
  c.version = "acl";
  c.launch = [&d, &k, &u, in, out, w, h] {
    k.acl.arg(0, in, acl::Attr().shape(w, h).words(4))
        .arg(1, out, acl::Attr().shape(h, w).words(4).read(ACL_NONE).write(u.def));
    return k.acl.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c);
#ifdef ACL_WITH_HALIDE
  const bool rot90 = u.def == ACL_SPECIAL_ROT90;
  if (example::halide_wanted(d)) {
    cases.push_back(example::halide_case(d, c, out, n * 4, [src, w, h, rot90](void* dst) {
      auto run = rot90 ? halide_rotate90 : halide_transpose;
      example::halide_ok(run(example::image(src->data(), w, h),
                             example::image(static_cast<float*>(dst), h, w)),
                         rot90 ? "halide_rotate90" : "halide_transpose");
    }));
    example::add_halide_auto(cases, d, c, out, n * 4, [src, w, h, rot90](void* dst) {
      auto run = rot90 ? halide_rotate90_auto : halide_transpose_auto;
      example::halide_ok(run(example::image(src->data(), w, h),
                             example::image(static_cast<float*>(dst), h, w)),
                         rot90 ? "halide_rotate90_auto" : "halide_transpose_auto");
    });
  }
#endif
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  size_t w = 2048, h = 2048;
  example::Cli cli("acl-transpose", "transpose and 90-degree rotation in three versions");
  cli.value("--size", "WxH  source size in words (default 2048x2048; on a GPU try 8192x8192)",
            [&](const char* v) { return example::parse_shape(v, &w, &h); });
  cli.parse(argc, argv);
  if (w * h > size_t(INT32_MAX) / 4) cli.usage("--size: at most 2^29-1 words");
  const Device d = cli.device();
  std::printf("acl-transpose on %s; %d timed runs, median; results compared exactly\n",
              d.describe().c_str(), cli.reps);

  Kernels k{{{"transpose", ACL_SPECIAL_MIRROR_TRANSPOSE, {}, {}},
             {"rotate90", ACL_SPECIAL_ROT90, {}, {}}},
            {}};
  try {
    for (User& u : k.users) {
      const std::string opt = u.def == ACL_SPECIAL_ROT90 ? "-DROT90" : "";
      u.original = example::build_kernel(d, acl::detail::embedded_transpose_original(),
                                         "transpose", opt);
      u.optimized = example::build_kernel(d, acl::detail::embedded_transpose_optimized(),
                                          "transpose_opt", opt);
    }
    k.acl = acl::Kernel(d.context, acl::detail::embedded_transpose_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  for (User& u : k.users) {
    example::run_cases(table, d, cli, cases_for(d, k, u, w, h, true));
    for (const auto& [rw, rh] : example::ragged_shapes())
      example::run_cases(table, d, cli, cases_for(d, k, u, rw, rh, false));
  }
  return example::finish(table, "acl-transpose");
}
