// ACL_RNO1_SUM: the written data is the summed-area table of what User_main writes, in one
// launch (pass scan). The CPU reference sums in raster order; uint and int wrap the same
// way on both sides, and float words hold small integers, whose sums are exact in any order.
// Ragged 2-D and 3-D shapes, one row, one column, many bands looking back over many blocks,
// groups whose rows are summed in runs, an input with a margin and a plain output beside.
// ACL_RNO1_SCAN: the same 2-D prefix under min, max, products and a user's combine.
#include "harness.hpp"

namespace acltest {
namespace {

// Each word of the table's input is a function of the source word and its right
// neighbour (margin 1, CLAMP), so the other argument's blocks must follow the sum's.
const char* kSource = R"(
void User_main(const T* src, T* sat, T* copy) {
  for (int k = 0; k < get_acl_size(sat); k++) {
    const T v = (T)3 * src[k] + get_acl_lr(src, 1)[k] - (T)2;
    sat[k] = v;
    copy[k] = v;
  }
}
)";

template <typename T>
void run_sum(Strategy strategy, const char* type, size_t w, size_t h, size_t d, uint32_t seed) {
  INFO(type << " " << w << "x" << h << "x" << d << ", strategy " << strategy);
  using Wd = Word<T>;
  const Layout lay{w, h, d};
  // uint words of up to 2^30, whose sums wrap (and would carry into anything packed beside
  // them); small values otherwise: float sums stay exact integers (|sum| < 2^24 at these
  // shapes), int sums far from overflow.
  std::vector<Wd> in =
      random_words<Wd>(lay.count(), seed, std::is_same_v<T, uint32_t> ? 1 << 30 : 8);
  ClassGuard guard(strategy);
  Env& e = env();
  std::string src = kSource;
  src = "#define T " + std::string(type) + "\n" + src;
  cl::Buffer bin = filled(in), bsat = poisoned(lay.count() * 4), bcopy = poisoned(lay.count() * 4);
  acl::Kernel k(e.context, src);
  acl::Attr ai;
  ai.shape(w, h, d).words(4).halo(1);
  acl::Attr ao;
  ao.shape(w, h, d).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  acl::Attr as = ao;
  as.dependency = ACL_RNO1_SUM;
  k.arg(0, bin, ai).arg(1, bsat, as).arg(2, bcopy, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  CHECK(plan.find("scan: ") != std::string::npos);
  std::vector<Wd> v(lay.count()), sat(lay.count());
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x)
        v[lay.index(x, y, z)].v[0] = T(T(3) * in[lay.index(x, y, z)].v[0] +
                                       in[lay.index(std::min(x + 1, w - 1), y, z)].v[0] - T(2));
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        T s = v[lay.index(x, y, z)].v[0];
        if (x) s = T(s + sat[lay.index(x - 1, y, z)].v[0]);
        if (y) s = T(s + sat[lay.index(x, y - 1, z)].v[0]);
        if (x && y) s = T(s - sat[lay.index(x - 1, y - 1, z)].v[0]);
        sat[lay.index(x, y, z)].v[0] = s;
      }
  check_words(v, read<Wd>(bcopy, lay.count()), lay, plan);
  check_words(sat, read<Wd>(bsat, lay.count()), lay, plan);
}

TEST_CASE("RNO1_SUM: the summed-area table of what User_main writes, in one launch",
          "[device][dependency][scan]") {
  uint32_t seed = 300;
  for (Strategy s : {"cpu", "gpu", "scan-bands", "scan-odd", "scan-tiles"}) DYNAMIC_SECTION(s) {
      run_sum<uint32_t>(s, "uint", 203, 77, 1, seed++);
      run_sum<int32_t>(s, "int", 150, 33, 2, seed++);
      run_sum<float>(s, "float", 97, 53, 1, seed++);
      run_sum<uint32_t>(s, "uint", 1, 1, 1, seed++);
      run_sum<uint32_t>(s, "uint", 1, 300, 1, seed++);
      run_sum<uint32_t>(s, "uint", 300, 1, 1, seed++);
      run_sum<int32_t>(s, "int", 37, 29, 3, seed++);
    }
  SECTION("larger, the device's own plan") {
    run_sum<uint32_t>("cpu", "uint", 643, 390, 1, seed++);
    run_sum<float>("gpu", "float", 513, 257, 1, seed++);
  }
}

