// What the OpenCL C compiler will see of the user's source: comments and literals blanked,
// conditional groups decided from #define/#undef in the source and -D/-U in the options,
// and the macros in effect at each line. Just enough preprocessing to read User_main.
#pragma once

#include <string>
#include <vector>

namespace acl::detail {

/// The state of a macro name at some line of the source.
struct Macro {
  enum Kind {
    Undefined,
    Object,    ///< object-like, `body` is its replacement text
    Function,  ///< function-like: ACL does not expand it
    Defined,   ///< defined, value not known to ACL (e.g. __OPENCL_VERSION__)
    Unknown    ///< ACL cannot tell whether it is defined (`why` says why)
  };
  Kind kind = Undefined;
  std::string body;
  std::string why;
};

/// A macro event: a #define, #undef or #include (which may define anything) at `line`.
struct MacroEvent {
  size_t line = 0;   ///< 1-based; 0 for the build options
  std::string name;  ///< empty for an #include
  Macro macro;
};

/// How a line takes part in the compilation.
enum class LineState { Active, Inactive, Undecided };

/// The source seen through the preprocessor. Every view has the source's length and
/// line breaks, so offsets and line numbers are the source's.
struct SourceView {
  /// Comments and the insides of string and character literals as spaces.
  std::string code;
  /// `code` with directive lines and lines outside the compiled groups blanked.
  std::string active;
  /// `active` plus the lines ACL cannot decide on.
  std::string maybe;
  std::vector<LineState> lines;    ///< per line, index 0 is line 1
  std::vector<std::string> why;    ///< per line: why ACL cannot decide, if Undecided
  std::vector<MacroEvent> events;  ///< in source order, the options' first

  /// 1-based line of offset `at`.
  size_t line_of(size_t at) const;
  /// The state of macro `name` just before `line` (1-based).
  Macro lookup(const std::string& name, size_t line) const;
};

/// Comments and literal contents blanked (SourceView::code); throws ACL_INVALID_USER_MAIN
/// for an unterminated comment.
std::string code_view(const std::string& source);

/// Follows the conditional groups of `source` built with `options` (-D and -U options, in
/// order; -cl-fast-relaxed-math). Throws ACL_INVALID_USER_MAIN for an unterminated comment
/// or an unbalanced #if/#endif.
SourceView preprocess(const std::string& source, const std::string& options);

}  // namespace acl::detail
