#!/usr/bin/env bash
# The mutation self-test's own check (tests/mutation_test.sh): a run that fails without a
# failed assertion or an Oclgrind report (a missing binary, a crash, a plain non-zero exit)
# must not count as a caught mutation, and one with a failed assertion must.
# Usage: mutation_selftest.sh <work dir>
set -uo pipefail
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") echo "usage: $0 <work dir>" >&2; exit 2 ;;
esac
dir="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rm -rf "$dir"
mkdir -p "$dir"
fail=0
check() {  # check NAME EXPECTED_CAUGHT PROGRAM: runs the self-test with PROGRAM as the tests
  local out
  out=$("$here/mutation_test.sh" "$3" "$dir/$1" 2>&1)
  local rc=$? caught
  caught=$(grep -c ': caught by' <<<"$out")
  if [ "$caught" -ne "$2" ] || { [ "$2" -lt 4 ] && [ "$rc" -eq 0 ]; }; then
    echo "FAILED: $1: $caught of 4 mutations counted as caught (expected $2), exit status $rc:"
    echo "$out"
    fail=1
  else
    echo "$1: $caught of 4 counted as caught, exit status $rc, as expected"
  fi
}
printf '#!/bin/sh\nexit 1\n' >"$dir/exits-1"
printf '#!/bin/sh\nkill -SEGV $$\n' >"$dir/crashes"
printf '#!/bin/sh\necho "x_test.cpp:1: FAILED:"\nexit 1\n' >"$dir/fails-an-assertion"
chmod +x "$dir/exits-1" "$dir/crashes" "$dir/fails-an-assertion"
check "a plain non-zero exit" 0 "$dir/exits-1"
check "a crash" 0 "$dir/crashes"
check "a missing binary" 0 "$dir/no-such-binary"
check "a failed assertion" 4 "$dir/fails-an-assertion"
exit "$fail"
