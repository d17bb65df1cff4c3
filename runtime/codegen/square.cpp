// Square lanes (Plan::square_lanes, pass transposed_lanes): a work-item's n x n square moves
// as n vectors each way. Its rows load as vectors and are turned into its columns in
// registers, n x n words in log2(n) rounds of two-vector shuffles; a transposing write-back
// stores each column as one vector of a destination row.
#include "codegen/emitters.hpp"

namespace acl::detail {
namespace {

const char kHex[] = "0123456789abcdef";

/// Round `bit` of the turn: rows i and i | bit (i without `bit`) trade the words whose
/// column has `bit` set in row i with those whose column lacks it in row i | bit. After a
/// round for every bit, row k holds what column k held. `upper` picks the new row i | bit.
std::vector<size_t> round_mask(size_t n, size_t bit, bool upper) {
  std::vector<size_t> m(n);
  for (size_t j = 0; j < n; ++j)
    m[j] = upper ? ((j & bit) ? n + j : (j ^ bit)) : ((j & bit) ? n + (j ^ bit) : j);
  return m;
}

/// Words `mask` of the pair (x, y), as a shuffle where the compiler has one (clang: LLVM
/// makes each round a few vector permutes) and as a vector literal elsewhere.
void shuffled(SourceWriter& w, const ArgPlan& a, size_t n, const std::string& to,
              const std::string& x, const std::string& y, const std::vector<size_t>& mask) {
  std::string indices, words;
  for (size_t j = 0; j < n; ++j) {
    indices += cat(j ? ", " : "", mask[j]);
    words += cat(j ? ", " : "", mask[j] < n ? x : y, ".s", kHex[mask[j] % n]);
  }
  w.line("#ifdef __clang__");
  w.line("const ", a.type, n, " ", to, " = __builtin_shufflevector(", x, ", ", y, ", ", indices,
         ");");
  w.line("#else");
  w.line("const ", a.type, n, " ", to, " = (", a.type, n, ")(", words, ");");
  w.line("#endif");
}

}  // namespace

void turn_square(EmitContext& e, const ArgPlan& a, const std::string& row) {
  SourceWriter& w = e.w;
  const size_t n = a.cols.lanes;
  for (size_t bit = 1; bit < n; bit <<= 1)
    for (size_t i = 0; i < n; ++i) {
      if (i & bit) continue;
      const std::string x = cat(row, i), y = cat(row, i | bit);
      w.block();
      shuffled(w, a, n, "acl_lo", x, y, round_mask(n, bit, false));
      shuffled(w, a, n, "acl_hi", x, y, round_mask(n, bit, true));
      w.line(x, " = acl_lo; ", y, " = acl_hi;");
      w.close();
    }
}

std::string reversed(size_t n) {
  std::string s = ".s";
  for (size_t j = n; j-- > 0;) s += kHex[j];
  return s;
}

}  // namespace acl::detail
