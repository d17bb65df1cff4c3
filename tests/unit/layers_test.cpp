// The layers of runtime/ (docs/architecture.md): every #include of a runtime file points to
// its own folder or a lower layer, and the include graph drawn in architecture.md is the
// one the sources have.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#ifndef ACL_SOURCE_DIR
#error "ACL_SOURCE_DIR must name the source tree (tests/CMakeLists.txt sets it)"
#endif

namespace {

namespace fs = std::filesystem;

/// runtime/'s folders from the top layer down, with their rank: a folder may include a
/// folder of lower rank only. Folders of one rank stand side by side and include neither
/// the other. "" is runtime/ itself (error.hpp, embedded.hpp), below them all.
const std::vector<std::pair<std::string, int>> kLayers = {
    {"api", 7},    {"tune", 6},       {"launch", 5}, {"codegen", 4}, {"planner", 3},
    {"device", 2}, {"attributes", 1}, {"cache", 1},  {"", 0}};

int rank_of(const std::string& folder) {
  for (const auto& [name, rank] : kLayers)
    if (name == folder) return rank;
  return -1;
}

std::string text_of(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream os;
  os << f.rdbuf();
  return os.str();
}

/// The folder of runtime/ an include names: "launch" for "launch/kernel.hpp", "" for
/// "error.hpp"; "-" for what is not in runtime/ ("acl/acl.h").
std::string included_folder(const std::string& include, const fs::path& runtime) {
  const size_t slash = include.find('/');
  const std::string folder = slash == std::string::npos ? "" : include.substr(0, slash);
  if (folder.empty()) return fs::exists(runtime / include) ? "" : "-";
  return fs::is_directory(runtime / folder) ? folder : "-";
}

struct Include {
  std::string file, folder, target, line;
};

/// Every quoted #include of a runtime source that names a file of runtime/ (the folder's
/// own files included without a folder count as the folder's).
std::vector<Include> runtime_includes() {
  const fs::path runtime = fs::path(ACL_SOURCE_DIR) / "runtime";
  std::vector<Include> out;
  for (const auto& entry : fs::recursive_directory_iterator(runtime)) {
    const std::string ext = entry.path().extension().string();
    if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
    const fs::path rel = fs::relative(entry.path(), runtime);
    const std::string folder = rel.has_parent_path() ? rel.begin()->string() : "";
    std::istringstream lines(text_of(entry.path()));
    for (std::string line; std::getline(lines, line);) {
      if (line.rfind("#include \"", 0) != 0) continue;
      const std::string name = line.substr(10, line.find('"', 10) - 10);
      if (name.find('/') == std::string::npos && fs::exists(entry.path().parent_path() / name))
        continue;  // a file beside it
      const std::string target = included_folder(name, runtime);
      if (target != "-") out.push_back({rel.string(), folder, target, line});
    }
  }
  return out;
}

/// The folder graph as docs/architecture.md draws it: a line a folder, top layer first,
/// with the folders it includes, top layer first.
std::string graph_text(const std::vector<Include>& includes) {
  std::map<std::string, std::set<std::string>> edges;
  for (const Include& i : includes)
    if (i.target != i.folder) edges[i.folder].insert(i.target);
  std::string out;
  for (const auto& [folder, rank] : kLayers) {
    std::string line = (folder.empty() ? "(runtime/)" : folder + "/");
    line.resize(12, ' ');
    line += "->";
    bool any = false;
    for (const auto& [target, r] : kLayers)
      if (edges[folder].count(target)) {
        line += " " + (target.empty() ? std::string("(runtime/)") : target + "/");
        any = true;
      }
    if (!any) line += " (nothing)";
    out += line + "\n";
  }
  return out;
}

}  // namespace

TEST_CASE("layers: every runtime include points to a lower layer", "[layers]") {
  const std::vector<Include> includes = runtime_includes();
  REQUIRE(includes.size() > 100);  // the scan found the sources
  for (const Include& i : includes) {
    INFO(i.file << ": " << i.line);
    const int from = rank_of(i.folder), to = rank_of(i.target);
    // A new folder of runtime/ takes a place in kLayers and in docs/architecture.md.
    REQUIRE(from >= 0);
    REQUIRE(to >= 0);
    CHECK((i.folder == i.target || to < from));
  }
}

TEST_CASE("layers: docs/architecture.md draws the include graph the sources have",
          "[layers][docs]") {
  const std::string doc = text_of(fs::path(ACL_SOURCE_DIR) / "docs" / "architecture.md");
  const std::string marker = "<!-- include graph: tests/unit/layers_test.cpp -->\n```\n";
  const size_t at = doc.find(marker);
  REQUIRE(at != std::string::npos);
  const size_t begin = at + marker.size();
  const std::string drawn = doc.substr(begin, doc.find("```", begin) - begin);
  const std::string actual = graph_text(runtime_includes());
  INFO("the graph as the sources have it:\n" << actual);
  CHECK(drawn == actual);
}
