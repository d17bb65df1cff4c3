// The files a program build may read besides its source: the headers its #include
// directives (and -include options) name, found as the compiler would find them, so that
// the binary cache keys an entry on their contents too (docs/cache.md, "Headers"). No
// OpenCL calls here.
#pragma once

#include <string>

namespace acl::detail {

/// What the compiler may read of the file system for one program.
struct IncludedFiles {
  /// False where ACL cannot tell for certain which files the compiler reads (a computed
  /// #include, __has_include, a header found in none of the directories ACL knows, an
  /// include option ACL does not follow, a header that is not a regular file); `why` says
  /// which. Such a program is built without the cache.
  bool certain = true;
  std::string why;
  /// One line per file the compiler may read, sorted: its path and the SHA-256 of its
  /// contents, or "absent" for a place searched before or beside the one found; "" when
  /// the program reads no file (no #include directive, no -include option).
  std::string text;
};

/// The files `source` built with `options` may include: each #include "x" is looked for in
/// the including file's directory (the current directory for the source itself) and the -I
/// directories, each #include <x> in the -I directories; every candidate is recorded
/// (present or absent, whatever the compiler's search order), and every present one is
/// scanned for its own includes.
IncludedFiles included_files(const std::string& source, const std::string& options);

}  // namespace acl::detail
