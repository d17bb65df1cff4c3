#!/bin/bash
# Issue 50 item 2 on the Xeon: main (base) against in_place (new), interleaved rounds.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x55
lscpu | head -20 > $OUT/lscpu.txt
for r in 1 2 3; do
  for lib in base new; do
    if [ $lib = base ]; then L=$d/base; else L=$d; fi
    export LD_LIBRARY_PATH=$L:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
    echo "== round $r lib $lib" >> $OUT/times.txt
    ACL_VERSIONS=acl,halide,original $d/acl-port-matvec 2>&1 | grep -E "x4096 |x8192 |^user" >> $OUT/times.txt
    ACL_VERSIONS=acl,halide,original $d/acl-port-matvec --large 2>&1 | grep -E "x8192 " >> $OUT/times.txt
    ACL_VERSIONS=acl,halide,original $d/acl-port-imagesum 2>&1 | grep -E "2048 " >> $OUT/times.txt
  done
done
$d/acl-port-matvec --plan 2>&1 | grep -E "in place|filled|arg " > $OUT/plan.txt
