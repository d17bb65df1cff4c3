// Word-size checks of element types ACL cannot size (codegen/type_checks.hpp): emitted
// only for those arguments, and their build failures read back as a user error.
#include "codegen/type_checks.hpp"

#include <catch2/catch.hpp>

#include "codegen/generator.hpp"
#include "common.hpp"

namespace acltest {
namespace {

const char* kUser =
    "typedef int pix;\nvoid User_main(const pix* src, pix* dst) { dst[0] = src[0]; }\n";

Plan plan_with(const std::string& type, unsigned ws) {
  return make_plan(
      {transfer(0, param("src", type, true, AddressSpace::Private, true), attr(128, 1, 1, ws)),
       transfer(1, param("dst", type), out(attr(128, 1, 1, ws)))},
      cpu_profile());
}

}  // namespace

TEST_CASE("word_size_checks: only for types ACL cannot size", "[codegen][word_size]") {
  const Plan typed = plan_with("pix", 1);
  const std::string checks = word_size_checks(typed);
  CHECK(checks.find("typedef char acl_word_size_check_0[sizeof(pix) == 1 ? 1 : -1];") !=
        std::string::npos);
  CHECK(checks.find("typedef char acl_word_size_check_1_is_4[sizeof(pix) == 4 ? -1 : 1];") !=
        std::string::npos);
  CHECK(checks.find("acl_word_size_check_1_is_1[") == std::string::npos);  // the word_size
  const std::string src = generate(typed, kUser);
  CHECK(src.find(checks) != std::string::npos);
  CHECK(src.find(checks) > src.find("typedef int pix;"));  // after the user's types
  // Built-in types: nothing (the golden kernels stay as they were).
  CHECK(word_size_checks(plan_with("int", 4)).empty());
  CHECK(generate(plan_with("int", 4), kUser).find("acl_word_size_check") == std::string::npos);
}

TEST_CASE("throw_word_size_failure names the argument, its type, word_size and real size",
          "[codegen][word_size]") {
  const Plan plan = plan_with("pix", 1);
  // PoCL's wording; the checks' names are what counts.
  const std::string log =
      "error: ACL_kernel:4:14: 'acl_word_size_check_0' declared as an array with a negative "
      "size\nerror: ACL_kernel:7:14: 'acl_word_size_check_0_is_4' declared as an array with a "
      "negative size\nerror: ACL_kernel:9:14: 'acl_word_size_check_1' declared as an array "
      "with a negative size\n";
  try {
    throw_word_size_failure(log, plan);
    FAIL("not thrown");
  } catch (const Error& e) {
    const std::string m = e.what();
    INFO(m);
    CHECK(e.code() == ACL_INVALID_WORD_SIZE);
    CHECK(m.find("argument 0 'src'") != std::string::npos);
    CHECK(m.find("word_size 1") != std::string::npos);
    CHECK(m.find("'pix' (4 bytes") != std::string::npos);
  }
  // Only the declaration named exactly: acl_word_size_check_10 is not argument 1's.
  try {
    throw_word_size_failure("'acl_word_size_check_10' declared\n'acl_word_size_check_1'", plan);
    FAIL("not thrown");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("argument 1 'dst'") != std::string::npos);
    CHECK(std::string(e.what()).find("not 1 bytes") != std::string::npos);
  }
  CHECK_NOTHROW(throw_word_size_failure("error: use of undeclared identifier 'x'", plan));
  CHECK_NOTHROW(throw_word_size_failure("'acl_word_size_check_10'", plan));
  CHECK_NOTHROW(throw_word_size_failure("'acl_word_size_check_0_is_4'", plan));
}

}  // namespace acltest
