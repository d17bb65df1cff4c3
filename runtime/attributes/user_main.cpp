// Parsing of User_main's parameter list: the definition the compiler sees (preprocess.hpp),
// its object-like macros expanded, and just enough C to read the declarations.
#include "user_main.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <set>

#include "attributes/preprocess.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

[[noreturn]] void fail(const std::string& why) {
  throw Error(ACL_INVALID_USER_MAIN, "User_main: " + why);
}

bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool is_name(const std::string& t) {
  return !t.empty() && is_ident(t[0]) && !std::isdigit(static_cast<unsigned char>(t[0]));
}

/// Positions of the '(' after each `User_main` token that is followed by '('.
std::vector<size_t> find_user_main(const std::string& s) {
  static const std::string kName = "User_main";
  std::vector<size_t> hits;
  for (size_t p = s.find(kName); p != std::string::npos; p = s.find(kName, p + 1)) {
    if (p > 0 && is_ident(s[p - 1])) continue;
    size_t q = p + kName.size();
    if (q < s.size() && is_ident(s[q])) continue;
    while (q < s.size() && std::isspace(static_cast<unsigned char>(s[q]))) ++q;
    if (q < s.size() && s[q] == '(') hits.push_back(q);
  }
  return hits;
}

/// Offset of the ')' that closes the '(' at `open`, or npos.
size_t closing_paren(const std::string& s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    if (s[i] == ')' && --depth == 0) return i;
  }
  return std::string::npos;
}

/// The '(' of the User_main definition the compiler will see. A definition on lines ACL
/// cannot decide on (or whose parameter list crosses them) is rejected: ACL would have to
/// guess which parameter list the compiler sees.
size_t find_definition(const SourceView& v) {
  std::vector<size_t> defs;
  for (size_t open : find_user_main(v.maybe)) {
    const size_t close = closing_paren(v.maybe, open);
    if (close == std::string::npos)
      fail("unbalanced parentheses after User_main (line " + std::to_string(v.line_of(open)) + ")");
    const size_t next = v.maybe.find_first_not_of(" \t\r\n", close + 1);
    if (next == std::string::npos || v.maybe[next] != '{') continue;  // a declaration or a call
    for (size_t l = v.line_of(open), last = v.line_of(next); l <= last; ++l)
      if (v.lines[l - 1] == LineState::Undecided)
        fail("ACL cannot tell whether the compiler sees the definition at line " +
             std::to_string(v.line_of(open)) + ": its line " + std::to_string(l) +
             " is in a conditional group ACL cannot decide (" + v.why[l - 1] +
             "). Choose the variant with a macro of your own, set with -D/-U in the build "
             "options, or keep User_main's definition and parameter list out of the group");
    defs.push_back(open);
  }
  if (defs.size() > 1)
    fail("defined twice for the compiler (lines " + std::to_string(v.line_of(defs[0])) + " and " +
         std::to_string(v.line_of(defs[1])) + ")");
  if (!defs.empty()) return defs[0];
  if (!find_user_main(v.maybe).empty())
    fail("User_main is declared but never defined (no body found)");
  if (!find_user_main(v.code).empty())
    fail("User_main is defined only where the compiler does not see it (a group that #if, "
         "#ifdef or #ifndef leaves out with these build options, or a directive)");
  fail("no function named User_main in the source");
}

/// Identifiers (numbers too) and single punctuators.
std::vector<std::string> tokens_of(const std::string& text) {
  std::vector<std::string> toks;
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (is_ident(c)) {
      size_t j = i;
      while (j < text.size() && is_ident(text[j])) ++j;
      toks.push_back(text.substr(i, j - i));
      i = j;
    } else {
      toks.push_back(std::string(1, c));
      ++i;
    }
  }
  return toks;
}

