#!/usr/bin/env bash
# gemm2.sh: matmul before (build-new) and after (build-gemm: work-groups shrink to 8x8 before
# tiles when the blocks do not fill the GPU), two interleaved rounds, chunk variants of the
# new build; cuBLAS at the same shapes in the same call.
set -u
export ACL_VERSIONS=acl ACL_REPS=30
shapes="1000 512 777 1536 4095x1023x777 2048 4096"
for round in 1 2; do
  for v in "old build-new" "new build-gemm" "new-chunk32 build-gemm tile_chunk=32" "new-chunk24 build-gemm tile_chunk=24"; do
    set -- $v
    for s in $shapes; do
      extra=--no-ragged; [ "$round" = 1 ] && [ "$s" = 1000 ] && extra=""
      ACL_KNOBS=${3:-} $2/examples/acl-matmul --shape $s $extra | awk -v r=$round -v l=$1 '$2=="acl" {print r, l, $3, $4, $NF}'
    done
  done
done
python3 bench/cublas/sgemm.py 1000 512 777 1536 4095x1023x777 2048 4096 2>&1 | grep cublas
