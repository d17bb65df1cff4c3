// The empirical tuner: candidate plans over the knob table, each checked against the default
// plan's output and timed, the winner written as a row of the user's tuning database
// (device/tuning.hpp). docs/tuning.md.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "device/knobs.hpp"

namespace acl::detail {

class AclKernel;

struct TuneOptions {
  double seconds = 60;    ///< budget for the search
  unsigned reps = 7;      ///< timed runs per candidate (median)
  bool save = true;       ///< write the row into the user's database
  bool general = false;   ///< the row for the kernel's class, not only its source
  bool progress = true;   ///< a line on stderr per candidate
  double min_gain = 0.03; ///< the winner must be this much faster in the re-timing
};

struct TuneReport {
  double default_ms = 0, best_ms = 0;
  unsigned plans = 0, rejected = 0;
  bool saved = false;
  std::string shape;  ///< ShapeClass::text()
  std::string knobs;  ///< the kept plan's knobs that differ from the device table
  std::string row;    ///< TunedRow::line() of the winner ("" when the default was kept)
};

/// Values to try for knob `k` next to `current`: the other switch position; for powers of
/// two a quarter, a half, twice and four times; otherwise neighbours for small values and
/// 1/2, 3/4, 3/2 and 2 times the value; 0 where the range allows it (off). All in range,
/// none equal to `current`, ascending.
std::vector<uint64_t> neighbour_values(const Knob& k, uint64_t current);

/// Tunes `kernel` with its arguments as set now on `queue`'s device (aclTuneKernel).
TuneReport tune_kernel(AclKernel& kernel, cl_command_queue queue, const TuneOptions& options);

/// ACL_TUNE=<seconds> at clEnqueueAclKernel on `queue` of `device`: tunes `kernel` with its
/// arguments as set now unless this process or the user's database already did; nothing
/// when ACL_TUNE is unset or 0, an argument is unset or a distributed buffer, or the data
/// are smaller than ACL_TUNE_MIN_WORDS.
void auto_tune(AclKernel& kernel, cl_command_queue queue, cl_device_id device);

/// ACL_TUNE: the budget in seconds for tuning each kernel class at its first launch in this
/// process; 0 when unset, empty or 0. Throws CL_INVALID_VALUE, naming the variable, for
/// anything but a plain decimal number up to 1e6 ("inf", "0x10", "1e3", "-1", "30s").
double tune_seconds();

/// ACL_TUNE_MIN_WORDS: ACL_TUNE leaves kernels whose largest argument has fewer words
/// (unset or empty: 65536). Throws CL_INVALID_VALUE for anything but plain decimal digits.
uint64_t tune_min_words();

}  // namespace acl::detail
