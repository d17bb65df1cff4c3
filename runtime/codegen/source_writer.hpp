// A small indenting writer for generated OpenCL C, so the generator reads as structure.
#pragma once

#include <sstream>
#include <string>

namespace acl::detail {

/// Concatenates anything streamable: cat("x", 3, 'y') == "x3y".
template <typename... T>
std::string cat(const T&... parts) {
  std::ostringstream os;
  (os << ... << parts);
  return os.str();
}

class SourceWriter {
 public:
  /// Writes one line at the current indentation.
  template <typename... T>
  SourceWriter& line(const T&... parts) {
    os_ << std::string(2 * indent_, ' ') << cat(parts...) << '\n';
    return *this;
  }
  /// Writes `head {` and indents until the matching close().
  template <typename... T>
  SourceWriter& open(const T&... head) {
    line(head..., " {");
    ++indent_;
    return *this;
  }
  /// Opens a bare block: "{" alone on its line.
  SourceWriter& block() {
    line("{");
    ++indent_;
    return *this;
  }
  /// Closes a block; a tail ending in '{' ("} else {") opens the next one.
  SourceWriter& close(const std::string& tail = "") {
    --indent_;
    line("}", tail);
    if (!tail.empty() && tail.back() == '{') ++indent_;
    return *this;
  }
  /// One level in (out) without a brace: a loop's or condition's body on the next line.
  SourceWriter& indent() {
    ++indent_;
    return *this;
  }
  SourceWriter& dedent() {
    --indent_;
    return *this;
  }
  SourceWriter& raw(const std::string& text) {
    os_ << text;
    if (!text.empty() && text.back() != '\n') os_ << '\n';
    return *this;
  }
  std::string str() const { return os_.str(); }

 private:
  std::ostringstream os_;
  int indent_ = 0;
};

}  // namespace acl::detail
