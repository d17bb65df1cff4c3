// Host cost of clEnqueueAclKernel against clEnqueueNDRangeKernel of the same generated AC
// kernels, measured on the host clock: unchanged arguments, a scalar re-set, and a kernel
// whose two buffers alternate between three shapes.
//
// Run: build/bench/acl-launch-overhead [rounds]   (default 5 rounds)
//   PoCL: POCL_AFFINITY=1 build/bench/acl-launch-overhead 7
//   other devices: ACL_PLATFORM=<platform name part> ACL_DEVICE=<index> ...
// Each round measures every case once, in turn (interleaved, so that a noisy machine slows
// them alike); a case's figure in a round is the median of 21 batches of 200 calls. The
// table gives the median over the rounds, and the median over the rounds of the extra cost
// over its plain case in the same round and of the ratio. The CSV lines (prefix "csv,")
// hold every round, to pool several runs.
#include <acl/acl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

const char* kUser = R"(
void User_main(uchar* src, uchar* dst, int thres) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > thres ? 255 : 0;
}
)";

/// The shapes the alternating case cycles through (the first is the unchanged cases' one).
const size_t kShapes[3][2] = {{256, 64}, {320, 48}, {192, 80}};

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
double per_call_us(cl::CommandQueue& q, const std::function<void()>& enqueue, int batches,
                   int per_batch) {
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

void check(cl_int err, const char* what) {
  if (err == CL_SUCCESS) return;
  std::fprintf(stderr, "%s failed: %s (%s)\n", what, aclGetErrorString(err),
               aclGetLastErrorMessage());
  std::exit(1);
}

acl_attr shape_attr(size_t w, size_t h, bool output) {
  acl::Attr a = acl::Attr().shape(w, h).words(1);
  if (output) a.read(ACL_NONE).write(ACL_TOP_LEFT);
  return a;
}

/// The AC kernel that `k` generates for its current arguments, built by hand, with the
/// ND-range its plan gives (a 1-D plan: work-group and work-groups).
struct Plain {
  cl::Program program;
  cl::Kernel kernel;
  size_t wg = 0, groups = 0;
};

Plain plain_of(acl::Kernel& k, const cl::Context& ctx, const cl::Device& dev,
               const cl::Buffer& src, const cl::Buffer& dst, int thres) {
  Plain p;
  p.program = cl::Program(ctx, k.source(dev));
  p.program.build({dev});
  p.kernel = cl::Kernel(p.program, "ACL_kernel");
  p.kernel.setArg(0, src);
  p.kernel.setArg(1, dst);
  p.kernel.setArg(2, thres);
  const std::string plan = k.plan(dev);
  auto field = [&](const char* key) {
    const size_t at = plan.find(key);
    if (at == std::string::npos) {
      std::fprintf(stderr, "the plan has no '%s':\n%s", key, plan.c_str());
      std::exit(1);
    }
    return std::strtoul(plan.c_str() + at + std::strlen(key), nullptr, 10);
  };
  p.wg = field("work-group ");
  p.groups = field("work-groups ");
  return p;
}

struct Case {
  const char* name;
  const char* plain;  ///< the case it is compared with (nullptr: itself a plain case)
  std::function<void()> call;
  std::vector<double> rounds;
};

}  // namespace

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  cl::Device dev = pick_device();
  cl::Context ctx(dev);
  cl::CommandQueue q(ctx, dev);
  size_t bytes = 0;
  for (const auto& s : kShapes) bytes = std::max(bytes, s[0] * s[1]);
  cl::Buffer src(ctx, CL_MEM_READ_WRITE, bytes), dst(ctx, CL_MEM_READ_WRITE, bytes);
  std::vector<unsigned char> init(bytes, 3);
  q.enqueueWriteBuffer(src, CL_TRUE, 0, init.size(), init.data());

  // One ACL kernel; the same generated kernels built by hand, one per shape.
  acl::Kernel k(ctx, kUser);
  acl_attr in[3], out[3];
  Plain plain[3];
  for (int s = 2; s >= 0; --s) {  // shape 0 last: the unchanged cases run it
    in[s] = shape_attr(kShapes[s][0], kShapes[s][1], false);
    out[s] = shape_attr(kShapes[s][0], kShapes[s][1], true);
    k.arg(0, src, in[s]).arg(1, dst, out[s]).arg(2, 100);
    k.enqueue(q);  // plans and builds
    plain[s] = plain_of(k, ctx, dev, src, dst, 100);
  }
  q.finish();
  cl_acl_kernel ak = k.get();
  cl_mem src_mem = src(), dst_mem = dst();
  int thres = 100;
  size_t turn = 0;

  std::vector<Case> cases;
  cases.push_back({"clEnqueueNDRangeKernel", nullptr, [&] {
    q.enqueueNDRangeKernel(plain[0].kernel, cl::NullRange,
                           cl::NDRange(plain[0].wg * plain[0].groups), cl::NDRange(plain[0].wg));
  }, {}});
  cases.push_back({"clEnqueueAclKernel, arguments unchanged", "clEnqueueNDRangeKernel", [&] {
    check(clEnqueueAclKernel(q(), ak, 0, nullptr, nullptr), "clEnqueueAclKernel");
  }, {}});
  cases.push_back({"clSetAclKernelArg(scalar) + enqueue", "clEnqueueNDRangeKernel", [&] {
    check(clSetAclKernelArg(ak, 2, sizeof thres, &thres, nullptr), "clSetAclKernelArg");
    check(clEnqueueAclKernel(q(), ak, 0, nullptr, nullptr), "clEnqueueAclKernel");
  }, {}});
  cases.push_back({"clEnqueueNDRangeKernel, 3 kernels in turn", nullptr, [&] {
    const Plain& p = plain[turn++ % 3];
    q.enqueueNDRangeKernel(p.kernel, cl::NullRange, cl::NDRange(p.wg * p.groups),
                           cl::NDRange(p.wg));
  }, {}});
  cases.push_back({"2 x clSetAclKernelArg(shape) + enqueue, 3 shapes in turn",
                   "clEnqueueNDRangeKernel, 3 kernels in turn", [&] {
    const size_t s = turn++ % 3;
    check(clSetAclKernelArg(ak, 0, sizeof(cl_mem), &src_mem, &in[s]), "clSetAclKernelArg");
    check(clSetAclKernelArg(ak, 1, sizeof(cl_mem), &dst_mem, &out[s]), "clSetAclKernelArg");
    check(clEnqueueAclKernel(q(), ak, 0, nullptr, nullptr), "clEnqueueAclKernel");
  }, {}});

  const int batches = 21, per_batch = 200;
  for (int r = 0; r < rounds; ++r)
    for (Case& c : cases) {
      // Every case starts from shape 0 set, as the unchanged cases measure it.
      check(clSetAclKernelArg(ak, 0, sizeof(cl_mem), &src_mem, &in[0]), "clSetAclKernelArg");
      check(clSetAclKernelArg(ak, 1, sizeof(cl_mem), &dst_mem, &out[0]), "clSetAclKernelArg");
      check(clEnqueueAclKernel(q(), ak, 0, nullptr, nullptr), "clEnqueueAclKernel");
      turn = 0;
      c.rounds.push_back(per_call_us(q, c.call, batches, per_batch));
    }

  auto find = [&](const char* name) -> const Case& {
    for (const Case& c : cases)
      if (std::strcmp(c.name, name) == 0) return c;
    std::abort();
  };
  std::printf("device: %s (%s)\n", dev.getInfo<CL_DEVICE_NAME>().c_str(),
              dev.getInfo<CL_DRIVER_VERSION>().c_str());
  std::printf("launch host cost, us per call: median over %d interleaved rounds, each the "
              "median of %d batches of %d calls\n",
              rounds, batches, per_batch);
  std::printf("%-58s %9s %9s %7s\n", "case", "us/call", "extra", "ratio");
  for (const Case& c : cases) {
    const double t = median(c.rounds);
    if (!c.plain) {
      std::printf("%-58s %9.2f\n", c.name, t);
      continue;
    }
    // Extra cost and ratio against the plain case of the same round, then the median.
    const std::vector<double>& base = find(c.plain).rounds;
    std::vector<double> extra, ratio;
    for (size_t r = 0; r < c.rounds.size(); ++r) {
      extra.push_back(c.rounds[r] - base[r]);
      ratio.push_back(c.rounds[r] / base[r]);
    }
    std::printf("%-58s %9.2f %+9.2f %7.2f\n", c.name, t, median(extra), median(ratio));
  }
  for (const Case& c : cases) {
    std::printf("csv,\"%s\"", c.name);
    for (double t : c.rounds) std::printf(",%.3f", t);
    std::printf("\n");
  }
  return 0;
}
