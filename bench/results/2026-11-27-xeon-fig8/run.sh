#!/bin/bash
# Fig. 8 on the GPU machine's Xeon (PoCL 5.0) beside Halide 21 (multitarget pipelines linked into the
# examples), wall time, default and --cpu-large shapes; binaries of main built on Debian 12
# and carried as build-xeon/ (stripped examples).
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
lscpu | grep -v Flags > $OUT/lscpu.txt
ACL_BUILD=build-xeon ACL_REPS=10 timeout 560 bench/fig8.sh run --cpu-large --out $OUT/fig8 > $OUT/fig8.log 2>&1
echo "fig8 rc $?"
tail -70 $OUT/fig8/table.txt
