// Wide margins: (2R+1)^2 float box sums for R = 1..16 on the GPU class (local windows from
// margin 5, and from margin 1 with window_margin=1) and on the CPU class (these sources read
// only through *get_acl_xy: local tiles by rows from margin 4, private windows and sweeps
// below it, and at every margin with window_margin=0 and window_by_rows=0),
// on ragged shapes, under every border mode for a few R, against the CPU model. The border
// cases of wide margins read a ladder instead of the whole window (below): the same plans,
// a sixth of the reads, which keeps them inside the Oclgrind gate's time.
#include "harness.hpp"

#include <cstdlib>

namespace acltest {
namespace {

const char* kBox = R"(
void User_main(float* in, float* out) {
  for (int k = 0; k < get_acl_size(out); k++) {
    float s = 0.0f;
    for (int dy = -R; dy <= R; dy++)
      for (int dx = -R; dx <= R; dx++) s += *get_acl_xy(in, dx, k + dy);
    out[k] = s + 1.0f;  /* + 1: never all zeros */
  }
}
)";

// The ladder of margin R: the window's top, middle and bottom rows and its left, middle and
// right columns (6(2R+1) - 9 words). Each word of a block's margin lies on some work-item's
// ladder where blocks are at least R wide or R high, and so does every word a border mode
// makes up, so a wrong margin word still changes a result.
const char* kLadder = R"(
void User_main(float* in, float* out) {
  for (int k = 0; k < get_acl_size(out); k++) {
    float s = 0.0f;
    for (int d = -R; d <= R; d++) {
      s += *get_acl_xy(in, d, k - R) + *get_acl_xy(in, d, k) + *get_acl_xy(in, d, k + R);
      if (d != -R && d != 0 && d != R)
        s += *get_acl_xy(in, -R, k + d) + *get_acl_xy(in, 0, k + d) + *get_acl_xy(in, R, k + d);
    }
    out[k] = s + 1.0f;
  }
}
)";

// The same ladder read down columns (`get_acl_lr(in, dx)[k]`): a source whose local tile the
// CPU class keeps by columns (its tiles go by rows only for `*get_acl_xy` reads).
const char* kLadderColumns = R"(
void User_main(float* in, float* out) {
  for (int k = 0; k < get_acl_size(out); k++) {
    float s = 0.0f;
    for (int d = -R; d <= R; d++) {
      s += get_acl_lr(in, d)[k - R] + get_acl_lr(in, d)[k] + get_acl_lr(in, d)[k + R];
      if (d != -R && d != 0 && d != R)
        s += get_acl_lr(in, -R)[k + d] + get_acl_lr(in, 0)[k + d] + get_acl_lr(in, R)[k + d];
    }
    out[k] = s + 1.0f;
  }
}
)";

enum class Window { box, ladder, ladder_columns };

/// Runs the box sum (or the ladder's) of margin `r` over `lay` under `border` with
/// `strategy`; integer inputs keep every partial sum exact, so any order gives the same
/// bits. `plan_has`: text the plan must contain.
void run_box(Strategy strategy, unsigned r, unsigned border, Layout lay, uint32_t seed,
             const char* plan_has = nullptr, Window window = Window::box) {
  INFO((window == Window::box      ? "box"
        : window == Window::ladder ? "ladder"
                                   : "ladder by columns")
       << " of margin " << r << ", border " << border << ", shape " << shape_name(lay)
       << ", strategy " << strategy);
  std::string src = window == Window::box      ? kBox
                    : window == Window::ladder ? kLadder
                                               : kLadderColumns;
  for (size_t p; (p = src.find('R')) != std::string::npos;) src.replace(p, 1, std::to_string(r));
  using F = Word<float>;
  std::vector<F> in(lay.count());
  std::mt19937 rng(seed);
  for (F& f : in) f.v[0] = float(rng() % 256);
  View<F> v{&in, lay, false, border};
  std::vector<F> expected(lay.count());
  std::vector<char> care(lay.count(), 1);
  const long m = long(r);
  for (size_t z = 0; z < lay.d; ++z)
    for (size_t y = 0; y < lay.h; ++y)
      for (size_t x = 0; x < lay.w; ++x) {
        double s = 0;
        bool known = true;
        for (long dy = -m; dy <= m; ++dy)
          for (long dx = -m; dx <= m; ++dx) {
            const bool rung = dy == -m || dy == 0 || dy == m || dx == -m || dx == 0 || dx == m;
            if (window != Window::box && !rung) continue;
            F w{};
            if (!v.at(long(x) + dx, long(y) + dy, long(z), w)) known = false;
            s += w.v[0];
          }
        expected[lay.index(x, y, z)].v[0] = float(s + 1.0);
        care[lay.index(x, y, z)] = known;
      }
  if (std::count(care.begin(), care.end(), 1) == 0) return;

  ClassGuard guard(strategy);
  Env& e = env();
  cl::Buffer bin = filled(in), bout = poisoned(lay.count() * 4);
  std::string plan;
  try {
    acl::Kernel k(e.context, src);
    k.arg(0, bin, acl::Attr().shape(lay.w, lay.h, lay.d).words(4).halo(r, border))
        .arg(1, bout,
             acl::Attr().shape(lay.w, lay.h, lay.d).words(4).read(ACL_NONE).write(ACL_TOP_LEFT));
    plan = plan_of(k);
    k.enqueue(e.queue);
    e.queue.finish();
  } catch (const acl::Error& err) {
    FAIL_CHECK("ACL call failed: " << err.what() << "\n" << plan << "\n" << src);
    return;
  }
  if (plan_has) {
    INFO(plan);
    CHECK(plan.find(plan_has) != std::string::npos);
  }
  check_words(expected, read<F>(bout, lay.count()), lay, plan, care, show_input(in, lay));
}

}  // namespace

