// First launch of an ACL kernel in a new process: creation, arguments, plan, build (from
// source, or from the program-binary cache, docs/cache.md) and the launch itself, for the
// example users' ACL kernels; and, to see that a program from a stored binary runs as fast
// as one built from source, the median of 7 launches after it.
//
// Run: build/bench/acl-first-launch            (one process: one line per kernel)
//      bench/first_launch.sh                   (the four cache configurations, fresh
//                                               processes; the table in docs/performance.md)
// Each kernel's source is new to the process, so its first launch builds (or loads) it.
#include <acl/acl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

std::string example_source(const std::string& user) {
  std::ifstream f(std::string(ACL_SOURCE_DIR) + "/examples/" + user + "/acl.cl");
  if (!f) {
    std::fprintf(stderr, "cannot read examples/%s/acl.cl under %s\n", user.c_str(), ACL_SOURCE_DIR);
    std::exit(2);
  }
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

struct Case {
  const char* name;
  const char* user;
  size_t word;  ///< bytes of one word, both arguments
  acl::Attr (*src)(size_t w, size_t h), (*dst)(size_t w, size_t h);
  bool threshold;  ///< binarize's scalar argument
};

const Case kCases[] = {
    {"binarize", "binarize", 1, [](size_t w, size_t h) { return acl::Attr().shape(w, h).words(1); },
     [](size_t w, size_t h) {
       return acl::Attr().shape(w, h).words(1).read(ACL_NONE).write(ACL_TOP_LEFT);
     },
     true},
    {"conv3x3", "conv3x3", 4,
     [](size_t w, size_t h) { return acl::Attr().shape(w, h).words(4).halo(1, ACL_BORDER_CLAMP); },
     [](size_t w, size_t h) {
       return acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
     },
     false},
    {"transpose", "transpose", 4,
     [](size_t w, size_t h) { return acl::Attr().shape(w, h).words(4); },
     [](size_t w, size_t h) {
       return acl::Attr().shape(h, w).words(4).read(ACL_NONE).write(ACL_SPECIAL_MIRROR_TRANSPOSE);
     },
     false},
    {"rotate90", "transpose", 4,
     [](size_t w, size_t h) { return acl::Attr().shape(w, h).words(4); },
     [](size_t w, size_t h) {
       return acl::Attr().shape(h, w).words(4).read(ACL_NONE).write(ACL_SPECIAL_ROT90);
     },
     false},
};

}  // namespace

int main() {
  acl::Device d = acl::open_device();
  const size_t w = 1024, h = 1024;
  std::printf("device: %s\nkernel,first_launch_ms,launch_ms_median_of_7\n",
              d.device.getInfo<CL_DEVICE_NAME>().c_str());
  for (const Case& c : kCases) {
    cl::Buffer in(d.context, CL_MEM_READ_WRITE, w * h * c.word),
        out(d.context, CL_MEM_READ_WRITE, w * h * c.word);
    std::vector<unsigned char> zeros(w * h * c.word, 7);
    d.queue.enqueueWriteBuffer(in, CL_TRUE, 0, zeros.size(), zeros.data());
    const Clock::time_point t0 = Clock::now();
    acl::Kernel k(d.context, example_source(c.user));
    k.arg(0, in, c.src(w, h)).arg(1, out, c.dst(w, h));
    if (c.threshold) k.arg(2, cl_int(100));
    k.enqueue(d.queue).wait();
    const double first = ms_since(t0);
    std::vector<double> runs;
    for (int r = 0; r < 7; ++r) {
      const Clock::time_point t = Clock::now();
      k.enqueue(d.queue).wait();
      runs.push_back(ms_since(t));
    }
    std::sort(runs.begin(), runs.end());
    std::printf("%s,%.1f,%.3f\n", c.name, first, runs[3]);
  }
  return 0;
}
