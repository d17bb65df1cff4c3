// The ACL_COMBINE_* operators as OpenCL C text (combine.hpp).
#include "codegen/combine.hpp"

#include "codegen/source_writer.hpp"
#include "error.hpp"

namespace acl::detail {

ir::Expr Combine::of(const ir::Expr& x, const ir::Expr& y) const {
  const bool real = type == "float";
  switch (op) {
    case ACL_COMBINE_SUM:
      return x + y;
    case ACL_COMBINE_PROD:
      return x * y;
    case ACL_COMBINE_MIN:
      return ir::call(real ? "fmin" : "min", x.type(), {x, y});
    case ACL_COMBINE_MAX:
      return ir::call(real ? "fmax" : "max", x.type(), {x, y});
    case ACL_COMBINE_USER:
      return ir::call("User_combine", x.type(), {x, y});
  }
  internal_error(cat("combine ", op));
}

ir::Stmt Combine::into(const ir::Expr& acc, const ir::Expr& v) const {
  if (op == ACL_COMBINE_SUM) return ir::update(ir::Op::Add, acc, v);
  if (op == ACL_COMBINE_PROD) return ir::update(ir::Op::Mul, acc, v);
  return ir::assign(acc, of(acc, v));
}

std::string Combine::of(const std::string& x, const std::string& y) const {
  const ir::Type t = ir::Type::of(type);
  return ir::str(of(ir::text(x, t), ir::text(y, t)));
}

std::string Combine::into(const std::string& acc, const std::string& v) const {
  const ir::Type t = ir::Type::of(type);
  const std::string s = ir::str(into(ir::text(acc, t), ir::text(v, t)));
  return s.substr(0, s.size() - 1);  // without the semicolon
}

std::string Combine::identity() const {
  const bool real = type == "float", sign = type == "int";
  switch (op) {
    case ACL_COMBINE_SUM:
      return cat("(", type, ")(0)");
    case ACL_COMBINE_PROD:
      return cat("(", type, ")(1)");
    case ACL_COMBINE_MIN:
      return cat("(", type, ")(", real ? "INFINITY" : sign ? "INT_MAX" : "UINT_MAX", ")");
    case ACL_COMBINE_MAX:
      return cat("(", type, ")(", real ? "-INFINITY" : sign ? "INT_MIN" : "0", ")");
    case ACL_COMBINE_USER:
      return "User_identity()";
  }
  internal_error(cat("combine ", op));
}

std::string Combine::atomic(const std::string& ptr, const std::string& v) const {
  const bool integer = type == "uint" || type == "int";
  if (integer && op == ACL_COMBINE_SUM) return cat("atomic_add(", ptr, ", ", v, ");");
  if (integer && op == ACL_COMBINE_MIN) return cat("atomic_min(", ptr, ", ", v, ");");
  if (integer && op == ACL_COMBINE_MAX) return cat("atomic_max(", ptr, ", ", v, ");");
  // The word's bits: swap in the combination until no other work-item wrote in between. The
  // first guess is the identity (the word's value before any update), so no plain read
  // races with the other work-items' swaps.
  const std::string as = type == "uint" ? "" : cat("as_", type);
  return cat("{ volatile __global uint* acl_w = (volatile __global uint*)(", ptr,
             "); uint acl_o = as_uint(", identity(),
             "), acl_s; do { acl_s = acl_o; acl_o = "
             "atomic_cmpxchg(acl_w, acl_s, as_uint(",
             of(cat(as, "(acl_s)"), cat("(", v, ")")), ")); } while (acl_o != acl_s); }");
}

}  // namespace acl::detail