// Up to 33x33 windows: too slow for the Oclgrind gate, which runs the border cases below.
// Every margin on the GPU class; on the CPU class the margins below its local windows
// (private windows and row sweeps) and some with them (PoCL takes several seconds to build
// each CPU kernel of a wide margin, and the other margins add no new code path); private
// windows at 16 too, and local windows with window_margin=4 at 4, 8 and 12.
TEST_CASE("wide margins: box sums of margin 1..16, GPU and CPU class, ragged shapes",
          "[device][window-sweep]") {
  const Layout shapes[] = {{301, 47}, {97, 130}, {33, 5}};
  for (unsigned r = 1; r <= 16; ++r) {
    const Layout& lay = shapes[r % 3];
    run_box("gpu", r, ACL_BORDER_CLAMP, lay, 100 + r, r >= 5 ? "in the local tile" : nullptr);
    if (r <= 5 || r == 9 || r == 13 || r == 14 || r == 16)
      run_box("cpu-class", r, ACL_BORDER_CLAMP, lay, 200 + r,
              r >= 4 ? "in the local tile (rows of" : nullptr);
    if (r == 16) run_box("cpu-private", r, ACL_BORDER_CLAMP, lay, 400 + r);
    if (r == 4 || r == 8 || r == 12)
      run_box("cpu-window", r, ACL_BORDER_CLAMP, lay, 400 + r, "in the local tile");
  }
}

TEST_CASE("wide margins: every border mode, local windows at the array's edges",
          "[device][window]") {
  uint32_t seed = 300;
  const unsigned kBorders[] = {ACL_BORDER_CLAMP, ACL_BORDER_ZERO, ACL_BORDER_MIRROR,
                               ACL_BORDER_NONE};
  const Window ladder = Window::ladder;
  for (unsigned border : kBorders)
    run_box("gpu-window", 2, border, {45, 23}, seed++, "in the local tile");
  for (unsigned border : kBorders)
    run_box("gpu-window", 16, border, {77, 37}, seed++, "in the local tile", ladder);
  // The class's own knobs: local windows from margin 5 on GPUs and on CPUs from margin 4 by
  // rows (14 by columns); private windows on CPUs where the class's knobs are off.
  for (unsigned border : {ACL_BORDER_ZERO, ACL_BORDER_MIRROR, ACL_BORDER_NONE})
    run_box("gpu", 5, border, {45, 23}, seed++, "in the local tile");
  // CPU tiles by rows where User_main reads through *get_acl_xy only, else by columns.
  for (unsigned border : {ACL_BORDER_ZERO, ACL_BORDER_MIRROR})
    run_box("cpu-class", 16, border, {77, 37}, seed++, "in the local tile (rows of", ladder);
  for (unsigned border : {ACL_BORDER_CLAMP, ACL_BORDER_MIRROR})
    run_box("cpu-class", 15, border, {77, 37}, seed++, "in the local tile (columns of",
            Window::ladder_columns);
  // Private windows under the border modes at margin 10 (PoCL took 86 s to build the
  // ZERO-border kernel of margin 16 on a 2-core VM; the box sums above keep margin 16).
  for (unsigned border : {ACL_BORDER_ZERO, ACL_BORDER_MIRROR})
    run_box("cpu-private", 10, border, {77, 37}, seed++, nullptr, ladder);
  // Several blocks along x and y, a tile inside the array, slices.
  run_box("gpu-window", 3, ACL_BORDER_CLAMP, {130, 40, 2}, seed++, "in the local tile");
}

}  // namespace acltest
