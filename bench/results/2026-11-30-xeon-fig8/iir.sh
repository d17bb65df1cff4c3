#!/bin/bash
# iir on the 16-core Xeon (PoCL 5.0): rno_strip 256 and vectorize_hints 0 against the
# defaults and Halide, timed in the same rounds (--variants), three processes a size.
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x84:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x84/examples
date -u > $OUT/time86.txt
for r in 1 2 3; do
  for s in 2048x2048 4096x4096; do
    echo "== iir $s process $r"
    timeout 100 $B/acl-iir --size $s --variants "rno_strip=256 vectorize_hints=0 rno_strip=256,vectorize_hints=0" 2>&1 | grep -E "^iir +(acl|halide-auto).* $s "
  done
done > $OUT/iir.txt 2>&1
date -u >> $OUT/time86.txt
