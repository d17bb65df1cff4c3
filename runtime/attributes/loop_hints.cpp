// The loop hints hint_loop_unrolling and hint_loop_vectorizing add to User_main's source
// (user_main.hpp says why).
#include "attributes/user_main.hpp"

#include <cctype>
#include <cstring>
#include <string>
#include <vector>

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

/// The name of the counter a loop header `(int i = ...; ...)` or `(i = ...; ...)` starts
/// at `open` declares or sets, or "" for other headers.
std::string loop_counter(const std::string& s, size_t open, size_t close) {
  std::vector<std::string> words;
  for (size_t i = open + 1; i < close && s[i] != ';'; ++i) {
    if (s[i] == '=') return words.empty() ? "" : words.back();
    if (!is_ident(s[i])) {
      if (!std::isspace(static_cast<unsigned char>(s[i]))) return "";
      continue;
    }
    size_t j = i;
    while (j < close && is_ident(s[j])) ++j;
    words.push_back(s.substr(i, j - i));
    i = j - 1;
  }
  return "";
}

/// End (exclusive) of the loop body that starts at `b`: a braced block, or one statement up
/// to its ';' outside parentheses and brackets; npos where the source ends first.
size_t body_end(const std::string& s, size_t b) {
  int depth = 0;
  for (size_t i = b; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') {
      if (--depth < 0) return std::string::npos;
      if (depth == 0 && c == '}' && s[b] == '{') return i + 1;
    }
    if (c == ';' && depth == 0 && s[b] != '{') return i + 1;
  }
  return std::string::npos;
}

/// Whether `name` occurs as a whole word in s[from, to).
bool names_word(const std::string& s, size_t from, size_t to, const std::string& name) {
  for (size_t p = s.find(name, from); p != std::string::npos && p + name.size() <= to;
       p = s.find(name, p + 1)) {
    if ((p == 0 || !is_ident(s[p - 1])) && !is_ident(s[p + name.size()])) return true;
  }
  return false;
}

/// Whether the statement holding position `at` (from after the last ';', '{' or '}' in the
/// body) declares variables of a built-in type: `[const] type name ...`.
bool in_declaration(const std::string& s, size_t body, size_t at) {
  size_t from = s.find_last_of(";{}", at);
  from = from == std::string::npos || from < body ? body : from + 1;
  std::vector<std::string> words;
  for (size_t i = from; i < at && words.size() < 3; ++i) {
    if (!is_ident(s[i])) continue;
    size_t j = i;
    while (j < at && is_ident(s[j])) ++j;
    words.push_back(s.substr(i, j - i));
    i = j - 1;
  }
  const size_t t = !words.empty() && words[0] == "const" ? 1 : 0;
  return words.size() > t + 1 && builtin_type_size(words[t]) != 0;
}

