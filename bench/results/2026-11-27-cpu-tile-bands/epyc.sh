#!/bin/bash
# tile_band on the 2-core EPYC (PoCL 3.1): matmul with ACL_KNOBS=tile_band=N, interleaved rounds.
# Usage (from build/): epyc.sh SHAPE REPS ROUNDS BANDS...
shape=$1; reps=$2; rounds=$3; shift 3
for r in $(seq $rounds); do
  line="round $r shape $shape:"
  for b in "$@"; do
    t=$(ACL_KNOBS=tile_band=$b ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall ACL_VERSIONS=acl ./examples/acl-matmul --shape $shape --no-ragged --reps $reps 2>&1 | awk '/^matmul/{print $4, $6}')
    line="$line | band $b $t"
  done
  echo "$line"
done
