// User_main sources and their CPU models that the tests over several devices
// (device/multi_test.cpp) and over MPI ranks (mpi/mpi_test.cpp) share: each kernel is checked
// on one device, on several and over ranks against the same model. Inputs are integers, so
// float results are exact in any order of summation.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

namespace acltest::models {

/// `n` random integers in [lo, hi], as T.
template <typename T>
std::vector<T> random_ints(size_t n, uint32_t seed, int lo, int hi) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(lo, hi);
  std::vector<T> v(n);
  for (T& x : v) x = T(dist(rng));
  return v;
}

/// An integer Jacobi step: a 5-point average with weight 4 in the middle, CLAMP borders
/// (margin 1).
constexpr const char* kJacobi = R"(
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(int* src, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = (4 * P(0, 0) + P(-1, 0) + P(1, 0) + P(0, -1) + P(0, 1)) / 8;
})";

/// `steps` Jacobi steps of a `w` x `h` image.
inline std::vector<int32_t> jacobi(std::vector<int32_t> img, size_t w, size_t h, size_t steps) {
  auto at = [&](long x, long y) {
    x = std::clamp(x, 0L, long(w) - 1), y = std::clamp(y, 0L, long(h) - 1);
    return img[size_t(y) * w + size_t(x)];
  };
  for (size_t s = 0; s < steps; ++s) {
    std::vector<int32_t> next(w * h);
    for (long y = 0; y < long(h); ++y)
      for (long x = 0; x < long(w); ++x)
        next[size_t(y) * w + size_t(x)] =
            (4 * at(x, y) + at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1)) / 8;
    img.swap(next);
  }
  return img;
}

/// A 3x3 filter of weights 1 2 1 / 2 4 2 / 1 2 1 on floats (margin 1).
constexpr const char* kFilter3x3 = R"(
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(float* src, float* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = P(-1, -1) + 2.0f * P(0, -1) + P(1, -1) + 2.0f * P(-1, 0) + 4.0f * P(0, 0)
           + 2.0f * P(1, 0) + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1);
})";

/// The filter on a `w` x `h` image; `fold(g, n)` gives the word a coordinate outside [0, n)
/// reads (the border mode; inputs are read only inside).
inline std::vector<float> filter3x3(const std::vector<float>& in, size_t w, size_t h,
                                    const std::function<long(long, long)>& fold) {
  std::vector<float> out(w * h);
  for (long y = 0; y < long(h); ++y)
    for (long x = 0; x < long(w); ++x) {
      float s = 0;
      for (long dy = -1; dy <= 1; ++dy)
        for (long dx = -1; dx <= 1; ++dx)
          s += float((2 - (dx < 0 ? -dx : dx)) * (2 - (dy < 0 ? -dy : dy))) *
               in[size_t(fold(y + dy, long(h))) * w + size_t(fold(x + dx, long(w)))];
      out[size_t(y) * w + size_t(x)] = s;
    }
  return out;
}

/// C = A x B over ACL_TILE data: A is k x m (`tiled(2, 1)`), B n x k (`tiled(1, 2)`), C n x m.
constexpr const char* kMatmul = R"(
void User_main(float* a, float* b, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
})";

inline std::vector<float> matmul(const std::vector<float>& a, const std::vector<float>& b, size_t m,
                                 size_t n, size_t k) {
  std::vector<float> c(n * m, 0.0f);
  for (size_t y = 0; y < m; ++y)
    for (size_t x = 0; x < n; ++x)
      for (size_t i = 0; i < k; ++i) c[y * n + x] += a[y * k + i] * b[i * n + x];
  return c;
}

/// Writes positions of the whole array: ((y + i) * 1000 + x) * 16 + src[i].
constexpr const char* kPositions = R"(
void User_main(int* src, int* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = ((get_acl_origin(dst, 1) + i) * 1000 + get_acl_origin(dst, 0)) * 16 + src[i];
})";

}  // namespace acltest::models
