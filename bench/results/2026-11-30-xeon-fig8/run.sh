#!/bin/bash
# Issue 48's users on the GPU machine's 16-core Xeon (PoCL 5.0) beside Halide 21 (hand
# schedule and Adams2019 for avx512_skylake, parallelism 16, built into the examples on the
# development VM with bench/fig8.sh --halide --build-only at main e9ac809), wall time of a
# synchronous call, median of 10, two interleaved rounds in one call.
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x84:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x84/examples
lscpu | grep -v Flags > $OUT/lscpu.txt
date -u > $OUT/time.txt
for r in 1 2; do
  {
    for s in 2048x2048 4096x4096; do
      for u in binarize conv3x3 transpose iir pyramid; do timeout 100 $B/acl-$u --size $s; done
    done
    timeout 100 $B/acl-matmul --shape 1024 --no-ragged
    timeout 150 $B/acl-matmul --shape 2048 --no-ragged
  } > $OUT/round$r.txt 2>&1
  date -u >> $OUT/time.txt
done
