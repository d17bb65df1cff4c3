#!/usr/bin/env bash
# The test suite, as the README runs it: installs missing Debian packages, configures and
# builds build/ (Release) with all cores, and runs the unit and device tests (PoCL by
# default; ACL_PLATFORM / ACL_DEVICE pick another device). Works from any directory;
# exits non-zero on any failure. Extra arguments go to ctest (e.g. -R planner, -L device).
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
