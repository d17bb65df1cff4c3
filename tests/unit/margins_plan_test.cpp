// Several arguments with margins (issue 50, item 4): the fit moves private windows that do
// not fit into local tiles, lets local windows take the whole local memory, and on classes
// with a budget per group holds larger private windows; what it still refuses names the
// numbers and the cause.
#include <catch2/catch.hpp>

#include "codegen/generator.hpp"
#include "common.hpp"
#include "planner/eligibility.hpp"
#include "planner/plan.hpp"

namespace acltest {
namespace {

using namespace acl::detail;

/// How User_main reads the inputs: a view through *get_acl_xy only, a view through p[k] or
/// get_acl_lr, or handed on (no view).
enum class Use { xy, view, handed };

/// `margins.size()` float inputs of a w x h image with those margins, and a float result.
std::vector<ArgDesc> inputs(size_t w, size_t h, const std::vector<unsigned>& margins, Use use) {
  std::vector<ArgDesc> v;
  for (size_t i = 0; i < margins.size(); ++i) {
    acl_attr in = attr(w, h);
    in.margin = margins[i];
    Param p = param("in" + std::to_string(i), "float");
    p.as_view = use != Use::handed;
    p.xy_only = use == Use::xy;
    v.push_back(transfer(unsigned(i), p, in));
  }
  v.push_back(transfer(unsigned(margins.size()), param("out", "float"), out(attr(w, h))));
  return v;
}

/// The message of the planner's refusal, or "" where it plans.
std::string refusal(const std::vector<ArgDesc>& args, const DeviceProfile& dev) {
  try {
    make_plan(args, dev);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

bool has(const Plan& p, const std::string& text) {
  return p.key().find(text) != std::string::npos;
}

}  // namespace

TEST_CASE("margins on every argument: 1 to 4 inputs of margins 1..16 plan on every class",
          "[margins][planner]") {
  for (const DeviceProfile& dev : {gpu_profile(), small_gpu_profile(), cpu_profile()})
    for (Use use : {Use::xy, Use::view, Use::handed})
      for (unsigned n = 1; n <= 4; ++n)
        for (unsigned m = 1; m <= 16; ++m) {
          INFO(dev.name << ", " << n << " inputs of margin " << m << ", use " << int(use));
          const std::vector<unsigned> margins(n, m);
          const std::vector<ArgDesc> args = inputs(1531, 1027, margins, use);
          // GPUs hold windows handed on in private memory only: 512 bytes.
          const size_t one = (2 * m + 1) * (2 * m + 1) * 4;
          if (use == Use::handed && dev.device_class == DeviceClass::Gpu &&
              n * one + 4 > dev.knobs.private_bytes) {
            expect_error(args, dev, ACL_PLAN_DOES_NOT_FIT,
                         {"private memory", "argument 0 'in0'", "margin " + std::to_string(m),
                          "hands it to a function", "private_bytes"});
            continue;
          }
          const Plan p = make_plan(args, dev);
          check_strategy_data(p);
          const size_t group = dev.knobs.group_private_bytes;
          CHECK(p.private_bytes() <= std::max<size_t>(dev.knobs.private_bytes, group));
          if (group) CHECK(p.private_bytes() * p.wg <= std::max(group, p.private_bytes()));
          CHECK(p.local_bytes() <= dev.local_mem);
          if (p.local_bytes() > dev.local_mem / dev.knobs.local_budget_div)
            CHECK(has(p, "fit: ACL's tiles may take the device's whole"));
          // Windows move into local tiles only where the private ones did not fit.
          for (size_t i = 0; i < n; ++i) {
            const ArgPlan& a = p.args[i];
            const unsigned from = view_margin(a.desc, dev.knobs);
            if (a.local_view && (!from || m < from))
              CHECK(has(p, "since their private windows did not fit"));
            if (use == Use::handed) CHECK_FALSE(a.local_view);
          }
        }
}

TEST_CASE("margins on every argument: the widest margins move first, the others as needed",
          "[margins][planner]") {
  const DeviceProfile gpu = gpu_profile();
  // The hotspot port: temperature and power with margin 4 (two 9x9 windows, 652 bytes).
  const Plan hot = make_plan(inputs(1024, 1024, {4, 4}, Use::xy), gpu);
  CHECK(hot.args[0].local_view);
  CHECK(hot.args[1].local_view);
  CHECK(has(hot, "fit: margin 4 of argument 0 'in0' and argument 1 'in1': windows read in local "
                 "tiles, since private windows took 652 bytes per work-item even at the "
                 "smallest split (budget 512)"));
  CHECK(has(hot, "and from margin 4 since their private windows did not fit"));
  CHECK_FALSE(has(hot, "split budget lowered"));  // the private attempts' notes are replaced
  // One margin-4 input fits its private window, and a plan that fits does not change.
  CHECK_FALSE(make_plan(inputs(1024, 1024, {4}, Use::xy), gpu).args[0].local_view);
  // Margins 3 and 4 and 1: the 4 moves; the 3 and the 1 then fit in private windows.
  const Plan mixed = make_plan(inputs(1024, 1024, {3, 4, 1}, Use::view), gpu);
  CHECK_FALSE(mixed.args[0].local_view);
  CHECK(mixed.args[1].local_view);
  CHECK_FALSE(mixed.args[2].local_view);
  // Three of margin 3: all move.
  const Plan three = make_plan(inputs(1024, 1024, {3, 3, 3}, Use::view), gpu);
  for (size_t i = 0; i < 3; ++i) CHECK(three.args[i].local_view);
  // A window handed on stays private beside those that move.
  std::vector<ArgDesc> args = inputs(1024, 1024, {4, 4, 2}, Use::view);
  args[2].param.as_view = false;
  const Plan beside = make_plan(args, gpu);
  CHECK(beside.args[0].local_view);
  CHECK(beside.args[1].local_view);
  CHECK_FALSE(beside.args[2].local_view);
  CHECK(beside.private_bytes() <= gpu.knobs.private_bytes);
}

TEST_CASE("margins on every argument: the whole local memory, then the device's limit",
          "[margins][planner][errors]") {
  const DeviceProfile small = small_gpu_profile();  // 32 KiB, ACL's tiles half of it
  const Plan four = make_plan(inputs(1000, 1000, {16, 16, 16, 16}, Use::view), small);
  CHECK(four.local_bytes() > small.local_mem / 2);
  CHECK(four.local_bytes() <= small.local_mem);
  CHECK(has(four, "fit: ACL's tiles may take the device's whole 32768 bytes of local memory"));
  // Five windows of margin 20 (41 x 41 words each) pass 32 KiB even for one work-item.
  expect_error(inputs(1000, 1000, {20, 20, 20, 20, 20}, Use::view), small, ACL_PLAN_DOES_NOT_FIT,
               {"local memory", "exceed the device's 32768", "the 5 local windows take 33620",
                "margins up to 19 of 4-byte words on all of them", "lower its margin"});
  // Level-1 COMMON data keeps its budget (a share of local memory).
  const size_t words = small.local_mem / 4;
  expect_error({transfer(0, param("img", "uchar"), attr(640, 480, 1, 1)),
                transfer(1, param("table", "float", true, AddressSpace::Local), common(attr(words))),
                transfer(2, param("dst", "float"), out(attr(640, 480)))},
               small, ACL_PLAN_DOES_NOT_FIT, {"'table'", "local memory", "level 2"});
}

TEST_CASE("margins on every argument: larger private windows on CPUs, in narrower groups",
          "[margins][planner]") {
  const DeviceProfile cpu = cpu_profile();
  const Plan p = make_plan(inputs(1536, 1536, {16, 16, 16, 16}, Use::handed), cpu);
  CHECK(p.private_bytes() > cpu.knobs.private_bytes);
  CHECK(p.private_bytes() * p.wg <= cpu.knobs.group_private_bytes);
  CHECK(has(p, "fit: private budget raised to"));
  CHECK(has(p, "group_private_bytes"));
  // Not past what a group may hold for one work-item.
  DeviceProfile tight = cpu;
  tight.knobs.group_private_bytes = 8192;
  expect_error(inputs(1536, 1536, {16, 16}, Use::handed), tight, ACL_PLAN_DOES_NOT_FIT,
               {"private memory", "8716 bytes", "margin 16", "hands it to a function"});
}

TEST_CASE("margins on every argument: refusals name the real cause", "[margins][planner][errors]") {
  const DeviceProfile gpu = gpu_profile();
  // streamcluster: a point's 256 coordinates, the split pinned to them (margin 0).
  acl_attr coord = attr(65536, 256);
  coord.split_min = coord.split_max = 256;
  expect_error({transfer(0, param("coord", "float"), coord),
                transfer(1, param("sw", "char"), out(attr(65536, 1, 1, 1)))},
               gpu, ACL_PLAN_DOES_NOT_FIT,
               {"argument 0 'coord'", "1024 bytes", "split is held at 256 words by split_min",
                "lower its split_min", "ACL_KNOBS=private_bytes="});
  // The advice is not about a margin it does not have.
  CHECK(refusal({transfer(0, param("coord", "float"), coord),
                 transfer(1, param("sw", "char"), out(attr(65536, 1, 1, 1)))},
                gpu)
            .find("margin") == std::string::npos);
  // Data with a margin read bottom-up, or split horizontally, cannot be a local view.
  acl_attr flipped = attr(1000, 1000);
  flipped.margin = 8;
  flipped.ref = ACL_BOTTOM_LEFT;
  Param view = param("in", "float");
  view.as_view = true;
  expect_error({transfer(0, view, flipped), transfer(1, param("out", "float"), out(attr(1000, 1000)))},
               gpu, ACL_PLAN_DOES_NOT_FIT,
               {"argument 0 'in'", "margin 8", "its ref ACL_BOTTOM_LEFT flips its rows"});
  acl_attr across = horizontal(attr(1000, 1000));
  across.margin = 8;
  expect_error({transfer(0, view, across),
                transfer(1, param("out", "float"), out(horizontal(attr(1000, 1000))))},
               gpu, ACL_PLAN_DOES_NOT_FIT, {"margin 8", "split ACL_HORIZONTAL"});
}

}  // namespace acltest

namespace acltest {

TEST_CASE("z walk: a group walks its block column down the slices, planes kept",
          "[margins][planner][codegen]") {
  // hotspot3D's 7-point stencil (the stencil3d port): t with a margin of 1 in x, y and z,
  // read as a view, beside the power map and the result, 131x67x9 floats.
  auto stencil = [](bool view, size_t d) {
    acl_attr t = attr(131, 67, d);
    t.margin = 1;
    t.margin_z = 1;
    Param tp = param("t", "float");
    tp.as_view = view;
    return std::vector<ArgDesc>{transfer(0, tp, t),
                                transfer(1, param("p", "float"), attr(131, 67, d)),
                                transfer(2, param("out", "float"), out(attr(131, 67, d)))};
  };
  for (DeviceProfile dev : {gpu_profile(), small_gpu_profile()}) {
    INFO(dev.name);
    dev.knobs.z_walk = 2;  // off by default (slower on the H200)
    const Plan p = make_plan(stencil(true, 9), dev);
    INFO(p);
    CHECK(p.z_walk);
    const ArgPlan& t = p.args.at(0);
    CHECK(t.split_size == dev.knobs.z_walk);  // z_walk rows a work-item
    CHECK(t.grid[2] == 9);           // blocks a slice deep
    CHECK(p.groups <= t.grid[0] * t.grid[1]);
    for (const ArgPlan& a : p.args) CHECK_FALSE(a.prefetch);
    const std::string k = generate(p, "void User_main(float* t, float* p, float* out) {\n"
                                      "  out[0] = *get_acl_xyz(t, 0, 0, -1) + t[0] + p[0];\n}\n");
    INFO(k);
    CHECK(k.find("for (int acl_zk = 0; acl_zk < 9; acl_zk++)") != std::string::npos);
    CHECK(k.find("if (acl_zk == 0)") != std::string::npos);
    // The two lower planes (3 x 4 words each at 2 rows) move down one.
    CHECK(k.find("acl_j < 24; acl_j++) acl_p0[acl_j] = acl_p0[acl_j + 12];") != std::string::npos);
  }
  // Not taken: User_main that may write the planes, one slice, the CPU class, the knob off.
  DeviceProfile walk = gpu_profile(), cpu = cpu_profile();
  walk.knobs.z_walk = cpu.knobs.z_walk = 2;
  CHECK_FALSE(make_plan(stencil(false, 9), walk).z_walk);
  CHECK_FALSE(make_plan(stencil(true, 1), walk).z_walk);
  CHECK_FALSE(make_plan(stencil(true, 9), cpu).z_walk);
  DeviceProfile off = gpu_profile();
  CHECK(off.knobs.z_walk == 0);
  const Plan before = make_plan(stencil(true, 9), off);
  CHECK_FALSE(before.z_walk);
  CHECK(before.args.at(0).split_size > 2);
}

}  // namespace acltest
