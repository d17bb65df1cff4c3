// parse_user_main: names, types, address spaces, pointers, qualifiers, comments, vector
// types, and the errors for sources without a usable User_main. The preprocessor cases
// (conditional groups, -D/-U, macros in the parameter list) are in preprocess_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>

#include "common.hpp"

namespace acltest {
namespace {

std::vector<Param> parse(const std::string& s, const std::string& options = "") {
  return parse_user_main(s, options);
}

void expect_invalid(const std::string& src, const std::string& mention,
                    const std::string& options = "") {
  INFO("source: " << src << "\noptions: " << options);
  try {
    parse(src, options);
    FAIL("accepted");
  } catch (const Error& e) {
    INFO("message: " << e.what());
    CHECK(e.code() == ACL_INVALID_USER_MAIN);
    CHECK(std::string(e.what()).find(mention) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("parse_user_main: the paper's Fig. 7(b)", "[user_main]") {
  const auto ps = parse(R"(
void User_main(uchar* src, uchar* dst, int thres) {
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] > thres ? 255 : 0;
}
)");
  REQUIRE(ps.size() == 3);
  CHECK(ps[0].name == "src");
  CHECK(ps[0].type == "uchar");
  CHECK(ps[0].pointer);
  CHECK(ps[0].space == AddressSpace::Private);
  CHECK(ps[0].type_size == 1);
  CHECK(ps[1].name == "dst");
  CHECK(ps[2].name == "thres");
  CHECK(ps[2].type == "int");
  CHECK_FALSE(ps[2].pointer);
  CHECK(ps[2].type_size == 4);
}

TEST_CASE("parse_user_main: address spaces, const, restrict, arrays", "[user_main]") {
  const auto ps = parse(
      "void User_main(__local const float4* lut, global int *g, __constant short* c,\n"
      "               const double* restrict in, private long out[], local uint* sc,\n"
      "               const float scale, unsigned char* bytes, unsigned int n)\n"
      "{ }\n");
  REQUIRE(ps.size() == 9);
  CHECK(ps[0].space == AddressSpace::Local);
  CHECK(ps[0].type == "float4");
  CHECK(ps[0].type_size == 16);
  CHECK(ps[0].is_const);
  CHECK(ps[0].name == "lut");
  CHECK(ps[1].space == AddressSpace::Global);
  CHECK(ps[1].name == "g");
  CHECK(ps[1].pointer);
  CHECK(ps[2].space == AddressSpace::Constant);
  CHECK(ps[2].type_size == 2);
  CHECK(ps[3].is_const);
  CHECK(ps[3].type == "double");
  CHECK(ps[3].name == "in");
  CHECK(ps[4].pointer);  // T name[] is a pointer
  CHECK(ps[4].name == "out");
  CHECK(ps[4].type == "long");
  CHECK(ps[4].space == AddressSpace::Private);
  CHECK(ps[5].space == AddressSpace::Local);
  CHECK(ps[6].name == "scale");
  CHECK_FALSE(ps[6].pointer);
  CHECK(ps[7].type == "uchar");
  CHECK(ps[7].type_size == 1);
  CHECK(ps[8].type == "uint");
}

TEST_CASE("parse_user_main: comments, declarations before the definition, helpers",
          "[user_main]") {
  const auto ps = parse(R"(
// void User_main(float* commented_out) {}
/* void User_main(int* also_commented) { } */
float helper(float x) { return x * 2; }
void User_main(float* a /* the input */, float* b, // the output
               int /* count */ n);
void User_main(float* a /* the input */, float* b, // the output
               int /* count */ n)
{
  b[0] = helper(a[0]) + n;  // User_main(a, b, n) is not called here
}
)");
  REQUIRE(ps.size() == 3);
  CHECK(ps[0].name == "a");
  CHECK(ps[1].name == "b");
  CHECK(ps[2].name == "n");
  CHECK(ps[2].type == "int");
}

TEST_CASE("parse_user_main: vector and scalar type sizes", "[user_main]") {
  CHECK(builtin_type_size("uchar") == 1);
  CHECK(builtin_type_size("char16") == 16);
  CHECK(builtin_type_size("short2") == 4);
  CHECK(builtin_type_size("half") == 2);
  CHECK(builtin_type_size("float3") == 16);  // 3-component vectors occupy four
  CHECK(builtin_type_size("int4") == 16);
  CHECK(builtin_type_size("ulong8") == 64);
  CHECK(builtin_type_size("double2") == 16);
  CHECK(builtin_type_size("float5") == 0);
  CHECK(builtin_type_size("my_struct") == 0);
  const auto ps = parse("void User_main(int4* a, uchar16* b, double2* c) {}");
  REQUIRE(ps.size() == 3);
  CHECK(ps[0].type == "int4");
  CHECK(ps[0].type_size == 16);
  CHECK(ps[1].type_size == 16);
  CHECK(ps[2].type == "double2");
}

TEST_CASE("parse_user_main: sources without a usable User_main", "[user_main]") {
  expect_invalid("void main(float* a) {}", "User_main");
  expect_invalid("void User_mainx(float* a) {}", "User_main");
  expect_invalid("// void User_main(float* a) {}\n", "User_main");
  expect_invalid("void User_main(float* a);", "User_main");
  expect_invalid("void User_main() {}", "User_main");
  expect_invalid("void User_main(float** a) {}", "pointer");
  expect_invalid("void User_main(float* a) { /* never closed", "comment");
  expect_invalid("void User_main(float* a {}", "User_main");
}

TEST_CASE("add_state_parameter inserts the state before the first parameter", "[user_main]") {
  const std::string s = add_state_parameter("void User_main(float* a) { }\n// User_main(x)\n");
  CHECK(s.find("User_main(ACL_STATE_PARAM float* a)") != std::string::npos);
  CHECK(s.find("// User_main(x)") != std::string::npos);  // comments untouched
}

TEST_CASE("hint_loop_unrolling marks the user's for loops that have no hint of their own",
          "[user_main]") {
  const std::string hint = "_Pragma(\"clang loop unroll(enable)\") ";
  auto hints = [&](const std::string& s) {
    size_t n = 0;
    for (size_t p = s.find(hint); p != std::string::npos; p = s.find(hint, p + 1)) ++n;
    return n;
  };
  const std::string nested =
      "void User_main(int* a) {\n  for (int i = 0; i < 4; i++)\n    for(int j = 0; j < 2; j++) "
      "a[i] += j;\n}\n";
  const std::string out = hint_loop_unrolling(nested);
  CHECK(hints(out) == 2);
  CHECK(out.find(hint + "for (int i") != std::string::npos);
  CHECK(out.find(hint + "for(int j") != std::string::npos);
  // Lines and everything else stay as they were.
  CHECK(std::count(out.begin(), out.end(), '\n') == std::count(nested.begin(), nested.end(), '\n'));
  std::string back = out;
  for (size_t p; (p = back.find(hint)) != std::string::npos;) back.erase(p, hint.size());
  CHECK(back == nested);

  // Loops with a hint of the user's keep it alone (two unroll hints do not compile).
  CHECK(hints(hint_loop_unrolling("void f() {\n#pragma unroll\n  for (;;) {}\n}")) == 0);
  CHECK(hints(hint_loop_unrolling("void f() { _Pragma(\"unroll 2\") for (;;) {} }")) == 0);
  CHECK(hints(hint_loop_unrolling(
            "void f() { __attribute__((opencl_unroll_hint(2))) for (;;) {} }")) == 0);
  CHECK(hints(hint_loop_unrolling("void f() { x(); _Pragma(\"unroll\") for (;;) {} for (;;) {} }")) ==
        1);
  // Not code: comments, strings, characters, directives (continued lines too), other words.
  const std::string none =
      "// for (x)\n/* for (y) */\nconst char* s = \"for (z)\"; char c = 'f';\n"
      "#define LOOP(n) for (int k = 0; k < n; k++) \\\n  for (int l = 0; l < n; l++)\n"
      "int format(int fore) { return fore; }\nint y = for_each(1);\n";
  CHECK(hint_loop_unrolling(none) == none);
}

TEST_CASE("hint_loop_vectorizing marks the loops that only store words indexed by their counter",
          "[user_main]") {
  const std::string hint = "_Pragma(\"clang loop vectorize(enable)\") ";
  auto hinted = [&](const std::string& body) {
    const std::string src = "void User_main(float* a, float* b, float* r, int n) {\n  float s = 0;\n  " +
                            body + "\n}\n";
    const std::string out = hint_loop_vectorizing(src);
    std::string back = out;
    for (size_t p; (p = back.find(hint)) != std::string::npos;) back.erase(p, hint.size());
    CHECK(back == src);  // nothing else changes
    return out.find(hint + "for") != std::string::npos;
  };
  // Element stores by the counter, temporaries of the loop's own, calls, conditions.
  CHECK(hinted("for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i] * b[i];"));
  CHECK(hinted("for (int k = 0; k < n; ++k) { const float t = a[k] - b[k]; r[k] = t * t; }"));
  CHECK(hinted("for (int k = 0; k < n; k++) r[k] = min(a[k], min(a[k - 1], a[k + 1]));"));
  CHECK(hinted("for (int k = 0; k < n; k++) { float4 v = a[k], w = b[k]; r[k] = v.x == w.x ? 1 : 0; }"));
  CHECK(hinted("for (int k = 0; k < n; k++) r[2 * k + 1] += a[k] <= b[k] && a[k] != 0;"));
  CHECK(hinted("for (k = 0; k < n; k++) r[k]++;"));
  // Reductions and other assignments: a forced loop may reassociate them.
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) s += a[i];"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) s = s + a[i];"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) r[0] += a[i];"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) { r[i] = a[i]; s = fmax(s, a[i]); }"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) { float t; t = a[i]; r[i] = t; }"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) { r[i] = a[i]; n--; }"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) { int m = i; m <<= 1; r[i] = a[m]; }"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) *r = a[i];"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) r[i] = r[i - 1] + a[i], s++;"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) if (a[i] > 0) r[i] = a[i]; else s += a[i];"));
  CHECK(hinted("for (int i = 0; i < n; i++) { if (a[i] > 0) r[i] = a[i]; else r[i] = 0; }"));
  // What the text does not show: macros and helper functions of the source, included files.
  const std::string acc = "#define ACC(x) s += (x)\nvoid User_main(float* a, float* r, int n) {\n"
                          "  float s = 0;\n  for (int i = 0; i < n; i++) { ACC(a[i]); r[i] = s; }\n}\n";
  CHECK(hint_loop_vectorizing(acc) == acc);
  const std::string helper = "void add(float* s, float v) { *s += v; }\n"
                             "void User_main(float* a, float* r, int n) {\n  float s = 0;\n"
                             "  for (int i = 0; i < n; i++) r[i] = (add(&s, a[i]), s);\n}\n";
  CHECK(hint_loop_vectorizing(helper) == helper);
  const std::string included = "#include \"my.h\"\nvoid User_main(float* a, float* r, int n) {\n"
                               "  for (int i = 0; i < n; i++) r[i] = a[i];\n}\n";
  CHECK(hint_loop_vectorizing(included) == included);
  const std::string plain = "#define K 2.0f\nfloat twice(float v) { return K * v; }\n"
                            "void User_main(float* a, float* r, int n) {\n"
                            "  for (int i = 0; i < n; i++) r[i] = a[i] * a[i];\n}\n";
  CHECK(hint_loop_vectorizing(plain) != plain);  // names neither K nor twice
  // Nested loops, other loop forms and headers without a counter.
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) for (int j = 0; j < 4; j++) r[i] = a[j];"));
  CHECK_FALSE(hinted("for (int i = 0; i < n; i++) { while (a[i] > 0) r[i] = 0; }"));
  CHECK_FALSE(hinted("for (;;) r[0] = 1;"));
  CHECK_FALSE(hinted("for (int i = 0, j = 1; i < n; i++, j++) r[j] = a[i];"));
  // The inner loop of a nest is hinted on its own; loops with a hint of the user's are not.
  CHECK(hint_loop_vectorizing("void f(float* r) { for (int i = 0; i < 4; i++)\n  for (int j = 0; j "
                              "< 8; j++) r[8 * i + j] = 0; }")
            .find(hint + "for (int j") != std::string::npos);
  CHECK(hint_loop_vectorizing("void f(float* r) {\n#pragma unroll\n  for (int i = 0; i < 8; i++) r[i] "
                              "= 0;\n}")
            .find(hint) == std::string::npos);
}

