#!/bin/bash
# The shipped AC matmul kernel under NVIDIA build options (register caps, optimisation level).
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA
for n in 4096 8192; do
  rm -rf /tmp/d$n; mkdir -p /tmp/d$n
  ACL_DUMP_DIR=/tmp/d$n ACL_VERSIONS=acl ACL_REPS=3 build-xeon/sw/acl-matmul --shape $n --no-ragged > /dev/null 2>&1
  k=$(ls /tmp/d$n/*.cl | head -1); cp $k $OUT/matmul-$n.cl
  build-xeon/regs/regs $k $n - -cl-nv-maxrregcount=128 -cl-nv-maxrregcount=160 -cl-nv-maxrregcount=200 -cl-nv-maxrregcount=255 "-cl-nv-opt-level=3" -cl-mad-enable
done
python3 bench/cublas/sgemm.py --reps 20 4096 8192 2>&1 | grep cublas
