// The size limits of runtime/ (issue 47, docs/architecture.md): no file over 600 lines, no
// function over 80. Usage: acl-size-check <root> <flags file>; it checks <root>/runtime/,
// parsing each .cpp there with the compiler flags of the library, one a line in the flags
// file (tests/CMakeLists.txt writes it). Prints each file and function over its limit with
// its line count and exits 1; exits 0 when all are within.
//
// Why libclang and not a scan of braces: a function's extent comes from the parser, so
// braces in strings, raw strings, comments and macros, constructors' initializer lists,
// lambdas in default arguments, nested classes and out-of-line members are all measured as
// the compiler sees them; a scan would have to guess each of these. A function is a
// definition of a free function, member function, constructor, destructor, conversion or
// template of one; lambdas (and local classes) are part of the function they stand in, and
// a lambda held by a variable outside any function counts as a function of that name (each
// lambda of a table of them counts on its own). Its size is the lines from the first of its
// declaration (template header included) to its closing brace. The parse is the cost (about
// 1 s of CPU a source), so the sources are parsed on two threads, and a header is measured
// through the sources that include it: a header under runtime/ that none includes is an
// error, as is a source that does not parse.
// libclang is linked, not opened as acl-port opens it: no OpenCL driver is in this process.
#include <clang-c/Index.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

namespace fs = std::filesystem;

constexpr int kMaxFileLines = 600;
constexpr int kMaxFunctionLines = 80;

std::string text(CXString s) {
  const char* c = clang_getCString(s);
  std::string out = c ? c : "";
  clang_disposeString(s);
  return out;
}

int count_lines(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  return static_cast<int>(std::count(std::istreambuf_iterator<char>(f),
                                     std::istreambuf_iterator<char>(), '\n'));
}

struct Function {
  std::string name;
  int lines = 0;
};

/// What the parses found, shared by the threads.
struct Findings {
  std::mutex mu;
  std::map<std::pair<std::string, unsigned>, Function> functions;  ///< by (file, line)
  std::set<std::string> reached;  ///< runtime files some source includes (or is)
  std::vector<std::string> errors;
};

/// One parse: the runtime root (canonical, with a trailing '/') and where to record.
struct Walk {
  std::string runtime;
  std::string root;
  std::map<std::pair<std::string, unsigned>, Function> functions;
};

/// The path of a location's file relative to the root, or "" outside runtime/.
std::string runtime_file(const Walk& walk, CXSourceLocation loc, unsigned* line) {
  CXFile file;
  unsigned column, offset;
  clang_getExpansionLocation(loc, &file, line, &column, &offset);
  if (!file) return "";
  std::error_code ec;
  const std::string path = fs::weakly_canonical(text(clang_getFileName(file)), ec).string();
  if (path.compare(0, walk.runtime.size(), walk.runtime) != 0) return "";
  return path.substr(walk.root.size());
}

/// "acl::detail::AclKernel::auto_tune": the cursor's name under its scopes.
std::string qualified_name(CXCursor c) {
  std::string name = text(clang_getCursorSpelling(c));
  for (CXCursor p = clang_getCursorSemanticParent(c);
       !clang_Cursor_isNull(p) && clang_getCursorKind(p) != CXCursor_TranslationUnit;
       p = clang_getCursorSemanticParent(p)) {
    std::string scope = text(clang_getCursorSpelling(p));
    if (scope.empty()) scope = "(anonymous)";
    name = scope + "::" + name;
  }
  return name;
}

void record(Walk& walk, CXCursor c, const std::string& name) {
  const CXSourceRange range = clang_getCursorExtent(c);
  unsigned first = 0, last = 0;
  const std::string file = runtime_file(walk, clang_getRangeStart(range), &first);
  if (file.empty()) return;
  runtime_file(walk, clang_getRangeEnd(range), &last);
  walk.functions[{file, first}] = {name, static_cast<int>(last - first + 1)};
}

bool is_function(CXCursorKind k) {
  return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_Constructor ||
         k == CXCursor_Destructor || k == CXCursor_ConversionFunction ||
         k == CXCursor_FunctionTemplate;
}

bool is_scope(CXCursorKind k) {
  return k == CXCursor_Namespace || k == CXCursor_ClassDecl || k == CXCursor_StructDecl ||
         k == CXCursor_UnionDecl || k == CXCursor_ClassTemplate ||
         k == CXCursor_ClassTemplatePartialSpecialization || k == CXCursor_LinkageSpec ||
         k == CXCursor_UnexposedDecl;
}

/// The outermost lambdas under a cursor (those inside them are part of them).
CXChildVisitResult find_lambdas(CXCursor c, CXCursor, CXClientData found) {
  if (clang_getCursorKind(c) != CXCursor_LambdaExpr) return CXChildVisit_Recurse;
  static_cast<std::vector<CXCursor>*>(found)->push_back(c);
  return CXChildVisit_Continue;
}

