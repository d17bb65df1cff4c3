#!/usr/bin/env bash
# The test suite, as the README runs it: installs missing Debian packages, configures and
# builds build/ (Release) with all cores, and runs the unit and device tests (PoCL by
# default; ACL_PLATFORM / ACL_DEVICE pick another device), then the unit and device tests
# again in a sanitized build, then a minute of fuzzing (both below). Works from any
# directory; exits non-zero on any failure. Extra arguments go to the first ctest only (e.g.
# -R planner, -L device) and skip the sanitized and fuzzing runs.
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build"
jobs="$(nproc 2>/dev/null || echo 2)"

"$root/scripts/deps.sh"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DACL_BUILD_TESTS=ON
cmake --build "$build" -j "$jobs"

# PoCL caches compiled kernels here, so a second run skips the compiler.
export POCL_CACHE_DIR="$build/pocl-cache"
mkdir -p "$POCL_CACHE_DIR"
# ACL's program-binary cache too stays in the build folder (tests/CMakeLists.txt sets it for
# each test; this covers anything run outside ctest).
export ACL_CACHE_DIR="$build/acl-cache"
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
  # use_sigaltstack=0: AddressSanitizer (GCC 12) aborted in its own thread teardown
  # ("CHECK failed ... UnmapOrDie" unmapping a thread's alternate signal stack) in the cache
  # test's child that builds from several threads, every run. Without the alternate stack
  # only a stack overflow's report is lost; every other check stays.
  export ASAN_OPTIONS="use_sigaltstack=0"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  cd "$sanitize"
  ctest --output-on-failure -j "$jobs"
fi

# The plan fuzzer (tests/fuzz/, build-fuzz/, clang): libFuzzer over attribute validation,
# the planner and the generator under ASan and UBSan, from a copy of the committed seed
# corpus (libFuzzer adds what it finds to the directory it is given). Any crash, sanitizer
# report or broken plan invariant fails; the input is left in build-fuzz/artifacts/.
# ACL_SKIP_FUZZ=1 skips this part, ACL_FUZZ_SECONDS (default 60) sets its length.
if [ "${ACL_SKIP_FUZZ:-0}" != 1 ] && [ $# -eq 0 ]; then
  fuzz="$root/build-fuzz"
  CC=clang CXX=clang++ cmake -S "$root" -B "$fuzz" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DACL_FUZZ=ON -DACL_BUILD_TESTS=OFF -DACL_BUILD_EXAMPLES=OFF -DACL_BUILD_BENCH=OFF
  cmake --build "$fuzz" -j "$jobs" --target acl-plan-fuzzer
  rm -rf "$fuzz/corpus" "$fuzz/artifacts"
  mkdir -p "$fuzz/artifacts"
  cp -r "$root/tests/fuzz/corpus" "$fuzz/corpus"
  # -timeout: a planner that spends half a minute on one input is a finding too, and keeps
  # the run within its time.
  if ! "$fuzz/tests/fuzz/acl-plan-fuzzer" "$fuzz/corpus" -max_total_time="${ACL_FUZZ_SECONDS:-60}" \
      -rss_limit_mb=2048 -timeout=30 -artifact_prefix="$fuzz/artifacts/" -print_final_stats=1 \
      > "$fuzz/fuzz.log" 2>&1; then
    tail -n 120 "$fuzz/fuzz.log"
    echo "plan fuzzer: failed; input in $fuzz/artifacts/ (replay: ACL_FUZZ_VERBOSE=1" \
      "$fuzz/tests/fuzz/acl-plan-fuzzer <input>), log in $fuzz/fuzz.log" >&2
    exit 1
  fi
  echo "plan fuzzer: $(grep -E '^Done [0-9]+ runs' "$fuzz/fuzz.log")," \
    "corpus $(ls "$fuzz/corpus" | wc -l) inputs"
fi
