#!/bin/bash
# A^T x on the Xeon with column ranges: column_runs x column_strip_bytes, through the port,
# ACL and Halide in each run, two interleaved rounds.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x55
export LD_LIBRARY_PATH=$PWD/build-run/x62/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
for r in 1 2; do
  for runs in 2 4 8 16; do
    for b in 512 2048 4096; do
      echo "== round $r column_runs $runs column_strip_bytes $b" >> $OUT/sweep.txt
      export ACL_KNOBS=column_runs=$runs,column_strip_bytes=$b
      ACL_REPS=20 ACL_VERSIONS=acl,halide $d/acl-port-matvec 2>&1 | grep -E "ATx-4096x4096 " >> $OUT/sweep.txt
      ACL_REPS=20 ACL_VERSIONS=acl,halide $d/acl-port-matvec --size 2051 2>&1 | grep -E "ATx-2051x2051 " >> $OUT/sweep.txt
    done
  done
done
