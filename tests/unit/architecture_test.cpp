// docs/architecture.md against the tree: the count of golden kernels it states is the number
// of files in tests/golden/, every source under runtime/ is named there (by its path, by its
// file name where no other runtime file has that name, or by a pattern the doc states), and
// what it names under runtime/ exists.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "doc_text.hpp"

#ifndef ACL_SOURCE_DIR
#error "ACL_SOURCE_DIR must name the source tree (tests/CMakeLists.txt sets it)"
#endif

namespace {

namespace fs = std::filesystem;

/// The code spans of a Markdown text (`...` within one line), fenced blocks left out: the
/// drawings there are not names.
std::vector<std::string> code_spans(const std::string& doc) {
  std::vector<std::string> spans;
  std::istringstream lines(doc);
  bool fenced = false;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("```", 0) == 0) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    for (size_t open = line.find('`'); open != std::string::npos;) {
      const size_t close = line.find('`', open + 1);
      if (close == std::string::npos) break;
      spans.push_back(line.substr(open + 1, close - open - 1));
      open = line.find('`', close + 1);
    }
  }
  return spans;
}

/// The names a span stands for: `x.{hpp,cpp}` is x.hpp and x.cpp; a leading "runtime/" is
/// dropped, so names are paths from runtime/ or their tails.
std::vector<std::string> expand(const std::string& span) {
  std::vector<std::string> out;
  const size_t open = span.find('{'), close = span.find('}');
  if (open == std::string::npos || close == std::string::npos || close < open) {
    out.push_back(span);
  } else {
    std::istringstream alternatives(span.substr(open + 1, close - open - 1));
    for (std::string a; std::getline(alternatives, a, ',');)
      out.push_back(span.substr(0, open) + a + span.substr(close + 1));
  }
  for (std::string& n : out)
    if (n.rfind("runtime/", 0) == 0) n.erase(0, 8);
  return out;
}

bool is_source(const std::string& name) {
  auto ends = [&](const std::string& ext) {
    return name.size() > ext.size() && name.compare(name.size() - ext.size(), ext.size(), ext) == 0;
  };
  return ends(".cpp") || ends(".hpp");
}

/// `pattern` matches the whole of `path`, each '*' standing for a run of characters without
/// a '/'.
bool glob(const std::string& pattern, const std::string& path) {
  if (pattern.empty()) return path.empty();
  if (pattern[0] == '*') {
    for (size_t n = 0; n <= path.size(); ++n) {
      if (glob(pattern.substr(1), path.substr(n))) return true;
      if (n < path.size() && path[n] == '/') break;
    }
    return false;
  }
  return !path.empty() && pattern[0] == path[0] && glob(pattern.substr(1), path.substr(1));
}

/// The tails of a path that start at a folder boundary: "planner/passes/scan.cpp",
/// "passes/scan.cpp", "scan.cpp".
std::vector<std::string> tails(const std::string& path) {
  std::vector<std::string> out = {path};
  for (size_t slash = path.find('/'); slash != std::string::npos; slash = path.find('/', slash + 1))
    out.push_back(path.substr(slash + 1));
  return out;
}

/// What the doc says of a list of runtime files (paths from runtime/).
struct Naming {
  std::vector<std::string> unnamed;  ///< files named nowhere
  std::vector<std::string> missing;  ///< names and patterns of the doc that match no file
};

Naming naming(const std::string& doc, const std::vector<std::string>& files) {
  std::map<std::string, int> tail_count;
  std::set<std::string> folders;  // every folder name under runtime/, at any depth
  for (const std::string& f : files) {
    for (const std::string& t : tails(f)) ++tail_count[t];
    for (size_t slash = f.find('/'), from = 0; slash != std::string::npos;
         from = slash + 1, slash = f.find('/', from))
      folders.insert(f.substr(from, slash - from));
  }
  std::set<std::string> names, patterns;
  for (const std::string& span : code_spans(doc))
    for (const std::string& n : expand(span))
      if (is_source(n)) (n.find('*') == std::string::npos ? names : patterns).insert(n);
  Naming out;
  for (const std::string& f : files) {
    bool named = names.count(f) > 0;
    for (const std::string& t : tails(f)) named |= names.count(t) && tail_count[t] == 1;
    for (const std::string& p : patterns) named |= glob(p, f);
    if (!named) out.unnamed.push_back(f);
  }
  for (const std::string& n : names) {
    // A name in one of runtime/'s folders must be a file; other names (tools/acl_tune.cpp,
    // a bare file name of tests/) are not runtime's to check.
    const size_t slash = n.find('/');
    if (slash != std::string::npos && folders.count(n.substr(0, slash)) && !tail_count.count(n))
      out.missing.push_back(n);
  }
  for (const std::string& p : patterns)
    if (std::none_of(files.begin(), files.end(), [&](const std::string& f) { return glob(p, f); }))
      out.missing.push_back(p);
  return out;
}

