// A small, honest conditional-compilation pass: it decides #if groups only from what it
// can see (the source, -D/-U options) and says which lines it cannot decide, and why.
#include "attributes/preprocess.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <set>
#include <sstream>

#include "error.hpp"

namespace acl::detail {
namespace {

[[noreturn]] void fail(const std::string& why) {
  throw Error(ACL_INVALID_USER_MAIN, "User_main: " + why);
}

bool is_ident(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}
bool is_space(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}
bool starts_with(const std::string& s, const char* p) {
  return s.rfind(p, 0) == 0;
}

Macro make(Macro::Kind kind, std::string body = "", std::string why = "") {
  Macro m;
  m.kind = kind;
  m.body = std::move(body);
  m.why = std::move(why);
  return m;
}

/// Names the OpenCL compiler or ACL's generated prologue may define: ACL cannot tell
/// their values (or, for extensions and limits, whether they are defined) at parse time.
Macro predefined(const std::string& name) {
  if (name == "__OPENCL_VERSION__" || name == "__OPENCL_C_VERSION__") return make(Macro::Defined);
  if (starts_with(name, "get_acl_") || name == "get_ac_size") return make(Macro::Function);
  static const char* const kPrefixes[] = {
      "__", "cl_",   "CL_",    "CLK_",   "ACL_",  "acl_",   "FP_",  "FLT_",  "DBL_",  "HALF_",
      "M_", "CHAR_", "SCHAR_", "UCHAR_", "SHRT_", "USHRT_", "INT_", "UINT_", "LONG_", "ULONG_"};
  static const std::set<std::string> kNames = {"MAXFLOAT", "HUGE_VAL", "HUGE_VALF", "INFINITY",
                                               "NAN",      "true",     "false"};
  bool reserved = (name.size() > 1 && name[0] == '_' && std::isupper((unsigned char)name[1])) ||
                  kNames.count(name) != 0;
  for (const char* p : kPrefixes) reserved |= starts_with(name, p);
  if (!reserved) return make(Macro::Undefined);
  return make(Macro::Unknown, "", name + " may be predefined by the OpenCL compiler or by ACL");
}

/// Reads an identifier at `i` (after spaces); empty if there is none.
std::string ident_at(const std::string& s, size_t& i) {
  while (i < s.size() && is_space(s[i])) ++i;
  const size_t b = i;
  if (i < s.size() && !std::isdigit((unsigned char)s[i]))
    while (i < s.size() && is_ident(s[i])) ++i;
  return s.substr(b, i - b);
}

std::string trim(const std::string& s) {
  const size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

/// `#define` text after the directive name: the macro (object- or function-like).
bool define_of(const std::string& rest, std::string& name, Macro& m) {
  size_t i = 0;
  name = ident_at(rest, i);
  if (name.empty()) return false;
  if (i < rest.size() && rest[i] == '(')
    m = make(Macro::Function);
  else
    m = make(Macro::Object, trim(rest.substr(i)));
  return true;
}

/// -D/-U options, in order, and -cl-fast-relaxed-math (which defines __FAST_RELAXED_MATH__).
std::vector<MacroEvent> option_events(const std::string& options) {
  std::vector<MacroEvent> out;
  std::istringstream in(options);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  for (size_t i = 0; i < words.size(); ++i) {
    std::string w = words[i];
    if (w == "-cl-fast-relaxed-math")
      out.push_back({0, "__FAST_RELAXED_MATH__", make(Macro::Object, "1")});
    if (w.size() < 2 || w[0] != '-' || (w[1] != 'D' && w[1] != 'U')) continue;
    const bool define = w[1] == 'D';
    std::string arg = w.substr(2);
    if (arg.empty() && i + 1 < words.size()) arg = words[++i];
    MacroEvent e;
    if (arg.find_first_of("\"'") != std::string::npos) {  // quoting: not split like a shell
      size_t j = arg.find_first_not_of("\"'");
      e.name = j == std::string::npos ? "" : ident_at(arg, j);
      e.macro = make(Macro::Unknown, "", "the build options quote -D" + e.name);
    } else if (!define) {
      size_t j = 0;
      e.name = ident_at(arg, j);
    } else {
      const size_t eq = arg.find('=');
      if (!define_of(
              arg.substr(0, eq) + (eq == std::string::npos ? " 1" : " " + arg.substr(eq + 1)),
              e.name, e.macro))
        continue;
    }
    if (!e.name.empty()) out.push_back(e);
  }
  // Defined exactly when the option is given (OpenCL C 6.10).
  bool relaxed = false;
  for (const MacroEvent& e : out) relaxed |= e.name == "__FAST_RELAXED_MATH__";
  if (!relaxed)
    out.insert(out.begin(), MacroEvent{0, "__FAST_RELAXED_MATH__", make(Macro::Undefined)});
  return out;
}

// ---- #if expressions ----------------------------------------------------------------

/// A value of a preprocessor expression, or why ACL cannot know it.
struct Val {
  bool known = true;
  bool is_unsigned = false;
  int64_t v = 0;
  std::string why;
};

Val unknown(std::string why) {
  Val r;
  r.known = false;
  r.why = std::move(why);
  return r;
}

Val number(int64_t v, bool u = false) {
  Val r;
  r.v = v;
  r.is_unsigned = u;
  return r;
}

/// Tokens of a directive's text: identifiers, numbers, punctuators.
std::vector<std::string> tokenize(const std::string& s) {
  static const char* const kTwo[] = {"&&", "||", "==", "!=", "<=", ">=", "<<", ">>", "##"};
  std::vector<std::string> out;
  for (size_t i = 0; i < s.size();) {
    if (is_space(s[i])) {
      ++i;
      continue;
    }
    size_t j = i + 1;
    if (is_ident(s[i])) {
      while (j < s.size() && (is_ident(s[j]) || s[j] == '.' ||
                              ((s[j] == '+' || s[j] == '-') && std::isdigit((unsigned char)s[i]) &&
                               std::strchr("eEpP", s[j - 1]))))
        ++j;
    } else {
      for (const char* two : kTwo)
        if (s.compare(i, 2, two) == 0) j = i + 2;
    }
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

/// Evaluates one #if / #elif condition with the macros in effect.
class Condition {
 public:
  Condition(const SourceView& view, size_t line) : view_(view), line_(line) {}

  Val eval(const std::string& text) {
    toks_.clear();
    pos_ = 0;
    expand(tokenize(text), 0);
    Val v = ternary();
    if (pos_ != toks_.size()) return unknown("ACL cannot read the condition");
    return v;
  }

 private:
  const SourceView& view_;
  size_t line_;
  std::vector<std::string> toks_;  ///< after macro expansion; "?why" marks an unknown value
  size_t pos_ = 0;
  std::set<std::string> expanding_;

  void expand(const std::vector<std::string>& in, int depth) {
    if (depth > 64) return toks_.push_back("?macros nested too deeply");
    for (size_t i = 0; i < in.size(); ++i) {
      const std::string& t = in[i];
      if (!is_ident(t[0]) || std::isdigit((unsigned char)t[0])) {
        toks_.push_back(t);
        continue;
      }
      if (t == "defined") {
        const bool paren = i + 1 < in.size() && in[i + 1] == "(";
        const size_t at = i + (paren ? 2 : 1);
        if (at >= in.size() || (paren && (at + 1 >= in.size() || in[at + 1] != ")")))
          return toks_.push_back("?ACL cannot read 'defined'");
        const Macro m = view_.lookup(in[at], line_);
        toks_.push_back(m.kind == Macro::Unknown     ? "?" + m.why
                        : m.kind == Macro::Undefined ? "0"
                                                     : "1");
        i = at + (paren ? 1 : 0);
        continue;
      }
      const Macro m = expanding_.count(t) ? Macro() : view_.lookup(t, line_);
      if (m.kind == Macro::Object) {
        expanding_.insert(t);
        expand(tokenize(m.body), depth + 1);
        expanding_.erase(t);
      } else if (m.kind == Macro::Function && i + 1 < in.size() && in[i + 1] == "(") {
        return toks_.push_back("?" + t + " is a function-like macro, which ACL does not expand");
      } else if (m.kind == Macro::Defined) {
        toks_.push_back("?ACL does not know the value of " + t);
      } else if (m.kind == Macro::Unknown) {
        toks_.push_back("?" + m.why);
      } else {
        toks_.push_back("0");  // an identifier that is no macro counts as 0
      }
    }
  }

  bool take(const char* op) {
    if (pos_ < toks_.size() && toks_[pos_] == op) return ++pos_, true;
    return false;
  }

  Val ternary() {
    Val c = binary(1);
    if (!take("?")) return c;
    Val a = ternary();
    if (!take(":")) return unknown("ACL cannot read the condition");
    Val b = ternary();
    if (!c.known) return c;
    return c.v ? a : b;
  }

  static int precedence(const std::string& op) {
    static const std::pair<const char*, int> kOps[] = {
        {"||", 1}, {"&&", 2}, {"|", 3}, {"^", 4},  {"&", 5},  {"==", 6},
        {"!=", 6}, {"<", 7},  {">", 7}, {"<=", 7}, {">=", 7}, {"<<", 8},
        {">>", 8}, {"+", 9},  {"-", 9}, {"*", 10}, {"/", 10}, {"%", 10}};
    for (const auto& [name, p] : kOps)
      if (op == name) return p;
    return 0;
  }

  Val binary(int min) {
    Val lhs = unary();
    while (pos_ < toks_.size()) {
      const std::string op = toks_[pos_];
      const int p = precedence(op);
      if (p == 0 || p < min) break;
      ++pos_;
      lhs = apply(op, lhs, binary(p + 1));
    }
    return lhs;
  }

  Val unary() {
    if (pos_ >= toks_.size()) return unknown("ACL cannot read the condition");
    const std::string t = toks_[pos_++];
    if (t.size() > 1 && t[0] == '?') return unknown(t.substr(1));
    if (t == "(") {
      Val v = ternary();
      return take(")") ? v : unknown("ACL cannot read the condition");
    }
    if (t == "!" || t == "~" || t == "-" || t == "+") {
      Val v = unary();
      if (!v.known) return v;
      if (t == "!") return number(v.v == 0);
      if (t == "~") return number(~v.v, v.is_unsigned);
      if (t == "-") return number(int64_t(0 - uint64_t(v.v)), v.is_unsigned);
      return v;
    }
    return literal(t);
  }

  static Val literal(const std::string& t) {
    if (!std::isdigit((unsigned char)t[0])) return unknown("ACL cannot read '" + t + "'");
    size_t end = t.size();
    bool u = false;
    while (end > 0 && std::strchr("uUlL", t[end - 1])) u |= std::toupper(t[--end]) == 'U';
    const bool hex = t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
    const unsigned base = hex ? 16 : t[0] == '0' ? 8 : 10;
    uint64_t v = 0;
    for (size_t i = hex ? 2 : 0; i < end; ++i) {
      const char c = char(std::tolower((unsigned char)t[i]));
      const unsigned d = std::isdigit((unsigned char)c) ? unsigned(c - '0')
                         : (c >= 'a' && c <= 'f')       ? unsigned(c - 'a' + 10)
                                                        : 99;
      if (d >= base || v > (UINT64_MAX - d) / base)
        return unknown("ACL cannot read the number '" + t + "'");
      v = v * base + d;
    }
    return number(int64_t(v), u || v > uint64_t(INT64_MAX));
  }

  static Val apply(const std::string& op, const Val& a, const Val& b) {
    // && and || decide on one known side, whatever the other.
    if (op == "&&" && ((a.known && a.v == 0) || (b.known && b.v == 0))) return number(0);
    if (op == "||" && ((a.known && a.v != 0) || (b.known && b.v != 0))) return number(1);
    if (!a.known) return a;
    if (!b.known) return b;
    if (op == "&&") return number(1);
    if (op == "||") return number(0);
    const bool u = a.is_unsigned || b.is_unsigned;
    const uint64_t x = uint64_t(a.v), y = uint64_t(b.v);
    auto less = [&](const Val& l, const Val& r) {
      return u ? uint64_t(l.v) < uint64_t(r.v) : l.v < r.v;
    };
    if (op == "|") return number(int64_t(x | y), u);
    if (op == "^") return number(int64_t(x ^ y), u);
    if (op == "&") return number(int64_t(x & y), u);
    if (op == "==") return number(x == y);
    if (op == "!=") return number(x != y);
    if (op == "<") return number(less(a, b));
    if (op == ">") return number(less(b, a));
    if (op == "<=") return number(!less(b, a));
    if (op == ">=") return number(!less(a, b));
    if (op == "+") return number(int64_t(x + y), u);
    if (op == "-") return number(int64_t(x - y), u);
    if (op == "*") return number(int64_t(x * y), u);
    if (op == "<<" || op == ">>") {
      if (b.v < 0 || b.v > 63) return unknown("a shift by " + std::to_string(b.v));
      if (op == "<<") return number(int64_t(x << y), a.is_unsigned);
      return number(a.is_unsigned ? int64_t(x >> y) : a.v >> y, a.is_unsigned);
    }
    if (y == 0 || (!u && a.v == INT64_MIN && b.v == -1)) return unknown("a division by zero");
    if (op == "/") return number(u ? int64_t(x / y) : a.v / b.v, u);
    return number(u ? int64_t(x % y) : a.v % b.v, u);
  }
};

// ---- the pass ------------------------------------------------------------------------

/// One open #if: the state around it, whether a group was taken (0 no, 1 yes, 2 maybe),
/// the state of the current group and why it is undecided.
struct Group {
  LineState outer;
  int taken;
  LineState state;
  std::string why;
};

class Pass {
 public:
  explicit Pass(SourceView& v) : v_(v) {}

  void run() {
    const std::string& s = v_.code;
    for (size_t at = 0, line = 1; at < s.size();) {
      // A logical line: physical lines joined where they end in a backslash.
      size_t end = at;
      size_t last_line = line;
      for (;;) {
        end = s.find('\n', end);
        if (end == std::string::npos) end = s.size();
        size_t k = end;
        if (k > at && s[k - 1] == '\r') --k;
        if (end < s.size() && k > at && s[k - 1] == '\\') {
          ++end;
          ++last_line;
          continue;
        }
        break;
      }
      const size_t first = s.find_first_not_of(" \t\f\v\r", at);
      const bool directive = first < end && s[first] == '#';
      const LineState st =
          directive ? directive_at(s.substr(first + 1, end - first - 1), line) : state();
      for (size_t l = line; l <= last_line; ++l) {
        v_.lines.push_back(st);
        v_.why.push_back(st == LineState::Undecided ? why() : "");
      }
      for (size_t i = at; i < end; ++i) {
        if (directive || st == LineState::Inactive) blank(v_.maybe, i);
        if (directive || st != LineState::Active) blank(v_.active, i);
      }
      at = end + 1;
      line = last_line + 1;
    }
    if (!groups_.empty())
      fail("line " + std::to_string(open_lines_.back()) + ": #if without #endif");
  }

 private:
  SourceView& v_;
  std::vector<Group> groups_;
  std::vector<size_t> open_lines_;

  static void blank(std::string& s, size_t i) {
    if (s[i] != '\n') s[i] = ' ';
  }
  LineState state() const { return groups_.empty() ? LineState::Active : groups_.back().state; }
  std::string why() const { return groups_.empty() ? "" : groups_.back().why; }

  /// Handles one directive (text after '#'); returns the state its lines count in.
  LineState directive_at(std::string text, size_t line) {
    text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
    for (size_t p; (p = text.find("\\\n")) != std::string::npos;) text.erase(p, 2);
    size_t i = 0;
    const std::string name = ident_at(text, i);
    const std::string rest = text.substr(i);
    const LineState st = state();
    const std::string where = "#" + name + " at line " + std::to_string(line);
    if (name == "if" || name == "ifdef" || name == "ifndef") {
      Group g{st, 0, st, why()};
      if (st == LineState::Active) choose(g, test(name, rest, line), where);
      groups_.push_back(g);
      open_lines_.push_back(line);
      return st;
    }
    if (name == "elif" || name == "else" || name == "endif") {
      if (groups_.empty()) fail("line " + std::to_string(line) + ": #" + name + " without #if");
      Group& g = groups_.back();
      if (name == "endif") {
        groups_.pop_back();
        open_lines_.pop_back();
        return state();
      }
      if (g.outer != LineState::Active) return g.outer;
      if (g.taken == 1) {
        g.state = LineState::Inactive;
      } else {
        const Val c = name == "else" ? number(1) : test("if", rest, line);
        if (g.taken == 0) {
          choose(g, c, where);
        } else {  // after a group ACL could not decide: compiled only if that one was not
          g.state = c.known && c.v == 0 ? LineState::Inactive : LineState::Undecided;
          if (c.known && c.v != 0) g.taken = 1;  // one of the two is, so the rest are not
        }
      }
      return g.outer;
    }
    if (st == LineState::Inactive) return st;
    if (name == "include") {
      v_.events.push_back({line, "", make(Macro::Unknown)});  // may define or undefine anything
      return st;
    }
    if (name != "define" && name != "undef") return st;
    MacroEvent e{line, "", make(Macro::Undefined)};
    if (name == "define") {
      if (!define_of(rest, e.name, e.macro)) return st;
    } else {
      size_t j = 0;
      if ((e.name = ident_at(rest, j)).empty()) return st;
    }
    if (st == LineState::Undecided)
      e.macro = make(Macro::Unknown, "",
                     "#" + name + " " + e.name + " at line " + std::to_string(line) +
                         " is in a group ACL cannot "
                         "decide (" +
                         why() + ")");
    v_.events.push_back(e);
    return st;
  }

  Val test(const std::string& kind, const std::string& rest, size_t line) {
    if (kind == "if") return Condition(v_, line).eval(rest);
    size_t i = 0;
    const std::string name = ident_at(rest, i);
    if (name.empty()) return unknown("#" + kind + " without a name");
    const Macro m = v_.lookup(name, line);
    if (m.kind == Macro::Unknown) return unknown(m.why);
    return number((m.kind != Macro::Undefined) == (kind == "ifdef"));
  }

  static void choose(Group& g, const Val& c, const std::string& where) {
    if (!c.known) {
      g.state = LineState::Undecided;
      g.taken = 2;
      g.why = where + ": " + c.why;
    } else {
      g.state = c.v ? LineState::Active : LineState::Inactive;
      g.taken = c.v ? 1 : 0;
    }
  }
};

}  // namespace

std::string code_view(const std::string& s) {
  std::string out = s;
  const size_t n = s.size();
  auto blank = [&](size_t i) {
    if (out[i] != '\n') out[i] = ' ';
  };
  for (size_t i = 0; i < n; ++i) {
    const char c = s[i];
    if (c == '/' && i + 1 < n && s[i + 1] == '/') {
      size_t j = i;
      for (; j < n; ++j) {
        if (s[j] == '\n') {  // a backslash before the line break continues the comment
          size_t k = j;
          if (k > i && s[k - 1] == '\r') --k;
          if (!(k > i + 2 && s[k - 1] == '\\')) break;
        }
        blank(j);
      }
      i = j - 1;
    } else if (c == '/' && i + 1 < n && s[i + 1] == '*') {
      const size_t end = s.find("*/", i + 2);
      if (end == std::string::npos) fail("unterminated comment");
      for (size_t j = i; j < end + 2; ++j) blank(j);
      i = end + 1;
    } else if (c == '"' || c == '\'') {  // a literal ends at its quote or the line's end
      size_t j = i + 1;
      for (; j < n && s[j] != c && s[j] != '\n'; ++j) {
        if (s[j] == '\\' && j + 1 < n) blank(j++);
        blank(j);
      }
      i = j < n && s[j] == c ? j : j - 1;
    }
  }
  return out;
}

size_t SourceView::line_of(size_t at) const {
  size_t line = 1;
  for (size_t i = 0; i < at && i < code.size(); ++i) line += code[i] == '\n';
  return line;
}

Macro SourceView::lookup(const std::string& name, size_t line) const {
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (it->line >= line) continue;
    if (it->name.empty())
      return make(Macro::Unknown, "",
                  "the #include at line " + std::to_string(it->line) + " may define " + name);
    if (it->name == name) return it->macro;
  }
  return predefined(name);
}

SourceView preprocess(const std::string& source, const std::string& options) {
  SourceView v;
  v.code = code_view(source);
  v.active = v.maybe = v.code;
  v.events = option_events(options);
  Pass(v).run();
  return v;
}

}  // namespace acl::detail
