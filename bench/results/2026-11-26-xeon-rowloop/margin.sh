#!/bin/bash
# margin.sh: margins on the Xeon (PoCL 5.0): row sweeps against private windows in row loops,
# by group width; box sums R=1..4, conv3x3, the outside blur5.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
for round in 1 2; do
  for k in "" sweep_rows=0,row_loop=1 sweep_rows=0,row_loop=1,halo_wg=128 sweep_rows=0,row_loop=1,halo_wg=256 sweep_rows=0,row_loop=1,halo_wg=512; do
    ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-conv3x3 --size 2048x2048 2>/dev/null | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4!="untimed" {print r, k, $1, $3, $4, $NF}'
    ACL_KNOBS=$k build-xeon/users --size 2048x2048 --reps 20 --only blur5 2>/dev/null | sed "s/^/$round ${k:-default} /"
    for R in 1 2 3 4; do
      ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-stencil --radius $R --size 2048x2048 2>/dev/null | awk -v r=$round -v k="${k:-default}" -v R=$R '$2=="acl" && $4!="untimed" {print r, k, $1 "R" R, $3, $4, $NF}'
    done
  done
  for R in 1 2 3 4; do
    ACL_VERSIONS=original,optimized build-xeon/examples/acl-stencil --radius $R --size 2048x2048 2>/dev/null | awk -v r=$round -v R=$R '($2=="original" || $2=="optimized") && $4!="untimed" {print r, $2, $1 "R" R, $3, $4, $NF}'
  done
  ACL_VERSIONS=halide build-xeon/examples/acl-conv3x3 --size 2048x2048 2>/dev/null | awk -v r=$round '$2=="halide" && $4!="untimed" {print r, $2, $1, $3, $4, $NF}'
done
