// acl-port's translation: libclang parses the OpenCL C file (with its preprocessor and the
// -D values given), each buffer access of the kernel becomes an affine form in the work-item
// ids, loop counters and scalar parameters (clamp() kept as an atom), each buffer is
// classified from its accesses, and User_main is printed from the AST with the accesses
// rewritten. Whatever this analysis cannot prove is refused with the source line.
#include "libclang.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <set>
#include <sstream>

#include <unistd.h>

#include "port.hpp"

#ifndef ACL_PORT_CLANG
#define ACL_PORT_CLANG "clang"
#endif
#ifndef ACL_PORT_RESOURCE_DIR
#define ACL_PORT_RESOURCE_DIR ""
#endif

namespace port {
namespace {

std::string str(CXString s) {
  const char* c = clang_getCString(s);
  std::string r = c ? c : "";
  clang_disposeString(s);
  return r;
}

/** The AST of the kernel, copied out of libclang once. */
struct Node {
  CXCursor c{};
  CXCursorKind kind{};
  std::vector<Node*> kids;
  Node* parent = nullptr;
  unsigned line = 0;
  std::string text;    // clang's pretty print
  std::string name;    // cursor spelling
  std::string ref;     // DeclRefExpr: key of the declaration; VarDecl/ParmDecl: own key
  std::string op;      // operators
  bool prefix = true;  // unary operators
  unsigned b = 0, e = 0;  // extent in the preprocessed buffer
};

std::string decl_key(CXCursor d) {
  CXSourceLocation loc = clang_getCursorLocation(d);
  unsigned line = 0, col = 0, off = 0;
  clang_getSpellingLocation(loc, nullptr, &line, &col, &off);
  return str(clang_getCursorSpelling(d)) + "@" + std::to_string(off);
}

unsigned line_of(CXCursor c) {  // the line in the original file (the #line markers of -E)
  CXString file;
  unsigned line = 0, col = 0;
  clang_getPresumedLocation(clang_getCursorLocation(c), &file, &line, &col);
  clang_disposeString(file);
  return line;
}

struct Tok {
  std::string s;
  unsigned b, e;  // offsets in the preprocessed buffer
};

unsigned offset_of(CXSourceLocation l) {
  unsigned off = 0;
  clang_getSpellingLocation(l, nullptr, nullptr, nullptr, &off);
  return off;
}

std::vector<Tok> tokens(CXTranslationUnit tu, CXSourceRange r) {
  CXToken* toks = nullptr;
  unsigned n = 0;
  clang_tokenize(tu, r, &toks, &n);
  std::vector<Tok> out;
  for (unsigned i = 0; i < n; i++) {
    CXSourceRange tr = clang_getTokenExtent(tu, toks[i]);
    out.push_back({str(clang_getTokenSpelling(tu, toks[i])), offset_of(clang_getRangeStart(tr)),
                   offset_of(clang_getRangeEnd(tr))});
  }
  clang_disposeTokens(tu, toks, n);
  return out;
}

bool word_char(char c) { return std::isalnum((unsigned char)c) || c == '_' || c == '.'; }

/** Tokens joined as a person writes them. */
std::string join(const std::vector<Tok>& t) {
  std::string s;
  static const std::set<std::string> no_after = {"(", "[", ".", "->", "!", "~"};
  static const std::set<std::string> no_before = {")", "]", ",", ";", ".", "->", "[", "++", "--"};
  static const std::set<std::string> binary_ok = {")", "]"};
  for (size_t i = 0; i < t.size(); i++) {
    const std::string& x = t[i].s;
    if (i > 0) {
      const std::string& p = t[i - 1].s;
      bool space = true;
      if (no_after.count(p) || no_before.count(x)) space = false;
      if (x == "(" && word_char(p.back())) space = false;
      if ((p == "-" || p == "+" || p == "*" || p == "&") &&
          (i == 1 || !(word_char(t[i - 2].s.back()) || binary_ok.count(t[i - 2].s))))
        space = false;  // unary
      if ((p == "++" || p == "--") && word_char(x[0]) && (i == 1 || !word_char(t[i - 2].s.back())))
        space = false;
      if (space) s += ' ';
    }
    s += x;
  }
  return s;
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\n"), e = s.find_last_not_of(" \t\n");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

/** A polynomial over symbols: "g0", "g1" (global ids), "p:name" (scalar parameters),
 * "l:key" (loop counters), "c<n>" (clamp atoms). */
using Mono = std::vector<std::string>;
using Poly = std::map<Mono, long long>;

Poly constant(long long v) { Poly p; if (v) p[{}] = v; return p; }
Poly symbol(const std::string& s) { Poly p; p[{s}] = 1; return p; }
void clean(Poly& p) {
  for (auto it = p.begin(); it != p.end();) it = it->second == 0 ? p.erase(it) : std::next(it);
}
Poly add(const Poly& a, const Poly& b, long long sb = 1) {
  Poly r = a;
  for (auto& [m, c] : b) r[m] += sb * c;
  clean(r);
  return r;
}
Poly mul(const Poly& a, const Poly& b) {
  Poly r;
  for (auto& [ma, ca] : a)
    for (auto& [mb, cb] : b) {
      Mono m = ma;
      m.insert(m.end(), mb.begin(), mb.end());
      std::sort(m.begin(), m.end());
      r[m] += ca * cb;
    }
  clean(r);
  return r;
}
bool is_const(const Poly& p, long long* v = nullptr) {
  if (p.empty()) { if (v) *v = 0; return true; }
  if (p.size() == 1 && p.begin()->first.empty()) { if (v) *v = p.begin()->second; return true; }
  return false;
}
bool mentions(const Poly& p, const std::string& prefix) {
  for (auto& [m, c] : p)
    for (auto& s : m)
      if (s.compare(0, prefix.size(), prefix) == 0) return true;
  return false;
}

struct Clamp {
  Poly v, lo, hi;
};

struct Interval {
  long long lo = 0, hi = 0;
};

struct Var {
  Node* decl = nullptr;
  Node* init = nullptr;
  int mods = 0;               // assignments, increments, address taken
  bool loop = false;          // a canonical for-loop counter
  Node* lo = nullptr;         // loop: first value
  Node* hi = nullptr;         // loop: bound
  bool hi_inclusive = false;
  bool pointer = false;       // derived from a buffer
  bool integer = false;
};

struct Fail {
  unsigned line;
  std::string reason;
};

/** An access to a buffer: where, how, and the index as a polynomial. */
struct Access {
  Node* node = nullptr;  // the ArraySubscriptExpr or the '*' UnaryOperator
  std::string param;
  Poly index;
  bool read = false, write = false;
  // classification
  enum Kind { Element, Window, Broadcast, View, Other } kind = Other;
  // View: the item's element of an array at another place of the buffer: row pitch `pitch`
  // (2-D; 1-D columns: the stride), first word `off`, parameters only
  Poly pitch, off;
  bool column = false;   // 1-D: the ids walk down a column (stride `pitch`)
  Poly dx, dy;           // Window: offsets
  bool clamped = false;
  bool affine = true;    // false: the index reads data (a gather), ac.why says where
  Fail why{0, ""};
  Poly offset;           // the base pointer's offset (for a gather's print)
};


}  // namespace

struct Analysis {
  CXIndex index = nullptr;
  CXTranslationUnit tu = nullptr;
  std::vector<std::unique_ptr<Node>> pool;
  Node* body = nullptr;
  std::map<std::string, Var> vars;
  std::map<std::string, size_t> param_of;  // key -> index in params
  std::vector<Param>* params = nullptr;
  std::vector<Clamp> clamps;
  std::vector<Node*> opaque;               // "e<n>": expressions of parameters, not affine
  std::map<std::string, CXCursor> functions;  // the file's other function definitions
  std::vector<Access> accesses;
  std::map<Node*, size_t> access_of;
  Node* guard = nullptr;                   // the bounds check statement
  Poly bound[2];                           // domain: 0 <= g_d < bound[d]
  bool bounded[2] = {false, false};
  unsigned dims = 1;
  bool returns = false;                    // returns other than the bounds check (-> continue)
  std::vector<Node*> guard_rest;           // the bounds check's other conditions
  bool guard_b = false;                    // the check is `if (x < w && ...) { body }`
  Node* bound_node[2] = {nullptr, nullptr};
  // The work-group size (reqd_work_group_size, else --local; 0: unknown). Where it is known,
  // get_group_id(d) * L + get_local_id(d) is get_global_id(d) (docs/acl-port.md).
  long long local[2] = {0, 0};
  bool detiled = false;                    // local tiles were stripped (a second parse)
  ~Analysis() {
    if (tu) clang_disposeTranslationUnit(tu);
    if (index) clang_disposeIndex(index);
  }

  Node* build(CXCursor c, Node* parent) {
    pool.push_back(std::make_unique<Node>());
    Node* n = pool.back().get();
    n->c = c;
    n->kind = clang_getCursorKind(c);
    n->parent = parent;
    n->line = line_of(c);
    n->name = str(clang_getCursorSpelling(c));
    CXSourceRange ext = clang_getCursorExtent(c);
    n->b = offset_of(clang_getRangeStart(ext));
    n->e = offset_of(clang_getRangeEnd(ext));
    std::vector<Tok> toks = tokens(tu, ext);
    n->text = join(toks);
    if (n->kind == CXCursor_DeclRefExpr) n->ref = decl_key(clang_getCursorReferenced(c));
    if (n->kind == CXCursor_VarDecl || n->kind == CXCursor_ParmDecl) n->ref = decl_key(c);
    std::vector<CXCursor> kids;
    clang_visitChildren(
        c,
        [](CXCursor k, CXCursor, CXClientData d) {
          static_cast<std::vector<CXCursor>*>(d)->push_back(k);
          return CXChildVisit_Continue;
        },
        &kids);
    for (CXCursor k : kids) n->kids.push_back(build(k, n));
    auto after = [&](unsigned off) -> std::string {  // the first token at or after `off`
      for (auto& t : toks)
        if (t.b >= off) return t.s;
      return "";
    };
    if ((n->kind == CXCursor_BinaryOperator || n->kind == CXCursor_CompoundAssignOperator ||
         n->kind == CXCursor_MemberRefExpr) && !n->kids.empty()) {
      n->op = after(n->kids[0]->e);
    } else if (n->kind == CXCursor_UnaryOperator && n->kids.size() == 1 && !toks.empty()) {
      n->prefix = toks.front().b < n->kids[0]->b;
      n->op = n->prefix ? toks.front().s : toks.back().s;
    }
    return n;
  }
};

namespace {

/** A walk's start printed as a zero: the value ACL_RNO* neighbours have outside the array. */
bool is_zero(const std::string& v) {
  return v == "0" || v == "0.0f" || v == "0.0" || v == "0u" || v == "0.f" || v == "0U";
}

/** Through parentheses and implicit conversions; an UnexposedExpr whose tokens are not its
 * child's (a vector component `o.x`, for one) is a construct of its own and stays. */
Node* strip(Node* n) {
  while (n->kids.size() == 1 && (n->kind == CXCursor_ParenExpr ||
                                 (n->kind == CXCursor_UnexposedExpr && n->text == n->kids[0]->text)))
    n = n->kids[0];
  return n;
}

std::string callee(Node* n) {  // CallExpr: the function's name
  return n->kind == CXCursor_CallExpr ? n->name : "";
}

struct Translator {
  Analysis& a;
  Translation& t;
  std::vector<Param>& params;
  std::vector<Fail> fails;

  std::vector<std::string> pass;  // --pass: buffers passed through rather than ACL_COMMON

  Translator(Analysis& an, Translation& tr) : a(an), t(tr), params(tr.params) {}

  [[noreturn]] void refuse(unsigned line, const std::string& why) { throw Fail{line, why}; }

  Param* param_ref(Node* n) {
    n = strip(n);
    if (n->kind != CXCursor_DeclRefExpr) return nullptr;
    auto it = a.param_of.find(n->ref);
    return it == a.param_of.end() ? nullptr : &params[it->second];
  }
  Var* var_ref(Node* n) {
    n = strip(n);
    if (n->kind != CXCursor_DeclRefExpr) return nullptr;
    auto it = a.vars.find(n->ref);
    return it == a.vars.end() ? nullptr : &it->second;
  }

  /** A function of the file the kernel calls: it is copied into the ACL source as it is, so
   * it must not ask for work-item or group positions, nor synchronise (nor its callees). */
  void helper(const std::string& name, unsigned line, std::set<std::string>* seen = nullptr,
              const std::string& chain = "") {
    std::set<std::string> own;
    if (!seen) seen = &own;
    const std::string path = chain + name + "()";
    if (!seen->insert(name).second) return;
    static const std::set<std::string> banned = {
        "get_global_id", "get_local_id", "get_group_id", "get_global_size", "get_local_size",
        "get_num_groups", "get_global_offset", "barrier", "mem_fence", "work_group_barrier"};
    std::vector<Tok> toks = tokens(a.tu, clang_getCursorExtent(a.functions[name]));
    for (size_t i = 0; i < toks.size(); i++) {
      if (banned.count(toks[i].s))
        refuse(line, "calls " + path + ", which uses " + toks[i].s + "(): helpers are copied as they "
                     "are, and positions inside them are not translated");
      if (i + 1 < toks.size() && toks[i + 1].s == "(" && toks[i].s != name && a.functions.count(toks[i].s))
        helper(toks[i].s, line, seen, path + ", which calls ");
    }
  }

  // ---- the first walk: forbidden constructs, variables, modifications, loops ----
  void scan(Node* n) {
    if (n->kind == CXCursor_CallExpr) {
      static const std::set<std::string> group = {"get_local_id", "get_group_id", "get_local_size",
                                                  "get_num_groups", "get_global_size",
                                                  "get_global_offset", "get_work_dim"};
      static const std::set<std::string> sync = {"barrier", "mem_fence", "read_mem_fence",
                                                 "write_mem_fence", "work_group_barrier"};
      const std::string f = callee(n);
      if (f == "get_local_id" || f == "get_group_id") {
        long long d = -1;
        Node* arg = n->kids.size() == 2 ? n->kids[1] : nullptr;
        CXEvalResult r = arg ? clang_Cursor_Evaluate(arg->c) : nullptr;
        if (r && clang_EvalResult_getKind(r) == CXEval_Int) d = clang_EvalResult_getAsLongLong(r);
        if (r) clang_EvalResult_dispose(r);
        if (d < 0 || d > 1)
          refuse(n->line, "calls " + f + "() of a dimension that is not a constant 0 or 1");
        if (!a.local[d])
          refuse(n->line, "calls " + f + "(" + std::to_string(d) + ") without a known work-group size "
                          "(give --local, or the kernel's reqd_work_group_size)");
        a.dims = std::max(a.dims, unsigned(d + 1));
      } else if (f == "get_local_size" && local_size_arg(n) >= 0) {
        // The work-group size, known (reqd_work_group_size, --local): a constant.
      } else if (group.count(f))
        refuse(n->line, "calls " + f + "(): the kernel organises its own work-groups (local tiles, "
                        "group-wise steps); not translated yet");
      if (sync.count(f)) refuse(n->line, "calls " + f + "(): work-items cooperate; not translated yet");
      if (f.compare(0, 6, "atomic") == 0 || f.compare(0, 5, "atom_") == 0)
        refuse(n->line, "calls " + f + "(): atomics; not translated yet");
      if (f.compare(0, 5, "vload") == 0 || f.compare(0, 6, "vstore") == 0) {
        // The buffers its pointer argument names pass through whole (vstore: written); a
        // pointer variable there is kept as declared, one that moves is refused.
        bool store = f.compare(0, 6, "vstore") == 0;
        std::function<void(Node*)> bufs = [&](Node* k) {
          if (k->kind == CXCursor_DeclRefExpr) {
            if (Param* b = param_ref(k)) {
              if (b->buffer) {
                if (store) unanalysed_written.insert(b->name);
                if (!unanalysed.count(b->name)) unanalysed[b->name] = {n->line, "handed to " + f + "()"};
              }
            } else if (Var* v = var_ref(k)) {
              // A pointer variable into a buffer (`d = dst + 4 * x`): that buffer, the
              // variable kept as declared.
              Param* b = nullptr;
              Poly off;
              bool into = false;
              if (v->pointer && v->init) try {
                  into = eval_ptr(k, b, off);
                } catch (const Fail&) {
                }
              if (v->pointer && (!into || v->mods))
                refuse(n->line, "calls " + f + "() through the pointer `" + k->name + "`, which acl-port cannot "
                                "follow to one place of a buffer");
              if (into) {
                if (store) unanalysed_written.insert(b->name);
                if (!unanalysed.count(b->name)) unanalysed[b->name] = {n->line, "handed to " + f + "()"};
              }
            }
          }
          for (Node* c : k->kids) bufs(c);
        };
        for (size_t i = 1; i < n->kids.size(); i++) bufs(n->kids[i]);
      }
      auto fn = a.functions.find(f);
      if (fn != a.functions.end()) helper(fn->first, n->line);
      if (f == "get_global_id") {
        long long d = -1;
        Node* arg = n->kids.size() == 2 ? n->kids[1] : nullptr;
        CXEvalResult r = arg ? clang_Cursor_Evaluate(arg->c) : nullptr;
        if (r && clang_EvalResult_getKind(r) == CXEval_Int) d = clang_EvalResult_getAsLongLong(r);
        if (r) clang_EvalResult_dispose(r);
        if (d < 0 || d > 1)
          refuse(n->line, d == 2 ? "get_global_id(2): 3-D NDRanges are not translated yet"
                                 : "get_global_id() of a dimension that is not a constant 0 or 1");
        a.dims = std::max(a.dims, unsigned(d + 1));
      }
    }
    if (n->kind == CXCursor_VarDecl) {
      Var& v = a.vars[n->ref];
      v.decl = n;
      CXType ty = clang_getCursorType(n->c);
      std::string ts = str(clang_getTypeSpelling(ty));
      if (ts.find("__local") != std::string::npos || ts.find("local ") == 0)
        refuse(n->line, "declares __local `" + n->name + "`: local-memory tiling is not stripped yet");
      v.pointer = ty.kind == CXType_Pointer;
      v.integer = (ty.kind >= CXType_Char_U && ty.kind <= CXType_Int128) ||
                  (ty.kind >= CXType_Char_S && ty.kind <= CXType_Int128);
      for (Node* k : n->kids)
        if (clang_isExpression(k->kind)) v.init = k;
    }
    auto modify = [&](Node* target) {
      Node* s = strip(target);
      if (Var* v = var_ref(s)) v->mods++;
      if (Param* p = param_ref(s)) {
        if (!p->buffer) {
          // A scalar parameter the kernel changes: treat it as a run-time value.
          a.vars[strip(s)->ref].mods++;
        } else {
          refuse(n->line, "assigns to the buffer pointer `" + p->name + "`");
        }
      }
    };
    if ((n->kind == CXCursor_BinaryOperator && n->op == "=") || n->kind == CXCursor_CompoundAssignOperator)
      modify(n->kids[0]);
    if (n->kind == CXCursor_UnaryOperator && (n->op == "++" || n->op == "--" || n->op == "&"))
      modify(n->kids[0]);
    if (n->kind == CXCursor_GotoStmt) refuse(n->line, "goto");
    for (Node* k : n->kids) scan(k);
  }

