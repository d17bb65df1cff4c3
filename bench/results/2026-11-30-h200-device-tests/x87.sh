#!/bin/bash
# The device tests on the H200 (main 7165d2a), as far as one call goes.
source .gpu/enter.sh
export LD_LIBRARY_PATH=$PWD/build-run/x87:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
export ACL_PLATFORM=NVIDIA
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu.txt; date -u >> $OUT/gpu.txt
timeout 520 build-run/x87/acl-device-tests "$@" -r compact --durations yes > $OUT/tests.txt 2>&1
echo "rc=$?" >> $OUT/tests.txt
date -u >> $OUT/gpu.txt
