#!/bin/bash
# Where a one-pass RNO1 SAT spends its time on the H200: its time against width and height,
# pipeline (wave_pipeline=1) and diagonal launches (0).
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA ACL_REPS=5
for s in 1024x8192 2048x8192 4096x8192 8192x8192 8192x1024 8192x2048 8192x4096 1024x1024; do
  build-xeon/wave/acl-integral --size $s --variants "wave_pipeline=1" 2>&1 | awk -v s=$s '$2 ~ /acl/ && $4!="untimed" && $3==s {print s, $2, $4, $NF}' 
done
build-xeon/wave/acl-integral --size 8192x8192 --plan --variants "wave_pipeline=1" 2>&1 | grep -E "wavefront:|pipeline:" | head -4
