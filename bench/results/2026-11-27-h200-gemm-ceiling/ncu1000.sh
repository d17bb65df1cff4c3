#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
export PATH=/usr/local/cuda-13.0/bin:$PATH
for s in 1000 1024 2048; do
timeout 200 ncu --section LaunchStats --section SpeedOfLight -c 2 --launch-skip 3 python3 bench/cublas/sgemm.py --reps 3 $s > $OUT/ncu-cublas-$s.txt 2>&1
grep -E "xmma|gemm|Kernel|Grid Size|Block Size|Registers Per|Duration|Dynamic Shared|SM Frequency" $OUT/ncu-cublas-$s.txt | head -24
done
