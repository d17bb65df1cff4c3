// What the linear-algebra ports (mm3, gramschmidt, syr2k, lud, gaussian, matvec, colstats)
// share beyond ports.hpp: checks of several outputs, the RMS a float tolerance scales with,
// and the attributes of ACL_TILE products.
#pragma once

#include "ports.hpp"

namespace la {

/// Case::check of several outputs: every one is read and compared (so the note names each
/// wrong one), the case passes when all do.
inline std::function<bool(std::string*)> check_all(
    std::vector<std::function<bool(std::string*)>> parts) {
  return [parts](std::string* note) {
    bool ok = true;
    for (const auto& p : parts) {
      std::string part;
      ok &= p(&part);
      if (!part.empty()) *note += (note->empty() ? "" : "; ") + part;
    }
    return ok;
  };
}

/// The root mean square of `v`: the scale a float tolerance is stated against where words
/// near zero come out of cancellation.
inline double rms(const std::vector<double>& v) {
  double s = 0;
  for (double x : v) s += x * x;
  return v.empty() ? 0.0 : std::sqrt(s / double(v.size()));
}

/// A float product's operands as ACL_TILE data, for C (n x m words) = A (k x m) B (n x k):
/// `left(k, m)`: A, rows follow the result's rows, k streams;
/// `right(n, k)`: B, columns follow the result's columns, k streams;
/// `right_t(n, k)`: B^T passed as B itself (n rows of k words), its rows follow the result's
/// columns; `result(n, m)`: C, written (and read when `accumulate`).
inline acl::Attr left(size_t k, size_t m) {
  return acl::Attr().shape(k, m).words(4).tiled(2, 1);
}
inline acl::Attr right(size_t n, size_t k) {
  return acl::Attr().shape(n, k).words(4).tiled(1, 2);
}
inline acl::Attr right_t(size_t n, size_t k) {
  return acl::Attr().shape(k, n).words(4).tiled(2, ACL_LEVEL1_X);
}
inline acl::Attr result(size_t n, size_t m, bool accumulate = false) {
  return acl::Attr()
      .shape(n, m)
      .words(4)
      .read(accumulate ? ACL_TOP_LEFT : ACL_NONE)
      .write(ACL_TOP_LEFT)
      .tiled();
}

}  // namespace la
