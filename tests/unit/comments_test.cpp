// Comments in runtime/ say why the code is as it is now: timings and dated result folders
// belong in docs/performance.md and bench/results/ (issue 47). A comment that quotes a time
// (a number followed by ms, us or µs) or a date (20NN-NN-NN) fails this test.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#ifndef ACL_SOURCE_DIR
#error "ACL_SOURCE_DIR must name the source tree (tests/CMakeLists.txt sets it)"
#endif

namespace {

namespace fs = std::filesystem;

/// The comment text of each line of a C++ source ("" where a line has none): line comments
/// and block comments, not string or character literals.
std::vector<std::string> comment_lines(const std::string& src) {
  std::vector<std::string> lines(1);
  enum { Code, Line, Block, String, Char } state = Code;
  for (size_t i = 0; i < src.size(); ++i) {
    const char c = src[i], next = i + 1 < src.size() ? src[i + 1] : '\0';
    if (c == '\n') {
      lines.emplace_back();
      if (state == Line) state = Code;
      continue;
    }
    switch (state) {
      case Code:
        if (c == '/' && next == '/') state = Line, ++i;
        else if (c == '/' && next == '*') state = Block, ++i;
        else if (c == '"') state = String;
        else if (c == '\'') state = Char;
        break;
      case Line: lines.back() += c; break;
      case Block:
        if (c == '*' && next == '/') state = Code, ++i;
        else lines.back() += c;
        break;
      case String:
      case Char:
        if (c == '\\') ++i;
        else if (c == (state == String ? '"' : '\'')) state = Code;
        break;
    }
  }
  return lines;
}

/// "line: text" for each comment line of `src` that quotes a time or a date.
std::vector<std::string> notebook_lines(const std::string& src) {
  static const std::regex time("[0-9]+(\\.[0-9]+)? ?(ms|us|\xC2\xB5s)\\b");
  static const std::regex date("20[0-9][0-9]-[0-9][0-9]-[0-9][0-9]");
  std::vector<std::string> out;
  const std::vector<std::string> lines = comment_lines(src);
  for (size_t i = 0; i < lines.size(); ++i)
    if (std::regex_search(lines[i], time) || std::regex_search(lines[i], date))
      out.push_back(std::to_string(i + 1) + ": " + lines[i]);
  return out;
}

std::string text_of(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream os;
  os << f.rdbuf();
  return os.str();
}

}  // namespace

TEST_CASE("the comment check finds planted timings and dates, not literals", "[comments]") {
  const std::string planted =
      "int a = 1;  // 0.129 ms on the H200\n"
      "/// 12us a launch\n"
      "/* 3 \xC2\xB5s */ int b;\n"
      "// bench/results/2026-11-27-h200-ragged\n"
      "const char* s = \"10 ms // 2026-11-27\";\n"
      "char q = '\"';  // 16 bytes, 4 items, programs\n"
      "// 1.5x slower; 32 items; the arms of a loop\n";
  const std::vector<std::string> want = {
      "1:  0.129 ms on the H200", "2: / 12us a launch", "3:  3 \xC2\xB5s ",
      "4:  bench/results/2026-11-27-h200-ragged"};
  CHECK(notebook_lines(planted) == want);
}

TEST_CASE("runtime/ comments quote no timings or dated result folders", "[comments]") {
  const fs::path runtime = fs::path(ACL_SOURCE_DIR) / "runtime";
  std::vector<std::string> found;
  size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(runtime)) {
    const std::string ext = entry.path().extension().string();
    if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp" && ext != ".h")) continue;
    ++files;
    const std::string rel = fs::relative(entry.path(), ACL_SOURCE_DIR).generic_string();
    for (const std::string& line : notebook_lines(text_of(entry.path())))
      found.push_back(rel + ":" + line);
  }
  CHECK(files > 100);
  std::string listed;
  for (const std::string& f : found) listed += "\n" + f;
  INFO("figures and dates belong in docs/performance.md or bench/results/knobs/README.md; "
       "a comment says why the code is as it is:"
       << listed);
  CHECK(found.empty());
}
