// acl-gather: times and validates the original, hand-optimized and ACL versions of gathering
// patches listed in a table into a strip (ACL_RANDOM).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "harness.hpp"

namespace acl::detail {
const char* embedded_gather_original();
const char* embedded_gather_optimized();
const char* embedded_gather_acl();
}  // namespace acl::detail

namespace {

using example::Case;
using example::Device;

constexpr int kPw = 64, kPh = 16;  // a patch: 64 x 16 words
constexpr float kScale = 0.5f;     // exact: the results compare bit for bit

struct Kernels {
  cl::Kernel original, optimized;
  acl::Kernel acl;
};

struct Origin {
  int32_t x, y, z, unused;
};

std::vector<Case> cases_for(const Device& d, Kernels& k, size_t w, size_t h, size_t n,
                            bool timed) {
  auto src = std::make_shared<std::vector<float>>(w * h);
  std::mt19937 rng(uint32_t(0x6A + w * 31 + h + n));
  std::uniform_real_distribution<float> value(-1000.0f, 1000.0f);
  for (float& v : *src) v = value(rng);
  // Origins anywhere from a patch before the image to a patch past it: most inside, some
  // across an edge, a few wholly outside.
  auto pos = std::make_shared<std::vector<Origin>>(n);
  for (Origin& o : *pos)
    o = {int32_t(rng() % (w + kPw)) - kPw / 2, int32_t(rng() % (h + kPh)) - kPh / 2, 0, 0};
  auto ref = std::make_shared<std::vector<float>>(size_t(kPw) * kPh * n);
  for (size_t p = 0; p < n; ++p)
    for (int y = 0; y < kPh; ++y)
      for (int x = 0; x < kPw; ++x) {
        const long sx = std::clamp<long>((*pos)[p].x + x, 0, long(w) - 1);
        const long sy = std::clamp<long>((*pos)[p].y + y, 0, long(h) - 1);
        (*ref)[(p * kPh + y) * kPw + x] = (*src)[size_t(sy) * w + size_t(sx)] * kScale;
      }

  const size_t out_words = ref->size();
  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, w * h * 4, src->data());
  cl::Buffer table(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 16, pos->data());
  cl::Buffer out(d.context, CL_MEM_WRITE_ONLY, out_words * 4);

  Case c;
  c.user = "gather";
  c.shape = std::to_string(n) + "x64x16@" + std::to_string(w) + "x" + std::to_string(h);
  c.work = 8.0 * double(out_words);  // a float read and a float written per word
  c.timed = timed;
  c.poison = example::poison_nan(d, out, out_words);
  c.check = [&d, out, ref](std::string* note) {
    std::vector<float> got(ref->size());
    d.queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * 4, got.data());
    example::Mismatches bad;
    for (size_t i = 0; i < got.size(); ++i)
      if (!(got[i] == (*ref)[i]))
        bad.add("patch %zu (x %zu, y %zu): expected %.9g, got %.9g", i / (kPw * kPh), i % kPw,
                (i / kPw) % kPh, (*ref)[i], got[i]);
    *note = bad.summary(got.size());
    return bad.ok();
  };

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&d, &k, in, table, out, w, h, n] {
    return example::run_kernel(d.queue, k.original,
                               cl::NDRange(kPw, example::round_up(n * kPh, 4)),
                               cl::NDRange(kPw, 4), in, table, out, cl_int(w), cl_int(h),
                               cl_int(kPw), cl_int(kPh), cl_int(n), kScale);
  };
  cases.push_back(c);

  c.version = "optimized";
  c.launch = [&d, &k, in, table, out, w, h, n] {
    return example::run_kernel(d.queue, k.optimized, cl::NDRange(n * kPw), cl::NDRange(kPw), in,
                               table, out, cl_int(w), cl_int(h), cl_int(kPw), kScale);
  };
  cases.push_back(c);

  // The image is read with ref ACL_RANDOM from the table; the strip pins the blocks to the
  // patch size (work-group 64, split 16), so block b is patch b.
  c.version = "acl";
  c.launch = [&d, &k, in, table, out, w, h, n] {
    k.acl.arg(0, in, acl::Attr().shape(w, h).words(4).read(ACL_RANDOM).positions(table))
        .arg(1, out,
             acl::Attr().shape(kPw, kPh * n).words(4).read(ACL_NONE).write(ACL_TOP_LEFT)
                 .group(kPw).split_size(kPh))
        .arg(2, kScale);
    return k.acl.enqueue(d.queue);
  };
  c.explain = [&d, &k] { return k.acl.plan(d.device); };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  size_t w = 2048, h = 2048, n = 4096;
  example::Cli cli("acl-gather", "gathering 64x16 patches listed in a table, in three versions");
  cli.value("--size", "WxH  image size (default 2048x2048)",
            [&](const char* v) { return example::parse_shape(v, &w, &h); });
  cli.value("--patches", "N  patches gathered (default 4096; on a GPU try 65536)",
            [&](const char* v) { return (n = std::strtoul(v, nullptr, 10)) > 0; });
  cli.parse(argc, argv);
  if (w * h > size_t(INT32_MAX) / 4 || n * kPw * kPh > size_t(INT32_MAX) / 4)
    cli.usage("--size/--patches: at most 2^29-1 words each");
  const Device d = cli.device();
  std::printf("acl-gather on %s; %d timed runs, median; results compared exactly\n",
              d.describe().c_str(), cli.reps);

  Kernels k;
  try {
    k.original = example::build_kernel(d, acl::detail::embedded_gather_original(), "gather", "");
    k.optimized = example::build_kernel(d, acl::detail::embedded_gather_optimized(), "gather_opt",
                                        "-DPH=" + std::to_string(kPh));
    k.acl = acl::Kernel(d.context, acl::detail::embedded_gather_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }

  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, d, cli, cases_for(d, k, w, h, n, true));
  size_t patches = 1;
  for (const auto& [rw, rh] : example::ragged_shapes())
    example::run_cases(table, d, cli, cases_for(d, k, rw, rh, patches += 6, false));
  return example::finish(table, "acl-gather");
}
