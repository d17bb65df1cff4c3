#!/bin/bash
# body.sh: one inside test per work-group and longer splits on the Xeon (PoCL 5.0), wall time.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
for round in 1 2; do
  for k in "" group_fast_body=0 split_bytes=2 split_bytes=4 split_bytes=8 split_bytes=16 split_bytes=32; do
    for u in binarize conv3x3 pyramid; do
      ACL_VERSIONS=acl ACL_KNOBS=$k build-xeon/examples/acl-$u --size ${SIZE:-2048x2048} 2>/dev/null | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4!="untimed" {print r, k, $1, $3, $4, $NF}'
    done
  done
  for u in binarize conv3x3 pyramid; do
    ACL_VERSIONS=halide,optimized build-xeon/examples/acl-$u --size ${SIZE:-2048x2048} 2>/dev/null | awk -v r=$round '($2=="halide" || $2=="optimized") && $4!="untimed" {print r, $2, $1, $3, $4, $NF}'
  done
done
