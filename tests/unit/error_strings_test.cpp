// Every error code a header defines has a name and a text: ACL's own codes read from
// include/acl/acl.h (so a new code without an entry in runtime/api/error_strings.cpp fails
// here), OpenCL's from the CL/cl.h the library is built with; and docs/errors.md has a row
// for every ACL code.
#include <acl/acl.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  INFO("reading " << path);
  REQUIRE(in.good());
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// (name, value) of every `#define NAME -N` line of `text` whose name matches `prefix`.
std::vector<std::pair<std::string, int>> negative_defines(const std::string& text,
                                                          const std::string& prefix) {
  std::vector<std::pair<std::string, int>> codes;
  const std::regex line("^\\s*#\\s*define\\s+(" + prefix + "\\w*)\\s+\\(?\\s*(-\\d+)\\s*\\)?");
  std::istringstream in(text);
  std::string l;
  std::smatch m;
  while (std::getline(in, l))
    if (std::regex_search(l, m, line)) codes.emplace_back(m[1], std::stoi(m[2]));
  return codes;
}

void check_named(const std::pair<std::string, int>& code) {
  INFO(code.first << " = " << code.second);
  CHECK(std::string(aclGetErrorString(code.second)) == code.first);
  const std::string text = aclGetErrorText(code.second);
  CHECK(!text.empty());
  CHECK(text.find("unknown") == std::string::npos);
}

}  // namespace

TEST_CASE("every ACL error code of acl.h has its name, a text and a row in docs/errors.md",
          "[errors]") {
  const auto codes = negative_defines(file_text(ACL_SOURCE_DIR "/include/acl/acl.h"), "ACL_");
  REQUIRE(codes.size() >= 13);  // -2000 .. -2012 when this test was written
  const std::string doc = file_text(ACL_SOURCE_DIR "/docs/errors.md");
  for (const auto& c : codes) {
    check_named(c);
    INFO(c.first << " needs a row in docs/errors.md");
    CHECK(doc.find("| `" + c.first + "` | " + std::to_string(c.second) + " |") !=
          std::string::npos);
  }
}

TEST_CASE("every OpenCL error code of CL/cl.h has its name and a text", "[errors]") {
  const std::string header = file_text(ACL_OPENCL_HEADER);
  // The error codes section: from "/* Error Codes */" to the next section comment (the
  // header's build-status values CL_BUILD_* are negative too, and are no error codes).
  const size_t from = header.find("/* Error Codes */");
  REQUIRE(from != std::string::npos);
  const size_t to = header.find("\n/* ", from + 1);
  const auto codes = negative_defines(header.substr(from, to - from), "CL_");
  REQUIRE(codes.size() >= 60);
  for (const auto& c : codes) check_named(c);
  check_named({"CL_SUCCESS", 0});
  check_named({"CL_PLATFORM_NOT_FOUND_KHR", -1001});  // the ICD loader's "no platform"
}

TEST_CASE("unknown codes say so", "[errors]") {
  CHECK(std::string(aclGetErrorString(-1999)) == "unknown error code");
  CHECK(std::string(aclGetErrorText(12345)).find("unknown") != std::string::npos);
}

namespace acltest {

TEST_CASE("test names have no semicolon (catch_discover_tests splits them: such a test runs nothing)",
          "[meta]") {
  namespace fs = std::filesystem;
  for (const char* dir : {"tests/unit", "tests/device", "tests/mpi"}) {
    const fs::path root = fs::path(ACL_SOURCE_DIR) / dir;
    if (!fs::exists(root)) continue;
    for (const fs::directory_entry& e : fs::directory_iterator(root)) {
      if (e.path().extension() != ".cpp") continue;
      std::ifstream in(e.path());
      std::string line;
      for (int n = 1; std::getline(in, line); ++n) {
        const size_t at = line.find("TEST_CASE(\"");
        if (at == std::string::npos) continue;
        const size_t end = line.find('"', at + 11);
        INFO(e.path().string() << ":" << n);
        CHECK(line.substr(at + 11, end - at - 11).find(';') == std::string::npos);
      }
    }
  }
}

}  // namespace acltest
