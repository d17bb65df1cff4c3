#!/usr/bin/env bash
# gemm4.sh: multi-knob shapes of the tiled plan at 4096^3 (and 8192^3 for the best), two rounds.
set -u
export ACL_VERSIONS=acl ACL_REPS=20
for round in 1 2; do
  for k in "" "tile_x=16,tile_wg_x=8" "tile_y=16,tile_wg_y=8" "tile_x=8,tile_y=16" "tile_x=16,tile_y=8" "tile_x=16,tile_y=16,tile_wg_x=8,tile_wg_y=8" "tile_run=8" "tile_chunk=8" "tile_chunk=32" "tile_pad=4" "tile_pad=1" "tile_band=8" "tile_wg_x=32,tile_wg_y=8" "tile_x=4,tile_y=16,tile_wg_x=32"; do
    ACL_KNOBS=$k build-gemm/examples/acl-matmul --shape 4096 --no-ragged 2>&1 | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4!="untimed" {print r, k, $3, $4, $5, $NF} /error/ {print r, k, $0}'
  done
done
