// What the plan memo keys an argument's attributes by: the fields of acl_attr compared one
// by one, the offset only as far as the plan depends on it. The argument store
// (arguments.cpp) and the memo (plan_memo.cpp) share them.
#pragma once

#include <cstddef>
#include <functional>
#include <tuple>

#include "acl/acl.h"
#include "attributes/attributes.hpp"

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

inline bool same_attr(const acl_attr& a, const acl_attr& b) { return attr_fields(a) == attr_fields(b); }

/// The attributes as the plan memo keys them: the offset only as far as the plan depends on
/// it (describe_arg): whether it is 0, and its place in a run of kOffsetRun bytes. Windows
/// that move by whole runs share one entry, however many offsets a loop visits; the exact
/// offset reaches the kernel as its argument (enqueue_plan).
inline acl_attr memo_attr(const acl_attr& a) {
  acl_attr k = a;
  if (k.offset) {
    const size_t run = kOffsetRun / k.word_size;  // word_size is validated: 1 to 16
    k.offset = run + k.offset % run;
  }
  return k;
}

/// Folds `v` into the hash `h` (Boost's hash_combine).
template <typename T>
inline void mix(size_t& h, const T& v) {
  h ^= std::hash<T>{}(v) + size_t(0x9e3779b97f4a7c15ull) + (h << 6) + (h >> 2);
}

}  // namespace acl::detail