  /** Returns other than the bounds check become `continue` of the loop over the item's words;
   * from inside a loop of the kernel's they cannot. */
  void check_returns(Node* n, bool in_loop = false) {
    if (n == a.guard && !a.guard_b) return;
    if (n->kind == CXCursor_ReturnStmt) {
      if (in_loop) refuse(n->line, "returns from inside a loop");
      a.returns = true;
    }
    bool loop = n->kind == CXCursor_ForStmt || n->kind == CXCursor_WhileStmt || n->kind == CXCursor_DoStmt;
    for (Node* k : n->kids) check_returns(k, in_loop || loop);
  }

  void find_loops(Node* n) {
    if (n->kind == CXCursor_ForStmt && n->kids.size() == 4) {
      Node *init = n->kids[0], *cond = strip(n->kids[1]), *inc = strip(n->kids[2]);
      if (init->kind == CXCursor_DeclStmt && init->kids.size() == 1 &&
          init->kids[0]->kind == CXCursor_VarDecl) {
        Var& v = a.vars[init->kids[0]->ref];
        bool cond_ok = cond->kind == CXCursor_BinaryOperator && (cond->op == "<" || cond->op == "<=") &&
                       var_ref(cond->kids[0]) == &v;
        bool inc_ok = (inc->kind == CXCursor_UnaryOperator && inc->op == "++" && var_ref(inc->kids[0]) == &v) ||
                      (inc->kind == CXCursor_CompoundAssignOperator && inc->op == "+=" &&
                       var_ref(inc->kids[0]) == &v && strip(inc->kids[1])->text == "1");
        if (cond_ok && inc_ok && v.integer && v.init && v.mods == 1) {
          v.loop = true;
          v.lo = v.init;
          v.hi = cond->kids[1];
          v.hi_inclusive = cond->op == "<=";
        }
      }
    }
    for (Node* k : n->kids) find_loops(k);
  }

  // ---- expressions of parameters only, not affine ((w + 1) / 2, min(w, h)): a symbol each,
  // "e<n>", its value computed from the parameters' where a size needs it ----
  static bool params_only(const Poly& p) {
    for (auto& [m, c] : p)
      for (auto& sym : m)
        if (sym.compare(0, 2, "p:") != 0 && sym[0] != 'e') return false;
    return true;
  }
  Poly opaque(Node* n) {
    std::string text = ptext(n);
    for (size_t i = 0; i < a.opaque.size(); i++)
      if (ptext(a.opaque[i]) == text) return symbol("e" + std::to_string(i));
    a.opaque.push_back(n);
    return symbol("e" + std::to_string(a.opaque.size() - 1));
  }
  /** The expression in parameters, locals replaced by their initialisers. */
  std::string ptext(Node* n) {
    while (n->kind == CXCursor_UnexposedExpr && n->kids.size() == 1 && n->text == n->kids[0]->text)
      n = n->kids[0];
    switch (n->kind) {
      case CXCursor_IntegerLiteral:
        return n->text;
      case CXCursor_ParenExpr:
        return "(" + ptext(n->kids[0]) + ")";
      case CXCursor_CStyleCastExpr:
        return ptext(n->kids.back());
      case CXCursor_UnaryOperator:
        return n->op + ptext(n->kids[0]);
      case CXCursor_BinaryOperator:
        return ptext(n->kids[0]) + " " + n->op + " " + ptext(n->kids[1]);
      case CXCursor_CallExpr: {
        if (n->name == "get_local_size" && local_size_arg(n) >= 0) return std::to_string(local_size_arg(n));
        std::string r = n->name + "(";
        for (size_t i = 1; i < n->kids.size(); i++) r += (i > 1 ? ", " : "") + ptext(n->kids[i]);
        return r + ")";
      }
      case CXCursor_DeclRefExpr:
        if (Param* p = param_ref(n)) {
          if (sink)
            for (auto& [key, idx] : a.param_of)
              if (&params[idx] == p) sink->insert(key);
          return p->name;
        }
        if (Var* v = var_ref(n))
          if (!v->mods && v->init) return "(" + ptext(v->init) + ")";
        break;
      default:
        break;
    }
    throw Fail{n->line, "`" + n->text + "` is not an expression of parameters"};
  }
  long long pnum(Node* n, const std::map<std::string, long long>& values) {
    n = strip(n);
    switch (n->kind) {
      case CXCursor_IntegerLiteral:
        return eval(n).empty() ? 0 : eval(n).begin()->second;
      case CXCursor_ParenExpr:
        return pnum(n->kids[0], values);
      case CXCursor_CStyleCastExpr:
        return pnum(n->kids.back(), values);
      case CXCursor_UnaryOperator:
        if (n->op == "-") return -pnum(n->kids[0], values);
        if (n->op == "+") return pnum(n->kids[0], values);
        break;
      case CXCursor_BinaryOperator: {
        long long x = pnum(n->kids[0], values), y = pnum(n->kids[1], values);
        if (n->op == "+") return x + y;
        if (n->op == "-") return x - y;
        if (n->op == "*") return x * y;
        if ((n->op == "/" || n->op == "%") && y == 0) throw Fail{n->line, "a size divides by zero"};
        if (n->op == "/") return x / y;
        if (n->op == "%") return x % y;
        if (n->op == "<<") return x << y;
        if (n->op == ">>") return x >> y;
        break;
      }
      case CXCursor_CallExpr:
        if (n->name == "get_local_size" && local_size_arg(n) >= 0) return local_size_arg(n);
        if (n->kids.size() == 3 && (n->name == "min" || n->name == "max")) {
          long long x = pnum(n->kids[1], values), y = pnum(n->kids[2], values);
          return n->name == "min" ? std::min(x, y) : std::max(x, y);
        }
        break;
      case CXCursor_DeclRefExpr:
        if (Param* p = param_ref(n)) {
          auto it = values.find(p->name);
          if (it == values.end()) throw Fail{n->line, "no range for p:" + p->name};
          return it->second;
        }
        if (Var* v = var_ref(n))
          if (!v->mods && v->init) return pnum(v->init, values);
        break;
      default:
        break;
    }
    throw Fail{n->line, "`" + n->text + "` cannot be computed from the parameters"};
  }

  // ---- polynomials ----
  /** get_group_id(d) * L_d (L_d the work-group size) is get_global_id(d) - get_local_id(d):
   * a multiple c * L_d of the group's number becomes c * (g_d - lid_d), so that the local id
   * cancels where the source adds it back (`x0 = get_group_id(0) * B; x = x0 + lx`). */
  Poly groups(const Poly& p) {
    Poly r;
    for (auto& [m, c] : p) {
      int d = -1;
      for (auto& sym : m)
        if (sym == "grp0" || sym == "grp1") d = sym[3] - '0';
      if (d < 0 || c % a.local[d]) {
        r = add(r, Poly{{m, c}});
        continue;
      }
      std::vector<std::string> mg, ml;
      for (auto& sym : m) {
        bool g = sym == "grp" + std::to_string(d);
        mg.push_back(g ? "g" + std::to_string(d) : sym);
        ml.push_back(g ? "lid" + std::to_string(d) : sym);
      }
      std::sort(mg.begin(), mg.end());
      std::sort(ml.begin(), ml.end());
      r = add(r, Poly{{mg, c / a.local[d]}});
      r = add(r, Poly{{ml, c / a.local[d]}}, -1);
    }
    clean(r);
    return r;
  }

  Poly eval(Node* n) {
    n = strip(n);
    switch (n->kind) {
      case CXCursor_IntegerLiteral:
      case CXCursor_CharacterLiteral: {
        CXEvalResult r = clang_Cursor_Evaluate(n->c);
        long long v = 0;
        bool ok = r && clang_EvalResult_getKind(r) == CXEval_Int;
        if (ok) v = clang_EvalResult_getAsLongLong(r);
        if (r) clang_EvalResult_dispose(r);
        if (!ok) refuse(n->line, "index: cannot read the literal " + n->text);
        return constant(v);
      }
      case CXCursor_CStyleCastExpr:
        return eval(n->kids.back());
      case CXCursor_UnaryOperator:
        if (n->op == "-") return add(Poly{}, eval(n->kids[0]), -1);
        if (n->op == "+") return eval(n->kids[0]);
        break;
      case CXCursor_BinaryOperator: {
        if (n->op == "+" || n->op == "-" || n->op == "*") {
          Poly l = eval(n->kids[0]), r = eval(n->kids[1]);
          return groups(n->op == "+" ? add(l, r) : n->op == "-" ? add(l, r, -1) : mul(l, r));
        }
        if (n->op == "/" || n->op == "%" || n->op == "<<" || n->op == ">>") {
          Poly l = eval(n->kids[0]), r = eval(n->kids[1]);
          long long x, y;
          if (is_const(l, &x) && is_const(r, &y) && (n->op[0] == '<' || n->op[0] == '>' || y != 0))
            return constant(n->op == "/" ? x / y : n->op == "%" ? x % y : n->op == "<<" ? x << y : x >> y);
          if (n->op == "<<" && is_const(r, &y) && y >= 0 && y < 31) return mul(l, constant(1ll << y));
          if (params_only(l) && params_only(r)) return opaque(n);
          refuse(n->line, "index `" + n->text + "`: the operator " + n->op +
                              " of a variable is not affine");
        }
        break;
      }
      case CXCursor_CallExpr: {
        std::string f = callee(n);
        if (f == "get_global_id") {
          CXEvalResult r = clang_Cursor_Evaluate(n->kids[1]->c);
          long long d = clang_EvalResult_getAsLongLong(r);
          clang_EvalResult_dispose(r);
          return symbol("g" + std::to_string(d));
        }
        if (f == "get_local_id" || f == "get_group_id") {
          CXEvalResult r = clang_Cursor_Evaluate(n->kids[1]->c);
          long long d = clang_EvalResult_getAsLongLong(r);
          clang_EvalResult_dispose(r);
          if (a.local[d] == 1) return f == "get_local_id" ? Poly{} : symbol("g" + std::to_string(d));
          return symbol((f == "get_local_id" ? "lid" : "grp") + std::to_string(d));
        }
        if (f == "get_local_size" && local_size_arg(n) >= 0) return constant(local_size_arg(n));
        if (f == "clamp" && n->kids.size() == 4) {
          a.clamps.push_back({eval(n->kids[1]), eval(n->kids[2]), eval(n->kids[3])});
          return symbol("c" + std::to_string(a.clamps.size() - 1));
        }
        if ((f == "min" || f == "max") && n->kids.size() == 3 && params_only(eval(n->kids[1])) &&
            params_only(eval(n->kids[2])))
          return opaque(n);
        refuse(n->line, "index `" + n->text + "`: calls " + f + "(), not an affine function");
      }
      case CXCursor_DeclRefExpr: {
        if (Param* p = param_ref(n)) {
          if (p->buffer) break;
          if (p->scalar.is_float) refuse(n->line, "index uses the float parameter `" + p->name + "`");
          auto vit = a.vars.find(n->ref);
          if (vit != a.vars.end() && vit->second.mods)
            refuse(n->line, "index uses the parameter `" + p->name + "`, which the kernel changes");
          return symbol("p:" + p->name);
        }
        if (Var* v = var_ref(n)) {
          if (v->loop) return symbol("l:" + n->ref);
          if (v->mods == 0 && v->init && v->integer) return eval(v->init);
          refuse(n->line, "index uses `" + n->name + "`, a value computed at run time (" +
                              (v->mods ? "assigned in the kernel" : "not an integer constant") + ")");
        }
        break;
      }
      default:
        break;
    }
    refuse(n->line, "index `" + n->text + "` is not an affine form of ids, loop counters and "
                    "parameters");
  }

  /** get_local_size(d) with d a constant 0 or 1 and the work-group size known: that size, else -1. */
  long long local_size_arg(Node* n) {
    if (n->kids.size() != 2) return -1;
    CXEvalResult r = clang_Cursor_Evaluate(n->kids[1]->c);
    long long d = -1;
    if (r && clang_EvalResult_getKind(r) == CXEval_Int) d = clang_EvalResult_getAsLongLong(r);
    if (r) clang_EvalResult_dispose(r);
    if (d < 0 || d > 1 || !a.local[d]) return -1;
    return a.local[d];
  }

  /** The buffer a pointer expression points into (`src + max(y - 1, 0) * w`), whatever the
   * offset; null if none. */
  Param* base_buffer(Node* n) {
    n = strip(n);
    if (n->kind == CXCursor_CStyleCastExpr) return base_buffer(n->kids.back());
    if (Param* p = param_ref(n)) return p->buffer ? p : nullptr;
    if (Var* v = var_ref(n)) return v->pointer && v->init ? base_buffer(v->init) : nullptr;
    if (n->kind == CXCursor_BinaryOperator && (n->op == "+" || n->op == "-")) {
      if (Param* b = base_buffer(n->kids[0])) return b;
      if (n->op == "+") return base_buffer(n->kids[1]);
    }
    return nullptr;
  }

  /** A pointer expression: the buffer and the offset in elements. */
  bool eval_ptr(Node* n, Param*& buf, Poly& off) {
    n = strip(n);
    if (n->kind == CXCursor_CStyleCastExpr) {
      if (!eval_ptr(n->kids.back(), buf, off)) return false;
      CXType to = clang_getCursorType(n->c);
      long long size = to.kind == CXType_Pointer ? clang_Type_getSizeOf(clang_getPointeeType(to)) : -1;
      if (size != (long long)buf->word_size) {
        // Another element size (`((__global uchar16*)src)[i]`): not analysed; the buffer
        // passes through whole, the cast printed as written.
        if (buf->type.find("const") == std::string::npos) unanalysed_written.insert(buf->name);
        if (!unanalysed.count(buf->name))
          unanalysed[buf->name] = {n->line, "cast to `" + n->text.substr(0, n->text.find(')') + 1) + "`"};
        return false;
      }
      return true;
    }
    if (Param* p = param_ref(n)) {
      if (!p->buffer) return false;
      buf = p;
      off = {};
      return true;
    }
    if (Var* v = var_ref(n)) {
      if (!v->pointer || !v->init) return false;
      if (v->mods) {
        // A pointer that moves (`row = src + (y + 1) * w`): not followed; the buffer it
        // starts in passes through whole, the pointer kept as the source has it. Every
        // assignment must stay in that buffer (checked where it is printed).
        Param* b = base_buffer(v->init);
        if (!b) refuse(n->line, "the pointer `" + n->name + "` into a buffer changes at run time");
        if (b->type.find("const") == std::string::npos) unanalysed_written.insert(b->name);
        if (!unanalysed.count(b->name)) unanalysed[b->name] = {n->line, "pointer `" + n->name + "` that moves"};
        return false;
      }
      try {
        return eval_ptr(v->init, buf, off);
      } catch (const Fail& f) {
        // A pointer at a place read from data (`s = src + o.y * w + o.x`): not followed, as
        // one that moves.
        Param* b = base_buffer(v->init);
        if (!b) throw;
        if (b->type.find("const") == std::string::npos) unanalysed_written.insert(b->name);
        if (!unanalysed.count(b->name)) unanalysed[b->name] = {n->line, "pointer `" + n->name + "` at a place "
                                                                        "acl-port cannot follow"};
        return false;
      }
    }
    if (n->kind == CXCursor_BinaryOperator && (n->op == "+" || n->op == "-")) {
      if (eval_ptr(n->kids[0], buf, off)) {
        off = add(off, eval(n->kids[1]), n->op == "+" ? 1 : -1);
        return true;
      }
      if (n->op == "+" && eval_ptr(n->kids[1], buf, off)) {
        off = add(off, eval(n->kids[0]));
        return true;
      }
    }
    if (n->kind == CXCursor_UnaryOperator && n->op == "&") {
      Node* k = strip(n->kids[0]);
      if (k->kind == CXCursor_ArraySubscriptExpr && eval_ptr(k->kids[0], buf, off)) {
        off = add(off, eval(k->kids[1]));
        return true;
      }
    }
    return false;
  }