// One kernel object launched again, at another shape, and in between with ACL_RNO1 (a
// pipeline plan, whose sync buffer is the same one): each launch takes its own tickets and
// tags its totals apart from the launches before, and a plan of another kind finds its
// counters at zero. Under ACL_RNO1 nothing is summed: User_main's words are the result.
TEST_CASE("RNO1_SUM: one kernel launched repeatedly and at other shapes",
          "[device][dependency][scan]") {
  for (Strategy strategy : {"scan-bands", "scan-tiles"}) DYNAMIC_SECTION(strategy) {
      ClassGuard guard(strategy);
      Env& e = env();
      const std::string src = std::string("#define T uint\n") + kSource;
      acl::Kernel k(e.context, src);
      uint32_t seed = 400;
      const struct {
        size_t w, h;
        bool sum;
      } runs[] = {{64, 40, true}, {64, 40, true},  {20, 90, true}, {64, 40, false},
                  {130, 7, true}, {130, 7, false}, {130, 7, true}};
      for (const auto& [w, h, summed] : runs) {
        INFO(w << "x" << h << (summed ? ", ACL_RNO1_SUM" : ", ACL_RNO1"));
        const Layout lay{w, h, 1};
        const std::vector<Word<uint32_t>> in =
            random_words<Word<uint32_t>>(lay.count(), seed++, 1 << 30);
        cl::Buffer bin = filled(in), bsat = poisoned(lay.count() * 4),
                   bcopy = poisoned(lay.count() * 4);
        acl::Attr ai;
        ai.shape(w, h).words(4).halo(1);
        acl::Attr ao;
        ao.shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
        acl::Attr as = ao;
        as.dependency = summed ? ACL_RNO1_SUM : ACL_RNO1;
        k.arg(0, bin, ai).arg(1, bsat, as).arg(2, bcopy, ao);
        std::string plan;
        if (!launch(k, plan)) return;
        CHECK((plan.find("scan: ") != std::string::npos) == summed);
        std::vector<uint32_t> sat(lay.count());
        for (size_t y = 0; y < h; ++y)
          for (size_t x = 0; x < w; ++x) {
            uint32_t s = 3u * in[lay.index(x, y, 0)].v[0] +
                         in[lay.index(std::min(x + 1, w - 1), y, 0)].v[0] - 2u;
            if (!summed) {
              sat[lay.index(x, y, 0)] = s;
              continue;
            }
            if (x) s += sat[lay.index(x - 1, y, 0)];
            if (y) s += sat[lay.index(x, y - 1, 0)];
            if (x && y) s -= sat[lay.index(x - 1, y - 1, 0)];
            sat[lay.index(x, y, 0)] = s;
          }
        std::vector<Word<uint32_t>> expected(lay.count());
        for (size_t i = 0; i < lay.count(); ++i) expected[i].v[0] = sat[i];
        check_words(expected, read<Word<uint32_t>>(bsat, lay.count()), lay, plan);
      }
    }
}

// The 2-D prefix under each operator: the reference combines each row left to right, then
// each column top to bottom (any order gives the same words: the operators are associative
// and commutative, and the float inputs keep products exact: +-1 and +-2 with few 2s).
// User combines: XOR on uint (identity 0), a sum on int, and a float minimum, named in the
// source beside User_main.
const char* kScanSource = R"(
uint xor_words(uint a, uint b) { return a ^ b; }
#if defined(USER_UINT)
uint User_combine(uint a, uint b) { return xor_words(a, b); }
uint User_identity(void) { return 0u; }
#elif defined(USER_INT)
int User_combine(int a, int b) { return a + b; }
int User_identity(void) { return 0; }
#elif defined(USER_FLOAT)
float User_combine(float a, float b) { return fmin(a, b); }
float User_identity(void) { return INFINITY; }
#endif
void User_main(const T* src, T* pre, T* copy) {
  for (int k = 0; k < get_acl_size(pre); k++) {
    const T v = src[k] * get_acl_lr(src, 1)[k];
    pre[k] = v;
    copy[k] = v;
  }
}
)";

template <typename T>
T combine_ref(cl_uint op, T a, T b) {
  switch (op) {
    case ACL_COMBINE_MIN:
      return std::min(a, b);
    case ACL_COMBINE_MAX:
      return std::max(a, b);
    case ACL_COMBINE_PROD:
      return T(a * b);
  }
  // The user combines of kScanSource.
  if constexpr (std::is_same_v<T, uint32_t>) return a ^ b;
  if constexpr (std::is_same_v<T, float>) return std::min(a, b);
  return T(a + b);
}

