// ACL_TUNE and ACL_TUNE_MIN_WORDS, read strictly (tuner.hpp).
#include <cerrno>
#include <cstdlib>
#include <string>

#include "error.hpp"
#include "tune/plain_decimal.hpp"
#include "tune/tuner.hpp"

namespace acl::detail {

double tune_seconds() {
  const char* e = std::getenv("ACL_TUNE");
  if (!e || !*e) return 0;
  const std::string v = e;
  // strtod alone would take "inf", "nan", hex and exponents.
  const double s = plain_decimal(v, true) ? std::strtod(e, nullptr) : -1;
  if (!(s >= 0 && s <= 1e6))
    throw Error(CL_INVALID_VALUE, "ACL_TUNE='" + v.substr(0, 40) +
                                      "': not a plain decimal number of seconds from 0 (off) "
                                      "to 1000000, as 30 or 2.5");
  return s;
}

uint64_t tune_min_words() {
  const char* e = std::getenv("ACL_TUNE_MIN_WORDS");
  if (!e || !*e) return 65536;
  const std::string v = e;
  errno = 0;
  const unsigned long long n = plain_decimal(v, false) ? std::strtoull(e, nullptr, 10) : 0;
  if (!plain_decimal(v, false) || errno == ERANGE)
    throw Error(CL_INVALID_VALUE, "ACL_TUNE_MIN_WORDS='" + v.substr(0, 40) +
                                      "': not a plain decimal number of words (0 or more; "
                                      "unset: 65536)");
  return n;
}

}  // namespace acl::detail
