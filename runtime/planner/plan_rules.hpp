// The table of what plans refuse (plan_rule_table.cpp): combinations of attributes that a
// schedule does not run, seen once the arguments are shaped. The same form as the table of
// the attributes (attributes/rules.hpp), read by the passes and by the generator of its
// section of docs/errors.md. Budgets, which depend on the device's sizes, stay in the passes
// that meet them (docs/errors.md lists each).
#pragma once

#include <string>
#include <vector>

#include "attributes/rules.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

/// The pass that checks a rule. Each step has its argument (`step_argument`): the data that
/// makes the schedule, which the rules compare the other arguments with.
enum class PlanStep {
  Scan,     ///< pass scan; its argument: the first ACL_RNO1_SUM or ACL_RNO1_SCAN data
  Pyramid,  ///< pass pyramid; the first ACL_RNO0 data (cut along rows with a margin)
  Wave,     ///< pass wavefront; the first ACL_RNO0/1/2 data
  Walk,     ///< pass rno_walk; the first ACL_RNO0 data
  Random,   ///< pass random_blocks; the first level-1 SEPARATE data on the grid
  Tile,     ///< pass tile_axes (ACL_TILE plans); the first ACL_TILE data that asks for a tile
  TileX,    ///< there, before it: the first data with a dimension along axis x of the result
  TileY,    ///< there: the first data with a dimension along axis y
  TileK,    ///< there: the first data with a dimension along k (level 2)
  Steps,    ///< pass steps; the first data written with steps above 1
};

/// What a plan rule looks at: one shaped argument, the step's argument (nullptr where there
/// is none), and whether User_main may run in a loop (PlanDraft::loop_safe).
struct PlanSubject {
  const ArgPlan& arg;
  const ArgPlan* other = nullptr;
  bool loop_safe = true;
  /// Every argument (PlanStep::Steps: the rules compare with the argument `feeds` names).
  const std::vector<ArgPlan>* args = nullptr;
};

/// One refusal. `message` is the whole message; `<field>` in it is that field of the
/// argument (`<arg>`: "argument 1 'dst'", `<level>`, `<placement>`, `<ref>`, `<def>`,
/// `<dependency>`, `<margin>`, `<margin_z>`, `<word_bytes>`, `<w>`, `<h>`, `<d>`, `<split>`
/// (the direction), `<split_size>`, `<grid>` ("4x2x1"), `<grid[0]>`, `<tile>` ("8x8"),
/// `<dim_x>` and `<extent_x>` (the dimension of ACL_TILE data along axis x of the result and
/// its words; `_y`, `_k` alike)), or with `other.` of the step's argument.
struct PlanRule {
  PlanStep step;
  const char* anchor;  ///< the heading of docs/errors.md that lists it
  const char* when;    ///< the condition in words, for the docs
  cl_int code;
  bool (*refuses)(const PlanSubject&);
  const char* message;
};

const std::vector<PlanRule>& plan_rule_table();

/// The dimension (0, 1) of `a` that follows axis `axis` ('x', 'y', 'k') of a tiled result
/// (TileAxes::axis), -1 where none does; its extent in words.
int tile_dim_along(const ArgPlan& a, char axis);
size_t tile_extent(const ArgPlan& a, int dim);
const std::vector<RuleGroup>& plan_rule_groups();

/// The step's argument among `args`, nullptr where there is none.
const ArgPlan* step_argument(PlanStep step, const std::vector<ArgPlan>& args);

/// The message of `rule` for `s`. Throws std::logic_error for a field that does not exist,
/// or an `other.` field where the subject has no other argument.
std::string plan_rule_message(const PlanRule& rule, const PlanSubject& s);

/// For each argument in order, the first rule of `step` that refuses it throws; returns the
/// step's argument.
const ArgPlan* check_plan_rules(PlanStep step, const std::vector<ArgPlan>& args,
                                bool loop_safe = true);

/// The generated section of docs/errors.md: a table per group, a row per rule.
std::string plan_rule_markdown();

}  // namespace acl::detail
