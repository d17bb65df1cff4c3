#!/bin/bash
# halo.sh: group width of margins in row loops on the Xeon (PoCL 5.0).
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
for round in 1 2 3; do
  for k in halo_wg=32 halo_wg=64 halo_wg=128; do
    for R in 1 2 3; do
      ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-stencil --radius $R --size 2048x2048 2>/dev/null | awk -v r=$round -v k=$k -v R=$R '$2=="acl" && $4!="untimed" {print r, k, $1 "R" R, $3, $4, $NF}'
    done
    ACL_KNOBS=$k build-xeon/users --size 2048x2048 --reps 20 --only blur5 2>/dev/null | sed "s/^/$round $k /"
    ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-conv3x3 --size 4096x4096 2>/dev/null | awk -v r=$round -v k=$k '$2=="acl" && $4!="untimed" {print r, k, $1, $3, $4, $NF}'
  done
done
