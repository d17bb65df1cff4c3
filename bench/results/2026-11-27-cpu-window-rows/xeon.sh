#!/usr/bin/env bash
# Local tiles by rows from margin 4 for data read through *get_acl_xy (new, 9a0308b) against
# main at c142c47 (old), acl-stencil box sums on the GPU machine's Xeon (PoCL 5.0),
# interleaved rounds, wall time, medians of 3, exact checks; the hand-written local tile
# ("optimized") in the same process.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
lscpu | grep -E "Model name|^CPU\(s\)"
clinfo -l 2>/dev/null | head -5
for r in 1 2; do
  for R in 3 4 5 8 13 14 16; do
    for v in old new; do
      t=$(timeout 150 build-scan/acl-stencil-$v --radius $R --size 1536x1536 --reps 3 2>&1 | grep -E "^stencil  *(optimized|acl)  *1536" | awk '{printf "%s %s %s | ", $2, $4, $6}')
      echo "R $R round $r $v: $t"
    done
  done
done
