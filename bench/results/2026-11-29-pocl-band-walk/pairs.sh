#!/usr/bin/env bash
# Band heights against each other and against the pipeline, interleaved closely enough for
# a loaded machine: each round runs every program's dependent ACL version once under each
# setting, one process after the other (ACL_REPS timed runs, median), so settings compared
# within a round saw about the same load. Rows go to <out>/pairs.txt headed by round and
# knobs; summary.py reads them (labels are the knob settings).
# Usage: pairs.sh <build dir> [out dir (default .)] [rounds (default 5)] [emulate]
#   <build dir>: the build folder that holds bench/ports/acl-port-* and examples/acl-integral
#   emulate: prefix every setting with the device table's cpu-* row (PoCL 5 CPUs), to plan
#   on a PoCL 3 device as on the Xeon (not needed where PoCL names the device cpu-*)
# SETTINGS (environment, space-separated knob settings) overrides the default list. A
# setting written base:<knobs> runs with LD_LIBRARY_PATH=$BASE_LIB (environment: a folder
# holding another build's libacl-opencl.so.0.1), to time a library before and after a change
# with the same binaries (summary.py's BASE names the label to divide by).
set -uo pipefail
case "${1:-}" in
  -h | --help | "") sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
bin="$1" out="${2:-.}" rounds="${3:-5}" emulate="${4:-}"
mkdir -p "$out"
log="$out/pairs.txt"
export POCL_AFFINITY=1 ACL_CACHE_DIR=off ACL_REPS="${ACL_REPS:-5}"
row=""
[ "$emulate" = emulate ] &&
  row="row_loop=1,sweep_rows=0,halo_wg=32,window_by_rows=14,tile_copy_wg_y=0,wave_wg=4,"
settings="${SETTINGS:-wave_band_rows=0 wave_band_rows=4 wave_band_rows=8 wave_band_rows=16}"
{ date -u; uptime; } >>"$log"
# program, the version to time (ACL_VERSIONS), extra arguments
progs=("nw acl" "editdist acl" "seam acl-rno2" "pathfinder acl-rno2" "prefixmax acl-rno1"
  "integral acl-rno1")
for r in $(seq 1 "$rounds"); do
  for pv in "${progs[@]}"; do
    set -- $pv
    exe="$bin/bench/ports/acl-port-$1"
    [ "$1" = integral ] && exe="$bin/examples/acl-integral"
    for k in $settings; do
      lib="" kn="$k"
      case "$k" in base:*) lib="${BASE_LIB:?base: settings need BASE_LIB}" kn="${k#base:}" ;; esac
      echo "## round $r $k knobs=$row$kn" >>"$log"
      LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" ACL_KNOBS="$row$kn" \
        ACL_VERSIONS="$2" timeout 300 "$exe" 2>&1 |
        grep -E "^[a-z0-9]+ +[^ ]+ +[0-9x]+ +[0-9.]+ " >>"$log"
    done
  done
  uptime >>"$log"
done
