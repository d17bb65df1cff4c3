#!/usr/bin/env bash
# Mid-size GEMM: block shapes against wave quantization (132 compute units), two rounds, cuBLAS in the same call.
set -u
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl ACL_REPS=20
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
shapes="777 1000 1024 1536 2048 3072 4095x1023x777 2560"
V=("" "tile_wg_x=8,tile_wg_y=8" "tile_wg_x=16,tile_wg_y=8" "tile_wg_x=8,tile_wg_y=16" "tile_wg_x=8,tile_wg_y=8,tile_x=4" "tile_wg_x=8,tile_wg_y=8,tile_y=4" "tile_wg_x=16,tile_wg_y=16,tile_x=4,tile_y=4" "tile_wg_x=16,tile_wg_y=8,tile_x=4" "tile_wg_x=8,tile_wg_y=8,tile_chunk=32")
for s in $shapes; do ACL_KNOBS= ACL_PLAN=1 build-scan/acl-matmul --shape $s --no-ragged 2>&1 | grep -m1 "tiling:" | sed "s/^/$s default: /"; done
for round in 1 2; do
  for s in $shapes; do
    for k in "${V[@]}"; do
      ACL_KNOBS=$k build-scan/acl-matmul --shape $s --no-ragged 2>&1 | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4!="untimed" {print r, k, $3, $4, $NF} /rror/ {print r, k, $0}'
    done
  done
  python3 bench/cublas/sgemm.py --reps 20 $shapes 2>&1 | grep cublas | sed "s/^/$round /"
done
