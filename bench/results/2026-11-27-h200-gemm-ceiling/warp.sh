#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
which ncu nsys 2>&1 | head -2; ls /usr/local/ | head
./ktime 4096 warp/base.cl warp/remap.cl warp/a4.cl warp/remap-a4.cl warp/remap48-a4.cl
./ktime 8192 warp/base8192.cl warp/remap8192.cl warp/remap-a4-8192.cl
cd .. && python3 bench/cublas/sgemm.py --reps 20 4096 8192 2>&1 | tail -3