/// `in` with the object-like macros in effect at `line` expanded, as the compiler does.
void expand(const std::vector<std::string>& in, const SourceView& v, size_t line,
            std::set<std::string>& busy, int depth, std::vector<std::string>& out) {
  if (depth > 64) fail("the macros in the parameter list nest too deeply");
  for (size_t i = 0; i < in.size(); ++i) {
    const std::string& t = in[i];
    const Macro m = is_name(t) && !busy.count(t) ? v.lookup(t, line) : Macro();
    if (m.kind == Macro::Object) {
      busy.insert(t);
      expand(tokens_of(m.body), v, line, busy, depth + 1, out);
      busy.erase(t);
    } else if (m.kind == Macro::Function && i + 1 < in.size() && in[i + 1] == "(") {
      fail("the parameter list uses the function-like macro " + t +
           ", which ACL does not expand: write the parameters out");
    } else {
      out.push_back(t);
    }
  }
}

/// A declaration's tokens as text: "const float* restrict in".
std::string decl_text(const std::vector<std::string>& toks) {
  std::string s;
  for (size_t i = 0; i < toks.size(); ++i) {
    if (i > 0 && is_ident(toks[i][0]) && (is_ident(toks[i - 1][0]) || toks[i - 1] == "*")) s += ' ';
    s += toks[i];
  }
  return s;
}

/// A built-in scalar name followed by digits that make no OpenCL C vector ("float5").
bool bad_vector(const std::string& word) {
  size_t digits = word.size();
  while (digits > 0 && std::isdigit(static_cast<unsigned char>(word[digits - 1]))) --digits;
  return digits < word.size() && digits > 0 && builtin_type_size(word.substr(0, digits)) != 0 &&
         builtin_type_size(word) == 0;
}

bool is_type_word(const std::string& w) {
  static const std::set<std::string> kWords = {"signed", "unsigned", "char",   "short",
                                               "int",    "long",     "void",   "struct",
                                               "union",  "enum",     "float",  "double"};
  return kWords.count(w) || builtin_type_size(w) != 0;
}

/// The element type named by `words`, with OpenCL C's built-in integer spellings
/// ("unsigned long int", "signed char") as ACL spells them ("ulong", "char").
std::string type_of(const std::vector<std::string>& words, const std::string& where) {
  std::string spelled;
  for (const std::string& w : words) spelled += (spelled.empty() ? "" : " ") + w;
  std::map<std::string, int> n;
  bool integer = true;
  for (const std::string& w : words) {
    integer &= w == "signed" || w == "unsigned" || w == "char" || w == "short" || w == "int" ||
               w == "long";
    ++n[w];
  }
  if (integer) {
    const bool u = n["unsigned"] > 0;
    if (n["signed"] + n["unsigned"] > 1 || n["char"] + n["short"] + (n["long"] > 0) > 1 ||
        n["int"] > 1 || n["long"] > 2 || (n["char"] && n["int"]))
      fail(where + "'" + spelled + "' is not a type");
    if (n["char"]) return u ? "uchar" : "char";  // char is signed in OpenCL C
    if (n["short"]) return u ? "ushort" : "short";
    if (n["long"] == 2) return u ? "unsigned long long" : "long long";  // reserved: not sized
    if (n["long"]) return u ? "ulong" : "long";
    return u ? "uint" : "int";
  }
  if (words.size() == 2 && (words[0] == "struct" || words[0] == "union" || words[0] == "enum"))
    return spelled;
  if (words.size() != 1) fail(where + "ACL cannot read the type '" + spelled + "'");
  if (bad_vector(words[0]))
    fail(where + "'" + words[0] + "' is not an OpenCL C type (vectors have 2, 3, 4, 8 or 16 "
                 "components)");
  return words[0];
}

