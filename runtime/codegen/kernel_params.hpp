// The parameter list of a plan's generated kernels: the one place that says what each
// parameter is. Codegen writes the kernels' signature from it; the launcher binds each
// parameter by its role, never by counting positions.
#pragma once

#include <string>
#include <vector>

#include "planner/plan.hpp"

namespace acl::detail {

/// What a parameter of the generated kernels holds, and so what the launcher gives it.
enum class ParamRole {
  User,         ///< User_main's argument `arg`, as clSetAclKernelArg set it (or a piece's buffer)
  Position,     ///< argument `arg`'s ACL_RANDOM position buffer
  Offset,       ///< argument `arg`'s offset in its buffer, in the plan's words (ulong)
  Sync,         ///< the device's sync buffer (Launch::sync_words)
  ScanBase,     ///< the launch's first ticket in that buffer (uint; Scan, Pyramid)
  ScanCount,    ///< the scan launches since it was zeroed (uint; Scan, Pyramid)
  WaveDiagonal, ///< Range::value[0] of the launch (int; Wavefront)
  WaveFirstRow, ///< Range::value[1]
  WaveTiles,    ///< Range::value[2]
};

/// One parameter of the generated kernels.
struct KernelParam {
  ParamRole role = ParamRole::User;
  unsigned arg = 0;  ///< User_main's argument (User, Position, Offset), else 0
  std::string decl;  ///< its declaration in the signature, e.g. "__global uint* acl_sync"
  std::string name() const;  ///< the declared name: the declaration's last word
};

/// The parameters of every kernel of `plan`'s program (they all take the same), in order:
/// User_main's arguments, the position buffers, the array offsets, then what the schedule
/// needs (the sync buffer and scan tickets, or the wavefront's ints).
std::vector<KernelParam> kernel_params(const Plan& plan);

/// The signature's parameter text: the declarations joined by ", ".
std::string signature(const std::vector<KernelParam>& params);

}  // namespace acl::detail
