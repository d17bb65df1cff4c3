// Three users that are not in the ACL repository, written from its docs, to try the tuner on:
// a 5x5 binomial blur (margin 2), a gain/offset/clamp on a horizontal 2-D array and a lookup
// table held in local memory (ACL_COMMON). Each is checked against a CPU model and timed with
// profiling events (median of the runs).
//   users [--size WxH] [--reps N] [--only NAME]
#include <acl/acl.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

static const char* kBlur = R"(
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(float* src, float* dst) {
  for (int i = 0; i < get_ac_size(1); i++) {
    float r[5];
    for (int dy = -2; dy <= 2; dy++)
      r[dy + 2] = P(-2, dy) + 4.0f * P(-1, dy) + 6.0f * P(0, dy) + 4.0f * P(1, dy) + P(2, dy);
    dst[i] = (r[0] + 4.0f * r[1] + 6.0f * r[2] + 4.0f * r[3] + r[4]) * (1.0f / 256.0f);
  }
})";

static const char* kGain = R"(
void User_main(float* x, float* y, float gain, float offset) {
  for (int i = 0; i < get_ac_size(1); i++) y[i] = clamp(gain * x[i] + offset, 0.0f, 1.0f);
})";

static const char* kLut = R"(
void User_main(uint* in, float* out, __local float* lut) {
  for (int i = 0; i < get_ac_size(1); i++) out[i] = lut[in[i] & 255u];
})";

struct Timer {
  std::vector<double> ms;
  void add(const cl::Event& e) {
    e.wait();
    ms.push_back((e.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                  e.getProfilingInfo<CL_PROFILING_COMMAND_START>()) * 1e-6);
  }
  double median() {
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
  }
};

static int compare(const char* name, const std::vector<float>& got, const std::vector<float>& want) {
  for (size_t i = 0; i < got.size(); ++i)
    if (!(std::fabs(got[i] - want[i]) <= 1e-5f * std::max(1.0f, std::fabs(want[i])))) {
      std::fprintf(stderr, "%s: word %zu is %g, expected %g\n", name, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

int main(int argc, char** argv) {
  size_t w = 2048, h = 2048;
  int reps = 20;
  std::string only;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--size")) std::sscanf(argv[i + 1], "%zux%zu", &w, &h);
    else if (!std::strcmp(argv[i], "--reps")) reps = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--only")) only = argv[i + 1];
  }
  acl::Device d = acl::open_device(CL_DEVICE_TYPE_ALL, CL_QUEUE_PROFILING_ENABLE);
  const size_t n = w * h;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(0.0f, 1.0f);
  std::vector<float> img(n), out(n), want(n);
  for (float& v : img) v = u(rng);
  const size_t bytes = n * sizeof(float);
  cl::Buffer in(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, img.data());
  cl::Buffer dst(d.context, CL_MEM_READ_WRITE, bytes);
  int bad = 0;
  auto run = [&](const char* name, acl::Kernel& k) {
    if (!only.empty() && only != name) return;
    std::vector<float> poison(n, std::nanf(""));
    d.queue.enqueueWriteBuffer(dst, CL_TRUE, 0, bytes, poison.data());
    k.enqueue(d.queue).wait();
    d.queue.enqueueReadBuffer(dst, CL_TRUE, 0, bytes, out.data());
    bad |= compare(name, out, want);
    Timer t;
    k.enqueue(d.queue).wait();
    for (int r = 0; r < reps; ++r) t.add(k.enqueue(d.queue));
    std::printf("%-6s %zux%zu %10.4f ms %s\n", name, w, h, t.median(), bad ? "WRONG" : "ok");
  };

  // 5x5 binomial blur, clamp at the borders.
  for (size_t y = 0; y < h; ++y)
    for (size_t x = 0; x < w; ++x) {
      static const float c[5] = {1, 4, 6, 4, 1};
      float s = 0;
      for (int dy = -2; dy <= 2; ++dy) {
        float r = 0;
        for (int dx = -2; dx <= 2; ++dx) {
          const long xx = std::clamp<long>(long(x) + dx, 0, long(w) - 1);
          const long yy = std::clamp<long>(long(y) + dy, 0, long(h) - 1);
          r += c[dx + 2] * img[yy * w + xx];
        }
        s += c[dy + 2] * r;
      }
      want[y * w + x] = s * (1.0f / 256.0f);
    }
  acl::Kernel blur(d.context, kBlur);
  blur.arg(0, in, acl::Attr().shape(w, h).words(4).halo(2, ACL_BORDER_CLAMP))
      .arg(1, dst, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
  run("blur5", blur);

  // Gain and offset, clamped to [0, 1], split along rows.
  const float gain = 1.7f, offset = -0.2f;
  for (size_t i = 0; i < n; ++i) want[i] = std::clamp(gain * img[i] + offset, 0.0f, 1.0f);
  acl::Kernel gk(d.context, kGain);
  auto rows = acl::Attr().shape(w, h).words(4).horizontal();
  gk.arg(0, in, rows).arg(1, dst, acl::Attr(rows).read(ACL_NONE).write(ACL_TOP_LEFT))
      .arg(2, gain).arg(3, offset);
  run("gain", gk);

  // A 256-entry table in local memory, indexed by the low byte of each word.
  std::vector<cl_uint> idx(n);
  std::vector<float> lut(256);
  for (cl_uint& v : idx) v = cl_uint(rng());
  for (int i = 0; i < 256; ++i) lut[i] = std::sqrt(float(i) / 255.0f);
  for (size_t i = 0; i < n; ++i) want[i] = lut[idx[i] & 255u];
  cl::Buffer ibuf(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, idx.data());
  cl::Buffer lbuf(d.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, size_t(256 * 4), lut.data());
  acl::Kernel lk(d.context, kLut);
  lk.arg(0, ibuf, acl::Attr().shape(w, h).words(4))
      .arg(1, dst, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT))
      .arg(2, lbuf, acl::Attr().shape(256).words(4).common());
  run("lut", lk);
  return bad;
}