Param parse_param(const std::vector<std::string>& toks, size_t index) {
  const std::string where = "parameter " + std::to_string(index) + " '" + decl_text(toks) + "': ";
  Param p;
  std::vector<std::string> words;
  bool star = false, array = false;
  for (size_t i = 0; i < toks.size(); ++i) {
    const std::string& t = toks[i];
    if (t == "*") {
      if (star || array) fail(where + "pointers to pointers are not supported");
      star = true;
    } else if (t == "[") {  // T name[N] is a pointer to T, whatever N (C's array parameter)
      if (star || array)
        fail(where + (star ? "arrays of pointers" : "arrays of arrays") + " are not supported");
      array = true;
      while (i < toks.size() && toks[i] != "]") ++i;
      if (i == toks.size()) fail(where + "'[' without ']'");
    } else if (array) {
      fail(where + "ACL cannot read '" + t + "' after the brackets");
    } else if (t == "__local" || t == "local") {
      p.space = AddressSpace::Local;
    } else if (t == "__global" || t == "global") {
      p.space = AddressSpace::Global;
    } else if (t == "__constant" || t == "constant") {
      p.space = AddressSpace::Constant;
    } else if (t == "__private" || t == "private") {
      p.space = AddressSpace::Private;
    } else if (t == "const") {
      if (!star) p.is_const = true;
    } else if (t == "restrict" || t == "__restrict" || t == "volatile") {
      // no effect on how ACL passes the argument
    } else if (is_name(t)) {
      words.push_back(t);
    } else {
      fail(where + "ACL cannot read '" + t + "'");
    }
  }
  if (words.size() < 2 || is_type_word(words.back())) fail(where + "needs a type and a name");
  p.pointer = star || array;
  p.name = words.back();
  words.pop_back();
  p.type = type_of(words, where);
  p.type_size = builtin_type_size(p.type);
  return p;
}

}  // namespace

unsigned builtin_type_size(const std::string& type) {
  static const std::map<std::string, unsigned> kScalars = {
      {"char", 1},  {"uchar", 1}, {"bool", 1},  {"short", 2},  {"ushort", 2}, {"half", 2},
      {"int", 4},   {"uint", 4},  {"float", 4}, {"long", 8},   {"ulong", 8},  {"double", 8},
      {"size_t", 0}, {"intptr_t", 0}};
  size_t digits = type.size();
  while (digits > 0 && std::isdigit(static_cast<unsigned char>(type[digits - 1]))) --digits;
  auto it = kScalars.find(type.substr(0, digits));
  if (it == kScalars.end()) return 0;
  if (digits == type.size()) return it->second;
  const std::string n = type.substr(digits);
  if (n != "2" && n != "3" && n != "4" && n != "8" && n != "16") return 0;
  return it->second * (n == "3" ? 4 : unsigned(std::stoul(n)));  // 3-component vectors occupy four
}

std::vector<Param> parse_user_main(const std::string& source, const std::string& options) {
  const SourceView v = preprocess(source, options);
  const size_t open = find_definition(v);
  const size_t close = closing_paren(v.active, open);
  std::string list = v.active.substr(open + 1, close - open - 1);
  list.erase(std::remove(list.begin(), list.end(), '\r'), list.end());
  for (size_t p; (p = list.find("\\\n")) != std::string::npos;) list.erase(p, 2);  // spliced lines
  std::set<std::string> busy;
  std::vector<std::string> toks;
  expand(tokens_of(list), v, v.line_of(open), busy, 0, toks);
  if (toks.empty() || (toks.size() == 1 && toks[0] == "void"))
    fail("User_main takes no parameters; ACL has nothing to transfer");
  std::vector<Param> params;
  std::vector<std::string> decl;
  for (size_t i = 0; i <= toks.size(); ++i) {
    if (i < toks.size() && toks[i] != ",") {
      decl.push_back(toks[i]);
      continue;
    }
    if (decl.empty()) fail("parameter " + std::to_string(params.size()) + " is empty");
    params.push_back(parse_param(decl, params.size()));
    decl.clear();
  }
  for (size_t i = 0; i < params.size(); ++i) {
    Param& p = params[i];
    p.as_view = p.pointer && p.space == AddressSpace::Private && used_as_view(source, i, p.name);
    p.xy_only = p.as_view && read_through_xy(source, i, p.name);
    p.only_added = p.pointer && p.space == AddressSpace::Private && only_added(source, i, p.name);
  }
  return params;
}