std::vector<std::string> runtime_files() {
  const fs::path runtime = fs::path(ACL_SOURCE_DIR) / "runtime";
  std::vector<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(runtime))
    if (entry.is_regular_file() && is_source(entry.path().filename().string()))
      files.push_back(fs::relative(entry.path(), runtime).generic_string());
  std::sort(files.begin(), files.end());
  return files;
}

std::string listed(const std::vector<std::string>& items) {
  std::string s;
  for (const std::string& i : items) s += "\n  " + i;
  return s;
}

const std::string kDoc = "docs/architecture.md";

}  // namespace

TEST_CASE("architecture docs: the naming check finds what a doc leaves out",
          "[architecture][docs]") {
  const std::vector<std::string> files = {
      "api/c_api.cpp",   "codegen/tiled.cpp",    "planner/tiled.cpp",    "planner/fit.hpp",
      "planner/fit.cpp", "planner/passes/a.cpp", "planner/passes/b.cpp", "planner/passes/x.hpp",
      "error.hpp",       "cache/gone.cpp"};
  const std::string doc =
      "A row: `c_api.cpp`, `codegen/tiled.cpp`, `runtime/planner/fit.{hpp,cpp}`,\n"
      "`tiled.cpp` (two files have that name), `planner/passes/*.cpp`,\n"
      "`planner/old.cpp`, `launch/*.cpp`, `tools/acl_tune.cpp`.\n"
      "```\nerror.hpp `error.hpp` cache/gone.cpp\n```\n";
  const Naming n = naming(doc, files);
  CHECK(n.unnamed == std::vector<std::string>{"planner/tiled.cpp", "planner/passes/x.hpp",
                                              "error.hpp", "cache/gone.cpp"});
  CHECK(n.missing == std::vector<std::string>{"planner/old.cpp", "launch/*.cpp"});
}

TEST_CASE("architecture docs: the golden kernels counted are those of tests/golden",
          "[architecture][docs]") {
  size_t files = 0;
  for (const auto& e : fs::directory_iterator(fs::path(ACL_SOURCE_DIR) / "tests" / "golden"))
    files += e.path().extension() == ".cl";
  REQUIRE(files > 0);
  const std::string doc = acltest::read_text(std::string(ACL_SOURCE_DIR) + "/" + kDoc);
  REQUIRE(!doc.empty());
  static const std::regex count("([0-9]+)\\s+golden\\s+kernels?");  // across a line break too
  size_t stated = 0;
  for (auto m = std::sregex_iterator(doc.begin(), doc.end(), count); m != std::sregex_iterator();
       ++m, ++stated) {
    INFO(kDoc << " says \"" << m->str() << "\", but tests/golden/ holds " << files
              << " .cl files: write " << files << " golden kernels there (every place the doc "
              << "counts them)");
    CHECK(std::stoul((*m)[1].str()) == files);
  }
  INFO(kDoc << " states no count of golden kernels (\"N golden kernels\"); its Tests paragraph "
            << "says how many tests/golden/ holds");
  CHECK(stated > 0);
}

TEST_CASE("architecture docs: every runtime source is named in architecture.md",
          "[architecture][docs]") {
  const std::vector<std::string> files = runtime_files();
  REQUIRE(files.size() > 100);  // the scan found the sources
  const std::string doc = acltest::read_text(std::string(ACL_SOURCE_DIR) + "/" + kDoc);
  REQUIRE(!doc.empty());
  const Naming n = naming(doc, files);
  {
    INFO(
        "files under runtime/ that docs/architecture.md names nowhere: name each in backticks "
        "where its layer's row describes it (its path from runtime/, or its file name where "
        "no other runtime file has that name; `x.{hpp,cpp}` names both), or state a pattern "
        "that covers it, such as `planner/passes/*.cpp`:"
        << listed(n.unnamed));
    CHECK(n.unnamed.empty());
  }
  INFO(kDoc << " names files under runtime/ that do not exist (renamed or removed? name "
            << "the file as it is now):" << listed(n.missing));
  CHECK(n.missing.empty());
}
