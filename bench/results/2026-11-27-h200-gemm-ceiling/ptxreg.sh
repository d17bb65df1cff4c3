#!/usr/bin/env bash
# GEMM kernels rebuilt from their own PTX with register directives, against cuBLAS.
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for s in 4096 8192; do
  d=$OUT/k$s; mkdir -p $d
  ACL_DUMP_DIR=$d build-scan/acl-matmul --shape $s --no-ragged --reps 5 2>&1 | grep -E "acl|ACL" | head -3
  f=$(ls $d/*.cl | head -1)
  build-scan/ptxtime $s $f - ".maxnreg 128" ".minnctapersm 2" ".maxnreg 168" ".maxnreg 255"
  python3 bench/cublas/sgemm.py --reps 20 $s 2>&1 | tail -2
done
