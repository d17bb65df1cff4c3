// The files a program build may read (includes.hpp). A small scanner of preprocessing
// directives, not a preprocessor: conditional groups are not followed, so an #include in a
// group the compiler skips still counts, which can only make the key stricter.
#include "cache/includes.hpp"

#include <cctype>
#include <map>
#include <sstream>
#include <vector>

#include "cache/cache_file.hpp"
#include "cache/sha256.hpp"

namespace acl::detail {
namespace {

/// Headers larger than this, or more files than this, are not followed (nor the program
/// cached): such a program is no case the cache is for.
constexpr size_t kMaxHeaderBytes = size_t(16) << 20;
constexpr size_t kMaxFiles = 1000;

/// One #include directive: the name between the quotes or angle brackets.
struct Include {
  std::string name;
  bool angled = false;
};

struct Scanned {
  std::vector<Include> includes;
  std::string uncertain;  ///< why the files read cannot be told, or ""
};

bool ident_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

/// `text` with its backslash-newlines spliced, as the compiler's first phase does.
std::string spliced(const std::string& text) {
  std::string s;
  s.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '\n') {
      ++i;
      continue;
    }
    if (text[i] == '\\' && i + 2 < text.size() && text[i + 1] == '\r' && text[i + 2] == '\n') {
      i += 2;
      continue;
    }
    s += text[i];
  }
  return s;
}

/// Skips blanks and comments on the line of s[i]; false at an unterminated comment.
bool skip_space(const std::string& s, size_t& i) {
  while (i < s.size()) {
    if (s[i] == ' ' || s[i] == '\t' || s[i] == '\v' || s[i] == '\f' || s[i] == '\r') {
      ++i;
    } else if (s.compare(i, 2, "/*") == 0) {
      const size_t end = s.find("*/", i + 2);
      if (end == std::string::npos) return false;
      i = end + 2;
    } else {
      break;
    }
  }
  return true;
}

/// The directives of `text` that read files. Comments are skipped (a comment may stand
/// between '#' and the directive's name), backslash-newlines spliced first, as the
/// compiler's first phases do.
Scanned scan(const std::string& text) {
  const std::string s = spliced(text);
  Scanned out;
  const size_t n = s.size();
  size_t i = 0;
  bool line_start = true;
  while (i < n) {
    const char c = s[i];
    if (c == '\n') {
      line_start = true, ++i;
    } else if (c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r') {
      ++i;
    } else if (s.compare(i, 2, "/*") == 0) {
      const size_t end = s.find("*/", i + 2);
      if (end == std::string::npos) break;  // the build fails: nothing is stored
      i = end + 2;
    } else if (s.compare(i, 2, "//") == 0) {
      i = s.find('\n', i);
      if (i == std::string::npos) i = n;
    } else if (line_start && (c == '#' || s.compare(i, 2, "%:") == 0)) {
      i += c == '#' ? 1 : 2;
      line_start = false;
      if (!skip_space(s, i)) break;
      size_t end = i;
      while (end < n && ident_char(s[end])) ++end;
      const std::string name = s.substr(i, end - i);
      i = end;
      if (name != "include" && name != "import" && name != "include_next") continue;
      if (name == "include_next") {
        out.uncertain = "an #include_next directive";
        return out;
      }
      if (!skip_space(s, i)) break;
      const char open = i < n ? s[i] : '\0';
      const char close = open == '"' ? '"' : open == '<' ? '>' : '\0';
      const size_t stop = close ? s.find_first_of(std::string(1, close) + "\n", i + 1) : n;
      if (!close || stop == std::string::npos || s[stop] != close || stop == i + 1) {
        const size_t eol = s.find('\n', i);
        out.uncertain = "'#" + name + " " + s.substr(i, eol == std::string::npos ? n : eol - i) +
                        "' (a computed or malformed header name)";
        return out;
      }
      out.includes.push_back({s.substr(i + 1, stop - i - 1), open == '<'});
      i = stop + 1;
    } else if (c == '"' || c == '\'') {
      // A literal ends at its quote or, unterminated (an apostrophe in an #error), before
      // the line's end, so that the next line's directive is still seen.
      line_start = false;
      for (++i; i < n && s[i] != c && s[i] != '\n'; ++i)
        if (s[i] == '\\' && i + 1 < n && s[i + 1] != '\n') ++i;
      if (i < n && s[i] == c) ++i;
    } else if (ident_char(c)) {
      line_start = false;
      size_t end = i;
      while (end < n && ident_char(s[end])) ++end;
      if (s.compare(i, end - i, "__has_include") == 0 ||
          s.compare(i, end - i, "__has_include_next") == 0) {
        out.uncertain = "__has_include (a test of which files exist)";
        return out;
      }
      i = end;
    } else {
      line_start = false, ++i;
    }
  }
  return out;
}

/// The -I directories and the files -include / -imacros read first; `uncertain` for any
/// other option that changes where headers are found.
struct Options {
  std::vector<std::string> dirs, forced;
  std::string uncertain;
};

