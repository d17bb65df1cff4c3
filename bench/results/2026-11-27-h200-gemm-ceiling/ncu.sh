#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
export PATH=/usr/local/cuda-13.0/bin:$PATH
cd build-scan
timeout 200 ncu --section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats -c 1 --launch-skip 5 python3 ../bench/cublas/sgemm.py --reps 3 4096 > $OUT/ncu-cublas.txt 2>&1; echo rc=$?
tail -5 $OUT/ncu-cublas.txt
timeout 200 ncu --section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats -k ACL_kernel -c 1 --launch-skip 5 ./ktime 4096 warp/base.cl > $OUT/ncu-acl.txt 2>&1; echo rc=$?
tail -5 $OUT/ncu-acl.txt
