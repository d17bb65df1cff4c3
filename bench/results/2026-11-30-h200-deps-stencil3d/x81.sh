#!/bin/bash
# x81.sh deps: pathfinder at 8192^2 and nw at 2048^2 (default size) on the H200.
# x81.sh sweep: stencil3d --large under knob variants, a process each.
source .gpu/enter.sh
export ACL_PLATFORM=NVIDIA
export LD_LIBRARY_PATH=$PWD/build-run/x81:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x81
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu.txt; date -u >> $OUT/gpu.txt
case "$1" in
  deps)
    ACL_REPS=10 timeout 200 $B/acl-port-pathfinder --large --size 8192 > $OUT/pathfinder-8192.txt 2>&1; echo "rc=$?" >> $OUT/pathfinder-8192.txt
    ACL_REPS=10 timeout 200 $B/acl-port-nw > $OUT/nw-2048.txt 2>&1; echo "rc=$?" >> $OUT/nw-2048.txt ;;
  sweep)
    for k in "" groups_per_cu=0 split_bytes=4 split_bytes=8 split_bytes=32 halo_wg=256 halo_wg=64 prefetch=0 halo_rows=0 lane_bytes=0 "" ; do
      echo "== knobs '$k'"
      ACL_KNOBS="$k" ACL_REPS=10 timeout 60 $B/acl-port-stencil3d --large --plan 2>&1 | grep -E "^stencil3d .*(original|acl) |work-group|arg 0"
    done > $OUT/sweep.txt 2>&1 ;;
esac
date -u >> $OUT/gpu.txt
