#!/usr/bin/env bash
# gemm3.sh: matmul before (build-new) and after (build-gemm: 8x8 work-groups before smaller
# tiles where the blocks do not fill the GPU and the operands' rows take vectors), three
# interleaved rounds; cuBLAS at the same shapes before and after, in the same call.
set -u
export ACL_VERSIONS=acl ACL_REPS=30
shapes="512 640 777 1000 1024 1536 4095x1023x777 2048 4096"
python3 bench/cublas/sgemm.py --reps 30 $shapes 2>&1 | grep cublas
for round in 1 2 3; do
  for v in "old build-new" "new build-gemm"; do
    set -- $v
    for s in $shapes; do
      extra=--no-ragged; [ "$round" = 1 ] && extra=""
      $2/examples/acl-matmul --shape $s $extra | awk -v r=$round -v l=$1 '$2=="acl" && $4!="untimed" {print r, l, $3, $4, $NF} $2=="acl" && $NF!="exact" && $NF!="Freivalds" {print "CHECK", r, l, $0}'
    done
  done
done
python3 bench/cublas/sgemm.py --reps 30 $shapes 2>&1 | grep cublas