/// Namespaces and classes are walked into; a function definition is measured whole; each
/// lambda a variable or member outside any function holds is measured as a function named
/// after the variable (a table of rows with a lambda each is data; each lambda is code).
CXChildVisitResult visit(CXCursor c, CXCursor, CXClientData data) {
  Walk& walk = *static_cast<Walk*>(data);
  if (clang_Location_isInSystemHeader(clang_getCursorLocation(c))) return CXChildVisit_Continue;
  const CXCursorKind kind = clang_getCursorKind(c);
  if (is_scope(kind)) return CXChildVisit_Recurse;
  if (is_function(kind)) {
    if (clang_isCursorDefinition(c)) record(walk, c, qualified_name(c));
    return CXChildVisit_Continue;
  }
  if (kind == CXCursor_VarDecl || kind == CXCursor_FieldDecl) {
    std::vector<CXCursor> lambdas;
    clang_visitChildren(c, find_lambdas, &lambdas);
    for (CXCursor l : lambdas) record(walk, lambdas.size() == 1 ? c : l, qualified_name(c));
  }
  return CXChildVisit_Continue;
}

void note_inclusion(CXFile file, CXSourceLocation*, unsigned, CXClientData data) {
  auto& files = *static_cast<std::vector<std::string>*>(data);
  files.push_back(text(clang_getFileName(file)));
}

void parse(const fs::path& source, const std::vector<std::string>& flags, Walk walk,
           Findings& out) {
  std::vector<const char*> args;
  for (const auto& f : flags) args.push_back(f.c_str());
  CXIndex index = clang_createIndex(0, 0);
  CXTranslationUnit tu = nullptr;
  const CXErrorCode status = clang_parseTranslationUnit2(
      index, source.c_str(), args.data(), static_cast<int>(args.size()), nullptr, 0,
      CXTranslationUnit_KeepGoing, &tu);
  std::vector<std::string> errors, included;
  if (status != CXError_Success || !tu) {
    errors.push_back(source.string() + ": libclang could not parse it (error " +
                     std::to_string(status) + ")");
  } else {
    for (unsigned i = 0; i < clang_getNumDiagnostics(tu); ++i) {
      CXDiagnostic d = clang_getDiagnostic(tu, i);
      if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error)
        errors.push_back(text(clang_formatDiagnostic(d, clang_defaultDiagnosticDisplayOptions())));
      clang_disposeDiagnostic(d);
    }
    clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, &walk);
    clang_getInclusions(tu, note_inclusion, &included);
    clang_disposeTranslationUnit(tu);
  }
  clang_disposeIndex(index);
  std::lock_guard<std::mutex> lock(out.mu);
  for (auto& e : errors) out.errors.push_back(std::move(e));
  for (auto& [key, f] : walk.functions) out.functions[key] = f;
  for (const auto& path : included) {
    std::error_code ec;
    const std::string p = fs::weakly_canonical(path, ec).string();
    if (p.compare(0, walk.runtime.size(), walk.runtime) == 0)
      out.reached.insert(p.substr(walk.root.size()));
  }
}

std::vector<std::string> read_flags(const fs::path& path) {
  std::ifstream f(path);
  std::vector<std::string> flags = {"-x", "c++"};
  for (std::string line; std::getline(f, line);)
    if (!line.empty()) flags.push_back(line);
  return flags;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: acl-size-check <root with runtime/> <flags file>\n";
    return 2;
  }
  std::error_code ec;
  const fs::path root = fs::weakly_canonical(argv[1], ec);
  if (!fs::is_directory(root / "runtime")) {
    std::cerr << "acl-size-check: no folder runtime/ in " << argv[1] << "\n";
    return 2;
  }
  const std::vector<std::string> flags = read_flags(argv[2]);
  std::vector<std::string> files;  // relative to root
  for (const auto& e : fs::recursive_directory_iterator(root / "runtime")) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".cpp" || ext == ".hpp" || ext == ".h"))
      files.push_back(fs::relative(e.path(), root).string());
  }
  std::sort(files.begin(), files.end());

  Findings found;
  std::atomic<size_t> next{0};
  Walk walk{(root / "runtime").string() + "/", root.string() + "/", {}};
  auto work = [&] {
    for (size_t i; (i = next++) < files.size();)
      if (fs::path(files[i]).extension() == ".cpp") parse(root / files[i], flags, walk, found);
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t) threads.emplace_back(work);
  for (auto& t : threads) t.join();

  int failures = 0;
  for (const auto& e : found.errors) {
    std::cout << e << "\n";
    ++failures;
  }
  for (const auto& file : files) {
    if (!found.reached.count(file)) {
      std::cout << file << ": no source under runtime/ includes it: its functions went "
                   "unmeasured\n";
      ++failures;
    }
    const int lines = count_lines(root / file);
    if (lines > kMaxFileLines) {
      std::cout << file << ": " << lines << " lines (at most " << kMaxFileLines << ")\n";
      ++failures;
    }
  }
  int measured = 0;
  for (const auto& [where, f] : found.functions) {
    ++measured;
    if (f.lines <= kMaxFunctionLines) continue;
    std::cout << where.first << ":" << where.second << ": " << f.name << ": " << f.lines
              << " lines (at most " << kMaxFunctionLines << ")\n";
    ++failures;
  }
  std::cout << "acl-size-check: " << files.size() << " files, " << measured
            << " functions measured, " << failures << " over a limit or unchecked\n";
  return failures ? 1 : 0;
}
