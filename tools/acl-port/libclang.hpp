// libclang, opened with dlopen(RTLD_LOCAL | RTLD_DEEPBIND) rather than linked: the OpenCL
// implementation in the same process (PoCL) carries its own clang and LLVM, of another
// version, and a linked libclang's C++ symbols would take the place of PoCL's (a crash in
// PoCL's compiler). Include after <clang-c/Index.h>; each clang_* call below goes through a
// pointer that open_libclang() fills.
#pragma once

#include <clang-c/Index.h>

#include <string>

#define ACL_PORT_CLANG_FUNCTIONS(X)                                                          \
  X(clang_Cursor_Evaluate) X(clang_Cursor_getNumArguments) X(clang_EvalResult_dispose)        \
  X(clang_EvalResult_getAsLongLong) X(clang_EvalResult_getKind)                              \
  X(clang_Location_isFromMainFile) X(clang_Type_getSizeOf) X(clang_Type_visitFields)         \
  X(clang_createIndex) X(clang_defaultDiagnosticDisplayOptions) X(clang_disposeDiagnostic)   \
  X(clang_disposeIndex) X(clang_disposeString) X(clang_disposeTokens)                        \
  X(clang_disposeTranslationUnit) X(clang_formatDiagnostic) X(clang_getCString)              \
  X(clang_getCanonicalType) X(clang_getCursorExtent) X(clang_getCursorKind)                  \
  X(clang_getCursorKindSpelling) X(clang_getCursorLocation) X(clang_getCursorReferenced)     \
  X(clang_getCursorSpelling) X(clang_getCursorType) X(clang_getDiagnostic)                   \
  X(clang_getDiagnosticSeverity) X(clang_getElementType) X(clang_getNumDiagnostics)          \
  X(clang_getPointeeType) X(clang_getPresumedLocation) X(clang_getRangeEnd)                  \
  X(clang_getRangeStart) X(clang_getSpellingLocation) X(clang_getTokenExtent)                \
  X(clang_getTokenSpelling) X(clang_getTranslationUnitCursor) X(clang_getTypeSpelling)       \
  X(clang_isCursorDefinition) X(clang_isExpression) X(clang_parseTranslationUnit2)           \
  X(clang_tokenize) X(clang_visitChildren)

namespace port::lc {
#define ACL_PORT_DECLARE(f) extern decltype(&::f) f;
ACL_PORT_CLANG_FUNCTIONS(ACL_PORT_DECLARE)
#undef ACL_PORT_DECLARE
/** Opens libclang once; false with a message where it cannot. */
bool open_libclang(std::string& error);
}  // namespace port::lc

// In namespace port, the names of the functions are these pointers (a variable found by
// ordinary lookup also turns argument-dependent lookup off, so ::clang_* is never called).
namespace port {
#define ACL_PORT_USE(f) using lc::f;
ACL_PORT_CLANG_FUNCTIONS(ACL_PORT_USE)
#undef ACL_PORT_USE
}  // namespace port
