// ACL_RNO0 cut along rows with a margin m: each row reads the row above after processing, m
// words wider each side (dynamic programming over the row above), in one launch of strips in
// bands with recomputed margins (pass pyramid). The CPU reference runs the recurrence row by
// row. Margins 1..3, every border mode, ragged 2-D and 3-D shapes, one row, one column,
// strips narrower than the recomputed margin, a second input beside, and rejections of what
// it does not do.
#include "harness.hpp"

namespace acltest {
namespace {

// The cost of a cell: its input word plus the least of the 2m + 1 words above it, with a
// weight by distance so that the words' positions matter; integers, exact on both sides.
const char* kSource = R"(
void User_main(const int* in, const int* bias, int* cost) {
  const int* above = get_acl_nbh(cost, 0);
  for (int k = 0; k < get_acl_size(cost); k++) {
    int best = above[k];
    for (int d = 1; d <= M; d++) best = min(best, min(above[k - d] + d, above[k + d] + 2 * d));
    cost[k] = in[k] + bias[k] + best;
  }
}
)";

int above_word(const std::vector<int>& cost, long x, long y, long z, const Layout& lay,
               unsigned border) {
  if (y < 0) return 0;
  if (x < 0 || x >= long(lay.w)) {
    if (border == ACL_BORDER_ZERO || border == ACL_BORDER_NONE) return 0;
    x = fold(x, long(lay.w), border);
  }
  return cost[lay.index(size_t(x), size_t(y), size_t(z))];
}

void run(Strategy strategy, unsigned m, unsigned border, size_t w, size_t h, size_t d,
         uint32_t seed) {
  INFO("margin " << m << ", border " << border << ", " << w << "x" << h << "x" << d
                 << ", strategy " << strategy);
  // Mirror needs the array at least m + 1 wide to reflect once.
  if (border == ACL_BORDER_MIRROR && w <= m) return;
  const Layout lay{w, h, d};
  const std::vector<Word<int32_t>> in = random_words<Word<int32_t>>(lay.count(), seed, 100),
                                   bias = random_words<Word<int32_t>>(lay.count(), seed + 1, 7);
  ClassGuard guard(strategy);
  Env& e = env();
  const std::string src = "#define M " + std::to_string(m) + "\n" + kSource;
  cl::Buffer bin = filled(in), bbias = filled(bias), bcost = poisoned(lay.count() * 4);
  acl::Kernel k(e.context, src);
  acl::Attr ai;
  ai.shape(w, h, d).words(4).horizontal();
  acl::Attr ac;
  ac.shape(w, h, d).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).horizontal().halo(m, border);
  ac.dependency = ACL_RNO0;
  k.arg(0, bin, ai).arg(1, bbias, ai).arg(2, bcost, ac);
  std::string plan;
  if (!launch(k, plan)) return;
  CHECK(plan.find("pyramid: ") != std::string::npos);
  std::vector<int> ref(lay.count());
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        const long X = long(x), Y = long(y) - 1, Z = long(z);
        int best = above_word(ref, X, Y, Z, lay, border);
        for (long q = 1; q <= long(m); ++q)
          best = std::min(best, std::min(above_word(ref, X - q, Y, Z, lay, border) + int(q),
                                         above_word(ref, X + q, Y, Z, lay, border) + 2 * int(q)));
        const size_t i = lay.index(x, y, z);
        ref[i] = in[i].v[0] + bias[i].v[0] + best;
      }
  std::vector<Word<int32_t>> want(lay.count());
  for (size_t i = 0; i < ref.size(); ++i) want[i].v[0] = ref[i];
  check_words(want, read<Word<int32_t>>(bcost, lay.count()), lay, plan);
}