/// Whether the loop at `at` already has a hint: a directive line just before it (such as
/// `#pragma unroll`), or `_Pragma` / `__attribute__` since the previous statement.
bool loop_hinted(const std::string& s, size_t at) {
  size_t b = at;
  while (b > 0 && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  if (b == 0) return false;
  const size_t line = s.rfind('\n', b - 1);
  const size_t first = s.find_first_not_of(" \t", line == std::string::npos ? 0 : line + 1);
  if (first != std::string::npos && s[first] == '#') return true;
  const size_t stmt = s.find_last_of(";{}", b - 1);
  const size_t from = stmt == std::string::npos ? 0 : stmt;
  const std::string since = s.substr(from, b - from);
  return since.find("_Pragma") != std::string::npos ||
         since.find("__attribute__") != std::string::npos;
}

std::string hint_loop_unrolling(const std::string& source) {
  static const std::string kHint = "_Pragma(\"clang loop unroll(enable)\") ";
  const std::string s = code_view(source);
  std::string out;
  size_t last = 0;
  bool line_start = true, directive = false;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\n') {
      // A directive goes on past lines that end in a backslash.
      if (!(directive && i > 0 && s[i - 1] == '\\')) directive = false;
      line_start = true;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    if (line_start && c == '#') directive = true;
    line_start = false;
    if (directive) continue;
    if (c == '"' || c == '\'') {  // string and character literals
      for (++i; i < s.size() && s[i] != c; ++i)
        if (s[i] == '\\') ++i;
      continue;
    }
    if (!is_ident(c)) continue;
    size_t j = i;
    while (j < s.size() && is_ident(s[j])) ++j;
    if (s.compare(i, j - i, "for") == 0 && (i == 0 || !is_ident(s[i - 1])) &&
        s.find_first_not_of(" \t\r\n", j) != std::string::npos &&
        s[s.find_first_not_of(" \t\r\n", j)] == '(' && !loop_hinted(s, i)) {
      out += source.substr(last, i - last);
      out += kHint;
      last = i;
    }
    i = j - 1;
  }
  out += source.substr(last);
  return out;
}

