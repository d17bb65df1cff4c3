#!/bin/bash
# A^T x on the Xeon: column strip lengths with the totals combined by User_main (new lib).
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x55
export LD_LIBRARY_PATH=$d:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
for r in 1 2 3; do
  for k in column_strip_bytes=512 column_strip_bytes=2048 column_strip_bytes=8192 column_strip_bytes=16384 column_rows=0; do
    echo "== round $r knobs $k" >> $OUT/sweep.txt
    ACL_KNOBS=$k ACL_VERSIONS=acl,halide $d/acl-port-matvec --large 2>&1 | grep -E "ATx-8192x8192 " >> $OUT/sweep.txt
    ACL_KNOBS=$k ACL_VERSIONS=acl,halide $d/acl-port-matvec 2>&1 | grep -E "ATx-4096x4096 " >> $OUT/sweep.txt
  done
done
ACL_KNOBS=column_strip_bytes=512 $d/acl-port-matvec --plan 2>&1 | grep -E "work-group|line_strips|groups:" > $OUT/plan.txt
