#!/usr/bin/env bash
# Split k (pass tile_split) on the GPU machine: acl-matmul with the NVIDIA row (tile_split_k
# 16, tile_split_rounds 4) against tile_split_k=0 and cuBLAS (bench/cublas/sgemm.py), shape
# by shape, two rounds. ACL is timed from a marker to the end of its last launch (the
# example's span timing). Needs acl-matmul built in Release and stripped into build-scan/.
# Device call: carry ["build-scan", ".gpu"], run
#   bench/results/2026-11-26-h200-split-k/run.sh
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== ragged shapes, NVIDIA row (validated, untimed)"
build-scan/acl-matmul --shape 1536 --reps 3 2>&1 | tail -6
for round in 1 2; do
  for s in ${SHAPES:-777 1000 1024 1536 2048 2560 3072 4096 8192 4095x1023x777}; do
    for knobs in "" "tile_split_k=0"; do
      echo "== round $round shape $s knobs '${knobs}'"
      ACL_KNOBS="$knobs" ACL_CSV=$OUT/acl${knobs:+-whole}.csv build-scan/acl-matmul --shape $s --no-ragged \
        --reps 15 2>&1 | grep -E "^matmul|wrong|error"
    done
    python3 bench/cublas/sgemm.py --reps 15 --csv $OUT/cublas.csv $s 2>&1 | grep -E "^matmul|wrong"
  done
done
