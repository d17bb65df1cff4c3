#!/usr/bin/env bash
# tile_chunk on the GPU machine's Xeon (PoCL 5.0): matmul at several sizes, interleaved rounds, wall time.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
V=("" "tile_lane_x=4,tile_lane_y=6")
for S in 1024 2048 3072 1536; do
  for k in "${V[@]}"; do ACL_VERSIONS=acl ACL_KNOBS="$k" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 1 >/dev/null 2>&1; done
  R=4; [ $S = 3072 ] && R=3
  for r in $(seq $R); do
    for k in "${V[@]}"; do
      t=$(ACL_VERSIONS=acl ACL_KNOBS="$k" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 10 2>&1 | grep "^matmul" | awk '{print $4, $5, $6}')
      echo "S $S r $r [$k] $t"
    done
  done
done
