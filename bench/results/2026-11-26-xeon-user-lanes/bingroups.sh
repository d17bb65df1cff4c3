#!/bin/bash
# Binarize on the Xeon: fewer work-groups (groups_per_cu) with row loops, against Halide.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=30
for r in 1 2 3; do
  for s in 2048x2048 4096x4096; do
    for k in "" groups_per_cu=1 groups_per_cu=4 groups_per_cu=16 groups_per_cu=64; do
      ACL_KNOBS=$k build-xeon/examples/acl-binarize --size $s 2>&1 | awk -v r=$r -v k="${k:-shipped}" '$3 ~ /^[0-9]+x[0-9]+$/ && $4!="untimed" && ($2=="acl" || (k=="shipped" && $2!="original")) {print r, k, $2, $3, $4, $NF}'
    done
  done
done
ACL_KNOBS=groups_per_cu=4 build-xeon/examples/acl-binarize --plan 2>&1 | grep -E "work-group|groups:|row_loop" | head -4