  // ---- the guard: `if (x >= w || y >= h) return;` as the kernel's first if ----
  void find_guard() {
    // Form A: `if (x >= w || y >= h) return;` (with other conditions too), the first if of the
    // body. Form B: `if (x < w && y < h) { ... }`, the body's last statement, without else.
    for (Node* s : a.body->kids) {
      if (s->kind != CXCursor_IfStmt) continue;
      if (s->kids.size() != 2) return;
      Node* then = s->kids[1];
      if (then->kind == CXCursor_CompoundStmt && then->kids.size() == 1) then = then->kids[0];
      bool form_b = false;
      if (then->kind != CXCursor_ReturnStmt || !then->kids.empty()) {
        if (s != a.body->kids.back()) return;
        form_b = true;
      }
      const std::string join = form_b ? "&&" : "||";
      std::vector<Node*> terms;
      std::function<void(Node*)> split = [&](Node* c) {
        c = strip(c);
        if (c->kind == CXCursor_BinaryOperator && c->op == join) {
          split(c->kids[0]);
          split(c->kids[1]);
        } else {
          terms.push_back(c);
        }
      };
      split(s->kids[0]);
      Poly bound[2];
      Node* bound_node[2] = {nullptr, nullptr};
      bool bounded[2] = {false, false};
      std::vector<Node*> rest;  // other conditions
      for (Node* c : terms) {
        Node *id = c->kids.size() == 2 ? c->kids[0] : nullptr, *b = id ? c->kids[1] : nullptr;
        // form A: id >= B or B <= id; form B: id < B or B > id
        const char* direct = form_b ? "<" : ">=";
        const char* mirrored = form_b ? ">" : "<=";
        // One work-item: `id != 0` (form A), `id == 0` (form B) bound the id by 1.
        const char* single = form_b ? "==" : "!=";
        // Inclusive: `id > B` (form A), `id <= B` (form B) bound the id by B + 1.
        const char* incl = form_b ? "<=" : ">";
        const char* incl_mirrored = form_b ? ">=" : "<";
        bool one = false, inclusive = false;
        if (c->kind == CXCursor_BinaryOperator && c->op == mirrored) std::swap(id, b);
        else if (c->kind == CXCursor_BinaryOperator && c->op == single) one = true;
        else if (c->kind == CXCursor_BinaryOperator && c->op == incl) inclusive = true;
        else if (c->kind == CXCursor_BinaryOperator && c->op == incl_mirrored) {
          std::swap(id, b);
          inclusive = true;
        } else if (c->kind != CXCursor_BinaryOperator || c->op != direct) id = nullptr;
        Poly ip, bp;
        int d = -1;
        if (id) try {
            ip = eval(id);
            bp = eval(b);
            if (one) {
              long long z = -1;
              if (!is_const(bp, &z) || z != 0) throw Fail{c->line, ""};
              bp = Poly{{{}, 1}};
            }
            if (inclusive) bp = add(bp, constant(1));
            // id + o >= B with o in parameters: the bound of the id is B - o
            for (int k = 0; k < 2 && d < 0; k++) {
              Poly o = add(ip, symbol("g" + std::to_string(k)), -1);
              if (ip.count({"g" + std::to_string(k)}) && ip.at({"g" + std::to_string(k)}) == 1 &&
                  params_only(o)) {
                d = k;
                bp = add(bp, o, -1);
              }
            }
            if (mentions(bp, "g") || mentions(bp, "l:") || mentions(bp, "c")) d = -1;
          } catch (const Fail&) {
            d = -1;
          }
        if (d < 0 || bounded[d]) {
          rest.push_back(c);
          continue;
        }
        bound[d] = bp;
        bound_node[d] = b;
        bounded[d] = true;
      }
      if (!bounded[0] && !bounded[1]) return;
      a.guard = s;
      a.guard_b = form_b;
      a.guard_rest = rest;
      for (int d = 0; d < 2; d++) {
        a.bound[d] = bound[d];
        a.bound_node[d] = bound_node[d];
        a.bounded[d] = bounded[d];
      }
      return;
    }
  }

  // ---- accesses ----
  void find_accesses(Node* n) {
    Node* base = nullptr;
    Poly idx;
    if (n->kind == CXCursor_ArraySubscriptExpr) base = n->kids[0];
    if (n->kind == CXCursor_UnaryOperator && n->op == "*") base = n->kids[0];
    Param* buf = nullptr;
    Poly off;
    if (base && eval_ptr(base, buf, off)) {
      Access ac;
      ac.node = n;
      ac.param = buf->name;
      ac.offset = off;
      if (n->kind == CXCursor_ArraySubscriptExpr) {
        try {
          ac.index = add(off, eval(n->kids[1]));
          if (mentions(ac.index, "lid") || mentions(ac.index, "grp"))
            throw Fail{n->line, "index `" + n->kids[1]->text + "` depends on the work-group "
                                "(a local id or a group number left over)"};
        } catch (const Fail& f) {
          ac.affine = false;  // a gather: read through the data (pass-through), never written
          ac.why = f;
        }
      } else {
        ac.index = off;
      }
      {
        // A kernel of one work-item (`if (get_global_id(0) != 0) return;`): its id is 0, so a
        // word at a place given by parameters is the item's element of a one-word array there.
        long long one = 0;
        if (ac.affine && a.dims == 1 && a.bounded[0] && is_const(a.bound[0], &one) && one == 1 &&
            !mentions(ac.index, "g"))
          ac.index = add(ac.index, symbol("g0"));
      }
      // read or written: look at the parent through parentheses
      Node* child = n;
      Node* p = n->parent;
      while (p && p->kind == CXCursor_ParenExpr) { child = p; p = p->parent; }
      bool lhs = p && !p->kids.empty() && p->kids[0] == child;
      if (p && p->kind == CXCursor_BinaryOperator && p->op == "=" && lhs) ac.write = true;
      else if (p && p->kind == CXCursor_CompoundAssignOperator && lhs) ac.read = ac.write = true;
      else if (p && p->kind == CXCursor_UnaryOperator && (p->op == "++" || p->op == "--"))
        ac.read = ac.write = true;
      else if (p && p->kind == CXCursor_UnaryOperator && p->op == "&")
        refuse(n->line, "takes the address of an element of `" + buf->name + "`");
      else if (p && p->kind == CXCursor_MemberRefExpr && p->parent &&
               p->parent->kind == CXCursor_BinaryOperator && p->parent->op == "=" &&
               p->parent->kids[0] == p)
        refuse(n->line, "writes a member of an element of `" + buf->name + "`");
      else ac.read = true;
      buf->read |= ac.read;
      buf->written |= ac.write;
      a.access_of[n] = a.accesses.size();
      a.accesses.push_back(ac);
      // An index that is not affine may hold further accesses (a[b[i]]); the base's pointer
      // arithmetic holds none (eval_ptr would have refused it).
      if (!ac.affine) find_accesses(n->kids[1]);
      return;
    }
    for (Node* k : n->kids) find_accesses(k);
  }

  /** Splits the index into (row, column) at the width W: I = Ry * W + Rx. */
  bool split_rows(const Poly& I, const Poly& W, Poly& ry, Poly& rx) {
    ry.clear();
    rx.clear();
    long long wc;
    if (is_const(W, &wc)) {
      if (wc <= 0) return false;
      for (auto& [m, c] : I) {
        bool row = false;
        for (auto& s : m) {
          if (s == "g1") row = true;
          if (s[0] == 'c' && mentions(a.clamps[std::stoi(s.substr(1))].v, "g1")) row = true;
          if (s.compare(0, 2, "l:") == 0 && c % wc == 0 && c != 0) row = true;
        }
        if (m.empty()) {
          long long q = (c + (c >= 0 ? wc / 2 : -(wc / 2))) / wc;
          if (q) ry[{}] += q;
          if (c - q * wc) rx[{}] += c - q * wc;
          continue;
        }
        if (row) {
          if (c % wc) return false;
          ry[m] += c / wc;
        } else {
          rx[m] += c;
        }
      }
      clean(ry);
      clean(rx);
      return true;
    }
    if (W.size() != 1 || W.begin()->second <= 0) return false;
    const Mono& wm = W.begin()->first;
    const long long wk = W.begin()->second;  // W = wk * wm (2 * w, for one)
    for (auto& [m, c] : I) {
      Mono rest = m;
      bool has = c % wk == 0;
      for (auto& s : wm) {
        auto it = std::find(rest.begin(), rest.end(), s);
        if (it == rest.end()) { has = false; break; }
        rest.erase(it);
      }
      if (has) ry[rest] += c / wk;
      else rx[m] += c;
    }
    clean(ry);
    clean(rx);
    return true;
  }

  /** Part = g + d, or clamp(g + d, 0, B - 1); d over loop counters and constants. */
  bool axis(const Poly& part, int dim, Poly& d, bool& clamped, int& clamps) {
    const std::string g = "g" + std::to_string(dim);
    Poly p = part;
    if (p.size() == 1 && p.begin()->second == 1 && p.begin()->first.size() == 1 &&
        p.begin()->first[0][0] == 'c') {
      const Clamp& c = a.clamps[std::stoi(p.begin()->first[0].substr(1))];
      if (!c.lo.empty() || !a.bounded[dim] || c.hi != add(a.bound[dim], constant(1), -1)) return false;
      p = c.v;
      clamped = true;
      clamps++;
    }
    auto it = p.find({g});
    if (it == p.end() || it->second != 1) return false;
    d = p;
    d.erase({g});
    for (auto& [m, c] : d)
      for (auto& s : m)
        if (s.compare(0, 2, "l:") != 0) return false;
    return true;
  }

  Interval range(const Poly& p, const std::map<std::string, Interval>& sym) {
    Interval r{0, 0};
    for (auto& [m, c] : p) {
      Interval t{c, c};
      for (auto& s : m) {
        auto it = sym.find(s);
        if (it == sym.end()) throw Fail{0, "no range for " + s};
        long long v[4] = {t.lo * it->second.lo, t.lo * it->second.hi, t.hi * it->second.lo,
                          t.hi * it->second.hi};
        t = {*std::min_element(v, v + 4), *std::max_element(v, v + 4)};
      }
      r.lo += t.lo;
      r.hi += t.hi;
    }
    return r;
  }

  /** Ranges of loop counters that depend on constants only (for margins). */
  std::map<std::string, Interval> loop_ranges(const std::map<std::string, Interval>& base) {
    std::map<std::string, Interval> sym = base;
    bool progress = true;
    while (progress) {
      progress = false;
      for (auto& [key, v] : a.vars) {
        if (!v.loop || sym.count("l:" + key)) continue;
        try {
          Interval lo = range(eval(v.lo), sym), hi = range(eval(v.hi), sym);
          sym["l:" + key] = {lo.lo, hi.hi - (v.hi_inclusive ? 0 : 1)};
          progress = true;
        } catch (const Fail&) {
        }
      }
    }
    return sym;
  }

  /** I = g1 * P + g0 + off (2-D) or g0 * S + off (1-D), P, S and off in parameters only. */
  bool view_of(Access& ac) {
    Poly coef, off;
    const std::string lead = a.dims == 2 ? "g1" : "g0";
    bool g0_once = a.dims == 1;
    for (auto& [m, c] : ac.index) {
      long n = std::count(m.begin(), m.end(), lead);
      if (a.dims == 2 && m == Mono{"g0"}) {
        if (c != 1) return false;
        g0_once = true;
        continue;
      }
      if (n == 1) {
        Mono rest = m;
        rest.erase(std::find(rest.begin(), rest.end(), lead));
        coef[rest] += c;
        continue;
      }
      if (n > 1) return false;
      off[m] += c;
    }
    clean(coef);
    clean(off);
    if (!g0_once || coef.empty() || !params_only(coef) || !params_only(off)) return false;
    ac.pitch = coef;
    ac.off = off;
    ac.column = a.dims == 1 && coef != constant(1);
    if (a.dims == 1 && !ac.column) ac.pitch.clear();
    return true;
  }

