// acl-integral: times and validates the original, hand-optimized and ACL versions of a
// summed-area table (integral image): two passes each; and ACL in one pass, with ACL_RNO1 (the
// recurrence in User_main) and with ACL_RNO1_SUM (the sum declared).
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness.hpp"

namespace acl::detail {
const char* embedded_integral_original();
const char* embedded_integral_optimized();
const char* embedded_integral_acl();
const char* embedded_integral_acl_rno1();
const char* embedded_integral_acl_sum();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

constexpr int kColumnWg = 32;  // the hand-optimized column pass: a column per work-item
constexpr int kRowWg = 256;    // its row pass: a work-group per row (WG in optimized.cl)

struct Kernels {
  cl::Kernel original_rows, original_columns, optimized_columns, optimized_rows;
  acl::Kernel columns, rows;  // the same User_main, one kernel per pass
  acl::Kernel wave;           // one pass with ACL_RNO1
  acl::Kernel sum;            // one pass with ACL_RNO1_SUM
  example::Variants variants;      ///< --variants: the ACL_RNO1 kernel under other knobs
  example::Variants sum_variants;  ///< --sum-variants: the ACL_RNO1_SUM kernel under others
};

/// The one-pass summed-area table's attributes: dst depends on its neighbours (ACL_RNO1).
void set_rno1_args(acl::Kernel& k, const cl::Buffer& in, const cl::Buffer& out, size_t w,
                   size_t h) {
  acl::Attr a = acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  a.dependency = ACL_RNO1;
  k.arg(0, in, acl::Attr().shape(w, h).words(4)).arg(1, out, a);
}

/// The same with the sum declared: dst is the summed-area table of what User_main writes.
void set_sum_args(acl::Kernel& k, const cl::Buffer& in, const cl::Buffer& out, size_t w, size_t h) {
  acl::Attr a = acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  a.dependency = ACL_RNO1_SUM;
  k.arg(0, in, acl::Attr().shape(w, h).words(4)).arg(1, out, a);
}

/// S(x, y) = sum of src over [0, x] x [0, y], modulo 2^32.
std::vector<uint32_t> reference(const std::vector<uint32_t>& src, size_t w, size_t h) {
  std::vector<uint32_t> out(w * h);
  for (size_t y = 0; y < h; ++y) {
    uint32_t row = 0;
    for (size_t x = 0; x < w; ++x) {
      row += src[y * w + x];
      out[y * w + x] = row + (y ? out[(y - 1) * w + x] : 0u);
    }
  }
  return out;
}

std::vector<Case> cases_for(const Device& d, Kernels& k, size_t w, size_t h, bool timed) {
  const size_t n = w * h;
  auto src = std::make_shared<std::vector<uint32_t>>(n);
  std::mt19937 rng(uint32_t(0x5A + w * 31 + h));
  for (uint32_t& v : *src) v = rng();
  auto ref = std::make_shared<std::vector<uint32_t>>(reference(*src, w, h));

  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, src->data());
  cl::Buffer out(d.context, CL_MEM_READ_WRITE, n * 4);
  cl::Buffer tmp(d.context, CL_MEM_READ_WRITE, n * 4);  // ACL: the transposed first pass

