// The plan rule table (runtime/planner/plan_rule_table.cpp): every row refuses its own case
// with its own message, the passes read it, and docs/errors.md shows it as it is.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <fstream>
#include <set>
#include <sstream>

#include "attributes/rules.hpp"
#include "common.hpp"
#include "doc_text.hpp"
#include "error.hpp"
#include "planner/plan_rules.hpp"

using namespace acl::detail;
using acltest::attr;

namespace {

const std::string kBegin = "<!-- plan-rule-table: begin";
const std::string kEnd = "<!-- plan-rule-table: end -->";
const std::string kPath = std::string(ACL_SOURCE_DIR) + "/docs/errors.md";

/// ACL_TILE data whose dimensions follow `lx` and `ly` (dim_level).
acl_attr tiled_as(acl_attr a, cl_uint lx, cl_uint ly) {
  a.split = ACL_TILE;
  a.dim_level[0] = lx;
  a.dim_level[1] = ly;
  return a;
}

/// A shaped transfer argument as the passes see it: level 1, private, 64x64 float words
/// in a 4x4 grid of splits of 4 words, with `a`'s attributes.
ArgPlan shaped(unsigned index, const char* name, acl_attr a) {
  ArgPlan x;
  x.index = index;
  x.name = name;
  x.placement = Placement::Private;
  x.desc.kind = ArgKind::Transfer;
  x.desc.param = acltest::param(name, "float");
  x.desc.attr = a;
  x.level = a.level;
  x.word_bytes = a.word_size;
  x.margin = a.margin;
  x.margin_z = a.margin_z;
  x.w = a.size[0], x.h = a.size[1], x.d = a.size[2];
  x.split_size = 4;
  x.vertical = a.split != ACL_HORIZONTAL;
  x.line = is_line(a.broadcast) ? a.broadcast : 0;
  x.grid[0] = 4, x.grid[1] = 4, x.grid[2] = 1;
  return x;
}

acl_attr with_dep(acl_attr a, cl_uint dep) {
  a.dependency = dep;
  return a;
}

}  // namespace

TEST_CASE("plan rules: docs/errors.md shows the plan rule table", "[rules][docs]") {
  std::string doc = acltest::read_text(kPath);
  const size_t begin = doc.find(kBegin), end = doc.find(kEnd);
  REQUIRE(begin != std::string::npos);
  REQUIRE(end != std::string::npos);
  REQUIRE(begin < end);
  const size_t from = doc.find('\n', begin) + 1;
  const std::string want = plan_rule_markdown();
  if (const char* u = std::getenv("ACL_KNOBS_DOC_UPDATE"); u && std::string(u) == "1") {
    doc.replace(from, end - from, want + "\n");
    std::ofstream(kPath, std::ios::binary) << doc;
    WARN("rewrote the plan rule table of " << kPath);
    return;
  }
  INFO("docs/errors.md differs from the plan rule table: ACL_KNOBS_DOC_UPDATE=1 "
       "build/tests/acl-unit-tests \"[rules][docs]\" refreshes it");
  CHECK(doc.substr(from, end - from) == want + "\n");
}

TEST_CASE("plan rules: every row's anchor is a heading of docs/errors.md, none an attribute "
          "rule's",
          "[rules][docs]") {
  std::set<std::string> anchors, attribute_groups;
  std::istringstream in(acltest::read_text(kPath));
  for (std::string line; std::getline(in, line);)
    if (line.rfind("#", 0) == 0)
      anchors.insert(acltest::heading_anchor(line.substr(line.find_first_not_of('#') + 1)));
  for (const RuleGroup& g : rule_groups()) attribute_groups.insert(g.anchor);
  for (const RuleGroup& g : plan_rule_groups()) {
    INFO("group " << g.heading);
    CHECK(acltest::heading_anchor(g.heading) == g.anchor);
    CHECK(!attribute_groups.count(g.anchor));
  }
  for (const PlanRule& r : plan_rule_table()) {
    INFO(r.message << " -> #" << r.anchor);
    CHECK(anchors.count(r.anchor));
    CHECK(*r.when);
  }
}