namespace {

/// Whether some identifier of the code (not in comments or strings) satisfies `hit`.
template <typename Hit>
bool names_any(const std::string& source, Hit hit) {
  const std::string s = code_view(source);
  for (size_t i = 0; i < s.size();) {
    if (!is_ident(s[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < s.size() && is_ident(s[j])) ++j;
    if (hit(s.substr(i, j - i))) return true;
    i = j;
  }
  return false;
}

}  // namespace

bool names_in_code(const std::string& source, const std::string& name) {
  return names_any(source,
                   [&](const std::string& word) { return word == name || word == "include"; });
}

bool sees_positions(const std::string& source) {
  // clang-format off
  static const char* const kNames[] = {
      "get_acl_origin", "get_acl_blockOrigin", "get_acl_iter", "get_acl_levelIdx",
      "get_acl_blockNum", "get_acl_levelSze", "get_acl_lr", "get_acl_xy", "get_acl_xyz",
      "get_acl_nbh", "get_acl_tileX", "get_acl_tileY", "get_global_id", "get_local_id", "get_group_id",
      "get_num_groups", "get_global_size", "get_local_size", "get_global_offset",
      "get_enqueued_local_size", "get_global_linear_id", "get_local_linear_id", "include"};
  // clang-format on
  return names_any(source, [](const std::string& word) {
    for (const char* name : kNames)
      if (word == name) return true;
    return false;
  });
}

bool item_loop_safe(const std::string& source) {
  // Prefixes; "include": a header could name any of them.
  // clang-format off
  static const char* const kBanned[] = {
      "get_global", "get_local", "get_enqueued", "get_sub_group", "get_max_sub_group",
      "get_num_sub_groups", "barrier", "work_group", "sub_group", "mem_fence", "read_mem_fence",
      "write_mem_fence", "atomic_work_item_fence", "async_", "wait_group_events", "include"};
  // clang-format on
  return !names_any(source, [](const std::string& word) {
    for (const char* prefix : kBanned)
      if (word.compare(0, std::strlen(prefix), prefix) == 0) return true;
    return false;
  });
}

namespace {

/// The word at `i` (identifier characters), or "".
std::string word_at(const std::string& s, size_t i) {
  size_t j = i;
  while (j < s.size() && is_ident(s[j])) ++j;
  return s.substr(i, j - i);
}

/// Offset of the next character at or after `i` that is not a space.
size_t skip_space(const std::string& s, size_t i) {
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return i;
}

/// Offsets of `word` as a whole word in `s`.
std::vector<size_t> whole_words(const std::string& s, const std::string& word) {
  std::vector<size_t> at;
  for (size_t p = s.find(word); p != std::string::npos; p = s.find(word, p + 1))
    if ((p == 0 || !is_ident(s[p - 1])) &&
        (p + word.size() >= s.size() || !is_ident(s[p + word.size()])))
      at.push_back(p);
  return at;
}

/// The names the code declares `float`: parameters and variables (`float a, *b, c[2] = ...`).
std::set<std::string> float_names(const std::string& s) {
  static const std::set<std::string> kQualifiers = {"const", "volatile", "restrict",
                                                    "__restrict"};
  std::set<std::string> names;
  for (size_t at : whole_words(s, "float")) {
    size_t j = at + 5;
    while (true) {
      while (j < s.size() && (s[j] == '*' || std::isspace(static_cast<unsigned char>(s[j])))) ++j;
      const std::string w = word_at(s, j);
      if (kQualifiers.count(w)) {
        j += w.size();
        continue;
      }
      // A cast `(float)x` names nothing; a parameter list goes on with another type.
      if (!is_name(w) || w == "float" || w == "int" || w == "unsigned" ||
          w.compare(0, 2, "__") == 0 || w == "local" || w == "global" || w == "constant" ||
          w == "private")
        break;
      names.insert(w);
      int depth = 0;
      size_t k = j + w.size();
      for (; k < s.size(); ++k) {
        const char c = s[k];
        if (c == '(' || c == '[' || c == '{') ++depth;
        if ((c == ')' || c == ']' || c == '}') && depth-- == 0) break;
        if (depth == 0 && (c == ';' || c == ',')) break;
      }
      if (k >= s.size() || s[k] != ',') break;
      j = k + 1;
    }
  }
  return names;
}

/// Whether s[b, e) names a float variable or holds a float literal (1.0f, 2., 1e-3), outside
/// the arguments of ACL's size and position builtins (int values whatever they are given).
bool mentions_float(const std::string& s, size_t b, size_t e, const std::set<std::string>& names) {
  for (size_t i = b; i < e;) {
    const char c = s[i];
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '.' && i + 1 < e && std::isdigit(static_cast<unsigned char>(s[i + 1])))) {
      size_t j = i;
      while (j < e && (is_ident(s[j]) || s[j] == '.')) ++j;
      const std::string n = s.substr(i, j - i);
      const bool hex = n.size() > 1 && n[0] == '0' && (n[1] == 'x' || n[1] == 'X');
      if (!hex && n.find_first_of(".eEfF") != std::string::npos) return true;
      i = j;
      continue;
    }
    if (!is_ident(c)) {
      ++i;
      continue;
    }
    const std::string w = word_at(s, i);
    i += w.size();
    if (w.compare(0, 8, "get_acl_") == 0 || w == "get_ac_size") {
      const size_t open = skip_space(s, i);
      if (open < e && s[open] == '(') {
        const size_t close = closing_paren(s, open);
        i = close == std::string::npos ? e : close + 1;
      }
      continue;
    }
    if (names.count(w)) return true;
  }
  return false;
}

/// Whether the code branches on a float: an `if`, `while` or `for` condition that names a
/// float variable or literal. On vectors the condition is a vector, which no statement can
/// branch on, so such a build fails (and PoCL prints "1 error generated." on stderr).
bool branches_on_float(const std::string& s) {
  const std::set<std::string> names = float_names(s);
  for (const char* keyword : {"if", "while", "for"})
    for (size_t at : whole_words(s, keyword)) {
      const size_t open = skip_space(s, at + std::strlen(keyword));
      if (open >= s.size() || s[open] != '(') continue;
      const size_t close = closing_paren(s, open);
      if (close == std::string::npos) continue;
      size_t b = open + 1, e = close;
      if (std::strcmp(keyword, "for") == 0) {  // the condition between the two ';'
        int depth = 0;
        std::vector<size_t> semis;
        for (size_t k = open + 1; k < close; ++k) {
          if (s[k] == '(') ++depth;
          if (s[k] == ')') --depth;
          if (s[k] == ';' && depth == 0) semis.push_back(k);
        }
        if (semis.size() != 2) continue;
        b = semis[0] + 1, e = semis[1];
      }
      if (mentions_float(s, b, e, names)) return true;
    }
  return false;
}

}  // namespace

