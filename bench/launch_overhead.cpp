// Host cost of a second clEnqueueAclKernel against clEnqueueNDRangeKernel of the same AC
// kernel (same source, sizes and arguments), measured on the host clock in batches.
#include <acl/acl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char* kUser = R"(
void User_main(uchar* src, uchar* dst, int thres) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > thres ? 255 : 0;
}
)";

cl::Device pick_device() {
  std::vector<cl::Platform> platforms;
  cl::Platform::get(&platforms);
  const char* want = std::getenv("ACL_PLATFORM");
  for (cl::Platform& p : platforms) {
    std::string name = p.getInfo<CL_PLATFORM_NAME>();
    if (want && name.find(want) == std::string::npos) continue;
    std::vector<cl::Device> devices;
    p.getDevices(CL_DEVICE_TYPE_ALL, &devices);
    const char* idx = std::getenv("ACL_DEVICE");
    size_t i = idx ? std::strtoul(idx, nullptr, 10) : 0;
    if (i < devices.size()) return devices[i];
  }
  std::fprintf(stderr, "no OpenCL device matches ACL_PLATFORM/ACL_DEVICE\n");
  std::exit(2);
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

/// Microseconds per call of `enqueue`, median over batches of `per_batch` calls.
template <typename F>
double per_call_us(cl::CommandQueue& q, F enqueue, int batches, int per_batch) {
  std::vector<double> t;
  for (int b = 0; b < batches; ++b) {
    q.finish();
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < per_batch; ++i) enqueue();
    auto t1 = std::chrono::steady_clock::now();
    t.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / per_batch);
  }
  q.finish();
  return median(t);
}

}  // namespace

int main() {
  cl::Device dev = pick_device();
  cl::Context ctx(dev);
  cl::CommandQueue q(ctx, dev);
  const size_t w = 256, h = 64;
  cl::Buffer src(ctx, CL_MEM_READ_WRITE, w * h), dst(ctx, CL_MEM_READ_WRITE, w * h);
  std::vector<unsigned char> init(w * h, 3);
  q.enqueueWriteBuffer(src, CL_TRUE, 0, init.size(), init.data());

  acl::Kernel k(ctx, kUser);
  k.arg(0, src, acl::Attr().shape(w, h).words(1));
  k.arg(1, dst, acl::Attr().shape(w, h).words(1).read(ACL_NONE).write(ACL_TOP_LEFT));
  k.arg(2, 100);
  k.enqueue(q);  // plans and builds
  q.finish();

  // The same generated kernel, launched by hand with the plan's sizes.
  const std::string source = k.source(dev);
  cl::Program program(ctx, source);
  program.build({dev});
  cl::Kernel plain(program, "ACL_kernel");
  plain.setArg(0, src);
  plain.setArg(1, dst);
  plain.setArg(2, 100);
  const std::string plan = k.plan(dev);
  auto field = [&](const char* key) {
    size_t p = plan.find(key);
    return std::strtoul(plan.c_str() + p + std::strlen(key), nullptr, 10);
  };
  const size_t wg = field("work-group "), groups = field("work-groups ");

  const int batches = 21, per_batch = 200;
  const double t_plain = per_call_us(q, [&] {
    q.enqueueNDRangeKernel(plain, cl::NullRange, cl::NDRange(wg * groups), cl::NDRange(wg));
  }, batches, per_batch);
  const double t_acl = per_call_us(q, [&] { clEnqueueAclKernel(q(), k.get(), 0, nullptr, nullptr); },
                                   batches, per_batch);
  const double t_acl_args = per_call_us(q, [&] {
    k.arg(2, 100);  // a scalar re-set before each launch: re-binds one argument
    clEnqueueAclKernel(q(), k.get(), 0, nullptr, nullptr);
  }, batches, per_batch);

  std::printf("device: %s\n", dev.getInfo<CL_DEVICE_NAME>().c_str());
  std::printf("launch host cost, median of %d batches of %d calls (us per call):\n", batches,
              per_batch);
  std::printf("  clEnqueueNDRangeKernel (same AC kernel)   %8.2f\n", t_plain);
  std::printf("  clEnqueueAclKernel, arguments unchanged   %8.2f  (+%.2f)\n", t_acl,
              t_acl - t_plain);
  std::printf("  clSetAclKernelArg(scalar) + enqueue       %8.2f  (+%.2f)\n", t_acl_args,
              t_acl_args - t_plain);
  return 0;
}
