#!/bin/bash
# lud on the H200 at the suite-style default 1024: times and the trailing update's plan.
source .gpu/enter.sh
export ACL_PLATFORM=NVIDIA
export LD_LIBRARY_PATH=$PWD/build-run/x68/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
d=$PWD/build-run/x69
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
for r in 1 2; do ACL_REPS=10 $d/acl-port-lud 2>&1 | grep -E "x1024 |x592 " >> $OUT/lud.txt; done
ACL_REPS=1 $d/acl-port-lud --plan 2>&1 | grep -v "^lud " > $OUT/plan.txt
