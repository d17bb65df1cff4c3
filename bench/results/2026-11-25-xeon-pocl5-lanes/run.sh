#!/bin/bash
# Issue 17 on the GPU machine's Xeon (PoCL 5.0): the CPU strategy on vectors (tile_lanes),
# its knobs, its scaling with PoCL's threads, the CPU's measured peak, then Fig. 8 beside
# Halide. Run from the repository root with build-xeon/ (stripped binaries of build-carry/,
# Release, examples linked with Halide multitarget pipelines).
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
B=build-xeon
lscpu > $OUT/lscpu.txt
$B/bench/acl-cpu-peak --threads 1,2,4,8,16 > $OUT/peak.csv 2>&1
mm() { ACL_VERSIONS=acl,halide ACL_KNOBS="$1" ACL_REPS=10 timeout 150 $B/examples/acl-matmul --shape $2 --no-ragged 2>&1 | grep -E " acl | halide |error"; }
{
for r in 1 2; do for k in tile_lanes=0 tile_lanes=1 tile_lane_y=8 tile_lane_y=14 tile_lane_x=1 tile_lane_x=4 \
  tile_chunk=128 tile_chunk=512 tile_wg_x=4,tile_wg_y=4 tile_fill=4 tile_lane_x=1,tile_lane_y=28; do
  echo "== round $r $k 1024"; mm $k 1024; done; done
for k in tile_lanes=1 tile_lane_y=8 tile_lane_x=4; do echo "== $k 2048"; mm $k 2048; done
for n in 1 2 4 8 16; do echo "== PoCL threads $n"; POCL_MAX_PTHREAD_COUNT=$n POCL_CPU_MAX_CU_NUM=$n mm tile_lanes=1 1024; done
} > $OUT/sweep.txt 2>&1
ACL_BUILD=$B ACL_REPS=10 timeout 400 bench/fig8.sh run --cpu-large --out $OUT/fig8 > $OUT/fig8.log 2>&1
cat $OUT/peak.csv $OUT/sweep.txt; tail -40 $OUT/fig8/table.txt
