#!/usr/bin/env bash
# gemm.sh: ACL's matmul at mid sizes under tiled-knob variants, two interleaved rounds;
# cuBLAS at the same shapes in the same call.
set -u
export ACL_VERSIONS=acl ACL_REPS=30
for round in 1 2; do
  for k in "" tile_fill=0 tile_fill=2 tile_fill=4 "tile_wg_x=8,tile_wg_y=8" "tile_wg_x=8,tile_wg_y=8,tile_fill=0" "tile_wg_x=16,tile_wg_y=8" "tile_wg_x=8,tile_wg_y=16" tile_chunk=32 tile_chunk=8 tile_band=0 "tile_x=4,tile_y=8" "tile_x=8,tile_y=4"; do
    for s in 1000 4095x1023x777 2048; do
      ACL_KNOBS=$k build-new/examples/acl-matmul --shape $s --no-ragged | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4 != "untimed" {print r, k, $3, $4, $NF}'
    done
  done
done
python3 bench/cublas/sgemm.py 1000x1000x1000 4095x1023x777 2048x2048x2048 2>&1 | tail -5