TEST_CASE("sees_positions: builtins that tell where a word lies, includes, not comments",
          "[user_main]") {
  const std::string binarize =
      "void User_main(uchar* s, uchar* d, int t) {\n"
      "  for (int i = 0; i < get_ac_size(1); i++) d[i] = s[i] > t ? 255 : 0;  // get_acl_origin\n"
      "  /* get_global_id(0) */ if (get_acl_valid(s) == 0) return;\n}\n";
  CHECK_FALSE(sees_positions(binarize));
  for (const char* call :
       {"get_acl_origin(s, 0)", "get_acl_blockOrigin(s, 1)", "get_acl_iter(1)", "get_acl_levelIdx()",
        "get_acl_blockNum(1)", "get_acl_lr(s, 1)[0]", "*get_acl_xy(s, 0, 1)", "get_acl_nbh(s, 0)[0]",
        "get_global_id(0)", "get_local_id(0)", "get_group_id(0)", "get_global_linear_id()"}) {
    INFO(call);
    CHECK(sees_positions("void User_main(uchar* s, int* d) { d[0] = (int)(" + std::string(call) +
                         "); }"));
  }
  CHECK(sees_positions("#include \"where.h\"\nvoid User_main(uchar* s) { }"));
  CHECK_FALSE(sees_positions("void User_main(uchar* my_get_acl_origin) { }"));
}

