// acl-port-dwt2d: Rodinia dwt2d's forward 5/3 integer wavelet transform (three levels on one
// component), the suite's sliding-window kernel against one ACL launch a level that writes
// the four bands with ACL_SPECIAL_SHRINK.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_dwt2d_original();
const char* embedded_port_dwt2d_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr int kLevels = 3;  // the suite's run: -l 3
constexpr int kWindowRows = 8;

struct Kernels {
  cl::Kernel fdwt;
  acl::Kernel acl[kLevels];
};

size_t half_up(size_t n) {
  return (n + 1) / 2;
}

/// Index of coefficient (x, y) of a w x h level in the suite's band layout: LL, HL, LH, HH,
/// each dense, one after the other.
size_t band_index(size_t x, size_t y, size_t w, size_t h) {
  const size_t lx = half_up(w), ly = half_up(h), hx = w / 2;
  if (y % 2 == 0) return x % 2 ? lx * ly + (y / 2) * hx + x / 2 : (y / 2) * lx + x / 2;
  return x % 2 ? w * ly + lx * (h / 2) + (y / 2) * hx + x / 2 : w * ly + (y / 2) * lx + x / 2;
}

/// 5/3 lifting of n samples spaced `stride` apart, mirrored at the ends, C's truncating
/// division as the suite has it.
void lift(int* v, size_t n, size_t stride) {
  const auto at = [&](long i) -> int& {
    const long m = i < 0 ? -i : i >= long(n) ? 2 * long(n) - 2 - i : i;
    return v[size_t(m) * stride];
  };
  for (long i = 1; i < long(n); i += 2) at(i) -= (at(i - 1) + at(i + 1)) / 2;
  for (long i = 0; i < long(n); i += 2) at(i) += (at(i - 1) + at(i + 1) + 2) / 4;
}

