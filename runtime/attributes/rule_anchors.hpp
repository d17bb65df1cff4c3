// The anchors of the rule table's groups (docs/errors.md headings), shared by its rows
// (rule_table.cpp) and its groups (rule_groups.cpp).
#pragma once

namespace acl::detail::rule_anchors {

inline constexpr char kValues[] = "values-of-one-attribute";
inline constexpr char kRefDef[] = "reading-and-writing-ref-and-def";
inline constexpr char kCombine[] = "combine";
inline constexpr char kLine[] = "acl_per_row-acl_per_column-and-acl_per_slice-data";
inline constexpr char kScan[] = "acl_rno1_sum-and-acl_rno1_scan";
inline constexpr char kDep[] = "dependencies";
inline constexpr char kRandom[] = "acl_random";
inline constexpr char kTile[] = "split-acl_tile";
inline constexpr char kMargin[] = "margins";
inline constexpr char kParam[] = "the-parameter-and-the-buffer";
inline constexpr char kBeside[] = "beside-other-arguments";
inline constexpr char kDevices[] = "in-a-launch-over-several-devices";
inline constexpr char kSteps[] = "steps-time-steps-a-launch";

}  // namespace acl::detail::rule_anchors
