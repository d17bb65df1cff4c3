#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
./ktime2 4096 warp/cpall4.cl warp/at-132.cl warp/at-128.cl warp/base.cl
./ktime2 8192 warp/base8192.cl warp/at8192.cl
cd .. && python3 bench/cublas/sgemm.py --reps 20 4096 8192 2>&1 | tail -2
