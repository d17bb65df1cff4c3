#!/usr/bin/env bash
# tile_chunk_copy on the GPU machine's Xeon (PoCL 5.0): main's CPU plan (chunks of 128 where B is
# copied) against tile_chunk_copy=0 (chunks of 256 everywhere), interleaved rounds, wall time.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
lscpu | grep -v Flags > $OUT/lscpu.txt
build-scan/acl-matmul-cpu --print-device 2>&1 | head -3 > $OUT/device.txt
echo "shape,round,version,ms,gflops,check" > $OUT/xeon.csv
for S in 1000 1024 1536 2048 3072 4096; do
  for k in "" "tile_chunk_copy=0"; do ACL_VERSIONS=acl ACL_KNOBS="$k" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 1 >/dev/null 2>&1; done
  R=4; [ $S = 4096 ] && R=2
  for r in $(seq $R); do
    for k in "" "tile_chunk_copy=0"; do
      t=$(ACL_VERSIONS=acl ACL_KNOBS="$k" timeout 60 build-scan/acl-matmul-cpu --shape $S --no-ragged --reps 10 2>&1 | grep "^matmul" | awk '{print $4 "," $5 "," $6}')
      echo "$S,$r,${k:-main},$t" >> $OUT/xeon.csv
    done
  done
done
cat $OUT/xeon.csv
