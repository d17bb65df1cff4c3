// The code IR (runtime/codegen/ir.hpp) and its printer: types print as OpenCL names them,
// expressions take parentheses exactly where C's precedence needs them (and where a Paren
// node stands), statements lay out as the emitters wrote them, and a fold over a vector's
// lanes takes its width from the vector's type; the vector copies both ACL_TILE strategies
// build from it (tiled_common.cpp) print as their kernels need.
#include "codegen/ir.hpp"

#include <catch2/catch.hpp>

#include "codegen/source_writer.hpp"
#include "codegen/tiled.hpp"
#include "error.hpp"

namespace acltest {
namespace {

namespace ir = acl::detail::ir;
using ir::Expr;
using ir::Stmt;

std::string printed(const Stmt& s) {
  acl::detail::SourceWriter w;
  ir::print(w, s);
  return w.str();
}

TEST_CASE("ir: types print as OpenCL names them", "[ir]") {
  CHECK(ir::Float().str() == "float");
  CHECK(ir::Float(8).str() == "float8");
  CHECK(ir::UInt(4).str() == "uint4");
  CHECK(ir::Int(16).str() == "int16");
  CHECK(ir::Type::of("uchar").str() == "uchar");
  CHECK(ir::Type::of("uchar16").kind == ir::Scalar::UChar);
  CHECK(ir::Type::of("uchar16").lanes == 16);
  CHECK(ir::Type::of("char3").kind == ir::Scalar::Char);
  CHECK(ir::Type::of("ushort2").str() == "ushort2");
  // half words (word_size 2 with a half parameter) move as half vectors too (the plan
  // fuzzer found an ACL_TILE plan of half8 refused as an internal error).
  CHECK(ir::Type::of("half").with_lanes(8).str() == "half8");
  CHECK(ir::Type::of("half4").is_float());
  CHECK(ir::Type::of("double").is_float());
  CHECK_FALSE(ir::Type::of("int").is_float());
  CHECK(ir::Type::of("ACL_COORD").kind == ir::Scalar::Named);
  CHECK(ir::Type::of("ACL_COORD").str() == "ACL_COORD");
  CHECK(ir::Float(8).element() == ir::Float());
  CHECK(ir::Type::of("float4").with_lanes(16) == ir::Float(16));
  // Widths OpenCL lacks are refused, not printed.
  CHECK_THROWS(ir::Type::of("float5"));
  CHECK_THROWS(ir::Float().with_lanes(32));
  CHECK_THROWS(ir::Type::named("ACL_INDEX").with_lanes(4));
}

TEST_CASE("ir: expressions take the parentheses C's precedence needs", "[ir]") {
  const Expr a = ir::var("a"), b = ir::var("b"), c = ir::var("c");
  CHECK(ir::str(a + b * c) == "a + b * c");
  CHECK(ir::str((a + b) * c) == "(a + b) * c");
  CHECK(ir::str(a - (b - c)) == "a - (b - c)");
  CHECK(ir::str((a - b) - c) == "a - b - c");
  CHECK(ir::str(a / (b * c)) == "a / (b * c)");
  CHECK(ir::str(a * b % c) == "a * b % c");
  CHECK(ir::str((a < b) == (b < c)) == "a < b == b < c");
  CHECK(ir::str(a < b && b < c || a == c) == "a < b && b < c || a == c");
  CHECK(ir::str(a && (b || c)) == "a && (b || c)");
  CHECK(ir::str(ir::binary(ir::Op::BitAnd, ir::binary(ir::Op::Shr, a, 3), 1)) == "a >> 3 & 1");
  CHECK(ir::str(ir::binary(ir::Op::Shl, ir::binary(ir::Op::BitOr, a, b), 8)) == "(a | b) << 8");
  CHECK(ir::str(a + -1) == "a + -1");
  CHECK(ir::str(ir::lit(-1) * a) == "-1 * a");
  // Paren nodes keep the emitters' own parentheses where C needs none.
  CHECK(ir::str(ir::paren(a) * 16 + ir::paren(0)) == "(a) * 16 + (0)");
  // Casts bind tighter than any operator: their operand takes parentheses unless primary.
  CHECK(ir::str(ir::cast(ir::Type::named("ACL_INDEX"), a + b) * 4) == "(ACL_INDEX)(a + b) * 4");
  CHECK(ir::str(ir::cast(ir::Int(), ir::cast(ir::Float(), a))) == "(int)(float)a");
  // Subscripts and components bind tightest.
  CHECK(ir::str(ir::index(ir::var("p") + a, ir::var("j"))) == "(p + a)[j]");
  CHECK(ir::str(ir::index(ir::var("p"), a + 1)) == "p[a + 1]");
  CHECK(ir::str(ir::component(ir::var("v", ir::Float(4)) + ir::var("w", ir::Float(4)), 3)) ==
        "(v + w).s3");
  CHECK(ir::str(ir::select(a < b, a, ir::select(b < c, b, c))) == "a < b ? a : b < c ? b : c");
  CHECK(ir::str(ir::select(ir::select(a, b, c), a, b)) == "(a ? b : c) ? a : b");
  CHECK(ir::str(ir::select(a, b, c) + 1) == "(a ? b : c) + 1");
}

TEST_CASE("ir: calls and vectors take their names and widths from types", "[ir]") {
  const Expr p = ir::var("acl_p3", ir::Float()), j = ir::var("acl_j");
  const Expr v = ir::vload(ir::Float(8), j + 1, p + 4);
  CHECK(v.type() == ir::Float(8));
  CHECK(ir::str(v) == "vload8(acl_j + 1, acl_p3 + 4)");
  CHECK(ir::str(ir::vstore(ir::var("x", ir::UInt(4)), 0, p)) == "vstore4(x, 0, acl_p3)");
  CHECK(ir::str(ir::min(ir::var("f", ir::Float()), p)) == "fmin(f, acl_p3)");
  CHECK(ir::str(ir::max(ir::var("i", ir::Int()), j)) == "max(i, acl_j)");
  CHECK(ir::min(ir::var("f", ir::Float()), ir::var("g", ir::Float(8))).type() == ir::Float(8));
  CHECK(ir::str(ir::vector(ir::Float(2), {ir::index(p, 0), ir::index(p, 1)})) ==
        "(float2)(acl_p3[0], acl_p3[1])");
  CHECK(ir::str(ir::component(ir::var("w", ir::Int(16)), 10)) == "w.sa");
  CHECK(ir::component(ir::var("w", ir::Int(16)), 15).type() == ir::Int());
  CHECK_THROWS(ir::component(ir::var("w", ir::Int(4)), 4));
  CHECK_THROWS(ir::vector(ir::Float(4), {p, p}));
  CHECK_THROWS(ir::vload(ir::Float(), 0, p));
  CHECK_THROWS(ir::vstore(p, 0, p));
  CHECK((j < 3).type() == ir::Int());
  // A vector moved through a pointer to its type.
  const Expr at = ir::view(ir::UInt(2), "const __global", ir::index(ir::var("acl_g1"), j));
  CHECK(ir::str(at) == "*(const __global uint2*)&acl_g1[acl_j]");
  CHECK(at.type() == ir::UInt(2));
  CHECK(ir::str(ir::component(at, 1)) == "(*(const __global uint2*)&acl_g1[acl_j]).s1");
  CHECK(ir::str(ir::view(ir::Float(4), "", ir::var("p") + 4)) == "*(float4*)&(p + 4)");
  // ... or through a pointer: an offset pointer takes parentheses, a name none.
  const Expr t = ir::var("acl_t1", ir::Float());
  const Expr in = ir::pointee(ir::Float(4), "__local const", t + j * 4);
  CHECK(ir::str(in) == "*(__local const float4*)(acl_t1 + acl_j * 4)");
  CHECK(in.type() == ir::Float(4));
  CHECK(ir::str(ir::component(in, 2)) == "(*(__local const float4*)(acl_t1 + acl_j * 4)).s2");
  CHECK(ir::str(ir::pointee(ir::UInt(8), "", t)) == "*(uint8*)acl_t1");
  CHECK(ir::str(ir::assign(ir::pointee(ir::Float(2), "__global", ir::paren(t)), ir::var("v"))) ==
        "*(__global float2*)(acl_t1) = v;");
}

TEST_CASE("ir: shuffles, swizzles and pointer casts take their widths from types", "[ir]") {
  const Expr r0 = ir::var("acl_r0", ir::Float(4)), r1 = ir::var("acl_r1", ir::Float(4));
  const Expr s = ir::shuffle(r0, r1, {0, 4, 2, 6});
  CHECK(ir::str(s) == "__builtin_shufflevector(acl_r0, acl_r1, 0, 4, 2, 6)");
  CHECK(s.type() == ir::Float(4));
  CHECK(ir::shuffle(r0, r1, {1, 5}).type() == ir::Float(2));
  CHECK_THROWS(ir::shuffle(r0, r1, {0, 8}));
  CHECK_THROWS(ir::shuffle(r0, ir::var("x", ir::Float(8)), {0, 1}));
  CHECK(ir::str(ir::reversed(r0)) == "acl_r0.s3210");
  CHECK(ir::reversed(r0).type() == ir::Float(4));
  CHECK(ir::str(ir::reversed(ir::var("w", ir::Int(16)))) == "w.sfedcba9876543210");
  CHECK(ir::str(ir::swizzle(r0, {1, 3})) == "acl_r0.s13");
  CHECK(ir::swizzle(r0, {1, 3}).type() == ir::Float(2));
  CHECK_THROWS(ir::swizzle(r0, {4}));
  CHECK_THROWS(ir::swizzle(r0, {0, 1, 2, 3, 0}));  // OpenCL has no 5-lane vector
  // A call is a primary expression: parentheses only where a Paren node asks for them.
  const Expr v = ir::vload(ir::Float(4), 0, ir::var("acl_p1", ir::Float()) + 8);
  CHECK(ir::str(ir::reversed(v)) == "vload4(0, acl_p1 + 8).s3210");
  CHECK(ir::str(ir::reversed(ir::paren(v))) == "(vload4(0, acl_p1 + 8)).s3210");
  // Pointer casts and addresses take the parentheses C's precedence needs.
  const Expr g = ir::index(ir::var("acl_g1", ir::Float()), ir::var("i"));
  CHECK(ir::str(ir::address(g)) == "&acl_g1[i]");
  CHECK(ir::str(ir::pointer(ir::Float(8), "__global", ir::address(g))) ==
        "(__global float8*)&acl_g1[i]");
  CHECK(ir::pointer(ir::Float(8), "__global", ir::address(g)).type() == ir::Float(8));
  const Expr tile = ir::pointer(ir::UInt(4), "__local", ir::var("acl_t0", ir::Type::of("uchar")));
  CHECK(ir::str(ir::index(tile, ir::var("acl_t"))) == "((__local uint4*)acl_t0)[acl_t]");
  CHECK(ir::str(ir::pointer(ir::Type::of("uchar"), "const __global", ir::var("acl_g0")) + 4) ==
        "(const __global uchar*)acl_g0 + 4");
  CHECK(ir::str(ir::pointer(ir::UInt(4), "", ir::var("p") + 1)) == "(uint4*)(p + 1)");
}

TEST_CASE("ir: statements and loops lay out as the emitters write them", "[ir]") {
  const Expr a = ir::var("acl_a2"), j = ir::var("acl_j");
  const Stmt add = ir::update(ir::Op::Add, ir::index(a, j), 1);
  CHECK(ir::str(add) == "acl_a2[acl_j] += 1;");
  CHECK(ir::str(ir::update(ir::Op::Mul, a, 2)) == "acl_a2 *= 2;");
  CHECK(ir::str(ir::assign(a, ir::max(a, j))) == "acl_a2 = max(acl_a2, acl_j);");
  CHECK(ir::str(ir::decl(ir::Float(8), {{"acl_v", ir::lit(0)}, {"acl_w", Expr()}})) ==
        "float8 acl_v = 0, acl_w;");
  CHECK(ir::str(ir::decl(ir::Type::named("ACL_COORD"), "acl_x", 1, true)) ==
        "const ACL_COORD acl_x = 1;");
  CHECK(ir::str(ir::decl_array(ir::Float(), "acl_l", 16)) == "float acl_l[16];");
  CHECK_THROWS(ir::decl_array(ir::Float(), "acl_l", 0));
  CHECK(printed(ir::loop("acl_j", 0, 8, Expr(), {add}, ir::Layout::SameLine)) ==
        "for (int acl_j = 0; acl_j < 8; acl_j++) acl_a2[acl_j] += 1;\n");
  CHECK(
      printed(ir::loop("acl_j", 4, 12, 4, {add, add}, ir::Layout::SameLine, ir::Unroll::Inline)) ==
      "_Pragma(\"unroll\") for (int acl_j = 4; acl_j < 12; acl_j += 4) { acl_a2[acl_j] += 1; "
      "acl_a2[acl_j] += 1; }\n");
  CHECK(
      printed(ir::loop("acl_j", 0, 8, Expr(), {ir::if_then(j < 3, {add}, ir::Layout::SameLine)},
                       ir::Layout::NextLine, ir::Unroll::Pragma)) ==
      "#pragma unroll\nfor (int acl_j = 0; acl_j < 8; acl_j++)\n  if (acl_j < 3) acl_a2[acl_j] += "
      "1;\n");
  CHECK(
      printed(ir::block({ir::loop("acl_j", 0, 2, Expr(), {add, ir::line("x;")})})) ==
      "{\n  for (int acl_j = 0; acl_j < 2; acl_j++) {\n    acl_a2[acl_j] += 1;\n    x;\n  }\n}\n");
  CHECK(printed(ir::if_then(j < 1, {add}, ir::Layout::Braces, ir::block({add, add}, false))) ==
        "if (acl_j < 1) {\n  acl_a2[acl_j] += 1;\n} else {\n  acl_a2[acl_j] += 1;\n  "
        "acl_a2[acl_j] += 1;\n}\n");
  CHECK(printed(ir::block({add, ir::eval(ir::call("f", ir::Int(), {}))}, false, true)) ==
        "acl_a2[acl_j] += 1; f();\n");
  CHECK(printed(ir::block({add}, true, true)) == "{ acl_a2[acl_j] += 1; }\n");
  // A pragma cannot stand inside a line; a next-line body is one statement; a loop has one.
  CHECK_THROWS(
      ir::str(ir::loop("acl_j", 0, 2, Expr(), {add}, ir::Layout::SameLine, ir::Unroll::Pragma)));
  CHECK_THROWS(printed(ir::loop("acl_j", 0, 2, Expr(), {add, add}, ir::Layout::NextLine)));
  CHECK_THROWS(printed(ir::loop("acl_j", 0, 2, Expr(), {})));
}

TEST_CASE("ir: a fold over a vector's lanes takes their count from its type", "[ir]") {
  const Expr acc = ir::index(ir::var("acl_a0", ir::Float()), 0);
  auto sum = [&](const Expr& x) { return ir::update(ir::Op::Add, acc, x); };
  for (unsigned lanes : {2u, 4u, 8u, 16u}) {
    const std::vector<Stmt> f = ir::fold_lanes(ir::var("acl_v", ir::Float(lanes)), sum);
    REQUIRE(f.size() == lanes);
    CHECK(ir::str(f.front()) == "acl_a0[0] += acl_v.s0;");
    CHECK(ir::str(f.back()) ==
          acl::detail::cat("acl_a0[0] += acl_v.s", "0123456789abcdef"[lanes - 1], ";"));
  }
  CHECK(ir::fold_lanes(ir::var("x", ir::Float()), sum).size() == 1);
  const std::vector<Stmt> m = ir::fold_lanes(ir::var("acl_v", ir::Float(4)), [&](const Expr& x) {
    return ir::assign(acc, ir::min(acc, x));
  });
  CHECK(ir::str(m[2]) == "acl_a0[0] = fmin(acl_a0[0], acl_v.s2);");
  // Spread over words: the lane's number goes with its component.
  const std::vector<Stmt> s = ir::for_lanes(
      ir::var("acl_lv", ir::UInt(3)),
      [](unsigned l, const Expr& x) { return ir::assign(ir::index(ir::var("acl_p1"), l + 1), x); });
  REQUIRE(s.size() == 3);
  CHECK(ir::str(s[2]) == "acl_p1[3] = acl_lv.s2;");
}

TEST_CASE("ir: the tile strategies' shared vector copies", "[ir]") {
  acl::detail::ArgPlan a;
  a.index = 2;
  a.type = "float";
  a.pitch = 4096;
  a.win_x = 8;
  const Expr r = ir::var("acl_r"), c = ir::var("acl_c");
  // Further terms of x join the address's sum without parentheses.
  const Expr at = acl::detail::array_at(a, ir::var("acl_oy") + r, ir::var("acl_ox")) + c * 4;
  CHECK(ir::str(at) == "acl_g2 + (ACL_INDEX)(acl_oy + acl_r) * 4096 + acl_ox + acl_c * 4");
  CHECK(ir::str(acl::detail::array_at(a, ir::var("acl_y"), ir::var("acl_x"))) ==
        "acl_g2 + (ACL_INDEX)acl_y * 4096 + acl_x");
  const Expr run = acl::detail::private_run(a, ir::Float(2));
  CHECK(run.type() == ir::Float(2));
  CHECK(ir::str(run) ==
        "(float2)(acl_p2[acl_iy * 8 + acl_ix + 0], acl_p2[acl_iy * 8 + acl_ix + 1])");
  CHECK(acl::detail::private_run(a, ir::Float(16)).get()->args.size() == 16);
}

}  // namespace
}  // namespace acltest
