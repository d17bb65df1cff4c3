// The rows of the plan rule table (plan_rules.hpp): what a schedule does not run, by the
// arguments' attributes once they are shaped. Rows of a step run in this order for each
// argument in turn.
#include "planner/eligibility.hpp"
#include "planner/plan_rules.hpp"

namespace acl::detail {
namespace {

using S = const PlanSubject&;

/// The step's argument itself, and the arguments beside it.
bool own(S s) { return &s.arg == s.other; }
bool beside(S s) { return s.other && &s.arg != s.other; }
const acl_attr& at(S s) { return s.arg.desc.attr; }
bool asks_tile(const acl_attr& a) { return a.split == ACL_TILE && (a.tile[0] || a.tile[1]); }
/// PlanStep::Steps: the argument the stepped data's `feeds` names, null where none.
const ArgPlan* fed(S s) {
  if (!s.other || !s.args) return nullptr;
  for (const ArgPlan& a : *s.args)
    if (a.index == s.other->desc.attr.feeds) return &a;
  return nullptr;
}
bool is_fed(S s) { return beside(s) && fed(s) == &s.arg; }
bool same_cut(const ArgPlan& a, const ArgPlan& o) {
  return a.w == o.w && a.h == o.h && a.d == o.d && a.vertical == o.vertical &&
         a.split_size == o.split_size;
}
/// The same place in their buffers: pitches and offset (a launch a step reads the results
/// of the one before as the argument fed, from a buffer laid out as the written data's).
bool same_layout(const ArgPlan& a, const ArgPlan& o) {
  return a.pitch == o.pitch && a.slice == o.slice && a.desc.attr.offset == o.desc.attr.offset;
}
/// A dimension along `axis` of the tiled result whose extent differs from the step's
/// argument's (the first along it).
bool other_extent(S s, char axis) {
  const int d = tile_dim_along(s.arg, axis);
  if (!beside(s) || d < 0) return false;
  return tile_extent(s.arg, d) != tile_extent(*s.other, tile_dim_along(*s.other, axis));
}

constexpr PlanStep kScan = PlanStep::Scan, kPyramid = PlanStep::Pyramid;

const char kBesideScan[] = "beside-acl_rno1_sum-and-acl_rno1_scan-data";
const char kRows[] = "acl_rno0-data-with-a-margin-rows-over-the-row-above";
const char kWave[] = "wavefronts-acl_rno1-and-acl_rno2-data";
const char kWalk[] = "acl_rno0-walks";
const char kRandom[] = "acl_random-blocks";
const char kTile[] = "the-tile-of-acl_tile-data";
const char kSteps[] = "beside-data-with-steps";

// clang-format off
const std::vector<PlanRule> kRules = {
  // One launch sums every word's prefix: beside the summed data, level-1 data in private
  // windows (any margin and border, LNO neighbours), values, __global pointers and __local
  // scratch.
  {kScan, kBesideScan, "a second `ACL_RNO1_SUM`/`_SCAN` argument", ACL_NOT_SUPPORTED_YET,
   [](S s) { return is_scan(at(s).dependency) && beside(s); },
   "<arg>: a second argument with dependency <dependency> (the first is <other.arg>, "
   "<other.dependency>) is not supported yet"},
  {kScan, kBesideScan, "data at level 2 or 3 beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && s.arg.level != 1; },
   "<arg>: level <level> data beside ACL_RNO1_SUM or ACL_RNO1_SCAN data is not supported yet"},
  {kScan, kBesideScan, "data not in private windows beside it (`ACL_COMMON`, staged)",
   ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && s.arg.placement != Placement::Private; },
   "<arg>: <placement> data beside ACL_RNO1_SUM or ACL_RNO1_SCAN data is not supported yet"},
  {kScan, kBesideScan, "`ACL_RNO0`/`RNO1`/`RNO2` data beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && is_rno(at(s).dependency); },
   "<arg>: dependency <dependency> beside ACL_RNO1_SUM or ACL_RNO1_SCAN data is not supported yet"},
  {kScan, kBesideScan, "`ACL_RANDOM` or `ACL_SPECIAL_*` data beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && !in_place(at(s)); },
   "<arg>: ref <ref> / def <def> beside ACL_RNO1_SUM or ACL_RNO1_SCAN data is not supported yet"},