  void classify() {
    std::map<std::string, Interval> consts = loop_ranges({});
    // The view: the written buffers must be element-wise.
    for (Access& ac : a.accesses) {
      if (!ac.affine) {
        ac.kind = Access::Other;
        continue;
      }
      Poly ry, rx, dx, dy;
      bool clamped = false;
      int nclamps = 0;
      bool ids = mentions(ac.index, "g");
      for (auto& [m, c] : ac.index)
        for (auto& s : m)
          if (s[0] == 'c' && mentions(a.clamps[std::stoi(s.substr(1))].v, "g")) ids = true;
      if (!ids) {
        ac.kind = Access::Broadcast;
        continue;
      }
      bool ok = false;
      if (a.dims == 1) {
        ok = axis(ac.index, 0, dx, clamped, nclamps);
      } else if (a.bounded[0] && split_rows(ac.index, a.bound[0], ry, rx)) {
        bool cy = false, cx = false;
        ok = axis(ry, 1, dy, cy, nclamps) && axis(rx, 0, dx, cx, nclamps);
        clamped = cy || cx;
        // an unclamped axis must not move
        if (ok && ((!cy && !dy.empty()) || (!cx && !dx.empty()))) ok = false;
      }
      if (ok && a.dims == 1 && !clamped && !dx.empty()) ok = false;
      if (!ok) {
        ac.kind = view_of(ac) ? Access::View : Access::Other;
        continue;
      }
      ac.dx = dx;
      ac.dy = dy;
      ac.clamped = clamped;
      ac.kind = dx.empty() && dy.empty() ? Access::Element : Access::Window;
    }
    // Buffers handed to a helper function (`randu(seed, i)`): its accesses are not known, so
    // the buffer passes through, read and written; the helper gets the __global pointer.
    std::map<std::string, unsigned> handed;
    std::function<void(Node*)> find_handed = [&](Node* n) {
      if (n->kind == CXCursor_CallExpr)
        for (size_t i = 1; i < n->kids.size(); i++) {
          Node* k = strip(n->kids[i]);
          while (k->kind == CXCursor_UnexposedExpr && k->kids.size() == 1) k = strip(k->kids[0]);
          if (k->kind != CXCursor_DeclRefExpr) continue;
          if (Param* b = param_ref(k))
            if (b->buffer && a.functions.count(callee(n)) && !handed.count(b->name)) handed[b->name] = k->line;
        }
      for (Node* k : n->kids) find_handed(k);
    };
    find_handed(a.body);
    // Per buffer.
    for (Param& p : params) {
      if (!p.buffer) continue;
      std::vector<Access*> acs;
      for (Access& ac : a.accesses)
        if (ac.param == p.name) acs.push_back(&ac);
      if (handed.count(p.name)) {
        p.used = p.read = p.written = p.handed = true;
        pass_written(p, acs, handed[p.name], "handed to a function of the file, whose accesses are not analysed");
        continue;
      }
      if (unanalysed.count(p.name)) {
        const Use& u = unanalysed[p.name];
        p.used = p.read = p.handed = true;
        if (unanalysed_written.count(p.name)) {
          p.written = true;
          pass_written(p, acs, u.line, u.what + ", accesses acl-port does not analyse");
          continue;
        }
        for (Access* ac : acs) ac->kind = Access::Other;
        p.carry = Carry::PassThrough;
        p.why = "read through a " + u.what + " (line " + std::to_string(u.line) + "), accesses acl-port does "
                "not analyse: passed through as __global";
        continue;
      }
      if (acs.empty()) continue;
      p.used = true;
      // One view for every access (an element access is the view at offset 0 and the
      // domain's width): level-1 data at that place of the buffer.
      bool any_view = false, one_view = true;
      for (Access* ac : acs) any_view |= ac->kind == Access::View;
      if (any_view) {
        for (Access* ac : acs) {
          if (ac->kind == Access::Element) {  // as a view
            ac->kind = Access::View;
            ac->pitch = a.dims == 2 ? a.bound[0] : Poly{};
            ac->off.clear();
            ac->column = false;
          }
          one_view &= ac->kind == Access::View && ac->pitch == acs[0]->pitch &&
                      ac->off == acs[0]->off && ac->column == acs[0]->column;
        }
        // A first word below a term of parameters (`max(0, d - h) - 1`) may lie before the
        // buffer at some values (the items there skip the access): no view.
        auto c0 = acs[0]->off.find(Mono{});
        bool before_start = false;
        if (one_view && c0 != acs[0]->off.end() && c0->second < 0) {
          one_view = before_start = true;
          one_view = false;
          if (p.written) {
            pass_written(p, acs, acs[0]->node->line, "accessed at `" + strip(acs[0]->node)->text +
                                                         "`, an array whose first word may lie before the buffer");
            continue;
          }
        }
        if (one_view) {
          p.carry = Carry::Level1;
          p.view = true;
          p.column = acs[0]->column;
          p.pitch_poly = acs[0]->pitch;
          p.off_poly = acs[0]->off;
          std::set<std::string> dummy;
          std::set<std::string>* saved = sink;
          sink = &dummy;
          p.pitch_text = p.pitch_poly.empty() ? "" : print_index(p.pitch_poly);
          p.offset_text = p.off_poly.empty() ? "0" : print_index(p.off_poly);
          sink = saved;
          p.why = std::string(p.written ? (p.read ? "read and written" : "written") : "read") +
                  " at the item's element of " +
                  (p.column ? "a column (stride " + p.pitch_text + ")" : "an array") +
                  " starting at word " + p.offset_text +
                  (a.dims == 2 ? " with rows of " + p.pitch_text + " words" : "") +
                  ": ACL's offset" + (p.column || a.dims == 2 ? " and row_pitch" : "");
          if (p.written) {
            if (!p.read && !unconditional_write(acs)) {
              p.read = true;
              p.why += "; not surely written by every work-item, so also read";
            }
          }
          continue;
        }
        if (p.written) {
          Access* w = nullptr;  // the write the others are compared with
          for (Access* ac : acs)
            if (ac->write && ac->kind == Access::View && !w) w = ac;
          for (Access* ac : acs) {
            if (!ac->affine) {
              pass_written(p, acs, ac->node->line, "accessed at an index that is not affine (" + ac->why.reason + ")");
              break;
            }
            if (!w) w = ac;
            if (ac != w && (ac->kind != Access::View || ac->pitch != w->pitch || ac->off != w->off)) {
              pass_written(p, acs, ac->node->line, "written at `" + strip(w->node)->text + "` and " +
                                           (ac->write ? "written" : "read") + " at `" +
                                           strip(ac->node)->text + "`, another place of the buffer");
              break;
            }
          }
          if (p.carry == Carry::PassThrough) continue;
        }
        for (Access* ac : acs)
          if (ac->kind == Access::View) ac->kind = Access::Other;  // read: pass-through
        Access* second = nullptr;
        for (Access* ac : acs)
          if (!second && strip(ac->node)->text != strip(acs[0]->node)->text) second = ac;
        p.carry = Carry::PassThrough;
        if (before_start) {
          p.why = "read at `" + strip(acs[0]->node)->text + "`, an array whose first word may lie before "
                  "the buffer (at some parameter values): passed through as __global";
          continue;
        }
        p.why = "read at `" + strip(acs[0]->node)->text + "` and at `" +
                strip((second ? second : acs[0])->node)->text + "` (line " +
                std::to_string((second ? second : acs[0])->node->line) +
                "): two places (a window without clamped edges, or two arrays), which one "
                "attribute cannot carry: passed through as __global";
        continue;
      }
      bool all_b = true, all_l1 = true;
      unsigned margin = 0;
      Access* other = nullptr;
      for (Access* ac : acs) {
        all_b &= ac->kind == Access::Broadcast;
        all_l1 &= ac->kind == Access::Element || ac->kind == Access::Window;
        if (ac->kind == Access::Other && !other) other = ac;
        if (ac->kind == Access::Window) {
          Interval ix, iy;
          try {
            ix = range(ac->dx, consts);
            iy = range(ac->dy, consts);
          } catch (const Fail&) {
            refuse(ac->node->line, "the window of `" + p.name + "` depends on loop bounds that "
                                   "are not constants: no fixed margin");
          }
          long long m = std::max({-ix.lo, ix.hi, -iy.lo, iy.hi, 0ll});
          if (m > 64) refuse(ac->node->line, "`" + p.name + "` is read " + std::to_string(m) +
                                                 " words away: wider than ACL's margin of 64");
          margin = std::max(margin, unsigned(m));
        }
      }
      if (p.written) {
        for (Access* ac : acs)
          if (!ac->affine && p.carry != Carry::PassThrough)
            pass_written(p, acs, ac->node->line, "accessed at an index that is not affine (" + ac->why.reason + ")");
        if (p.carry == Carry::PassThrough) continue;
        bool unconditional = unconditional_write(acs);
        // A transformed write-back: written only, always at the place a transform sends (x, y).
        bool write_only = true;
        for (Access* ac : acs) write_only &= ac->write && !ac->read && ac->index == acs[0]->index;
        if (write_only && a.dims == 2 && a.bounded[0] && a.bounded[1] && acs[0]->kind != Access::Element) {
          const Poly x = symbol("g0"), y = symbol("g1"), W = a.bound[0], H = a.bound[1], one = constant(1);
          const Poly xr = add(add(W, one, -1), x, -1), yr = add(add(H, one, -1), y, -1);  // W-1-x, H-1-y
          struct Cand {
            unsigned code;
            const char* name;
            Poly index;
            bool swapped;
          } cands[] = {{19, "ACL_SPECIAL_MIRROR_TRANSPOSE", add(mul(x, H), y), true},
                       {16, "ACL_SPECIAL_ROT90", add(mul(x, H), yr), true},
                       {17, "ACL_SPECIAL_ROT180", add(mul(yr, W), xr), false},
                       {18, "ACL_SPECIAL_ROT270", add(mul(xr, H), y), true},
                       {20, "ACL_SPECIAL_FLIP", add(mul(y, W), xr), false}};
          bool done = false;
          for (const Cand& c : cands) {
            if (acs[0]->index != c.index) continue;
            if (!unconditional)
              refuse(acs[0]->node->line, "`" + p.name + "` is written where " + c.name + " sends the "
                                         "item's element, but not by every work-item (a condition, a "
                                         "loop or an early return): a transformed write-back writes "
                                         "whole blocks");
            p.carry = Carry::Level1;
            p.special = c.code;
            p.special_name = c.name;
            p.swapped = c.swapped;
            p.why = std::string("written where ") + c.name + " sends the work-item's element (`" +
                    strip(acs[0]->node)->text + "`): User_main writes in the source's orientation, "
                    "the destination is " + (c.swapped ? "H x W" : "W x H");
            done = true;
          }
          if (done) continue;
        }
        for (Access* ac : acs)
          if (ac->kind != Access::Element && p.carry != Carry::PassThrough)
            pass_written(p, acs, ac->node->line, std::string(ac->write ? "written" : "read") + " at `" +
                                         strip(ac->node)->text + "`, not at the work-item's own element");
        if (p.carry == Carry::PassThrough) continue;
        p.carry = Carry::Level1;
        p.why = p.read ? "read and written at the work-item's own element"
                       : "written at the work-item's own element, never read";
        if (!p.read && !unconditional) {
          p.read = true;
          p.why += "; not surely written by every work-item (inside a condition or a loop), so "
                   "also read: the words it leaves keep their values";
        }
        continue;
      }
      if (all_l1) {
        p.carry = Carry::Level1;
        p.margin = margin;
        p.why = margin ? "read in a window of +-" + std::to_string(margin) +
                             " words around the work-item's element, edges clamped"
                       : "read at the work-item's own element";
        continue;
      }
      bool ranges = false;  // some index walks a loop: a table, not a word at a fixed place
      for (Access* ac : acs) ranges |= mentions(ac->index, "l:");
      if (all_b && !ranges) {
        p.carry = Carry::PassThrough;
        p.why = "every work-item reads the same word(s) at a place given by parameters (`" +
                strip(acs[0]->node)->text + "`): passed through as __global";
        continue;
      }
      if (all_b && ranges) {
        // A loop counter from data (`for (e = nodes[i].first; ...)`): no words to size.
        std::string from_data;
        for (Access* ac : acs)
          for (auto& [m, c] : ac->index)
            for (auto& sym : m) {
              if (sym.compare(0, 2, "l:") != 0) continue;
              const Var& v = a.vars[sym.substr(2)];
              try {
                eval(v.lo);
                eval(v.hi);
              } catch (const Fail&) {
                if (from_data.empty()) from_data = strip(ac->node)->text;
              }
            }
        if (!from_data.empty()) {
          p.carry = Carry::PassThrough;
          p.why = "read at `" + from_data + "`, a loop counter whose bounds are read from data: "
                  "passed through as __global, indexed as the original does";
          continue;
        }
      }
      if (all_b && std::find(pass.begin(), pass.end(), p.name) == pass.end()) {
        p.carry = Carry::Common;
        p.why = "every work-item reads the same words (the index names no work-item id); the whole "
                "array goes to local memory (where it does not fit, ACL_PLAN_DOES_NOT_FIT: --pass " +
                p.name + " passes it through)";
        // Its words as the source writes them, where every index is a loop counter from 0.
        for (Access* ac : acs) {
          const Poly& ix = ac->index;
          std::string text;
          if (ix.size() == 1 && ix.begin()->second == 1 && ix.begin()->first.size() == 1 &&
              ix.begin()->first[0].compare(0, 2, "l:") == 0) {
            const Var& v = a.vars[ix.begin()->first[0].substr(2)];
            long long lo = -1;
            if (is_const(eval(v.lo), &lo) && lo == 0)
              text = strip(v.hi)->text + (v.hi_inclusive ? " + 1" : "");
          }
          if (text.empty() || (!p.words_text.empty() && text != p.words_text)) {
            p.words_text.clear();
            break;
          }
          p.words_text = text;
        }
        continue;
      }
      if (all_b) {
        p.carry = Carry::PassThrough;
        p.why = "every work-item reads the same words; passed through as __global (--pass)";
        continue;
      }
      p.carry = Carry::PassThrough;
      if (!other) {  // read at the element (or a window) and also at the same words for all
        for (Access* ac : acs)
          if (ac->kind == Access::Broadcast && !other) other = ac;
        p.why = "read at the item's element and at `" + strip(other->node)->text + "` (line " +
                std::to_string(other->node->line) + "), the same words for all: one attribute "
                "cannot carry both; passed through as __global, indexed as the original does";
        continue;
      }
      p.why = "read at `" + strip(other->node)->text + "` (line " + std::to_string(other->node->line) +
              "), neither the item's element, a window around it nor the same words for all: "
              "passed through as __global, indexed as the original does";
    }
  }

  /** A written buffer that no attribute carries: passed through as `__global`, every access
   * as the original makes it (ids as positions). Each work-item of the original runs once in
   * the translation, so where the original's items do not depend on each other's words in
   * one launch (which it needs to be correct without barriers), neither do the translation's;
   * the bounds check stays so that padding words write nothing. */
  void pass_written(Param& p, std::vector<Access*>& acs, unsigned line, const std::string& why) {
    if (walked)
      refuse(line, "`" + p.name + "` is written, and " + why + ", inside the walk's loop: "
                             "its iterations become items of their own");
    for (Access* ac : acs) ac->kind = Access::Other;
    p.carry = Carry::PassThrough;
    p.margin = 0;
    p.view = false;
    p.why = "written, and " + why + " (line " + std::to_string(line) + "): no attribute "
            "carries it; passed through as __global, read and written as the original does";
    written_pass = true;
  }
  /** Whether a use of a buffer is an argument of a call (through casts and parentheses). */
  bool has_call_parent(Node* n) {
    Node* q = n->parent;
    while (q && (q->kind == CXCursor_UnexposedExpr || q->kind == CXCursor_ParenExpr)) q = q->parent;
    return q && q->kind == CXCursor_CallExpr && a.functions.count(callee(q));
  }
  struct Use {
    unsigned line;
    std::string what;
  };
  std::map<std::string, Use> unanalysed;         // buffers used through casts or vector loads
  std::set<std::string> unanalysed_written;      // ... and written so (or not const)
  bool written_pass = false;  // some written buffer passes through: the bounds check stays
  bool walked = false;        // the kernel is a walk rewritten into items

  /** Whether a write-only access is surely made by every work-item: a statement at the top
   * level of the body (or of the bounds check's block), no early return. */
  bool unconditional_write(const std::vector<Access*>& acs) {
    if (a.returns) return false;
    for (Access* ac : acs) {
      if (!ac->write || ac->read) continue;
      Node* q = ac->node->parent;
      while (q && q->kind == CXCursor_ParenExpr) q = q->parent;
      Node* top = a.body;
      if (a.guard_b && a.guard_rest.empty()) {
        Node* in = ac->node;
        while (in->parent && in->parent != a.body) in = in->parent;
        if (in == a.guard) {
          top = a.guard->kids[1];
          if (top->kind != CXCursor_CompoundStmt) {
            if (q && strip(top) == q) return true;
            continue;
          }
        }
      }
      Node* st = ac->node;
      while (st->parent && st->parent != top) st = st->parent;
      if (st->parent == top && q && strip(st) == q) return true;
    }
    return false;
  }

  /** 1-D kernels: the level-1 buffers must walk the same way (along a row, or down a column
   * through a stride); the view decides, read buffers of the other way pass through. */
  void orient() {
    if (a.dims != 1) return;
    const Param* lead = nullptr;
    for (const Param& p : params)
      if (p.carry == Carry::Level1 && p.written && !lead) lead = &p;
    for (const Param& p : params)
      if (p.carry == Carry::Level1 && !lead) lead = &p;
    if (!lead) return;
    column_ids = lead->column;
    for (Param& p : params) {
      if (p.carry != Carry::Level1 || p.column == column_ids) continue;
      unsigned line = 0;
      for (Access& ac : a.accesses)
        if (ac.param == p.name && !line) line = ac.node->line;
      if (p.written)
        refuse(line, "`" + p.name + "` is written along " + (p.column ? "a column" : "a row") + ", `" +
                         lead->name + "` along " + (column_ids ? "a column" : "a row") +
                         ": one launch cannot cut both");
      p.carry = Carry::PassThrough;
      p.view = false;
      p.margin = 0;
      p.why = "read along " + std::string(p.column ? "a column" : "a row") + " while `" + lead->name +
              "` goes along " + (column_ids ? "a column" : "a row") + ": passed through as __global";
      for (Access& ac : a.accesses)
        if (ac.param == p.name) ac.kind = Access::Other;
    }
  }
  bool column_ids = false;  // 1-D: get_global_id(0) walks down a column (port_y)

  // ---- printing User_main ----
  struct Dropped {
    std::set<std::string> vars;  // declared
    std::set<std::string> refs;  // referenced by the initialisers
    std::string text;
  };
  std::vector<Dropped> dropped;
  std::set<std::string>* sink = nullptr;
  std::set<std::string> refs;
  std::string view;

  std::string print_index(const Poly& p) {
    if (p.empty()) return "0";
    std::string s;
    std::vector<std::pair<Mono, long long>> terms(p.begin(), p.end());
    std::stable_partition(terms.begin(), terms.end(), [](const auto& t) { return !t.first.empty(); });
    for (auto& [m, c] : terms) {  // the constant last: n - t - 1
      std::string term;
      for (auto& sym : m) {
        std::string name;
        if (sym.compare(0, 2, "l:") == 0) {
          name = sym.substr(2, sym.find('@') - 2);
          sink->insert(sym.substr(2));
        } else if (sym == "g0" || sym == "g1") {
          name = sym == "g0" && !column_ids ? "port_x" : "port_y";
        } else if ((sym == "grp0" || sym == "grp1" || sym == "lid0" || sym == "lid1") && !walked &&
                   a.local[sym.back() - '0'] > 1) {  // as get_group_id / get_local_id print
          std::string g = sym.back() == '0' && !column_ids ? "port_x" : "port_y";
          name = "(" + g + (sym[0] == 'l' ? " % " : " / ") + std::to_string(a.local[sym.back() - '0']) + ")";
        } else if (sym.compare(0, 2, "p:") == 0) {
          name = sym.substr(2);
          for (auto& [key, idx] : a.param_of)
            if (params[idx].name == name) sink->insert(key);
        } else if (sym[0] == 'e') {
          name = "(" + ptext(a.opaque[std::stoi(sym.substr(1))]) + ")";
        } else if (sym[0] == 'c') {
          const Clamp& c = a.clamps[std::stoi(sym.substr(1))];
          name = "clamp(" + print_index(c.v) + ", " + print_index(c.lo) + ", " + print_index(c.hi) + ")";
        } else {
          name = sym;
        }
        term += (term.empty() ? "" : " * ") + name;
      }
      long long ac = c < 0 ? -c : c;
      if (term.empty()) term = std::to_string(ac);
      else if (ac != 1) term = std::to_string(ac) + " * " + term;
      s += s.empty() ? (c < 0 ? "-" + term : term) : (c < 0 ? " - " : " + ") + term;
    }
    return s;
  }

  std::string access_text(const Access& ac) {
    const Param& p = *std::find_if(params.begin(), params.end(),
                                   [&](const Param& q) { return q.name == ac.param; });
    if (p.carry == Carry::Level1) {
      if (p.margin == 0) return p.name + "[port_i]";
      std::string dy = "port_i";
      if (!ac.dy.empty()) {
        std::string o = print_index(ac.dy);
        dy += o[0] == '-' ? " - " + o.substr(1) : " + " + o;
      }
      return "*get_acl_xy(" + p.name + ", " + print_index(ac.dx) + ", " + dy + ")";
    }
    if (!ac.affine) {
      std::string o = ac.offset.empty() ? "" : print_index(ac.offset) + " + ";
      return p.name + "[" + o + expr(ac.node->kids[1]) + "]";
    }
    return p.name + "[" + print_index(ac.index) + "]";
  }

  Fail group_value{0, ""};  // the first get_local_id/get_group_id printed as a value
  std::string walk_var, walk_buffer;  // a walk down columns (unwalk): the carried variable, the buffer
  bool walk_rows = false;             // the walk is along rows: the carried value starts at the left word
  std::string walk_decl;              // its declaration without initialiser, "T s"
  std::string walk_init;              // its first value, printed

  bool droppable(Node* decl_stmt) {  // integer or buffer-pointer locals without side effects
    for (Node* v : decl_stmt->kids) {
      if (v->kind != CXCursor_VarDecl) return false;
      auto it = a.vars.find(v->ref);
      if (it == a.vars.end() || !it->second.init || it->second.mods) return false;
      if (it->second.pointer) continue;
      if (!it->second.integer) return false;
      bool side = false;
      std::function<void(Node*)> walk = [&](Node* n) {
        if (n->kind == CXCursor_CallExpr && callee(n) != "get_global_id" && callee(n) != "clamp" &&
            callee(n) != "min" && callee(n) != "max" && callee(n) != "get_local_id" &&
            callee(n) != "get_group_id")
          side = true;
        if (n->kind == CXCursor_BinaryOperator && n->op == "=") side = true;
        if (n->kind == CXCursor_CompoundAssignOperator) side = true;
        if (n->kind == CXCursor_UnaryOperator && (n->op == "++" || n->op == "--")) side = true;
        if (a.access_of.count(n)) side = true;
        for (Node* k : n->kids) walk(k);
      };
      walk(it->second.init);
      if (side) return false;
    }
    return true;
  }

  std::string type_of(Node* n) {
    std::string t = str(clang_getTypeSpelling(clang_getCursorType(n->c)));
    for (size_t at; (at = t.find("__private ")) != std::string::npos;) t.erase(at, 10);
    return t;
  }

