// The code IR's types and builders (ir.hpp); the printer is ir_printer.cpp.
#include "codegen/ir.hpp"

#include "codegen/source_writer.hpp"
#include "error.hpp"

namespace acl::detail::ir {
namespace {

struct ScalarName {
  Scalar kind;
  const char* name;
};
// Longer names first, so "uchar" is not read as "char" with a prefix.
const ScalarName kScalars[] = {{Scalar::UChar, "uchar"}, {Scalar::UShort, "ushort"},
                               {Scalar::UInt, "uint"},   {Scalar::ULong, "ulong"},
                               {Scalar::Char, "char"},   {Scalar::Short, "short"},
                               {Scalar::Int, "int"},     {Scalar::Long, "long"},
                               {Scalar::Half, "half"},   {Scalar::Float, "float"},
                               {Scalar::Double, "double"}};

bool valid_lanes(unsigned n) {
  return n == 1 || n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
}

ExprNode expr_node(ExprNode::Kind k, const Type& t) {
  ExprNode n;
  n.kind = k;
  n.type = t;
  return n;
}
StmtNode stmt_node(StmtNode::Kind k, const Type& t = Type()) {
  StmtNode n;
  n.kind = k;
  n.type = t;
  return n;
}

Expr node(ExprNode n) {
  return Expr(std::make_shared<const ExprNode>(std::move(n)));
}
Stmt node(StmtNode n) {
  return Stmt(std::make_shared<const StmtNode>(std::move(n)));
}

/// The wider of two operands' types (a scalar meets a vector as the vector).
Type wider(const Expr& a, const Expr& b) {
  return b.type().lanes > a.type().lanes ? b.type() : a.type();
}

bool comparison(Op op) {
  return op == Op::Lt || op == Op::Le || op == Op::Gt || op == Op::Ge || op == Op::Eq ||
         op == Op::Ne || op == Op::And || op == Op::Or;
}

}  // namespace

Type Type::of(const std::string& text) {
  for (const ScalarName& s : kScalars) {
    const std::string n = s.name;
    if (text.compare(0, n.size(), n) != 0) continue;
    const std::string rest = text.substr(n.size());
    if (rest.empty()) return Type{s.kind, 1, ""};
    if (rest.find_first_not_of("0123456789") != std::string::npos) break;
    return Type{s.kind, 1, ""}.with_lanes(unsigned(std::stoul(rest)));
  }
  return named(text);
}

Type Type::with_lanes(unsigned n) const {
  if (!valid_lanes(n) || (kind == Scalar::Named && n != 1))
    internal_error(cat("ir: ", str(), " with ", n, " lanes"));
  return Type{kind, n, name};
}

std::string Type::str() const {
  if (kind == Scalar::Named) return name;
  for (const ScalarName& s : kScalars)
    if (s.kind == kind) return lanes > 1 ? s.name + std::to_string(lanes) : std::string(s.name);
  internal_error("ir: type of no kind");
}

Expr::Expr(int v) : Expr(lit(v)) {}
Expr::Expr(long v) : Expr(lit(v)) {}
Expr::Expr(long long v) : Expr(lit(v)) {}
Expr::Expr(unsigned v) : Expr(lit((long long)v)) {}
Expr::Expr(unsigned long v) : Expr(lit((long long)v)) {}
Expr::Expr(unsigned long long v) : Expr(lit((long long)v)) {}

Type Expr::type() const {
  if (!n_) internal_error("ir: type of an empty expression");
  return n_->type;
}

Expr var(const std::string& name, const Type& t) {
  ExprNode n = expr_node(ExprNode::Var, t);
  n.name = name;
  return node(std::move(n));
}

Expr lit(long long v) {
  ExprNode n = expr_node(ExprNode::IntLit, Int());
  n.value = v;
  return node(std::move(n));
}

Expr text(const std::string& t, const Type& type) {
  ExprNode n = expr_node(ExprNode::Text, type);
  n.name = t;
  return node(std::move(n));
}

Expr binary(Op op, Expr a, Expr b) {
  if (!a || !b) internal_error("ir: binary operator on an empty expression");
  ExprNode n = expr_node(ExprNode::Binary, comparison(op) ? Int(wider(a, b).lanes) : wider(a, b));
  n.op = op;
  n.args = {std::move(a), std::move(b)};
  return node(std::move(n));
}

Expr call(const std::string& fn, const Type& result, std::vector<Expr> args) {
  ExprNode n = expr_node(ExprNode::Call, result);
  n.name = fn;
  n.args = std::move(args);
  return node(std::move(n));
}

Expr vload(const Type& t, Expr offset, Expr ptr) {
  if (!t.is_vector()) internal_error(cat("ir: vload of ", t.str()));
  return call(cat("vload", t.lanes), t, {std::move(offset), std::move(ptr)});
}

Expr vstore(Expr value, Expr offset, Expr ptr) {
  const Type t = value.type();
  if (!t.is_vector()) internal_error(cat("ir: vstore of ", t.str()));
  return call(cat("vstore", t.lanes), Type::named("void"),
              {std::move(value), std::move(offset), std::move(ptr)});
}

Expr min(Expr a, Expr b) {
  const Type t = wider(a, b);
  return call(t.is_float() ? "fmin" : "min", t, {std::move(a), std::move(b)});
}

Expr max(Expr a, Expr b) {
  const Type t = wider(a, b);
  return call(t.is_float() ? "fmax" : "max", t, {std::move(a), std::move(b)});
}

Expr select(Expr cond, Expr a, Expr b) {
  ExprNode n = expr_node(ExprNode::Select, wider(a, b));
  n.args = {std::move(cond), std::move(a), std::move(b)};
  return node(std::move(n));
}

Expr index(Expr base, Expr i) {
  ExprNode n = expr_node(ExprNode::Index, base.type());
  n.args = {std::move(base), std::move(i)};
  return node(std::move(n));
}

Expr component(Expr v, unsigned lane) {
  const Type t = v.type();
  if (lane >= t.lanes || lane >= 16) internal_error(cat("ir: lane ", lane, " of a ", t.str()));
  ExprNode n = expr_node(ExprNode::Component, t.element());
  n.lane = lane;
  n.args = {std::move(v)};
  return node(std::move(n));
}

Expr swizzle(Expr v, std::vector<unsigned> lanes) {
  const Type t = v.type();
  for (unsigned l : lanes)
    if (l >= t.lanes || l >= 16) internal_error(cat("ir: lane ", l, " of a ", t.str()));
  ExprNode n = expr_node(ExprNode::Swizzle, t.with_lanes(unsigned(lanes.size())));
  n.lanes = std::move(lanes);
  n.args = {std::move(v)};
  return node(std::move(n));
}

Expr reversed(Expr v) {
  std::vector<unsigned> lanes;
  for (unsigned l = v.type().lanes; l-- > 0;) lanes.push_back(l);
  return swizzle(std::move(v), std::move(lanes));
}

Expr shuffle(Expr x, Expr y, const std::vector<size_t>& mask) {
  const Type t = x.type();
  if (y.type() != t) internal_error(cat("ir: shuffle of ", t.str(), " and ", y.type().str()));
  std::vector<Expr> args = {std::move(x), std::move(y)};
  for (size_t m : mask) {
    if (m >= 2 * t.lanes) internal_error(cat("ir: shuffle lane ", m, " of two ", t.str()));
    args.push_back(lit((long long)m));
  }
  return call("__builtin_shufflevector", t.with_lanes(unsigned(mask.size())), std::move(args));
}

Expr cast(const Type& t, Expr e) {
  ExprNode n = expr_node(ExprNode::Cast, t);
  n.args = {std::move(e)};
  return node(std::move(n));
}

Expr vector(const Type& t, std::vector<Expr> elems) {
  if (elems.size() != t.lanes)
    internal_error(cat("ir: ", elems.size(), " elements for a ", t.str()));
  ExprNode n = expr_node(ExprNode::Vector, t);
  n.args = std::move(elems);
  return node(std::move(n));
}

Expr view(const Type& t, const std::string& quals, Expr lvalue) {
  ExprNode n = expr_node(ExprNode::View, t);
  n.name = quals;
  n.args = {std::move(lvalue)};
  return node(std::move(n));
}

Expr pointee(const Type& t, const std::string& quals, Expr ptr) {
  ExprNode n = expr_node(ExprNode::Pointee, t);
  n.name = quals;
  n.args = {std::move(ptr)};
  return node(std::move(n));
}

Expr pointer(const Type& t, const std::string& quals, Expr ptr) {
  ExprNode n = expr_node(ExprNode::Pointer, t);
  n.name = quals;
  n.args = {std::move(ptr)};
  return node(std::move(n));
}

Expr address(Expr lvalue) {
  ExprNode n = expr_node(ExprNode::Address, lvalue.type());
  n.args = {std::move(lvalue)};
  return node(std::move(n));
}

Expr paren(Expr e) {
  ExprNode n = expr_node(ExprNode::Paren, e.type());
  n.args = {std::move(e)};
  return node(std::move(n));
}

Expr operator+(Expr a, Expr b) {
  return binary(Op::Add, std::move(a), std::move(b));
}
Expr operator-(Expr a, Expr b) {
  return binary(Op::Sub, std::move(a), std::move(b));
}
Expr operator*(Expr a, Expr b) {
  return binary(Op::Mul, std::move(a), std::move(b));
}
Expr operator/(Expr a, Expr b) {
  return binary(Op::Div, std::move(a), std::move(b));
}
Expr operator%(Expr a, Expr b) {
  return binary(Op::Mod, std::move(a), std::move(b));
}
Expr operator<(Expr a, Expr b) {
  return binary(Op::Lt, std::move(a), std::move(b));
}
Expr operator<=(Expr a, Expr b) {
  return binary(Op::Le, std::move(a), std::move(b));
}
Expr operator>(Expr a, Expr b) {
  return binary(Op::Gt, std::move(a), std::move(b));
}
Expr operator>=(Expr a, Expr b) {
  return binary(Op::Ge, std::move(a), std::move(b));
}
Expr operator==(Expr a, Expr b) {
  return binary(Op::Eq, std::move(a), std::move(b));
}
Expr operator!=(Expr a, Expr b) {
  return binary(Op::Ne, std::move(a), std::move(b));
}
Expr operator&&(Expr a, Expr b) {
  return binary(Op::And, std::move(a), std::move(b));
}
Expr operator||(Expr a, Expr b) {
  return binary(Op::Or, std::move(a), std::move(b));
}

Stmt decl(const Type& t, std::vector<Declarator> ds, bool is_const) {
  if (ds.empty()) internal_error("ir: a declaration of nothing");
  StmtNode n = stmt_node(StmtNode::Decl, t);
  n.decls = std::move(ds);
  n.is_const = is_const;
  return node(std::move(n));
}

Stmt decl(const Type& t, const std::string& name, Expr init, bool is_const) {
  return decl(t, {Declarator{name, std::move(init)}}, is_const);
}

Stmt decl_array(const Type& t, const std::string& name, size_t count) {
  if (count == 0) internal_error(cat("ir: array ", name, " of no words"));
  StmtNode n = stmt_node(StmtNode::Decl, t);
  n.decls = {Declarator{name, Expr()}};
  n.count = count;
  return node(std::move(n));
}

Stmt assign(Expr lhs, Expr rhs) {
  StmtNode n = stmt_node(StmtNode::Assign);
  n.lhs = std::move(lhs);
  n.rhs = std::move(rhs);
  return node(std::move(n));
}

Stmt update(Op op, Expr lhs, Expr rhs) {
  if (comparison(op)) internal_error("ir: a compound assignment of a comparison");
  StmtNode n = stmt_node(StmtNode::Assign);
  n.lhs = std::move(lhs);
  n.rhs = std::move(rhs);
  n.compound = true;
  n.op = op;
  return node(std::move(n));
}

Stmt eval(Expr e) {
  StmtNode n = stmt_node(StmtNode::Eval);
  n.rhs = std::move(e);
  return node(std::move(n));
}

Stmt loop(const std::string& name, Expr begin, Expr end, Expr step, std::vector<Stmt> body,
          Layout layout, Unroll unroll) {
  StmtNode n = stmt_node(StmtNode::For, Int());
  n.name = name;
  n.begin = std::move(begin);
  n.end = std::move(end);
  n.step = std::move(step);
  n.body = std::move(body);
  n.layout = layout;
  n.unroll = unroll;
  return node(std::move(n));
}

Stmt if_then(Expr cond, std::vector<Stmt> then, Layout layout, Stmt otherwise) {
  StmtNode n = stmt_node(StmtNode::If);
  n.cond = std::move(cond);
  n.body = std::move(then);
  n.layout = layout;
  n.other = std::move(otherwise);
  return node(std::move(n));
}

Stmt block(std::vector<Stmt> body, bool braces, bool inline_) {
  StmtNode n = stmt_node(StmtNode::Block);
  n.body = std::move(body);
  n.braces = braces;
  n.layout = inline_ ? Layout::SameLine : Layout::Braces;
  return node(std::move(n));
}

Stmt line(const std::string& text) {
  StmtNode n = stmt_node(StmtNode::Line);
  n.name = text;
  return node(std::move(n));
}

}  // namespace acl::detail::ir
