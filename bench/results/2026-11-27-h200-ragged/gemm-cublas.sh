#!/usr/bin/env bash
# H200: ACL's matmul against cuBLAS SGEMM (torch, TF32 off) at aligned and ragged shapes,
# one process per shape for ACL (hand-optimized beside it), then cuBLAS, two rounds.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl,optimized
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for round in 1 2; do
  for s in 4096 4095 4097 1000 1001 8192 8191; do
    timeout 120 build-scan/acl-matmul-new --shape $s --reps 20 --no-ragged 2>&1 | grep -E " (acl|optimized) " | sed "s/^/$round /"
  done
  python3 bench/cublas/sgemm.py --reps 20 4096 4095 4097 1000 1001 8192 8191 2>&1 | sed "s/^/$round cublas /"
done
