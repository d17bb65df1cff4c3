#!/usr/bin/env bash
# The test suite, as the README runs it: installs missing Debian packages, configures and
# builds build/ (Release) with all cores, and runs the unit and device tests (PoCL by
# default; ACL_PLATFORM / ACL_DEVICE pick another device), then the unit and device tests
# again in a sanitized build (below). Works from any directory; exits non-zero on any
# failure. Extra arguments go to the first ctest only (e.g. -R planner, -L device) and skip
# the sanitized run.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build"
jobs="$(nproc 2>/dev/null || echo 2)"

"$root/scripts/deps.sh"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DACL_BUILD_TESTS=ON
cmake --build "$build" -j "$jobs"

# PoCL caches compiled kernels here, so a second run skips the compiler.
export POCL_CACHE_DIR="$build/pocl-cache"
mkdir -p "$POCL_CACHE_DIR"
cd "$build"
ctest --output-on-failure -j "$jobs" "$@"

# The host side again under AddressSanitizer, LeakSanitizer and UBSan (build-sanitize/,
# Debug): unit and device tests, failing on any report on ACL's or the tests' own memory
# or any undefined behaviour. Leaks the OpenCL driver stack keeps to itself (PoCL, LLVM,
# the ICD loader) are suppressed: tests/lsan.supp. ACL_SKIP_SANITIZE=1 skips this part.
if [ "${ACL_SKIP_SANITIZE:-0}" != 1 ] && [ $# -eq 0 ]; then
  sanitize="$root/build-sanitize"
  cmake -S "$root" -B "$sanitize" -DCMAKE_BUILD_TYPE=Debug -DACL_SANITIZE=ON \
    -DACL_BUILD_TESTS=ON -DACL_BUILD_EXAMPLES=OFF -DACL_BUILD_BENCH=OFF
  cmake --build "$sanitize" -j "$jobs"
  # use_tls=0: LeakSanitizer (GCC 12) crashes in its tracer on a stale dynamic-TLS entry that
  # the PoCL/LLVM libraries leave ("Tracer caught signal 11", "DTLS 7 at 0x10f9-..."). Not
  # scanning thread-local storage only drops roots, so it can add leak reports, never hide one.
  export LSAN_OPTIONS="suppressions=$root/tests/lsan.supp:print_suppressions=0:use_tls=0"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  cd "$sanitize"
  ctest --output-on-failure -j "$jobs"
fi
