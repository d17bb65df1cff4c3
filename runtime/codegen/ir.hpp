// A small typed representation of generated OpenCL C (docs/architecture.md, "The code IR"):
// types with their vector width, expressions and statements, printed by ir_printer.cpp to
// the exact text the emitters wrote as strings before. Modelled on Halide's IR (src/IR.h)
// and IRPrinter, scaled down to what the vectorised emitters need: a vector's width lives in
// its Type, so vloadN/vstoreN, vector literals and the `.sN` components of a fold over its
// lanes come from the type rather than from numbers spliced into text.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace acl::detail {
class SourceWriter;
}

namespace acl::detail::ir {

/// The scalar kinds of OpenCL C; Named stands for a macro or typedef of the kernel
/// (ACL_COORD, ACL_INDEX), printed by its name.
enum class Scalar {
  Char, UChar, Short, UShort, Int, UInt, Long, ULong, Half, Float, Double, Named
};

/// A scalar kind and its vector width (lanes 1: a scalar). Printed as OpenCL names it:
/// float, float8, uint4.
struct Type {
  Scalar kind = Scalar::Int;
  unsigned lanes = 1;
  std::string name;  ///< Named types only

  /// The type an OpenCL type name denotes ("float8": Float, 8 lanes); a name that is not
  /// a built-in scalar or vector type is Named. Internal error for a vector width OpenCL
  /// lacks ("float5").
  static Type of(const std::string& text);
  static Type named(const std::string& name) { return Type{Scalar::Named, 1, name}; }
  /// The same kind with `n` lanes (an internal error for a width OpenCL lacks).
  Type with_lanes(unsigned n) const;
  Type element() const { return with_lanes(1); }
  bool is_vector() const { return lanes > 1; }
  bool is_float() const {
    return kind == Scalar::Half || kind == Scalar::Float || kind == Scalar::Double;
  }
  std::string str() const;
  bool operator==(const Type& o) const {
    return kind == o.kind && lanes == o.lanes && name == o.name;
  }
  bool operator!=(const Type& o) const { return !(*this == o); }
};

inline Type Float(unsigned lanes = 1) {
  return Type{Scalar::Float, lanes, ""};
}
inline Type Int(unsigned lanes = 1) {
  return Type{Scalar::Int, lanes, ""};
}
inline Type UInt(unsigned lanes = 1) {
  return Type{Scalar::UInt, lanes, ""};
}

/// Binary operators, named as in C.
enum class Op {
  Mul,
  Div,
  Mod,
  Add,
  Sub,
  Shl,
  Shr,
  Lt,
  Le,
  Gt,
  Ge,
  Eq,
  Ne,
  BitAnd,
  BitXor,
  BitOr,
  And,
  Or
};

struct ExprNode;

/// An expression: an immutable tree shared by value. Its type is that of the value: a
/// pointer's (a variable naming one) is its element's.
class Expr {
 public:
  Expr() = default;
  Expr(int v);                 // NOLINT: integer literals read as numbers in builders
  Expr(long v);                // NOLINT
  Expr(long long v);           // NOLINT
  Expr(unsigned v);            // NOLINT
  Expr(unsigned long v);       // NOLINT
  Expr(unsigned long long v);  // NOLINT
  explicit Expr(std::shared_ptr<const ExprNode> n) : n_(std::move(n)) {}
  const ExprNode* get() const { return n_.get(); }
  const ExprNode* operator->() const { return n_.get(); }
  explicit operator bool() const { return bool(n_); }
  Type type() const;

