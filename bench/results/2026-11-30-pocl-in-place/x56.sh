#!/bin/bash
# Knob sweep on the Xeon for the products at 8192^2 and 4096^2 (new lib).
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x55
export LD_LIBRARY_PATH=$d:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
for r in 1 2; do
  for k in "" column_strip_bytes=2048 column_strip_bytes=8192 column_strip_bytes=256 line_strip_bytes=32768 line_strip_bytes=4096 in_place_reads=0; do
    echo "== round $r knobs $k" >> $OUT/sweep.txt
    ACL_KNOBS=$k ACL_VERSIONS=acl,halide $d/acl-port-matvec --large 2>&1 | grep -E "x8192 " >> $OUT/sweep.txt
    ACL_KNOBS=$k ACL_VERSIONS=acl,halide $d/acl-port-matvec 2>&1 | grep -E "x4096 " >> $OUT/sweep.txt
  done
done