bool lane_safe(const std::string& source, bool valid_ok) {
  static const char* const kBanned[] = {
      "sizeof", "double", "half", "char", "uchar", "short", "ushort", "long", "ulong", "uint",
      "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "bool", "struct", "union", "typedef",
      "enum", "goto", "printf", "asm", "__asm", "global", "__global", "local", "__local",
      "constant", "__constant", "private", "__private", "generic", "__generic", "select",
      "any", "all", "isnan", "isinf", "isfinite", "signbit", "isequal", "isnotequal",
      "isgreater", "isless", "shuffle", "shuffle2", "frexp", "ilogb", "ldexp", "nan",
      "remquo", "rootn", "pown", "get_acl_tileX", "get_acl_tileY", "get_acl_origin",
      "get_acl_blockOrigin", "get_acl_valid", "get_acl_lr", "get_acl_xy", "get_acl_xyz",
      "get_acl_nbh", "get_acl_blockNum", "get_acl_levelSze"};
  static const char* const kBannedPrefixes[] = {"get_global", "get_local", "get_group",
                                                "get_num", "get_enqueued", "get_work",
                                                "vload", "vstore", "as_", "convert_", "atom",
                                                "work_group", "sub_group", "async_",
                                                "prefetch", "mem_fence", "barrier"};
  const std::string s = code_view(source);
  // `__local` in User_main's parameter list names COMMON data staged for the group (which
  // the plans on vectors stage as vectors) or scratch (which they do not take): allowed.
  std::vector<std::pair<size_t, size_t>> lists;
  for (const size_t open : find_user_main(s)) lists.emplace_back(open, closing_paren(s, open));
  auto in_list = [&](size_t at) {
    for (const auto& [open, close] : lists)
      if (at > open && at < close) return true;
    return false;
  };
  bool line_start = true;
  for (size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c == '\n') line_start = true;
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (line_start && c == '#') return false;
    line_start = false;
    if (!is_ident(c) || std::isdigit(static_cast<unsigned char>(c))) {
      // Skip numbers whole (1.0f, 0x10) so their letters are not taken for names.
      size_t j = i + 1;
      if (std::isdigit(static_cast<unsigned char>(c)))
        while (j < s.size() && (is_ident(s[j]) || s[j] == '.')) ++j;
      i = j;
      continue;
    }
    size_t j = i;
    while (j < s.size() && is_ident(s[j])) ++j;
    const std::string word = s.substr(i, j - i);
    i = j;
    if (valid_ok && word == "get_acl_valid") continue;
    if ((word == "__local" || word == "local") && in_list(i - word.size())) continue;
    for (const char* name : kBanned)
      if (word == name) return false;
    for (const char* prefix : kBannedPrefixes)
      if (word.compare(0, std::strlen(prefix), prefix) == 0) return false;
    // Explicit vector types: float4, int16, ...
    const size_t digits = word.find_first_of("0123456789");
    if (digits != std::string::npos && digits > 0 &&
        word.find_first_not_of("0123456789", digits) == std::string::npos &&
        (word.compare(0, digits, "float") == 0 || word.compare(0, digits, "int") == 0 ||
         word.compare(0, digits, "unsigned") == 0))
      return false;
  }
  return !branches_on_float(s);
}

