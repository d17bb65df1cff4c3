// Several time steps a launch (acl_attr::steps, docs/attributes.md): a 2-D stencil over the
// argument fed (margin M, every border mode but NONE, whose words the docs leave open) with
// a second argument read beside it (margin 0 or 1), run k steps in one launch, against k
// steps of a CPU model; ragged shapes, arrays at offsets, outputs poisoned and the words
// around them checked untouched.
#include "errors_fixture.hpp"
#include "harness.hpp"

namespace acltest {
namespace {

using U = Word<uint32_t>;

// Weights tell every neighbour apart; 32-bit wrap-around keeps every sum exact.
const char* kStencil = R"(
#define W(dx, dy) (uint)(7 * (dx) + 3 * (dy) + 20)
void User_main(uint* t, uint* p, uint* out) {
  for (int i = 0; i < get_ac_size(1); i++) {
    uint s = 0;
    for (int dy = -M; dy <= M; dy++)
      for (int dx = -M; dx <= M; dx++) s += W(dx, dy) * *get_acl_xy(t, dx, i + dy);
    uint q = 0;
    for (int dy = -R; dy <= R; dy++)
      for (int dx = -R; dx <= R; dx++) q += (uint)(dx + 2 * dy + 5) * *get_acl_xy(p, dx, i + dy);
    out[i] = (s >> 3) + q;
  }
}
)";

struct Case {
  unsigned m = 1, r = 0, steps = 2;
  unsigned border = ACL_BORDER_CLAMP;
};

uint32_t word_at(const std::vector<uint32_t>& a, long w, long h, long x, long y,
                 unsigned border) {
  const long fx = fold(x, w, border), fy = fold(y, h, border);
  if (fx == kZero || fy == kZero) return 0;
  return a[size_t(fy * w + fx)];
}

/// k steps of the stencil on the CPU, dense w x h arrays.
std::vector<uint32_t> model(const Case& c, std::vector<uint32_t> t, const std::vector<uint32_t>& p,
                            long w, long h) {
  std::vector<uint32_t> next(t.size());
  for (unsigned k = 0; k < c.steps; ++k) {
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x) {
        uint32_t s = 0, q = 0;
        for (long dy = -long(c.m); dy <= long(c.m); ++dy)
          for (long dx = -long(c.m); dx <= long(c.m); ++dx)
            s += uint32_t(7 * dx + 3 * dy + 20) * word_at(t, w, h, x + dx, y + dy, c.border);
        for (long dy = -long(c.r); dy <= long(c.r); ++dy)
          for (long dx = -long(c.r); dx <= long(c.r); ++dx)
            q += uint32_t(dx + 2 * dy + 5) * word_at(p, w, h, x + dx, y + dy, ACL_BORDER_CLAMP);
        next[size_t(y * w + x)] = (s >> 3) + q;
      }
    t.swap(next);
  }
  return t;
}

Layout area(size_t w, size_t h, size_t offset = 0, size_t pitch = 0) {
  Layout l;
  l.w = w, l.h = h, l.d = 1, l.offset = offset, l.pitch = pitch;
  return l;
}