  std::string expr(Node* n) {
    auto acc = a.access_of.find(n);
    if (acc != a.access_of.end()) return access_text(a.accesses[acc->second]);
    switch (n->kind) {
      case CXCursor_UnexposedExpr:
        if (n->kids.size() == 1 && n->text == n->kids[0]->text) return expr(n->kids[0]);
        if (n->kids.size() == 1 && n->text.size() > n->kids[0]->text.size() &&
            n->text.compare(0, n->kids[0]->text.size(), n->kids[0]->text) == 0 &&
            n->text[n->kids[0]->text.size()] == '.') {
          // a vector component or swizzle: `o.x`, `v.s01`
          std::string rest = n->text.substr(n->kids[0]->text.size());
          bool plain = rest.size() > 1;
          for (size_t i = 1; i < rest.size(); i++) plain &= word_char(rest[i]) && rest[i] != '.';
          if (plain) return expr(n->kids[0]) + rest;
        }
        break;
      case CXCursor_ParenExpr:
        return "(" + expr(n->kids[0]) + ")";
      case CXCursor_ArraySubscriptExpr:  // not an access acl-port analyses (through a cast)
        if (n->kids.size() != 2) break;
        return expr(n->kids[0]) + "[" + expr(n->kids[1]) + "]";
      case CXCursor_BinaryOperator:
      case CXCursor_CompoundAssignOperator:
        if (Var* v = var_ref(strip(n->kids[0])))  // a pointer that moves: within its buffer
          if (v->pointer && v->init && v->mods && n->op == "=" && base_buffer(n->kids[1]) != base_buffer(v->init))
            refuse(n->line, "the pointer `" + strip(n->kids[0])->name + "` is set to a place outside the "
                            "buffer it starts in");
        return expr(n->kids[0]) + " " + n->op + " " + expr(n->kids[1]);
      case CXCursor_UnaryOperator:
        if (n->op.empty()) break;
        return n->prefix ? n->op + expr(n->kids[0]) : expr(n->kids[0]) + n->op;
      case CXCursor_ConditionalOperator:
        return expr(n->kids[0]) + " ? " + expr(n->kids[1]) + " : " + expr(n->kids[2]);
      case CXCursor_CStyleCastExpr:
        return "(" + type_of(n) + ")" + expr(n->kids.back());
      case CXCursor_CompoundLiteralExpr: {  // a vector literal `(float3)(a, b, c)`
        Node* init = n->kids.back();
        if (init->kind != CXCursor_InitListExpr) break;
        std::string s = "(" + type_of(n) + ")(";
        for (size_t i = 0; i < init->kids.size(); i++) s += (i ? ", " : "") + expr(init->kids[i]);
        return s + ")";
      }
      case CXCursor_MemberRefExpr:
        if (n->kids.size() == 1) return expr(n->kids[0]) + n->op + n->name;
        break;
      case CXCursor_CallExpr: {
        std::string f = callee(n);
        if (f == "get_global_id") {
          std::string d = strip(n->kids[1])->text;
          return d == "0" && !column_ids ? "port_x" : "port_y";
        }
        if (f == "get_local_size" && local_size_arg(n) >= 0) return std::to_string(local_size_arg(n));
        if (f == "get_local_id" || f == "get_group_id") {  // refused if it stays (not dropped)
          // In a work-group of one item along d, the group's number is the global id and the
          // local id is 0.
          std::string d = strip(n->kids[1])->text;
          if ((d == "0" || d == "1") && a.local[d[0] - '0'] == 1)
            return f == "get_local_id" ? "0" : d == "0" && !column_ids ? "port_x" : "port_y";
          // A kernel without barriers (scan refuses them; a stripped tile's is gone) sees its
          // work-groups only through these values: with the work-group size L known, the
          // item at global position g is item g % L of group g / L, as in the original.
          if ((d == "0" || d == "1") && a.local[d[0] - '0'] > 1 && !walked) {
            std::string g = d == "0" && !column_ids ? "port_x" : "port_y";
            std::string L = std::to_string(a.local[d[0] - '0']);
            return "(" + g + (f == "get_local_id" ? " % " : " / ") + L + ")";
          }
          if (!group_value.line) group_value = {n->line, f};
          return "\x04" + f + "(" + strip(n->kids[1])->text + ")";
        }
        int nargs = clang_Cursor_getNumArguments(n->c);
        if (nargs < 0 || size_t(nargs) + 1 != n->kids.size()) break;
        std::string s = f + "(";
        for (int i = 0; i < nargs; i++) s += (i ? ", " : "") + expr(n->kids[i + 1]);
        return s + ")";
      }
      case CXCursor_DeclRefExpr: {
        if (Param* p = param_ref(n))
          if (p->buffer && !(p->carry == Carry::PassThrough && n->parent && has_call_parent(n)) &&
              !(p->carry == Carry::PassThrough && unanalysed.count(p->name)))
            refuse(n->line, "the buffer `" + p->name + "` is used other than through an index "
                            "(handed to a function, compared, copied)");
        if (Var* v = var_ref(n))
          if (v->pointer && v->init) {
            Param* b = nullptr;
            Poly off;
            if (eval_ptr(n, b, off) && !(b->carry == Carry::PassThrough && unanalysed.count(b->name)))
              refuse(n->line, "the pointer `" + n->name + "` into `" + b->name +
                                  "` is used other than through an index");
          }
        sink->insert(n->ref);
        return n->name;
      }
      default:
        break;
    }
    // Anything else: clang's own print, when nothing inside needs rewriting.
    std::function<void(Node*)> walk = [&](Node* k) {
      if (a.access_of.count(k))
        refuse(k->line, "an access to `" + a.accesses[a.access_of[k]].param + "` inside `" + n->text +
                            "`, a construct acl-port does not rewrite yet");
      if (k->kind == CXCursor_CallExpr &&
          (callee(k) == "get_global_id" || callee(k) == "get_local_id" || callee(k) == "get_group_id"))
        refuse(k->line, "get_global_id inside `" + n->text + "`, a construct acl-port does not rewrite");
      if (k->kind == CXCursor_DeclRefExpr) {
        if (Param* p = param_ref(k))
          if (p->buffer) refuse(k->line, "the buffer `" + p->name + "` is used inside `" + n->text + "`");
        sink->insert(k->ref);
      }
      for (Node* c : k->kids) walk(c);
    };
    walk(n);
    return n->text;
  }

  std::string indent(int d) { return std::string(4 * d, ' '); }

  std::string stmt(Node* n, int d) {
    switch (n->kind) {
      case CXCursor_CompoundStmt: {
        std::string s = "{\n";
        for (Node* k : n->kids) s += stmt(k, d + 1);
        return s + indent(d) + "}\n";
      }
      case CXCursor_DeclStmt: {
        bool drop = droppable(n);
        Dropped rec;
        std::set<std::string>* saved = sink;
        if (drop) sink = &rec.refs;
        std::string s;
        for (Node* v : n->kids) {
          if (v->kind != CXCursor_VarDecl) {
            sink = saved;
            return indent(d) + expr(n) + "\n";
          }
          std::string ty = type_of(v);
          if (ty.find('[') != std::string::npos && n->kids.size() == 1 && !drop &&
              ty.find("__global") == std::string::npos && ty.find("__constant") == std::string::npos) {
            // A private array: as written (its initialiser may not touch buffers or ids).
            s += indent(d) + expr(v) + ";\n";
            continue;
          }
          if (ty.find('[') != std::string::npos && n->kids.size() > 1 && !drop &&
              v->text.find('=') == std::string::npos &&
              ty.find("__global") == std::string::npos && ty.find("__constant") == std::string::npos &&
              ty.find("__local") == std::string::npos) {
            // A private array declared beside other variables (`float cur[R], y = 0.0f;`),
            // without an initialiser: its own declaration.
            size_t br = ty.find('[');
            s += indent(d) + trim(ty.substr(0, br)) + " " + v->name + ty.substr(br) + ";\n";
            continue;
          }
          bool kept_pointer = false;  // into a buffer whose accesses are not followed
          if (ty.find('[') == std::string::npos) {
            auto vi = a.vars.find(v->ref);
            if (vi != a.vars.end() && vi->second.pointer && vi->second.init)
              if (Param* b = base_buffer(vi->second.init))
                kept_pointer = b->carry == Carry::PassThrough && unanalysed.count(b->name);
          }
          if (!kept_pointer && (ty.find('[') != std::string::npos || ty.find("__global") != std::string::npos ||
                                ty.find("__constant") != std::string::npos)) {
            if (!drop) refuse(v->line, "declares `" + v->name + "` of type " + ty + ", which acl-port "
                                       "does not rewrite yet");
          }
          if (!walk_var.empty() && v->name == walk_var && d == 2 && n->parent == a.body) {
            walk_decl = ty + " " + v->name;  // before the loop over the item's words
            auto wv = a.vars.find(v->ref);
            Node* wi = wv != a.vars.end() ? wv->second.init : nullptr;
            walk_init = wi ? expr(wi) : "";
            if (walk_rows) {
              // Along rows: each of the item's words is in a row of its own, so the carried
              // value starts, in place, at the word to its left (ACL_RNO1's left neighbour;
              // zeros left of the first column, where another start is taken instead).
              std::string left = "get_acl_nbh(" + walk_buffer + ", 2)[port_i]";
              if (!is_zero(walk_init))
                left = "get_acl_origin(" + walk_buffer + ", 0) == 0 ? (" + walk_init + ") : " + left;
              s += indent(d) + walk_decl + " = " + left + ";\n";
            }
            continue;
          }
          rec.vars.insert(v->ref);
          auto it = a.vars.find(v->ref);
          Node* init = it != a.vars.end() ? it->second.init : nullptr;
          bool pointer = it != a.vars.end() && it->second.pointer;
          // A pointer into a buffer: every use was rewritten, but where the buffer's accesses
          // are not followed (a vstore through it), it is kept as declared.
          if (pointer && drop && !kept_pointer) continue;
          s += indent(d) + ty + " " + v->name + (init ? " = " + expr(init) : "") + ";\n";
        }
        sink = saved;
        if (!drop) return s;
        rec.text = s;
        dropped.push_back(rec);
        return "\x01" + std::to_string(dropped.size() - 1) + "\x02";
      }
      case CXCursor_ForStmt: {
        if (n->kids.size() == 1) {  // `for (;;)`: no init, condition or step
          std::string head = n->text.substr(0, n->text.find(')') + 1);
          head.erase(std::remove(head.begin(), head.end(), ' '), head.end());
          if (head == "for(;;)") return indent(d) + "for (;;)" + trim_block(stmt(n->kids[0], d), d);
        }
        if (n->kids.size() != 4) break;
        std::string init = stmt(n->kids[0], 0);
        while (!init.empty() && (init.back() == '\n' || init.back() == ';')) init.pop_back();
        if (init.find('\x01') != std::string::npos)
          refuse(n->line, "a loop whose counter acl-port cannot keep");
        return indent(d) + "for (" + trim(init) + "; " + expr(n->kids[1]) + "; " + expr(n->kids[2]) +
               ")" + trim_block(stmt(n->kids[3], d), d);
      }
      case CXCursor_WhileStmt:
        if (n->kids.size() != 2) break;
        return indent(d) + "while (" + expr(n->kids[0]) + ")" + trim_block(stmt(n->kids[1], d), d);
      case CXCursor_DoStmt:
        if (n->kids.size() != 2) break;
        return indent(d) + "do" + trim_block(stmt(n->kids[0], d), d) + indent(d) + "while (" +
               expr(n->kids[1]) + ");\n";
      case CXCursor_IfStmt: {
        if (n->kids.size() < 2) break;
        std::string s = indent(d) + "if (" + expr(n->kids[0]) + ")" + trim_block(stmt(n->kids[1], d), d);
        if (n->kids.size() == 3 && n->kids[2]->kind == CXCursor_IfStmt)  // `else if`
          s += indent(d) + "else " + trim(stmt(n->kids[2], d)) + "\n";
        else if (n->kids.size() == 3)
          s += indent(d) + "else" + trim_block(stmt(n->kids[2], d), d);
        return s;
      }
      case CXCursor_UnexposedStmt: {  // a loop under `#pragma unroll` (an AttributedStmt)
        if (n->kids.size() != 1 || n->text.compare(0, 8, "# pragma") != 0) break;
        Node* loop = n->kids[0];
        if (loop->kind != CXCursor_ForStmt && loop->kind != CXCursor_WhileStmt && loop->kind != CXCursor_DoStmt)
          break;
        size_t at = n->text.rfind(loop->text);
        if (at == std::string::npos || at + loop->text.size() != n->text.size()) break;
        return indent(d) + "#" + trim(n->text.substr(1, at - 1)) + "\n" + stmt(loop, d);
      }
      case CXCursor_NullStmt:
        return indent(d) + ";\n";
      case CXCursor_BreakStmt:
        return indent(d) + "break;\n";
      case CXCursor_ContinueStmt:
        return indent(d) + "continue;\n";
      case CXCursor_SwitchStmt: {  // as written, when nothing inside needs rewriting
        std::function<void(Node*)> no_return = [&](Node* k) {
          if (k->kind == CXCursor_ReturnStmt) refuse(k->line, "returns from inside a switch");
          for (Node* c : k->kids) no_return(c);
        };
        no_return(n);
        return indent(d) + expr(n) + "\n";
      }
      case CXCursor_ReturnStmt:  // outside the kernel's loops (check_returns)
        if (!n->kids.empty()) break;
        return indent(d) + "continue;\n";
      default:
        if (clang_isExpression(n->kind)) return indent(d) + expr(n) + ";\n";
        break;
    }
    refuse(n->line, "a statement acl-port does not rewrite yet: `" + trim(n->text) + "`");
  }

  std::string trim_block(const std::string& s, int d) {  // a non-compound body on its own line
    std::string t = s;
    size_t b = t.find_first_not_of(' ');
    if (b != std::string::npos && t[b] == '{') return " " + t.substr(b);
    return "\n" + indent(d + 1) + trim(t) + "\n";
  }

