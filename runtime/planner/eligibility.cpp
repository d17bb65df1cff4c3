// The kinds of data the passes apply to (eligibility.hpp).
#include "planner/eligibility.hpp"

#include <algorithm>
#include <iterator>

namespace acl::detail {

bool on_grid(cl_uint origin) {
  return origin == ACL_NONE || origin == ACL_TOP_LEFT || origin == ACL_BOTTOM_LEFT ||
         is_special(origin);
}

bool on_grid(const acl_attr& at) {
  return on_grid(at.ref) && on_grid(at.def);
}

bool at_positions(const acl_attr& at) {
  return at.ref == ACL_RANDOM || at.def == ACL_RANDOM;
}

bool in_place(const acl_attr& at) {
  auto plain = [](cl_uint o) { return o == ACL_NONE || o == ACL_TOP_LEFT || o == ACL_BOTTOM_LEFT; };
  return plain(at.ref) && plain(at.def);
}

bool unmoved(const acl_attr& at) {
  auto plain = [](cl_uint o) { return o == ACL_NONE || o == ACL_TOP_LEFT; };
  return plain(at.ref) && plain(at.def);
}

bool independent(const acl_attr& at) {
  return at.dependency == ACL_DEP_NONE;
}

bool any_order(const acl_attr& at) {
  return at.dependency == ACL_DEP_NONE || at.dependency == ACL_LNO0 || at.dependency == ACL_LNO1 ||
         at.dependency == ACL_LNO2;
}

bool only_read(const acl_attr& at) {
  return at.ref != ACL_NONE && at.def == ACL_NONE;
}

bool grid_separate(const ArgPlan& a) {
  const acl_attr& at = a.desc.attr;
  return a.is_transfer() && a.level == 1 && at.broadcast == ACL_SEPARATE && on_grid(at);
}

bool plain_separate(const acl_attr& at) {
  return at.level == 1 && at.broadcast == ACL_SEPARATE && on_grid(at) && independent(at) &&
         at.margin_z == 0;
}

bool plain_separate(const ArgPlan& a) {
  return a.is_transfer() && plain_separate(a.desc.attr);
}

bool plain_vertical(const acl_attr& at) {
  return plain_separate(at) && at.split == ACL_VERTICAL;
}

bool plain_vertical(const ArgPlan& a) {
  return a.is_transfer() && plain_vertical(a.desc.attr);
}

bool plain_vertical_planes(const ArgPlan& a) {
  const acl_attr& at = a.desc.attr;
  return a.is_transfer() && at.level == 1 && at.broadcast == ACL_SEPARATE && on_grid(at) &&
         independent(at) && at.split == ACL_VERTICAL;
}

bool local_view(const ArgDesc& a, unsigned min_margin) {
  const acl_attr& at = a.attr;
  return a.kind == ArgKind::Transfer && min_margin > 0 && at.margin >= min_margin &&
         plain_vertical(at) && only_read(at) && unmoved(at) && a.param.as_view;
}

bool held_view(const ArgDesc& a) {
  const acl_attr& at = a.attr;
  return a.kind == ArgKind::Transfer && at.margin == 0 && at.split_min > 1 &&
         plain_vertical(at) && only_read(at) && unmoved(at) && a.param.as_view;
}

unsigned view_margin(const ArgDesc& a, const StrategyKnobs& k, unsigned fit_from) {
  unsigned m = k.window_margin;
  if (k.window_by_rows && a.param.xy_only)
    m = k.window_margin ? std::min(k.window_margin, k.window_by_rows) : k.window_by_rows;
  return fit_from && (!m || fit_from < m) ? fit_from : m;
}

bool has_vectors(const std::string& type) {
  static const char* const kTypes[] = {"char", "uchar", "short", "ushort", "int",
                                       "uint", "long",  "ulong", "float",  "double"};
  return std::find(std::begin(kTypes), std::end(kTypes), type) != std::end(kTypes);
}

bool small_integer(const ArgPlan& a) {
  return a.type == "uchar" || a.type == "char" || a.type == "ushort" || a.type == "short";
}

bool only_values_and_transfers(const std::vector<ArgPlan>& args) {
  for (const ArgPlan& a : args)
    if (a.desc.kind != ArgKind::Scalar && a.desc.kind != ArgKind::Transfer) return false;
  return true;
}

bool single_level(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.level != 1) return false;
  return true;
}

bool has_wave(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer &&
        (a.attr.dependency == ACL_RNO1 || a.attr.dependency == ACL_RNO2))
      return true;
  return false;
}

bool has_scan(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && is_scan(a.attr.dependency)) return true;
  return false;
}

const ArgDesc* pyramid_arg(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer && a.attr.dependency == ACL_RNO0 &&
        a.attr.split == ACL_HORIZONTAL && a.attr.margin > 0)
      return &a;
  return nullptr;
}

const ArgPlan* rno0_arg(const std::vector<ArgPlan>& args) {
  for (const ArgPlan& a : args)
    if (a.is_transfer() && a.desc.attr.dependency == ACL_RNO0) return &a;
  return nullptr;
}

bool has_lanes(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.cols.lanes > 1) return true;
  return false;
}

}  // namespace acl::detail
