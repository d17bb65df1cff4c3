#!/bin/bash
# rowloop.sh: row loops (knob row_loop) against PoCL's work-item loop on the Xeon (PoCL 5.0), wall time.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=30
for round in 1 2 3; do
  for s in 2048x2048 4096x4096; do
    for k in row_loop=0 row_loop=1 split_bytes=4 split_bytes=16; do
      ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-binarize --size $s 2>/dev/null | awk -v r=$round -v k=$k '$2=="acl" && $4!="untimed" {print r, k, $1, $3, $4, $NF}'
    done
    ACL_VERSIONS=halide,optimized build-xeon/examples/acl-binarize --size $s 2>/dev/null | awk -v r=$round '($2=="halide" || $2=="optimized") && $4!="untimed" {print r, $2, $1, $3, $4, $NF}'
    for k in row_loop=0 row_loop=1; do
      ACL_KNOBS=$k build-xeon/users --size $s --reps 30 2>/dev/null | sed "s/^/$round $k /"
    done
  done
done
ACL_PLAN=1 ACL_VERSIONS=acl build-xeon/examples/acl-binarize --size 4096x4096 2>&1 | grep -E "work-group [0-9]|row_loop"
