#!/usr/bin/env bash
# The GPU machine's Xeon (PoCL 5.0): main at e59b619 (old) against cc0f312 (new) at a
# 2048^2 image and ragged ones, Halide beside the new side; wall time, medians of 10,
# interleaved rounds, every output validated by the examples.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
lscpu | grep -E "Model name|^CPU\(s\)"
for round in 1 2; do
  for s in 2048x2048 2047x2047 2049x2049 2001x1999; do
    for u in conv3x3 transpose pyramid binarize; do
      ACL_VERSIONS=acl timeout 60 build-scan/acl-$u-old --size $s --reps 10 2>&1 | grep -E " acl " | grep -v untimed | sed "s/^/$round old /"
      ACL_VERSIONS=acl,halide timeout 60 build-scan/acl-$u-new --size $s --reps 10 2>&1 | grep -E " (acl|halide) " | grep -v untimed | sed "s/^/$round new /"
    done
  done
done
