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
    case ExprNode::Pointee:
    case ExprNode::Pointer:
    case ExprNode::Address:
      return kUnary;
    case ExprNode::Select:
      return kSelect;
    default:
      return kPrimary;
  }
}

void put(std::string& out, const Expr& e);

/// `e`, in parentheses where it binds looser than `limit` allows.
void put_operand(std::string& out, const Expr& e, Prec limit) {
  const bool parens = prec(e) > limit;
  if (parens) out += '(';
  put(out, e);
  if (parens) out += ')';
}

void put_list(std::string& out, const std::vector<Expr>& args) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (i) out += ", ";
    put(out, args[i]);
  }
}

void put_binary(std::string& out, const Expr& e) {
  const OpInfo o = info(e->op);
  // Left-associative: the right operand of the same level needs parentheses, the left not.
  put_operand(out, e->args[0], o.prec);
  out += ' ';
  out += o.text;
  out += ' ';
  put_operand(out, e->args[1], Prec(o.prec - 1));
}

/// The expression appended to `out` (one string for a whole tree: the printer runs for
/// every window index of every kernel).
void put(std::string& out, const Expr& e) {
  if (!e) internal_error("ir: printing an empty expression");
  switch (e->kind) {
    case ExprNode::Var:
    case ExprNode::Text:
      out += e->name;
      return;
    case ExprNode::IntLit:
      out += std::to_string(e->value);
      return;
    case ExprNode::Binary:
      return put_binary(out, e);
    case ExprNode::Call:
      out += e->name;
      out += '(';
      put_list(out, e->args);
      out += ')';
      return;
    case ExprNode::Index:
      put_operand(out, e->args[0], kPrimary);
      out += '[';
      put(out, e->args[1]);
      out += ']';
      return;
    case ExprNode::Component:
      put_operand(out, e->args[0], kPrimary);
      out += ".s";
      out += "0123456789abcdef"[e->lane];
      return;
    case ExprNode::Swizzle:
      put_operand(out, e->args[0], kPrimary);
      out += ".s";
      for (unsigned l : e->lanes) out += "0123456789abcdef"[l];
      return;
    case ExprNode::Cast:
      out += '(' + e->type.str() + ')';
      return put_operand(out, e->args[0], kUnary);
    case ExprNode::Vector:
      out += '(' + e->type.str() + ")(";
      put_list(out, e->args);
      out += ')';
      return;
    case ExprNode::Paren:
      out += '(';
      put(out, e->args[0]);
      out += ')';
      return;
    case ExprNode::View:
      out += "*(" + (e->name.empty() ? std::string() : e->name + " ") + e->type.str() + "*)&";
      return put_operand(out, e->args[0], kPrimary);
    case ExprNode::Pointee:
      out += "*(" + (e->name.empty() ? std::string() : e->name + " ") + e->type.str() + "*)";
      return put_operand(out, e->args[0], kUnary);
    case ExprNode::Pointer:
      out += "(" + (e->name.empty() ? std::string() : e->name + " ") + e->type.str() + "*)";
      return put_operand(out, e->args[0], kUnary);
    case ExprNode::Address:
      out += '&';
      return put_operand(out, e->args[0], kUnary);
    case ExprNode::Select:
      put_operand(out, e->args[0], kOr);
      out += " ? ";
      put(out, e->args[1]);
      out += " : ";
      return put_operand(out, e->args[2], kSelect);
  }
  internal_error("ir: expression of no kind");
}

std::string head(const StmtNode& s) {
  if (s.body.empty()) internal_error("ir: a loop or condition without a body");
  if (s.kind == StmtNode::If) return "if (" + str(s.cond) + ")";
  const std::string step = s.step ? s.name + " += " + str(s.step) : s.name + "++";
  return (s.unroll == Unroll::Inline ? "_Pragma(\"unroll\") " : "") + std::string("for (") +
         s.type.str() + " " + s.name + " = " + str(s.begin) + "; " + s.name + " < " + str(s.end) +
         "; " + step + ")";
}

/// Statements on one line: one as it is, several in braces.
std::string body_str(const std::vector<Stmt>& body) {
  if (body.size() == 1) return str(body[0]);
  std::string s = "{";
  for (const Stmt& b : body) s += " " + str(b);
  return s + " }";
}

/// A loop or condition on one line (a `#pragma unroll` cannot stand inside a line).
std::string headed_str(const StmtNode& s) {
  return head(s) + " " + body_str(s.body) + (s.other ? " else " + str(s.other) : "");
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
  std::string out;
  put(out, e);
  return out;
}

std::string str(const Stmt& s) {
  if (!s) internal_error("ir: printing an empty statement");
  switch (s->kind) {
    case StmtNode::Decl: {
      std::string d = (s->is_const ? "const " : "") + s->type.str() + " ";
      for (size_t i = 0; i < s->decls.size(); ++i) {
        const Declarator& x = s->decls[i];
        d += (i ? ", " : "") + x.name + (x.init ? " = " + str(x.init) : "");
      }
      if (s->count) d += "[" + std::to_string(s->count) + "]";
      return d + ";";
    }
    case StmtNode::Assign:
      return str(s->lhs) + " " + (s->compound ? info(s->op).text : "") + "= " + str(s->rhs) + ";";
    case StmtNode::Eval:
      return str(s->rhs) + ";";
    case StmtNode::For:
    case StmtNode::If:
      if (s->unroll == Unroll::Pragma) internal_error("ir: #pragma unroll inside a line");
      return headed_str(*s.get());
    case StmtNode::Block: {
      std::string b = s->braces ? "{" : "";
      for (size_t i = 0; i < s->body.size(); ++i)
        b += (i || s->braces ? " " : "") + str(s->body[i]);
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