  void translate_body() {
    sink = &refs;
    for (Param& p : params)  // a walk's buffer: down the columns (along the rows), at the item's element
      if (!walk_var.empty() && p.name == walk_buffer &&
          (p.carry != Carry::Level1 || !p.written || p.special || p.view)) {
        unsigned line = a.body->line;
        for (auto& ac : a.accesses)
          if (ac.param == walk_buffer && ac.write) line = ac.node->line;
        t.walk_across = !walk_rows;  // the caller tries the walk along rows next
        refuse(line, "a walk carrying `" + walk_var + "` that stores into `" + walk_buffer +
                         "` neither down the item's column (`" + walk_buffer + "[r * w + x]`) nor along its row (`" +
                         walk_buffer + "[y * w + r]`), r the loop's counter, at the item's element");
      }
    // The view: the first written level-1 buffer, else the first level-1 one.
    for (Param& p : params)
      if (p.carry == Carry::Level1 && !p.special && p.written && view.empty()) view = p.name;
    for (Param& p : params)
      if (p.carry == Carry::Level1 && !p.special && view.empty()) view = p.name;
    std::string special_view;
    for (Param& p : params)
      if (p.carry == Carry::Level1 && p.special && special_view.empty()) special_view = p.name;
    bool only_special = view.empty() && !special_view.empty();
    if (only_special) view = special_view;
    if (view.empty() && written_pass && !walked) {
      // Every buffer passes through: ACL takes the domain from a buffer of its own, one
      // byte an item, read only (User_main never touches it).
      Param d;
      d.name = "port_domain";
      d.type = "__global const uchar*";
      d.buffer = true;
      d.elem = "uchar";
      d.word_size = 1;
      d.scalar.is_signed = false;
      d.scalar.bytes = 1;
      d.read = true;
      d.carry = Carry::Level1;
      d.domain_only = true;
      d.used = true;
      d.why = "not a parameter of the original: every buffer passes through, so this one, a byte "
              "for each work-item that User_main never reads, gives ACL the domain (the host "
              "passes any buffer of that many bytes)";
      params.push_back(d);
      view = d.name;
    }
    if (view.empty()) refuse(a.body->line, "no buffer is read or written at the work-item's own "
                                            "element: nothing for level-1 data");
    std::vector<std::string> parts;
    for (Node* s : a.body->kids)
      parts.push_back(s == a.guard ? std::string("\x03") : stmt(s, 2));
    std::string guard_text;
    std::set<std::string> guard_refs;
    std::string rest_text;
    if (a.guard && !a.guard_b) {
      sink = &guard_refs;
      guard_text = indent(2) + "if (" + expr(a.guard->kids[0]) + ")\n" + indent(3) + "continue;\n";
      sink = &refs;
      for (Node* c : a.guard_rest) rest_text += (rest_text.empty() ? "" : " || ") + expr(c);
      if (!rest_text.empty()) rest_text = indent(2) + "if (" + rest_text + ")\n" + indent(3) + "continue;\n";
    } else if (a.guard) {
      // Form B: the block runs where the bounds hold; without ids left it is the body itself.
      std::string block = stmt(a.guard->kids[1], 2);
      sink = &guard_refs;
      std::string cond = expr(a.guard->kids[0]);
      sink = &refs;
      guard_text = indent(2) + "if (" + cond + ")" + trim_block(block, 2);
      for (Node* c : a.guard_rest) rest_text += (rest_text.empty() ? "" : " && ") + expr(c);
      rest_text = rest_text.empty() ? block : indent(2) + "if (" + rest_text + ")" + trim_block(block, 2);
    }
    auto assemble = [&](bool with_guard) {
      std::set<std::string> used = refs;
      if (with_guard) used.insert(guard_refs.begin(), guard_refs.end());
      bool grew = true;
      std::vector<bool> keep(dropped.size(), false);
      while (grew) {
        grew = false;
        for (size_t i = 0; i < dropped.size(); i++) {
          if (keep[i]) continue;
          for (auto& v : dropped[i].vars)
            if (used.count(v)) {
              keep[i] = grew = true;
              used.insert(dropped[i].refs.begin(), dropped[i].refs.end());
              break;
            }
        }
      }
      std::string out;
      for (auto& p : parts) out += p == "\x03" ? (with_guard ? guard_text : rest_text) : p;
      for (size_t i = dropped.size(); i-- > 0;) {
        std::string mark = "\x01" + std::to_string(i) + "\x02";
        for (size_t at; (at = out.find(mark)) != std::string::npos;)
          out.replace(at, mark.size(), keep[i] ? dropped[i].text : "");
      }
      return std::make_pair(out, used);
    };
    auto [body, used] = assemble(false);
    bool ids = body.find("port_x") != std::string::npos || body.find("port_y") != std::string::npos;
    if (ids && !a.guard && (a.dims == 2 || a.bounded[0]))
      t.notes.push_back("the kernel has no bounds check: the translation's padding words use ids past "
                        "the array");
    if ((ids || written_pass) && a.guard) std::tie(body, used) = assemble(true);
    ids = body.find("port_x") != std::string::npos || body.find("port_y") != std::string::npos;
    if (body.find('\x04') != std::string::npos)
      refuse(group_value.line, "uses " + group_value.reason + "() as a value: the original's work-groups "
                               "are not ACL's");
    std::string head;
    if (ids && only_special)
      refuse(a.body->line, "work-item ids remain in the code, and the only level-1 buffer is written "
                           "through an ACL_SPECIAL_* transform: no view to take positions from");
    if (ids) {
      bool x = body.find("port_x") != std::string::npos, y = body.find("port_y") != std::string::npos;
      head = indent(2) + "const int ";
      if (x) head += "port_x = (int)get_acl_origin(" + view + ", 0)";
      if (y) head += std::string(x ? ", " : "") + "port_y = (int)get_acl_origin(" + view + ", 1) + port_i";
      head += ";\n";
      t.notes.push_back("work-item ids remain in the code: they become get_acl_origin(" + view +
                        ", ...) and the bounds check stays (as `continue`)");
    }
    if (written_pass) {  // padding words of ragged blocks (past the domain) write nothing
      head = indent(2) + "if (port_i >= get_acl_valid(" + view + "))\n" + indent(3) + "continue;\n" + head;
      t.notes.push_back("a buffer is written through __global: padding words (port_i >= get_acl_valid(" +
                        view + ")) skip the item");
    }
    // Parameters.
    std::string sig;
    for (Param& p : params) {
      if (!p.buffer) {
        p.used = false;
        for (auto& [key, idx] : a.param_of)
          if (&params[idx] == &p && used.count(key)) p.used = true;
        if (!p.used) continue;
        sig += (sig.empty() ? "" : ", ") + p.type + " " + p.name;
        continue;
      }
      if (!p.used) continue;
      std::string elem = p.elem;
      switch (p.carry) {
        case Carry::Level1:
          sig += (sig.empty() ? "" : ", ") + std::string(p.written ? "" : "const ") + elem + "* " + p.name;
          break;
        case Carry::Common:
          sig += (sig.empty() ? "" : ", ") + std::string("__local const ") + elem + "* " + p.name;
          break;
        case Carry::PassThrough:
          sig += (sig.empty() ? "" : ", ") + std::string(p.written ? "__global " : "__global const ") + elem +
                 "* " + p.name;
          break;
        default:
          break;
      }
    }
    std::string carried;
    if (!walk_var.empty()) {
      Param* wb = nullptr;
      for (Param& p : params)
        if (p.name == walk_buffer) wb = &p;
      if (walk_decl.empty() || !wb || wb->carry != Carry::Level1 || !wb->written || wb->special || wb->view)
        refuse(a.body->line, "a walk whose buffer `" + walk_buffer + "` is not written at the item's element");
      if (walk_rows) {
        wb->rno1 = true;
        wb->why += "; each word depends on the word to its left (ACL_RNO1): `" + walk_var + "` starts at it";
      } else {
        wb->rno0 = true;
        wb->why += "; each row depends on the row above (ACL_RNO0): `" + walk_var + "` starts at its word";
        // ACL_RNO0's word above the first row is 0: another start is taken there instead.
        std::string above = "get_acl_nbh(" + walk_buffer + ", 0)[get_ac_size(1) - 1]";
        if (!is_zero(walk_init))
          above = "get_acl_origin(" + walk_buffer + ", 1) == 0 ? (" + walk_init + ") : " + above;
        carried = indent(1) + walk_decl + " = " + above + ";\n";
      }
    }
    // Buffers found unanalysed only while printing (a pointer first met there): too late.
    for (auto& [name, u] : unanalysed)
      for (Param& p : params)
        if (p.name == name && p.carry != Carry::PassThrough)
          refuse(u.line, "`" + name + "` is used through a " + u.what + " that acl-port met only after "
                         "classifying the buffer");
    t.user_main = "void User_main(" + sig + ")\n{\n" + carried + indent(1) +
                  "for (int port_i = 0; port_i < get_ac_size(1); port_i++) {\n" + head + body +
                  indent(1) + "}\n}\n";
    t.view = view;
  }
};

std::string read_file(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  ok = bool(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Scalar scalar_of(CXType ty) {
  Scalar s;
  ty = clang_getCanonicalType(ty);
  s.bytes = unsigned(clang_Type_getSizeOf(ty));
  switch (ty.kind) {
    case CXType_Float: case CXType_Double: case CXType_Half:
      s.is_float = true;
      break;
    case CXType_UChar: case CXType_Char_U: case CXType_UShort: case CXType_UInt:
    case CXType_ULong: case CXType_Bool:
      s.is_signed = false;
      break;
    default:
      break;
  }
  return s;
}

/** The scalar components of an element type: a scalar, a vector, or a struct of one kind. */
bool components_of(CXType ty, Scalar& s, unsigned& n) {
  ty = clang_getCanonicalType(ty);
  if (ty.kind == CXType_Vector || ty.kind == CXType_ExtVector) {
    CXType e = clang_getElementType(ty);
    s = scalar_of(e);
    n = unsigned(clang_Type_getSizeOf(ty) / clang_Type_getSizeOf(e));
    return true;
  }
  if (ty.kind == CXType_Record) {
    std::vector<CXType> fields;
    clang_Type_visitFields(
        ty,
        [](CXCursor c, CXClientData d) {
          static_cast<std::vector<CXType>*>(d)->push_back(clang_getCursorType(c));
          return CXVisit_Continue;
        },
        &fields);
    if (fields.empty()) return false;
    Scalar first;
    unsigned total = 0;
    for (size_t i = 0; i < fields.size(); i++) {
      Scalar fs;
      unsigned fn;
      if (!components_of(fields[i], fs, fn)) return false;
      if (i == 0) first = fs;
      else if (fs.is_float != first.is_float || fs.bytes != first.bytes) return false;
      total += fn;
    }
    if (total * first.bytes != clang_Type_getSizeOf(ty)) return false;
    s = first;
    n = total;
    return true;
  }
  if (ty.kind >= CXType_Bool && ty.kind <= CXType_Half) {
    s = scalar_of(ty);
    n = 1;
    return s.bytes > 0;
  }
  return false;
}

std::string no_address_space(std::string t) {
  for (const char* q : {"__global ", "global ", "__constant ", "constant ", "const ", "restrict ",
                        "__private ",
                        "__restrict ", "volatile "}) {
    for (size_t at; (at = t.find(q)) != std::string::npos;) t.erase(at, std::strlen(q));
  }
  return trim(t);
}

}  // namespace

/** Local-memory tiling stripped (docs/acl-port.md, "Local tiles"): a kernel that loads a
 * __local tile cooperatively (`tile[i][j] = E(i, j)` in the statements before its one
 * barrier), then reads the tile, is rewritten in the preprocessed text: the tile, its load and
 * the barrier go, and each read `tile[a][b]` becomes `(E(a, b))`, the global read the load made
 * for that place. The rewritten kernel is analysed as any other; the check compares it with
 * the original as written. Throws Fail where the pattern does not hold. */
std::string detile(Node* body, const std::string& pp) {
  std::map<std::string, Node*> tiles;   // key -> VarDecl
  std::map<std::string, Node*> decls;   // every VarDecl of the kernel, and parameters
  std::map<std::string, int> mods;      // assignments to a variable
  std::set<std::string> written;        // buffers (parameters) written
  std::vector<Node*> barriers;
  std::vector<Node*> tile_decl_stmts;
  std::function<void(Node*)> walk = [&](Node* n) {
    if (n->kind == CXCursor_VarDecl) {
      decls[n->ref] = n;
      std::string ts = str(clang_getTypeSpelling(clang_getCursorType(n->c)));
      if (ts.find("__local") != std::string::npos || ts.find("local ") == 0) {
        if (n->parent->kind != CXCursor_DeclStmt || n->parent->parent != body)
          throw Fail{n->line, "declares __local `" + n->name + "` inside a block: only tiles of the "
                              "kernel's outermost block are stripped"};
        if (n->parent->kids.size() != 1)
          throw Fail{n->line, "declares __local `" + n->name + "` with other variables in one statement"};
        tiles[n->ref] = n;
        tile_decl_stmts.push_back(n->parent);
      }
    }
    if (n->kind == CXCursor_CallExpr && (n->name == "barrier" || n->name == "work_group_barrier" ||
                                         n->name == "mem_fence"))
      barriers.push_back(n);
    if ((n->kind == CXCursor_BinaryOperator && n->op == "=") || n->kind == CXCursor_CompoundAssignOperator ||
        (n->kind == CXCursor_UnaryOperator && (n->op == "++" || n->op == "--" || n->op == "&"))) {
      Node* t = strip(n->kids[0]);
      while (t->kind == CXCursor_ArraySubscriptExpr || (t->kind == CXCursor_UnaryOperator && t->op == "*"))
        t = strip(t->kids[0]);
      if (t->kind == CXCursor_DeclRefExpr) {
        mods[t->ref]++;
        written.insert(t->ref);
        CXType ty = clang_getCursorType(t->c);
        if (ty.kind == CXType_Pointer && t != strip(n->kids[0]) &&
            clang_getCursorKind(clang_getCursorReferenced(t->c)) == CXCursor_VarDecl)
          written.insert("*");  // a store through a pointer variable: to which buffer is not known
      }
    }
    for (Node* k : n->kids) walk(k);
  };
  walk(body);
  if (tiles.empty()) return pp;
  const std::string first = tiles.begin()->second->name;
  const unsigned first_line = tiles.begin()->second->line;
  if (barriers.size() != 1)
    throw Fail{barriers.empty() ? first_line : barriers[1]->line,
               std::to_string(barriers.size()) + " barriers: only a tile loaded once, then read, is "
               "stripped (tiles stepped in place or loaded in rounds are not)"};
  Node* bar = barriers[0];
  if (bar->parent != body)
    throw Fail{bar->line, "the barrier is inside a block: only a tile loaded once, then read, is stripped"};
  // Every use of a tile: the subscript chain on it.
  struct Use {
    Node* top;
    std::vector<Node*> idx;
    bool store;
  };
  std::map<std::string, std::vector<Use>> uses;
  std::function<void(Node*)> find = [&](Node* n) {
    if (n->kind == CXCursor_DeclRefExpr && tiles.count(n->ref)) {
      Node* top = n;
      std::vector<Node*> idx;
      for (;;) {
        Node* p = top->parent;
        while (p && (p->kind == CXCursor_UnexposedExpr || p->kind == CXCursor_ParenExpr) && p->kids.size() == 1) {
          top = p;
          p = p->parent;
        }
        if (p && p->kind == CXCursor_ArraySubscriptExpr && p->kids[0] == top) {
          idx.push_back(p->kids[1]);
          top = p;
        } else {
          break;
        }
      }
      Node* p = top->parent;
      Node* child = top;
      while (p && p->kind == CXCursor_ParenExpr) { child = p; p = p->parent; }
      bool store = p && p->kind == CXCursor_BinaryOperator && p->op == "=" && p->kids[0] == child;
      if (!store && p && ((p->kind == CXCursor_CompoundAssignOperator && p->kids[0] == child) ||
                          (p->kind == CXCursor_UnaryOperator && (p->op == "++" || p->op == "--" || p->op == "&"))))
        throw Fail{n->line, "the tile `" + n->name + "` is updated in place (`" + p->text + "`): not a load"};
      if (idx.empty()) throw Fail{n->line, "the tile `" + n->name + "` is used other than through an index"};
      uses[n->ref].push_back({top, idx, store});
      return;
    }
    for (Node* k : n->kids) find(k);
  };
  find(body);
  struct Edit {
    unsigned b, e;
    std::string s;
  };
  std::vector<Edit> edits;
  auto remove = [&](Node* n) {  // the statement and its ';', its newlines kept
    unsigned e = n->e;
    size_t at = pp.find_first_not_of(" \t", e);
    if (at != std::string::npos && pp[at] == ';') e = unsigned(at + 1);
    std::string nl;
    for (unsigned i = n->b; i < e; i++)
      if (pp[i] == '\n') nl += '\n';
    edits.push_back({n->b, e, nl});
  };
  auto text = [&](Node* n) { return pp.substr(n->b, n->e - n->b); };
  auto inside = [](Node* n, Node* s) {
    for (; n; n = n->parent)
      if (n == s) return true;
    return false;
  };
  // Names that stay in the rewritten reads must mean the same there: no other declaration of
  // the name in the kernel.
  auto unique_name = [&](const std::string& name, unsigned line) {
    int count = 0;
    for (auto& [k, d] : decls) count += d->name == name;
    if (count > 1)
      throw Fail{line, "the tile's load uses `" + name + "`, a name declared twice in the kernel"};
  };
  // Work-item-dependent values (other than through the tile's place) make the load's value
  // that of another item.
  std::function<bool(Node*)> per_item = [&](Node* n) -> bool {
    if (n->kind == CXCursor_CallExpr && (n->name == "get_local_id" || n->name == "get_global_id"))
      return true;
    if (n->kind == CXCursor_DeclRefExpr) {
      auto d = decls.find(n->ref);
      if (d != decls.end() && d->second != n) {
        for (Node* k : d->second->kids)
          if (clang_isExpression(k->kind) && per_item(k)) return true;
      }
    }
    for (Node* k : n->kids)
      if (per_item(k)) return true;
    return false;
  };
  std::set<Node*> load_stmts;
  std::map<std::string, std::pair<Node*, Use>> load;  // tile -> (its load statement, the store)
  for (auto& [key, us] : uses) {
    Node* decl = tiles[key];
    const Use* st = nullptr;
    for (auto& u : us)
      if (u.store) {
        if (st) throw Fail{u.top->line, "the tile `" + decl->name + "` is stored at two places: only a "
                                        "tile loaded by one statement is stripped"};
        st = &u;
      }
    if (!st) throw Fail{decl->line, "the tile `" + decl->name + "` is never stored"};
    Node* s = st->top;
    while (s->parent != body) s = s->parent;
    if (s->b > bar->b) throw Fail{st->top->line, "the tile `" + decl->name + "` is stored after the barrier"};
    for (auto& u : us)
      if (!u.store && u.top->b < bar->b)
        throw Fail{u.top->line, "the tile `" + decl->name + "` is read before the barrier"};
    for (size_t i = 0; i < st->idx.size(); i++) {
      Node* v = strip(st->idx[i]);
      if (v->kind != CXCursor_DeclRefExpr || !decls.count(v->ref) || !inside(decls[v->ref], s))
        throw Fail{v->line, "the tile `" + decl->name + "` is stored at `" + st->idx[i]->text +
                            "`: only places that are counters of the load's own loops are mapped back"};
      for (size_t j = 0; j < i; j++)
        if (strip(st->idx[j])->ref == v->ref)
          throw Fail{v->line, "the tile `" + decl->name + "` is stored on a diagonal"};
    }
    load_stmts.insert(s);
    load[key] = {s, *st};
  }
  // Statements that load tiles: nothing in them but the loads, their loops and their locals.
  for (Node* s : load_stmts) {
    std::function<void(Node*)> pure = [&](Node* n) {
      if ((n->kind == CXCursor_BinaryOperator && n->op == "=") || n->kind == CXCursor_CompoundAssignOperator ||
          (n->kind == CXCursor_UnaryOperator && (n->op == "++" || n->op == "--"))) {
        Node* t = strip(n->kids[0]);
        while (t->kind == CXCursor_ArraySubscriptExpr) t = strip(t->kids[0]);
        bool ok = t->kind == CXCursor_DeclRefExpr &&
                  (tiles.count(t->ref) || (decls.count(t->ref) && inside(decls[t->ref], s)));
        if (!ok) throw Fail{n->line, "the tile's load also writes `" + n->kids[0]->text + "`"};
      }
      if (n->kind == CXCursor_CallExpr && n->name != "clamp" && n->name != "min" && n->name != "max" &&
          n->name.compare(0, 4, "get_") != 0 && n->name != "mad" && n->name != "mul24")
        throw Fail{n->line, "the tile's load calls " + n->name + "()"};
      for (Node* k : n->kids) pure(k);
    };
    pure(s);
  }
  // The value a store puts at the tile's place, with the place given: locals of the load
  // inlined, its counters replaced by the read's indices.
  std::function<std::string(Node*, Node*, const std::map<std::string, std::string>&, unsigned)> value =
      [&](Node* n, Node* s, const std::map<std::string, std::string>& at, unsigned line) -> std::string {
    std::vector<Node*> refs;
    std::function<void(Node*)> collect = [&](Node* k) {
      if (k->kind == CXCursor_DeclRefExpr) refs.push_back(k);
      if (k->kind == CXCursor_CallExpr && (k->name == "get_local_id" || k->name == "get_global_id"))
        throw Fail{k->line, "the tile's value depends on " + k->name + "() other than through the "
                            "tile's place: it is another work-item's"};
      for (Node* c : k->kids) collect(c);
    };
    collect(n);
    std::string out;
    unsigned pos = n->b;
    for (Node* r : refs) {
      if (r->b < pos) continue;
      std::string rep;
      if (tiles.count(r->ref)) throw Fail{line, "the tile's load reads a tile"};
      auto a = at.find(r->ref);
      auto d = decls.find(r->ref);
      if (a != at.end()) {
        rep = "(" + a->second + ")";
      } else if (d != decls.end() && inside(d->second, s)) {
        Node* init = nullptr;
        for (Node* k : d->second->kids)
          if (clang_isExpression(k->kind)) init = k;
        if (!init || mods[r->ref])
          throw Fail{r->line, "the tile's value depends on `" + r->name + "`, which the load changes "
                              "(not one of the tile's places)"};
        rep = "(" + value(init, s, at, line) + ")";
      } else {
        if (d != decls.end()) {
          if (mods[r->ref]) throw Fail{r->line, "the tile's value depends on `" + r->name + "`, which changes"};
          if (per_item(d->second))
            throw Fail{r->line, "the tile's value depends on `" + r->name + "`, which differs between "
                                "the work-items of a group: it is not the value of the tile's place"};
        } else if (written.count(r->ref) ||
                   (written.count("*") && clang_getCursorType(r->c).kind == CXType_Pointer)) {
          throw Fail{r->line, "the tile is loaded from `" + r->name + "`, which the kernel writes" +
                              std::string(written.count(r->ref) ? "" : " (perhaps, through a pointer)")};
        }
        unique_name(r->name, r->line);
        rep = pp.substr(r->b, r->e - r->b);
      }
      out += pp.substr(pos, r->b - pos) + rep;
      pos = r->e;
    }
    out += pp.substr(pos, n->e - pos);
    std::replace(out.begin(), out.end(), '\n', ' ');
    return out;
  };
  for (auto& [key, us] : uses) {
    auto& [s, st] = load[key];
    Node* assign = st.top->parent;
    while (assign->kind == CXCursor_ParenExpr) assign = assign->parent;
    Node* rhs = assign->kids[1];
    for (auto& u : us) {
      if (u.store) continue;
      if (u.idx.size() != st.idx.size())
        throw Fail{u.top->line, "the tile `" + tiles[key]->name + "` is read with another number of indices"};
      std::map<std::string, std::string> at;
      for (size_t i = 0; i < u.idx.size(); i++) {
        // the indices, outermost first, of the read and of the store
        std::function<void(Node*)> no_tile = [&](Node* k) {
          if (k->kind == CXCursor_DeclRefExpr && tiles.count(k->ref))
            throw Fail{k->line, "a tile read at a place read from a tile"};
          for (Node* c : k->kids) no_tile(c);
        };
        no_tile(u.idx[i]);
        at[strip(st.idx[i])->ref] = text(u.idx[i]);
      }
      edits.push_back({u.top->b, u.top->e, "(" + value(rhs, s, at, u.top->line) + ")"});
    }
  }
  for (Node* d : tile_decl_stmts) remove(d);
  for (Node* s : load_stmts) remove(s);
  remove(bar);
  std::sort(edits.begin(), edits.end(), [](const Edit& x, const Edit& y) { return x.b > y.b; });
  std::string out = pp;
  unsigned last = unsigned(-1);
  for (auto& ed : edits) {
    if (ed.e > last) throw Fail{first_line, "overlapping rewrites of the tile `" + first + "`"};
    out.replace(ed.b, ed.e - ed.b, ed.s);
    last = ed.b;
  }
  return out;
}

/** A walk down each column (docs/acl-port.md, "Walks down columns"): a 1-D kernel whose work-item
 * x runs `for (int r = 0; r < H; r++)` as its last statement, carrying one variable `s` that
 * starts at 0 and whose value the iteration's last statement stores (`B[r * w + x] = s += ...`),
 * is the 2-D kernel of item (x, r) with B depending on the row above (ACL_RNO0): `s` starts at
 * the word of B above (get_acl_nbh, zeros above the first row). The rewritten text has the
 * loop as the item's row (`r = get_global_id(1)`, `r >= H` in the bounds check); `walk`
 * gets the carried variable's name and the buffer. Returns pp unchanged where the kernel is
 * not such a walk; throws Fail where it is one that cannot be rewritten. */
std::string unwalk(Node* body, const std::string& pp, std::string& var, std::string& buffer,
                   const std::set<std::string>& buffer_keys, bool rows = false) {
  if (body->kids.empty() || body->kids.back()->kind != CXCursor_ForStmt) return pp;
  Node* loop = body->kids.back();
  if (loop->kids.size() != 4) return pp;
  bool two_d = false;
  std::map<std::string, int> mods_in, mods_out;
  std::map<std::string, Node*> decls;
  std::vector<Node*> ids;  // the calls get_global_id(0)
  std::function<void(Node*, bool)> walk = [&](Node* n, bool in) {
    if (n->kind == CXCursor_CallExpr && n->name == "get_global_id") {
      if (n->text.find("(0)") == std::string::npos) two_d = true;
      else ids.push_back(n);
    }
    if (n->kind == CXCursor_VarDecl) decls[n->ref] = n;
    if ((n->kind == CXCursor_BinaryOperator && n->op == "=") || n->kind == CXCursor_CompoundAssignOperator ||
        (n->kind == CXCursor_UnaryOperator && (n->op == "++" || n->op == "--" || n->op == "&"))) {
      Node* t = strip(n->kids[0]);  // a private array's element changes the array
      while (t->kind == CXCursor_ArraySubscriptExpr || t->kind == CXCursor_MemberRefExpr ||
             (t->kind == CXCursor_UnaryOperator && t->op == "*"))
        t = strip(t->kids[0]);
      if (t->kind == CXCursor_DeclRefExpr) (in ? mods_in : mods_out)[t->ref]++;
    }
    for (Node* k : n->kids) walk(k, in || n == loop->kids[3]);
  };
  walk(body, false);
  if (two_d) return pp;
  // for (int r = 0; r < H; r++)
  Node *init = loop->kids[0], *cond = strip(loop->kids[1]), *inc = strip(loop->kids[2]);
  if (init->kind != CXCursor_DeclStmt || init->kids.size() != 1) return pp;
  Node* rv = init->kids[0];
  Node* r0 = rv->kids.empty() ? nullptr : strip(rv->kids.back());
  if (!r0 || r0->text != "0" || cond->kind != CXCursor_BinaryOperator || cond->op != "<" ||
      strip(cond->kids[0])->ref != rv->ref || inc->kind != CXCursor_UnaryOperator || inc->op != "++" ||
      strip(inc->kids[0])->ref != rv->ref || mods_in[rv->ref])
    return pp;
  // The carried variable: declared in the outermost block, changed only in the loop.
  std::string carried;
  for (auto& [key, n] : mods_in) {
    auto d = decls.find(key);
    if (d == decls.end() || key == rv->ref) continue;
    Node* dstmt = d->second->parent;
    if (dstmt->parent == body) {
      if (!carried.empty()) throw Fail{d->second->line, "a walk carrying two variables (`" + decls[carried]->name +
                                                         "` and `" + d->second->name + "`)"};
      carried = key;
    }
  }
  Node* b = loop->kids[3];
  if (carried.empty()) {
    // No carried variable: the iterations are independent items (x, r) (kmeans_swap), where
    // nothing leaves the iteration but `continue`; the caller falls back to the loop as it is
    // where the 2-D kernel does not translate.
    std::function<bool(Node*, bool)> leaves = [&](Node* k, bool nested) -> bool {
      if (k->kind == CXCursor_GotoStmt || k->kind == CXCursor_ReturnStmt) return true;
      if (!nested && k->kind == CXCursor_BreakStmt) return true;
      bool inner = nested || k->kind == CXCursor_ForStmt || k->kind == CXCursor_WhileStmt ||
                   k->kind == CXCursor_DoStmt || k->kind == CXCursor_SwitchStmt;
      for (Node* c : k->kids)
        if (leaves(c, inner)) return true;
      return false;
    };
    if (leaves(b, false)) return pp;
  }
  Node* cv = carried.empty() ? nullptr : decls[carried];
  Node* last = nullptr;
  Node* base = nullptr;
  if (cv) {
  if (mods_out[carried]) throw Fail{cv->line, "the walk's carried `" + cv->name + "` is changed outside the loop"};
  Node* c0 = cv->kids.empty() ? nullptr : strip(cv->kids.back());
  while (c0 && c0->kind == CXCursor_CStyleCastExpr) c0 = strip(c0->kids.back());
  if (!c0) throw Fail{cv->line, "the walk's carried `" + cv->name + "` has no first value"};
  std::function<void(Node*)> constant_init = [&](Node* k) {  // the same for every item
    if (k->kind == CXCursor_DeclRefExpr && clang_getCursorKind(clang_getCursorReferenced(k->c)) != CXCursor_FunctionDecl)
      throw Fail{cv->line, "the walk's carried `" + cv->name + "` starts at `" + c0->text + "`, which uses `" +
                           k->name + "`: only a constant start is translated"};
    for (Node* c : k->kids) constant_init(c);
  };
  constant_init(c0);
  // The iteration's last statement stores the carried value.
  last = b->kind == CXCursor_CompoundStmt ? (b->kids.empty() ? nullptr : b->kids.back()) : b;
  Node* st = last ? strip(last) : nullptr;
  bool ok = st && st->kind == CXCursor_BinaryOperator && st->op == "=" &&
            strip(st->kids[0])->kind == CXCursor_ArraySubscriptExpr;
  if (ok) {
    Node* v = strip(st->kids[1]);
    if (v->kind == CXCursor_DeclRefExpr) ok = v->ref == carried;
    else ok = (v->kind == CXCursor_CompoundAssignOperator || (v->kind == CXCursor_BinaryOperator && v->op == "=")) &&
              strip(v->kids[0])->ref == carried;
  }
  base = ok ? strip(strip(st->kids[0])->kids[0]) : nullptr;
  if (!ok || base->kind != CXCursor_DeclRefExpr || !buffer_keys.count(base->ref))
    throw Fail{last ? last->line : loop->line, "a walk carrying `" + cv->name + "` whose iteration does not end "
                                               "by storing it into a buffer (`out[r * w + x] = " + cv->name + "`)"};
  CXType ct = clang_getCanonicalType(clang_getCursorType(cv->c));
  CXType bt = clang_getCanonicalType(clang_getPointeeType(clang_getCursorType(base->c)));
  if (ct.kind != bt.kind)
    throw Fail{last->line, "the walk's carried `" + cv->name + "` is not of `" + base->name + "`'s element type: "
                           "the word above would not give it back"};
  std::function<void(Node*)> no_jump = [&](Node* k) {
    if (k->kind == CXCursor_ContinueStmt || k->kind == CXCursor_BreakStmt || k->kind == CXCursor_GotoStmt)
      throw Fail{k->line, "a walk whose iteration can end before storing `" + cv->name + "`"};
    for (Node* c : k->kids) no_jump(c);
  };
  no_jump(b);
  }
  // The bounds check: the first statement that is `if (...) return;`.
  Node* guard = nullptr;
  for (Node* s : body->kids)
    if (s->kind == CXCursor_IfStmt) {
      Node* then = s->kids.size() == 2 ? s->kids[1] : nullptr;
      if (then && then->kind == CXCursor_CompoundStmt && then->kids.size() == 1) then = then->kids[0];
      if (then && then->kind == CXCursor_ReturnStmt) guard = s;
      break;
    }
  if (!guard) {
    if (!cv) return pp;
    throw Fail{loop->line, "a walk without a bounds check `if (x >= w) return;` first"};
  }
  for (Node* s : body->kids)
    if (s != guard && s != loop && s->kind != CXCursor_DeclStmt) {
      if (!cv) return pp;
      throw Fail{s->line, "a walk with other statements than declarations before its loop"};
    }
  var = cv ? cv->name : "";
  buffer = cv ? base->name : "";
  std::string out = pp;
  if (rows) {
    // Along rows (docs/acl-port.md, "Walks along rows"): the item's id is the row, the loop's
    // counter the column. Same-length replacements first, so the positions below still hold.
    for (Node* n : ids) {
      size_t at = pp.find("(0)", n->b);
      if (at == std::string::npos || at >= n->e) return pp;
      out[at + 1] = '1';
    }
  }
  // Back to front: the loop's braces and header, the guard's condition. The loop is the
  // body's last statement, so its statements join the outermost block.
  const char* along = rows ? "get_global_id(0)" : "get_global_id(1)";
  std::string head = "const int " + rv->name + " = " + along + "; ";
  unsigned from = b->b;
  if (b->kind == CXCursor_CompoundStmt) {
    out.replace(b->e - 1, 1, " ");  // its closing brace
    from = b->b + 1;                // and its opening one
  }
  std::string nl;
  for (unsigned i = loop->b; i < from; i++)
    if (pp[i] == '\n') nl += '\n';
  out.replace(loop->b, from - loop->b, head + nl);
  Node* gc = guard->kids[0];
  out.insert(gc->e, ") || " + std::string(along) + " >= (" +
                        pp.substr(cond->kids[1]->b, cond->kids[1]->e - cond->kids[1]->b) + ")");
  out.insert(gc->b, "(");
  return out;
}

Translation translate_pp(const Options& opt, const std::string& text, const std::string& pp,
                         bool detiled, std::string& error, const std::string& walk_var = "",
                         const std::string& walk_buffer = "", bool unwalked = false, bool walk_rows = false);

Translation translate(const Options& opt, std::string& error) {
  Translation t;
  bool ok;
  std::string text = read_file(opt.file, ok);
  if (!ok) {
    error = "cannot read " + opt.file;
    return t;
  }
  // The preprocessor first (clang -E, with the -D values): the AST then has every token
  // where it stands, macros expanded, and the #line markers keep the original lines.
  std::string pp;
  {
    const char* env = std::getenv("ACL_PORT_CLANG");
    // Without LD_PRELOAD: under Oclgrind it holds Oclgrind's LLVM, which clang's would meet.
    std::string cmd = std::string("env -u LD_PRELOAD '") + (env && *env ? env : ACL_PORT_CLANG) +
                      "' -E -x cl -cl-std=CL1.2";
    auto quote = [](const std::string& x) {
      std::string q = "'";
      for (char c : x) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
      return q + "'";
    };
    for (auto& d : opt.defines) cmd += " " + quote(d);
    cmd += " " + quote(opt.file) + " 2>&1";
    FILE* f = popen(cmd.c_str(), "r");
    if (!f) {
      error = "cannot run the preprocessor (" + cmd + ")";
      return t;
    }
    char buf[4096];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) pp.append(buf, n);
    if (pclose(f) != 0) {
      error = "the preprocessor failed:\n" + pp;
      return t;
    }
  }
  return translate_pp(opt, text, pp, false, error);
}

Translation translate_pp(const Options& opt, const std::string& text, const std::string& pp,
                         bool detiled, std::string& error, const std::string& walk_var,
                         const std::string& walk_buffer, bool unwalked, bool walk_rows) {
  Translation t;
  auto an = std::make_unique<Analysis>();
  Analysis& a = *an;
  a.detiled = detiled;
  std::vector<std::string> argv = {"-x", "cl", "-cl-std=CL1.2", "-Xclang", "-finclude-default-header"};
  if (std::strlen(ACL_PORT_RESOURCE_DIR) && access(ACL_PORT_RESOURCE_DIR, R_OK) == 0) {
    argv.push_back("-resource-dir");
    argv.push_back(ACL_PORT_RESOURCE_DIR);
  }
  for (auto& d : opt.defines) argv.push_back(d);
  std::vector<const char*> cargv;
  for (auto& s : argv) cargv.push_back(s.c_str());
  if (!lc::open_libclang(error)) return t;
  a.index = clang_createIndex(0, 0);
  CXUnsavedFile unsaved{opt.file.c_str(), pp.data(), (unsigned long)pp.size()};
  CXErrorCode rc = clang_parseTranslationUnit2(a.index, opt.file.c_str(), cargv.data(), int(cargv.size()),
                                               &unsaved, 1, CXTranslationUnit_None, &a.tu);
  if (rc != CXError_Success || !a.tu) {
    error = "libclang could not parse " + opt.file;
    return t;
  }
  for (unsigned i = 0, n = clang_getNumDiagnostics(a.tu); i < n; i++) {
    CXDiagnostic dg = clang_getDiagnostic(a.tu, i);
    if (clang_getDiagnosticSeverity(dg) >= CXDiagnostic_Error) {
      error = str(clang_formatDiagnostic(dg, clang_defaultDiagnosticDisplayOptions()));
      clang_disposeDiagnostic(dg);
      return t;
    }
    clang_disposeDiagnostic(dg);
  }
  // The file's kernels: function definitions of the main file whose tokens start with __kernel.
  struct K {
    CXCursor c;
    std::string name;
    unsigned begin, end;
  };
  std::vector<K> kernels;
  CXCursor root = clang_getTranslationUnitCursor(a.tu);
  std::pair<Analysis*, std::vector<K>*> ctx{&a, &kernels};
  clang_visitChildren(
      root,
      [](CXCursor c, CXCursor, CXClientData d) {
        auto* ctx = static_cast<std::pair<Analysis*, std::vector<K>*>*>(d);
        if (!clang_Location_isFromMainFile(clang_getCursorLocation(c))) return CXChildVisit_Continue;
        if (clang_getCursorKind(c) != CXCursor_FunctionDecl || !clang_isCursorDefinition(c))
          return CXChildVisit_Continue;
        ctx->first->functions[str(clang_getCursorSpelling(c))] = c;
        CXSourceRange r = clang_getCursorExtent(c);
        CXToken* toks = nullptr;
        unsigned n = 0;
        clang_tokenize(ctx->first->tu, r, &toks, &n);
        bool kernel = false;
        for (unsigned i = 0; i < n && i < 6; i++) {
          std::string s = str(clang_getTokenSpelling(ctx->first->tu, toks[i]));
          if (s == "__kernel" || s == "kernel") kernel = true;
        }
        clang_disposeTokens(ctx->first->tu, toks, n);
        if (kernel) {
          ctx->first->functions.erase(str(clang_getCursorSpelling(c)));  // cut out of the ACL source
          unsigned b, e, col;
          CXString fname;
          clang_getPresumedLocation(clang_getRangeStart(r), &fname, &b, &col);
          clang_disposeString(fname);
          clang_getPresumedLocation(clang_getRangeEnd(r), &fname, &e, &col);
          clang_disposeString(fname);
          ctx->second->push_back({c, str(clang_getCursorSpelling(c)), b, e});
        }
        return CXChildVisit_Continue;
      },
      &ctx);
  const K* k = nullptr;
  for (auto& x : kernels)
    if (x.name == opt.kernel || (opt.kernel.empty() && kernels.size() == 1)) k = &x;
  if (!k) {
    error = opt.kernel.empty() ? "the file has " + std::to_string(kernels.size()) + " kernels: name one with --kernel"
                               : "no kernel " + opt.kernel + " in " + opt.file;
    if (!kernels.empty()) {
      error += " (kernels:";
      for (auto& x : kernels) error += " " + x.name;
      error += ")";
    }
    return t;
  }
  t.kernel = k->name;
  // Parameters.
  Node* fn = a.build(k->c, nullptr);
  for (Node* c : fn->kids) {
    if (c->kind == CXCursor_ParmDecl) {
      Param p;
      p.name = c->name;
      CXType ty = clang_getCursorType(c->c);
      p.type = str(clang_getTypeSpelling(ty));
      if (ty.kind == CXType_Pointer) {
        CXType pt = clang_getPointeeType(ty);
        std::string pts = str(clang_getTypeSpelling(pt));
        if (pts.find("__local") != std::string::npos || pts.find("local ") == 0) {
          t.refusal = {c->line, "the parameter `" + p.name + "` is __local: only tiles the kernel "
                                "declares are stripped (the host sizes this one)"};
          t.analysis = an.release();
          return t;
        }
        p.buffer = true;
        p.elem = no_address_space(pts);
        p.word_size = unsigned(clang_Type_getSizeOf(pt));
        if (!components_of(pt, p.scalar, p.components)) p.components = 0;
      } else {
        p.scalar = scalar_of(ty);
        p.type = no_address_space(p.type);
      }
      a.param_of[c->ref] = t.params.size();
      t.params.push_back(p);
    } else if (c->kind == CXCursor_CompoundStmt) {
      a.body = c;
    }
  }
  a.params = &t.params;
  // The work-group size: reqd_work_group_size(X, Y, Z) of the kernel, else --local.
  {
    std::vector<Tok> toks = tokens(a.tu, clang_getCursorExtent(k->c));
    for (size_t i = 0; i + 5 < toks.size(); i++)
      if (toks[i].s == "reqd_work_group_size" && toks[i + 1].s == "(") {
        char* end = nullptr;
        long long x = std::strtoll(toks[i + 2].s.c_str(), &end, 0);
        long long y = toks[i + 3].s == "," ? std::strtoll(toks[i + 4].s.c_str(), nullptr, 0) : 0;
        if (x > 0 && y > 0) {
          a.local[0] = x;
          a.local[1] = y;
        }
        break;
      }
    if (!a.local[0] && !opt.local.empty()) {
      a.local[0] = (long long)opt.local[0];
      a.local[1] = opt.local.size() > 1 ? (long long)opt.local[1] : 1;
    }
  }
  if (!detiled && a.body) {
    std::string out;
    try {
      out = detile(a.body, pp);
    } catch (const Fail& f) {
      t.refusal = {f.line, f.reason};
      t.analysis = an.release();
      return t;
    }
    if (out != pp) {
      if (std::getenv("ACL_PORT_DUMP")) std::fprintf(stderr, "%s\n", out.c_str());
      return translate_pp(opt, text, out, true, error);
    }
  }
  if (!unwalked && a.body) {
    std::string out, var, buffer;
    std::set<std::string> buffer_keys;
    for (auto& [key, idx] : a.param_of)
      if (t.params[idx].buffer) buffer_keys.insert(key);
    try {
      out = unwalk(a.body, pp, var, buffer, buffer_keys);
    } catch (const Fail& f) {
      t.refusal = {f.line, f.reason};
      t.analysis = an.release();
      return t;
    }
    if (out != pp) {
      if (std::getenv("ACL_PORT_DUMP")) std::fprintf(stderr, "%s\n", out.c_str());
      std::string err2;
      Translation w = translate_pp(opt, text, out, true, err2, var, buffer, true);
      if (!w.ok && !var.empty()) {
        // Perhaps it walks along the item's row: the left word (ACL_RNO1). Its refusal is said
        // only where the column's was for storing across the column.
        std::string var3, buffer3, err3, out3;
        try {
          out3 = unwalk(a.body, pp, var3, buffer3, buffer_keys, true);
        } catch (const Fail&) {
        }
        if (!out3.empty() && out3 != pp) {
          if (std::getenv("ACL_PORT_DUMP")) std::fprintf(stderr, "%s\n", out3.c_str());
          Translation r = translate_pp(opt, text, out3, true, err3, var3, buffer3, true, true);
          if (r.ok || (w.walk_across && !r.walk_across)) {
            delete w.analysis;
            error = err3;
            return r;
          }
          delete r.analysis;
        }
      }
      if (!var.empty() || w.ok) {
        error = err2;
        return w;
      }
      delete w.analysis;  // independent iterations that do not translate as items: the loop as it is
    }
  }
  if (std::getenv("ACL_PORT_DUMP")) {
    std::function<void(Node*, int)> dump = [&](Node* n, int d) {
      std::fprintf(stderr, "%*s%s '%s' op=%s line %u: %s\n", 2 * d, "",
                   str(clang_getCursorKindSpelling(n->kind)).c_str(), n->name.c_str(), n->op.c_str(),
                   n->line, n->text.substr(0, 60).c_str());
      for (Node* k : n->kids) dump(k, d + 1);
    };
    dump(fn, 0);
  }
  Translator tr(a, t);
  tr.pass = opt.pass;
  tr.walk_var = walk_var;
  tr.walk_buffer = walk_buffer;
  tr.walk_rows = walk_rows;
  tr.walked = unwalked;
  for (auto& n : opt.pass) {
    bool found = false;
    for (auto& p : t.params) found |= p.buffer && p.name == n;
    if (!found) {
      error = "--pass " + n + ": the kernel has no buffer parameter of that name";
      return t;
    }
  }
  try {
    if (!a.body) throw Fail{fn->line, "no body"};
    for (auto& tok : {"port_i", "port_x", "port_y"})
      if (text.find(tok) != std::string::npos)
        throw Fail{fn->line, std::string("the source uses the name ") + tok + ", which the translation needs"};
    tr.scan(a.body);  // modifications first: the guard's evaluation needs them
    tr.find_loops(a.body);
    tr.find_guard();
    tr.check_returns(a.body);
    if (!a.guard_rest.empty()) a.returns = true;
    a.vars.clear();
    tr.scan(a.body);
    tr.find_loops(a.body);
    tr.find_accesses(a.body);
    tr.classify();
    tr.orient();
    tr.translate_body();
  } catch (const Fail& f) {
    t.refusal = {f.line, f.reason};
    t.analysis = an.release();
    return t;
  }
  t.dims = a.dims;
  if (unwalked) t.launch_dims = 1;
  if (walk_rows) t.launch_axis = 1;
  t.has_guard = a.guard != nullptr;
  for (int d = 0; d < 2; d++)
    if (a.bounded[d]) {  // the bound in parameters
      std::set<std::string> dummy;
      tr.sink = &dummy;
      t.bound_text[d] = tr.print_index(a.bound[d]);
    }
  // The ACL source: the file with the lines of every kernel cut out, User_main in the place
  // of this kernel's.
  std::vector<std::string> lines;
  {
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l + "\n");
  }
  std::string src;
  for (unsigned i = 1; i <= lines.size(); i++) {
    const K* in = nullptr;
    for (auto& x : kernels)
      if (i >= x.begin && i <= x.end) in = &x;
    if (!in) src += lines[i - 1];
    else if (in->name == t.kernel && i == in->begin) src += t.user_main;
  }
  t.source = src;
  t.ok = true;
  t.analysis = an.release();
  return t;
}

bool evaluate_sizes(const Translation& t, const std::map<std::string, long long>& values,
                    const std::vector<size_t>& global, const std::map<std::string, long long>& sizes,
                    long long domain[2], std::vector<long long>& words, std::string& error) {
  Analysis& a = *t.analysis;
  Translation& tt = const_cast<Translation&>(t);
  Translator tr(a, tt);
  std::map<std::string, Interval> sym;
  for (const Param& p : t.params)
    if (!p.buffer) {
      auto it = values.find(p.name);
      if (it != values.end()) sym["p:" + p.name] = {it->second, it->second};
    }
  try {
    for (size_t i = 0; i < a.opaque.size(); i++) {
      long long v = tr.pnum(a.opaque[i], values);
      sym["e" + std::to_string(i)] = {v, v};
    }
    for (int d = 0; d < 2; d++) {
      domain[d] = 1;
      if (d < int(a.dims)) {
        if (!a.bounded[d]) {  // no bounds check: the NDRange is the domain
          if (d >= int(global.size())) {
            error = "no bounds check on get_global_id(" + std::to_string(d) + "): give --global";
            return false;
          }
          domain[d] = (long long)global[d];
        } else {
          domain[d] = tr.range(a.bound[d], sym).lo;
        }
        if (domain[d] < 1) {
          error = "the domain is empty along dimension " + std::to_string(d);
          return false;
        }
      }
    }
    sym["g0"] = {0, domain[0] - 1};
    sym["g1"] = {0, domain[1] - 1};
    for (size_t i = 0; i < a.clamps.size(); i++) {
      Interval lo = tr.range(a.clamps[i].lo, sym), hi = tr.range(a.clamps[i].hi, sym);
      sym["c" + std::to_string(i)] = {lo.lo, hi.hi};
    }
    sym = tr.loop_ranges(sym);
    words.assign(t.params.size(), 0);
    for (size_t i = 0; i < t.params.size(); i++) {
      const Param& p = t.params[i];
      if (!p.buffer) continue;
      if (p.carry == Carry::Level1 && p.view) {  // off + (rows - 1) * pitch + columns
        long long cols = p.column ? 1 : domain[0], rows = p.column ? domain[0] : domain[1];
        long long pitch = p.pitch_poly.empty() ? cols : tr.range(p.pitch_poly, sym).lo;
        long long off = tr.range(p.off_poly, sym).lo;
        if (off < 0 || pitch < cols) {
          error = "`" + p.name + "` starts at word " + std::to_string(off) + " with rows of " +
                  std::to_string(pitch) + " words at these values: not an array inside the buffer";
          return false;
        }
        words[i] = off + (rows - 1) * pitch + cols;
        tt.params[i].view_offset = off;
        tt.params[i].view_pitch = pitch;
        continue;
      }
      if (p.carry == Carry::Level1) {
        words[i] = domain[0] * domain[1];
        continue;
      }
      long long lo = 0, hi = 0;
      auto given = sizes.find(p.name);
      if (given != sizes.end()) {
        words[i] = given->second;
        continue;
      }
      if (p.handed) {
        error = "`" + p.name + "` is used where acl-port does not follow its accesses (a helper function, a "
                "cast, a vector load): give its size with --size " + p.name + "=WORDS";
        return false;
      }
      for (const Access& ac : a.accesses)
        if (ac.param == p.name && !ac.affine) {
          error = "`" + p.name + "` is read at an index that depends on data (line " +
                  std::to_string(ac.node->line) + "): give its size with --size " + p.name + "=WORDS";
          return false;
        }
      for (const Access& ac : a.accesses)
        if (ac.param == p.name) {
          Interval r = tr.range(ac.index, sym);
          lo = std::min(lo, r.lo);
          hi = std::max(hi, r.hi + 1);
        }
      if (lo < 0) {
        error = "`" + p.name + "` may be read at index " + std::to_string(lo) + ", before its start";
        return false;
      }
      words[i] = hi;
    }
  } catch (const Fail& f) {
    error = f.reason.compare(0, 12, "no range for") == 0
                ? "a size depends on a value not given: " + f.reason.substr(13) + " (give it with --arg)"
                : f.reason;
    return false;
  }
  return true;
}

std::string report(const Translation& t) {
  std::ostringstream o;
  o << "/* acl-port: kernel " << t.kernel << " */\n" << t.user_main << "\n";
  auto shape = [&](const Param& p) {
    std::string wt = t.bound_text[0].empty() ? "/* width */" : t.bound_text[0];
    std::string ht = t.bound_text[1].empty() ? "/* height */" : t.bound_text[1];
    if (p.swapped) std::swap(wt, ht);
    if (p.column) return "1, " + wt;
    return t.dims == 2 ? wt + ", " + ht : wt;
  };
  o << "/* C API (acl.h): */\n";
  unsigned idx = 0;
  for (const Param& p : t.params) {
    if (!p.used) continue;
    if (!p.buffer) {
      o << "clSetAclKernelArg(kernel, " << idx << ", sizeof(" << p.type << "), &" << p.name << ", NULL);\n";
    } else if (p.carry == Carry::PassThrough) {
      o << "clSetAclKernelArg(kernel, " << idx << ", sizeof(cl_mem), &" << p.name
        << ", NULL);  /* passed through as __global */\n";
    } else {
      o << "{ acl_attr attr = ACL_ATTR_INIT;\n";
      if (p.carry == Carry::Common) {
        o << "  attr.size[0] = " << (p.words_text.empty() ? "/* words of " + p.name + " */" : p.words_text)
          << "; attr.broadcast = ACL_COMMON;\n";
      } else {
        std::string wt = t.bound_text[0].empty() ? "/* width */" : t.bound_text[0];
        std::string ht = t.bound_text[1].empty() ? "/* height */" : t.bound_text[1];
        if (p.swapped) std::swap(wt, ht);
        if (p.column) {
          ht = wt;
          wt = "1";
        }
        o << "  attr.size[0] = " << wt << ";";
        if (t.dims == 2 || p.column) o << " attr.size[1] = " << ht << ";";
        if (p.view && !p.pitch_text.empty())
          o << " attr.row_pitch = (" << p.pitch_text << ") * " << p.word_size << ";";
        if (p.view && p.offset_text != "0") o << " attr.offset = " << p.offset_text << ";";
        o << "\n";
      }
      o << "  attr.word_size = " << p.word_size << ";";
      if (p.carry == Carry::Level1) {
        if (!p.read) o << " attr.ref = ACL_NONE;";
        if (p.written) o << " attr.def = " << (p.special ? p.special_name : "ACL_TOP_LEFT") << ";";
        if (p.margin) o << " attr.margin = " << p.margin << "; attr.border = ACL_BORDER_CLAMP;";
        if (p.rno0) o << " attr.dependency = ACL_RNO0;";
        if (p.rno1) o << " attr.dependency = ACL_RNO1;";
      }
      o << "\n  clSetAclKernelArg(kernel, " << idx << ", sizeof(cl_mem), &" << p.name << ", &attr); }\n";
    }
    idx++;
  }
  o << "\n/* C++ API (acl.hpp): */\nkernel";
  idx = 0;
  for (const Param& p : t.params) {
    if (!p.used) continue;
    o << "\n .arg(" << idx << ", " << p.name;
    if (p.buffer && p.carry != Carry::PassThrough) {
      if (p.carry == Carry::Common)
        o << ", acl::Attr().shape(" << (p.words_text.empty() ? "/* words */" : p.words_text) << ").words("
          << p.word_size << ").common()";
      else {
        o << ", acl::Attr().shape(" << shape(p) << ").words(" << p.word_size << ")";
        if (!p.read) o << ".read(ACL_NONE)";
        if (p.written) o << ".write(" << (p.special ? p.special_name : "ACL_TOP_LEFT") << ")";
        if (p.margin) o << ".halo(" << p.margin << ", ACL_BORDER_CLAMP)";
        if (p.rno0) o << ".depends(ACL_RNO0)";
        if (p.rno1) o << ".depends(ACL_RNO1)";
        if (p.view && p.offset_text != "0") o << ".from_word(" << p.offset_text << ")";
      }
    }
    o << ")";
    if (p.view && !p.pitch_text.empty())
      o << "  /* and row_pitch = (" << p.pitch_text << ") * " << p.word_size << " */";
    idx++;
  }
  o << ";\n\n/* Report:\n";
  for (const Param& p : t.params) {
    if (!p.buffer) {
      o << " * " << p.name << ": scalar, " << (p.used ? "kept" : "dropped (only the indexing used it)") << "\n";
      continue;
    }
    if (!p.used) {
      o << " * " << p.name << ": unused, dropped\n";
      continue;
    }
    const char* c = p.carry == Carry::Level1 ? "level 1, ACL_SEPARATE"
                    : p.carry == Carry::Common ? "level 1, ACL_COMMON (the whole array in local memory)"
                                               : "pass-through __global (not moved by ACL)";
    o << " * " << p.name << ": " << c << (p.read ? ", read" : "") << (p.written ? ", written" : "")
      << (p.margin ? ", margin " + std::to_string(p.margin) + " CLAMP" : "") << ": " << p.why << "\n";
  }
  for (auto& n : t.notes) o << " * note: " << n << "\n";
  o << " */\n";
  return o.str();
}

}  // namespace port

namespace port {
std::vector<std::string> bound_params(const Translation& t) {
  // The parameters the bounds are computed from (through locals and "e<n>" expressions);
  // empty where a dimension is not bounded by any.
  const Analysis& a = *t.analysis;
  std::vector<std::string> r;
  std::function<void(const Node*)> walk = [&](const Node* n) {
    if (n->kind == CXCursor_DeclRefExpr) {
      auto p = a.param_of.find(n->ref);
      if (p != a.param_of.end()) {
        const std::string& name = t.params[p->second].name;
        if (std::find(r.begin(), r.end(), name) == r.end()) r.push_back(name);
      }
      auto v = a.vars.find(n->ref);
      if (v != a.vars.end() && !v->second.mods && v->second.init) walk(v->second.init);
    }
    for (const Node* k : n->kids) walk(k);
  };
  for (unsigned d = 0; d < a.dims; d++) {
    if (!a.bounded[d]) return {};  // the NDRange is the domain: the original has no ragged edge
    bool any = false;
    for (auto& [m, c] : a.bound[d])
      for (auto& sym : m) {
        if (sym.compare(0, 2, "p:") == 0) {
          any = true;
          if (std::find(r.begin(), r.end(), sym.substr(2)) == r.end()) r.push_back(sym.substr(2));
        }
        if (sym[0] == 'e') {
          any = true;
          walk(a.opaque[std::stoi(sym.substr(1))]);
        }
      }
    if (!any) return {};  // a constant bound
  }
  return r;
}
}  // namespace port
