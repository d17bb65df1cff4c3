// What the plan memo keys an argument's attributes by: the fields of acl_attr compared one
// by one, the offset only as far as the plan depends on it. The argument store
// (arguments.cpp) and the memo (plan_memo.cpp) share them.
#pragma once

#include <cstddef>
#include <functional>
#include <tuple>
#include <vector>

#include "acl/acl.h"
#include "attributes/attributes.hpp"
#include "planner/offset_place.hpp"

namespace acl::detail {

/// The fields of acl_attr, as the plan memo compares and hashes them. Field by field:
/// memcmp would also compare the struct's padding, which callers never set.
inline auto attr_fields(const acl_attr& x) {
  return std::tie(x.size[0], x.size[1], x.size[2], x.row_pitch, x.slice_pitch, x.word_size, x.ref,
                  x.def, x.margin, x.border, x.broadcast, x.split, x.wg_min, x.wg_max, x.split_min,
                  x.split_max, x.level, x.dependency, x.scale_log2, x.position, x.tile[0],
                  x.tile[1], x.dim_level[0], x.dim_level[1], x.dim_level[2], x.position_offset[0],
                  x.position_offset[1], x.position_offset[2], x.combine, x.offset,
                  x.margin_z, x.steps, x.feeds);
}

inline bool same_attr(const acl_attr& a, const acl_attr& b) {
  return attr_fields(a) == attr_fields(b);
}

/// The attributes as the plan memo keys them: the offset only as far as the plan depends on
/// it: whether it is 0, and its place (offset_place: for most words the largest power of two
/// up to a run of kOffsetRun bytes that divides it). Windows at offsets of one place share
/// one entry, however many offsets a loop visits; the exact offset reaches the kernel as its
/// argument (enqueue_plan). `exact`: the offset as it is (a plan of steps checks that the
/// argument fed lies as the written data does, offsets included).
inline acl_attr memo_attr(const acl_attr& a, bool exact) {
  acl_attr k = a;
  if (k.offset && !exact) k.offset = 2 * kOffsetRun + offset_place(k.offset, k.word_size);
  return k;
}

/// Whether the memo keys these arguments' offsets as they are (memo_attr's `exact`).
inline bool exact_offsets(const std::vector<ArgDesc>& descs) {
  for (const ArgDesc& d : descs)
    if (d.attr.steps > 1) return true;
  return false;
}

/// Folds `v` into the hash `h` (Boost's hash_combine).
template <typename T>
inline void mix(size_t& h, const T& v) {
  h ^= std::hash<T>{}(v) + size_t(0x9e3779b97f4a7c15ull) + (h << 6) + (h >> 2);
}

}  // namespace acl::detail
