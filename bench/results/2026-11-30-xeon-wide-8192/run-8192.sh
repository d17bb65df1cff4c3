#!/bin/bash
# Issue 48's users at 8192^2 on the 16-core Xeon (PoCL 5.0) beside Halide (hand and
# Adams2019), two interleaved rounds, wall time of a synchronous call, median of 10.
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x89:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x89/examples
row='^[a-z0-9]+ +(original|optimized|acl|halide|halide-auto) +[0-9]+x[0-9]+ +[0-9.]+ '
date -u > $OUT/time91.txt
for r in 1 2; do
  for u in binarize conv3x3 pyramid transpose iir; do
    echo "== round $r $u 8192x8192"
    timeout 200 $B/acl-$u --size 8192x8192 2>&1 | grep -E "$row" | grep " 8192x8192 "
  done
  date -u >> $OUT/time91.txt
done > $OUT/fig8-8192.txt 2>&1
