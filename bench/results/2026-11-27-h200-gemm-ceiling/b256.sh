#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
./ktime2 4096 warp/base.cl warp/cpall4.cl warp/b256-8-3.cl@512,256 warp/b256-8-2.cl@512,256
cd .. && python3 bench/cublas/sgemm.py --reps 20 4096 2>&1 | tail -1
