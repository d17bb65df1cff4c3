// Parsing of User_main's parameter list: the definition the compiler sees (preprocess.hpp),
// its object-like macros expanded, and just enough C to read the declarations; and the
// state parameter added to each parameter list. What the code names is code_checks.cpp's,
// how it uses a parameter parameter_uses.cpp's, the loop hints loop_hints.cpp's.
#include "attributes/user_main.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <set>

#include "attributes/preprocess.hpp"
#include "attributes/source_words.hpp"
#include "error.hpp"

namespace acl::detail {

using namespace source_words;

namespace {

[[noreturn]] void fail(const std::string& why) {
  throw Error(ACL_INVALID_USER_MAIN, "User_main: " + why);
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
    p.word_reads = p.as_view && !hoist_word(source, options, i, p.name, p.type).empty();
    p.only_added = p.pointer && p.space == AddressSpace::Private && only_added(source, i, p.name);
    if (p.pointer && p.space == AddressSpace::Private && !p.is_const)
      p.assigned = assigned_loop(source, options, i, p.name);
  }
  return params;
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
