#!/usr/bin/env bash
# GPU plans off the power-of-two path: each user at its benchmark shape and at ragged ones,
# beside the hand-optimized (and original) kernels; NVIDIA OpenCL, profiling events,
# medians of 10, every output validated by the examples.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA ACL_REPS=10
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
run() { timeout 100 "$@" 2>&1 | grep -E "^[a-z0-9]+ +(original|optimized|acl|acl-rno1|cublas|clblast) " | grep -v untimed; }
for s in 8192x8192 8191x8191 8193x8193 8000x6001; do
  for u in conv3x3 transpose pyramid binarize iir; do run build-scan/acl-$u-new --size $s; done
  run build-scan/acl-integral-new --size $s
done
for R in 2 5 8 13; do for s in 8192x8192 8191x8191; do run build-scan/acl-stencil-new --radius $R --size $s; done; done
for m in 4096 4095 4097 3000x5000x1000; do run build-scan/acl-matmul-new --shape $m --no-ragged; done
