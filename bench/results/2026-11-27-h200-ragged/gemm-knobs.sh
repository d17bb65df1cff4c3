#!/usr/bin/env bash
# H200: ACL matmul at ragged shapes under tile knobs (ACL_KNOBS), one process per run, two rounds.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl
for round in 1 2; do
  for s in 4095 4097 4096; do
    for k in "" "tile_branchless=1" "tile_band=2" "tile_band=8" "tile_chunk=32"; do
      ACL_KNOBS="$k" timeout 120 build-scan/acl-matmul --shape $s --reps 20 --no-ragged 2>&1 | grep -E " acl " | sed "s/^/$round [$k] /"
    done
  done
done