TEST_CASE("lane_safe: sources that may run on vectors of words, comments and strings ignored",
          "[user_main]") {
  const std::string product =
      "void User_main(const float* a, const float* b, float* c) {\n"
      "  // sizeof(double) get_acl_tileX(0) as_int(x)\n"
      "  for (int i = 0; i < get_acl_tileSize(1); i++)\n"
      "    for (unsigned j = 0; j < get_acl_tileSize(0); j++)\n"
      "      c[i * get_acl_tileSize(0) + j] = fma(a[i], b[j] * 2.5e-3f, c[i * 2 + j]);\n}\n";
  CHECK(lane_safe(product));
  for (const char* code :
       {"c[0] = sizeof(float);", "double d = a[0];", "c[0] = (char)1;", "long n = 1;",
        "c[0] = get_acl_tileX(0);", "c[0] = get_acl_origin(c, 0);", "c[0] = get_global_id(0);",
        "c[0] = vload4(0, a).x;", "c[0] = as_float(1);", "c[0] = convert_float(1);",
        "float4 v = 0;", "int2 v = 0;", "__local float* p = 0;", "struct s { int x; };",
        "c[0] = select(a[0], b[0], 1);", "c[0] = isnan(a[0]);", "uint u = 1;",
        "c[0] = atomic_add(0, 1);"}) {
    INFO(code);
    CHECK_FALSE(lane_safe("void User_main(const float* a, const float* b, float* c) { " +
                          std::string(code) + " }"));
  }
  CHECK_FALSE(lane_safe("#define N 4\nvoid User_main(float* c) { c[0] = N; }"));
  // __local in User_main's parameter list (COMMON data) is fine, in its body not.
  CHECK(lane_safe(
      "void User_main(__local float* a, local const float* b, float* c) { c[0] = a[0]; }"));
  CHECK_FALSE(lane_safe("void User_main(__local float* a, float* c) { __local float* p = a; }"));
  // Names that only start like a banned one, and numbers with letters, are fine.
  CHECK(lane_safe("void User_main(float* shortcut, float* c) { c[0] = shortcut[0] * 0x1Fp0f; }"));
  // A branch on a float does not compile on vectors: the build would fail (and PoCL print
  // its error count on stderr), so such sources run on words from the start.
  const std::string head = "void User_main(float* p, __local const float* a, float* out, int n) {";
  for (const char* code :
       {"float d = p[0] - a[0]; if (d < 0.0f) d = -d; out[0] = d;",
        "if (p[0] > a[1]) out[0] = 1.0f;", "float x = p[0], y = 2; while (y > x) y -= 1;",
        "for (float t = 0; t < p[0]; t += 1) out[0] += t;", "if (n > 0.5) out[0] = 0;",
        "float q[2] = {1, 2}; if (q[n]) out[0] = 1;", "do out[0] += 1; while (out[0] < 4);"}) {
    INFO(code);
    CHECK_FALSE(lane_safe(head + code + "}"));
  }
  // Nor does a float stored into an int: declared, assigned or cast from one.
  for (const char* code :
       {"const int used = p[0] != 0.0f; if (used) out[0] = 1;", "int k = p[0];",
        "int m = 0; m += a[0] > 0;", "out[0] = (int)p[0];", "out[0] = ( int ) 2.5f;",
        "int s = n, t = p[1] < 0;", "int u; u = out[0] * 2;"}) {
    INFO(code);
    CHECK_FALSE(lane_safe(head + code + "}"));
  }
  // Conditions on ints, and on ACL's sizes of float data, are fine.
  for (const char* code :
       {"for (int k = 0; k < get_acl_size(out); k++) out[k] = p[k];",
        "for (int j = 0; j < get_acl_valid(a); j++) if (j > n) out[0] += a[j];",
        "if (n > 0x1F) out[0] = p[0] > 0 ? p[0] : -p[0];", "float f = (float)n; out[0] = f;",
        "int i = 0; while (i < n) i++;", "int k = n * 2, m = get_acl_valid(a); k += m;",
        "out[0] = p[n == 1];", "for (int j = 0; j < n; j += 2) out[j] = (float)j;"}) {
    INFO(code);
    CHECK(lane_safe(head + code + "}", true));
  }
}

