// ACL_RNO1_SUM: the written data is the summed-area table of what User_main writes, in one
// launch (pass scan). The CPU reference sums in raster order; uint and int wrap the same
// way on both sides, and float words hold small integers, whose sums are exact in any order.
// Ragged 2-D and 3-D shapes, one row, one column, many bands looking back over many blocks,
// groups whose rows are summed in runs, an input with a margin and a plain output beside.
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

}  // namespace
}  // namespace acltest
