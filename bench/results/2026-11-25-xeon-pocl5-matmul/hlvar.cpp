#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "HalideBuffer.h"
#include "tr_a.h"
#include "tr_b.h"
#include "iir_a.h"
#include "iir_b.h"
#include "iir_c.h"
template <class F> double med(F f) {
  std::vector<double> t; f();
  for (int r = 0; r < 15; ++r) { auto a = std::chrono::steady_clock::now(); f();
    t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count()); }
  std::sort(t.begin(), t.end()); return t[t.size() / 2];
}
int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    int n = atoi(argv[i]);
    Halide::Runtime::Buffer<float> a(n, n), b(n, n);
    for (int y = 0; y < n; ++y) for (int x = 0; x < n; ++x) a(x, y) = float((x * 7 + y) % 13);
    printf("n=%d tr_a %.3f tr_b %.3f iir_a(64) %.3f iir_b(256) %.3f iir_c(16) %.3f ms\n", n, med([&] { tr_a(a, b); }),
           med([&] { tr_b(a, b); }), med([&] { iir_a(a, b); }), med([&] { iir_b(a, b); }), med([&] { iir_c(a, b); }));
  }
}
