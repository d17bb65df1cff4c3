// The operators of acl_attr.combine (ACL_COMBINE_*) as OpenCL C text, for the emitters that
// combine words: the one-pass prefix (schedule_scan.cpp) and ACL_PER_* reductions
// (lines.cpp).
#pragma once

#include <string>

#include "codegen/ir.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

/// An associative and commutative operator on words of `type` (uint, int or float): words
/// may be combined in any order and grouping. Sums read as plain `+`.
struct Combine {
  cl_uint op = ACL_COMBINE_SUM;
  std::string type;

  /// `x` combined with `y`.
  ir::Expr of(const ir::Expr& x, const ir::Expr& y) const;
  /// `acc` combined with `v` in place.
  ir::Stmt into(const ir::Expr& acc, const ir::Expr& v) const;
  /// The same as text, `x`, `y`, `acc` and `v` taken as they are (ir::text); into's
  /// statement without its semicolon.
  std::string of(const std::string& x, const std::string& y) const;
  std::string into(const std::string& acc, const std::string& v) const;
  /// The word that combined with any `v` gives `v`.
  std::string identity() const;
  /// A statement combining `v` into the word `*ptr` of global memory atomically (`ptr` a
  /// `__global type*`): the 32-bit atomic where OpenCL has one, else a compare-and-swap loop.
  std::string atomic(const std::string& ptr, const std::string& v) const;
};

}  // namespace acl::detail
