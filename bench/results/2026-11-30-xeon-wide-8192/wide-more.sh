#!/bin/bash
# wide_registers off and on, more rounds for the float users (x89.sh's setting).
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x89:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x89/examples
row='^[a-z0-9]+ +(acl|halide|halide-auto|acl:.*) +[0-9]+x[0-9]+ +[0-9.]+ '
date -u > $OUT/time90.txt
for r in 1 2 3; do
  if [ $r = 2 ]; then ks="1 0"; else ks="0 1"; fi
  for s in 2048x2048 4096x4096; do
    for u in conv3x3 pyramid transpose; do
      for k in $ks; do
        echo "== round $r $u $s wide_registers=$k"
        ACL_KNOBS=wide_registers=$k timeout 100 $B/acl-$u --size $s 2>&1 | grep -E "$row" | grep " $s "
      done
    done
    echo "== round $r iir $s"
    timeout 150 $B/acl-iir --size $s --variants "wide_registers=1" 2>&1 | grep -E "$row" | grep " $s "
  done
done > $OUT/wide90.txt 2>&1
date -u >> $OUT/time90.txt
