// acl-iir: times and validates the original, hand-optimized and ACL versions of a
// first-order recursive filter down each column (ACL_RNO0), and ACL with the result cut along
// rows (ACL_HORIZONTAL) instead of columns.
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness.hpp"
#include "halide.hpp"
#ifdef ACL_WITH_HALIDE
#include "halide_iir.h"
#include "halide_iir_auto.h"
#endif

namespace acl::detail {
const char* embedded_iir_original();
const char* embedded_iir_optimized();
const char* embedded_iir_acl();
const char* embedded_iir_acl_rows();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

constexpr int kWg = 32;    // work-group of the hand-optimized kernel: a column per work-item
int rows = 64;             // rows it loads at once (-DROWS, --rows)

struct Kernels {
  cl::Kernel original, optimized;
  acl::Kernel acl;
  acl::Kernel rows;  // the result cut along rows (ACL_HORIZONTAL)
  example::Variants variants;  ///< --variants: the ACL version under other knobs
};

/// The ACL version's attributes: the result depends on the block above (ACL_RNO0), cut along
/// `split`.
void set_split_args(acl::Kernel& k, const cl::Buffer& in, const cl::Buffer& out, size_t w,
                    size_t h, cl_uint split) {
  acl::Attr src = acl::Attr().shape(w, h).words(4);
  acl::Attr dst = acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  src.split = dst.split = split;
  dst.dependency = ACL_RNO0;
  k.arg(0, in, src).arg(1, out, dst);
}
void set_acl_args(acl::Kernel& k, const cl::Buffer& in, const cl::Buffer& out, size_t w,
                  size_t h) {
  set_split_args(k, in, out, w, h, ACL_VERTICAL);
}

/// y(r) = (x(r) + y(r-1)) / 2 down each column, y(-1) = 0, in float as the kernels do it:
/// the sum rounds once and the halving is exact, so every version gives the same bits.
std::vector<float> reference(const std::vector<float>& src, size_t w, size_t h) {
  std::vector<float> out(w * h);
  for (size_t x = 0; x < w; ++x) {
    float y = 0.0f;
    for (size_t r = 0; r < h; ++r) out[r * w + x] = y = 0.5f * (src[r * w + x] + y);
  }
  return out;
}

std::vector<Case> cases_for(const Device& d, Kernels& k, size_t w, size_t h, bool timed) {
  const size_t n = w * h;
  auto src = std::make_shared<std::vector<float>>(n);
  std::mt19937 rng(uint32_t(0x11 + w * 31 + h));
  std::uniform_real_distribution<float> value(-1000.0f, 1000.0f);
  for (float& v : *src) v = value(rng);
  auto ref = std::make_shared<std::vector<float>>(reference(*src, w, h));

  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, src->data());
  cl::Buffer out(d.context, CL_MEM_WRITE_ONLY, n * 4);

  Case c;
  c.user = "iir";
  c.shape = std::to_string(w) + "x" + std::to_string(h);
  c.work = 8.0 * double(n);  // a float read and a float written per pixel
  c.timed = timed;
  c.poison = example::poison_nan(d, out, n);
  c.check = example::check_exact(d, out, ref, w);

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&d, &k, in, out, w, h] {
    return example::run_kernel(d.queue, k.original, cl::NDRange(example::round_up(w, 64)),
                               cl::NDRange(64), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &k, in, out, w, h] {
    return example::run_kernel(d.queue, k.optimized, cl::NDRange(example::round_up(w, kWg)),
                               cl::NDRange(kWg), in, out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  // The source is read as usual; the result carries dependency ACL_RNO0 (each block needs
  // the block above after processing).
  c.version = "acl";
  c.launch = [&d, &k, in, out, w, h] {
    set_acl_args(k.acl, in, out, w, h);
    return k.acl.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c);
  Case rows = c;
  rows.version = "acl-rows";
  rows.launch = [&d, &k, in, out, w, h] {
    set_split_args(k.rows, in, out, w, h, ACL_HORIZONTAL);
    return k.rows.enqueue(d.queue);
  };
  rows.explain = [&d, &k] { return k.rows.plan(d.device); };
  example::add_variant_cases(cases, c, d, k.variants, set_acl_args, in, out, w, h);
#ifdef ACL_WITH_HALIDE
  if (example::halide_wanted(d)) {
    cases.push_back(example::halide_case(d, c, out, n * 4, [src, w, h](void* dst) {
      example::halide_ok(halide_iir(example::image(src->data(), w, h),
                                    example::image(static_cast<float*>(dst), w, h)),
                         "halide_iir");
    }));
    example::add_halide_auto(cases, d, c, out, n * 4, [src, w, h](void* dst) {
      example::halide_ok(halide_iir_auto(example::image(src->data(), w, h),
                                         example::image(static_cast<float*>(dst), w, h)),
                         "halide_iir_auto");
    });
  }
#endif
  cases.push_back(rows);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  size_t w = 2048, h = 2048;
  std::vector<std::string> variants;
  example::Cli cli("acl-iir", "first-order recursive filter down the columns in three versions");
  cli.value("--size", "WxH  image size in pixels (default 2048x2048; on a GPU try 8192x8192)",
            [&](const char* v) { return example::parse_shape(v, &w, &h); });
  cli.value("--rows", "N  rows the hand-optimized kernel loads at once (default 64)",
            [&](const char* v) { return (rows = std::atoi(v)) > 0 && rows <= 128; });
  cli.value("--variants",
            "\"K1 K2 ..\"  the ACL version again with each ACL_KNOBS value Ki (e.g. "
            "\"rno_bytes=256 rno_prefetch=1\"), timed in the same rounds",
            [&](const char* v) { return example::parse_variants(v, &variants); });
  cli.parse(argc, argv);
  if (w * h > size_t(INT32_MAX) / 4) cli.usage("--size: at most 2^29-1 pixels");
  const Device d = cli.device();
  std::printf("acl-iir on %s; %d timed runs, median; results compared exactly\n",
              d.describe().c_str(), cli.reps);

  Kernels k;
  try {
    k.original = example::build_kernel(d, acl::detail::embedded_iir_original(), "iir", "");
    k.optimized = example::build_kernel(d, acl::detail::embedded_iir_optimized(), "iir_opt",
                                        "-DROWS=" + std::to_string(rows));
    k.acl = acl::Kernel(d.context, acl::detail::embedded_iir_acl());
    k.rows = acl::Kernel(d.context, acl::detail::embedded_iir_acl_rows());
    k.variants = example::make_variants(d.context, d.device, acl::detail::embedded_iir_acl(),
                                        variants, "acl", set_acl_args);
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, d, cli, cases_for(d, k, w, h, true));
  for (const auto& [rw, rh] : example::ragged_shapes())
    example::run_cases(table, d, cli, cases_for(d, k, rw, rh, false));
  return example::finish(table, "acl-iir");
}