TEST_CASE("item_loop_safe: User_main naming no work-item function may run in a row loop",
          "[user_main]") {
  const std::string plain =
      "void User_main(const uchar* a, uchar* b, int t) {\n"
      "  // get_local_id(0) barrier(CLK_LOCAL_MEM_FENCE) in a comment\n"
      "  for (int i = 0; i < get_ac_size(1); i++)\n"
      "    b[i] = a[i] > t ? get_group_id(0) + get_acl_origin(b, 0) : 0;\n}\n";
  CHECK(item_loop_safe(plain));
  for (const char* code :
       {"b[0] = get_local_id(0);", "b[0] = get_global_id(0);", "b[0] = get_local_size(0);",
        "b[0] = get_global_size(0);", "b[0] = get_enqueued_local_size(0);",
        "b[0] = get_local_linear_id();", "barrier(CLK_LOCAL_MEM_FENCE);",
        "mem_fence(CLK_GLOBAL_MEM_FENCE);", "b[0] = work_group_reduce_add(1);",
        "b[0] = sub_group_broadcast(1, 0);", "b[0] = get_sub_group_id();"}) {
    INFO(code);
    CHECK_FALSE(
        item_loop_safe("void User_main(const uchar* a, uchar* b) { " + std::string(code) + " }"));
  }
  // Through a macro, and in build options (-D).
  CHECK_FALSE(item_loop_safe("#define ID get_local_id(0)\nvoid User_main(int* b) { b[0] = ID; }"));
  CHECK_FALSE(item_loop_safe("-DSYNC=barrier(CLK_LOCAL_MEM_FENCE)"));
  CHECK_FALSE(item_loop_safe("#include \"sync.h\"\nvoid User_main(int* b) { b[0] = 1; }"));
  CHECK(item_loop_safe("-DN=4 -cl-fast-relaxed-math"));
  // Names that only end like a banned one are fine.
  CHECK(item_loop_safe("void User_main(int* my_barrier) { my_barrier[0] = 1; }"));
}

}  // namespace acltest

