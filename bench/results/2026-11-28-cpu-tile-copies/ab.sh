#!/bin/bash
# A/B of knob tile_copy_wg_y: groups of 8 rows (0, as before) against the class's 32, matmul
# by the example program (wall time, median of 3 calls), the two in turn for ROUNDS rounds
# at each shape. Run from the repository root: ab.sh ROUNDS SHAPE... (ACL_BUILD, default
# build/, holds the build; ACL_PLATFORM, exported, picks the device).
rounds=$1; shift
for shape in "$@"; do for r in $(seq "$rounds"); do for k in 0 32; do
  ms=$(POCL_AFFINITY=1 ACL_CACHE_DIR=off ACL_TIMING=wall ACL_KNOBS=tile_copy_wg_y=$k ACL_VERSIONS=acl \
       "./${ACL_BUILD:-build}/examples/acl-matmul" --shape "$shape" --no-ragged --reps 3 2>&1 |
       awk '$2 == "acl" {print $4, $6}')
  echo "$shape tile_copy_wg_y=$k $ms"
done; done; done