  // ACL_RNO0 data cut along rows with a margin (pass pyramid): bands of rows hand their last
  // row on through 32-bit atomics; beside the data, data only read of its shape and cut.
  {kPyramid, kRows, "a second `ACL_RNO0` argument", ACL_NOT_SUPPORTED_YET,
   [](S s) { return at(s).dependency == ACL_RNO0 && beside(s); },
   "<arg>: a second argument with dependency ACL_RNO0 beside <other.arg>, which has a margin "
   "(rows over the row above), is not supported yet"},
  {kPyramid, kRows, "the data at level 2 or 3, staged, or cut over several devices",
   ACL_NOT_SUPPORTED_YET,
   [](S s) {
     return own(s) && (s.arg.level != 1 || s.arg.placement != Placement::Private ||
                       s.arg.desc.rows_above);
   },
   "<arg>: this data's own cut (level, placement or several devices) beside ACL_RNO0 data with "
   "a margin (rows over the row above) is not supported yet"},
  {kPyramid, kRows, "words of 1 or 2 bytes", ACL_NOT_SUPPORTED_YET,
   [](S s) { return own(s) && s.arg.word_bytes % 4; },
   "<arg>: word_size <word_bytes> on ACL_RNO0 data with a margin is not supported yet: a band "
   "hands its last row to the band below through 32-bit atomics; use 4-, 8- or 16-byte words"},
  {kPyramid, kRows, "the data read (`ref` set)", ACL_NOT_SUPPORTED_YET,
   [](S s) { return own(s) && at(s).ref != ACL_NONE; },
   "<arg>: ref <ref> on ACL_RNO0 data with a margin is not supported yet: a band's margin words "
   "are other work-groups' results, so the data is written only; read its input through another "
   "argument"},
  {kPyramid, kRows, "data at level 2 or 3 beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && s.arg.level != 1; },
   "<arg>: level <level> data beside ACL_RNO0 data with a margin (rows over the row above) is "
   "not supported yet"},
  {kPyramid, kRows, "data not in private windows beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && s.arg.placement != Placement::Private; },
   "<arg>: <placement> data beside ACL_RNO0 data with a margin (rows over the row above) is not "
   "supported yet"},
  {kPyramid, kRows, "data written beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && at(s).def != ACL_NONE; },
   "<arg>: data written (def <def>) beside ACL_RNO0 data with a margin (rows over the row "
   "above) is not supported yet"},
  {kPyramid, kRows, "a dependency beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && at(s).dependency != ACL_DEP_NONE; },
   "<arg>: dependency <dependency> beside ACL_RNO0 data with a margin (rows over the row above) "
   "is not supported yet"},
  {kPyramid, kRows, "a `margin` beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && s.arg.margin; },
   "<arg>: margin <margin> beside ACL_RNO0 data with a margin (rows over the row above) is not "
   "supported yet"},
  {kPyramid, kRows, "a `margin_z` beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && s.arg.margin_z; },
   "<arg>: margin_z <margin_z> beside ACL_RNO0 data with a margin (rows over the row above) is "
   "not supported yet"},
  {kPyramid, kRows, "`ACL_PER_*` data, or origins other than none and top-left, beside it",
   ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && (s.arg.line || !unmoved(at(s))); },
   "<arg>: broadcast or origin other than plain beside ACL_RNO0 data with a margin (rows over "
   "the row above) is not supported yet"},
  {kPyramid, kRows, "data of another size, split direction or split size beside it",
   ACL_NOT_SUPPORTED_YET,
   [](S s) {
     if (!beside(s)) return false;
     const ArgPlan &a = s.arg, &o = *s.other;
     return a.vertical || a.w != o.w || a.h != o.h || a.d != o.d || a.split_size != o.split_size;
   },
   "<arg>: data of another shape or cut (<w>x<h>x<d>, <split>, split <split_size>; give it the "
   "ACL_RNO0 data's size, ACL_HORIZONTAL and split) beside ACL_RNO0 data with a margin (rows "
   "over the row above) is not supported yet"},
  {kPyramid, kRows, "a `User_main` that calls a work-item function, barrier or fence",
   ACL_NOT_SUPPORTED_YET, [](S s) { return own(s) && !s.loop_safe; },
   "<arg>: ACL_RNO0 with a margin runs User_main only for the portions inside the array, so "
   "User_main may not call a work-item function, barrier or fence (not supported yet)"},

