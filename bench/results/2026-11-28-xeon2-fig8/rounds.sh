#!/bin/bash
# Three rounds of ACL against Halide (wall time, medians of 10 calls) for the users that sat near 1.0; prints user shape version ms. Run from anywhere; uses build/.
cd "$(dirname "$0")/../../.."
for r in 1 2 3; do
  for spec in "matmul --shape 1024 --no-ragged" "matmul --shape 2048 --no-ragged" "binarize --size 2048x2048" "binarize --size 4096x4096" "iir --size 2048x2048" "pyramid --size 2048x2048"; do
    set -- $spec; u=$1; shift
    bin=./build/examples/acl-$u
    POCL_AFFINITY=1 ACL_TIMING=wall ACL_PLATFORM=Portable ACL_VERSIONS=acl,halide $bin "$@" --reps 10 2>&1 | awk '$2=="acl"||$2=="halide"{print $1, $3, $2, $4}'
  done
done