namespace acltest {

// Reliability round 2, item 8: sources the parser read wrongly before it followed the
// preprocessor and C's literals.

TEST_CASE("parse_user_main: literals and comments hide what is not code", "[user_main]") {
  // A '"' character literal before a commented-out User_main: the old parser took the
  // quote for a string that ran to the end, kept the comment and read its parameters.
  auto ps = parse(
      "__constant char quote = '\"';\n"
      "// void User_main(uchar* old) { }\n"
      "void User_main(float* a, float* b) { b[0] = a[0]; }\n");
  REQUIRE(ps.size() == 2);
  CHECK(ps[0].name == "a");
  CHECK(ps[0].type == "float");
  // User_main( inside a string.
  ps = parse(
      "__constant char doc[] = \"User_main(int* x) { ... }\";\n"
      "void User_main(float* a) { a[0] = doc[0]; }\n");
  REQUIRE(ps.size() == 1);
  CHECK(ps[0].type == "float");
  // A line comment continued by a backslash hides the next line too.
  ps = parse(
      "// the old version: \\\n"
      "void User_main(uchar* old) { }\n"
      "void User_main(float* a) { }\n");
  REQUIRE(ps.size() == 1);
  CHECK(ps[0].name == "a");
  // Parameters split over continued lines, comments between the tokens.
  ps = parse("void User_main(float* /* in */ a, \\\n  const int* b) { }\n");
  REQUIRE(ps.size() == 2);
  CHECK(ps[1].name == "b");
  CHECK(ps[1].is_const);
}

TEST_CASE("parse_user_main: array parameters are pointers, what is not readable says so",
          "[user_main]") {
  // `float src[4]` gave a parameter named "4" before.
  auto ps = parse("void User_main(float src[4], uchar dst[ACL_SIZE_dst], int n) { }");
  REQUIRE(ps.size() == 3);
  CHECK(ps[0].name == "src");
  CHECK(ps[0].pointer);
  CHECK(ps[0].type == "float");
  CHECK(ps[0].space == AddressSpace::Private);
  CHECK(ps[1].name == "dst");
  CHECK(ps[1].pointer);
  CHECK(ps[2].name == "n");
  CHECK_FALSE(ps[2].pointer);
  expect_invalid("void User_main(float a[4][4]) { }", "arrays of arrays");
  expect_invalid("void User_main(float* a[4]) { }", "arrays of pointers");
  expect_invalid("void User_main(float a[4) { }", "User_main");
  expect_invalid("void User_main(float a[4] b) { }", "'b' after the brackets");
  // Type names that cannot be parsed: "ACL internal error: stoul" before.
  expect_invalid("void User_main(float99999999999999999999* a) { }",
                 "'float99999999999999999999' is not an OpenCL C type");
  expect_invalid("void User_main(int5* a) { }", "vectors have 2, 3, 4, 8 or 16 components");
  CHECK(builtin_type_size("float99999999999999999999") == 0);
  // A parameter without a name; a type that is no type.
  expect_invalid("void User_main(float* a, unsigned int) { }", "needs a type and a name");
  expect_invalid("void User_main(char int* a) { }", "'char int' is not a type");
  expect_invalid("void User_main(unsigned signed* a) { }", "is not a type");
  expect_invalid("void User_main(my type* a) { }", "cannot read the type 'my type'");
  expect_invalid("void User_main(void) { }", "no parameters");
  expect_invalid("void User_main(float* a, , float* b) { }", "parameter 1 is empty");
}

TEST_CASE("parse_user_main: built-in types in several words get their size", "[user_main]") {
  // Item 2: these spellings had no size, so word_size went unchecked.
  const auto ps = parse(
      "void User_main(unsigned long int* a, signed char* b, long unsigned c, short int* d,\n"
      "               unsigned short int* e, int unsigned* f, unsigned g, signed h,\n"
      "               long long* i, struct pixel* j, pixel_t* k, size_t* l) { }\n");
  REQUIRE(ps.size() == 12);
  const std::vector<std::pair<std::string, unsigned>> expected = {
      {"ulong", 8}, {"char", 1},          {"ulong", 8},        {"short", 2},
      {"ushort", 2}, {"uint", 4},         {"uint", 4},         {"int", 4},
      {"long long", 0}, {"struct pixel", 0}, {"pixel_t", 0},   {"size_t", 0}};
  for (size_t i = 0; i < ps.size(); ++i) {
    INFO("parameter " << i << " '" << ps[i].name << "'");
    CHECK(ps[i].type == expected[i].first);
    CHECK(ps[i].type_size == expected[i].second);
  }
}

TEST_CASE("add_state_parameter and hint_loop_unrolling skip literals", "[user_main]") {
  const std::string src =
      "__constant char doc[] = \"User_main(x\";\n__constant char q = '\"';\n"
      "void User_main(float* a) { for (int i = 0; i < 4; i++) a[i] = q; }\n";
  const std::string s = add_state_parameter(src);
  CHECK(s.find("\"User_main(x\"") != std::string::npos);
  CHECK(s.find("User_main(ACL_STATE_PARAM float* a)") != std::string::npos);
  // The '"' literal no longer hides the loop.
  CHECK(hint_loop_unrolling(src).find("_Pragma(\"clang loop unroll(enable)\") for (int i") !=
        std::string::npos);
  CHECK_FALSE(sees_positions("__constant char d[] = \"get_global_id\";\n"
                             "void User_main(float* a) { a[0] = d[0]; }\n"));
}

}  // namespace acltest

