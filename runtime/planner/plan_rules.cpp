// Reading the plan rule table (plan_rule_table.cpp): each step's argument, messages from
// templates, the checks, the docs.
#include "planner/plan_rules.hpp"

#include <stdexcept>

#include "error.hpp"
#include "planner/eligibility.hpp"
#include "planner/shape.hpp"

namespace acl::detail {
namespace {

std::string grid_text(const ArgPlan& a) {
  return std::to_string(a.grid[0]) + "x" + std::to_string(a.grid[1]) + "x" +
         std::to_string(a.grid[2]);
}

/// The text of field `key` of argument `a` (`key` without its "other.").
std::string field_of(const std::string& key, const ArgPlan& a) {
  const acl_attr& at = a.desc.attr;
  if (key == "arg") return arg_label(a);
  if (key == "placement") return placement_name(a.placement);
  if (key == "ref") return origin_name(at.ref);
  if (key == "def") return origin_name(at.def);
  if (key == "dependency") return dependency_name(at.dependency);
  if (key == "split") return split_name(at.split);
  if (key == "grid") return grid_text(a);
  if (key == "tile") return std::to_string(at.tile[0]) + "x" + std::to_string(at.tile[1]);
  if (key.size() == 5 && key.rfind("dim_", 0) == 0) {
    const int d = tile_dim_along(a, key[4]);
    return d < 0 ? "none" : std::to_string(d);
  }
  if (key.size() == 8 && key.rfind("extent_", 0) == 0) {
    const int d = tile_dim_along(a, key[7]);
    return d < 0 ? "none" : std::to_string(tile_extent(a, d));
  }
  const std::pair<const char*, size_t> numbers[] = {
      {"level", a.level}, {"margin", a.margin}, {"margin_z", a.margin_z},
      {"word_bytes", a.word_bytes}, {"w", a.w}, {"h", a.h}, {"d", a.d},
      {"split_size", a.split_size}, {"grid[0]", a.grid[0]}, {"steps", at.steps},
      {"feeds", at.feeds}, {"pitch", a.pitch}, {"slice", a.slice}, {"offset", at.offset}};
  for (const auto& [name, value] : numbers)
    if (key == name) return std::to_string(value);
  throw std::logic_error("plan rule field '" + key + "' is unknown");
}

const char* step_text(PlanStep step) {
  switch (step) {
    case PlanStep::Scan: return "pass `scan`";
    case PlanStep::Pyramid: return "pass `pyramid`";
    case PlanStep::Wave: return "pass `wavefront`";
    case PlanStep::Walk: return "pass `rno_walk`";
    case PlanStep::Random: return "pass `random_blocks`";
    case PlanStep::Tile:
    case PlanStep::TileX:
    case PlanStep::TileY:
    case PlanStep::TileK: return "pass `tile_axes`";
    case PlanStep::Steps: return "pass `steps`";
  }
  return "";
}

/// The axis of a Tile* step.
char step_axis(PlanStep step) {
  return step == PlanStep::TileX ? 'x' : step == PlanStep::TileY ? 'y' : 'k';
}

}  // namespace

int tile_dim_along(const ArgPlan& a, char axis) {
  for (int d = 0; d < 2; ++d)
    if (a.tiled.axis[d] == axis) return d;
  return -1;
}

size_t tile_extent(const ArgPlan& a, int dim) {
  return dim == 0 ? a.w : a.h;
}

const ArgPlan* step_argument(PlanStep step, const std::vector<ArgPlan>& args) {
  for (const ArgPlan& a : args) {
    if (!a.is_transfer()) continue;
    const acl_attr& at = a.desc.attr;
    const bool axis = step == PlanStep::TileX || step == PlanStep::TileY || step == PlanStep::TileK;
    const bool is = step == PlanStep::Scan      ? is_scan(at.dependency)
                    : step == PlanStep::Wave    ? is_rno(at.dependency)
                    : step == PlanStep::Random  ? grid_separate(a)
                    : step == PlanStep::Tile    ? at.split == ACL_TILE && (at.tile[0] || at.tile[1])
                    : step == PlanStep::Steps   ? at.steps > 1
                    : axis                      ? tile_dim_along(a, step_axis(step)) >= 0
                                                : at.dependency == ACL_RNO0;
    if (is) return &a;
  }
  return nullptr;
}

std::string plan_rule_message(const PlanRule& rule, const PlanSubject& s) {
  return fill_template(rule.message, [&](const std::string& key) {
    if (key.rfind("other.", 0) != 0) return field_of(key, s.arg);
    if (!s.other) throw std::logic_error("plan rule field '" + key + "' without another argument");
    return field_of(key.substr(6), *s.other);
  });
}

const ArgPlan* check_plan_rules(PlanStep step, const std::vector<ArgPlan>& args,
                                bool loop_safe) {
  const ArgPlan* other = step_argument(step, args);
  for (const ArgPlan& a : args) {
    if (!a.is_transfer()) continue;
    const PlanSubject s{a, other, loop_safe, &args};
    for (const PlanRule& r : plan_rule_table())
      if (r.step == step && r.refuses(s)) throw Error(r.code, plan_rule_message(r, s));
  }
  return other;
}

std::string plan_rule_markdown() {
  std::string md;
  for (const RuleGroup& g : plan_rule_groups()) {
    md += "\n### " + std::string(g.heading) + "\n" + g.intro + "\n\n";
    md += "| when | checked at | code | message |\n|---|---|---|---|\n";
    for (const PlanRule& r : plan_rule_table())
      if (std::string(r.anchor) == g.anchor)
        md += std::string("| ") + r.when + " | " + step_text(r.step) + " | `" +
              code_name(r.code) + "` | `" + r.message + "` |\n";
  }
  return md;
}

}  // namespace acl::detail