  Case c;
  c.user = "integral";
  c.shape = std::to_string(w) + "x" + std::to_string(h);
  c.work = 8.0 * double(n);  // a word read and a word written per pixel (the minimum)
  c.timed = timed;
  c.span = true;  // two passes
  c.poison = [&d, out, tmp, n] {
    d.queue.enqueueFillBuffer(out, 0xA5A5A5A5u, 0, n * 4);
    d.queue.enqueueFillBuffer(tmp, 0xA5A5A5A5u, 0, n * 4);
  };
  c.check = [&d, out, ref, w](std::string* note) {
    std::vector<uint32_t> got(ref->size());
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * 4, got.data());
    example::Mismatches bad;
    for (size_t i = 0; i < got.size(); ++i)
      if (got[i] != (*ref)[i])
        bad.add("at (x %zu, y %zu): expected %u, got %u", i % w, i / w, (*ref)[i], got[i]);
    *note = bad.summary(got.size());
    return bad.ok();
  };

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&d, &k, in, out, w, h] {
    example::run_kernel(d.queue, k.original_rows, cl::NDRange(example::round_up(h, 64)),
                        cl::NDRange(64), in, out, cl_int(w), cl_int(h));
    return example::run_kernel(d.queue, k.original_columns, cl::NDRange(example::round_up(w, 64)),
                               cl::NDRange(64), out, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &k, in, out, w, h] {
    example::run_kernel(d.queue, k.optimized_columns,
                        cl::NDRange(example::round_up(w, kColumnWg)), cl::NDRange(kColumnWg),
                        in, out, cl_int(w), cl_int(h));
    return example::run_kernel(d.queue, k.optimized_rows, cl::NDRange(h * kRowWg),
                               cl::NDRange(kRowWg), out, cl_int(w));
  };
  cases.push_back(c);

  // Pass 1 reads the image and writes its column sums transposed (h x w); pass 2 does the
  // same to that, which sums the rows and transposes back. Each result carries ACL_RNO0.
  c.version = "acl";
  c.launch = [&d, &k, in, out, tmp, w, h] {
    auto result = [](size_t rw, size_t rh) {
      acl::Attr a = acl::Attr().shape(rw, rh).words(4).read(ACL_NONE).write(
          ACL_SPECIAL_MIRROR_TRANSPOSE);
      a.dependency = ACL_RNO0;
      return a;
    };
    k.columns.arg(0, in, acl::Attr().shape(w, h).words(4)).arg(1, tmp, result(h, w));
    k.rows.arg(0, tmp, acl::Attr().shape(h, w).words(4)).arg(1, out, result(w, h));
    k.columns.enqueue(d.queue);
    return k.rows.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.columns.plan(d.device) + k.rows.plan(d.device); };
  cases.push_back(c);

  // One pass: each portion reads the portions above, above-left and left after
  // processing (ACL_RNO1), which the AC kernel runs as wavefronts of launches.
  c.version = "acl-rno1";
  c.launch = [&d, &k, in, out, w, h] {
    set_rno1_args(k.wave, in, out, w, h);
    return k.wave.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.wave.plan(d.device); };
  cases.push_back(c);
  example::add_variant_cases(cases, c, d, k.variants, set_rno1_args, in, out, w, h);

  // One pass with the sum declared (ACL_RNO1_SUM): User_main copies, the AC kernel sums.
  c.version = "acl-sum";
  c.span = false;
  c.launch = [&d, &k, in, out, w, h] {
    set_sum_args(k.sum, in, out, w, h);
    return k.sum.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.sum.plan(d.device); };
  cases.push_back(c);
  example::add_variant_cases(cases, c, d, k.sum_variants, set_sum_args, in, out, w, h);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  size_t w = 2048, h = 2048;
  std::vector<std::string> variants, sum_variants;
  example::Cli cli("acl-integral", "summed-area table (integral image): two passes and one");
  cli.value("--size", "WxH  image size in pixels (default 2048x2048; on a GPU try 8192x8192)",
            [&](const char* v) { return example::parse_shape(v, &w, &h); });
  cli.value("--variants",
            "\"K1 K2 ..\"  the one-pass version again with each ACL_KNOBS value Ki (e.g. "
            "\"wave_pipeline=0 wave_wg=64,wave_bytes=32\"), timed in the same rounds",
            [&](const char* v) { return example::parse_variants(v, &variants); });
  cli.value("--sum-variants",
            "\"K1 K2 ..\"  the ACL_RNO1_SUM version again with each ACL_KNOBS value Ki (e.g. "
            "\"scan_wg=128,scan_bytes=64\"), timed in the same rounds",
            [&](const char* v) { return example::parse_variants(v, &sum_variants); });
  cli.parse(argc, argv);
  if (w * h > size_t(INT32_MAX) / 4) cli.usage("--size: at most 2^29-1 pixels");
  const Device d = cli.device();
  std::printf("acl-integral on %s; %d timed runs, median; uint sums compared exactly\n",
              d.describe().c_str(), cli.reps);

  Kernels k;
  try {
    const char* original = acl::detail::embedded_integral_original();
    const char* optimized = acl::detail::embedded_integral_optimized();
    k.original_rows = example::build_kernel(d, original, "sat_rows", "");
    k.original_columns = example::build_kernel(d, original, "sat_columns", "");
    k.optimized_columns = example::build_kernel(d, optimized, "sat_columns", "");
    k.optimized_rows = example::build_kernel(d, optimized, "sat_rows", "");
    k.columns = acl::Kernel(d.context, acl::detail::embedded_integral_acl());
    k.rows = acl::Kernel(d.context, acl::detail::embedded_integral_acl());
    k.wave = acl::Kernel(d.context, acl::detail::embedded_integral_acl_rno1());
    k.variants = example::make_variants(d.context, d.device,
                                        acl::detail::embedded_integral_acl_rno1(), variants,
                                        "rno1", set_rno1_args);
    k.sum = acl::Kernel(d.context, acl::detail::embedded_integral_acl_sum());
    k.sum_variants =
        example::make_variants(d.context, d.device, acl::detail::embedded_integral_acl_sum(),
                               sum_variants, "sum", set_sum_args);
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, d, cli, cases_for(d, k, w, h, true));
  for (const auto& [rw, rh] : example::ragged_shapes())
    example::run_cases(table, d, cli, cases_for(d, k, rw, rh, false));
  return example::finish(table, "acl-integral");
}