TEST_CASE("plan rules: messages name fields that exist", "[rules]") {
  using acltest::out;
  const ArgPlan a = shaped(1, "dst", attr(64, 64)), o = shaped(0, "src", attr(64, 64));
  for (const PlanRule& r : plan_rule_table()) {
    INFO(r.message);
    std::string m;
    CHECK_NOTHROW(m = plan_rule_message(r, {a, &o}));
    CHECK(m.find_first_of("<>") == std::string::npos);
    CHECK(m.find("argument 1 'dst'") != std::string::npos);
  }
  // A step without its argument (no summed data, no grid for ACL_RANDOM): a row reads the
  // other argument only where there is one (the plan fuzzer found one that did not).
  ArgPlan odd = shaped(1, "dst", with_dep(out(attr(64, 64)), ACL_RNO1));
  odd.level = 2, odd.word_bytes = 2, odd.margin = 1, odd.placement = Placement::Staged;
  odd.desc.attr.split = ACL_TILE, odd.desc.attr.tile[0] = 8, odd.desc.attr.def = ACL_SPECIAL_FLIP;
  odd.desc.attr.ref = ACL_RANDOM;
  // Only faults of the argument itself: a dependent transformed write-back, ACL_RANDOM
  // without a grid.
  const std::set<std::string> alone = {"dependent data with `def` `ACL_SPECIAL_*`",
                                       "no level-1 `ACL_SEPARATE` argument on the grid beside it"};
  for (const PlanRule& r : plan_rule_table()) {
    INFO(r.message);
    CHECK(r.refuses({odd, nullptr}) == alone.count(r.when));
  }
  const PlanRule bad{PlanStep::Scan, "x", "never", ACL_INVALID_ATTRIBUTE,
                     [](const PlanSubject&) { return true; }, "<wg_mid>"};
  CHECK_THROWS_AS(plan_rule_message(bad, {a, &o}), std::logic_error);
  const PlanRule no_other{PlanStep::Scan, "x", "never", ACL_INVALID_ATTRIBUTE,
                          [](const PlanSubject&) { return true; }, "<other.arg>"};
  CHECK_THROWS_AS(plan_rule_message(no_other, {a, nullptr}), std::logic_error);
}

