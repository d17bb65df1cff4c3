// The loop hints hint_loop_unrolling adds to User_main's source (user_main.hpp says why).
#include "attributes/user_main.hpp"

#include <cctype>
#include <string>

#include "attributes/preprocess.hpp"
#include "attributes/source_words.hpp"

namespace acl::detail {

using namespace source_words;

namespace {

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

}  // namespace

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

}  // namespace acl::detail
