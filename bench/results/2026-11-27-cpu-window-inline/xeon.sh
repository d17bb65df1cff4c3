#!/usr/bin/env bash
# Local windows with User_main inlined (new) against the call left to PoCL's inliner (old),
# acl-stencil box sums on the GPU machine's Xeon (PoCL 5.0), interleaved rounds, wall time.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
lscpu | grep -E "Model name|^CPU\(s\)"
for R in 4 6 8 12 16; do
  for r in 1 2; do
    for v in old new; do
      t=$(timeout 120 build-scan/acl-stencil-$v --radius $R --size 1536x1536 --reps 3 2>&1 | grep -E "^stencil  *(optimized|acl)  *1536" | awk '{printf "%s %s %s | ", $2, $4, $6}')
      echo "R $R round $r $v: $t"
    done
  done
done
