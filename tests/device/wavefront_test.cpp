// ACL_RNO1 and ACL_RNO2 (with ACL_RNO0 beside them): recurrences over the neighbours'
// portions after processing, run as pipelines of bands in one launch and as wavefronts of
// launches. The CPU reference walks the words in raster order, which every neighbour
// precedes; ragged 2-D and 3-D shapes, both split directions, BOTTOM_LEFT results, in-place
// data, many bands, several tiles and launches.
#include "harness.hpp"

namespace acltest {
namespace {

// Each word adds its input to weighted neighbour words at the same place of their
// portions; uint arithmetic wraps the same way on both sides, and a neighbour read from
// the wrong place, too early or not at all changes every word after it.
const char* kRecurrence = R"(
void User_main(const uint* src, uint* dst) {
  for (int k = 0; k < get_acl_size(dst); k++) {
    uint r = src[k];
    for (int n = 0; n < NEIGHBOURS; n++) r += (uint)(2 * n + 3) * get_acl_nbh(dst, n)[k];
    dst[k] = r;
  }
}
)";

// The same, in place: the input is the result's own portion before processing.
const char* kInPlace = R"(
void User_main(uint* dst) {
  for (int k = 0; k < get_acl_size(dst); k++) {
    uint r = dst[k];
    for (int n = 0; n < NEIGHBOURS; n++) r += (uint)(2 * n + 3) * get_acl_nbh(dst, n)[k];
    dst[k] = r;
  }
}
)";

using U = Word<uint32_t>;