/// The suite's output after `kLevels` levels: level 1's bands over the image, the next level's
/// over level 1's LL band, and so on.
std::vector<int> reference(std::vector<int> img, size_t w, size_t h) {
  std::vector<int> out(w * h);
  for (int level = 0; level < kLevels; ++level) {
    for (size_t x = 0; x < w; ++x) lift(&img[x], h, w);
    for (size_t y = 0; y < h; ++y) lift(&img[y * w], w, 1);
    std::vector<int> ll(half_up(w) * half_up(h));
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        out[band_index(x, y, w, h)] = img[y * w + x];
        if (x % 2 == 0 && y % 2 == 0) ll[(y / 2) * half_up(w) + x / 2] = img[y * w + x];
      }
    img.swap(ll);
    w = half_up(w), h = half_up(h);
  }
  return out;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t w, size_t h, bool timed) {
  const auto img = ports::random_ints(w * h, uint32_t(w * 13 + h), -128, 127);  // a component - 128
  auto want = std::make_shared<std::vector<int>>(reference(img, w, h));
  cl::Buffer src = ports::upload(dev, img, CL_MEM_READ_ONLY);
  cl::Buffer in(dev.context, CL_MEM_READ_WRITE, w * h * 4),
      out(dev.context, CL_MEM_READ_WRITE, w * h * 4);
  const int poison = std::numeric_limits<int>::min();

  Case cs;
  cs.user = "dwt2d";
  cs.shape = ports::shape(w, h) + "x" + std::to_string(kLevels) + "lv";
  cs.work = double(w) * double(h);  // pixels
  cs.timed = timed;
  cs.span = true;

  std::vector<Case> cases;
  cs.version = "original";
  cs.poison = ports::poison_all(
      {ports::poison<int>(dev, in, w * h, poison), ports::poison<int>(dev, out, w * h, poison)});
  cs.check = ports::check_equal<int>(dev, out, want, w);
  cs.launch = [&dev, &k, src, in, out, w, h] {
    // Level 1 reads the component; every later level the LL band copied back into `in`, as
    // the suite does (its first level reads `in` itself, which it then overwrites).
    cl::Event e;
    size_t sx = w, sy = h;
    for (int level = 0; level < kLevels; ++level) {
      const int win = sx >= 960 ? 192 : sx >= 480 ? 128 : 64;
      const size_t steps = (sy + 15 * kWindowRows - 1) / (15 * kWindowRows);
      const size_t gx = (sx + win - 1) / win,
                   gy = (sy + kWindowRows * steps - 1) / (kWindowRows * steps);
      e = example::run_kernel(dev.queue, k.fdwt, cl::NDRange(gx * win, gy), cl::NDRange(win, 1),
                              level ? in : src, out, cl_int(sx), cl_int(sy), cl_int(steps),
                              cl_int(win), cl::Local((kWindowRows + 3) * (192 + 3) * 4));
      sx = half_up(sx), sy = half_up(sy);
      if (level + 1 < kLevels) dev.queue.enqueueCopyBuffer(out, in, 0, 0, sx * sy * 4, nullptr, &e);
    }
    return e;
  };
  cases.push_back(cs);

  // ACL: a launch a level, each band its own buffer (ceil(w/2) x ceil(h/2) words: for odd
  // sizes the high bands' last column or row is one the suite does not keep); the next level
  // reads this one's LL band.
  struct Bands {
    size_t w, h;
    cl::Buffer ll, hl, lh, hh;
  };
  std::vector<Bands> bands;
  for (size_t lw = w, lh = h, l = 0; l < kLevels; ++l) {
    lw = half_up(lw), lh = half_up(lh);
    const auto buf = [&] { return cl::Buffer(dev.context, CL_MEM_READ_WRITE, lw * lh * 4); };
    bands.push_back({lw, lh, buf(), buf(), buf(), buf()});
  }
  cs.version = "acl";
  cs.poison = [&dev, bands, poison] {
    for (const Bands& b : bands)
      for (const cl::Buffer& buf : {b.ll, b.hl, b.lh, b.hh})
        ports::poison<int>(dev, buf, b.w * b.h, poison)();
  };
  cs.check = [&dev, bands, want, w, h](std::string* note) {
    // The suite's layout from the bands.
    std::vector<int> got(w * h, std::numeric_limits<int>::min());
    size_t sx = w, sy = h;
    for (const Bands& b : bands) {
      std::vector<int> band[4];
      const cl::Buffer* bufs[4] = {&b.ll, &b.hl, &b.lh, &b.hh};
      for (int i = 0; i < 4; ++i) {
        band[i].resize(b.w * b.h);
        dev.queue.enqueueReadBuffer(*bufs[i], CL_TRUE, 0, b.w * b.h * 4, band[i].data());
      }
      for (size_t y = 0; y < sy; ++y)
        for (size_t x = 0; x < sx; ++x)
          got[band_index(x, y, sx, sy)] = band[(x % 2) + 2 * (y % 2)][(y / 2) * b.w + x / 2];
      sx = b.w, sy = b.h;
    }
    example::Mismatches bad;
    for (size_t i = 0; i < got.size(); ++i)
      if (got[i] != (*want)[i]) bad.add("at word %zu: expected %d, got %d", i, (*want)[i], got[i]);
    *note = bad.summary(got.size());
    return bad.ok();
  };
  cs.launch = [&dev, &k, src, bands, w, h] {
    cl::Event e;
    cl::Buffer level_in = src;
    size_t sx = w, sy = h;
    for (int level = 0; level < kLevels; ++level) {
      const Bands& b = bands[size_t(level)];
      const auto band =
          acl::Attr().shape(b.w, b.h).words(4).read(ACL_NONE).write(ACL_SPECIAL_SHRINK).scaled(1);
      k.acl[level]
          .arg(0, level_in, acl::Attr().shape(sx, sy).words(4).halo(2, ACL_BORDER_MIRROR))
          .arg(1, b.ll, band)
          .arg(2, b.hl, band)
          .arg(3, b.lh, band)
          .arg(4, b.hh, band);
      e = k.acl[level].enqueue(dev.queue);
      level_in = b.ll, sx = b.w, sy = b.h;
    }
    return e;
  };
  cs.explain = [&dev, &k] { return k.acl[0].plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-dwt2d",
                     "Rodinia dwt2d: forward 5/3 integer wavelet transform, 3 levels");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(150, 1024, 1024);
  const Device dev = opt.cli.device();
  std::printf("acl-port-dwt2d on %s; %d timed runs, median; random pixels -128..127, ints exact\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.fdwt = example::build_kernel(dev, acl::detail::embedded_port_dwt2d_original(), "fdwt53", "");
    for (acl::Kernel& a : k.acl)
      a = acl::Kernel(dev.context, acl::detail::embedded_port_dwt2d_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gpixel/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true));
  // Ragged: odd and even sides that are no multiple of a group, and a width that picks the
  // suite's wider groups.
  for (auto [w, h] :
       std::vector<std::pair<size_t, size_t>>{{333, 257}, {130, 98}, {21, 13}, {517, 41}})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, w, h, false));
  return example::finish(table, "acl-port-dwt2d");
}