namespace acltest {

TEST_CASE("only_added: pointers whose words User_main only adds to", "[user_main]") {
  auto added = [](const std::string& body, size_t index = 2, const std::string& name = "c") {
    const std::string src =
        "void User_main(const float* a, const float* b, float* c) {\n" + body + "\n}\n";
    return only_added(src, index, name);
  };
  CHECK(added("for (int i = 0; i < 4; i++) c[i] += a[i] * b[0];"));
  CHECK(added("c[0] -= a[0]; c[1 + (int)a[1]] += b[0]; /* c[0] = 1; */"));
  CHECK(added("if (a[0] > 0.0f) c [ 2 ] += b[1];"));
  // Reads, plain stores, other compound operators, increments, the pointer handed on or
  // its address taken, what is added naming it.
  for (const char* body :
       {"c[0] = a[0];", "c[0] += c[1];", "c[0] *= 2.0f;", "c[0]++;", "++c[0] += 1.0f;",
        "float x = c[0]; c[0] += x;", "helper(c);", "float* p = &c[0]; p[0] += 1.0f;",
        "*c += 1.0f;", "c[0] += a[0] * c[1];"}) {
    INFO(body);
    CHECK_FALSE(added(body));
  }
  // a and b are only read.
  CHECK_FALSE(added("c[0] += a[0];", 0, "a"));
  // A parameter list that does not declare it a pointer.
  CHECK_FALSE(only_added("void User_main(float c) { }", 0, "c"));
  // parse_user_main records it per parameter.
  const auto params = parse_user_main(
      "void User_main(const float* a, float* c, float* d) { c[0] += a[0]; d[0] = 1; }");
  REQUIRE(params.size() == 3);
  CHECK_FALSE(params[0].only_added);
  CHECK(params[1].only_added);
  CHECK_FALSE(params[2].only_added);
}

}  // namespace acltest