Options read_options(const std::string& options) {
  std::istringstream in(options);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  Options o;
  for (size_t k = 0; k < words.size(); ++k) {
    const std::string& w = words[k];
    auto value = [&](size_t skip) -> std::string {
      if (w.size() > skip) return w.substr(skip);
      return k + 1 < words.size() ? words[++k] : "";
    };
    if (w.compare(0, 2, "-I") == 0) {
      const std::string dir = value(2);
      if (dir.empty() || dir[0] == '=' || dir.find_first_of("\"'\\") != std::string::npos)
        o.uncertain = "the option '" + w + "'";
      o.dirs.push_back(dir);
    } else if (w == "-include" || w == "-imacros") {
      const std::string file = value(w.size());
      if (file.empty() || file.find_first_of("\"'\\") != std::string::npos)
        o.uncertain = "the option '" + w + "'";
      o.forced.push_back(file);
    } else if (w.compare(0, 2, "-i") == 0 || w.compare(0, 9, "--include") == 0 ||
               w.compare(0, 8, "--imacro") == 0 || w.compare(0, 9, "--sysroot") == 0 ||
               w.compare(0, 9, "-nostdinc") == 0) {
      o.uncertain = "the option '" + w +
                    "' (ACL does not follow where it makes the compiler "
                    "look for headers)";
    }
  }
  return o;
}

std::string dir_of(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : slash == 0 ? "/" : path.substr(0, slash);
}

std::string joined(const std::string& dir, const std::string& name) {
  if (dir.empty() || dir == ".") return name;
  return dir.back() == '/' ? dir + name : dir + "/" + name;
}

/// Records every file the includes of one program may read.
class Walk {
 public:
  explicit Walk(const Options& o) : options_(o) {}

  /// The includes of the text of `file` (`dir`: its directory, "" for the current one).
  bool follow(const std::string& text, const std::string& what, const std::string& dir) {
    const Scanned sc = scan(text);
    if (!sc.uncertain.empty()) return fail(sc.uncertain + " in " + what);
    for (const Include& inc : sc.includes)
      if (!look_up(inc, what, dir)) return false;
    return true;
  }

  /// A header named in `what`: every place it is looked for, the found ones followed.
  bool look_up(const Include& inc, const std::string& what, const std::string& dir) {
    std::vector<std::string> places;
    if (!inc.name.empty() && inc.name[0] == '/') {
      places.push_back(inc.name);
    } else {
      if (!inc.angled) places.push_back(joined(dir, inc.name));
      for (const std::string& d : options_.dirs) places.push_back(joined(d, inc.name));
    }
    bool found = false;
    for (const std::string& path : places) {
      if (!visit(path, found)) return false;
    }
    if (!found)
      return fail((inc.angled ? "<" + inc.name + ">" : "\"" + inc.name + "\"") + " of " + what +
                  " is in none of the directories ACL searches (the including file's, -I); "
                  "the compiler may find it in its own");
    return true;
  }

  /// The file at `path`: recorded once, and followed when present.
  bool visit(const std::string& path, bool& found) {
    auto it = files_.find(path);
    if (it != files_.end()) {
      found = found || it->second != "absent";
      return true;
    }
    if (files_.size() >= kMaxFiles)
      return fail("more than " + std::to_string(kMaxFiles) + " headers");
    std::string text, why;
    const FileRead r = read_regular_file(path, kMaxHeaderBytes, text, why);
    if (r == FileRead::kMissing) {
      files_[path] = "absent";
      return true;
    }
    if (r != FileRead::kRead) return fail("the header '" + path + "': " + why);
    files_[path] = "sha256 " + sha256_hex(text);
    found = true;
    return follow(text, "'" + path + "'", dir_of(path));
  }

  bool fail(const std::string& why) {
    why_ = why;
    return false;
  }

  IncludedFiles result(bool ok) const {
    IncludedFiles r;
    r.certain = ok;
    r.why = why_;
    if (!ok) return r;
    for (const auto& [path, state] : files_) r.text += "include " + path + ": " + state + "\n";
    return r;
  }

 private:
  const Options& options_;
  std::map<std::string, std::string> files_;  ///< path: "sha256 <hex>" or "absent"
  std::string why_;
};

}  // namespace

IncludedFiles included_files(const std::string& source, const std::string& options) {
  const Options o = read_options(options);
  Walk walk(o);
  bool ok = true;
  const Scanned sc = scan(source);
  const bool reads_files = !sc.includes.empty() || !sc.uncertain.empty() || !o.forced.empty();
  if (!reads_files) return {};
  if (!o.uncertain.empty()) ok = walk.fail(o.uncertain);
  for (size_t k = 0; ok && k < o.forced.size(); ++k)
    ok = walk.look_up({o.forced[k], false}, "the build options", "");
  ok = ok && walk.follow(source, "the program", "");
  return walk.result(ok);
}

}  // namespace acl::detail
