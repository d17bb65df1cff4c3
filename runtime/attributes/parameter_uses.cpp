// How User_main uses a pointer parameter (as a view of words, through get_acl_xy only, or
// only added to), and add_address_space, which gives the views their address space: local
// memory for windows in local tiles, global memory for strips read in place.
#include "attributes/user_main.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

#include "attributes/preprocess.hpp"
#include "attributes/source_words.hpp"

namespace acl::detail {

using namespace source_words;

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
  each_word(s, b, e, [&](size_t i, size_t j) {
    ids.push_back(s.substr(i, j - i));
    return j;
  });
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
    static const char* const kOps[] = {"+=", "-=", "*=", "/=", "%=",
                                       "&=", "|=", "^=", "<<=", ">>="};
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

/// The use of the identifier at [i, j) is a query that takes the name as a token, not the
/// pointer: `get_acl_size(name)`, `get_acl_width(name)`, `get_acl_valid(name)`,
/// `get_acl_origin(name, d)`, `get_acl_blockOrigin(name, d)` (the builtins paste the name).
bool name_query(const std::string& s, size_t i, size_t j) {
  const size_t next = s.find_first_not_of(" \t\r\n", j);
  if (next == std::string::npos || before(s, i) != '(') return false;
  const Call c = call_of_first_argument(s, i);
  const std::string call = s.substr(c.begin, c.end - c.begin);
  if (s[next] == ')')
    return call == "get_acl_size" || call == "get_acl_width" || call == "get_acl_valid";
  return s[next] == ',' && (call == "get_acl_origin" || call == "get_acl_blockOrigin");
}

/// The use of the identifier at [i, j) only reads words: `name[...]` not after '&', or the
/// first argument of a get_acl_xy/get_acl_lr/get_acl_xyz call that is dereferenced
/// (`*get_acl_xy(name, ...)`, `get_acl_xy(name, ...)[k]`), in neither case assigned.
bool reads_only(const std::string& s, size_t i, size_t j) {
  const size_t next = s.find_first_not_of(" \t\r\n", j);
  if (next == std::string::npos) return false;
  if (name_query(s, i, j)) return true;
  if (s[next] == '[') {
    const size_t close = closing_bracket(s, next);
    return before(s, i) != '&' && close != std::string::npos && !assigned(s, i, close + 1);
  }
  if (before(s, i) != '(' || s[next] != ',') return false;
  const Call c = call_of_first_argument(s, i);
  const size_t b = c.begin;
  const std::string call = s.substr(b, c.end - b);
  const size_t close = closing_paren(s, c.open);
  if ((call != "get_acl_xy" && call != "get_acl_lr" && call != "get_acl_xyz") ||
      close == std::string::npos)
    return false;
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
  bool ok = true;
  each_word(s, 0, s.size(), [&](size_t i, size_t j) {
    bool in_list = false;
    for (const auto& [b, e] : lists) in_list |= i > b && i < e;
    ok = in_list || s.compare(i, j - i, name) != 0 || j - i != name.size() || use_ok(s, i, j);
    return ok ? j : std::string::npos;
  });
  return ok;
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
    if (name_query(s, i, j)) return true;
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

namespace {

/// A token of the code view and its offset: an identifier or number, an operator of two or
/// three characters, or one character.
struct Token {
  std::string t;
  size_t at;
};

/// The tokens of s[b, e).
std::vector<Token> tokens(const std::string& s, size_t b, size_t e) {
  static const char* const kOps[] = {"<<=", ">>=", "++", "--", "+=", "-=", "*=", "/=", "%=",
                                     "&=",  "|=",  "^=", "==", "!=", "<=", ">=", "&&", "||",
                                     "<<",  ">>",  "->"};
  std::vector<Token> out;
  for (size_t i = b; i < e;) {
    if (std::isspace(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < e && is_ident(s[j])) ++j;
    if (j == i) {
      j = i + 1;
      for (const char* op : kOps) {
        const size_t n = std::string(op).size();
        if (i + n <= e && s.compare(i, n, op) == 0) {
          j = i + n;
          break;
        }
      }
    }
    out.push_back({s.substr(i, j - i), i});
    i = j;
  }
  return out;
}

/// Whether `t` assigns or steps a variable: '=' or a compound assignment, '++' or '--'.
bool assigns(const std::string& t) {
  return t == "=" || t == "++" || t == "--" ||
         (t.size() >= 2 && t.back() == '=' && t != "==" && t != "!=" && t != "<=" && t != ">=");
}

/// The loop bound at toks[k...]: `get_ac_size(1)` or `get_acl_size(name)`, its tokens
/// counted in `n`.
AssignedLoop loop_bound(const std::vector<Token>& toks, size_t k, const std::string& name,
                        size_t& n) {
  auto at = [&](size_t i) -> const std::string& {
    static const std::string kNone;
    return k + i < toks.size() ? toks[k + i].t : kNone;
  };
  n = 4;
  if (at(0) == "get_ac_size" && at(1) == "(" && at(2) == "1" && at(3) == ")")
    return AssignedLoop::BlockSize;
  if (at(0) == "get_acl_size" && at(1) == "(" && at(2) == name && at(3) == ")")
    return AssignedLoop::PortionSize;
  return AssignedLoop::None;
}

/// The loop whose header is toks[open + 1, close): `for (T i = 0; i < B; i++)` (or `++i`,
/// `i += 1`) with T an integer type, i the index `iv` and B loop_bound's; else None.
AssignedLoop loop_header(const std::vector<Token>& toks, size_t open, size_t close,
                         const std::string& iv, const std::string& name) {
  static const std::set<std::string> kTypes = {"int", "uint", "unsigned", "size_t", "long",
                                               "ulong"};
  size_t k = open + 1;
  if (k >= close || !kTypes.count(toks[k].t)) return AssignedLoop::None;
  while (k < close && kTypes.count(toks[k].t)) ++k;
  auto is = [&](std::initializer_list<const char*> want) {
    for (const char* w : want) {
      const std::string t = std::string(w) == "@" ? iv : w;
      if (k >= close || toks[k].t != t) return false;
      ++k;
    }
    return true;
  };
  if (!is({"@", "=", "0", ";", "@", "<"})) return AssignedLoop::None;
  size_t n = 0;
  const AssignedLoop bound = loop_bound(toks, k, name, n);
  k += n;
  if (bound == AssignedLoop::None || !is({";"})) return AssignedLoop::None;
  const size_t step = k;
  if (!(is({"@", "++"}) || (k = step, is({"++", "@"})) || (k = step, is({"@", "+=", "1"}))))
    return AssignedLoop::None;
  return k == close ? bound : AssignedLoop::None;
}

/// The index of the '(' that the ')' at toks[close] closes, or npos.
size_t opening_token(const std::vector<Token>& toks, size_t close) {
  int depth = 0;
  for (size_t k = close + 1; k-- > 0;) {
    if (toks[k].t == ")") ++depth;
    if (toks[k].t == "(" && --depth == 0) return k;
  }
  return std::string::npos;
}

/// Where assigned_loop found the assignment `name[iv] = value;`: the loop's bound (None:
/// not found), the offsets of `name[iv]` and of the value in the source, [word, word_end)
/// and [value, value_end).
struct Assignment {
  AssignedLoop loop = AssignedLoop::None;
  size_t word = 0, word_end = 0, value = 0, value_end = 0;
};

/// assigned_loop over the tokens of User_main's body, the one use of the words at toks[u]:
/// the statement `name[iv] = expr;` the whole body of a for loop at the body's top level.
/// `found` gets the offsets of the word and the value.
AssignedLoop assigning_statement(const std::vector<Token>& toks, size_t u,
                                 const std::string& name, Assignment& found) {
  auto t = [&](size_t k) -> const std::string& {
    static const std::string kNone;
    return k < toks.size() ? toks[k].t : kNone;
  };
  const std::string iv = t(u + 2);
  if (t(u + 1) != "[" || !is_name(iv) || t(u + 3) != "]" || t(u + 4) != "=")
    return AssignedLoop::None;
  // The value: up to the ';', assigning nothing (the index least of all) and opening no block.
  size_t semi = u + 5;
  for (; semi < toks.size() && toks[semi].t != ";"; ++semi) {
    const std::string& v = toks[semi].t;
    if (assigns(v) || v == "{" || v == "}" || (v == "&" && t(semi + 1) == iv))
      return AssignedLoop::None;
  }
  if (semi == toks.size() || semi == u + 5) return AssignedLoop::None;
  found.word = toks[u].at;
  found.word_end = toks[u + 3].at + 1;
  found.value = toks[u + 5].at;
  found.value_end = toks[semi].at;
  // The loop's body: the statement alone, in braces or not.
  size_t close = u - 1;
  if (u == 0) return AssignedLoop::None;
  if (t(close) == "{") {
    if (t(semi + 1) != "}" || close == 0) return AssignedLoop::None;
    --close;
  }
  if (t(close) != ")") return AssignedLoop::None;
  const size_t open = opening_token(toks, close);
  if (open == std::string::npos || open == 0 || t(open - 1) != "for") return AssignedLoop::None;
  // The loop: a statement of the body's top level, not after a return or goto (the tokens
  // before it close every block they open, and it follows a ';', '{' or '}').
  const size_t f = open - 1;
  int depth = 0;
  for (size_t k = 0; k < f; ++k) {
    if (t(k) == "{") ++depth;
    if (t(k) == "}") --depth;
    if (t(k) == "return" || t(k) == "goto") return AssignedLoop::None;
  }
  if (depth != 0 || (f > 0 && t(f - 1) != ";" && t(f - 1) != "{" && t(f - 1) != "}"))
    return AssignedLoop::None;
  return loop_header(toks, open, close, iv, name);
}

}  // namespace

namespace {

/// The one definition of User_main in the code view `s`, declaring parameter `index` as
/// `name` with a '*' and no address space: its parameter list's '(' and ')' (open, close)
/// and its body's '{' and '}' (body, end). Not found where the source has a directive or
/// `options` a -D, -include or -imacros (macros could rename anything).
struct Definition {
  bool found = false;
  size_t open = 0, close = 0, body = 0, end = 0;
};
Definition one_definition(const std::string& s, const std::string& options, size_t index,
                          const std::string& name) {
  Definition d;
  if (options.find("-D") != std::string::npos || options.find("-include") != std::string::npos ||
      options.find("-imacros") != std::string::npos)
    return d;
  const std::vector<size_t> defs = find_user_main(s);
  if (s.find('#') != std::string::npos || defs.size() != 1 ||
      !declares_pointer(s, defs[0], index, name))
    return d;
  d.open = defs[0];
  d.close = closing_paren(s, d.open);
  d.body = s.find_first_not_of(" \t\r\n", d.close + 1);
  if (d.body == std::string::npos || s[d.body] != '{') return d;
  size_t depth = 0;
  for (d.end = d.body; d.end < s.size(); ++d.end) {
    if (s[d.end] == '{') ++depth;
    if (s[d.end] == '}' && --depth == 0) break;
  }
  d.found = d.end < s.size();
  return d;
}

/// assigned_loop, and where the assignment is.
Assignment find_assignment(const std::string& source, const std::string& options, size_t index,
                           const std::string& name) {
  Assignment found;
  const std::string s = code_view(source);
  const Definition d = one_definition(s, options, index, name);
  if (!d.found) return found;
  const size_t close = d.close, body = d.body, end = d.end;
  // Every use of the name outside the parameter list lies in the body; one of them, not a
  // query of its size, is the assignment.
  size_t use = std::string::npos;
  bool one = true;  // one use, in the body
  each_word(s, 0, s.size(), [&](size_t i, size_t j) {
    const bool named = j - i == name.size() && s.compare(i, j - i, name) == 0;
    if (named && (i < d.open || i > close) && !(i > body && i < end && name_query(s, i, j))) {
      one = i > body && i < end && use == std::string::npos;
      use = i;
    }
    return one ? j : std::string::npos;
  });
  if (!one || use == std::string::npos) return found;
  const std::vector<Token> toks = tokens(s, body + 1, end);
  for (size_t k = 0; k < toks.size(); ++k)
    if (toks[k].at == use) {
      found.loop = assigning_statement(toks, k, name, found);
      break;
    }
  return found;
}

}  // namespace

AssignedLoop assigned_loop(const std::string& source, const std::string& options, size_t index,
                           const std::string& name) {
  return find_assignment(source, options, index, name).loop;
}

std::string combine_assignment(
    const std::string& source, size_t index, const std::string& name,
    const std::function<std::string(const std::string&, const std::string&)>& combine) {
  const Assignment f = find_assignment(source, "", index, name);
  if (f.loop == AssignedLoop::None) return "";
  const std::string word = source.substr(f.word, f.word_end - f.word);
  const std::string value = source.substr(f.value, f.value_end - f.value);
  return source.substr(0, f.value) + combine(word, "(" + value + ")") + source.substr(f.value_end);
}

namespace {

/// Whether the index expression s[b, e) of a word of `name` assigns, steps and calls
/// nothing and does not name `name`: it can go unevaluated.
bool plain_index(const std::string& s, size_t b, size_t e, const std::string& name) {
  const std::vector<Token> toks = tokens(s, b, e);
  for (size_t k = 0; k < toks.size(); ++k) {
    const std::string& t = toks[k].t;
    if (assigns(t) || t == name) return false;
    if (is_ident(t[0]) && k + 1 < toks.size() && toks[k + 1].t == "(") return false;  // a call
  }
  return true;
}

}  // namespace

std::string hoist_word(const std::string& source, const std::string& options, size_t index,
                       const std::string& name, const std::string& type) {
  const std::string s = code_view(source);
  const Definition d = one_definition(s, options, index, name);
  if (!d.found) return "";
  std::vector<std::pair<size_t, size_t>> reads;  // each `name[...]`, from the name past ']'
  bool plain = true;
  each_word(s, 0, s.size(), [&](size_t i, size_t j) {
    const bool named = j - i == name.size() && s.compare(i, j - i, name) == 0;
    if (!named || (i > d.open && i < d.close) || name_query(s, i, j)) return j;
    const size_t open = s.find_first_not_of(" \t\r\n", j);
    const size_t close = open == std::string::npos || s[open] != '[' ? std::string::npos
                                                                      : closing_bracket(s, open);
    plain = i > d.body && i < d.end && close != std::string::npos && before(s, i) != '&' &&
            !assigned(s, i, close + 1) && plain_index(s, open + 1, close, name);
    if (plain) reads.emplace_back(i, close + 1);
    return plain ? close + 1 : std::string::npos;
  });
  if (!plain) return "";
  // The word read once, on the body's first line (compiler messages keep their lines).
  const std::string word = "acl_word" + std::to_string(index);
  std::string out = source.substr(0, d.body + 1) + " const " + type + " " + word + " = " +
                    name + "[0];";
  size_t last = d.body + 1;
  for (const auto& [b, e] : reads) {
    out += source.substr(last, b - last) + word;
    last = e;
  }
  return out + source.substr(last);
}

std::string add_address_space(const std::string& source, const std::vector<size_t>& indices,
                              const std::string& space) {
  const std::string s = code_view(source);
  std::vector<size_t> at;  // where the address space goes
  for (size_t open : find_user_main(s)) {
    const auto spans = parameter_spans(s, open);
    for (size_t k : indices)
      if (k < spans.size()) at.push_back(s.find_first_not_of(" \t\r\n", spans[k].first));
  }
  std::sort(at.begin(), at.end());
  std::string out;
  size_t last = 0;
  for (size_t p : at) {
    out += source.substr(last, p - last) + space + " ";
    last = p;
  }
  return out + source.substr(last);
}

}  // namespace acl::detail
