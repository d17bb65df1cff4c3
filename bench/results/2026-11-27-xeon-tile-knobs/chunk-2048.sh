#!/usr/bin/env bash
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
echo "shape,round,version,ms,gflops,check" > $OUT/xeon-2048.csv
S=2048
for r in $(seq 8); do
  for k in "" "tile_chunk_copy=0" "tile_chunk=128"; do
    t=$(ACL_VERSIONS=acl ACL_KNOBS="$k" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 10 2>&1 | grep "^matmul" | awk '{print $4 "," $5 "," $6}')
    echo "$S,$r,${k:-main},$t" >> $OUT/xeon-2048.csv
  done
done
cat $OUT/xeon-2048.csv
