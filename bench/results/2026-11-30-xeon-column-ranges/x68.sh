#!/bin/bash
# Issue 50 item 2 on the Xeon's PoCL at this session's end: main at its start (x55, 6278b48)
# against HEAD (x68/new), the reductions' ports, ACL, Halide and the original in each run,
# three interleaved rounds.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x55
for r in 1 2 3; do
  for lib in base new; do
    if [ $lib = base ]; then L=$d; else L=$PWD/build-run/x68/new; fi
    export LD_LIBRARY_PATH=$L:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
    echo "== round $r lib $lib" >> $OUT/times.txt
    ACL_VERSIONS=acl,halide,original $d/acl-port-matvec 2>&1 | grep -E "x4096 " >> $OUT/times.txt
    ACL_VERSIONS=acl,halide,original $d/acl-port-matvec --large 2>&1 | grep -E "x8192 " >> $OUT/times.txt
    ACL_VERSIONS=acl,halide $d/acl-port-matvec --size 2051 2>&1 | grep -E "x2051 " >> $OUT/times.txt
    ACL_VERSIONS=acl,halide,original $d/acl-port-imagesum 2>&1 | grep -E "[0-9]x[0-9]" >> $OUT/times.txt
    ACL_VERSIONS=acl,halide,original $d/acl-port-imagesum --large 2>&1 | grep -E "[0-9]x[0-9]" >> $OUT/times.txt
  done
done
export LD_LIBRARY_PATH=$PWD/build-run/x68/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
$d/acl-port-matvec --plan 2>&1 | grep -E "^  work-group|in_place|groups:" > $OUT/plan.txt
lscpu > $OUT/lscpu.txt