 private:
  std::shared_ptr<const ExprNode> n_;
};

struct ExprNode {
  enum Kind {
    Var,        ///< name
    IntLit,     ///< value
    Text,       ///< name: text printed as it is (ir::text says where it may stand)
    Binary,     ///< op, args[0] op args[1]
    Call,       ///< name(args...)
    Index,      ///< args[0][args[1]]
    Component,  ///< args[0].s<lane>
    Swizzle,    ///< args[0].s<lanes...>: several lanes of a vector, as a vector
    Cast,       ///< (type)args[0]
    Vector,     ///< (type)(args...): a vector literal
    Paren,      ///< (args[0]): parentheses the emitters write where C needs none
    Select,     ///< args[0] ? args[1] : args[2]
    View,       ///< *(name type*)&args[0]: the word of `type` at args[0]'s address
    Pointee,    ///< *(name type*)args[0]: the word of `type` at the pointer args[0]
    Pointer,    ///< (name type*)args[0]: args[0] as a pointer to `type`
    Address,    ///< &args[0]
  } kind = Var;
  Type type;
  std::string name;
  long long value = 0;
  Op op = Op::Add;
  unsigned lane = 0;
  std::vector<unsigned> lanes;  ///< Swizzle: the lanes picked, in order
  std::vector<Expr> args;
};

// ---- expression builders ----
Expr var(const std::string& name, const Type& t = Int());
Expr lit(long long v);
/// Escape hatch: text printed as it is and treated as a primary expression, so never put in
/// parentheses. Only for text that is one (a name, a call, a subscript, a parenthesised
/// expression), or that stands where nothing binds to it: a whole initializer, right-hand
/// side or call argument (and the text forms of Combine, which join text as they always
/// did). Anything an operator applies to is built from nodes.
Expr text(const std::string& t, const Type& type = Int());
Expr binary(Op op, Expr a, Expr b);
Expr call(const std::string& fn, const Type& result, std::vector<Expr> args);
/// vloadN(offset, ptr) of the vector type `t` (N its lanes).
Expr vload(const Type& t, Expr offset, Expr ptr);
/// vstoreN(value, offset, ptr), N the lanes of the value's type (an expression statement).
Expr vstore(Expr value, Expr offset, Expr ptr);
/// min/max of integers, fmin/fmax of reals, by the operands' type.
Expr min(Expr a, Expr b);
Expr max(Expr a, Expr b);
Expr select(Expr cond, Expr a, Expr b);
Expr index(Expr base, Expr i);
/// Lane `lane` of a vector (.s0 ... .sf); an internal error past its width.
Expr component(Expr v, unsigned lane);
/// Lanes `lanes` of a vector in that order (.s3210), a vector of as many lanes; an internal
/// error for a lane past its width or a count OpenCL has no vector of.
Expr swizzle(Expr v, std::vector<unsigned> lanes);
/// A vector's lanes in reverse order (.s3210 for four).
Expr reversed(Expr v);
/// clang's __builtin_shufflevector(x, y, mask...): lane j of the result is lane mask[j] of
/// x's lanes followed by y's; as many lanes as the mask has (x and y of one type).
Expr shuffle(Expr x, Expr y, const std::vector<size_t>& mask);
Expr cast(const Type& t, Expr e);
/// A vector literal (T)(a, b, ...): as many elements as T has lanes.
Expr vector(const Type& t, std::vector<Expr> elems);
Expr paren(Expr e);
/// The word of type `t` at the address of `lvalue`, through a pointer qualified `quals`
/// ("const __global"): `*(const __global uint4*)&g[i]`, a vector move of scalar words.
Expr view(const Type& t, const std::string& quals, Expr lvalue);
/// The word of type `t` at the pointer `ptr` (a scalar pointer plus an offset), through a
/// pointer qualified `quals`: `*(__local float4*)(acl_t1 + acl_at)`, a vector move of
/// scalar words (an lvalue where the pointer is not const).
Expr pointee(const Type& t, const std::string& quals, Expr ptr);
/// `ptr` as a pointer to `t` qualified `quals`: `(__local uint4*)acl_t0`, a scalar buffer
/// read as vectors (its type, as a variable naming a pointer, is its element's: `t`).
Expr pointer(const Type& t, const std::string& quals, Expr ptr);
/// The address of `lvalue`: `&acl_g1[i]` (typed as the lvalue, as pointers are).
Expr address(Expr lvalue);

Expr operator+(Expr a, Expr b);
Expr operator-(Expr a, Expr b);
Expr operator*(Expr a, Expr b);
Expr operator/(Expr a, Expr b);
Expr operator%(Expr a, Expr b);
Expr operator<(Expr a, Expr b);
Expr operator<=(Expr a, Expr b);
Expr operator>(Expr a, Expr b);
Expr operator>=(Expr a, Expr b);
Expr operator==(Expr a, Expr b);
Expr operator!=(Expr a, Expr b);
Expr operator&&(Expr a, Expr b);
Expr operator||(Expr a, Expr b);

/// How a statement with a body lays out: braces on their own lines (`for (...) {`, body,
/// `}`), on the head's line (`for (...) a;` or `for (...) { a; b; }`), or the body alone on
/// the next line, one level in.
enum class Layout { Braces, SameLine, NextLine };

/// A loop's unroll hint: none, `#pragma unroll` on the line before, or `_Pragma("unroll") `
/// before `for` on its line.
enum class Unroll { None, Pragma, Inline };

struct StmtNode;

class Stmt {
 public:
  Stmt() = default;
  explicit Stmt(std::shared_ptr<const StmtNode> n) : n_(std::move(n)) {}
  const StmtNode* get() const { return n_.get(); }
  const StmtNode* operator->() const { return n_.get(); }
  explicit operator bool() const { return bool(n_); }

