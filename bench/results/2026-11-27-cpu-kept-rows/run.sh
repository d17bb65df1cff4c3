#!/bin/bash
# SHRINK on the kept rows and halo groups of 64 on PoCL 3.1 (issue 17): each user's ACL
# version under the knob sets below, interleaved, three rounds, wall time of a synchronous
# call, median of 20 (stencils 9). Halide's time comes from the same process. Binaries of
# main at c15c104 (the knobs only differ through ACL_KNOBS).
# usage: run.sh BUILD_DIR > times.txt
B=${1:-build}
export POCL_AFFINITY=1 ACL_TIMING=wall ACL_PLATFORM=Portable
row() {  # label user size knobs command...
  local label=$1 user=$2 size=$3 knobs=$4; shift 4
  ACL_KNOBS=$knobs "$@" 2>&1 | awk -v l="$label" -v u="$user" -v s="$size" -v k="$knobs" \
    '$1 == u && $3 == s && ($2 == "acl" || $2 == "halide") { print l, s, k, $2, $4 }'
}
for round in 1 2 3; do
  for s in 2048 4096; do
    for k in halo_wg=256,kept_rows=0 halo_wg=256,kept_rows=1 halo_wg=64,kept_rows=0 halo_wg=64,kept_rows=1; do
      row shrink2 shrink2 ${s}x$s $k env ACL_VERSIONS=acl,halide $B/examples/acl-pyramid --size ${s}x$s --reps 20
    done
    for k in halo_wg=256 halo_wg=64; do
      row conv3x3 conv3x3 ${s}x$s $k env ACL_VERSIONS=acl,halide $B/examples/acl-conv3x3 --size ${s}x$s --reps 20
    done
  done
  for R in 1 2 3 4 5 8 13; do
    for k in halo_wg=256 halo_wg=64; do
      row "box$R" stencil 1536x1536 $k env ACL_VERSIONS=acl $B/examples/acl-stencil --radius $R --reps 9
    done
  done
done