TEST_CASE("plan rules: every row refuses the arguments shaped for it, exactly", "[rules]") {
  using acltest::horizontal;
  using acltest::out;
  const ArgPlan src = shaped(0, "src", attr(64, 64));
  const ArgPlan hsrc = shaped(0, "src", horizontal(attr(64, 64)));
  const ArgPlan sum = shaped(1, "sum", with_dep(out(attr(64, 64)), ACL_RNO1_SUM));
  const ArgPlan band = shaped(1, "dst", with_dep(horizontal(out(attr(64, 64))), ACL_RNO0));
  const ArgPlan wave = shaped(0, "a", with_dep(out(attr(64, 64)), ACL_RNO1));
  // Each an argument list, the argument that the row refuses (`at`), and its message.
  struct Case {
    const char* when;
    std::vector<ArgPlan> args;
    size_t at;
    std::string message;
    bool loop_safe = true;
  };
  auto with = [](ArgPlan a, auto change) {
    change(a);
    return a;
  };
  const ArgPlan l2 = with(src, [](ArgPlan& a) { a.level = 2, a.name = "l2"; });
  const ArgPlan rot = with(shaped(0, "rot", out(attr(64, 64))),
                           [](ArgPlan& a) { a.desc.attr.def = ACL_SPECIAL_ROT90; });
  const std::string scan_tail = " beside ACL_RNO1_SUM or ACL_RNO1_SCAN data is not supported yet";
  // ACL_TILE data as pass tile_axes shapes it: the axes of the result its dimensions follow.
  auto axes = [&](unsigned index, const char* name, char x, char y, size_t w, size_t h) {
    return with(shaped(index, name, attr(64, 64)), [&](ArgPlan& a) {
      a.desc.attr.split = ACL_TILE;
      a.tiled.axis[0] = x, a.tiled.axis[1] = y, a.w = w, a.h = h;
    });
  };
  const std::string one_extent = " along it; data on one axis must have one extent";
  const std::string rows_tail =
      " beside ACL_RNO0 data with a margin (rows over the row above) is not supported yet";
  const ArgPlan fed = with(shaped(0, "t", attr(64, 64)), [](ArgPlan& a) {
    a.margin = a.desc.attr.margin = 1;
  });
  const ArgPlan power = shaped(1, "p", attr(64, 64));
  const ArgPlan stepped = with(shaped(2, "out", out(attr(64, 64))), [](ArgPlan& a) {
    a.desc.attr.steps = 3;
    a.desc.attr.feeds = 0;
  });
  const std::string steps_tail = " beside argument 2 'out' with steps 3 is not supported yet";
  const Case cases[] = {
      {"a second `ACL_RNO1_SUM`/`_SCAN` argument",
       {src, sum, shaped(2, "sum2", with_dep(out(attr(64, 64)), ACL_RNO1_SCAN))},
       2,
       "argument 2 'sum2': a second argument with dependency ACL_RNO1_SCAN (the first is "
       "argument 1 'sum', ACL_RNO1_SUM) is not supported yet"},
      {"data at level 2 or 3 beside it", {l2, sum}, 0, "argument 0 'l2': level 2 data" + scan_tail},
      {"data not in private windows beside it (`ACL_COMMON`, staged)",
       {with(shaped(0, "k", acltest::common(attr(64))),
             [](ArgPlan& a) { a.placement = Placement::Common; }),
        sum},
       0,
       "argument 0 'k': common data" + scan_tail},
      {"`ACL_RNO0`/`RNO1`/`RNO2` data beside it",
       {shaped(0, "r", with_dep(out(attr(64, 64)), ACL_RNO0)), sum},
       0,
       "argument 0 'r': dependency ACL_RNO0" + scan_tail},
      {"`ACL_RANDOM` or `ACL_SPECIAL_*` data beside it",
       {rot, sum},
       0,
       "argument 0 'rot': ref ACL_NONE / def ACL_SPECIAL_ROT90" + scan_tail},

      {"a second `ACL_RNO0` argument",
       {hsrc, band, shaped(2, "dst2", with_dep(horizontal(out(attr(64, 64))), ACL_RNO0))},
       2,
       "argument 2 'dst2': a second argument with dependency ACL_RNO0 beside argument 1 'dst', "
       "which has a margin (rows over the row above), is not supported yet"},
      {"the data at level 2 or 3, staged, or cut over several devices",
       {hsrc, with(band, [](ArgPlan& a) { a.placement = Placement::Staged; })},
       1,
       "argument 1 'dst': this data's own cut (level, placement or several devices)" + rows_tail},
      {"words of 1 or 2 bytes",
       {hsrc, with(band, [](ArgPlan& a) { a.word_bytes = 2; })},
       1,
       "argument 1 'dst': word_size 2 on ACL_RNO0 data with a margin is not supported yet: a "
       "band hands its last row to the band below through 32-bit atomics; use 4-, 8- or 16-byte "
       "words"},
      {"the data read (`ref` set)",
       {hsrc, with(band, [](ArgPlan& a) { a.desc.attr.ref = ACL_TOP_LEFT; })},
       1,
       "argument 1 'dst': ref ACL_TOP_LEFT on ACL_RNO0 data with a margin is not supported yet: "
       "a band's margin words are other work-groups' results, so the data is written only; read "
       "its input through another argument"},
      {"data at level 2 or 3 beside it",
       {with(hsrc, [](ArgPlan& a) { a.level = 3; }), band},
       0,
       "argument 0 'src': level 3 data" + rows_tail},
      {"data not in private windows beside it",
       {with(hsrc, [](ArgPlan& a) { a.placement = Placement::Staged; }), band},
       0,
       "argument 0 'src': staged data" + rows_tail},
      {"data written beside it",
       {with(hsrc, [](ArgPlan& a) { a.desc.attr.def = ACL_TOP_LEFT; }), band},
       0,
       "argument 0 'src': data written (def ACL_TOP_LEFT)" + rows_tail},
      {"a dependency beside it",
       {with(hsrc, [](ArgPlan& a) { a.desc.attr.dependency = ACL_LNO1; }), band},
       0,
       "argument 0 'src': dependency ACL_LNO1" + rows_tail},
      {"a `margin` beside it",
       {with(hsrc, [](ArgPlan& a) { a.margin = 2; }), band},
       0,
       "argument 0 'src': margin 2" + rows_tail},
      {"a `margin_z` beside it",
       {with(hsrc, [](ArgPlan& a) { a.margin_z = 1; }), band},
       0,
       "argument 0 'src': margin_z 1" + rows_tail},
      {"`ACL_PER_*` data, or origins other than none and top-left, beside it",
       {with(hsrc, [](ArgPlan& a) { a.desc.attr.ref = ACL_BOTTOM_LEFT; }), band},
       0,
       "argument 0 'src': broadcast or origin other than plain" + rows_tail},
      {"data of another size, split direction or split size beside it",
       {with(hsrc, [](ArgPlan& a) { a.w = 32; }), band},
       0,
       "argument 0 'src': data of another shape or cut (32x64x1, ACL_HORIZONTAL, split 4; give "
       "it the ACL_RNO0 data's size, ACL_HORIZONTAL and split)" +
           rows_tail},
      {"a `User_main` that calls a work-item function, barrier or fence",
       {hsrc, band},
       1,
       "argument 1 'dst': ACL_RNO0 with a margin runs User_main only for the portions inside "
       "the array, so User_main may not call a work-item function, barrier or fence (not "
       "supported yet)",
       false},

      {"dependent data of different block grids",
       {wave, with(shaped(1, "b", with_dep(out(attr(64, 64)), ACL_RNO2)),
                   [](ArgPlan& a) { a.grid[1] = 2; })},
       1,
       "dependency ACL_RNO2: argument 1 'b' has 4x2x1 blocks but argument 0 'a' has 4x4x1; "
       "dependent data must share one block grid (give them the same shape and split)"},
      {"dependent data with `def` `ACL_SPECIAL_*`",
       {wave, with(shaped(1, "b", with_dep(out(attr(64, 64)), ACL_RNO1)),
                   [](ArgPlan& a) { a.desc.attr.def = ACL_SPECIAL_FLIP; })},
       1,
       "argument 1 'b': dependency ACL_RNO1 with def ACL_SPECIAL_FLIP in a wavefront plan "
       "(ACL_RNO1/RNO2 data present) is not supported yet"},
      {"data at level 2 or 3",
       {wave, with(l2, [](ArgPlan& a) { a.index = 1; })},
       1,
       "argument 1 'l2': level 2 data beside dependency ACL_RNO1 of argument 0 'a' is not "
       "supported yet (wavefront plans have one level)"},

      {"`ACL_RNO0` data of different numbers of block columns",
       {shaped(0, "a", with_dep(out(attr(64, 64)), ACL_RNO0)),
        with(shaped(1, "b", with_dep(out(attr(64, 64)), ACL_RNO0)),
             [](ArgPlan& a) { a.grid[0] = 2; })},
       1,
       "dependency ACL_RNO0: argument 0 'a' has 4 columns of blocks but argument 1 'b' has 2; a "
       "work-group walks one column, so give them the same width"},

      {"no level-1 `ACL_SEPARATE` argument on the grid beside it",
       {with(shaped(0, "p", attr(64, 64)), [](ArgPlan& a) { a.desc.attr.ref = ACL_RANDOM; })},
       0,
       "argument 0 'p': ACL_RANDOM data takes its blocks' shape and number from another level-1 "
       "ACL_SEPARATE argument, and there is none"},
      {"another split direction than that argument",
       {src, with(shaped(1, "p", horizontal(attr(64, 64))),
                  [](ArgPlan& a) { a.desc.attr.ref = ACL_RANDOM; })},
       1,
       "argument 1 'p': ACL_RANDOM data must have the split direction of argument 0 'src', whose "
       "blocks it takes"},

      {"dimensions along axis x of the result of different extents",
       {axes(0, "c", 'x', 'y', 64, 64), axes(1, "b", 'k', 'x', 64, 32)},
       1,
       "argument 1 'b': size[1] 32 follows axis x, but argument 0 'c' has size[0] 64" + one_extent},
      {"dimensions along axis y of the result of different extents",
       {axes(0, "c", 'x', 'y', 64, 64), axes(1, "a", 'k', 'y', 64, 48)},
       1,
       "argument 1 'a': size[1] 48 follows axis y, but argument 0 'c' has size[1] 64" + one_extent},
      {"dimensions along k (level 2) of different extents",
       {axes(0, "a", 'k', 'y', 64, 64), axes(1, "b", 'k', 'x', 16, 64)},
       1,
       "argument 1 'b': size[0] 16 follows axis k, but argument 0 'a' has size[0] 64" + one_extent},
      {"`tile` different between arguments",
       {with(src, [](ArgPlan& a) { a.desc.attr.split = ACL_TILE, a.desc.attr.tile[0] = 8; }),
        with(shaped(1, "b", attr(64, 64)),
             [](ArgPlan& a) {
               a.desc.attr.split = ACL_TILE, a.desc.attr.tile[0] = 16, a.desc.attr.tile[1] = 4;
             })},
       1,
       "argument 1 'b': tile 16x4 differs from argument 0 'src''s; give it once or alike"},

      {"`feeds` not another argument with transfer attributes",
       {fed, power, with(stepped, [](ArgPlan& a) { a.desc.attr.feeds = 7; })},
       2,
       "argument 2 'out': steps 3 with feeds 7, which is not another argument with transfer "
       "attributes: feeds names the argument read whose words this argument's replace at the "
       "next step"},
      {"the argument fed written",
       {with(fed, [](ArgPlan& a) { a.desc.attr.def = ACL_TOP_LEFT; }), power, stepped},
       0,
       "argument 0 't', which argument 2 'out' feeds (steps 3), is written (def ACL_TOP_LEFT): "
       "the argument fed is only read"},
      {"the argument fed of another shape, cut, word or layout",
       {with(fed, [](ArgPlan& a) { a.pitch = 70; }), power, stepped},
       0,
       "argument 0 't', which argument 2 'out' feeds, is 64x64x1 words of 4 bytes cut "
       "ACL_VERTICAL in 4, rows 70 words apart, slices 0, from word 0 (argument 2 'out': "
       "64x64x1, 4 bytes, split 4, 0, 0, 0); the argument fed takes the written data's shape, "
       "word type, cut and layout"},
      {"3-D data",
       {with(fed, [](ArgPlan& a) { a.d = 2; }),
        with(stepped, [](ArgPlan& a) { a.index = 1, a.d = 2; })},
       1,
       "argument 1 'out': steps 3 on 3-D data (64x64x2) is not supported yet"},
      {"another written argument beside it",
       {fed, with(power, [](ArgPlan& a) { a.desc.attr.def = ACL_TOP_LEFT; }), stepped},
       1,
       "argument 1 'p': data written (def ACL_TOP_LEFT)" + steps_tail +
           ": one argument is "
           "written"},
      {"data beside it at level 2 or 3, `ACL_COMMON`, `ACL_PER_*` or staged",
       {fed, with(power, [](ArgPlan& a) { a.level = 2; }), stepped},
       1,
       "argument 1 'p': private data at level 2" + steps_tail +
           ": beside it stands level-1 "
           "ACL_SEPARATE data only read"},
      {"a dependency, `margin_z` or moved words beside it",
       {fed, with(power, [](ArgPlan& a) { a.margin_z = 1; }), stepped},
       1,
       "argument 1 'p': dependency ACL_DEP_NONE, margin_z 1, ref ACL_TOP_LEFT" + steps_tail},
      {"data of another shape or cut beside it",
       {fed, with(power, [](ArgPlan& a) { a.h = 32; }), stepped},
       1,
       "argument 1 'p': data of another shape or cut (64x32x1, ACL_VERTICAL, split 4) beside "
       "argument 2 'out' with steps 3 (64x64x1, split 4) is not supported yet; give it the "
       "stepped data's size and split"},
      {"a margin wider than the argument fed's beside it",
       {fed, with(power, [](ArgPlan& a) { a.margin = 2; }), stepped},
       1,
       "argument 1 'p': margin 2 is wider than the margin of argument 0, which argument 2 "
       "'out' feeds and whose margin sets the words each step recomputes (not supported yet)"},
      {"a `User_main` that calls a work-item function, barrier or fence",
       {fed, power, stepped},
       2,
       "argument 2 'out': steps 3 run User_main in a loop over a tile's portions, so User_main "
       "may not call a work-item function, barrier or fence (not supported yet)",
       false},
  };
  std::set<const PlanRule*> shown;
  for (const Case& c : cases) {
    INFO(c.when);
    // The rows share some `when` texts between steps: the case's step is the one whose row
    // of that text refuses it.
    const PlanRule* refusing = nullptr;
    for (const PlanRule& q : plan_rule_table()) {
      if (q.when != std::string(c.when)) continue;
      const PlanSubject s{c.args[c.at], step_argument(q.step, c.args), c.loop_safe, &c.args};
      if (!refusing && q.refuses(s)) refusing = &q;
    }
    REQUIRE(refusing);
    shown.insert(refusing);
    try {
      check_plan_rules(refusing->step, c.args, c.loop_safe);
      FAIL_CHECK("accepted");
    } catch (const Error& e) {
      CHECK(e.code() == refusing->code);
      CHECK(std::string(e.what()) == c.message);
      const PlanSubject s{c.args[c.at], step_argument(refusing->step, c.args), c.loop_safe,
                          &c.args};
      CHECK(plan_rule_message(*refusing, s) == c.message);
    }
  }
  CHECK(shown.size() == plan_rule_table().size());  // a new row needs its case here
  CHECK(std::size(cases) == plan_rule_table().size());
  // The lists the cases change, unchanged, pass every step.
  const ArgPlan rnd =
      with(shaped(1, "p", attr(64, 64)), [](ArgPlan& a) { a.desc.attr.ref = ACL_RANDOM; });
  const ArgPlan tile =
      with(src, [](ArgPlan& a) { a.desc.attr.split = ACL_TILE, a.desc.attr.tile[0] = 8; });
  struct Fine {
    PlanStep step;
    std::vector<ArgPlan> args;
    size_t first;  // the step's argument
  };
  const Fine fine[] = {
      {PlanStep::Scan, {src, sum}, 1},
      {PlanStep::Pyramid, {hsrc, band}, 1},
      {PlanStep::Wave, {wave, with(src, [](ArgPlan& a) { a.index = 1; })}, 0},
      {PlanStep::Walk,
       {shaped(0, "a", with_dep(out(attr(64, 64)), ACL_RNO0)),
        shaped(1, "b", with_dep(out(attr(64, 64)), ACL_RNO0))},
       0},
      {PlanStep::Random, {src, rnd}, 0},
      {PlanStep::Tile, {tile, with(tile, [](ArgPlan& a) { a.index = 1; })}, 0},
      {PlanStep::TileX, {axes(0, "c", 'x', 'y', 64, 64), axes(1, "b", 'k', 'x', 16, 64)}, 0},
      {PlanStep::TileY, {axes(0, "a", 'k', 'y', 16, 64), axes(1, "c", 'x', 'y', 64, 64)}, 0},
      {PlanStep::TileK, {axes(0, "a", 'k', 'y', 16, 64), axes(1, "b", 'k', 'x', 16, 64)}, 0},
      {PlanStep::Steps, {fed, power, stepped}, 2},
  };
  for (const Fine& f : fine) {
    INFO("step " << int(f.step));
    CHECK(check_plan_rules(f.step, f.args) == &f.args[f.first]);
  }
}

