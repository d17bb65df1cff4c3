#!/usr/bin/env bash
# Band walks (knob wave_band_rows, the build's default) against the pipeline of bands
# (wave_band_rows=0) and the ports' original/plain versions, on a PoCL CPU device: nw,
# editdist, seam and pathfinder (their ACL_RNO2 forms), prefixmax (its ACL_RNO1 form)
# and the summed-area table's one-pass ACL_RNO1 form (acl-integral). Every round runs each program once per knob setting, one
# after the other (interleaved), ACL_REPS timed runs each (median); then band sizes R x C
# on nw and the integral. Rows go to <out>/times.txt as the programs print them, headed
# by the round and the knobs.
# Usage: run.sh <build dir> [out dir (default .)] [rounds (default 3)] [emulate]
#   <build dir>: the build folder that holds bench/ports/acl-port-* and examples/acl-integral
#   emulate: add the knobs of the device table's cpu-* row (PoCL 5 CPUs) to every setting,
#   to plan on a PoCL 3 device as on the Xeon (not needed where PoCL names the device cpu-*)
# The load is written first (uptime). POCL_AFFINITY=1, ACL_CACHE_DIR=off.
set -uo pipefail
case "${1:-}" in
  -h | --help | "") sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
bin="$1" out="${2:-.}" rounds="${3:-3}" emulate="${4:-}"
mkdir -p "$out"
log="$out/times.txt"
export POCL_AFFINITY=1 ACL_CACHE_DIR=off ACL_REPS="${ACL_REPS:-10}"
row=""
[ "$emulate" = emulate ] &&
  row="row_loop=1,sweep_rows=0,halo_wg=32,window_by_rows=14,tile_copy_wg_y=0,wave_wg=4,"
{ date -u; uptime; clinfo 2>/dev/null | grep -m2 -E "Platform Version|Device Name"; } >>"$log"
run() {  # run <label> <knobs> <program> [args]
  local label="$1" knobs="$2"
  shift 2
  local k="$row$knobs"
  k="${k%,}"
  echo "## round $r $label knobs=$k" >>"$log"
  ACL_KNOBS="$k" timeout 300 "$@" 2>&1 | grep -E "^[a-z0-9]+ +[^ ]+ +[0-9x]+ +[0-9.]+ " >>"$log"
}
ports="nw editdist seam pathfinder prefixmax"
for r in $(seq 1 "$rounds"); do
  for p in $ports; do
    run walk "" "$bin/bench/ports/acl-port-$p"
    run pipeline "wave_band_rows=0" "$bin/bench/ports/acl-port-$p"
  done
  # The integral's one-pass form under each setting, in the same process and rounds.
  echo "## round $r integral knobs=${row%,} (acl-rno1: the build's default), variants" >>"$log"
  ACL_KNOBS="${row%,}" timeout 300 "$bin/examples/acl-integral" --variants \
    "${row}wave_band_rows=0 ${row}wave_band_rows=4 ${row}wave_band_rows=8 ${row}wave_band_cols=64 ${row}wave_band_cols=1024" \
    2>&1 | grep -E "^[a-z0-9]+ +[^ ]+ +[0-9x]+ +[0-9.]+ " >>"$log"
  for k in wave_band_rows=4 wave_band_rows=8 wave_band_rows=32 wave_band_cols=64 \
    wave_band_cols=1024 wave_band_rows=64,wave_bytes=16; do
    ACL_VERSIONS=acl run "nw-$k" "$k" "$bin/bench/ports/acl-port-nw"
    ACL_VERSIONS=acl run "editdist-$k" "$k" "$bin/bench/ports/acl-port-editdist"
  done
done
uptime >>"$log"
