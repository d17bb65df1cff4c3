// The one meaning of each border mode (docs/attributes.md, margin): what a word outside an
// array holds when a margin or a block's padding reaches it. Every emitter reads through here.
#pragma once

#include <string>

#include "acl/acl.h"

namespace acl::detail {

/// How a border mode gives a word outside the array.
enum class OutsideWord {
  Nearest,    ///< ACL_BORDER_CLAMP, and ACL_BORDER_NONE (unspecified: ACL reads nothing
              ///< outside the array, and the nearest word costs least)
  Zero,       ///< ACL_BORDER_ZERO: all bits zero
  Reflected,  ///< ACL_BORDER_MIRROR: reflected about the edge word (-1 -> 1, n -> n-2)
};

OutsideWord outside_word(cl_uint border);

/// Coordinate expression `g` folded into [0, n): reflected or clamped (Zero words are read
/// from the clamped place, then replaced: see bordered). `negative`: g can be below 0 (else
/// a lone min(), which PoCL vectorises where a lower clamp or a call it does not). `wide`:
/// 64-bit coordinates (ACL_COORD long), whose bounds are cast (min(long, int) is ambiguous).
std::string folded(OutsideWord how, const std::string& g, size_t n, bool negative, bool wide);

/// The word `load` (read at folded coordinates) as the border mode gives it at (x, y) of a
/// w x h array, as an rvalue of `type`: Zero words outside the array become zero.
std::string bordered(OutsideWord how, const std::string& load, const std::string& x,
                     const std::string& y, size_t w, size_t h, const std::string& type);

/// `load` replaced by zero outside the w x h array whatever the border mode: for data that
/// is also written, whose padding words must not read a word another work-item writes.
std::string zero_outside(const std::string& load, const std::string& x, const std::string& y,
                         size_t w, size_t h, const std::string& type);

}  // namespace acl::detail