/// Neighbour offsets in portions (x, y), in get_acl_nbh order (docs/attributes.md).
std::vector<std::pair<long, long>> neighbours(cl_uint dep) {
  switch (dep) {
    case ACL_RNO0: return {{0, -1}};
    case ACL_RNO1: return {{0, -1}, {-1, -1}, {-1, 0}};
    default: return {{-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  }
}

/// The recurrence on the CPU, in the user's view: view(x, y, z) is the result word.
std::vector<uint32_t> reference(const std::vector<U>& in, const Layout& lay, cl_uint dep,
                                bool vertical, long s) {
  const auto nb = neighbours(dep);
  std::vector<uint32_t> out(lay.count());
  auto at = [&](long x, long y, long z) -> uint32_t {
    if (x < 0 || y < 0 || x >= long(lay.w) || y >= long(lay.h)) return 0;
    return out[size_t((z * long(lay.h) + y) * long(lay.w) + x)];
  };
  for (long z = 0; z < long(lay.d); ++z)
    for (long y = 0; y < long(lay.h); ++y)
      for (long x = 0; x < long(lay.w); ++x) {
        uint32_t r = in[size_t((z * long(lay.h) + y) * long(lay.w) + x)].v[0];
        for (size_t n = 0; n < nb.size(); ++n) {
          const long dx = nb[n].first * (vertical ? 1 : s), dy = nb[n].second * (vertical ? s : 1);
          r += uint32_t(2 * n + 3) * at(x + dx, y + dy, z);
        }
        out[size_t((z * long(lay.h) + y) * long(lay.w) + x)] = r;
      }
  return out;
}

/// Split size S of argument `name` in a printed plan.
long split_of(const std::string& plan, const std::string& name) {
  const size_t arg = plan.find("'" + name + "' uint: ");
  REQUIRE(arg != std::string::npos);
  const size_t at = plan.find(", split ", arg);
  REQUIRE(at != std::string::npos);
  return std::stol(plan.substr(at + 8));
}

struct Case {
  cl_uint dep;
  cl_uint split;
  size_t w, h, d = 1;
  cl_uint def = ACL_TOP_LEFT;
  bool in_place = false;
  unsigned dst_margin = 0;  ///< a margin on the result (its window grows; results do not)
  cl_uint pin_wg = 0, pin_split = 0;  ///< wg_min = wg_max, split_min = split_max (0: none)
  bool pin_on_input = false;          ///< the pins go on the input, else on the result
};

void run_wave(Strategy strategy, const Case& c, uint32_t seed) {
  const bool vert = c.split == ACL_VERTICAL;
  INFO("dependency " << c.dep << ", " << (vert ? "VERTICAL" : "HORIZONTAL") << ", " << c.w
                     << "x" << c.h << "x" << c.d << ", def " << c.def
                     << (c.in_place ? ", in place" : "") << ", strategy " << strategy
                     << ", pinned wg " << c.pin_wg << " split " << c.pin_split << " on the "
                     << (c.pin_on_input ? "input" : "result"));
  const Layout lay{c.w, c.h, c.d};
  const std::vector<U> in = random_words<U>(lay.count(), seed, 1000);
  ClassGuard guard(strategy);
  Env& e = env();
  std::string src = c.in_place ? kInPlace : kRecurrence;
  src.replace(src.find("NEIGHBOURS"), 10, std::to_string(neighbours(c.dep).size()));
  cl::Buffer bin = filled(in), bout = c.in_place ? filled(in) : poisoned(lay.count() * 4);
  acl::Kernel k(e.context, src);
  acl::Attr ao;
  ao.shape(c.w, c.h, c.d).words(4).read(c.in_place ? c.def : ACL_NONE).write(c.def).halo(c.dst_margin);
  ao.split = c.split;
  ao.dependency = c.dep;
  acl::Attr ai;
  ai.shape(c.w, c.h, c.d).words(4);
  ai.split = c.split;
  acl::Attr& pinned = c.pin_on_input && !c.in_place ? ai : ao;
  pinned.wg_min = pinned.wg_max = c.pin_wg;
  pinned.split_min = pinned.split_max = c.pin_split;
  if (c.in_place) k.arg(0, bout, ao);
  else k.arg(0, bin, ai).arg(1, bout, ao);
  std::string plan;
  if (!launch(k, plan)) return;
  // The input in the user's view (flipped for a BOTTOM_LEFT result), then the recurrence.
  const bool flip = c.def == ACL_BOTTOM_LEFT;
  std::vector<U> view_in(in.size());
  for (size_t z = 0; z < c.d; ++z)
    for (size_t y = 0; y < c.h; ++y)
      for (size_t x = 0; x < c.w; ++x)
        view_in[lay.index(x, y, z)] =
            in[lay.index(x, c.in_place && flip ? c.h - 1 - y : y, z)];
  const std::vector<uint32_t> r = reference(view_in, lay, c.dep, vert, split_of(plan, "dst"));
  std::vector<U> expected(lay.count());
  for (size_t z = 0; z < c.d; ++z)
    for (size_t y = 0; y < c.h; ++y)
      for (size_t x = 0; x < c.w; ++x)
        expected[lay.index(x, flip ? c.h - 1 - y : y, z)].v[0] = r[lay.index(x, y, z)];
  check_words(expected, read<U>(bout, lay.count()), lay, plan);
}

TEST_CASE("RNO1/RNO2: recurrences over the neighbours after processing, as wavefronts",
          "[device][dependency][wavefront]") {
  // cpu: the CPU class's band walks (knob wave_band_rows); cpu-pipeline: without them.
  for (Strategy s : {"cpu", "cpu-pipeline", "wave", "gpu", "wave-diagonal", "wave-walk"})
    DYNAMIC_SECTION(s) {
      run_wave(s, {ACL_RNO1, ACL_VERTICAL, 203, 77}, 21);
      run_wave(s, {ACL_RNO2, ACL_VERTICAL, 203, 77}, 22);
      run_wave(s, {ACL_RNO1, ACL_HORIZONTAL, 150, 33}, 23);
      run_wave(s, {ACL_RNO2, ACL_HORIZONTAL, 150, 33}, 24);
      run_wave(s, {ACL_RNO1, ACL_VERTICAL, 37, 29, 3}, 25);
      run_wave(s, {ACL_RNO2, ACL_HORIZONTAL, 41, 13, 2}, 26);
    }
  SECTION("BOTTOM_LEFT results, in place, one row, one column, one block column, margins") {
    run_wave("wave", {ACL_RNO1, ACL_VERTICAL, 61, 45, 1, ACL_BOTTOM_LEFT}, 27);
    run_wave("wave", {ACL_RNO2, ACL_HORIZONTAL, 61, 45, 1, ACL_BOTTOM_LEFT}, 28);
    run_wave("wave", {ACL_RNO1, ACL_VERTICAL, 70, 41, 1, ACL_TOP_LEFT, true}, 29);
    run_wave("cpu", {ACL_RNO2, ACL_VERTICAL, 33, 19, 2, ACL_BOTTOM_LEFT, true}, 30);
    run_wave("wave", {ACL_RNO1, ACL_VERTICAL, 1, 300}, 31);
    run_wave("wave", {ACL_RNO2, ACL_VERTICAL, 300, 1}, 32);
    run_wave("wave", {ACL_RNO2, ACL_VERTICAL, 5, 40}, 33);  // one block column
    run_wave("wave", {ACL_RNO1, ACL_VERTICAL, 45, 38, 1, ACL_TOP_LEFT, false, 2}, 34);
    run_wave("gpu", {ACL_RNO2, ACL_HORIZONTAL, 45, 38, 2, ACL_BOTTOM_LEFT, false, 1}, 35);
  }
  SECTION("band walks: BOTTOM_LEFT, in place, one row, one column, one block column, margins") {
    run_wave("wave-walk", {ACL_RNO2, ACL_HORIZONTAL, 61, 45, 1, ACL_BOTTOM_LEFT}, 36);
    run_wave("wave-walk", {ACL_RNO2, ACL_VERTICAL, 33, 19, 2, ACL_BOTTOM_LEFT, true}, 37);
    run_wave("wave-walk", {ACL_RNO1, ACL_VERTICAL, 1, 300}, 38);
    run_wave("wave-walk", {ACL_RNO2, ACL_VERTICAL, 300, 1}, 39);
    run_wave("wave-walk", {ACL_RNO2, ACL_VERTICAL, 1, 40}, 40);  // one block column
    run_wave("wave-walk", {ACL_RNO1, ACL_VERTICAL, 45, 38, 1, ACL_TOP_LEFT, false, 2}, 41);
    run_wave("wave-walk-wide", {ACL_RNO2, ACL_HORIZONTAL, 45, 38, 2, ACL_TOP_LEFT, false, 1}, 42);
  }
}

// Each of the 16 combinations of class, dependency, split and pinned argument takes one of
// the group sizes, one of the splits (in turn, so each class meets every value) and both
// pinned at once: every value against every combination took 144 launches (130 s of CI)
// for the same code paths.
TEST_CASE("RNO1/RNO2: pinned work-group sizes and splits on either argument",
          "[device][dependency][wavefront]") {
  const cl_uint kGroups[] = {1, 3, 8, 64, 100}, kSplits[] = {1, 3, 5};
  uint32_t seed = 60;
  size_t turn = 0;
  for (Strategy s : {"cpu", "gpu"})
    for (cl_uint dep : {ACL_RNO1, ACL_RNO2})
      for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL})
        for (bool on_input : {false, true}) {
          Case c{dep, split, 67, 23};
          c.pin_on_input = on_input;
          c.pin_wg = kGroups[turn % 5], c.pin_split = 0;
          run_wave(s, c, seed++);
          c.pin_wg = 0, c.pin_split = kSplits[turn % 3];
          run_wave(s, c, seed++);
          c.pin_wg = 16, c.pin_split = 2;
          run_wave(s, c, seed++);
          ++turn;
        }
}

