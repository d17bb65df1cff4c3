// Helpers of the unit tests that check generated sections of docs/ (the knob list, the rule
// table): a file's text and the anchor GitHub gives a heading.
#pragma once

#include <cctype>
#include <fstream>
#include <sstream>
#include <string>

namespace acltest {

/// The whole file, bytes as they are ("" when it cannot be read).
inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// GitHub's anchor for a heading: lower case, punctuation but '-' and '_' dropped, blanks
/// to '-'.
inline std::string heading_anchor(const std::string& heading) {
  std::string a;
  for (char c : heading) {
    if (c == ' ')
      a += '-';
    else if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')
      a += char(std::tolower(static_cast<unsigned char>(c)));
  }
  return a;
}

}  // namespace acltest
