#!/bin/bash
# lud at --large (8192, the suite's size) on the H200 with the blocked, threaded reference.
source .gpu/enter.sh
export ACL_PLATFORM=NVIDIA ACL_REPS=3
export LD_LIBRARY_PATH=$PWD/build-run/x80:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/lud.txt
date -u >> $OUT/lud.txt
{ time timeout 400 build-run/x80/acl-port-lud --large >> $OUT/lud.txt 2>&1 ; } 2> $OUT/time.txt
echo "rc=$?" >> $OUT/lud.txt
date -u >> $OUT/lud.txt
