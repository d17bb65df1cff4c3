#!/bin/bash
# A^T x kernels alone on the Xeon for three column strip lengths (new lib), interleaved.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1
d=$PWD/build-run/x55
export LD_LIBRARY_PATH=$d:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
for n in 4096 8192; do
  files=()
  for b in 512 2048 8192; do
    rm -rf /tmp/k$b; mkdir -p /tmp/k$b
    big=""; [ $n = 8192 ] && big=--large
    ACL_KNOBS=column_strip_bytes=$b ACL_DUMP_DIR=/tmp/k$b ACL_CACHE_DIR=off ACL_VERSIONS=acl ACL_REPS=1 $d/acl-port-matvec $big > /dev/null 2>&1
    f=$(grep -l "ACL_PER_COLUMN of ${n}x1 combined" /tmp/k$b/*.cl | xargs grep -l " ${n}x${n}x1 words" | head -1)
    g=$(sed -n 3p $f | sed 's/.*work-groups \([0-9]*\).*/\1/')
    cp $f $OUT/atx-$n-$b.cl 2>/dev/null
    files+=("$f:$g")
    echo "$n $b groups $g $(sed -n 3p $f)" >> $OUT/at.txt
  done
  for r in 1 2; do NOCHECK=1 REPS=40 $PWD/build-run/x59/harness2 $n 4 "${files[@]}" >> $OUT/at.txt 2>&1; done
done
