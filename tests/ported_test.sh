#!/usr/bin/env bash
# acl-port's translations timed beside the hand ports (ctest "ports: acl-port's translations
# beside the hand ports"): bench/ports.sh run --small --ported on two ports must exit 0 and
# leave, for each kernel of their ported.args' small lines, one original-ported and one
# acl-port row in times.csv (user the port, shape KERNEL:..., a time, check ok, timing wall)
# and the pair in table.txt with acl/orig = acl-port over original-ported; a check that fails
# (ACL_PORT_MUTATE) appends WRONG rows without times; a refused kernel appends nothing; bad
# --reps and an unwritable --csv exit 3.
# Usage: tests/ported_test.sh SOURCE-DIR BUILD-DIR
set -euo pipefail
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
src=$1
build=$2
tool=$build/acl-port
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAILED: $*"; fails=$((fails + 1)); }

ports=(matvec prefixmax)
if ! ACL_BUILD=$build ACL_REPS=3 "$src/bench/ports.sh" run --small --ported --no-build \
  --only "$(IFS=,; echo "${ports[*]}")" --out "$tmp/run" >"$tmp/run.log" 2>&1; then
  tail -20 "$tmp/run.log"
  fail "bench/ports.sh run --small --ported exited with an error"
fi
csv=$tmp/run/times.csv
[ -f "$csv" ] || { echo "FAILED: no $csv"; exit 1; }
header="date,device,driver,user,version,shape,median_ms,figure,unit,check,timing"
[ "$(head -1 "$csv")" = "$header" ] || fail "times.csv's header: $(head -1 "$csv")"
# The hand ports' device: the acl-port rows must name the same one.
device=$(awk -F, '$5 == "original" { print $2; exit }' "$csv")
[ -n "$device" ] || fail "no hand port's row in times.csv"
kernels=0
for p in "${ports[@]}"; do
  while read -r preset args; do
    [ "$preset" = small ] || continue
    kernel=$(sed -n 's/.*--kernel \([A-Za-z_0-9]*\).*/\1/p' <<<"$args")
    for v in original-ported acl-port; do
      rows=$(awk -F, -v u="$p" -v v="$v" -v k="$kernel" '$4 == u && $5 == v && index($6, k ":") == 1' "$csv")
      n=$(grep -c . <<<"$rows" || true)
      if [ "$n" -ne 1 ]; then fail "$p $kernel $v: $n rows, wanted 1"; continue; fi
      awk -F, -v d="$device" 'NF == 11 && $1 ~ /^20[0-9][0-9]-[01][0-9]-[0-3][0-9]$/ && $2 == d &&
        $6 ~ /^[A-Za-z_0-9]+:[0-9]+(x[0-9]+)?$/ && $7 ~ /^[0-9]+\.[0-9]+$/ && $7 + 0 > 0 &&
        $10 == "ok" && $11 == "wall" { ok = 1 } END { exit !ok }' <<<"$rows" ||
        fail "$p $kernel $v: a row not as wanted: $rows"
    done
    o=$(awk -F, -v u="$p" -v k="$kernel" '$4 == u && $5 == "original-ported" && index($6, k ":") == 1 { print $7 }' "$csv")
    a=$(awk -F, -v u="$p" -v k="$kernel" '$4 == u && $5 == "acl-port" && index($6, k ":") == 1 { print $7 }' "$csv")
    want=$(awk -v a="$a" -v o="$o" 'BEGIN { if (o + 0 > 0) printf "%.3f", a / o }')
    # table.txt's columns are fixed (bench/ports.sh table's printf): acl/orig is characters 72-80.
    got=$(awk -v u="$p" -v k="$kernel" '$1 == u && index($2, k ":") == 1 && $3 == "acl-port" {
      r = substr($0, 72, 9); gsub(/ /, "", r); print r }' "$tmp/run/table.txt")
    if [ -z "$want" ] || [ "$got" != "$want" ]; then fail "$p $kernel: table.txt's acl/orig '$got', wanted '$want'"; fi
    kernels=$((kernels + 1))
  done <"$src/bench/ports/$p/ported.args"
done
[ "$kernels" -ge 4 ] || fail "only $kernels kernels in the ports' ported.args"
echo "ok: bench/ports.sh run --small --ported: $kernels kernels' rows in times.csv and table.txt"

# A check that fails: its rows say WRONG, without times; exit 1.
pm=$src/bench/ports/prefixmax/original.cl
rc=0
ACL_PORT_MUTATE=1 "$tool" check "$pm" --kernel rows_max --global 40 --arg w=37 --arg h=40 \
  --reps 2 --csv "$tmp/bad.csv" >"$tmp/bad.log" 2>&1 || rc=$?
[ "$rc" -eq 1 ] || fail "a broken translation with --csv: exit $rc, wanted 1"
if [ "$(head -1 "$tmp/bad.csv" 2>/dev/null)" != "$header" ] ||
  [ "$(awk -F, 'NR > 1 && $4 == "prefixmax" && $7 == "-" && $10 == "WRONG"' "$tmp/bad.csv" | wc -l)" -ne 2 ] ||
  [ "$(wc -l <"$tmp/bad.csv")" -ne 3 ]; then
  fail "a broken translation's rows:"; cat "$tmp/bad.csv" 2>/dev/null || true
else
  echo "ok: a broken translation: exit 1, two WRONG rows without times"
fi
# A refused kernel: exit 2, no file.
rc=0
"$tool" check "$src/tests/acl-port/refused.cl" --kernel tiled --global 64 --csv "$tmp/refused.csv" \
  >/dev/null 2>&1 || rc=$?
if [ "$rc" -ne 2 ] || [ -e "$tmp/refused.csv" ]; then fail "a refused kernel with --csv: exit $rc, or rows written"
else echo "ok: a refused kernel: exit 2, no rows"; fi
# Bad options: exit 3, the option named.
for bad in "--reps 0" "--reps x" "--csv $tmp/no/such/dir/t.csv"; do
  rc=0
  # shellcheck disable=SC2086
  out=$("$tool" check "$pm" --kernel cols_max --global 64 --arg w=61 --arg h=37 $bad 2>&1) || rc=$?
  if [ "$rc" -ne 3 ] || ! grep -q -- "${bad%% *}" <<<"$out"; then fail "$bad: exit $rc: $(tail -1 <<<"$out")"
  else echo "ok: $bad -> 3, $(grep -- "${bad%% *}" <<<"$out" | tail -1)"; fi
done
if [ "$fails" -ne 0 ]; then
  echo "$fails failed"
  exit 1
fi
echo "all passed"
