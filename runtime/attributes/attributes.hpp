// Recording and validating the transfer attributes of each User_main argument.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "attributes/user_main.hpp"

namespace acl::detail {

/// How an argument reaches User_main.
enum class ArgKind {
  Unset,     ///< never set: enqueue fails
  Scalar,    ///< passed by value
  Local,     ///< __local scratch of a given size (attr NULL, value NULL)
  Global,    ///< buffer passed through as a __global pointer (attr NULL)
  Transfer,  ///< buffer moved by the AC kernel per its attributes
};

/// What the planner needs of one argument: no OpenCL handles.
struct ArgDesc {
  Param param;
  ArgKind kind = ArgKind::Unset;
  acl_attr attr{};          ///< normalised: size[1..2] >= 1, pitches in bytes filled in
  size_t local_bytes = 0;   ///< for ArgKind::Local
  size_t position_bytes = 0;  ///< ACL_RANDOM: CL_MEM_SIZE of the position buffer
  bool write_only = false;    ///< CL_MEM_WRITE_ONLY: kernels may write the buffer, not read it
  /// ACL_RNO0/1/2 data of a device's band in a launch over several devices: rows of results
  /// just above the array in the user's view (the band above's last portions), which the
  /// buffer holds next to it (before its first row; after its last for ACL_BOTTOM_LEFT).
  /// Neighbours there are read, not zero.
  size_t rows_above = 0;
  /// COMMON data of a plan whose User_main runs on vectors (pass user_lanes): each word is
  /// staged as a vector of this many copies (0: as itself).
  unsigned splat = 0;
  /// Level-1 data of such a plan whose rows are not whole vectors: the words of each row's
  /// last vector that lie in the array (0: every vector whole). That vector is read and
  /// written word by word, its other words read as zero and never written.
  unsigned partial = 0;
};

/// Whether parameter `param` can take transfer attributes at all (a pointer to private or
/// local memory); throws naming the argument otherwise. Needs nothing of the argument's
/// value, so clSetAclKernelArg calls it before reading arg_value as a cl_mem.
void check_takes_attributes(unsigned index, const Param& param);

/// Whether a host value whose OpenCL C type is `host_type` may be passed by value to
/// `param` (clSetAclKernelArgScalar): a scalar parameter of the same kind, integers of one
/// size agreeing whatever their signedness; throws naming the argument otherwise. Types
/// ACL cannot size (typedefs, structs) are left to the size check.
void check_scalar_type(unsigned index, const Param& param, const std::string& host_type);

/// Checks `attr` for argument `index` against its User_main parameter and the buffer's
/// size (`mem_size` bytes) and access flags; returns the normalised attributes or throws.
acl_attr validate_transfer(unsigned index, const Param& param, const acl_attr& attr,
                           size_t mem_size, cl_mem_flags flags);

/// Checks what only the whole argument list can tell (levels without gaps, something to
/// distribute); throws on the first problem.
void validate_argument_set(const std::vector<ArgDesc>& args);

/// Beside ACL_RNO1/RNO2 data the plan is a wavefront, which reads ACL_RNO0 data back from its
/// buffer too (alone, the block above stays in private memory): throws ACL_INVALID_ACCESS
/// for ACL_RNO0 data there in a CL_MEM_WRITE_ONLY buffer. Part of validate_argument_set;
/// the launcher calls it for every launch, since plans are reused by attributes alone.
void check_read_back(const std::vector<ArgDesc>& args);

/// Whether a def is one of the ACL_SPECIAL_* write-backs; whether it swaps x and y.
bool is_special(cl_uint def);
/// Whether a dependency delivers neighbours after processing (ACL_RNO0/1/2).
bool is_rno(cl_uint dependency);
/// Whether a broadcast is one word per row, column or slice of the view (ACL_PER_*).
bool is_line(cl_uint broadcast);
/// The view of ACL_PER_* argument `i`: the shape of the first level-1 ACL_SEPARATE argument
/// on the grid, which its size must follow (one word per row, column or slice) and whose
/// split it must have. Throws ACL_INVALID_ATTRIBUTE naming the argument otherwise.
std::array<size_t, 3> line_view(const std::vector<ArgDesc>& args, size_t i);
/// Whether a dependency makes the written data a one-pass 2-D prefix (ACL_RNO1_SUM, _SCAN).
bool is_scan(cl_uint dependency);
/// The operator of such data: ACL_COMBINE_SUM for ACL_RNO1_SUM, `combine` for ACL_RNO1_SCAN.
cl_uint scan_combine(const acl_attr& a);
bool is_transposing(cl_uint def);
/// Level-1 SEPARATE data of a plain kernel (not ACL_TILE, not placed by a position buffer):
/// what a launch over several devices cuts into bands with the view.
bool cut_with_view(const acl_attr& a);

/// The shape User_main sees for argument `i` with an ACL_SPECIAL_* def (its size is the
/// destination's): that of the first other level-1 ACL_SEPARATE argument without one, which
/// the destination must match after the transform, else the destination's shape with the
/// transform undone. Throws ACL_INVALID_ATTRIBUTE naming the argument on a mismatch.
std::array<size_t, 3> special_view(const std::vector<ArgDesc>& args, size_t i);

/// A shape for messages: "64x8x1".
std::string shape_text(const std::array<size_t, 3>& shape);

/// Name of an attribute constant for messages ("ACL_BOTTOM_LEFT").
std::string origin_name(cl_uint v);
std::string border_name(cl_uint v);
std::string dependency_name(cl_uint v);
std::string combine_name(cl_uint v);
std::string broadcast_name(cl_uint v);
std::string split_name(cl_uint v);

}  // namespace acl::detail
