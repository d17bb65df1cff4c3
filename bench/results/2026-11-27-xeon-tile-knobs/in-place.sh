#!/usr/bin/env bash
# B's rows 8 KB apart (2048^3) and 16 KB (4096^3) on the GPU machine's Xeon (PoCL 5.0): copied
# (main) against read in place, chunks of 256 and 128; interleaved rounds, wall time.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
V=("" "tile_direct=1048576" "tile_direct=1048576,tile_chunk=128" "tile_direct=1048576,tile_chunk=64")
echo "shape,round,version,ms,gflops,check" > $OUT/xeon-inplace.csv
for S in 2048 4096; do
  for k in "${V[@]}"; do ACL_VERSIONS=acl ACL_KNOBS="$k" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 1 >/dev/null 2>&1; done
  R=6; [ $S = 4096 ] && R=2
  for r in $(seq $R); do
    for k in "${V[@]}"; do
      t=$(ACL_VERSIONS=acl ACL_KNOBS="$k" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 10 2>&1 | grep "^matmul" | awk '{print $4 "," $5 "," $6}')
      echo "$S,$r,${k:-main},$t" >> $OUT/xeon-inplace.csv
    done
  done
done
cat $OUT/xeon-inplace.csv
