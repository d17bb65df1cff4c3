#!/usr/bin/env bash
# tile_direct on the GPU machine's Xeon (PoCL 5.0): matmul with B read in place against B
# copied into local tiles, and Halide, interleaved rounds, wall time.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
lscpu | grep -E "Model name|^CPU\(s\)"
build-scan/acl-matmul-cpu --print-device
for S in 1024 2048; do
  for r in 1 2 3 4 5; do
    for knobs in "tile_direct=1" "tile_direct=0"; do
      t=$(ACL_VERSIONS=acl ACL_KNOBS="$knobs" build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 10 2>&1 | grep "^matmul" | awk '{print $4, $5, $6}')
      echo "S $S round $r acl $knobs $t"
    done
    t=$(ACL_VERSIONS=halide build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 10 2>&1 | grep "^matmul" | awk '{print $4, $5, $6}')
    echo "S $S round $r halide $t"
  done
done
echo "== ragged shapes, tile_direct=1"
ACL_VERSIONS=acl build-scan/acl-matmul-cpu --reps 3 2>&1 | tail -7