TEST_CASE("RNO0 with a margin: rows over the row above, in strips of bands",
          "[device][dependency][pyramid]") {
  uint32_t seed = 700;
  for (Strategy s : {"cpu", "gpu", "pyramid", "pyramid-ahead", "pyramid-single"})
    DYNAMIC_SECTION(s) {
      run(s, 1, ACL_BORDER_CLAMP, 203, 77, 1, seed++);
      run(s, 2, ACL_BORDER_ZERO, 150, 33, 2, seed++);
      run(s, 3, ACL_BORDER_MIRROR, 97, 53, 1, seed++);
      run(s, 1, ACL_BORDER_NONE, 61, 40, 1, seed++);
      run(s, 1, ACL_BORDER_CLAMP, 1, 1, 1, seed++);
      run(s, 2, ACL_BORDER_CLAMP, 1, 300, 1, seed++);
      run(s, 1, ACL_BORDER_CLAMP, 300, 1, 1, seed++);
      run(s, 2, ACL_BORDER_MIRROR, 37, 29, 3, seed++);
    }
  SECTION("larger, the device's own plan") {
    run("cpu", 1, ACL_BORDER_CLAMP, 2049, 130, 1, seed++);
    run("gpu", 1, ACL_BORDER_CLAMP, 3001, 70, 1, seed++);
  }
}

// One kernel launched again at other shapes: each launch finds the sync buffer's counters at
// zero (the last group of the launch before set them back).
TEST_CASE("RNO0 with a margin: one kernel launched repeatedly", "[device][dependency][pyramid]") {
  uint32_t seed = 800;
  for (int i = 0; i < 3; ++i) {
    run("pyramid", 1, ACL_BORDER_CLAMP, 90, 31, 1, seed++);
    run("pyramid", 1, ACL_BORDER_CLAMP, 45, 7, 2, seed++);
  }
}

TEST_CASE("RNO0 with a margin: what it does not take is refused", "[device][dependency][pyramid]") {
  Env& e = env();
  const std::string src = std::string("#define M 1\n") + kSource;
  cl::Buffer b = poisoned(64 * 8 * 4);
  acl::Attr ai;
  ai.shape(64, 8).words(4).horizontal();
  auto cost = [] {
    acl::Attr a;
    a.shape(64, 8).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).horizontal().halo(1);
    a.dependency = ACL_RNO0;
    return a;
  };
  auto refused = [&](acl::Kernel& k, cl_int code, const char* words) {
    try {
      k.enqueue(e.queue);
      e.queue.finish();
      FAIL("accepted");
    } catch (const acl::Error& err) {
      CHECK(err.code() == code);
      CHECK_THAT(err.what(), Catch::Matchers::Contains(words));
    }
  };
  SECTION("input of another shape beside") {
    acl::Kernel k(e.context, src);
    acl::Attr other = ai;
    other.shape(32, 8);
    k.arg(0, b, other).arg(1, b, ai).arg(2, b, cost());
    refused(k, ACL_NOT_SUPPORTED_YET, "give it the ACL_RNO0 data's size");
  }
  SECTION("the buffer is write-only") {
    acl::Kernel k(e.context, src);
    cl::Buffer wo(e.context, CL_MEM_WRITE_ONLY, 64 * 8 * 4);
    CHECK_THROWS_WITH(k.arg(0, b, ai).arg(1, b, ai).arg(2, wo, cost()).enqueue(e.queue),
                      Catch::Matchers::Contains("CL_MEM_READ_WRITE"));
  }
  SECTION("the buffer is write-only where a read-write one ran with the same attributes") {
    // The plan is memoised by attributes, not by buffer flags: the launch checks it again.
    acl::Kernel k(e.context, src);
    cl::Buffer rw = poisoned(64 * 8 * 4);
    k.arg(0, b, ai).arg(1, b, ai).arg(2, rw, cost()).enqueue(e.queue);
    e.queue.finish();
    cl::Buffer wo(e.context, CL_MEM_WRITE_ONLY, 64 * 8 * 4);
    CHECK_THROWS_WITH(k.arg(2, wo, cost()).enqueue(e.queue),
                      Catch::Matchers::Contains("CL_MEM_READ_WRITE"));
  }
}

}  // namespace
}  // namespace acltest
