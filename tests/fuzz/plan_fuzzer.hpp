// What the plan fuzzer's pieces share: one run over a decoded input, and the seed writer.
#pragma once

#include <string>

#include "acl/acl.h"
#include "fuzz_input.hpp"

namespace aclfuzz {

/// How the library answered one input.
struct Outcome {
  bool accepted = false;     ///< a plan was made (and the generator ran)
  cl_int code = CL_SUCCESS;  ///< the rejection's code otherwise
  std::string message;
};

/// Validates, plans and generates for `raw`; aborts with a report when an invariant fails,
/// a non-ACL exception escapes, or the library reports an internal error.
Outcome run(const RawCase& raw);

/// Writes the named seed corpus into `dir` and checks each seed's expected outcome;
/// returns the process exit status.
int write_seeds(const std::string& dir);

}  // namespace aclfuzz
