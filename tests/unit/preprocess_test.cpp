// The conditional-compilation pass behind parse_user_main (preprocess.hpp): which
// User_main the compiler sees with the build options, #if expressions, macros in the
// parameter list, and the clear refusals where ACL cannot tell.
#include "attributes/preprocess.hpp"

#include <catch2/catch.hpp>

#include "common.hpp"

namespace acltest {
namespace {

std::vector<Param> parse(const std::string& s, const std::string& options = "") {
  return parse_user_main(s, options);
}

/// The parameter types, comma-separated: "float,float,int".
std::string types(const std::string& s, const std::string& options = "") {
  std::string t;
  for (const Param& p : parse(s, options)) t += (t.empty() ? "" : ",") + p.type;
  return t;
}

void expect_invalid(const std::string& src, const std::vector<std::string>& mentions,
                    const std::string& options = "") {
  INFO("source: " << src << "\noptions: " << options);
  try {
    parse(src, options);
    FAIL("accepted");
  } catch (const Error& e) {
    INFO("message: " << e.what());
    CHECK(e.code() == ACL_INVALID_USER_MAIN);
    for (const std::string& m : mentions) {
      INFO("should mention: " << m);
      CHECK(std::string(e.what()).find(m) != std::string::npos);
    }
  }
}

/// Whether the compiler sees the line "yes" of `#if <cond>\nyes\n#endif`.
bool holds(const std::string& cond, const std::string& options = "") {
  const std::string src = "#if " + cond + "\nvoid User_main(int* yes) { }\n#else\n" +
                          "void User_main(int* no) { }\n#endif\n";
  return parse(src, options)[0].name == "yes";
}

}  // namespace

TEST_CASE("preprocess: an old User_main inside #if 0 is not the one compiled",
          "[user_main][preprocess]") {
  // Before: the parser read the first definition, the one the compiler never sees.
  const std::string src =
      "#if 0\nvoid User_main(uchar* src, uchar* dst) { }\n#endif\n"
      "void User_main(float* src, float* dst, int n) { }\n";
  CHECK(types(src) == "float,float,int");
  expect_invalid("#if 0\nvoid User_main(float* a) { }\n#endif\n",
                 {"defined only where the compiler does not see it"});
}

TEST_CASE("preprocess: #ifdef variants chosen with -D and -U in the build options",
          "[user_main][preprocess]") {
  const std::string src =
      "#ifdef WIDE\n"
      "void User_main(float4* src, float4* dst) { dst[0] = src[0]; }\n"
      "#elif defined(HALF) && HALF > 1\n"
      "void User_main(half* src, half* dst) { }\n"
      "#else\n"
      "void User_main(float* src, float* dst, int n) { dst[0] = src[0] * n; }\n"
      "#endif\n";
  CHECK(types(src) == "float,float,int");
  CHECK(types(src, "-DWIDE") == "float4,float4");
  CHECK(types(src, "-cl-fast-relaxed-math -D WIDE=1") == "float4,float4");
  CHECK(types(src, "-DWIDE -UWIDE") == "float,float,int");  // in order
  CHECK(types(src, "-UWIDE -DWIDE") == "float4,float4");
  CHECK(types(src, "-DHALF=2") == "half,half");
  CHECK(types(src, "-DHALF") == "float,float,int");  // -DHALF is HALF=1
  CHECK(types(src, "-D HALF=3 -DWIDE") == "float4,float4");
  // #ifndef, nested groups, #define and #undef in the source.
  const std::string nested =
      "#define LEVELS 2\n#ifndef NARROW\n#  if LEVELS == 2\n#    define TWO\n#  endif\n#endif\n"
      "#undef LEVELS\n"
      "#if defined TWO && !defined(LEVELS)\nvoid User_main(int* a, int* b) { }\n"
      "#else\nvoid User_main(int* a) { }\n#endif\n";
  CHECK(parse(nested).size() == 2);
  CHECK(parse(nested, "-DNARROW").size() == 1);
  // A parameter list that changes with a -D (the pyramid example's style, applied to the
  // parameters): the directive lines are not part of it.
  const std::string part =
      "void User_main(float* src,\n#ifdef SHRINK\n               float* half_dst,\n#endif\n"
      "               float* dst) { }\n";
  CHECK(parse(part).size() == 2);
  REQUIRE(parse(part, "-DSHRINK").size() == 3);
  CHECK(parse(part, "-DSHRINK")[1].name == "half_dst");
}

TEST_CASE("preprocess: object-like macros in the parameter list are expanded",
          "[user_main][preprocess]") {
  auto ps = parse("#define T float\n#define PTR T*\nvoid User_main(PTR a, const T b) { }\n");
  REQUIRE(ps.size() == 2);
  CHECK(ps[0].type == "float");
  CHECK(ps[0].type_size == 4);
  CHECK(ps[0].pointer);
  CHECK(ps[1].is_const);
  ps = parse("void User_main(T* a) { }\n", "-DT=uint");
  CHECK(ps[0].type == "uint");
  CHECK(ps[0].type_size == 4);
  // Without the option it is a type name ACL cannot size; the kernel checks it.
  ps = parse("void User_main(T* a) { }\n");
  CHECK(ps[0].type == "T");
  CHECK(ps[0].type_size == 0);
  // A macro defined after User_main does not apply; a self-referencing one stops.
  CHECK(types("void User_main(T* a) { }\n#define T float\n") == "T");
  CHECK(types("#define pix pix\nvoid User_main(pix* a) { }\n") == "pix");
  // A macro whose value ACL cannot know (defined in a group it cannot decide) stays a
  // type name: whichever it is, the kernel checks its size against word_size.
  CHECK(types("#ifdef cl_khr_fp64\n#define REAL double\n#else\n#define REAL float\n#endif\n"
              "void User_main(REAL* a) { }\n") == "REAL");
  expect_invalid("#define PTR(t) t*\nvoid User_main(PTR(float) a) { }\n",
                 {"function-like macro PTR", "write the parameters out"});
}

TEST_CASE("preprocess: #if expressions", "[user_main][preprocess]") {
  CHECK(holds("1"));
  CHECK_FALSE(holds("0"));
  CHECK(holds("N * 2 + 1 == 7 && (N << 2) == 12 && N % 2", "-DN=3"));
  CHECK(holds("0x10 == 16 && 010 == 8 && 1UL == 1"));
  CHECK(holds("-1 > 0u"));  // the usual arithmetic conversions
  CHECK_FALSE(holds("-1 > 0"));
  CHECK(holds("~0 == -1 && !0 && -(-2) == 2"));
  CHECK(holds("UNDEFINED_NAME == 0"));  // identifiers that are no macros are 0
  CHECK(holds("N ? 4 : 5 == 5", "-DN=1"));
  CHECK(holds("defined N ? N > 2 : 0", "-DN=3"));
  CHECK(holds("A == 5", "-DB=5 -DA=B"));
  CHECK(holds("0 && 1 / 0 || 1"));            // the division is never evaluated
  CHECK(holds("defined(cl_khr_fp64) || 1"));  // decided although cl_khr_fp64 is not known
  CHECK_FALSE(holds("defined(cl_khr_fp64) && 0"));
  CHECK(holds("defined(__OPENCL_VERSION__)"));  // defined by every OpenCL C compiler
  CHECK(holds("defined(__FAST_RELAXED_MATH__)", "-cl-fast-relaxed-math"));
  CHECK_FALSE(holds("defined(__FAST_RELAXED_MATH__)"));
}

TEST_CASE("preprocess: what ACL cannot decide is refused, saying why", "[user_main][preprocess]") {
  const std::string variants =
      "#ifdef cl_khr_fp64\nvoid User_main(double* a) { }\n#else\n"
      "void User_main(float* a) { }\n#endif\n";
  expect_invalid(variants, {"cannot tell", "line 2", "#ifdef at line 1", "cl_khr_fp64"});
  expect_invalid("#if __OPENCL_VERSION__ >= 120\nvoid User_main(float* a) { }\n#endif\n",
                 {"value of __OPENCL_VERSION__"});
  expect_invalid("#define F(x) x\n#if F(1)\nvoid User_main(float* a) { }\n#endif\n",
                 {"F is a function-like macro"});
  expect_invalid(
      "#include \"variant.h\"\n#ifdef WIDE\nvoid User_main(float4* a) { }\n"
      "#else\nvoid User_main(float* a) { }\n#endif\n",
      {"the #include at line 1 may define WIDE", "-D/-U"});
  // A -D before the #include does not help (the file may #undef it); a #define after does.
  expect_invalid("#include \"x.h\"\n#if N > 1\nvoid User_main(float* a) { }\n#endif\n",
                 {"may define N"}, "-DN=2");
  CHECK(types("#include \"x.h\"\n#define N 2\n#if N > 1\nvoid User_main(float* a) { }\n#endif\n") ==
        "float");
  // An #include alone changes nothing that ACL reads.
  CHECK(types("#include \"helpers.h\"\nvoid User_main(float* a) { }\n") == "float");
  // Groups after the #elif of an undecided group are undecided too; their #else as well.
  expect_invalid(
      "#if defined(cl_khr_fp16)\nint x;\n#elif 1\nvoid User_main(float* a) { }\n#endif\n",
      {"line 4", "cl_khr_fp16"});
  // After an undecided group, a group whose condition holds is undecided, and the groups
  // after it are left out.
  CHECK(types("#ifdef cl_khr_fp64\nint x;\n#elif 1\nint y;\n#else\nvoid User_main(int* a) { }\n"
              "#endif\nvoid User_main(float* a) { }\n") == "float");
  // Part of the parameter list in a group ACL cannot decide.
  expect_invalid(
      "void User_main(float* a,\n#ifdef __IMAGE_SUPPORT__\n  float* b,\n#endif\n"
      "  int n) { }\n",
      {"line 3", "__IMAGE_SUPPORT__"});
  // A group ACL cannot decide that holds no User_main is fine.
  CHECK(types("#ifdef cl_khr_fp64\n#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#endif\n"
              "void User_main(float* a) { }\n") == "float");
}

TEST_CASE("preprocess: malformed conditionals and two definitions", "[user_main][preprocess]") {
  expect_invalid("#endif\nvoid User_main(float* a) { }\n", {"line 1", "#endif without #if"});
  expect_invalid("#else\nvoid User_main(float* a) { }\n", {"#else without #if"});
  expect_invalid("#if 1\nvoid User_main(float* a) { }\n", {"#if without #endif"});
  expect_invalid("void User_main(float* a) { }\nvoid User_main(int* b) { }\n",
                 {"defined twice", "lines 1 and 2"});
}

TEST_CASE("preprocess: the views keep the source's offsets and lines", "[preprocess]") {
  const std::string src =
      "/* c */ int a; // d\n#define X \\\n  1\n#if X\nchar s[] = \"q'\";\n#else\nint b;\n#endif\n";
  const SourceView v = preprocess(src, "");
  REQUIRE(v.code.size() == src.size());
  CHECK(v.code.substr(0, 20) == "        int a;     \n");
  CHECK(v.code.find("\"  \"") != std::string::npos);  // the literal's inside is blanked
  REQUIRE(v.lines.size() == 8);
  CHECK(v.lines[6] == LineState::Inactive);  // int b;
  CHECK(v.active.find("int b") == std::string::npos);
  CHECK(v.active.find("#define") == std::string::npos);
  CHECK(v.active.find("char s[]") != std::string::npos);
  CHECK(v.lookup("X", 9).kind == Macro::Object);
  CHECK(v.lookup("X", 9).body == "1");
  CHECK(v.lookup("X", 2).kind == Macro::Undefined);
  CHECK(v.line_of(src.find("int b")) == 7);
  // Carriage returns: a continued comment and directive still end where they should.
  const SourceView w = preprocess("// a \\\r\nhidden\r\n#if 0\r\nno\r\n#endif\r\nyes\r\n", "");
  CHECK(w.active.find("hidden") == std::string::npos);
  CHECK(w.active.find("no") == std::string::npos);
  CHECK(w.active.find("yes") != std::string::npos);
}

}  // namespace acltest
