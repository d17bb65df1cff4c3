#!/bin/bash
# lud on the H200 at 1024: the trailing update's ACL_TILE work-item tiles (knobs tile_x,
# tile_y, tile_run; NVIDIA row 8, 8, 4, shrunk by the planner to 4x4 for small windows)
# against the suite's one word a work-item, two rounds.
source .gpu/enter.sh
export ACL_PLATFORM=NVIDIA
export LD_LIBRARY_PATH=$PWD/build-run/x68/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
d=$PWD/build-run/x69
for r in 1 2; do
  for k in "" "tile_x=2,tile_y=2,tile_run=2" "tile_x=1,tile_y=1,tile_run=1"; do
    echo "== round $r knobs '$k'" >> $OUT/lud.txt
    ACL_KNOBS=$k ACL_REPS=10 $d/acl-port-lud 2>&1 | grep -E "x1024 " >> $OUT/lud.txt
  done
done
ACL_KNOBS=tile_x=1,tile_y=1,tile_run=1 ACL_REPS=1 $d/acl-port-lud --plan 2>&1 | grep -E "tiling|tile_shape|tile_groups: [0-9]" > $OUT/plan-1.txt
