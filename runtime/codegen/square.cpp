// Square lanes (Plan::square_lanes, pass transposed_lanes): a work-item's n x n square moves
// as n vectors each way. Its rows load as vectors and are turned into its columns in
// registers, n x n words in log2(n) rounds of two-vector shuffles; a transposing write-back
// stores each column as one vector of a destination row.
#include "codegen/emitters.hpp"

namespace acl::detail {
namespace {

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
std::vector<ir::Stmt> shuffled(const std::string& to, const ir::Expr& x, const ir::Expr& y,
                               const std::vector<size_t>& mask) {
  const ir::Type t = x.type();
  std::vector<ir::Expr> words;
  for (size_t m : mask) words.push_back(ir::component(m < t.lanes ? x : y, unsigned(m % t.lanes)));
  return {ir::line("#ifdef __clang__"), ir::decl(t, to, ir::shuffle(x, y, mask), true),
          ir::line("#else"), ir::decl(t, to, ir::vector(t, words), true), ir::line("#endif")};
}

}  // namespace

void turn_square(EmitContext& e, const ArgPlan& a, const std::string& row) {
  const ir::Type vec = ir::Type::of(a.type).with_lanes(unsigned(a.cols.lanes));
  const size_t n = vec.lanes;
  for (size_t bit = 1; bit < n; bit <<= 1)
    for (size_t i = 0; i < n; ++i) {
      if (i & bit) continue;
      const ir::Expr x = ir::var(cat(row, i), vec), y = ir::var(cat(row, i | bit), vec);
      std::vector<ir::Stmt> round = shuffled("acl_lo", x, y, round_mask(n, bit, false));
      for (const ir::Stmt& s : shuffled("acl_hi", x, y, round_mask(n, bit, true)))
        round.push_back(s);
      round.push_back(
          ir::block({ir::assign(x, ir::var("acl_lo", vec)), ir::assign(y, ir::var("acl_hi", vec))},
                    false, true));
      ir::print(e.w, ir::block(round));
    }
}

}  // namespace acl::detail
