// make_plan: the planner's entry point (make_plan.cpp runs the passes) and the options a
// caller passes it. No OpenCL calls.
#pragma once

#include <vector>

#include "attributes/attributes.hpp"
#include "device/profile.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

/// What User_main's source allows the planner (attributes/user_main.hpp reads it); each
/// false unless the caller knows it holds. Callers name the fields they set:
/// make_plan(args, dev, PlanOptions().set_word_by_word(true).set_loop_safe(true)).
struct PlanOptions {
  /// User_main cannot see where its words lie (sees_positions is false), so dense data of
  /// one shape may be planned as rows of whole vectors (knob `flatten`).
  bool word_by_word = false;
  /// User_main may run on vectors of words (lane_safe; pass tile_cpu_lanes).
  bool lane_safe = false;
  /// User_main names no work-item function, barrier or fence (item_loop_safe), so work-items
  /// may be merged: lanes, row loops, loaders, strips.
  bool loop_safe = false;
  /// lane_safe for plans of blocks (lane_safe with valid_ok; pass user_lanes).
  bool block_lane_safe = false;

  PlanOptions& set_word_by_word(bool v) { return word_by_word = v, *this; }
  PlanOptions& set_lane_safe(bool v) { return lane_safe = v, *this; }
  PlanOptions& set_loop_safe(bool v) { return loop_safe = v, *this; }
  PlanOptions& set_block_lane_safe(bool v) { return block_lane_safe = v, *this; }
};

/// Chooses work-group size, split sizes, placement and buffering; throws an Error saying
/// what does not fit when no plan does. Pure: no OpenCL calls.
Plan make_plan(const std::vector<ArgDesc>& args, const DeviceProfile& device,
               const PlanOptions& options = {});

}  // namespace acl::detail