namespace acltest {

TEST_CASE("assigned_loop: every word of the portion assigned before any read", "[user_main]") {
  auto loop = [](const std::string& body, const std::string& options = "",
                 const std::string& name = "r", size_t index = 2) {
    const std::string src =
        "void User_main(const float* a, const float* v, float* r) {\n" + body + "\n}\n";
    return assigned_loop(src, options, index, name);
  };
  const AssignedLoop block = AssignedLoop::BlockSize, portion = AssignedLoop::PortionSize;
  CHECK(loop("for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i] * v[i];") == block);
  CHECK(loop("for (int k = 0; k < get_acl_size(r); ++k) { r[k] = a[k] + 1.0f; }") == portion);
  CHECK(loop("float s = a[0] * 2.0f;\nfor (uint j = 0; j < get_ac_size(1); j += 1)\n"
             "  r [ j ] = s * v[j] + (a[j] == 0.0f ? 1.0f : f(a[j]));") == block);
  CHECK(loop("if (a[0] > 0.0f) { } for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i];") ==
        block);
  // After the loop nothing can undo it: a size query or a return there is fine.
  CHECK(loop("for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i];\n"
             "if (get_acl_size(r) > 4) return;") == block);
  // Reads before the write, compound or conditional stores, partial or other loops, the
  // loop under a condition or after a return, the index stepped in the value, the pointer
  // or a word's address handed on, the word read after the loop.
  for (const char* body : {
           "float t = r[0]; for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i] + t;",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = r[i] + a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] += a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) if (a[i] > 0.0f) r[i] = a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) { if (a[i] > 0.0f) continue; r[i] = a[i]; }",
           "for (int i = 1; i < get_ac_size(1); i++) r[i] = a[i];",
           "for (int i = 0; i < get_ac_size(1) - 1; i++) r[i] = a[i];",
           "for (int i = 0; i <= get_ac_size(1); i++) r[i] = a[i];",
           "for (int i = 0; i < get_ac_size(2); i++) r[i] = a[i];",
           "for (int i = 0; i < get_acl_size(a); i++) r[i] = a[i];",
           "for (int i = 0; i < 16; i++) r[i] = a[i];",
           "for (int i = 0; i < get_ac_size(1); i += 2) r[i] = a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i / 2] = a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i++];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = g(&i);",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i], r[0] = 1.0f;",
           "int i; for (i = 0; i < get_ac_size(1); i++) r[i] = a[i];",
           "if (a[0] > 0.0f) for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i];",
           "if (a[0] > 0.0f) { for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; }",
           "if (a[0] > 0.0f) return; for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i];",
           "while (a[0] > 0.0f) for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; helper(r);",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; float* p = &r[0];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; r[0] *= 2.0f;",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; float t = r[1];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] == a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) *(r + i) = a[i];",
           "for (int i = 0; i < get_ac_size(1); i++) r[i] = ({ float t = a[i]; t; });",
           "for (int i = 0; i < get_ac_size(1); i++)\n#ifdef X\nr[i] = a[i];\n#endif\n;",
       }) {
    INFO(body);
    CHECK(loop(body) == AssignedLoop::None);
  }
  // Macros could rename the index or the bound.
  CHECK(loop("for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i];", "-D i=0") ==
        AssignedLoop::None);
  CHECK(assigned_loop("#define N get_ac_size(1)\nvoid User_main(const float* a, float* r) {\n"
                      "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; }",
                      "", 1, "r") == AssignedLoop::None);
  // Another function naming it, a second definition, a prototype, an address space.
  CHECK(assigned_loop("float f(float r) { return r; }\nvoid User_main(const float* a, float* r) {"
                      " for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; }",
                      "", 1, "r") == AssignedLoop::None);
  CHECK(assigned_loop("void User_main(const float* a, float* r);\nvoid User_main(const float* "
                      "a, float* r) { for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; }",
                      "", 1, "r") == AssignedLoop::None);
  CHECK(assigned_loop("void User_main(const float* a, __local float* r) {"
                      " for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i]; }",
                      "", 1, "r") == AssignedLoop::None);
  // parse_user_main records it per parameter, never for read-only ones.
  const auto params = parse_user_main(
      "void User_main(const float* a, float* c, float* d) {\n"
      "  for (int i = 0; i < get_ac_size(1); i++) c[i] = a[i];\n  d[0] += a[0]; }");
  REQUIRE(params.size() == 3);
  CHECK(params[0].assigned == AssignedLoop::None);
  CHECK(params[1].assigned == AssignedLoop::BlockSize);
  CHECK(params[2].assigned == AssignedLoop::None);
}