 private:
  std::shared_ptr<const StmtNode> n_;
};

/// One declarator of a declaration: name = init (init may be empty).
struct Declarator {
  std::string name;
  Expr init;
};

struct StmtNode {
  enum Kind {
    Decl,    ///< [const] type a = x, b = y;
    Assign,  ///< lhs = rhs; or lhs op= rhs; (compound)
    Eval,    ///< an expression as a statement (a call)
    For,     ///< for (type name = begin; name < end; name++ / name += step) body
    If,      ///< if (cond) body [else other]
    Block,   ///< statements, braced or not, on their own lines or on one
    Line,    ///< a raw line (escape hatch)
  } kind = Line;
  Type type;
  bool is_const = false;
  size_t count = 0;  ///< Decl of an array: its one declarator's words
  std::vector<Declarator> decls;
  Expr lhs, rhs;
  bool compound = false;
  Op op = Op::Add;
  std::string name;  ///< For: the variable; Line: the text
  Expr begin, end, step, cond;
  std::vector<Stmt> body;  ///< For, If (then), Block
  Stmt other;              ///< If: else
  Layout layout = Layout::Braces;
  Unroll unroll = Unroll::None;
  bool braces = true;  ///< Block
};

// ---- statement builders ----
Stmt decl(const Type& t, std::vector<Declarator> ds, bool is_const = false);
Stmt decl(const Type& t, const std::string& name, Expr init, bool is_const = false);
/// An array of `count` words: type name[count];
Stmt decl_array(const Type& t, const std::string& name, size_t count);
Stmt assign(Expr lhs, Expr rhs);
/// lhs op= rhs (op: Add, Sub, Mul, Div, Mod, BitAnd, BitOr, BitXor, Shl, Shr).
Stmt update(Op op, Expr lhs, Expr rhs);
Stmt eval(Expr e);
/// for (int name = begin; name < end; name++) body, or `name += step` where step is set.
Stmt loop(const std::string& name, Expr begin, Expr end, Expr step, std::vector<Stmt> body,
          Layout layout = Layout::Braces, Unroll unroll = Unroll::None);
Stmt if_then(Expr cond, std::vector<Stmt> then, Layout layout = Layout::Braces,
             Stmt otherwise = Stmt());
/// Statements in braces ({ on a line, the statements one level in, } on a line; or all on
/// one line with `inline_`); unbraced, a plain sequence (on one line with `inline_`).
Stmt block(std::vector<Stmt> body, bool braces = true, bool inline_ = false);
Stmt line(const std::string& text);

// ---- printing (ir_printer.cpp) ----
std::string str(const Expr& e);
/// A statement on one line, as SameLine bodies print ("a += b;", "{ a; b; }").
std::string str(const Stmt& s);
/// The statement at the writer's indentation, in its layout.
void print(SourceWriter& w, const Stmt& s);

// ---- folds ----
/// One statement per lane of `v` (as many as its type has), `f(L, v.sL)` for lane L: a
/// vector spread over scalar words.
template <typename F>
std::vector<Stmt> for_lanes(const Expr& v, F f) {
  std::vector<Stmt> out;
  for (unsigned l = 0; l < v.type().lanes; ++l) out.push_back(f(l, component(v, l)));
  return out;
}
/// One statement per lane of `v`, `into(v.sL)`: a vector folded into a scalar accumulator.
template <typename F>
std::vector<Stmt> fold_lanes(const Expr& v, F into) {
  return for_lanes(v, [&](unsigned, const Expr& x) { return into(x); });
}

}  // namespace acl::detail::ir
