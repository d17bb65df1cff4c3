#!/bin/bash
# wide.sh: wide margins and SHRINK on the Xeon (PoCL 5.0) with row loops; local windows
# against private windows by margin (window_margin).
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=10
for round in 1 2; do
  for R in 3 4 5 6 8 12 16; do
    for k in "" window_margin=0 window_margin=0,halo_wg=64; do
      ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-stencil --radius $R --size 2048x2048 2>/dev/null | awk -v r=$round -v k="${k:-default}" -v R=$R '$2=="acl" && $4!="untimed" {print r, k, $1 "R" R, $3, $4, $NF}'
    done
    ACL_VERSIONS=original,optimized build-xeon/examples/acl-stencil --radius $R --size 2048x2048 2>/dev/null | awk -v r=$round -v R=$R '($2=="original" || $2=="optimized") && $4!="untimed" {print r, $2, $1 "R" R, $3, $4, $NF}'
  done
  for k in "" row_loop=0 group_fast_body=0; do
    ACL_KNOBS=$k build-xeon/examples/acl-pyramid --size 2048x2048 2>/dev/null | awk -v r=$round -v k="${k:-default}" '$4!="untimed" && $NF=="ok" {print r, k "/" $2, $1, $3, $4, $NF}'
  done
done
