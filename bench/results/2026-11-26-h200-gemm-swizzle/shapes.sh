#!/bin/bash
# 128x128 blocks from more, smaller work-item tiles (more warps, fewer registers each).
set -u
source .gpu/enter.sh >/dev/null
export ACL_VERSIONS=acl ACL_REPS=20 ACL_PLATFORM=NVIDIA
for r in 1 2; do
  for k in "" "tile_wg_y=32,tile_y=4" "tile_wg_x=32,tile_x=4" "tile_wg_y=32,tile_y=4,tile_chunk=32" "tile_wg_x=32,tile_wg_y=32,tile_x=4,tile_y=4"; do
    for s in 4096 8192; do
      ACL_KNOBS=$k build-xeon/sw/acl-matmul --shape $s --no-ragged | awk -v r=$r -v k="${k:-shipped}" '$2=="acl" && $4!="untimed" {print r, k, $3, $4, $NF}'
    done
  done
done
ACL_KNOBS="tile_wg_y=32,tile_y=4" build-xeon/sw/acl-matmul --shape 4096 --no-ragged --plan 2>&1 | grep -E "tiling|tile_shape" | head -3
python3 bench/cublas/sgemm.py --reps 20 4096 8192 2>&1 | grep cublas