  // ACL_RNO1/RNO2 (and ACL_RNO0 beside them): the order of blocks is defined on one grid.
  {PlanStep::Wave, kWave, "dependent data of different block grids", ACL_SPLIT_COUNT_MISMATCH,
   [](S s) {
     if (!beside(s) || !is_rno(at(s).dependency)) return false;
     const ArgPlan &a = s.arg, &o = *s.other;
     return a.grid[0] != o.grid[0] || a.grid[1] != o.grid[1] || a.grid[2] != o.grid[2];
   },
   "dependency <dependency>: <arg> has <grid> blocks but <other.arg> has <other.grid>; "
   "dependent data must share one block grid (give them the same shape and split)"},
  {PlanStep::Wave, kWave, "dependent data with `def` `ACL_SPECIAL_*`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return is_rno(at(s).dependency) && is_special(at(s).def); },
   "<arg>: dependency <dependency> with def <def> in a wavefront plan (ACL_RNO1/RNO2 data "
   "present) is not supported yet"},
  {PlanStep::Wave, kWave, "data at level 2 or 3", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.other && s.arg.level > 1; },
   "<arg>: level <level> data beside dependency <other.dependency> of <other.arg> is not "
   "supported yet (wavefront plans have one level)"},

  // A work-group walks one column of blocks, top to bottom.
  {PlanStep::Walk, kWalk, "`ACL_RNO0` data of different numbers of block columns",
   ACL_SPLIT_COUNT_MISMATCH,
   [](S s) {
     return beside(s) && at(s).dependency == ACL_RNO0 && s.arg.grid[0] != s.other->grid[0];
   },
   "dependency ACL_RNO0: <other.arg> has <other.grid[0]> columns of blocks but <arg> has "
   "<grid[0]>; a work-group walks one column, so give them the same width"},

  // ACL_RANDOM data has no grid of its own: it takes the first level-1 SEPARATE argument's.
  {PlanStep::Random, kRandom, "no level-1 `ACL_SEPARATE` argument on the grid beside it",
   ACL_INVALID_ATTRIBUTE, [](S s) { return at_positions(at(s)) && !s.other; },
   "<arg>: ACL_RANDOM data takes its blocks' shape and number from another level-1 ACL_SEPARATE "
   "argument, and there is none"},
  {PlanStep::Random, kRandom, "another split direction than that argument", ACL_INVALID_ATTRIBUTE,
   [](S s) { return at_positions(at(s)) && s.other && s.other->vertical != s.arg.vertical; },
   "<arg>: ACL_RANDOM data must have the split direction of <other.arg>, whose blocks it takes"},

  // Dimensions on one axis of the result, x and y (level 1) or k (level 2), span it alike.
  {PlanStep::TileX, kTile, "dimensions along axis x of the result of different extents",
   ACL_SPLIT_COUNT_MISMATCH, [](S s) { return other_extent(s, 'x'); },
   "<arg>: size[<dim_x>] <extent_x> follows axis x, but <other.arg> has size[<other.dim_x>] "
   "<other.extent_x> along it; data on one axis must have one extent"},
  {PlanStep::TileY, kTile, "dimensions along axis y of the result of different extents",
   ACL_SPLIT_COUNT_MISMATCH, [](S s) { return other_extent(s, 'y'); },
   "<arg>: size[<dim_y>] <extent_y> follows axis y, but <other.arg> has size[<other.dim_y>] "
   "<other.extent_y> along it; data on one axis must have one extent"},
  {PlanStep::TileK, kTile, "dimensions along k (level 2) of different extents",
   ACL_SPLIT_COUNT_MISMATCH, [](S s) { return other_extent(s, 'k'); },
   "<arg>: size[<dim_k>] <extent_k> follows axis k, but <other.arg> has size[<other.dim_k>] "
   "<other.extent_k> along it; data on one axis must have one extent"},
  // One tile for the whole plan.
  {PlanStep::Tile, kTile, "`tile` different between arguments", ACL_INVALID_ATTRIBUTE,
   [](S s) {
     if (!beside(s) || !asks_tile(at(s))) return false;
     const acl_attr &a = at(s), &o = s.other->desc.attr;
     return a.tile[0] != o.tile[0] || a.tile[1] != o.tile[1];
   },
   "<arg>: tile <tile> differs from <other.arg>'s; give it once or alike"},
  // Several time steps a launch (pass steps): every tile in local memory, one written
  // argument, whose words the argument `feeds` names reads at the next step.
  {PlanStep::Steps, kSteps, "`feeds` not another argument with transfer attributes",
   ACL_INVALID_ATTRIBUTE,
   [](S s) { return own(s) && (!fed(s) || fed(s) == &s.arg || !fed(s)->is_transfer()); },
   "<arg>: steps <steps> with feeds <feeds>, which is not another argument with transfer "
   "attributes: feeds names the argument read whose words this argument's replace at the "
   "next step"},
  {PlanStep::Steps, kSteps, "the argument fed written", ACL_INVALID_ATTRIBUTE,
   [](S s) { return is_fed(s) && at(s).def != ACL_NONE; },
   "<arg>, which <other.arg> feeds (steps <other.steps>), is written (def <def>): the "
   "argument fed is only read"},
  {PlanStep::Steps, kSteps, "the argument fed of another shape, cut, word or layout",
   ACL_INVALID_ATTRIBUTE,
   [](S s) {
     return is_fed(s) && (!same_cut(s.arg, *s.other) || s.arg.word_bytes != s.other->word_bytes ||
                          s.arg.type != s.other->type || !same_layout(s.arg, *s.other));
   },
   "<arg>, which <other.arg> feeds, is <w>x<h>x<d> words of <word_bytes> bytes cut <split> in "
   "<split_size>, rows <pitch> words apart, slices <slice>, from word <offset> (<other.arg>: "
   "<other.w>x<other.h>x<other.d>, <other.word_bytes> bytes, split <other.split_size>, "
   "<other.pitch>, <other.slice>, <other.offset>); the argument fed takes the written data's "
   "shape, word type, cut and layout"},
  {PlanStep::Steps, kSteps, "3-D data", ACL_NOT_SUPPORTED_YET,
   [](S s) { return own(s) && s.arg.d > 1; },
   "<arg>: steps <steps> on 3-D data (<w>x<h>x<d>) is not supported yet"},
  {PlanStep::Steps, kSteps, "another written argument beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && at(s).def != ACL_NONE; },
   "<arg>: data written (def <def>) beside <other.arg> with steps <other.steps> is not "
   "supported yet: one argument is written"},
  {PlanStep::Steps, kSteps, "data beside it at level 2 or 3, `ACL_COMMON`, `ACL_PER_*` or staged",
   ACL_NOT_SUPPORTED_YET,
   [](S s) {
     return beside(s) &&
            (s.arg.level != 1 || s.arg.line || s.arg.placement != Placement::Private);
   },
   "<arg>: <placement> data at level <level> beside <other.arg> with steps <other.steps> is "
   "not supported yet: beside it stands level-1 ACL_SEPARATE data only read"},
  {PlanStep::Steps, kSteps, "a dependency, `margin_z` or moved words beside it",
   ACL_NOT_SUPPORTED_YET,
   [](S s) {
     return beside(s) && (at(s).dependency != ACL_DEP_NONE || s.arg.margin_z || !unmoved(at(s)));
   },
   "<arg>: dependency <dependency>, margin_z <margin_z>, ref <ref> beside <other.arg> with "
   "steps <other.steps> is not supported yet"},
  {PlanStep::Steps, kSteps, "data of another shape or cut beside it", ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && !same_cut(s.arg, *s.other); },
   "<arg>: data of another shape or cut (<w>x<h>x<d>, <split>, split <split_size>) beside "
   "<other.arg> with steps <other.steps> (<other.w>x<other.h>x<other.d>, split "
   "<other.split_size>) is not supported yet; give it the stepped data's size and split"},
  {PlanStep::Steps, kSteps, "a margin wider than the argument fed's beside it",
   ACL_NOT_SUPPORTED_YET,
   [](S s) { return beside(s) && fed(s) && s.arg.margin > fed(s)->margin; },
   "<arg>: margin <margin> is wider than the margin of argument <other.feeds>, which "
   "<other.arg> feeds and whose margin sets the words each step recomputes (not supported yet)"},
  {PlanStep::Steps, kSteps, "a `User_main` that calls a work-item function, barrier or fence",
   ACL_NOT_SUPPORTED_YET, [](S s) { return own(s) && !s.loop_safe; },
   "<arg>: steps <steps> run User_main in a loop over a tile's portions, so User_main may not "
   "call a work-item function, barrier or fence (not supported yet)"},
};
// clang-format on