TEST_CASE("plan rules: docs/errors.md lists every budget that can reject a plan", "[rules][docs]") {
  // A row of "## Budgets" per `throw Error(ACL_PLAN_DOES_NOT_FIT` in runtime/planner/, each
  // naming its file.
  namespace fs = std::filesystem;
  const fs::path root = fs::path(ACL_SOURCE_DIR) / "runtime" / "planner";
  std::map<std::string, int> throws, rows;
  const std::string site = "throw Error(ACL_PLAN_DOES_NOT_FIT";
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (e.path().extension() != ".cpp") continue;
    const std::string text = acltest::read_text(e.path().string());
    for (size_t at = text.find(site); at != std::string::npos; at = text.find(site, at + 1))
      ++throws[e.path().lexically_relative(root).generic_string()];
  }
  const std::string doc = acltest::read_text(kPath);
  const size_t begin = doc.find("\n## Budgets\n");
  REQUIRE(begin != std::string::npos);
  std::istringstream in(doc.substr(begin + 1, doc.find("\n## ", begin + 1) - begin));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("| ", 0) != 0) continue;
    const size_t a = line.find(" | `"), b = line.find("` |", a + 4);
    if (a != std::string::npos && b != std::string::npos) ++rows[line.substr(a + 4, b - a - 4)];
  }
  CHECK(!throws.empty());
  CHECK(rows == throws);
}

