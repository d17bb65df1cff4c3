#!/usr/bin/env bash
# The command-line tools as users meet them: acl-tune's options (long, --opt=value and short
# forms, --version, garbage numbers refused, --where naming the file the library uses, a
# program that cannot run) and --help of every script, which must print it and exit 0.
# Usage: cli_test.sh <acl-tune> <ACL source dir> <work dir>
set -uo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
tune="$1" source="$2" work="$3"
rm -rf "$work"
mkdir -p "$work"
failures=0
# expect <status> <what the output must contain, or ""> <command...>
expect() {
  local want="$1" text="$2"
  shift 2
  local out status
  out="$("$@" 2>&1)"
  status=$?
  if [ "$status" != "$want" ] || [[ "$out" != *"$text"* ]]; then
    echo "FAILED: $* -> status $status (want $want), output:"
    echo "$out" | head -5 | sed 's/^/  /'
    [ -n "$text" ] && echo "  (should contain: $text)"
    failures=$((failures + 1))
  fi
}

export ACL_CACHE_DIR="$work/cache"
db="$work/tuning.txt"
expect 0 "acl-tune (ACL) " "$tune" --version
expect 0 "acl-tune (ACL) " "$tune" -V
expect 0 "--min-words" "$tune" --help
expect 0 "unchanged" "$tune" --seconds=5 --file="$db" -- true
expect 0 "unchanged" "$tune" -s 5 -m 100 -f "$db" true
expect 3 "unchanged" "$tune" -s5 -f "$db" sh -c 'exit 3'
expect 2 "not a positive number" "$tune" --seconds abc -- true
expect 2 "not a positive number" "$tune" --seconds=-1 -- true
expect 2 "not a number of words" "$tune" --min-words xyz -- true
expect 2 "not a number of words" "$tune" -m 12k -- true
expect 2 "needs a value" "$tune" --seconds
expect 2 "unknown option '--bogus'" "$tune" --bogus
expect 2 "usage" "$tune"
# --where: what the library reads (aclGetTuningFile), --file wherever it stands.
expect 0 "$work/cache/tuning.txt" "$tune" --where
expect 0 "$work/other.txt" "$tune" --where --file "$work/other.txt"
expect 0 "$work/env.txt" env ACL_TUNING_FILE="$work/env.txt" "$tune" -w
expect 0 "(none" env ACL_CACHE_DIR=off "$tune" --where
# A program that cannot run: said once, 127, no report on the database.
expect 127 "cannot run '$work/missing'" "$tune" -f "$db" "$work/missing"
out="$("$tune" -f "$db" "$work/missing" 2>&1)"
[[ "$out" == *unchanged* ]] && { echo "FAILED: a missing program still reports the database"; failures=$((failures + 1)); }

for script in "$source"/scripts/*.sh "$source"/bench/*.sh "$source"/tests/*.sh \
              "$source"/tests/install/*.sh; do
  expect 0 "" "$script" --help
  expect 0 "" "$script" -h
done
expect 0 "Usage" "$source/bench/fig8.sh" run --help

if [ "$failures" -ne 0 ]; then
  echo "cli_test.sh: $failures failed"
  exit 1
fi
echo "cli_test.sh: all passed"
