#!/bin/bash
# x83.sh tests: the device tests of offsets, the memo and steps on the H200 (main 8709f73).
# x83.sh ports: the ports that read windows by offset, --large, on the H200.
source .gpu/enter.sh
export LD_LIBRARY_PATH=$PWD/build-run/x83:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
export ACL_PLATFORM=NVIDIA
B=build-run/x83
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu-$1.txt; date -u >> $OUT/gpu-$1.txt
case "$1" in
  tests)
    timeout 400 $B/acl-device-tests "[offset],[memo],[steps]" > $OUT/tests.txt 2>&1
    echo "rc=$?" >> $OUT/tests.txt ;;
  ports)
    for p in gaussian lud gramschmidt backprop streamcluster; do
      ACL_REPS=5 timeout 150 $B/acl-port-$p --large > $OUT/port-$p.txt 2>&1; echo "rc=$?" >> $OUT/port-$p.txt
    done ;;
esac
date -u >> $OUT/gpu-$1.txt
