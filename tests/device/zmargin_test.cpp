// Margins along z (acl_attr::margin_z, docs/attributes.md): User_main reads the slices above
// and below its block's through get_acl_xyz. Weighted 3-D box sums over ragged volumes,
// both split directions, every border mode at the first and last slices, x/y margins beside,
// arrays at odd offsets, on the plans that take such data (private windows of the block
// schedules, persistent and prefetching groups, row loops, beside ACL_RNO0 walks, ACL_RNO1
// pipelines and one-pass sums), against a CPU model; outputs poisoned, words around them
// must stay so.
#include "harness.hpp"

namespace acltest {
namespace {

using F = Word<float>;

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = 0; (p = s.find(from, p)) != std::string::npos; p += to.size())
    s.replace(p, from.size(), to);
  return s;
}

// A weighted box of (2R+1)^2 x (2Z+1) words around each word; the weights tell every
// neighbour apart, and small integer inputs keep the sums exact.
const char* kBox3 = R"(
#define W(dx, dy, dz) (float)((dx) + 3 * (dy) + 11 * (dz) + 40)
void User_main(float* in, float* out) {
  for (int k = 0; k < get_acl_size(out); k++) {
    float s = 0.0f;
    for (int dz = -Z; dz <= Z; dz++)
      for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++)
          s += W(dx, dy, dz) * *AT(dx, dy, dz);
    out[k] = s + 1.0f;
  }
}
)";

struct Box {
  unsigned r = 0, z = 1;  ///< margin (x, y) and margin_z
  unsigned border = ACL_BORDER_CLAMP;
  cl_uint split = ACL_VERTICAL;
};

/// The box over `li` into `lo` (equal shapes, their own pitches and offsets).
void run_box3(Strategy strategy, const Box& b, const Layout& li, const Layout& lo, uint32_t seed,
              const char* plan_has = nullptr) {
  INFO("3-D box, margin " << b.r << ", margin_z " << b.z << ", border " << b.border << ", "
                          << (b.split == ACL_VERTICAL ? "vertical" : "horizontal") << ", "
                          << shape_name(li) << " from words " << li.offset << " and " << lo.offset
                          << ", strategy " << strategy);
  std::vector<F> in = random_words<F>(li.buffer_words() + 13, seed);
  for (F& f : in) f.v[0] = float(uint32_t(f.v[0]) % 64u);
  std::vector<F> expected = poison_vector<F>(lo.buffer_words() + 13);
  std::vector<char> care(expected.size(), 1);
  const View<F> v{&in, li, false, b.border};
  for (long z = 0; z < long(lo.d); ++z)
    for (long y = 0; y < long(lo.h); ++y)
      for (long x = 0; x < long(lo.w); ++x) {
        float s = 0.0f;
        bool known = true;
        for (long dz = -long(b.z); dz <= long(b.z); ++dz) {
          const long fz = fold(z + dz, long(li.d), b.border);
          if (fz == kUnknown) known = false;
          for (long dy = -long(b.r); dy <= long(b.r); ++dy)
            for (long dx = -long(b.r); dx <= long(b.r); ++dx) {
              F word{};
              if (fz >= 0) known &= v.at(x + dx, y + dy, fz, word);
              s += float(dx + 3 * dy + 11 * dz + 40) * word.v[0];
            }
        }
        expected[lo.index(size_t(x), size_t(y), size_t(z))].v[0] = s + 1.0f;
        care[lo.index(size_t(x), size_t(y), size_t(z))] = known;
      }
  std::string src = replace_all(kBox3, "R", std::to_string(b.r));
  src = replace_all(src, "Z", std::to_string(b.z));
  src = replace_all(src, "AT(dx, dy, dz)",
                    b.split == ACL_VERTICAL ? "get_acl_xyz(in, dx, k + (dy), dz)"
                                            : "get_acl_xyz(in, k + (dx), dy, dz)");
  ClassGuard guard(strategy);
  cl::Buffer bi = filled(in), bo = poisoned(expected.size() * sizeof(F));
  acl::Kernel k(env().context, src);
  acl::Attr ai = laid_out(li, 4).halo(b.r, b.border).halo_z(b.z), ao = laid_out(lo, 4);
  ai.split = ao.split = b.split;
  ao.read(ACL_NONE).write(ACL_TOP_LEFT);
  k.arg(0, bi, ai).arg(1, bo, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  {
    INFO(plan);
    CHECK(plan.find("margin_z " + std::to_string(b.z)) != std::string::npos);
    if (plan_has) CHECK(plan.find(plan_has) != std::string::npos);
  }
  check_words(expected, read<F>(bo, expected.size()), lo, plan, care, show_input(in, li));
}

Layout vol(size_t w, size_t h, size_t d, size_t offset = 0, size_t pitch = 0) {
  Layout l;
  l.w = w, l.h = h, l.d = d, l.offset = offset, l.pitch = pitch;
  return l;
}

}  // namespace

