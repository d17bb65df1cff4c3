// Word-size checks in the generated kernel: one negative-size array per unsized argument,
// and one per size ACL accepts to tell the user the type's real size.
#include "codegen/type_checks.hpp"

#include <cctype>

#include "codegen/source_writer.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

constexpr const char* kCheck = "acl_word_size_check_";
constexpr unsigned kSizes[] = {1, 2, 4, 8, 16};

/// Whether `log` holds the identifier `id` (not a longer one that starts with it).
bool names(const std::string& log, const std::string& id) {
  for (size_t p = log.find(id); p != std::string::npos; p = log.find(id, p + 1)) {
    const size_t end = p + id.size();
    const char next = end < log.size() ? log[end] : ' ';
    if (!(std::isalnum(static_cast<unsigned char>(next)) || next == '_')) return true;
  }
  return false;
}

}  // namespace

std::string word_size_checks(const Plan& plan) {
  SourceWriter w;
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer() || a.desc.param.type_size != 0) continue;
    // A compiler names the declaration it rejects: <kCheck><index> says "not word_size
    // bytes", <kCheck><index>_is_<n> says "n bytes".
    w.line("/* argument ", a.index, " '", a.name, "': sizeof(", a.type, ") must be word_size ",
           a.word_bytes, " */");
    w.line("typedef char ", kCheck, a.index, "[sizeof(", a.type, ") == ", a.word_bytes,
           " ? 1 : -1];");
    for (unsigned n : kSizes)
      if (n != a.word_bytes)
        w.line("typedef char ", kCheck, a.index, "_is_", n, "[sizeof(", a.type, ") == ", n,
               " ? -1 : 1];");
  }
  return w.str();
}

void throw_word_size_failure(const std::string& log, const Plan& plan) {
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer() || a.desc.param.type_size != 0) continue;
    const std::string name = cat(kCheck, a.index);
    if (!names(log, name)) continue;
    std::string real = cat("not ", a.word_bytes, " bytes");
    for (unsigned n : kSizes)
      if (names(log, cat(name, "_is_", n))) real = cat(n, " bytes");
    arg_error(ACL_INVALID_WORD_SIZE, a.index, a.name,
              cat("word_size ", a.word_bytes, " does not match User_main's '", a.type, "' (", real,
                  ", found by the OpenCL compiler): ACL moves words of word_size bytes and "
                  "User_main indexes them by its type; set word_size to the type's size"));
  }
}

}  // namespace acl::detail