/// Whether the assignment whose operator starts at `op` stores a word indexed by the loop
/// counter (`a[... i ...] = ...`) or initialises a declared variable.
bool element_store(const std::string& s, size_t body, size_t op, const std::string& counter,
                   bool plain) {
  size_t e = op;
  while (e > body && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  if (e > body && s[e - 1] == ']') {
    int depth = 0;
    for (size_t i = e - 1; i > body; --i) {
      if (s[i] == ']') ++depth;
      if (s[i] == '[' && --depth == 0) return names_word(s, i + 1, e - 1, counter);
    }
    return false;
  }
  return plain && in_declaration(s, body, op);
}

/// Whether the loop at `at` only stores words indexed by its counter (and declares and
/// initialises variables of its own): no nested loop, no other assignment, increment or
/// decrement. Such a loop computes each iteration's words from its reads alone, so forcing
/// the vectoriser reorders no arithmetic across iterations (a forced loop may reassociate a
/// reduction, such as `s += a[i]`, which this excludes).
bool only_element_stores(const std::string& s, size_t at) {
  const size_t open = s.find('(', at);
  const size_t close = closing_paren(s, open);
  if (close == std::string::npos) return false;
  const std::string counter = loop_counter(s, open, close);
  const size_t body = s.find_first_not_of(" \t\r\n", close + 1);
  if (counter.empty() || body == std::string::npos) return false;
  const size_t end = body_end(s, body);
  if (end == std::string::npos) return false;
  // An unbraced `if` body ends at its first ';': an `else` after it is not read, so refuse.
  const size_t next = s.find_first_not_of(" \t\r\n", end);
  if (s[body] != '{' && next != std::string::npos && s.compare(next, 4, "else") == 0)
    return false;
  for (const char* word : {"for", "while", "do", "goto"})
    if (names_word(s, body, end, word)) return false;
  for (size_t i = body; i < end; ++i) {
    const char c = s[i], n = i + 1 < end ? s[i + 1] : '\0';
    if ((c == '+' || c == '-') && n == c) {  // ++ or --, before or after its operand
      size_t b = i;
      while (b > body && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
      if (!(b > body && s[b - 1] == ']' && element_store(s, body, b, counter, false))) return false;
      ++i;
      continue;
    }
    if (c != '=') continue;
    if (n == '=') {  // ==
      ++i;
      continue;
    }
    const char p = i > body ? s[i - 1] : '\0';
    const bool shift = (p == '<' || p == '>') && i >= body + 2 && s[i - 2] == p;  // <<=, >>=
    if (!shift && (p == '!' || p == '<' || p == '>' || p == '=')) continue;  // !=, <=, >=
    const bool compound = shift || (p != '\0' && std::strchr("+-*/%&|^", p) != nullptr);
    const size_t op = shift ? i - 2 : compound ? i - 1 : i;
    if (!element_store(s, body, op, counter, !compound)) return false;
  }
  return true;
}

/// The source with `hint` before each `for` loop of the code that has no hint of its own and
/// that `wanted` accepts (none in preprocessor lines, comments or strings).
template <typename Wanted>
std::string hint_loops(const std::string& source, const std::string& hint, Wanted wanted) {
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
        s[s.find_first_not_of(" \t\r\n", j)] == '(' && !loop_hinted(s, i) && wanted(s, i)) {
      out += source.substr(last, i - last);
      out += hint;
      last = i;
    }
    i = j - 1;
  }
  out += source.substr(last);
  return out;
}

}  // namespace

std::string hint_loop_unrolling(const std::string& source) {
  return hint_loops(source, "_Pragma(\"clang loop unroll(enable)\") ",
                    [](const std::string&, size_t) { return true; });
}

std::string hint_loop_vectorizing(const std::string& source) {
  // What the text does not show: a macro's or a helper function's body may hide a
  // reduction, so a loop that names one is not hinted, and a source that includes a file
  // (whose macros are unknown here) gets no hint at all.
  const std::string code = code_view(source);
  std::vector<std::string> hidden;  // macros the source defines, functions it defines
  size_t depth = 0;
  for (size_t i = 0; i < code.size(); ++i) {
    const char c = code[i];
    if (c == '{') ++depth;
    if (c == '}' && depth > 0) --depth;
    if (c != '#') continue;
    size_t w = code.find_first_not_of(" \t", i + 1);
    if (w == std::string::npos) break;
    if (code.compare(w, 7, "include") == 0) return source;
    if (code.compare(w, 6, "define") != 0) continue;
    w = code.find_first_not_of(" \t", w + 6);
    size_t e = w;
    while (e < code.size() && is_ident(code[e])) ++e;
    if (w != std::string::npos && e > w) hidden.push_back(code.substr(w, e - w));
  }
  for (size_t i = 0, d = 0; i < code.size(); ++i) {  // `name(...) {` at file scope
    if (code[i] == '{' && d++ == 0) {
      size_t close = code.find_last_not_of(" \t\r\n", i - (i > 0));
      if (close == std::string::npos || code[close] != ')') continue;
      int level = 0;
      size_t open = close;
      for (; open > 0; --open) {
        if (code[open] == ')') ++level;
        if (code[open] == '(' && --level == 0) break;
      }
      size_t e = code.find_last_not_of(" \t\r\n", open - (open > 0));
      size_t b = e;
      while (b > 0 && is_ident(code[b - 1])) --b;
      if (e != std::string::npos && is_ident(code[e])) hidden.push_back(code.substr(b, e + 1 - b));
    }
    if (code[i] == '}' && d > 0) --d;
  }
  auto wanted = [&](const std::string& s, size_t at) {
    if (!only_element_stores(s, at)) return false;
    const size_t close = closing_paren(s, s.find('(', at));
    const size_t end = body_end(s, s.find_first_not_of(" \t\r\n", close + 1));
    for (const std::string& name : hidden)
      if (names_word(s, at, end, name)) return false;
    return true;
  };
  return hint_loops(source, "_Pragma(\"clang loop vectorize(enable)\") ", wanted);
}

}  // namespace acl::detail
