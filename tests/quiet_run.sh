#!/bin/sh
# quiet_run.sh PROGRAM [ARG...]: runs PROGRAM and fails when it fails or when it wrote
# anything on stderr (issue 50: a successful run prints nothing there: no build log of a
# trial build that fell back, no compiler warning, no note). Its stdout passes through; its
# stderr is shown when the test fails on it.
case "${1:-}" in
  -h | --help | "") sed -n '2,/^$/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
err="$(mktemp)"
trap 'rm -f "$err"' EXIT
"$@" 2>"$err"
rc=$?
if [ "$rc" -ne 0 ]; then cat "$err" >&2; exit "$rc"; fi
if [ -s "$err" ]; then
  echo "quiet_run.sh: $1 succeeded but wrote $(wc -c <"$err") bytes on stderr:" >&2
  cat "$err" >&2
  exit 1
fi
