// Parsing of User_main's parameter list: just enough C to read declarations.
#include "user_main.hpp"

#include <cctype>
#include <map>
#include <sstream>

#include "error.hpp"

namespace acl::detail {
namespace {

[[noreturn]] void fail(const std::string& why) {
  throw Error(ACL_INVALID_USER_MAIN, "User_main: " + why);
}

/// Replaces comments with spaces so offsets stay comparable to the original.
std::string strip_comments(const std::string& s) {
  std::string out = s;
  for (size_t i = 0; i + 1 < out.size(); ++i) {
    if (out[i] == '"') {  // skip string literals
      for (++i; i < out.size() && out[i] != '"'; ++i)
        if (out[i] == '\\') ++i;
    } else if (out[i] == '/' && out[i + 1] == '/') {
      for (; i < out.size() && out[i] != '\n'; ++i) out[i] = ' ';
    } else if (out[i] == '/' && out[i + 1] == '*') {
      size_t end = out.find("*/", i + 2);
      if (end == std::string::npos) fail("unterminated comment");
      for (size_t j = i; j < end + 2; ++j)
        if (out[j] != '\n') out[j] = ' ';
      i = end + 1;
    }
  }
  return out;
}

bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Positions just after each `User_main` token that is followed by '('.
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

std::vector<std::string> tokens_of(const std::string& decl) {
  std::vector<std::string> toks;
  for (size_t i = 0; i < decl.size();) {
    char c = decl[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (is_ident(c)) {
      size_t j = i;
      while (j < decl.size() && is_ident(decl[j])) ++j;
      toks.push_back(decl.substr(i, j - i));
      i = j;
    } else {
      toks.push_back(std::string(1, c));
      ++i;
    }
  }
  return toks;
}

Param parse_param(const std::string& decl, size_t index) {
  Param p;
  std::vector<std::string> words;
  bool seen_star = false;
  for (const std::string& t : tokens_of(decl)) {
    if (t == "*") {
      if (seen_star) fail("parameter " + std::to_string(index) + " '" + decl +
                          "': pointers to pointers are not supported");
      seen_star = true;
    } else if (t == "__local" || t == "local") {
      p.space = AddressSpace::Local;
    } else if (t == "__global" || t == "global") {
      p.space = AddressSpace::Global;
    } else if (t == "__constant" || t == "constant") {
      p.space = AddressSpace::Constant;
    } else if (t == "__private" || t == "private") {
      p.space = AddressSpace::Private;
    } else if (t == "const") {
      if (!seen_star) p.is_const = true;
    } else if (t == "restrict" || t == "__restrict" || t == "volatile") {
      // no effect on how ACL passes the argument
    } else if (t == "[" || t == "]") {
      seen_star = true;  // T name[] is a pointer
    } else if (is_ident(t[0])) {
      words.push_back(t);
    } else {
      fail("parameter " + std::to_string(index) + " '" + decl + "': cannot read '" + t + "'");
    }
  }
  if (words.size() < 2)
    fail("parameter " + std::to_string(index) + " '" + decl + "' needs a type and a name");
  p.pointer = seen_star;
  p.name = words.back();
  words.pop_back();
  std::string type;
  for (const std::string& w : words) type += (type.empty() ? "" : " ") + w;
  if (type == "unsigned char") type = "uchar";
  if (type == "unsigned short") type = "ushort";
  if (type == "unsigned int" || type == "unsigned") type = "uint";
  if (type == "unsigned long") type = "ulong";
  p.type = type;
  p.type_size = builtin_type_size(type);
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
  unsigned n = static_cast<unsigned>(std::stoul(type.substr(digits)));
  if (n == 3) n = 4;  // 3-component vectors occupy four
  if (n != 2 && n != 4 && n != 8 && n != 16) return 0;
  return it->second * n;
}

std::vector<Param> parse_user_main(const std::string& source) {
  const std::string s = strip_comments(source);
  std::vector<size_t> hits = find_user_main(s);
  if (hits.empty()) fail("no function named User_main in the source");
  // The definition is the occurrence followed by '{' after its ')'.
  for (size_t open : hits) {
    int depth = 0;
    size_t close = open;
    for (; close < s.size(); ++close) {
      if (s[close] == '(') ++depth;
      if (s[close] == ')' && --depth == 0) break;
    }
    if (close >= s.size()) fail("unbalanced parentheses after User_main");
    size_t next = s.find_first_not_of(" \t\r\n", close + 1);
    if (next == std::string::npos || s[next] != '{') continue;  // a declaration or a call
    std::string list = s.substr(open + 1, close - open - 1);
    std::vector<Param> params;
    std::string cur;
    auto flush = [&] {
      if (cur.find_first_not_of(" \t\r\n") == std::string::npos) return;
      params.push_back(parse_param(cur, params.size()));
      cur.clear();
    };
    for (char c : list) {
      if (c == ',') {
        flush();
        cur.clear();
      } else {
        cur += c;
      }
    }
    flush();
    if (params.empty() || (params.size() == 1 && params[0].type.empty()))
      fail("User_main takes no parameters; ACL has nothing to transfer");
    return params;
  }
  fail("User_main is declared but never defined (no body found)");
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
  const std::string s = strip_comments(source);
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

bool sees_positions(const std::string& source) {
  static const char* const kNames[] = {
      "get_acl_origin", "get_acl_blockOrigin", "get_acl_iter", "get_acl_levelIdx",
      "get_acl_blockNum", "get_acl_levelSze", "get_acl_lr", "get_acl_xy", "get_acl_nbh",
      "get_acl_tileX", "get_acl_tileY", "get_global_id", "get_local_id", "get_group_id",
      "get_num_groups", "get_global_size", "get_local_size", "get_global_offset",
      "get_enqueued_local_size", "get_global_linear_id", "get_local_linear_id", "include"};
  const std::string s = strip_comments(source);
  for (size_t i = 0; i < s.size();) {
    if (!is_ident(s[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < s.size() && is_ident(s[j])) ++j;
    const std::string word = s.substr(i, j - i);
    for (const char* name : kNames)
      if (word == name) return true;
    i = j;
  }
  return false;
}

std::string add_state_parameter(const std::string& source) {
  const std::string s = strip_comments(source);
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
