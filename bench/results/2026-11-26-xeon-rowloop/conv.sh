#!/bin/bash
# conv.sh: conv3x3 on the Xeon (PoCL 5.0): row sweeps against private windows in row loops.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
for round in 1 2 3; do
  for s in 2048x2048 4096x4096; do
    for k in "" sweep_rows=0,row_loop=0 sweep_rows=0 sweep_rows=0,halo_wg=1024 sweep_rows=0,halo_wg=4096 sweep_rows=0,halo_wg=1024,split_bytes=16; do
      ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-conv3x3 --size $s 2>/dev/null | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4!="untimed" {print r, k, $1, $3, $4, $NF}'
    done
    ACL_VERSIONS=halide,optimized build-xeon/examples/acl-conv3x3 --size $s 2>/dev/null | awk -v r=$round '($2=="halide" || $2=="optimized") && $4!="untimed" {print r, $2, $1, $3, $4, $NF}'
  done
done
