// generate(plan, source) without a device: the work-group attribute, plan constants,
// builtins and the user's source are in the program, and its braces balance, for plans
// that exercise every strategy (private, staged, COMMON, prefetch, levels, margins).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include "codegen/generator.hpp"
#include "common.hpp"

namespace acltest {
namespace {

const char* kUser = R"(
void User_main(uchar* src, float* dst, __local const int* lut, __local const float* w, int n) {
  for (int k = 0; k < get_acl_size(dst); k++)
    dst[k] = lut[src[k]] * n + w[0] + *get_acl_xy(src, 0, 1);  /* marker_user_body { } */
}
)";

std::vector<ArgDesc> args_for(cl_uint split, unsigned margin, unsigned w_level) {
  acl_attr s = attr(641, 479, 1, 1);
  s.split = split;
  s.margin = margin;
  s.border = ACL_BORDER_MIRROR;
  acl_attr d = out(attr(641, 479, 1, 4));
  d.split = split;
  return {transfer(0, param("src", "uchar"), s), transfer(1, param("dst", "float"), d),
          transfer(2, param("lut", "int", true, AddressSpace::Local), common(attr(256))),
          transfer(3, param("w", "float", true, AddressSpace::Local), common(attr(3000), w_level)),
          scalar("n", "int")};
}

/// The code without comments, string and character literals.
std::string code_only(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s.compare(i, 2, "//") == 0) {
      i = s.find('\n', i);
      if (i == std::string::npos) break;
      out += '\n';
    } else if (s.compare(i, 2, "/*") == 0) {
      i = s.find("*/", i + 2);
      if (i == std::string::npos) break;
      ++i;
    } else if (s[i] == '"' || s[i] == '\'') {
      const char q = s[i];
      for (++i; i < s.size() && s[i] != q; ++i)
        if (s[i] == '\\') ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

/// Every '{' of the code has its '}' (never closing more than opened), '(' likewise.
void check_balanced(const std::string& text) {
  const std::string src = code_only(text);
  long braces = 0, parens = 0, min_braces = 0, min_parens = 0;
  for (char c : src) {
    braces += c == '{' ? 1 : c == '}' ? -1 : 0;
    parens += c == '(' ? 1 : c == ')' ? -1 : 0;
    min_braces = std::min(min_braces, braces);
    min_parens = std::min(min_parens, parens);
  }
  CHECK(braces == 0);
  CHECK(parens == 0);
  CHECK(min_braces == 0);
  CHECK(min_parens == 0);
}

}  // namespace

TEST_CASE("generate: program text for CPU and GPU plans", "[codegen]") {
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile()})
    for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL})
      for (unsigned margin : {0u, 2u})
        for (unsigned w_level : {1u, 2u}) {
          INFO("device " << dev.name << ", split " << split << ", margin " << margin
                         << ", w at level " << w_level);
          const Plan plan = make_plan(args_for(split, margin, w_level), dev);
          INFO("plan:\n" << plan);
          const std::string src = generate(plan, kUser);
          CHECK(src.find("reqd_work_group_size(" + std::to_string(plan.wg) + ", 1, 1)") !=
                std::string::npos);
          CHECK(src.find("#define ACL_WG " + std::to_string(plan.wg)) != std::string::npos);
          CHECK(src.find("__kernel") != std::string::npos);
          CHECK(src.find(std::string("void ") + kAcKernelName + "(") != std::string::npos);
          // The builtins header and the transfer helpers.
          for (const char* b : {"get_acl_blockSize", "get_ac_size", "get_acl_blockNum",
                                "get_acl_levelIdx", "get_acl_valid", "get_acl_origin",
                                "get_acl_lr", "get_acl_xy", "acl_word"})
            CHECK(src.find(b) != std::string::npos);
          // Plan constants of the levels and arguments.
          CHECK(src.find("#define ACL_LEVELS " + std::to_string(plan.levels)) != std::string::npos);
          CHECK(src.find("#define ACL_BLOCKNUM_1 " + std::to_string(plan.count[1])) !=
                std::string::npos);
          CHECK(src.find("#define ACL_BLOCKSIZE_1 " + std::to_string(plan.block_size[1])) !=
                std::string::npos);
          CHECK(src.find("#define ACL_SIZE_lut 256") != std::string::npos);
          // The user's source, with the state parameter, and a call of it.
          CHECK(src.find("marker_user_body") != std::string::npos);
          CHECK(src.find("User_main(ACL_STATE_PARAM uchar* src") != std::string::npos);
          CHECK(src.find("User_main(&acl_st") != std::string::npos);
          check_balanced(src);
          // Deterministic: equal plans, equal text (the program cache keys on it).
          CHECK(generate(make_plan(args_for(split, margin, w_level), dev), kUser) == src);
        }
}

TEST_CASE("generate: the production library reads no ACL_MUTATE", "[codegen]") {
  // The mutation self-test's faults are built into acl-faults only (runtime/codegen/
  // faults.hpp); these plans have barriers (staged, COMMON) and guarded direct stores.
  const char* before = std::getenv("ACL_MUTATE");
  const std::string saved = before ? before : "";
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile()})
    for (unsigned margin : {0u, 2u}) {
      const Plan plan = make_plan(args_for(ACL_VERTICAL, margin, 2), dev);
      unsetenv("ACL_MUTATE");
      const std::string clean = generate(plan, kUser);
      REQUIRE(clean.find("barrier(") != std::string::npos);
      for (const char* fault : {"drop_barrier", "shift_guard"}) {
        INFO(dev.name << ", margin " << margin << ", ACL_MUTATE=" << fault);
        setenv("ACL_MUTATE", fault, 1);
        CHECK(generate(plan, kUser) == clean);
      }
    }
  if (before) setenv("ACL_MUTATE", saved.c_str(), 1);
  else unsetenv("ACL_MUTATE");
}

