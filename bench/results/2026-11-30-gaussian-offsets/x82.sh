#!/bin/bash
# gaussian's acl (column and pivot copied) against acl-offsets (read in place by offset) on
# the H200 (--large, 2048) and the Xeon's PoCL 5.0 (default, 768), two processes each.
source .gpu/enter.sh
export LD_LIBRARY_PATH=$PWD/build-run/x82:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x82
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu.txt; date -u >> $OUT/gpu.txt
for r in 1 2; do
  ACL_PLATFORM=NVIDIA ACL_REPS=10 timeout 120 $B/acl-port-gaussian --large > $OUT/h200-$r.txt 2>&1
  ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_REPS=10 timeout 120 $B/acl-port-gaussian > $OUT/xeon-$r.txt 2>&1
done
date -u >> $OUT/gpu.txt