TEST_CASE("RNO1/RNO2 pipelines: many bands, more tickets than running groups, steps of columns",
          "[device][dependency][wavefront]") {
  // wave-bands: 203x77 in bands of 4 rows of one word, 20 tickets for PoCL's 2 threads (and
  // for Oclgrind, which runs the groups one after another), each waiting on the band above
  // two columns at a time; wave-cols: 8 columns a step, rows as vectors where aligned.
  uint32_t seed = 90;
  // wave-walk: band walks of 3 block rows in chunks of 3 columns (2 for RNO2); wave-walk-wide:
  // 5 rows, chunks of 63 (62), no pause between polls.
  for (Strategy s : {"wave-bands", "wave-cols", "wave-walk", "wave-walk-wide"})
    DYNAMIC_SECTION(s) {
      run_wave(s, {ACL_RNO2, ACL_VERTICAL, 200, 61}, seed++);  // rows of whole vectors
      run_wave(s, {ACL_RNO1, ACL_HORIZONTAL, 150, 33, 2}, seed++);
      run_wave(s, {ACL_RNO1, ACL_VERTICAL, 64, 45, 2, ACL_BOTTOM_LEFT, true}, seed++);
      run_wave(s, {ACL_RNO2, ACL_VERTICAL, 1, 300}, seed++);
    }
  SECTION("many bands: ragged, one word, one row, RNO2 along rows") {
    run_wave("wave-bands", {ACL_RNO1, ACL_VERTICAL, 203, 77}, seed++);
    run_wave("wave-bands", {ACL_RNO2, ACL_HORIZONTAL, 64, 40}, seed++);
    run_wave("wave-bands", {ACL_RNO1, ACL_VERTICAL, 1, 1}, seed++);
    run_wave("wave-bands", {ACL_RNO1, ACL_VERTICAL, 300, 1}, seed++);
  }
  SECTION("GPU class, steps of 4 columns as vectors") {
    run_wave("gpu", {ACL_RNO2, ACL_VERTICAL, 256, 130, 1, ACL_BOTTOM_LEFT}, seed++);
  }
}

