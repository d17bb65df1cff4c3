// acl-binarize: times and validates the original, hand-optimized and ACL binarize kernels.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness.hpp"
#include "halide.hpp"
#ifdef ACL_WITH_HALIDE
#include "halide_binarize.h"
#include "halide_binarize_auto.h"
#endif

// Kernel sources, embedded at build time by acl_embed (examples/CMakeLists.txt).
namespace acl::detail {
const char* embedded_binarize_original();
const char* embedded_binarize_optimized();
const char* embedded_binarize_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

// Never a correct output (those are 0 and 255), so a pixel nobody wrote is caught.
constexpr uint8_t kPoison = 0x5A;

struct Options {
  size_t w = 2048, h = 2048;
  int thres = 127;
};


/// The kernels of all three versions, built once and reused for every image size.
struct Kernels {
  cl::Kernel original, optimized;
  acl::Kernel acl;
};

/// Adds the three cases for one image to `cases`; buffers are shared by them.
std::vector<Case> cases_for(const Device& d, Kernels& k, size_t w, size_t h, int thres,
                            bool timed) {
  const size_t n = w * h;
  // Inputs from a fixed seed, never zero, so a transfer that delivers zeros cannot pass.
  auto src = std::make_shared<std::vector<uint8_t>>(n);
  std::mt19937 rng(uint32_t(0xB1A + w * 31 + h));
  std::uniform_int_distribution<int> byte(1, 255);
  for (uint8_t& v : *src) v = uint8_t(byte(rng));

  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n, src->data());
  cl::Buffer out(d.context, CL_MEM_WRITE_ONLY, n);
  const std::string shape = std::to_string(w) + "x" + std::to_string(h);

  auto poison = [&d, out, n] { d.queue.enqueueFillBuffer(out, kPoison, 0, n); };
  auto check = [&d, out, src, w, h, thres](std::string* note) {
    std::vector<uint8_t> got(w * h);
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size(), got.data());
    example::Mismatches bad;
    for (size_t i = 0; i < got.size(); ++i) {
      const int expected = (*src)[i] > thres ? 255 : 0;
      if (got[i] != expected)
        bad.add("at (x %zu, y %zu): input %d, expected %d, got %d", i % w, i / w, (*src)[i],
                expected, got[i]);
    }
    *note = bad.summary(got.size());
    return bad.ok();
  };

  std::vector<Case> cases;
  Case c;
  c.user = "binarize";
  c.shape = shape;
  c.work = 2.0 * double(n);  // one byte read and one written per pixel
  c.timed = timed;
  c.poison = poison;
  c.check = check;

  c.version = "original";
  c.launch = [&d, &k, in, out, w, h, thres] {
    return example::run_kernel(d.queue, k.original,
                               cl::NDRange(example::round_up(w, 16), example::round_up(h, 16)),
                               cl::NDRange(16, 16), in, out, cl_int(w), cl_int(h), cl_int(thres));
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &k, in, out, n, thres] {
    const size_t items = (n + 15) / 16;  // 16 pixels per work-item
    return example::run_kernel(d.queue, k.optimized, cl::NDRange(example::round_up(items, 128)),
                               cl::NDRange(128), in, out, cl_int(n), cl_int(thres));
  };
  cases.push_back(c);

  // The paper's Table 1: both images VERTICAL, level 1, SEPARATE, margin 0, one-byte words;
  // src is read from the top left, dst written there.
  c.version = "acl";
  c.launch = [&d, &k, in, out, w, h, thres] {
    const acl::Attr src_attr = acl::Attr().shape(w, h).words(1).read(ACL_TOP_LEFT);
    const acl::Attr dst_attr = acl::Attr().shape(w, h).words(1).read(ACL_NONE).write(ACL_TOP_LEFT);
    k.acl.arg(0, in, src_attr).arg(1, out, dst_attr).arg(2, cl_int(thres));
    return k.acl.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c);
#ifdef ACL_WITH_HALIDE
  if (example::halide_wanted(d)) {
    cases.push_back(example::halide_case(d, c, out, n, [src, w, h, thres](void* dst) {
      example::halide_ok(halide_binarize(example::image(src->data(), w, h), thres,
                                         example::image(static_cast<uint8_t*>(dst), w, h)),
                         "halide_binarize");
    }));
    example::add_halide_auto(cases, d, c, out, n, [src, w, h, thres](void* dst) {
      example::halide_ok(halide_binarize_auto(example::image(src->data(), w, h), thres,
                                              example::image(static_cast<uint8_t*>(dst), w, h)),
                         "halide_binarize_auto");
    });
  }
#endif
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  example::Cli cli("acl-binarize", "the paper's binarize in three versions");
  cli.value("--size", "WxH  image size in pixels (default 2048x2048)",
            [&](const char* v) { return example::parse_shape(v, &o.w, &o.h); });
  cli.value("--thres", "T  threshold: pixels > T become 255 (default 127)", [&](const char* v) {
    o.thres = std::atoi(v);
    return true;
  });
  cli.parse(argc, argv);
  if (o.w * o.h > size_t(INT32_MAX)) cli.usage("--size: at most 2^31-1 pixels");

  const Device d = cli.device();
  std::printf("acl-binarize on %s; %d timed runs, median; threshold %d\n", d.describe().c_str(),
              cli.reps, o.thres);

  Kernels k;
  try {
    k.original =
        example::build_kernel(d, acl::detail::embedded_binarize_original(), "binarize", "");
    k.optimized =
        example::build_kernel(d, acl::detail::embedded_binarize_optimized(), "binarize16", "");
    k.acl = acl::Kernel(d.context, acl::detail::embedded_binarize_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, d, cli, cases_for(d, k, o.w, o.h, o.thres, true));
  // Ragged shapes (not multiples of any block size) and a single pixel, validated only.
  const size_t ragged[][2] = {{1021, 769}, {1, 1}, {333, 1}, {1, 257}};
  for (const auto& s : ragged)
    example::run_cases(table, d, cli, cases_for(d, k, s[0], s[1], o.thres, false));

  return example::finish(table, "acl-binarize");
}