void run_steps(Strategy strategy, const Case& c, const Layout& lay, uint32_t seed) {
  INFO("steps " << c.steps << ", margin " << c.m << " and " << c.r << ", border " << c.border
                << ", " << shape_name(lay) << " from word " << lay.offset << ", strategy "
                << strategy);
  const long w = long(lay.w), h = long(lay.h);
  std::vector<uint32_t> t(size_t(w * h)), p(size_t(w * h));
  std::vector<U> tin = random_words<U>(lay.buffer_words() + 7, seed);
  std::vector<U> pin = random_words<U>(lay.buffer_words() + 7, seed + 1);
  for (long y = 0; y < h; ++y)
    for (long x = 0; x < w; ++x) {
      t[size_t(y * w + x)] = tin[lay.index(size_t(x), size_t(y), 0)].v[0];
      p[size_t(y * w + x)] = pin[lay.index(size_t(x), size_t(y), 0)].v[0];
    }
  const std::vector<uint32_t> want = model(c, t, p, w, h);
  std::vector<U> expected = poison_vector<U>(lay.buffer_words() + 7);
  for (long y = 0; y < h; ++y)
    for (long x = 0; x < w; ++x)
      expected[lay.index(size_t(x), size_t(y), 0)].v[0] = want[size_t(y * w + x)];
  std::string src = kStencil;
  src = "#define M " + std::to_string(c.m) + "\n#define R " + std::to_string(c.r) + "\n" + src;
  ClassGuard guard(strategy);
  cl::Buffer bt = filled(tin), bp = filled(pin), bo = poisoned(expected.size() * sizeof(U));
  acl::Kernel k(env().context, src);
  k.arg(0, bt, laid_out(lay, 4).halo(c.m, c.border))
      .arg(1, bp, laid_out(lay, 4).halo(c.r))
      .arg(2, bo, laid_out(lay, 4).read(ACL_NONE).write(ACL_TOP_LEFT).steps(c.steps, 0));
  std::string plan;
  if (!launch(k, plan)) return;
  {
    INFO(plan);
    // The CPU class runs a launch a step (knob steps_tiles 0, unless a strategy sets it),
    // GPUs and Oclgrind (planned as a GPU) a launch of tiles.
    const bool launches = plan.find("' (cpu)") != std::string::npos &&
                          std::string(strategy).rfind("steps-", 0) != 0;
    const std::string line = "steps: " + std::to_string(c.steps);
    CHECK(plan.find(line + (launches ? " launches" : " a launch")) != std::string::npos);
  }
  check_words(expected, read<U>(bo, expected.size()), lay, plan);
  // The inputs are unchanged.
  check_words(tin, read<U>(bt, tin.size()), lay, plan);
}

}  // namespace

TEST_CASE("steps: k time steps a launch equal k launches of one", "[device][steps]") {
  uint32_t seed = 300;
  for (Strategy s : {"cpu", "gpu", "steps-small", "steps-gpu-small"})
    DYNAMIC_SECTION(s) {
      for (unsigned border : {ACL_BORDER_CLAMP, ACL_BORDER_ZERO, ACL_BORDER_MIRROR}) {
        run_steps(s, {1, 0, 2, border}, area(37, 23), seed++);
        run_steps(s, {1, 1, 3, border}, area(70, 40, 5, 73), seed++);
        run_steps(s, {2, 1, 2, border}, area(61, 45), seed++);
      }
      run_steps(s, {1, 0, 5, ACL_BORDER_CLAMP}, area(300, 9), seed++);
      run_steps(s, {1, 1, 4, ACL_BORDER_CLAMP}, area(5, 90, 3), seed++);
      run_steps(s, {1, 0, 3, ACL_BORDER_CLAMP}, area(1, 1), seed++);
      run_steps(s, {0, 0, 3, ACL_BORDER_CLAMP}, area(33, 17), seed++);
      run_steps(s, {3, 2, 2, ACL_BORDER_ZERO}, area(40, 31), seed++);
    }
}

TEST_CASE("steps: the argument fed lies as the written data does at every launch",
          "[device][steps][offset]") {
  // The memo keys offsets by their place only, except in plans of steps: there the argument
  // fed and the written data must start at the same word, which only planning checks. A
  // launch whose offsets differ but share a place must be refused, not run on the plan of
  // the launch before.
  const Layout same = area(37, 23, 37), apart = area(37, 23, 39);
  std::vector<U> in = random_words<U>(apart.buffer_words() + 7, 320);
  cl::Buffer bt = filled(in), bp = filled(in), bo = poisoned(in.size() * sizeof(U));
  acl::Kernel k(env().context, "#define M 1\n#define R 0\n" + std::string(kStencil));
  auto launch_with = [&](const Layout& out) {
    k.arg(0, bt, laid_out(same, 4).halo(1))
        .arg(1, bp, laid_out(same, 4))
        .arg(2, bo, laid_out(out, 4).read(ACL_NONE).write(ACL_TOP_LEFT).steps(2, 0));
    try {
      k.enqueue(env().queue).wait();
    } catch (const acl::Error& e) {
      return e.code();
    }
    return CL_SUCCESS;
  };
  CHECK(launch_with(same) == CL_SUCCESS);
  CHECK(launch_with(apart) == ACL_INVALID_ATTRIBUTE);
  errors::check_message({"argument 0 't', which argument 2 'out' feeds", "from word 37", "39"});
}

}  // namespace acltest
