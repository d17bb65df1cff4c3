#!/bin/bash
# A^T x on the Xeon: column ranges (x62/new, d923363) against x's word read in place (x65/new),
# by column_strip_bytes, through the port (ACL and Halide in each run), interleaved rounds.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x55
for r in 1 2; do
  for lib in ranges word; do
    if [ $lib = ranges ]; then L=$PWD/build-run/x62/new; else L=$PWD/build-run/x65/new; fi
    export LD_LIBRARY_PATH=$L:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
    for b in 512 2048 4096; do
      [ $lib = ranges ] && [ $b != 512 ] && continue
      echo "== round $r lib $lib column_strip_bytes $b" >> $OUT/times.txt
      export ACL_KNOBS=column_strip_bytes=$b
      ACL_VERSIONS=acl,halide $d/acl-port-matvec 2>&1 | grep -E "ATx-4096x4096 " >> $OUT/times.txt
      ACL_VERSIONS=acl,halide $d/acl-port-matvec --large 2>&1 | grep -E "ATx-8192x8192 " >> $OUT/times.txt
      ACL_VERSIONS=acl,halide $d/acl-port-matvec --size 2051 2>&1 | grep -E "ATx-2051x2051 " >> $OUT/times.txt
    done
  done
done
unset ACL_KNOBS
export LD_LIBRARY_PATH=$PWD/build-run/x65/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
ACL_VERSIONS=acl $d/acl-port-matvec --plan 2>&1 | grep -E "work-groups|in_place" > $OUT/plan.txt