TEST_CASE("plan rules: the passes refuse through the table", "[rules]") {
  // One case a step through make_plan, with the whole message (the table's rows above).
  using namespace acltest;
  auto data = [](acl_attr a, cl_uint dep, cl_uint margin = 0) {
    a.dependency = dep;
    a.margin = margin;
    return a;
  };
  acl_attr rnd = horizontal(attr(64, 8));
  rnd.ref = ACL_RANDOM;
  rnd.position = reinterpret_cast<cl_mem>(0x1000);
  ArgDesc positions = transfer(1, param("p", "float"), rnd);
  positions.position_bytes = 1 << 20;
  acl_attr t8 = out(attr(64, 64)), t16 = attr(64, 64);
  t8.split = t16.split = ACL_TILE;
  t16.dim_level[0] = 2;
  t8.tile[0] = t8.tile[1] = 8;
  t16.tile[0] = t16.tile[1] = 16;
  struct Case {
    std::vector<ArgDesc> args;
    DeviceProfile dev;
    std::string message;
  };
  const Case cases[] = {
      {{transfer(0, param("a", "float"), data(out(attr(64, 64)), ACL_RNO1_SUM)),
        transfer(1, param("b", "float"), data(out(attr(64, 64)), ACL_RNO1_SCAN))},
       gpu_profile(),
       "argument 1 'b': a second argument with dependency ACL_RNO1_SCAN (the first is argument "
       "0 'a', ACL_RNO1_SUM) is not supported yet"},
      {{transfer(0, param("src", "float"), horizontal(attr(256, 64))),
        transfer(1, param("dst", "float"), data(horizontal(out(attr(256, 64))), ACL_RNO0, 1))},
       cpu_profile(),
       "argument 1 'dst': ACL_RNO0 with a margin runs User_main only for the portions inside "
       "the array, so User_main may not call a work-item function, barrier or fence (not "
       "supported yet)"},
      {{transfer(0, param("src", "float"), attr(64, 8)), positions}, gpu_profile(),
       "argument 1 'p': ACL_RANDOM data must have the split direction of argument 0 'src', whose "
       "blocks it takes"},
      {{transfer(0, param("c", "float"), t8), transfer(1, param("a", "float"), t16)},
       gpu_profile(), "argument 1 'a': tile 16x16 differs from argument 0 'c''s; give it once or alike"},
      {{transfer(0, param("a", "float"), tiled_as(attr(30, 20), 2, 1)),
        transfer(1, param("bt", "float"), tiled_as(attr(30, 39), 2, ACL_LEVEL1_X)),
        transfer(2, param("c", "float"), out(tiled_as(attr(40, 20), 1, 1)))},
       gpu_profile(),
       "argument 2 'c': size[0] 40 follows axis x, but argument 1 'bt' has size[1] 39 along it; "
       "data on one axis must have one extent"},
  };
  for (const Case& c : cases) {
    INFO(c.message);
    try {
      const Plan p = make_plan(c.args, c.dev);
      FAIL_CHECK("accepted:\n" << p);
    } catch (const Error& e) {
      CHECK(std::string(e.what()) == c.message);
    }
  }
}

