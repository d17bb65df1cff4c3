#!/usr/bin/env bash
# tile_band on the GPU machine's Xeon (PoCL 5.0): the CPU strategy's blocks row by row (0)
# against bands of 4, 8 and all block-rows, interleaved rounds, wall time.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
lscpu | grep -E "Model name|^CPU\(s\)|L2|L3"
V=(0 4 8 256)
for S in 1024 2048 3072 4096; do
  for b in "${V[@]}"; do ACL_VERSIONS=acl ACL_KNOBS="tile_band=$b" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 1 >/dev/null 2>&1; done
  for r in 1 2 3 4; do
    line="S $S r $r"
    for b in "${V[@]}"; do
      t=$(ACL_VERSIONS=acl ACL_KNOBS="tile_band=$b" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 10 2>&1 | grep "^matmul" | awk '{print $4, $5, $6}')
      line="$line | b$b $t"
    done
    echo "$line"
  done
done
