// Local windows (pass local_windows): which User_main sources may read a window in local
// memory, the plans of margins 1..16 on each class, the limits, and the generated kernel.
#include <catch2/catch.hpp>

#include "attributes/user_main.hpp"
#include "codegen/generator.hpp"
#include "common.hpp"
#include "planner/plan.hpp"

namespace acltest {
namespace {

using namespace acl::detail;

/// User_main(float* in, float* out) with `body`.
std::string box_source(const std::string& body) {
  return "void User_main(float* in, float* out) {\n" + body + "\n}\n";
}

/// A float box of margin m on a w x h image: `in` read with the margin, `out` written;
/// `xy`: User_main reads `in` only through *get_acl_xy.
std::vector<ArgDesc> box(size_t w, size_t h, unsigned m, bool view = true, bool xy = false) {
  acl_attr in = attr(w, h);
  in.margin = m;
  Param p = param("in", "float");
  p.as_view = view;
  p.xy_only = view && xy;
  return {transfer(0, p, in), transfer(1, param("out", "float"), out(attr(w, h)))};
}

const ArgPlan& first(const Plan& p) { return p.args.at(0); }

}  // namespace

TEST_CASE("used_as_view: reads through p[i] and dereferenced get_acl_xy/get_acl_lr only",
          "[window][user_main]") {
  auto view = [](const std::string& body) { return used_as_view(box_source(body), 0, "in"); };
  CHECK(view("out[0] = in[0] + in[-1];"));
  CHECK(view("out[0] = *get_acl_xy(in, 1, -1) + get_acl_lr(in, -1)[2];"));
  CHECK(view("#define P(dx, dy) (*get_acl_xy(in, dx, dy))\nout[0] = P(0, 1) == P(1, 0);"));
  CHECK(view("out[0] = get_acl_xy( in , 2, 3 ) [0];"));
  CHECK_FALSE(view("float* q = in; out[0] = q[0];"));
  CHECK_FALSE(view("out[0] = *(in + 1);"));
  CHECK_FALSE(view("float* q = get_acl_xy(in, 1, 0); out[0] = *q;"));
  CHECK_FALSE(view("float* q = &in[1]; out[0] = *q;"));
  CHECK_FALSE(view("in[0] = 1.0f; out[0] = in[0];"));
  CHECK_FALSE(view("in[0] += 1.0f; out[0] = in[0];"));
  CHECK_FALSE(view("++in[0]; out[0] = in[0];"));
  CHECK_FALSE(view("*get_acl_xy(in, 0, 0) = 2.0f;"));
  CHECK_FALSE(view("get_acl_xy(in, 0, 0)[1] -= 2.0f;"));
  CHECK_FALSE(view("out[0] = helper(in);"));
  // Queries that paste the name read no word (streamcluster's `get_acl_size(coord)`).
  CHECK(view("for (int k = 0; k < get_acl_size(in); k++) out[k] = in[k] * get_acl_valid( in );"));
  CHECK(view("out[0] = get_acl_origin(in, 1) + get_acl_blockOrigin(in, 0) + get_acl_width(in);"));
  CHECK_FALSE(view("out[0] = get_acl_size(in + 1);"));
  // The slices above and below (margin_z) read through a dereferenced get_acl_xyz.
  CHECK(view("out[0] = *get_acl_xyz(in, 0, 1, -1) + get_acl_xyz(in, 1, 0, 1)[0];"));
  CHECK_FALSE(view("*get_acl_xyz(in, 0, 0, 1) = 2.0f;"));
  CHECK_FALSE(view("out[0] = other(in);"));
  // The other parameter, and parameters with an address space, are not views.
  CHECK_FALSE(used_as_view(box_source("out[0] = in[0];"), 1, "in"));
  CHECK_FALSE(used_as_view("void User_main(__global float* in, float* out) { out[0] = in[0]; }",
                           0, "in"));
  // A prototype that names the parameter too is rewritten with the definition.
  const std::string two = "void User_main(float* in, float* out);\n" + box_source("out[0] = in[0];");
  CHECK(used_as_view(two, 0, "in"));
  CHECK(add_address_space(two, {0}, "__local") ==
        "void User_main(__local float* in, float* out);\n"
        "void User_main(__local float* in, float* out) {\nout[0] = in[0];\n}\n");
  CHECK(add_address_space(two, {0, 1}, "__global") ==
        "void User_main(__global float* in, __global float* out);\n"
        "void User_main(__global float* in, __global float* out) {\nout[0] = in[0];\n}\n");
}

TEST_CASE("read_through_xy: views read only through *get_acl_xy", "[window][user_main]") {
  auto xy = [](const std::string& body) { return read_through_xy(box_source(body), 0, "in"); };
  CHECK(xy("out[0] = *get_acl_xy(in, 1, -1) + *get_acl_xy( in , 0, 2);"));
  CHECK(xy("#define P(dx, dy) (*get_acl_xy(in, dx, dy))\nout[0] = P(0, 1) * P(1, 0);"));
  CHECK(xy("for (int k = 0; k < 4; k++) out[k] = 2.0f * *get_acl_xy(in, -3, k + 1);"));
  CHECK_FALSE(xy("out[0] = in[0];"));  // down the column
  CHECK_FALSE(xy("out[0] = *get_acl_xy(in, 0, 0) + in[1];"));
  CHECK_FALSE(xy("out[0] = get_acl_xy(in, 2, 3)[0];"));
  CHECK_FALSE(xy("out[0] = 2.0f * get_acl_xy(in, 2, 3)[1];"));  // a product, then [k]
  CHECK_FALSE(xy("out[0] = *get_acl_lr(in, 1);"));
  CHECK_FALSE(xy("out[0] = get_acl_lr(in, -1)[2];"));
  CHECK_FALSE(xy("*get_acl_xy(in, 0, 0) = 2.0f;"));  // not a view at all
  CHECK_FALSE(xy("out[0] = helper(in);"));
  CHECK(xy("for (int k = 0; k < get_acl_size(in); k++) out[k] = *get_acl_xy(in, 1, k);"));
  CHECK_FALSE(read_through_xy(box_source("out[0] = *get_acl_xy(in, 0, 0);"), 1, "in"));
}

TEST_CASE("local windows: margins 1..16 of floats plan on GPUs and CPUs", "[window][planner]") {
  for (const DeviceProfile& dev : {gpu_profile(), small_gpu_profile(), cpu_profile()}) {
    for (unsigned m = 1; m <= 16; ++m) {
      INFO(dev.name << ", margin " << m);
      const Plan p = make_plan(box(1531, 1027, m), dev);
      check_strategy_data(p);
      const ArgPlan& a = first(p);
      const bool local = dev.knobs.window_margin && m >= dev.knobs.window_margin;
      CHECK(a.local_view == local);
      CHECK(p.private_bytes() <= dev.knobs.private_bytes);
      CHECK(p.local_bytes() <= dev.local_mem / dev.knobs.local_budget_div);
      if (!local) continue;
      CHECK(a.placement == Placement::Staged);
      CHECK(a.private_words() == 0);
      CHECK(a.staging.column_words % 2 == 1);  // a warp's reads of a row in distinct banks
      CHECK(a.staging.column_words >= a.tile_h);
      CHECK(a.tile_w == a.block_w + 2 * m);
      CHECK(a.tile_h == a.block_h + 2 * m);
      CHECK(a.local_bytes() == a.tile_w * a.staging.column_words * 4);
      CHECK(a.cols.lanes == 1);
      CHECK_FALSE(a.prefetch);
      CHECK(p.groups == p.count[1]);  // a work-group per block
    }
  }
}

TEST_CASE("local windows: several margined arguments, margins 1..16, plan on every class",
          "[window][planner]") {
  // Issue 50 item 4: any number of margined arguments; ACL_PLAN_DOES_NOT_FIT only where one
  // work-group's windows cannot be held. `count` views of margin m beside a written output,
  // on the H200, a small GPU, PoCL and a device of class other.
  DeviceProfile other = small_gpu_profile();
  other.device_class = DeviceClass::Other;
  other.knobs = knobs_for(other.device_class, other.vendor, other.name);
  for (const DeviceProfile& dev : {gpu_profile(), small_gpu_profile(), cpu_profile(), other})
    for (unsigned count : {2u, 3u, 4u})
      for (unsigned m = 1; m <= 16; ++m) {
        INFO(dev.name << " (" << class_name(dev.device_class) << "), " << count
                      << " arguments of margin " << m);
        std::vector<ArgDesc> args;
        std::string params;
        for (unsigned i = 0; i < count; ++i) {
          acl_attr in = attr(1531, 1027);
          in.margin = m;
          Param q = param("in" + std::to_string(i), "float");
          q.as_view = true;
          args.push_back(transfer(i, q, in));
        }
        args.push_back(transfer(count, param("out", "float"), out(attr(1531, 1027))));
        const Plan p = make_plan(args, dev);
        check_strategy_data(p);
        CHECK(p.private_bytes() <= std::max<size_t>(dev.knobs.private_bytes,
                                                    dev.knobs.group_private_bytes));
        CHECK(p.local_bytes() <= dev.local_mem);
      }
}

TEST_CASE("local windows: a portion held by split_size past the private budget reads a tile",
          "[window][planner]") {
  // streamcluster's acl: a point's column of 256 coordinates (split_size 256, no margin, a
  // view) beside small horizontal portions; 1 KiB of private memory on a GPU's 512.
  auto args = [](bool view, unsigned split) {
    acl_attr c = attr(65536, split);  // a whole column a work-item, as the records need
    c.split_min = c.split_max = split;
    Param q = param("coord", "float");
    q.as_view = view;
    acl_attr pt = attr(6 * 65536, 1);
    pt.split = ACL_HORIZONTAL;
    pt.split_min = pt.split_max = 6;
    acl_attr w = out(attr(11 * 65536, 1));
    w.split = ACL_HORIZONTAL;
    w.split_min = w.split_max = 11;
    return std::vector<ArgDesc>{transfer(0, q, c), transfer(1, param("p", "float"), pt),
                                transfer(2, param("work", "float"), w)};
  };
  for (const DeviceProfile& dev : {gpu_profile(), small_gpu_profile()}) {
    INFO(dev.name);
    const Plan p = make_plan(args(true, 256), dev);
    INFO(p);
    check_strategy_data(p);
    const ArgPlan& a = first(p);
    CHECK(a.local_view);
    CHECK(a.split_size == 256);
    CHECK(a.private_words() == 0);
    CHECK(a.staging.column_words % 2 == 1);
    CHECK(p.private_bytes() <= dev.knobs.private_bytes);
    CHECK(p.local_bytes() <= dev.local_mem);
    CHECK(p.args.at(1).split_size == 6);
    CHECK(p.args.at(2).split_size == 11);
  }
  // Within the budget it stays private; not a view, the error says why it cannot move.
  CHECK_FALSE(first(make_plan(args(true, 64), gpu_profile())).local_view);
  expect_error(args(false, 256), gpu_profile(), ACL_PLAN_DOES_NOT_FIT,
               {"argument 0 'coord'", "held at 256 words", "hands it to a function"});
  // A portion no work-group can hold in the device's whole local memory (32 KiB: 8192 words).
  expect_error(args(true, 16384), small_gpu_profile(), ACL_PLAN_DOES_NOT_FIT,
               {"argument 0 'coord'", "local memory", "32768"});
}

TEST_CASE("local windows on CPUs from margin 14, row sweeps of private windows below",
          "[window][planner]") {
  const DeviceProfile cpu = cpu_profile();
  REQUIRE(cpu.knobs.window_margin == 14);
  for (unsigned m : {3u, 4u, 13u}) {
    INFO("margin " << m);
    const Plan p = make_plan(box(1536, 1536, m), cpu);
    CHECK_FALSE(first(p).local_view);
    CHECK(p.is<Sweep>());
  }
  const Plan swept = make_plan(box(1536, 1536, 13), cpu);
  const Plan local = make_plan(box(1536, 1536, 14), cpu);
  CHECK(first(local).local_view);
  CHECK(first(local).placement == Placement::Staged);
  CHECK_FALSE(local.is<Sweep>());
  CHECK(local.groups == local.count[1]);
  // Windows of margin data, private or local, on a class with unroll hints inline User_main
  // whatever its size; GPUs, and data without a margin, leave it to the compiler.
  CHECK(local.inline_user);
  CHECK(swept.inline_user);
  CHECK_FALSE(make_plan(box(1536, 1536, 8), gpu_profile()).inline_user);
  CHECK_FALSE(make_plan(box(1536, 1536, 0), cpu).inline_user);
  // Tiles by columns, an odd number of words apart, unless User_main reads only through
  // *get_acl_xy: then by rows on CPUs, and from margin window_by_rows (4), so neighbouring
  // work-items read neighbouring words; GPUs keep columns (their banks).
  CHECK(cpu.knobs.window_by_rows == 4);
  for (unsigned m : {3u, 4u, 9u, 13u}) {
    INFO("margin " << m << " read through *get_acl_xy");
    const Plan p = make_plan(box(1536, 1536, m, true, true), cpu);
    const ArgPlan& a = first(p);
    CHECK(a.local_view == (m >= 4));
    CHECK(a.staging.view_by_rows == (m >= 4));
  }
  CHECK_FALSE(first(local).staging.view_by_rows);
  const Plan rows = make_plan(box(1536, 1536, 16, true, true), cpu);
  const ArgPlan& r = first(rows);
  CHECK(r.staging.view_by_rows);
  CHECK(r.staging.column_words == 0);
  CHECK(r.local_bytes() == r.tile_w * r.tile_h * 4);
  const std::string src = generate(rows, "void User_main(float* in, float* out) {}");
  CHECK(src.find("#define ACL_YSTEP_in " + std::to_string(r.tile_w)) != std::string::npos);
  CHECK(src.find("[acl_ty * " + std::to_string(r.tile_w) + " + acl_tx]") != std::string::npos);
  CHECK_FALSE(
      first(make_plan(box(1536, 1536, 16, true, true), gpu_profile())).staging.view_by_rows);
  DeviceProfile columns = cpu;
  columns.knobs.window_by_rows = 0;
  CHECK_FALSE(first(make_plan(box(1536, 1536, 16, true, true), columns)).staging.view_by_rows);
  // A source that hands its pointer on keeps private windows at any margin.
  CHECK_FALSE(first(make_plan(box(1536, 1536, 16, false), cpu)).local_view);
  CHECK(make_plan(box(1536, 1536, 16, false), cpu).inline_user);
}

TEST_CASE("local windows on CPUs: rows halve until the unrolled windows fit window_unrolled",
          "[window][planner]") {
  DeviceProfile cpu = cpu_profile();
  REQUIRE(cpu.knobs.unroll_hints);
  REQUIRE(cpu.knobs.window_unrolled == 4400);
  cpu.knobs.window_margin = 4;  // local windows below the class's margin 14 too
  const std::pair<unsigned, size_t> rows[] = {{4, 16},  {7, 16}, {8, 8},  {11, 8},
                                              {12, 4},  {14, 4}, {15, 4}, {16, 4}};
  for (const auto& [m, want] : rows) {
    INFO("margin " << m);
    const Plan p = make_plan(box(1536, 1536, m), cpu);
    REQUIRE(first(p).local_view);
    CHECK(first(p).block_h == want);
    CHECK(first(p).split_size == want);
  }
  // Without unroll hints, or without the cap, the class's window_rows stand.
  for (auto knob : {&StrategyKnobs::unroll_hints, &StrategyKnobs::window_unrolled}) {
    DeviceProfile off = cpu;
    off.knobs.*knob = 0;
    CHECK(first(make_plan(box(1536, 1536, 16), off)).block_h == cpu.knobs.window_rows);
  }
}

TEST_CASE("local windows: not taken without a view, and errors that name the margin",
          "[window][planner][errors]") {
  const DeviceProfile gpu = gpu_profile();
  // A source that hands its pointer on keeps private windows: margin 6 does not fit them.
  expect_error(box(1000, 1000, 6, false), gpu, ACL_PLAN_DOES_NOT_FIT,
               {"argument 0 'in'", "margin 6", "private memory", "lower its margin",
                "hands it to a function", "ACL_KNOBS=private_bytes="});
  CHECK_FALSE(first(make_plan(box(1000, 1000, 4, false), gpu)).local_view);
  // Margins past what the device's whole local memory holds for one work-item and one row
  // (32 KiB: 89 x 90 words).
  expect_error(box(1000, 1000, 64), small_gpu_profile(), ACL_PLAN_DOES_NOT_FIT,
               {"argument 0 'in'", "margin 64", "margins up to 44 of 4-byte words", "local memory",
                "32768"});
  // The knob off: private windows again.
  DeviceProfile off = gpu;
  off.knobs.window_margin = 0;
  CHECK_FALSE(first(make_plan(box(1000, 1000, 4), off)).local_view);
}

TEST_CASE("local windows: the kernel reads the tile through a __local parameter",
          "[window][codegen]") {
  const std::string src =
      box_source("for (int k = 0; k < get_acl_size(out); k++) out[k] = *get_acl_xy(in, 5, k - 5);");
  const Plan p = make_plan(box(1000, 700, 5), gpu_profile());
  const std::string k = generate(p, src);
  INFO(k);
  CHECK(k.find("void User_main(ACL_STATE_PARAM __local float* in, float* out)") !=
        std::string::npos);
  CHECK(k.find("__local float acl_t0[") != std::string::npos);
  CHECK(k.find("float acl_p0[") == std::string::npos);  // no private window
  CHECK(k.find("#define ACL_YSTEP_in 1") != std::string::npos);
}

}  // namespace acltest
