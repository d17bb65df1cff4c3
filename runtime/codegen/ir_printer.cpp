// The code IR as OpenCL C text (ir.hpp). Parentheses go where C's precedence needs them
// and where a Paren node stands, nowhere else; spacing is the emitters' own ("a + b",
// "f(a, b)", "(T)x"), so that kernels moved onto the IR print byte for byte as before.
#include "codegen/ir.hpp"
#include "codegen/source_writer.hpp"
#include "error.hpp"

namespace acl::detail::ir {
namespace {

/// C's precedence levels, tighter first.
enum Prec {
  kPrimary,
  kUnary,
  kMul,
  kAdd,
  kShift,
  kRel,
  kEq,
  kBitAnd,
  kBitXor,
  kBitOr,
  kAnd,
  kOr,
  kSelect
};

struct OpInfo {
  const char* text;
  Prec prec;
};

OpInfo info(Op op) {
  switch (op) {
    case Op::Mul:
      return {"*", kMul};
    case Op::Div:
      return {"/", kMul};
    case Op::Mod:
      return {"%", kMul};
    case Op::Add:
      return {"+", kAdd};
    case Op::Sub:
      return {"-", kAdd};
    case Op::Shl:
      return {"<<", kShift};
    case Op::Shr:
      return {">>", kShift};
    case Op::Lt:
      return {"<", kRel};
    case Op::Le:
      return {"<=", kRel};
    case Op::Gt:
      return {">", kRel};
    case Op::Ge:
      return {">=", kRel};
    case Op::Eq:
      return {"==", kEq};
    case Op::Ne:
      return {"!=", kEq};
    case Op::BitAnd:
      return {"&", kBitAnd};
    case Op::BitXor:
      return {"^", kBitXor};
    case Op::BitOr:
      return {"|", kBitOr};
    case Op::And:
      return {"&&", kAnd};
    case Op::Or:
      return {"||", kOr};
  }
  internal_error("ir: operator of no kind");
}

Prec prec(const Expr& e) {
  switch (e->kind) {
    case ExprNode::IntLit:
      return e->value < 0 ? kUnary : kPrimary;
    case ExprNode::Binary:
      return info(e->op).prec;
    case ExprNode::Cast:
    case ExprNode::Vector:
    case ExprNode::View:
      return kUnary;
    case ExprNode::Select:
      return kSelect;
    default:
      return kPrimary;
  }
}

/// `e`, in parentheses where it binds looser than `limit` allows.
std::string operand(const Expr& e, Prec limit) {
  const std::string s = str(e);
  return prec(e) > limit ? cat("(", s, ")") : s;
}

std::string list(const std::vector<Expr>& args) {
  std::string s;
  for (size_t i = 0; i < args.size(); ++i) s += cat(i ? ", " : "", str(args[i]));
  return s;
}

std::string binary_str(const Expr& e) {
  const OpInfo o = info(e->op);
  // Left-associative: the right operand of the same level needs parentheses, the left not.
  return cat(operand(e->args[0], o.prec), " ", o.text, " ", operand(e->args[1], Prec(o.prec - 1)));
}

std::string head(const StmtNode& s) {
  if (s.body.empty()) internal_error("ir: a loop or condition without a body");
  if (s.kind == StmtNode::If) return cat("if (", str(s.cond), ")");
  const std::string step = s.step ? cat(s.name, " += ", str(s.step)) : cat(s.name, "++");
  return cat(s.unroll == Unroll::Inline ? "_Pragma(\"unroll\") " : "", "for (", s.type.str(), " ",
             s.name, " = ", str(s.begin), "; ", s.name, " < ", str(s.end), "; ", step, ")");
}

/// Statements on one line: one as it is, several in braces.
std::string body_str(const std::vector<Stmt>& body) {
  if (body.size() == 1) return str(body[0]);
  std::string s = "{";
  for (const Stmt& b : body) s += cat(" ", str(b));
  return s + " }";
}

/// A loop or condition on one line (a `#pragma unroll` cannot stand inside a line).
std::string headed_str(const StmtNode& s) {
  return cat(head(s), " ", body_str(s.body), s.other ? cat(" else ", str(s.other)) : "");
}

void print_all(SourceWriter& w, const std::vector<Stmt>& body) {
  for (const Stmt& b : body) print(w, b);
}

/// A loop's or condition's head and body in its layout (the else branch of an If follows).
void print_headed(SourceWriter& w, const StmtNode& s) {
  if (s.unroll == Unroll::Pragma) w.line("#pragma unroll");
  switch (s.layout) {
    case Layout::SameLine:
      w.line(headed_str(s));
      return;
    case Layout::NextLine:
      if (s.body.size() != 1 || s.other)
        internal_error("ir: a body on the next line is one statement, without else");
      w.line(head(s));
      w.indent();
      print(w, s.body[0]);
      w.dedent();
      return;
    case Layout::Braces:
      w.open(head(s));
      print_all(w, s.body);
      if (!s.other) {
        w.close();
        return;
      }
      w.close(" else {");
      if (s.other->kind == StmtNode::Block && !s.other->braces)
        print_all(w, s.other->body);
      else
        print(w, s.other);
      w.close();
      return;
  }
}

}  // namespace

std::string str(const Expr& e) {
  if (!e) internal_error("ir: printing an empty expression");
  switch (e->kind) {
    case ExprNode::Var:
    case ExprNode::Text:
      return e->name;
    case ExprNode::IntLit:
      return std::to_string(e->value);
    case ExprNode::Binary:
      return binary_str(e);
    case ExprNode::Call:
      return cat(e->name, "(", list(e->args), ")");
    case ExprNode::Index:
      return cat(operand(e->args[0], kPrimary), "[", str(e->args[1]), "]");
    case ExprNode::Component:
      return cat(operand(e->args[0], kPrimary), ".s", "0123456789abcdef"[e->lane]);
    case ExprNode::Cast:
      return cat("(", e->type.str(), ")", operand(e->args[0], kUnary));
    case ExprNode::Vector:
      return cat("(", e->type.str(), ")(", list(e->args), ")");
    case ExprNode::Paren:
      return cat("(", str(e->args[0]), ")");
    case ExprNode::View:
      return cat("*(", e->name.empty() ? "" : cat(e->name, " "), e->type.str(), "*)&",
                 operand(e->args[0], kPrimary));
    case ExprNode::Select:
      return cat(operand(e->args[0], kOr), " ? ", str(e->args[1]), " : ",
                 operand(e->args[2], kSelect));
  }
  internal_error("ir: expression of no kind");
}

std::string str(const Stmt& s) {
  if (!s) internal_error("ir: printing an empty statement");
  switch (s->kind) {
    case StmtNode::Decl: {
      std::string d = cat(s->is_const ? "const " : "", s->type.str(), " ");
      for (size_t i = 0; i < s->decls.size(); ++i) {
        const Declarator& x = s->decls[i];
        d += cat(i ? ", " : "", x.name, x.init ? cat(" = ", str(x.init)) : "");
      }
      if (s->count) d += cat("[", s->count, "]");
      return d + ";";
    }
    case StmtNode::Assign:
      return cat(str(s->lhs), " ", s->compound ? info(s->op).text : "", "= ", str(s->rhs), ";");
    case StmtNode::Eval:
      return cat(str(s->rhs), ";");
    case StmtNode::For:
    case StmtNode::If:
      if (s->unroll == Unroll::Pragma) internal_error("ir: #pragma unroll inside a line");
      return headed_str(*s.get());
    case StmtNode::Block: {
      std::string b = s->braces ? "{" : "";
      for (size_t i = 0; i < s->body.size(); ++i)
        b += cat(i || s->braces ? " " : "", str(s->body[i]));
      return s->braces ? b + " }" : b;
    }
    case StmtNode::Line:
      return s->name;
  }
  internal_error("ir: statement of no kind");
}

void print(SourceWriter& w, const Stmt& s) {
  if (!s) internal_error("ir: printing an empty statement");
  switch (s->kind) {
    case StmtNode::For:
    case StmtNode::If:
      return print_headed(w, *s.get());
    case StmtNode::Block:
      if (s->layout == Layout::SameLine) {
        w.line(str(s));
      } else if (s->braces) {
        w.block();
        print_all(w, s->body);
        w.close();
      } else {
        print_all(w, s->body);
      }
      return;
    default:
      w.line(str(s));
  }
}

}  // namespace acl::detail::ir
