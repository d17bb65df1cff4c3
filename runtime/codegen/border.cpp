// Border modes as expressions of the generated kernel (border.hpp).
#include "codegen/border.hpp"

#include "codegen/source_writer.hpp"
#include "error.hpp"

namespace acl::detail {

OutsideWord outside_word(cl_uint border) {
  switch (border) {
    case ACL_BORDER_CLAMP:
    case ACL_BORDER_NONE: return OutsideWord::Nearest;
    case ACL_BORDER_ZERO: return OutsideWord::Zero;
    case ACL_BORDER_MIRROR: return OutsideWord::Reflected;
  }
  internal_error("border mode " + std::to_string(border) + " passed validation");
}

std::string folded(OutsideWord how, const std::string& g, size_t n, bool negative, bool wide) {
  if (how == OutsideWord::Reflected) return cat("acl_mirror(", g, ", ", n, ")");
  const std::string cast = wide ? "(ACL_COORD)" : "";
  if (!negative) return cat("min(", g, ", ", cast, n - 1, ")");
  return cat("min(max(", g, ", ", cast, "0), ", cast, n - 1, ")");
}

std::string bordered(OutsideWord how, const std::string& load, const std::string& x,
                     const std::string& y, size_t w, size_t h, const std::string& type) {
  if (how != OutsideWord::Zero) return load;
  return zero_outside(load, x, y, w, h, type);
}

std::string zero_outside(const std::string& load, const std::string& x, const std::string& y,
                         size_t w, size_t h, const std::string& type) {
  return cat("(acl_outside(", x, ", ", y, ", ", w, ", ", h, ") ? (", type, ")(0) : ", load, ")");
}

}  // namespace acl::detail
