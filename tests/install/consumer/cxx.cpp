// The C++ API from a project built with find_package(ACL) and ACL::cxx (tests/install): the
// getting-started a * x + y, and a scalar of the wrong type refused with its name.
#include <acl/acl.hpp>
#include <cstdio>
#include <vector>

int main() {
  const char* source = R"(
void User_main(float* x, float* y, float* out, float a) {
  for (int i = 0; i < get_ac_size(1); i++) out[i] = a * x[i] + y[i];
}
)";
  try {
    const size_t n = 4096;
    std::vector<float> x(n), y(n), out(n);
    for (size_t i = 0; i < n; ++i) x[i] = float(i % 17), y[i] = float(i % 5);
    acl::Device d = acl::open_device();
    cl::Buffer bx(d.context, CL_MEM_COPY_HOST_PTR, n * 4, x.data());
    cl::Buffer by(d.context, CL_MEM_COPY_HOST_PTR, n * 4, y.data());
    cl::Buffer bo(d.context, CL_MEM_WRITE_ONLY, n * 4);
    acl::Kernel k(d.context, source);
    const acl::Attr in = acl::Attr().shape(n).words(4).horizontal();
    k.arg(0, bx, in).arg(1, by, in).arg(2, bo, acl::Attr(in).read(ACL_NONE).write(ACL_TOP_LEFT));
    try {
      k.arg(3, 2);  // an int for `float a`
      std::fprintf(stderr, "cxx.cpp: k.arg(3, 2) for a float parameter was accepted\n");
      return 1;
    } catch (const acl::Error& e) {
      std::printf("cxx.cpp: refused as it should be: %s\n", e.what());
    }
    k.arg(3, 2.0f);
    k.enqueue(d.queue);
    d.queue.enqueueReadBuffer(bo, CL_TRUE, 0, n * 4, out.data());
    for (size_t i = 0; i < n; ++i)
      if (out[i] != 2.0f * x[i] + y[i]) {
        std::fprintf(stderr, "cxx.cpp: word %zu is %g, expected %g\n", i, double(out[i]),
                     double(2.0f * x[i] + y[i]));
        return 1;
      }
    std::printf("cxx.cpp: %zu words as expected (ACL %s)\n", n, ACL_VERSION_STRING);
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cxx.cpp: %s\n", e.what());
    return 1;
  }
}
