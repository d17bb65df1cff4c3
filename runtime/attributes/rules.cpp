// Reading the rule table (rule_table.cpp): messages from templates, the checks, the docs.
#include "attributes/rules.hpp"

#include <stdexcept>

#include "error.hpp"

namespace acl::detail {
namespace {

/// `name[k]` of an array field: k, or -1 where `key` is not `name[digit]`.
int index_of(const std::string& key, const std::string& name) {
  if (key.size() != name.size() + 3 || key.compare(0, name.size(), name) != 0 ||
      key[name.size()] != '[' || key.back() != ']')
    return -1;
  const char d = key[name.size() + 1];
  return d >= '0' && d <= '2' ? d - '0' : -1;
}

/// The text of field `key` of the subject's other argument ("other.name"), or of the
/// argument itself.
std::string field_text(const std::string& key, const RuleSubject& s) {
  const acl_attr& a = s.attr;
  if (key.rfind("other", 0) == 0 && s.other == nullptr)
    throw std::logic_error("rule field '" + key + "' without another argument");
  if (key == "other") return std::to_string(s.other_index);
  if (key == "other.name") return s.other->param.name;
  if (key == "other.broadcast") return broadcast_name(s.other->attr.broadcast);
  if (key == "other.dependency") return dependency_name(s.other->attr.dependency);
  if (key == "other.margin") return std::to_string(s.other->attr.margin);
  if (key == "name") return s.param.name;
  if (key == "type") return s.param.type;
  if (key == "type_size") return std::to_string(s.param.type_size);
  if (key == "ref") return origin_name(a.ref);
  if (key == "def") return origin_name(a.def);
  if (key == "border") return border_name(a.border);
  if (key == "broadcast") return broadcast_name(a.broadcast);
  if (key == "split") return split_name(a.split);
  if (key == "dependency") return dependency_name(a.dependency);
  if (key == "combine") return combine_name(a.combine);
  const std::pair<const char*, cl_uint> numbers[] = {
      {"word_size", a.word_size}, {"level", a.level},         {"margin", a.margin},
      {"margin_z", a.margin_z},   {"scale_log2", a.scale_log2}, {"wg_min", a.wg_min},
      {"wg_max", a.wg_max},       {"split_min", a.split_min},   {"split_max", a.split_max},
      {"steps", a.steps},         {"feeds", a.feeds}};
  for (const auto& [name, value] : numbers)
    if (key == name) return std::to_string(value);
  if (const int d = index_of(key, "size"); d >= 0) return std::to_string(a.size[d]);
  if (const int d = index_of(key, "position_offset"); d >= 0)
    return std::to_string(a.position_offset[d]);
  if (const int d = index_of(key, "dim_level"); d >= 0) return std::to_string(a.dim_level[d]);
  if (const int d = index_of(key, "tile"); d >= 0 && d < 2) return std::to_string(a.tile[d]);
  throw std::logic_error("rule field '" + key + "' is unknown");
}

const char* step_text(RuleStep step) {
  switch (step) {
    case RuleStep::Parameter:
    case RuleStep::Attributes:
    case RuleStep::Placement: return "clSetAclKernelArg";
    case RuleStep::TiledBeside:
    case RuleStep::LineBeside: return "enqueue";
    case RuleStep::ReadBackBand:
    case RuleStep::ReadBackWave: return "every launch";
    case RuleStep::SeveralDevices:
    case RuleStep::SeveralDevicesScan:
    case RuleStep::SeveralDevicesScatter:
    case RuleStep::SeveralDevicesAxis:
    case RuleStep::SeveralDevicesBands:
    case RuleStep::SeveralDevicesMargins: return "multi-device launch";
  }
  return "";
}

}  // namespace

std::string code_name(cl_int code) {
  const char* name = aclGetErrorString(code);
  return name ? name : std::to_string(code);
}

std::string fill_template(const char* message,
                          const std::function<std::string(const std::string&)>& field) {
  std::string out;
  for (const char* c = message; *c; ++c) {
    if (*c != '<') {
      out += *c;
      continue;
    }
    const char* end = c + 1;
    while (*end && *end != '>') ++end;
    if (!*end) throw std::logic_error(std::string("rule message without '>': ") + message);
    out += field(std::string(c + 1, end));
    c = end;
  }
  return out;
}

std::string rule_message(const Rule& rule, const RuleSubject& s) {
  return fill_template(rule.message, [&](const std::string& key) { return field_text(key, s); });
}

void check_rules(RuleStep step, unsigned index, const RuleSubject& s) {
  for (const Rule& r : rule_table())
    if (r.step == step && r.refuses(s)) arg_error(r.code, index, s.param.name, rule_message(r, s));
}

void check_rules(RuleStep step, const std::vector<ArgDesc>& args) {
  std::vector<const Rule*> rules;
  std::vector<size_t> other;  // per rule: the other argument it needs (args.size(): none)
  for (const Rule& r : rule_table()) {
    if (r.step != step) continue;
    size_t j = r.other ? args.size() : 0;
    for (size_t k = 0; r.other && k < args.size() && j == args.size(); ++k)
      if (args[k].kind == ArgKind::Transfer && r.other(args[k])) j = k;
    rules.push_back(&r);
    other.push_back(j);
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].kind != ArgKind::Transfer) continue;
    for (size_t k = 0; k < rules.size(); ++k) {
      if (rules[k]->other && other[k] == args.size()) continue;
      RuleSubject s{args[i].param, args[i].attr, 0, args[i].write_only};
      s.args = &args;
      if (rules[k]->other) s.other = &args[other[k]], s.other_index = other[k];
      if (rules[k]->refuses(s))
        arg_error(rules[k]->code, unsigned(i), args[i].param.name, rule_message(*rules[k], s));
    }
  }
}

void check_several_devices(const std::vector<ArgDesc>& args) {
  for (RuleStep step : {RuleStep::SeveralDevices, RuleStep::SeveralDevicesScan,
                        RuleStep::SeveralDevicesScatter, RuleStep::SeveralDevicesAxis,
                        RuleStep::SeveralDevicesBands, RuleStep::SeveralDevicesMargins})
    check_rules(step, args);
}

std::string rule_table_markdown() {
  std::string md;
  for (const RuleGroup& g : rule_groups()) {
    md += "\n### " + std::string(g.heading) + "\n" + g.intro + "\n\n";
    md += "| when | checked at | code | message |\n|---|---|---|---|\n";
    for (const Rule& r : rule_table())
      if (std::string(r.anchor) == g.anchor)
        md += std::string("| ") + r.when + " | " + step_text(r.step) + " | `" +
              code_name(r.code) + "` | `" + r.message + "` |\n";
  }
  return md;
}

}  // namespace acl::detail
