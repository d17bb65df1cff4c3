#!/bin/bash
# A^T x on the Xeon: main (base) against column ranges (new, knob column_runs), through the
# port (ACL and Halide in each run), interleaved rounds.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x55
for r in 1 2 3; do
  for lib in base new; do
    if [ $lib = base ]; then L=$d; else L=$PWD/build-run/x62/new; fi
    export LD_LIBRARY_PATH=$L:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
    echo "== round $r lib $lib" >> $OUT/times.txt
    ACL_VERSIONS=acl,halide $d/acl-port-matvec 2>&1 | grep -E "ATx-4096x4096 " >> $OUT/times.txt
    ACL_VERSIONS=acl,halide $d/acl-port-matvec --large 2>&1 | grep -E "ATx-8192x8192 " >> $OUT/times.txt
    ACL_VERSIONS=acl,halide $d/acl-port-matvec --size 2051 2>&1 | grep -E "ATx-2051x2051 " >> $OUT/times.txt
  done
done
export LD_LIBRARY_PATH=$PWD/build-run/x62/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
ACL_VERSIONS=acl $d/acl-port-matvec --plan 2>&1 | grep -E "work-groups|groups:" > $OUT/plan.txt
