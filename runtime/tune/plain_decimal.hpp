// What a person types as a number, the one reading of ACL_TUNE and ACL_TUNE_MIN_WORDS: the
// library's (environment.cpp) and acl-tune's options (tools/acl_tune.cpp), which must agree.
#pragma once

#include <string>

namespace acl::detail {

/// Digits, then optionally a point and digits (`fraction`): no sign, space, exponent, hex,
/// "inf" or "nan", all of which strtod would take.
inline bool plain_decimal(const std::string& v, bool fraction) {
  const size_t point = fraction ? v.find('.') : std::string::npos;
  const std::string whole = v.substr(0, point);
  const std::string part = point == std::string::npos ? "1" : v.substr(point + 1);
  auto digits = [](const std::string& s) {
    return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos;
  };
  return digits(whole) && digits(part);
}

}  // namespace acl::detail
