#!/bin/bash
# Which version of lud and hotspot hits PoCL 5.0's dlhandle-cache assertion on the Xeon.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_REPS=3
export LD_LIBRARY_PATH=$PWD/build-run/x68/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
b=$PWD/build-run/x71/bench/ports
for v in original acl; do
  echo "== lud $v" >> $OUT/which.txt
  ACL_VERSIONS=$v timeout 60 $b/acl-port-lud >> $OUT/which.txt 2>&1; echo "rc=$?" >> $OUT/which.txt
done
for v in original plain acl acl-steps acl-m3 acl-m5; do
  echo "== hotspot $v" >> $OUT/which.txt
  ACL_VERSIONS=$v timeout 60 $b/acl-port-hotspot >> $OUT/which.txt 2>&1; echo "rc=$?" >> $OUT/which.txt
done
