// A float elementwise user (y = a x + b, clamped) and a 3-term polynomial, word plans against
// User_main on vectors (ACL_KNOBS user_lanes=0/1), interleaved, wall time of enqueue + finish.
#include <acl/acl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

static const char* kSrc = R"(
void User_main(float* x, float* y, float a, float b) {
  for (int i = 0; i < get_ac_size(1); i++) y[i] = clamp(a * x[i] + b, 0.0f, 1.0f);
})";
static const char* kPoly = R"(
void User_main(float* x, float* y, float a) {
  for (int i = 0; i < get_ac_size(1); i++) { float v = x[i]; y[i] = exp(-a * v * v) + sqrt(v * v + 1.0f); }
})";

int main(int argc, char** argv) {
  const size_t w = argc > 1 ? std::atoi(argv[1]) : 4096, h = w;
  cl::Platform plat; std::vector<cl::Platform> ps; cl::Platform::get(&ps);
  const char* want = std::getenv("ACL_PLATFORM");
  for (auto& p : ps) if (!want || p.getInfo<CL_PLATFORM_NAME>().find(want) != std::string::npos) { plat = p; break; }
  std::vector<cl::Device> ds; plat.getDevices(CL_DEVICE_TYPE_ALL, &ds);
  cl::Context ctx(ds[0]); cl::CommandQueue q(ctx, ds[0]);
  std::vector<float> hx(w * h); for (size_t i = 0; i < hx.size(); i++) hx[i] = float(i % 1000) * 0.001f;
  cl::Buffer x(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, w * h * 4, hx.data()), y(ctx, CL_MEM_READ_WRITE, w * h * 4);
  for (int round = 0; round < 3; round++)
    for (const char* src : {kSrc, kPoly})
      for (const char* knobs : {"user_lanes=0", "user_lanes=1"}) {
        setenv("ACL_KNOBS", knobs, 1);
        acl::Kernel k(ctx, src);
        k.arg(0, x, acl::Attr().shape(w, h).words(4).read(ACL_TOP_LEFT));
        k.arg(1, y, acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
        k.arg(2, 0.7f);
        if (src == kSrc) k.arg(3, 0.1f);
        std::vector<double> ms;
        for (int i = 0; i < 25; i++) {
          auto t0 = std::chrono::steady_clock::now();
          k.enqueue(q); q.finish();
          ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        }
        std::vector<float> hy(w * h); q.enqueueReadBuffer(y, CL_TRUE, 0, w * h * 4, hy.data());
        size_t bad = 0;
        for (size_t i = 0; i < hx.size(); i++) {
          const float v = hx[i];
          const float e = src == kSrc ? std::min(1.0f, std::max(0.0f, 0.7f * v + 0.1f)) : std::exp(-0.7f * v * v) + std::sqrt(v * v + 1.0f);
          bad += std::abs(hy[i] - e) > 1e-5f * (1 + std::abs(e));
        }
        std::sort(ms.begin() + 5, ms.end());
        std::printf("r%d %s %s %zux%zu: %.3f ms %s\n", round, src == kSrc ? "gain" : "poly", knobs, w, h, ms[15], bad ? "BAD" : "ok");
      }
}
