// The rule table (runtime/attributes/rule_table.cpp): its messages expand, its anchors are
// headings of docs/errors.md, and that file shows the table as it is.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "attributes/rules.hpp"

using namespace acl::detail;

namespace {

const std::string kBegin = "<!-- rule-table: begin";
const std::string kEnd = "<!-- rule-table: end -->";
const std::string kPath = std::string(ACL_SOURCE_DIR) + "/docs/errors.md";

std::string read_doc() {
  std::ifstream in(kPath, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// GitHub's anchor for a heading: lower case, punctuation but '-' and '_' dropped, blanks
/// to '-'.
std::string anchor(const std::string& heading) {
  std::string a;
  for (char c : heading) {
    if (c == ' ')
      a += '-';
    else if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')
      a += char(std::tolower(static_cast<unsigned char>(c)));
  }
  return a;
}

}  // namespace

TEST_CASE("rules: docs/errors.md shows the rule table", "[rules][docs]") {
  std::string doc = read_doc();
  const size_t begin = doc.find(kBegin), end = doc.find(kEnd);
  REQUIRE(begin != std::string::npos);
  REQUIRE(end != std::string::npos);
  REQUIRE(begin < end);
  const size_t from = doc.find('\n', begin) + 1;
  const std::string want = rule_table_markdown();
  // ACL_KNOBS_DOC_UPDATE=1 rewrites the text between the markers instead (one variable
  // refreshes every generated doc).
  if (const char* u = std::getenv("ACL_KNOBS_DOC_UPDATE"); u && std::string(u) == "1") {
    doc.replace(from, end - from, want + "\n");
    std::ofstream(kPath, std::ios::binary) << doc;
    WARN("rewrote the rule table of " << kPath);
    return;
  }
  INFO("docs/errors.md differs from the rule table: ACL_KNOBS_DOC_UPDATE=1 "
       "build/tests/acl-unit-tests \"[rules][docs]\" refreshes it");
  CHECK(doc.substr(from, end - from) == want + "\n");
}

TEST_CASE("rules: every row's anchor is a heading of docs/errors.md", "[rules][docs]") {
  std::set<std::string> anchors;
  std::istringstream in(read_doc());
  for (std::string line; std::getline(in, line);)
    if (line.rfind("#", 0) == 0)
      anchors.insert(anchor(line.substr(line.find_first_not_of('#') + 1)));
  for (const RuleGroup& g : rule_groups()) {
    INFO("group " << g.heading);
    CHECK(anchor(g.heading) == g.anchor);
  }
  for (const Rule& r : rule_table()) {
    INFO(r.message << " -> #" << r.anchor);
    CHECK(anchors.count(r.anchor));
    CHECK(*r.when);
  }
}

TEST_CASE("rules: every message names fields that exist, and rows over the argument list "
          "name the other argument only where they have one",
          "[rules]") {
  Param p;
  p.name = "frame";
  p.type = "float";
  p.pointer = true;
  acl_attr a = ACL_ATTR_INIT;
  ArgDesc other;
  other.param.name = "dst";
  for (const Rule& r : rule_table()) {
    INFO(r.message);
    RuleSubject s{p, a};
    if (r.other) s.other = &other, s.other_index = 3;
    std::string m;
    CHECK_NOTHROW(m = rule_message(r, s));
    CHECK(m.find_first_of("<>") == std::string::npos);
    if (r.other) CHECK(m.find("argument 3 'dst'") != std::string::npos);
    const bool over_list = r.step != RuleStep::Attributes && r.step != RuleStep::Placement;
    if (!over_list) CHECK(r.other == nullptr);
  }
  // A template naming a field that does not exist is refused, not printed.
  const Rule bad{RuleStep::Attributes, "values-of-one-attribute", "never", ACL_INVALID_ATTRIBUTE,
                 [](const RuleSubject&) { return true; }, "wg_mid <wg_mid>"};
  RuleSubject s{p, a};
  CHECK_THROWS_AS(rule_message(bad, s), std::logic_error);
  const Rule no_other{RuleStep::LineBeside, "beside-other-arguments", "never",
                      ACL_INVALID_ATTRIBUTE, [](const RuleSubject&) { return true; },
                      "beside <other.name>"};
  CHECK_THROWS_AS(rule_message(no_other, s), std::logic_error);
}