TEST_CASE("errors.md: the summary by code has a line a code, linking the tables that use it",
          "[rules][docs]") {
  // The hand-written lines say what a code means and what stays in code; the conditions
  // of the tables' rows are in the generated sections, which each line links.
  const std::string doc = acltest::read_text(kPath);
  std::map<std::string, std::string> line_of;  // code name -> its line of the summary
  std::istringstream in(doc.substr(0, doc.find("\n## ")));
  for (std::string line; std::getline(in, line);)
    if (line.rfind("| `", 0) == 0) line_of[line.substr(3, line.find('`', 3) - 3)] = line;
  auto check = [&](cl_int code, const std::string& section) {
    const std::string name = code_name(code);
    INFO(name << " needs a line in the summary of docs/errors.md linking #" << section);
    REQUIRE(line_of.count(name));
    CHECK(line_of[name].find("(#" + section + ")") != std::string::npos);
  };
  for (const Rule& r : rule_table()) check(r.code, "what-the-attributes-refuse");
  for (const PlanRule& r : plan_rule_table()) check(r.code, "what-plans-refuse");
  check(ACL_PLAN_DOES_NOT_FIT, "budgets");
  for (cl_int code = ACL_INVALID_ACCESS; code <= ACL_INVALID_ATTRIBUTE; ++code) {
    INFO(code_name(code));
    CHECK(line_of.count(code_name(code)));
  }
}
