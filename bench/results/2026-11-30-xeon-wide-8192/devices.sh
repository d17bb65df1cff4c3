#!/bin/bash
# Which PoCL devices the GPU machine's PoCL 5.0 offers; binarize and shrink2 under each.
source .gpu/enter.sh >/dev/null
ls /usr/lib/x86_64-linux-gnu/pocl/ /usr/lib/x86_64-linux-gnu/pocl/* 2>&1 | head -20 > $OUT/x92.txt
dpkg -l | grep -i "pocl\|tbb" >> $OUT/x92.txt 2>&1
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x89:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x89/examples
for d in cpu-tbb cpu; do
  echo "== POCL_DEVICES=$d" ; POCL_DEVICES=$d clinfo -l 2>&1 | head -5
  for s in 2048x2048 4096x4096; do
    POCL_DEVICES=$d timeout 100 $B/acl-binarize --size $s 2>&1 | grep -E "^binarize .* $s |on " | head -8
    POCL_DEVICES=$d timeout 100 $B/acl-pyramid --size $s 2>&1 | grep -E "^shrink2 .* $s "
  done
done >> $OUT/x92.txt 2>&1
