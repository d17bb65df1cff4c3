#!/bin/bash
# Knob wide_registers (the kernel may use 512-bit registers) off and on, a process each,
# alternating, Halide (hand and Adams2019) in every process, on the 16-core Xeon (PoCL 5.0),
# wall time of a synchronous call, median of 10; iir's two in one process (--variants).
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x89:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x89/examples
row='^[a-z0-9]+ +(acl|halide|halide-auto|acl:.*) +[0-9]+x[0-9]+ +[0-9.]+ '
date -u > $OUT/time89.txt
for r in 1 2; do
  if [ $r = 1 ]; then ks="0 1"; else ks="1 0"; fi
  for s in 2048x2048 4096x4096; do
    for u in binarize conv3x3 pyramid transpose; do
      for k in $ks; do
        echo "== round $r $u $s wide_registers=$k"
        ACL_KNOBS=wide_registers=$k timeout 100 $B/acl-$u --size $s 2>&1 | grep -E "$row" | grep " $s "
      done
    done
    echo "== round $r iir $s"
    timeout 150 $B/acl-iir --size $s --variants "wide_registers=1" 2>&1 | grep -E "$row" | grep " $s "
  done
  for k in $ks; do
    echo "== round $r matmul 1024 wide_registers=$k"
    ACL_KNOBS=wide_registers=$k timeout 100 $B/acl-matmul --shape 1024 --no-ragged 2>&1 | grep -E "^matmul +(acl|halide)"
  done
done > $OUT/wide89.txt 2>&1
date -u >> $OUT/time89.txt