/// NVIDIA's row of the device table takes a launch per diagonal (wave_pipeline 0) and its
/// local memory holds fewer pipelines: the form checks below hold on PoCL and Oclgrind,
/// where CI runs them; on NVIDIA only the values are checked.
bool nvidia() {
  return env().platform.getInfo<CL_PLATFORM_NAME>().find("NVIDIA") != std::string::npos;
}

// One kernel object launched at shapes of few and many bands in turn: a plan with more
// bands finds its progress counters where the plan before left its edges, and must zero
// them first (a pipeline that reads them as progress runs ahead of the band above).
void one_kernel_in_turn(Strategy strategy) {
  ClassGuard guard(strategy);
  Env& e = env();
  std::string src = kRecurrence;
  src.replace(src.find("NEIGHBOURS"), 10, "3");
  acl::Kernel k(e.context, src);
  uint32_t seed = 120;
  // 600x12: 3 bands, edges from word 5 to 1805; 24x160: 40 bands, counters up to word 42.
  // Whether a band that read garbage as progress gets ahead of the band above is a matter of
  // timing, hence the rounds.
  const std::pair<size_t, size_t> shapes[] = {{600, 12}, {24, 160}, {333, 5}, {40, 90}};
  for (int round = 0; round < 3; ++round)
    for (const auto& [w, h] : shapes) {
      INFO(w << "x" << h);
      const Layout lay{w, h, 1};
      const std::vector<U> in = random_words<U>(lay.count(), seed++, 1000);
      cl::Buffer bin = filled(in), bout = poisoned(lay.count() * 4);
      acl::Attr ao;
      ao.shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
      ao.dependency = ACL_RNO1;
      acl::Attr ai;
      ai.shape(w, h).words(4);
      k.arg(0, bin, ai).arg(1, bout, ao);
      std::string plan;
      if (!launch(k, plan)) return;
      if (!nvidia())
        REQUIRE(plan.find(std::string(strategy) == "wave-walk" ? "band walk:" : "pipeline:") !=
                std::string::npos);
      const std::vector<uint32_t> r = reference(in, lay, ACL_RNO1, true, split_of(plan, "dst"));
      std::vector<U> expected(lay.count());
      for (size_t i = 0; i < lay.count(); ++i) expected[i].v[0] = r[i];
      check_words(expected, read<U>(bout, lay.count()), lay, plan);
    }
}

TEST_CASE("RNO1 pipelines: one kernel at shapes of few and many bands in turn",
          "[device][dependency][wavefront]") {
  for (Strategy s : {"wave-bands", "wave-walk"})
    DYNAMIC_SECTION(s) { one_kernel_in_turn(s); }
}

