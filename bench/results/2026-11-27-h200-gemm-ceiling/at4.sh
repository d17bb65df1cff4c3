#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cd build-scan
./ktime2 8192 warp/base8192.cl warp/bt8192-16-2.cl
./ktime2 4096 warp/base.cl warp/bt-16-2.cl
cd .. && python3 bench/cublas/sgemm.py --reps 20 4096 8192 2>&1 | tail -2
