// What User_main's code names, and so which plans it allows: names_in_code, sees_positions
// (pass flatten), item_loop_safe (row loops) and lane_safe (vectors in place of words).
#include "attributes/user_main.hpp"

#include <cctype>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "attributes/preprocess.hpp"
#include "attributes/source_words.hpp"

namespace acl::detail {

using namespace source_words;

namespace {

/// Whether some identifier of the code (not in comments or strings) satisfies `hit`.
template <typename Hit>
bool names_any(const std::string& source, Hit hit) {
  const std::string s = code_view(source);
  bool found = false;
  each_word(s, 0, s.size(), [&](size_t i, size_t j) {
    found = hit(s.substr(i, j - i));
    return found ? std::string::npos : j;
  });
  return found;
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
      "get_acl_nbh", "get_acl_tileX", "get_acl_tileY", "get_global_id", "get_local_id",
      "get_group_id", "get_num_groups", "get_global_size", "get_local_size",
      "get_global_offset", "get_enqueued_local_size", "get_global_linear_id",
      "get_local_linear_id", "include"};
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

/// Where the declarator or expression from `k` ends: the first ';' or ',' outside brackets,
/// or the bracket that closes around it; s.size() if none.
size_t declarator_end(const std::string& s, size_t k) {
  int depth = 0;
  for (; k < s.size(); ++k) {
    const char c = s[k];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth-- == 0) break;
    if (depth == 0 && (c == ';' || c == ',')) break;
  }
  return k;
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
      const size_t k = declarator_end(s, j + w.size());
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

/// Whether a float reaches an int: an int declared or assigned from an expression that
/// names a float variable or literal (`const int used = a[i] != 0.0f;`), or an `(int)` cast
/// of one. On vectors the value is a vector (a comparison of float vectors gives a vector
/// of ints), which no int holds, so such a build fails too.
bool int_from_float(const std::string& s) {
  const std::set<std::string> floats = float_names(s);
  // The expression after an assignment operator at `at` (none for "=="), if it names a float.
  auto assigns_float = [&](size_t at) {
    at = skip_space(s, at);
    size_t from = std::string::npos;
    if (at + 1 < s.size() && s[at] == '=' && s[at + 1] != '=') from = at + 1;
    if (at + 2 < s.size() && s[at] != '\0' && std::strchr("+-*/%&|^", s[at]) &&
        s[at + 1] == '=')
      from = at + 2;
    return from != std::string::npos && mentions_float(s, from, declarator_end(s, from), floats);
  };
  std::set<std::string> ints;
  for (size_t at : whole_words(s, "int")) {
    const size_t before = at == 0 ? 0 : s.find_last_not_of(" \t\n", at - 1);
    const size_t after = skip_space(s, at + 3);
    if (before != std::string::npos && s[before] == '(' && after < s.size() && s[after] == ')') {
      const size_t from = after + 1;  // a cast: its operand
      if (mentions_float(s, from, declarator_end(s, from), floats)) return true;
      continue;
    }
    for (size_t j = after;;) {  // declarators: int a = ..., b;
      const std::string w = word_at(s, j);
      if (!is_name(w) || w == "float" || w == "int" || w == "unsigned" || w == "const") break;
      ints.insert(w);
      if (assigns_float(j + w.size())) return true;
      const size_t k = declarator_end(s, j + w.size());
      if (k >= s.size() || s[k] != ',') break;
      j = skip_space(s, k + 1);
    }
  }
  for (const std::string& name : ints)
    for (size_t at : whole_words(s, name))
      if (assigns_float(at + name.size())) return true;
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
  return !branches_on_float(s) && !int_from_float(s);
}

}  // namespace acl::detail