TEST_CASE("margin_z: the slices above and below through get_acl_xyz, every plan that takes them",
          "[device][zmargin]") {
  uint32_t seed = 10;
  for (Strategy s : {"cpu", "cpu64", "cpu-sweep", "cpu-loop", "cpu-class", "gpu", "gpu-window",
                     "gpu-nolanes", "gpu-zwalk"})
    DYNAMIC_SECTION(s) {
      // Plain z margins, a margin in x and y beside, at odd offsets; horizontal blocks. The
      // CPU class sweeps block rows of data with a margin, each plane keeping its rows.
      const char* sweeps = std::string(s) == "cpu-sweep" ? "sweeps of" : nullptr;
      run_box3(s, {0, 1}, vol(67, 23, 5), vol(67, 23, 5), seed++);
      run_box3(s, {1, 1}, vol(67, 23, 5, 1025, 70), vol(67, 23, 5, 3), seed++, sweeps);
      run_box3(s, {1, 2, ACL_BORDER_CLAMP, ACL_HORIZONTAL}, vol(130, 9, 6), vol(130, 9, 6, 7),
               seed++);
    }
  SECTION("borders at the first and last slices, margins wider than the volume") {
    for (unsigned border : {ACL_BORDER_CLAMP, ACL_BORDER_ZERO, ACL_BORDER_MIRROR})
      for (Strategy s : {"cpu", "cpu-sweep", "gpu", "gpu-zwalk"}) {
        // z walks (knob z_walk, off by default) take vertical blocks down the slices, planes
        // kept: every border folds the kept planes' slices as it folded them when loaded.
        const char* walk = std::string(s) == "gpu-zwalk" ? "(z walk)" : nullptr;
        run_box3(s, {1, 1, border}, vol(33, 17, 4), vol(33, 17, 4), seed++, walk);
        run_box3(s, {0, 3, border}, vol(20, 7, 3), vol(20, 7, 3), seed++, walk);
        run_box3(s, {2, 2, border, ACL_HORIZONTAL}, vol(45, 5, 5, 1), vol(45, 5, 5), seed++);
      }
    // One slice: every plane is the slice itself (CLAMP), or zeros (ZERO).
    run_box3("cpu", {1, 1, ACL_BORDER_CLAMP}, vol(19, 11, 1), vol(19, 11, 1), seed++);
    run_box3("gpu", {1, 2, ACL_BORDER_ZERO}, vol(19, 11, 1), vol(19, 11, 1), seed++);
  }
}

// One-pass sums and pipelines beside data with slices: dst is the 2-D prefix (per slice) of
// what User_main writes from three slices of src.
const char* kThree = R"(
void User_main(uint* src, uint* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = 3u * *get_acl_xyz(src, 0, i, -1) + src[i] + 5u * *get_acl_xyz(src, 0, i, 1);
}
)";
const char* kThreeRno1 = R"(
void User_main(uint* src, uint* dst) {
  uint* left = get_acl_nbh(dst, 2);
  uint above = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
  uint corner = get_acl_nbh(dst, 1)[get_ac_size(1) - 1];
  for (int i = 0; i < get_ac_size(1); i++) {
    const uint v = 3u * *get_acl_xyz(src, 0, i, -1) + src[i] + 5u * *get_acl_xyz(src, 0, i, 1);
    dst[i] = above = v + left[i] + above - corner;
    corner = left[i];
  }
}
)";

