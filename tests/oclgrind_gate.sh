#!/usr/bin/env bash
# The Oclgrind gate: runs device tests under Oclgrind with API checks and data-race
# detection (out-of-bounds accesses are always checked) and passes only when every test
# passed AND Oclgrind's log is empty. Oclgrind never changes a program's exit status, and
# Oclgrind 21.10 sometimes aborts while exiting after all tests passed, so the status is
# not used: the Catch2 summary and the log decide.
# Usage: oclgrind_gate.sh <acl-device-tests> <Catch2 test spec> <work dir> [Catch2 options]
set -uo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
bin="$1" spec="$2" dir="$3"
shift 3
rm -rf "$dir"
mkdir -p "$dir/kernels"
log="$dir/oclgrind.log" out="$dir/output.txt"
# A program-binary cache of its own, empty at the start: kernels built twice in the run come
# from binaries the second time, under Oclgrind's API checks too.
# One simulator thread (ACL_OCLGRIND_THREADS overrides): Oclgrind's default, a thread per
# core, spent 26% more CPU time for 10% less wall time on one of these tests alone (2-core
# VM: 29.3 s against 23.3 s of CPU), and in CI the gate's two parts run beside the other
# tests, so its CPU time is what the suite waits for.
ACL_DUMP_DIR="$dir/kernels" ACL_CACHE_DIR="$dir/cache" oclgrind \
  --num-threads "${ACL_OCLGRIND_THREADS:-1}" --check-api --data-races --log "$log" \
  "$bin" "$spec" "$@" >"$out" 2>&1
kernels=$(find "$dir/kernels" -name '*.cl' | wc -l)
if ! grep -q "^All tests passed" "$out"; then
  echo "oclgrind gate: tests failed or crashed under Oclgrind ($spec); output:"
  tail -n 80 "$out"
  exit 1
fi
if [ -s "$log" ]; then
  echo "oclgrind gate: Oclgrind reported errors ($spec); first lines of $log:"
  head -n 80 "$log"
  exit 1
fi
echo "oclgrind gate: $kernels generated AC kernels ran under Oclgrind ($spec): no errors"
echo "$(grep '^All tests passed' "$out")"