TEST_CASE("generate: 64-bit indices for arrays past 2^31 words", "[codegen]") {
  const char* user = "void User_main(uchar* a, uchar* b) { b[0] = a[0]; }";
  const Plan small = make_plan({transfer(0, param("a", "uchar"), attr(1024, 1024, 1, 1)),
                                transfer(1, param("b", "uchar"), out(attr(1024, 1024, 1, 1)))},
                               cpu_profile());
  CHECK(generate(small, user).find("#define ACL_INDEX int") != std::string::npos);
  const Plan big = make_plan({transfer(0, param("a", "uchar"), attr(65536, 32768, 2, 1)),
                              transfer(1, param("b", "uchar"), out(attr(65536, 32768, 2, 1)))},
                             cpu_profile());
  CHECK(big.wide_index);
  const std::string src = generate(big, user);
  CHECK(src.find("#define ACL_INDEX long") != std::string::npos);
  check_balanced(src);
}

TEST_CASE("generate: 64-bit coordinates where a block's columns pass INT_MAX", "[codegen]") {
  const char* user = "void User_main(uchar* a, uchar* b) { b[0] = a[0]; }";
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile()}) {
    INFO(dev.name);
    // 16384^2 bytes: 32-bit coordinates; one row of INT_MAX - 100 bytes: its last block's
    // padding columns pass INT_MAX (a guard x + 4096 <= W wrapped).
    const Plan small =
        make_plan({transfer(0, param("a", "uchar"), attr(16384, 16384, 1, 1)),
                   transfer(1, param("b", "uchar"), out(attr(16384, 16384, 1, 1)))},
                  dev);
    CHECK_FALSE(small.wide_coords);
    CHECK(generate(small, user).find("#define ACL_COORD int") != std::string::npos);
    const size_t w = size_t(INT_MAX) - 100;
    const Plan row = make_plan({transfer(0, param("a", "uchar"), attr(w, 1, 1, 1)),
                                transfer(1, param("b", "uchar"), out(attr(w, 1, 1, 1)))},
                               dev);
    INFO(row);
    CHECK(row.wide_coords);
    CHECK(row.wide_index);
    const std::string src = generate(row, user);
    CHECK(src.find("#define ACL_COORD long") != std::string::npos);
    CHECK(src.find("#define ACL_INDEX long") != std::string::npos);
    check_balanced(src);
  }
  // More blocks than a 32-bit count holds: a clear rejection.
  acl_attr huge = attr(size_t(INT_MAX), 1, 1, 1);
  huge.split_min = huge.split_max = 1;
  huge.wg_min = huge.wg_max = 1;
  expect_error({transfer(0, param("a", "uchar"), huge)}, cpu_profile(), ACL_PLAN_DOES_NOT_FIT,
               {"splits", "32 bits"});
}

TEST_CASE("generate: levels 2 and 3 emit nested loops over their counts", "[codegen]") {
  const char* user = R"(
void User_main(float* in, float* b, __local const float* w3, float* out) { out[0] = in[0]; }
)";
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile()}) {
    const Plan plan = make_plan(
        {transfer(0, param("in", "float"), attr(1000, 3)),
         transfer(1, param("b", "float"), level(attr(300, 7), 2)),
         transfer(2, param("w3", "float", true, AddressSpace::Local), common(attr(3, 20), 3)),
         transfer(3, param("out", "float"), out(attr(1000, 3)))},
        dev);
    const std::string src = generate(plan, user);
    INFO(plan);
    CHECK(src.find("#define ACL_LEVELS 3") != std::string::npos);
    for (unsigned l = 1; l <= 3; ++l)
      CHECK(src.find("#define ACL_BLOCKNUM_" + std::to_string(l) + " " +
                     std::to_string(plan.count[l])) != std::string::npos);
    CHECK(src.find("acl_n2") != std::string::npos);
    CHECK(src.find("acl_n3") != std::string::npos);
    check_balanced(src);
  }
}

TEST_CASE("generate: a tiled step reads vector fragments before word-by-word ones", "[codegen]") {
  // C = A x B on the GPU class: A's k-major rows are padded (tile_pad 2), so its fragment
  // is read word by word; B's is read as vectors and must come first in each step.
  const char* user = R"(
void User_main(const float* a, const float* b, float* c) { c[0] += a[0] * b[0]; }
)";
  acl_attr a = attr(96, 200), b = attr(200, 96), c = out(attr(200, 200));
  for (acl_attr* t : {&a, &b, &c}) t->split = ACL_TILE;
  a.dim_level[0] = 2;
  b.dim_level[1] = 2;
  const Plan plan = make_plan({transfer(0, param("a", "float"), a),
                               transfer(1, param("b", "float"), b),
                               transfer(2, param("c", "float"), c)},
                              gpu_profile());
  INFO(plan);
  const std::string src = generate(plan, user);
  const size_t loop = src.find("for (int acl_kk = 0;");
  REQUIRE(loop != std::string::npos);
  const size_t vec_b = src.find("*)(acl_t1 + (acl_buf)", loop),
               word_a = src.find("= acl_t0[(acl_buf)", loop);
  REQUIRE(vec_b != std::string::npos);
  REQUIRE(word_a != std::string::npos);
  CHECK(vec_b < word_a);
  CHECK(word_a < src.find("User_main(&acl_st", loop));
  check_balanced(src);
}

}  // namespace acltest
