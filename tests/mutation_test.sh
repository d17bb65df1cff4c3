#!/usr/bin/env bash
# Mutation self-test: the generator's test-only faults must make the device tests fail.
# That the same tests pass without them is checked elsewhere, at less cost: ctest runs them
# with the production library, and acl-golden-faults shows that the faults library with no
# fault named generates the committed golden kernels (tests/CMakeLists.txt). The faults live
# in runtime/codegen/faults.hpp and are built into the acl-faults library only, which
# acl-device-tests-faults (the device tests linked with it) switches on by ACL_MUTATE; the
# production library has neither.
# drop_barrier removes every barrier of the AC kernel (staged tiles and COMMON chunks are
# then read before they are filled; a wavefront step of ACL_RNO1/RNO2 reads neighbours
# before they are written); shift_guard lets direct stores write one column past the array
# (sentinels after a sub-buffer, padding words of pitched outputs, or the next row get
# written). ACL's AC kernels use no async copies: there is no wait to drop.
# Usage: mutation_test.sh <acl-device-tests-faults> <work dir>
set -uo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
bin="$1" dir="$2"
mkdir -p "$dir"
# No program-binary cache, and PoCL builds without LLVM's optimizations, as for the device
# tests under ctest (tests/CMakeLists.txt): every mutated kernel is built from its source.
# The Oclgrind runs keep the gate's own cache.
export ACL_CACHE_DIR=off POCL_EXTRA_BUILD_FLAGS=-cl-opt-disable
status=0
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Each run stops at its first failed assertion (Catch2's --abort): one is all it must show;
# run to the end, the four runs took 226 s of a CI's 2-core time (2026-11-28).
caught() {  # caught MUTATION SPEC [oclgrind]: the tests in SPEC must fail under MUTATION
  local out="$dir/$1.txt" run=(timeout 600 "$bin" "$2" --abort)
  # Writes past a buffer corrupt PoCL's host memory (a hang, once): Oclgrind checks them.
  [ "${3:-}" = oclgrind ] && run=("$here/oclgrind_gate.sh" "$bin" "$2" "$dir/oclgrind-$1" --abort)
  if ACL_MUTATE="$1" "${run[@]}" >"$out" 2>&1; then
    echo "mutation $1: NOT caught by $2 (all tests passed)"
    status=1
  else
    local reports=("$out")
    [ "${3:-}" = oclgrind ] && reports+=("$dir/oclgrind-$1/oclgrind.log")
    echo "mutation $1: caught by $2${3:+ under $3} ($(cat "${reports[@]}" 2>/dev/null |
      grep -c 'FAILED\|Invalid write\|data race') reports)"
  fi
}
caught drop_barrier "[gpu-strategy],[levels]"
# PoCL runs a group's work-items one after another between barriers, so a wavefront
# without its step barrier still passes there: Oclgrind's race check catches it.
caught drop_barrier "[wavefront]" oclgrind
caught shift_guard "[canary]"
caught shift_guard "[transfer]" oclgrind
exit "$status"