TEST_CASE("margin_z: beside an ACL_RNO0 walk down the columns", "[device][zmargin]") {
  const size_t w = 70, h = 41, d = 3;
  const Layout lay = vol(w, h, d);
  std::vector<Word<uint32_t>> in = random_words<Word<uint32_t>>(lay.count(), 78, 1000);
  std::vector<Word<uint32_t>> expected(lay.count());
  for (size_t z = 0; z < d; ++z)
    for (size_t x = 0; x < w; ++x) {
      uint32_t y = 0;
      for (size_t r = 0; r < h; ++r) {
        const size_t below = z ? z - 1 : 0, above = z + 1 < d ? z + 1 : d - 1;
        y = (3u * in[lay.index(x, r, below)].v[0] + in[lay.index(x, r, z)].v[0] +
             5u * in[lay.index(x, r, above)].v[0] + y) / 2u;
        expected[lay.index(x, r, z)].v[0] = y;
      }
    }
  for (Strategy s : {"cpu", "cpu64", "gpu"})
    DYNAMIC_SECTION(s) {
      ClassGuard guard(s);
      cl::Buffer bi = filled(in), bo = poisoned(lay.count() * 4);
      acl::Kernel k(env().context, R"(
void User_main(uint* src, uint* dst) {
  uint y = get_acl_nbh(dst, 0)[get_acl_size(dst) - 1];
  for (int i = 0; i < get_acl_size(dst); i++)
    dst[i] = y = (3u * *get_acl_xyz(src, 0, i, -1) + src[i] + 5u * *get_acl_xyz(src, 0, i, 1) + y) / 2u;
})");
      acl::Attr ao = laid_out(lay, 4).read(ACL_NONE).write(ACL_TOP_LEFT);
      ao.dependency = ACL_RNO0;
      k.arg(0, bi, laid_out(lay, 4).halo_z(1)).arg(1, bo, ao);
      std::string plan;
      if (!launch(k, plan)) continue;
      check_words(expected, read<Word<uint32_t>>(bo, lay.count()), lay, plan);
    }
}

TEST_CASE("margin_z: beside ACL_RNO1_SUM scans and ACL_RNO1 pipelines", "[device][zmargin]") {
  const size_t w = 45, h = 37, d = 4;
  const Layout lay = vol(w, h, d);
  std::vector<Word<uint32_t>> in = random_words<Word<uint32_t>>(lay.count(), 77);
  std::vector<Word<uint32_t>> expected(lay.count());
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        const size_t below = z ? z - 1 : 0, above = z + 1 < d ? z + 1 : d - 1;
        uint32_t s = 3u * in[lay.index(x, y, below)].v[0] + in[lay.index(x, y, z)].v[0] +
                     5u * in[lay.index(x, y, above)].v[0];
        if (x) s += expected[lay.index(x - 1, y, z)].v[0];
        if (y) s += expected[lay.index(x, y - 1, z)].v[0];
        if (x && y) s -= expected[lay.index(x - 1, y - 1, z)].v[0];
        expected[lay.index(x, y, z)].v[0] = s;
      }
  struct Run {
    Strategy strategy;
    cl_uint dependency;
  };
  for (const Run& r : {Run{"cpu", ACL_RNO1_SUM}, Run{"gpu", ACL_RNO1_SUM},
                       Run{"scan-tiles", ACL_RNO1_SUM}, Run{"scan-bands", ACL_RNO1_SUM},
                       Run{"wave", ACL_RNO1}, Run{"wave-bands", ACL_RNO1},
                       Run{"wave-walk", ACL_RNO1}, Run{"wave-diagonal", ACL_RNO1}})
    DYNAMIC_SECTION(r.strategy) {
      ClassGuard guard(r.strategy);
      cl::Buffer bi = filled(in), bo = poisoned(lay.count() * 4);
      acl::Kernel k(env().context, r.dependency == ACL_RNO1 ? kThreeRno1 : kThree);
      acl::Attr ao = laid_out(lay, 4).read(ACL_NONE).write(ACL_TOP_LEFT);
      ao.dependency = r.dependency;
      k.arg(0, bi, laid_out(lay, 4).halo_z(1)).arg(1, bo, ao);
      std::string plan;
      if (!launch(k, plan)) continue;
      check_words(expected, read<Word<uint32_t>>(bo, lay.count()), lay, plan);
    }
}

}  // namespace acltest
