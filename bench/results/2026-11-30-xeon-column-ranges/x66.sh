#!/bin/bash
# A^T x on the Xeon, x's word read in place (x65/new): kernels alone by column_strip_bytes,
# interleaved, against the column ranges' kernel with x filled once a row (x62/new, 512).
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1
d=$PWD/build-run/x55; h=$PWD/build-run/x60
for n in 2051 4096 8192; do
  v=""
  for b in r512 512 1024 2048 4096; do
    L=$PWD/build-run/x65/new; bb=$b
    if [ $b = r512 ]; then L=$PWD/build-run/x62/new; bb=512; fi
    export LD_LIBRARY_PATH=$L:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
    rm -rf /tmp/k$n-$b; mkdir -p /tmp/k$n-$b
    ACL_KNOBS=column_strip_bytes=$bb ACL_DUMP_DIR=/tmp/k$n-$b ACL_CACHE_DIR=off ACL_VERSIONS=acl ACL_REPS=1 $d/acl-port-matvec --size $n > /dev/null 2>&1
    f=$(grep -l "ACL_PER_COLUMN of ${n}x1 combined" /tmp/k$n-$b/*.cl | xargs grep -l " ${n}x${n}x1 words" | head -1)
    g=$(sed -n 3p $f | sed 's/.*work-groups \([0-9]*\).*/\1/')
    echo "== $n $b $(sed -n 3p $f)" >> $OUT/at.txt
    cp $f /tmp/k$n-$b/k.cl
    v="$v /tmp/k$n-$b/k.cl:$g"
  done
  export LD_LIBRARY_PATH=$PWD/build-run/x65/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
  for r in 1 2; do TRANS=1 REPS=30 $h/harness $n 1 $v >> $OUT/at.txt 2>&1; done
done
