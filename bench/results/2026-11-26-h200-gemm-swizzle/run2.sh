#!/bin/bash
# The shipped AC matmul kernel against the same with A's fragments read as float2 (pad 2).
set -u
source .gpu/enter.sh >/dev/null
R=build-xeon/regs
for n in 4096 8192; do
  for r in 1 2; do
    $R/regs $R/matmul-$n.cl $n -cl-nv-verbose | sed "s/^/$n shipped /"
    $R/regs $R/matmul-$n-f2.cl $n -cl-nv-verbose | sed "s/^/$n float2 /"
  done
done
python3 bench/cublas/sgemm.py --reps 20 4096 8192 2>&1 | grep cublas