// RNO0 and RNO1 data in one kernel, with a margin on the input, a plain output and a
// rotated one: the wavefront order serves both, and the other arguments follow the blocks.
const char* kMixed = R"(
void User_main(const uint* src, uint* up, uint* all, uint* copy, uint* rot) {
  for (int k = 0; k < get_acl_size(up); k++) {
    const uint v = src[k] + 2u * get_acl_lr(src, 1)[k];
    up[k] = v + 3u * get_acl_nbh(up, 0)[k];
    all[k] = v + 3u * get_acl_nbh(all, 0)[k] + 5u * get_acl_nbh(all, 1)[k] +
             7u * get_acl_nbh(all, 2)[k];
    copy[k] = v;
    rot[k] = v;
  }
}
)";

TEST_CASE("RNO0 beside RNO1 in one wavefront plan, with a margin and a plain output",
          "[device][dependency][wavefront]") {
  for (Strategy s : {"cpu", "wave", "gpu", "wave-cols", "wave-diagonal", "wave-walk"})
    DYNAMIC_SECTION(s) {
      const size_t w = 97, h = 53;
      const Layout lay{w, h, 1};
      const std::vector<U> in = random_words<U>(lay.count(), 41, 1000);
      ClassGuard guard(s);
      Env& e = env();
      cl::Buffer bin = filled(in);
      cl::Buffer bup = poisoned(lay.count() * 4), ball = poisoned(lay.count() * 4),
                 bcopy = poisoned(lay.count() * 4), brot = poisoned(lay.count() * 4);
      acl::Kernel k(e.context, kMixed);
      acl::Attr ai;
      ai.shape(w, h).words(4).halo(1);
      acl::Attr ao;
      ao.shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
      acl::Attr a0 = ao, a1 = ao;
      a0.dependency = ACL_RNO0;
      a1.dependency = ACL_RNO1;
      acl::Attr ar;
      ar.shape(h, w).words(4).read(ACL_NONE).write(ACL_SPECIAL_ROT90);
      k.arg(0, bin, ai).arg(1, bup, a0).arg(2, ball, a1).arg(3, bcopy, ao).arg(4, brot, ar);
      std::string plan;
      if (!launch(k, plan)) return;
      // cpu: band walks where the device plans as a CPU (not Oclgrind, class other).
      const bool walks = std::string(s) == "wave-walk" ||
                         (std::string(s) == "cpu" && plan.find(" (cpu)\n") != std::string::npos);
      if (!nvidia())
        CHECK(plan.find(std::string(s) == "wave-diagonal" ? "wavefront: "
                        : walks                           ? "band walk: "
                                                          : "pipeline: ") != std::string::npos);
      const long sp = split_of(plan, "all");
      std::vector<U> v(lay.count());
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x)
          v[lay.index(x, y, 0)].v[0] =
              in[lay.index(x, y, 0)].v[0] + 2u * in[lay.index(std::min(x + 1, w - 1), y, 0)].v[0];
      const std::vector<uint32_t> up = reference(v, lay, ACL_RNO0, true, sp);
      const std::vector<uint32_t> all = reference(v, lay, ACL_RNO1, true, sp);
      std::vector<U> e_up(lay.count()), e_all(lay.count());
      for (size_t i = 0; i < lay.count(); ++i) e_up[i].v[0] = up[i], e_all[i].v[0] = all[i];
      check_words(e_up, read<U>(bup, lay.count()), lay, plan);
      check_words(e_all, read<U>(ball, lay.count()), lay, plan);
      check_words(v, read<U>(bcopy, lay.count()), lay, plan);
      // ROT90: view word (x, y) lands at (h - 1 - y, x) of the h-wide destination.
      const Layout rl{h, w, 1};
      std::vector<U> e_rot(lay.count());
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x) e_rot[rl.index(h - 1 - y, x, 0)] = v[lay.index(x, y, 0)];
      check_words(e_rot, read<U>(brot, lay.count()), rl, plan);
    }
}

}  // namespace
}  // namespace acltest
