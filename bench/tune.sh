#!/usr/bin/env bash
# Tunes the Fig. 8 users on the selected device (acl-tune over each example at the
# benchmark's shapes), then times every user's ACL version without any tuning rows
# (ACL_TUNING=off) and with the shipped rows plus the new ones, in interleaved rounds.
#
# Usage: bench/tune.sh [--large] [--seconds S] [--out DIR] [--compare-only DB]
#   --large       GPU-sized shapes (as fig8.sh run --large)
#   --seconds S   search budget per kernel (default 60)
#   --out DIR     results (default bench/results/<date>-tune-<device>)
#   --compare-only DB   skip the search; compare ACL_TUNING=off against the rows of DB
#                 (an empty file: the shipped rows alone)
# Writes DIR/tuning.txt (the rows found), DIR/tune.log, DIR/untuned.csv and DIR/tuned.csv
# (the examples' CSV rows), DIR/compare.txt (per user: ms untuned, ms tuned, tuned/untuned).
# Kernels whose largest argument has fewer than 2^20 words are not tuned (too quick to time
# well; at the CPU shapes that leaves MDH out). ACL_PLATFORM / ACL_DEVICE pick the device,
# ACL_BUILD the build folder (default build/), ACL_REPS the timed runs of the comparison.
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACL_BUILD:-$root/build}"
seconds=60 large=0 out="" compare_only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --large) large=1 ;;
    --seconds) seconds="$2"; shift ;;
    --out) out="$2"; shift ;;
    --compare-only) compare_only="$2"; shift ;;
    -h | --help) exec "$0" --help ;;
    *) echo "bench/tune.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
  shift
done
[ -x "$build/acl-tune" ] || { echo "bench/tune.sh: build $build first (acl-tune missing)" >&2; exit 2; }
bin="$build/examples"
device=$("$bin/acl-binarize" --print-device | cut -d' ' -f1-2 | tr ' /()' '____')
out="${out:-$root/bench/results/$(date -u +%Y-%m-%d)-tune-$device}"
mkdir -p "$out"
export ACL_VERSIONS=acl POCL_AFFINITY="${POCL_AFFINITY:-1}"

runs() {  # one example and its arguments per line: the users at the benchmark's shapes
  if [ "$large" -eq 1 ]; then
    printf '%s\n' "acl-binarize --size 16384x16384" "acl-mdh --grid 1024x1024 --atoms 4096" \
      "acl-matmul --shape 4096 --no-ragged" "acl-matmul --shape 1000 --no-ragged" \
      "acl-conv3x3 --size 8192x8192" "acl-transpose --size 8192x8192" "acl-iir --size 8192x8192" \
      "acl-integral --size 8192x8192" "acl-gather --size 8192x8192 --patches 65536" \
      "acl-pyramid --size 8192x8192"
  else
    printf '%s\n' acl-binarize acl-mdh "acl-matmul --no-ragged" acl-conv3x3 acl-transpose \
      acl-iir acl-integral acl-gather acl-pyramid
  fi
}

db="$out/tuning.txt"
if [ -n "$compare_only" ]; then
  db="$compare_only"
else
  rm -f "$db"
  : >"$out/tune.log"
  while read -r prog args; do
    echo "== $prog $args" | tee -a "$out/tune.log"
    # shellcheck disable=SC2086
    ACL_TUNE_MIN_WORDS=1048576 "$build/acl-tune" --seconds "$seconds" --file "$db" -- \
      "$bin/$prog" $args --reps 3 >>"$out/tune.log" 2>&1 || echo "*** $prog failed" | tee -a "$out/tune.log"
  done < <(runs)
  touch "$db"
  grep -v '^#' "$db" || true
fi

rm -f "$out/untuned.csv" "$out/tuned.csv"
for round in 1 2; do
  while read -r prog args; do
    # shellcheck disable=SC2086
    ACL_TUNING=off ACL_CSV="$out/untuned.csv" "$bin/$prog" $args >/dev/null
    # shellcheck disable=SC2086
    ACL_TUNING_FILE="$db" ACL_CSV="$out/tuned.csv" "$bin/$prog" $args >/dev/null
  done < <(runs)
done
# Per user and shape: the lower of the rounds' medians, untuned and tuned.
awk -F, 'FNR == 1 { f++; next } $10 == "ok" {
    k = $4 " " $6; if (!(k in seen)) { seen[k] = 1; order[n++] = k }
    if (f == 1 && (!(k in u) || $7 < u[k])) u[k] = $7
    if (f == 2 && (!(k in t) || $7 < t[k])) t[k] = $7 }
  END { printf "%-34s %10s %10s %8s\n", "user shape", "untuned", "tuned", "ratio"
    for (i = 0; i < n; i++) { k = order[i]
      printf "%-34s %10.3f %10.3f %8.3f\n", k, u[k], t[k], (u[k] > 0 ? t[k] / u[k] : 0) } }' \
  "$out/untuned.csv" "$out/tuned.csv" | tee "$out/compare.txt"
echo "bench/tune.sh: results in $out"
