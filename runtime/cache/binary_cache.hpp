// The program-binary cache on disk (docs/cache.md): a program built for one device comes
// from a stored binary when there is a valid one, else from source, whose binary is then
// stored for the next process. The launcher builds AC kernels through it.
#pragma once

#include <string>

#include "acl/acl.h"
#include "cache/cache_file.hpp"

namespace acl::detail {

/// A program built for one device, or the source build that failed.
struct BuiltProgram {
  cl_program program = nullptr;  ///< the caller's to release, built or not
  cl_int status = CL_SUCCESS;    ///< clBuildProgram's result for the source build
  bool from_cache = false;       ///< built from a stored binary
};

/// Builds `source` with `options` for `device` of `context`, through the cache at
/// cache_dir(). The key holds the source from `code_from` on (what comes before is a
/// comment, which no binary depends on). A missing, invalid or unloadable entry is
/// (re)written from the source build, once a process for each key; a cache directory that
/// cannot be used is said once on stderr and skipped. Throws Error only where
/// clCreateProgramWithSource fails.
BuiltProgram build_program(cl_context context, cl_device_id device, const std::string& source,
                           const std::string& options, size_t code_from = 0);

/// The key of `source` built with `options` for `device` (its platform, name, versions).
BinaryKey binary_key(cl_device_id device, const std::string& source, const std::string& options);

}  // namespace acl::detail
