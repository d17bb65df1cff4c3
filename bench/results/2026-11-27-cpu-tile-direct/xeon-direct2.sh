#!/usr/bin/env bash
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
for S in 1536 3072 1280; do
  for r in 1 2 3; do
    for knobs in "tile_direct=1" "tile_direct=0"; do
      t=$(ACL_VERSIONS=acl ACL_KNOBS="$knobs" build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 8 2>&1 | grep "^matmul" | awk '{print $4, $5, $6}')
      echo "S $S round $r acl $knobs $t"
    done
  done
done