namespace {

/// [begin, end) of each parameter of the list opened at `open` (split at top-level commas).
std::vector<std::pair<size_t, size_t>> parameter_spans(const std::string& s, size_t open) {
  std::vector<std::pair<size_t, size_t>> spans;
  const size_t close = closing_paren(s, open);
  if (close == std::string::npos) return spans;
  int depth = 0;
  size_t from = open + 1;
  for (size_t i = open + 1; i < close; ++i) {
    if (s[i] == '(' || s[i] == '[') ++depth;
    if (s[i] == ')' || s[i] == ']') --depth;
    if (s[i] == ',' && depth == 0) spans.emplace_back(from, i), from = i + 1;
  }
  spans.emplace_back(from, close);
  return spans;
}

/// The identifiers of s[b, e).
std::vector<std::string> identifiers(const std::string& s, size_t b, size_t e) {
  std::vector<std::string> ids;
  for (size_t i = b; i < e;) {
    if (!is_ident(s[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < e && is_ident(s[j])) ++j;
    ids.push_back(s.substr(i, j - i));
    i = j;
  }
  return ids;
}

/// Parameter `index` of the list at `open` names `name` after a '*', without an address
/// space.
bool declares_pointer(const std::string& s, size_t open, size_t index, const std::string& name) {
  const auto spans = parameter_spans(s, open);
  if (index >= spans.size()) return false;
  const auto [b, e] = spans[index];
  const std::vector<std::string> ids = identifiers(s, b, e);
  if (ids.empty() || ids.back() != name || s.find('*', b) >= e) return false;
  for (const std::string& id : ids)
    if (id == "__local" || id == "local" || id == "__global" || id == "global" ||
        id == "__constant" || id == "constant" || id == "__private" || id == "private" ||
        id == "__generic" || id == "generic")
      return false;
  return true;
}

/// The last non-blank character before `i`, or 0.
char before(const std::string& s, size_t i) {
  while (i > 0 && std::isspace(static_cast<unsigned char>(s[i - 1]))) --i;
  return i ? s[i - 1] : 0;
}

/// Whether the lvalue that ends before `end` (after its ']' or ')') is assigned or
/// incremented there, or the one that starts at `start` is incremented before it.
bool assigned(const std::string& s, size_t start, size_t end) {
  const size_t n = s.find_first_not_of(" \t\r\n", end);
  if (n != std::string::npos) {
    if (s.compare(n, 2, "++") == 0 || s.compare(n, 2, "--") == 0) return true;
    if (s[n] == '=' && s.compare(n, 2, "==") != 0) return true;
    static const char* const kOps[] = {"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
    for (const char* op : kOps)
      if (s.compare(n, std::string(op).size(), op) == 0) return true;
  }
  size_t b = start;
  while (b > 0 && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return b >= 2 && (s.compare(b - 2, 2, "++") == 0 || s.compare(b - 2, 2, "--") == 0);
}

/// Offset of the ']' that closes the '[' at `open`, or npos.
size_t closing_bracket(const std::string& s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '[') ++depth;
    if (s[i] == ']' && --depth == 0) return i;
  }
  return std::string::npos;
}

/// The call whose first argument starts at `i` (after its '(' and any spaces): its name
/// at [begin, end) and its '(' at `open`.
struct Call {
  size_t begin, end, open;
};
Call call_of_first_argument(const std::string& s, size_t i) {
  size_t open = i;
  while (open > 0 && s[open - 1] != '(') --open;
  --open;
  size_t e = open;
  while (e > 0 && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  size_t b = e;
  while (b > 0 && is_ident(s[b - 1])) --b;
  return {b, e, open};
}

/// The use of the identifier at [i, j) only reads words: `name[...]` not after '&', or the
/// first argument of a get_acl_xy/get_acl_lr call that is dereferenced
/// (`*get_acl_xy(name, ...)`, `get_acl_xy(name, ...)[k]`), in neither case assigned.
bool reads_only(const std::string& s, size_t i, size_t j) {
  const size_t next = s.find_first_not_of(" \t\r\n", j);
  if (next == std::string::npos) return false;
  if (s[next] == '[') {
    const size_t close = closing_bracket(s, next);
    return before(s, i) != '&' && close != std::string::npos && !assigned(s, i, close + 1);
  }
  if (before(s, i) != '(' || s[next] != ',') return false;
  const Call c = call_of_first_argument(s, i);
  const size_t b = c.begin;
  const std::string call = s.substr(b, c.end - b);
  const size_t close = closing_paren(s, c.open);
  if ((call != "get_acl_xy" && call != "get_acl_lr") || close == std::string::npos) return false;
  if (before(s, b) == '*') {  // *get_acl_xy(p, ...)
    size_t star = b;
    while (s[star - 1] != '*') --star;
    return !assigned(s, star - 1, close + 1);
  }
  const size_t after = s.find_first_not_of(" \t\r\n", close + 1);  // get_acl_xy(p, ...)[k]
  if (after == std::string::npos || s[after] != '[') return false;
  const size_t end = closing_bracket(s, after);
  return end != std::string::npos && !assigned(s, b, end + 1);
}

/// Whether every use of pointer parameter `index`, named `name`, outside User_main's
/// parameter lists passes `use_ok(s, i, j)` (the name at [i, j) of the code view `s`), and
/// every parameter list declares it with a '*' and no address space.
template <class UseOk>
bool every_use(const std::string& source, size_t index, const std::string& name, UseOk use_ok) {
  const std::string s = code_view(source);
  std::vector<std::pair<size_t, size_t>> lists;  // the parameter lists' spans
  for (size_t open : find_user_main(s)) {
    if (!declares_pointer(s, open, index, name)) return false;
    lists.emplace_back(open, closing_paren(s, open));
  }
  if (lists.empty()) return false;
  for (size_t i = 0; i < s.size();) {
    if (!is_ident(s[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < s.size() && is_ident(s[j])) ++j;
    bool in_list = false;
    for (const auto& [b, e] : lists) in_list |= i > b && i < e;
    if (!in_list && s.compare(i, j - i, name) == 0 && j - i == name.size() && !use_ok(s, i, j))
      return false;
    i = j;
  }
  return true;
}

/// The use of the identifier at [i, j) adds to a word: `name[...] += ` or `-= ` (not after
/// '&'). What it adds cannot read the name: any other use fails every_use.
bool adds_to_word(const std::string& s, size_t i, size_t j) {
  const size_t next = s.find_first_not_of(" \t\r\n", j);
  if (next == std::string::npos || s[next] != '[' || before(s, i) == '&') return false;
  const size_t close = closing_bracket(s, next);
  if (close == std::string::npos) return false;
  const size_t op = s.find_first_not_of(" \t\r\n", close + 1);
  if (op == std::string::npos || (s.compare(op, 2, "+=") != 0 && s.compare(op, 2, "-=") != 0))
    return false;
  size_t b = i;  // not `++name[i] += ...` or `--...`
  while (b > 0 && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return !(b >= 2 && (s.compare(b - 2, 2, "++") == 0 || s.compare(b - 2, 2, "--") == 0));
}

}  // namespace

bool used_as_view(const std::string& source, size_t index, const std::string& name) {
  return every_use(source, index, name, reads_only);
}

bool read_through_xy(const std::string& source, size_t index, const std::string& name) {
  return every_use(source, index, name, [](const std::string& s, size_t i, size_t j) {
    const size_t next = s.find_first_not_of(" \t\r\n", j);
    if (!reads_only(s, i, j) || before(s, i) != '(' || next == std::string::npos || s[next] != ',')
      return false;
    // A dereferenced call's first argument, not assigned: which call?
    const Call c = call_of_first_argument(s, i);
    if (s.compare(c.begin, c.end - c.begin, "get_acl_xy") != 0 || before(s, c.begin) != '*')
      return false;
    // Not `x * get_acl_xy(name, ...)[k]`, a product that steps down the column.
    const size_t close = closing_paren(s, c.open);
    const size_t after =
        close == std::string::npos ? close : s.find_first_not_of(" \t\r\n", close + 1);
    return close != std::string::npos && (after == std::string::npos || s[after] != '[');
  });
}

bool only_added(const std::string& source, size_t index, const std::string& name) {
  return every_use(source, index, name, adds_to_word);
}

std::string add_local_space(const std::string& source, const std::vector<size_t>& indices) {
  const std::string s = code_view(source);
  std::vector<size_t> at;  // where "__local " goes
  for (size_t open : find_user_main(s)) {
    const auto spans = parameter_spans(s, open);
    for (size_t k : indices)
      if (k < spans.size()) at.push_back(s.find_first_not_of(" \t\r\n", spans[k].first));
  }
  std::sort(at.begin(), at.end());
  std::string out;
  size_t last = 0;
  for (size_t p : at) {
    out += source.substr(last, p - last) + "__local ";
    last = p;
  }
  return out + source.substr(last);
}

std::string add_state_parameter(const std::string& source) {
  const std::string s = code_view(source);
  std::string out;
  size_t last = 0;
  for (size_t open : find_user_main(s)) {
    out += source.substr(last, open + 1 - last);
    out += "ACL_STATE_PARAM ";
    last = open + 1;
  }
  out += source.substr(last);
  return out;
}

}  // namespace acl::detail
