// Several arguments with margins (issue 50, item 4): 2, 3 and 4 float inputs with margins
// 1, 4, 8 and 16 (each alike, and mixed) beside one result, on the GPU class (whose 512
// private bytes hold two 9x9 windows no more: the fit moves the windows into local tiles)
// and the CPU class, on ragged shapes, against the CPU model. Each input is read along a
// ladder of its window (the window's top, middle and bottom rows and left, middle and right
// columns: 6(2m+1) - 9 words, every margin word on some work-item's ladder) and weighted by
// its place, so a wrong, missing or swapped window changes a result; integer inputs keep
// every sum exact.
#include "harness.hpp"

#include <algorithm>

namespace acltest {
namespace {

/// How User_main reads its inputs: through *get_acl_xy only (CPU tiles by rows), down
/// columns through get_acl_lr (tiles by columns), or down columns that get_acl_lr hands to a
/// function (no view: the windows stay in private memory).
enum class Read { xy, columns, helper };

/// The ladder of input `i` (margin `m`) at row `k` of the portion, as OpenCL C.
std::string ladder(Read read, unsigned i, unsigned m) {
  const std::string p = "a" + std::to_string(i), M = std::to_string(m);
  auto at = [&](const std::string& dx, const std::string& dy) {
    return read == Read::xy ? "*get_acl_xy(" + p + ", " + dx + ", k + " + dy + ")"
                            : "get_acl_lr(" + p + ", " + dx + ")[k + " + dy + "]";
  };
  if (read == Read::helper)
    return "    for (int d = -" + M + "; d <= " + M + "; d++) s += " + std::to_string(i + 1) +
           ".0f * rung(get_acl_lr(" + p + ", d), k, " + M + ", d);\n";
  return "    for (int d = -" + M + "; d <= " + M + "; d++) {\n      t = " + at("d", "-" + M) +
         " + " + at("d", "0") + " + " + at("d", M) + ";\n      if (d != -" + M +
         " && d != 0 && d != " + M + ") t += " + at("-" + M, "d") + " + " + at("0", "d") +
         " + " + at(M, "d") + ";\n      s += " + std::to_string(i + 1) + ".0f * t;\n    }\n";
}

/// User_main(float* a0, ..., float* out, int unused).
std::string source(Read read, const std::vector<unsigned>& margins) {
  std::string src;
  if (read == Read::helper)
    src +=
        "/* Column d of a ladder of margin m: its rows -m, 0 and m, all of it at d = -m, 0, m. */\n"
        "float rung(float* c, int k, int m, int d) {\n"
        "  float t = c[k - m] + c[k] + c[k + m];\n"
        "  if (d == -m || d == 0 || d == m)\n"
        "    for (int e = 1 - m; e < m; e++)\n"
        "      if (e != 0) t += c[k + e];\n"
        "  return t;\n"
        "}\n";
  src += "void User_main(";
  for (size_t i = 0; i < margins.size(); ++i) src += "float* a" + std::to_string(i) + ", ";
  src += "float* out) {\n  for (int k = 0; k < get_acl_size(out); k++) {\n    float s = 0.0f, t;\n";
  for (size_t i = 0; i < margins.size(); ++i) src += ladder(read, unsigned(i), margins[i]);
  src += "    out[k] = s + 1.0f;  /* + 1: never all zeros */\n  }\n}\n";
  return src;
}

/// Runs the inputs with `margins` over `lay` under `border` with `strategy` and compares
/// with the model; `plan_has`: text the plan must contain. Returns the plan.
std::string run_margins(Strategy strategy, const std::vector<unsigned>& margins, Read how,
                        unsigned border, Layout lay, uint32_t seed,
                        const char* plan_has = nullptr) {
  std::ostringstream what;
  for (unsigned m : margins) what << m << " ";
  INFO("margins " << what.str() << "read "
                  << (how == Read::xy ? "xy" : how == Read::columns ? "columns" : "helper")
                  << ", border " << border << ", shape " << shape_name(lay) << ", strategy "
                  << strategy);
  const std::string src = source(how, margins);
  using F = Word<float>;
  std::mt19937 rng(seed);
  std::vector<std::vector<F>> ins(margins.size(), std::vector<F>(lay.count()));
  for (auto& in : ins)
    for (F& f : in) f.v[0] = float(rng() % 256);
  std::vector<F> expected(lay.count());
  std::vector<char> care(lay.count(), 1);
  for (size_t z = 0; z < lay.d; ++z)
    for (size_t y = 0; y < lay.h; ++y)
      for (size_t x = 0; x < lay.w; ++x) {
        double s = 0;
        bool known = true;
        for (size_t i = 0; i < margins.size(); ++i) {
          const View<F> v{&ins[i], lay, false, border};
          const long m = long(margins[i]);
          double t = 0;
          for (long dy = -m; dy <= m; ++dy)
            for (long dx = -m; dx <= m; ++dx) {
              if (!(dy == -m || dy == 0 || dy == m || dx == -m || dx == 0 || dx == m)) continue;
              F w{};
              if (!v.at(long(x) + dx, long(y) + dy, long(z), w)) known = false;
              t += w.v[0];
            }
          s += double(i + 1) * t;
        }
        expected[lay.index(x, y, z)].v[0] = float(s + 1.0);
        care[lay.index(x, y, z)] = known;
      }
  ClassGuard guard(strategy);
  Env& e = env();
  std::vector<cl::Buffer> bins;
  for (const auto& in : ins) bins.push_back(filled(in));
  cl::Buffer bout = poisoned(lay.count() * 4);
  std::string plan;
  try {
    acl::Kernel k(e.context, src);
    for (size_t i = 0; i < margins.size(); ++i)
      k.arg(cl_uint(i), bins[i],
            acl::Attr().shape(lay.w, lay.h, lay.d).words(4).halo(margins[i], border));
    k.arg(cl_uint(margins.size()), bout,
          acl::Attr().shape(lay.w, lay.h, lay.d).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    plan = plan_of(k);
    k.enqueue(e.queue);
    e.queue.finish();
  } catch (const acl::Error& err) {
    FAIL_CHECK("ACL call failed: " << err.what() << "\n" << plan << "\n" << src);
    return plan;
  }
  if (plan_has) {
    INFO(plan);
    CHECK(plan.find(plan_has) != std::string::npos);
  }
  check_words(expected, read<F>(bout, lay.count()), lay, plan, care, show_input(ins[0], lay));
  return plan;
}

const Layout kShapes[] = {{301, 47}, {97, 130}, {33, 5}, {45, 23, 2}};

}  // namespace

// Every count and margin, each input alike: the GPU class's private windows fit up to two
// margins of 3 (three of 2), so from there the fit moves the windows into local tiles (and,
// with four inputs of margin 16, lets them take the whole local memory: 4 x 33 x 33 words
// pass half of it on a small GPU, not on PoCL).
TEST_CASE("margins on every argument: 2, 3 and 4 inputs of margin 1, 4, 8 and 16",
          "[device][margins][margins-sweep]") {
  uint32_t seed = 500;
  for (unsigned n : {2u, 3u, 4u})
    for (unsigned m : {1u, 4u, 8u, 16u}) {
      const std::vector<unsigned> margins(n, m);
      const Layout& lay = kShapes[(n + m) % 4];
      run_margins("gpu", margins, Read::xy, ACL_BORDER_CLAMP, lay, seed++,
                  m == 4 ? "since their private windows did not fit" : nullptr);
      run_margins("cpu-class", margins, Read::xy, ACL_BORDER_CLAMP, lay, seed++);
    }
}

// Mixed margins, reads down the columns (tiles by columns on both classes), and the border
// modes: the widest margin moves first, and what still does not fit follows.
TEST_CASE("margins on every argument: mixed margins, column reads, border modes",
          "[device][margins]") {
  uint32_t seed = 600;
  const std::vector<unsigned> mixed[] = {{1, 4, 8, 16}, {16, 1}, {4, 8, 16}, {3, 4, 4}};
  for (const auto& margins : mixed) {
    run_margins("gpu", margins, Read::xy, ACL_BORDER_CLAMP, {77, 37}, seed++);
    run_margins("gpu", margins, Read::columns, ACL_BORDER_MIRROR, {61, 29}, seed++);
    run_margins("cpu-class", margins, Read::columns, ACL_BORDER_ZERO, {77, 37}, seed++);
  }
  for (unsigned border : {ACL_BORDER_ZERO, ACL_BORDER_MIRROR, ACL_BORDER_NONE})
    run_margins("gpu", {4, 4}, Read::xy, border, {45, 23}, seed++,
                "since their private windows did not fit");
  // The hotspot port's shape of it: two inputs of margin 4 on the GPU class.
  run_margins("gpu", {4, 4}, Read::xy, ACL_BORDER_CLAMP, {90, 70}, seed++,
              "fit: margin 4 of argument 0 'a0' and argument 1 'a1': windows read in local tiles");
}

// Windows User_main hands to a function cannot point into a local tile: on the CPU class
// they stay private past private_bytes (a group's private arrays have a budget of their
// own); on the GPU class margin 4 on two of them is refused, naming why.
TEST_CASE("margins on every argument: windows handed to a function", "[device][margins]") {
  uint32_t seed = 700;
  const std::string cpu = run_margins("cpu-class", {16, 16}, Read::helper, ACL_BORDER_CLAMP,
                                      {61, 29}, seed++, "private budget raised to");
  CHECK(cpu.find("local tile") == std::string::npos);
  run_margins("gpu", {2, 2}, Read::helper, ACL_BORDER_CLAMP, {61, 29}, seed++);
  ClassGuard guard("gpu");
  acl::Kernel k(env().context, source(Read::helper, {4, 4}));
  cl::Buffer b = poisoned(64 * 64 * 4);
  for (cl_uint i = 0; i < 2; ++i) k.arg(i, b, acl::Attr().shape(64, 64).words(4).halo(4));
  k.arg(2, b, acl::Attr().shape(64, 64).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
  const std::string why = plan_of(k);
  INFO(why);
  CHECK(why.find("ACL_PLAN_DOES_NOT_FIT") != std::string::npos);
  CHECK(why.find("hands it to a function") != std::string::npos);
  CHECK(why.find("ACL_KNOBS=private_bytes=") != std::string::npos);
}

}  // namespace acltest