template <typename T>
void run_scan(Strategy strategy, const char* type, cl_uint op, size_t w, size_t h, size_t d,
              uint32_t seed) {
  INFO(type << " combine " << op << " " << w << "x" << h << "x" << d << ", strategy " << strategy);
  using Wd = Word<T>;
  const Layout lay{w, h, d};
  std::vector<Wd> in(lay.count());
  {
    // Products: +-1 and a few +-2 (exact in float, no int overflow); uint: any words (they
    // wrap alike on both sides); int: small (its sums stay far from overflow); float: eighths.
    std::mt19937 rng(seed);
    for (Wd& x : in) {
      const uint32_t r = uint32_t(rng());
      if (op == ACL_COMBINE_PROD && !std::is_same_v<T, uint32_t>)
        x.v[0] = T((r & 1 ? -1 : 1) * ((r >> 1) % 97 == 0 ? 2 : 1));
      else if (std::is_same_v<T, float>)
        x.v[0] = T(int(r % 2001) - 1000) / T(8);
      else if (std::is_same_v<T, int32_t>)
        x.v[0] = T(int(r % 61) - 30);
      else
        x.v[0] = T(r);
    }
  }
  ClassGuard guard(strategy);
  Env& e = env();
  const char* user = std::is_same_v<T, uint32_t>  ? "USER_UINT"
                     : std::is_same_v<T, int32_t> ? "USER_INT"
                                                  : "USER_FLOAT";
  std::string src = "#define T " + std::string(type) + "\n" + kScanSource;
  cl::Buffer bin = filled(in), bpre = poisoned(lay.count() * 4), bcopy = poisoned(lay.count() * 4);
  acl::Kernel k(e.context, src, op == ACL_COMBINE_USER ? std::string("-D") + user : "");
  acl::Attr ai;
  ai.shape(w, h, d).words(4).halo(1);
  acl::Attr ao;
  ao.shape(w, h, d).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  acl::Attr as = ao;
  as.scan(op);
  k.arg(0, bin, ai).arg(1, bpre, as).arg(2, bcopy, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  CHECK(plan.find("scan: ") != std::string::npos);
  std::vector<Wd> v(lay.count()), pre(lay.count());
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x)
        v[lay.index(x, y, z)].v[0] =
            T(in[lay.index(x, y, z)].v[0] * in[lay.index(std::min(x + 1, w - 1), y, z)].v[0]);
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y) {
      T row = v[lay.index(0, y, z)].v[0];
      for (size_t x = 0; x < w; ++x) {
        if (x) row = combine_ref(op, row, v[lay.index(x, y, z)].v[0]);
        pre[lay.index(x, y, z)].v[0] =
            y ? combine_ref(op, pre[lay.index(x, y - 1, z)].v[0], row) : row;
      }
    }
  check_words(v, read<Wd>(bcopy, lay.count()), lay, plan);
  check_words(pre, read<Wd>(bpre, lay.count()), lay, plan);
}

TEST_CASE("RNO1_SCAN: the 2-D prefix of what User_main writes under min, max, product, user",
          "[device][dependency][scan]") {
  uint32_t seed = 500;
  // Bands (the CPU's) and a work-group per block (the GPU's); each operator on two of the
  // three types in turn, ragged 2-D and 3-D shapes, one column, one row.
  for (Strategy s : {"cpu", "scan-tiles"}) DYNAMIC_SECTION(s) {
      int turn = 0;
      for (cl_uint op : {ACL_COMBINE_MIN, ACL_COMBINE_MAX, ACL_COMBINE_PROD, ACL_COMBINE_USER}) {
        if (turn % 3 != 0) run_scan<uint32_t>(s, "uint", op, 203, 77, 1, seed++);
        if (turn % 3 != 1) run_scan<int32_t>(s, "int", op, 97, 33, 2, seed++);
        if (turn % 3 != 2) run_scan<float>(s, "float", op, 150, 53, 1, seed++);
        ++turn;
      }
      run_scan<float>(s, "float", ACL_COMBINE_MAX, 1, 300, 1, seed++);
      run_scan<int32_t>(s, "int", ACL_COMBINE_MIN, 300, 1, 1, seed++);
    }
}

// ACL_COMBINE_USER needs User_combine and User_identity in the source; without them
// clSetAclKernelArg refuses the argument and names both.
TEST_CASE("RNO1_SCAN: a user combine the source does not define", "[device][dependency][scan]") {
  Env& e = env();
  acl::Kernel k(e.context, std::string("#define T uint\n") + kSource);
  cl::Buffer b = poisoned(64 * 4);
  acl::Attr as;
  as.shape(8, 8).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).scan(ACL_COMBINE_USER);
  try {
    k.arg(1, b, as);
    FAIL("a user combine without User_combine was accepted");
  } catch (const acl::Error& err) {
    CHECK(err.code() == ACL_INVALID_ATTRIBUTE);
    CHECK_THAT(err.what(), Catch::Contains("User_combine") && Catch::Contains("'sat'"));
  }
}

}  // namespace
}  // namespace acltest
