// The few words of C that the readers of User_main's source share (user_main.cpp,
// code_checks.cpp, parameter_uses.cpp, loop_hints.cpp): identifier characters and names,
// User_main's parameter lists and their closing parentheses.
#pragma once

#include <cctype>
#include <string>
#include <vector>

namespace acl::detail::source_words {

inline bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
inline bool is_name(const std::string& t) {
  return !t.empty() && is_ident(t[0]) && !std::isdigit(static_cast<unsigned char>(t[0]));
}

/// Calls `visit(i, j)` for each identifier or number s[i, j) of s[b, e), in order. `visit`
/// returns where the walk goes on: j, past what it took in, or npos to stop.
template <typename Visit>
void each_word(const std::string& s, size_t b, size_t e, Visit visit) {
  for (size_t i = b; i < e;) {
    if (!is_ident(s[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < e && is_ident(s[j])) ++j;
    i = visit(i, j);
  }
}

/// Positions of the '(' after each `User_main` token that is followed by '('.
inline std::vector<size_t> find_user_main(const std::string& s) {
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
inline size_t closing_paren(const std::string& s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    if (s[i] == ')' && --depth == 0) return i;
  }
  return std::string::npos;
}

}  // namespace acl::detail::source_words