const std::vector<RuleGroup> kGroups = {
    {kBesideScan, "Beside ACL_RNO1_SUM and ACL_RNO1_SCAN data",
     "One launch sums every word's prefix; the message names the summed argument's "
     "neighbour."},
    {kRows, "ACL_RNO0 data with a margin (rows over the row above)",
     "Bands of rows hand their last row to the band below; beside the data stands data only "
     "read, of its shape and cut."},
    {kWave, "Wavefronts: ACL_RNO1 and ACL_RNO2 data",
     "Blocks run in the order of one grid, at one level (`ACL_RNO0` data beside them too)."},
    {kWalk, "ACL_RNO0 walks", "A work-group walks one column of blocks, top to bottom."},
    {kRandom, "ACL_RANDOM blocks",
     "`ACL_RANDOM` data takes the blocks of the first level-1 `ACL_SEPARATE` argument on the "
     "grid."},
    {kTile, "The tile of ACL_TILE data",
     "One extent along each axis of the result, and one tile for the whole plan, given once "
     "or alike."},
    {kSteps, "Beside data with steps",
     "Written data with `steps` above 1 and the argument `feeds` names; beside them stands "
     "level-1 data only read, of their shape and cut."},
};

}  // namespace

const std::vector<PlanRule>& plan_rule_table() { return kRules; }
const std::vector<RuleGroup>& plan_rule_groups() { return kGroups; }

}  // namespace acl::detail