TEST_CASE("combine_assignment: the assignment assigned_loop finds made a combine",
          "[user_main]") {
  auto sum = [](const std::string& word, const std::string& value) {
    return word + " + " + value;
  };
  const std::string head = "void User_main(const float* a, const float* v, float* r) {\n";
  // The value, comments and spacing around it kept; only the value changes.
  CHECK(combine_assignment(head + "  for (int i = 0; i < get_ac_size(1); i++)\n"
                                  "    r [ i ] = a[i] * v[i]; /* r = a v */\n}\n",
                           2, "r", sum) ==
        head + "  for (int i = 0; i < get_ac_size(1); i++)\n"
               "    r [ i ] = r [ i ] + (a[i] * v[i]); /* r = a v */\n}\n");
  CHECK(combine_assignment(head + "for (int k = 0; k < get_acl_size(r); ++k) { r[k] = a[k]; }}",
                           2, "r",
                           [](const std::string& w, const std::string& v) {
                             return "fmax(" + w + ", " + v + ")";
                           }) ==
        head + "for (int k = 0; k < get_acl_size(r); ++k) { r[k] = fmax(r[k], (a[k])); }}");
  // Where assigned_loop finds no assignment, nothing.
  CHECK(combine_assignment(head + "for (int i = 0; i < get_ac_size(1); i++) r[i] += a[i];}", 2,
                           "r", sum)
            .empty());
  CHECK(combine_assignment(head + "for (int i = 0; i < get_ac_size(1); i++) r[i] = a[i];}", 0,
                           "a", sum)
            .empty());
}

TEST_CASE("hoist_word: every read of a parameter one word read once", "[user_main]") {
  const std::string head = "void User_main(const float* a, const float* v, float* r) {";
  // The word declared on the body's first line; each read `v[...]` that word; size queries,
  // comments and the other parameters' words kept.
  CHECK(hoist_word(head + "\n  for (int i = 0; i < get_acl_size(v); i++)\n"
                          "    r[i] = a[i] * v [ i + 1 ] + v[(i)]; /* v[i] */\n}\n",
                   "", 1, "v", "float") ==
        head + " const float acl_word1 = v[0];\n  for (int i = 0; i < get_acl_size(v); i++)\n"
               "    r[i] = a[i] * acl_word1 + acl_word1; /* v[i] */\n}\n");
  // Never read: the word is read anyway (the pointer is always the row's word).
  CHECK(hoist_word(head + " r[0] = a[0]; }", "", 1, "v", "float") ==
        head + " const float acl_word1 = v[0]; r[0] = a[0]; }");
  // Where an index does something, or the pointer is used otherwise: nothing.
  for (const char* body : {" r[0] = v[i++]; }", " r[0] = v[f(i)]; }", " r[0] = v[v[0] > 0]; }",
                           " r[0] = *v; }", " const float* p = v; r[0] = p[0]; }",
                           " r[0] = *get_acl_xy(v, 0, 0); }", " r[0] = v[(i = 2)]; }"})
    CHECK(hoist_word(head + body, "", 1, "v", "float").empty());
  // A directive, a -D option, another definition, an address space: nothing.
  CHECK(hoist_word("#define K 1\n" + head + " r[0] = v[K]; }", "", 1, "v", "float").empty());
  CHECK(hoist_word(head + " r[0] = v[0]; }", "-DK=1", 1, "v", "float").empty());
  CHECK(hoist_word("void User_main(const float* a, __global const float* v, float* r) "
                   "{ r[0] = v[0]; }",
                   "", 1, "v", "float")
            .empty());
  // The parse sets Param::word_reads where it holds.
  const std::vector<Param> params =
      parse_user_main(head + " for (int i = 0; i < 8; i++) r[i] = a[i] * v[i]; }");
  REQUIRE(params.size() == 3);
  CHECK(params[0].word_reads);
  CHECK(params[1].word_reads);
  CHECK_FALSE(params[2].word_reads);  // written
  CHECK_FALSE(parse_user_main(head + " int i = 0; r[0] = v[i++]; }")[1].word_reads);
}

}  // namespace acltest
