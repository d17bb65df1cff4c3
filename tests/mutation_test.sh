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
# A mutation counts as caught only by the failures it should cause: a failed Catch2 assertion
# ("FAILED:") in a run that ended by itself, or under Oclgrind an Oclgrind report of an
# access out of bounds or a data race. A timeout, a crash, a missing binary or any other
# non-zero exit is no evidence: it fails the self-test.
caught() {  # caught MUTATION SPEC [oclgrind]: the tests in SPEC must fail under MUTATION
  local out="$dir/$1.txt" run=(timeout 600 "$bin" "$2" --abort)
  # Writes past a buffer corrupt PoCL's host memory (a hang, once): Oclgrind checks them.
  [ "${3:-}" = oclgrind ] && run=("$here/oclgrind_gate.sh" "$bin" "$2" "$dir/oclgrind-$1" --abort)
  ACL_MUTATE="$1" "${run[@]}" >"$out" 2>&1
  local rc=$? failed=0 reports=0
  if [ "${3:-}" = oclgrind ]; then
    failed=$(grep -c 'FAILED:' "$dir/oclgrind-$1/output.txt" 2>/dev/null)
    reports=$(grep -c 'Invalid \(read\|write\)\|data race' "$dir/oclgrind-$1/oclgrind.log" \
      2>/dev/null)
  elif [ "$rc" -ge 1 ] && [ "$rc" -le 123 ]; then  # 124: timeout, 125-127: not run, >128: signal
    failed=$(grep -c 'FAILED:' "$out")
  fi
  if [ "${failed:-0}" -gt 0 ] || [ "${reports:-0}" -gt 0 ]; then
    echo "mutation $1: caught by $2${3:+ under $3} ($failed failed assertions, $reports Oclgrind" \
      "reports)"
  elif [ "$rc" -eq 0 ]; then
    echo "mutation $1: NOT caught by $2 (all tests passed)"
    status=1
  else
    echo "mutation $1: NOT caught by $2${3:+ under $3}: exit status $rc without a failed" \
      "assertion or an Oclgrind report (a timeout, crash or missing binary proves nothing);" \
      "last lines of $out:"
    tail -n 20 "$out"
    status=1
  fi
}
caught drop_barrier "[gpu-strategy],[levels]"
# PoCL runs a group's work-items one after another between barriers, so a wavefront
# without its step barrier still passes there: Oclgrind's race check catches it.
caught drop_barrier "[wavefront]" oclgrind
caught shift_guard "[canary]"
caught shift_guard "[transfer]" oclgrind
exit "$status"
