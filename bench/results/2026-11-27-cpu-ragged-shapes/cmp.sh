#!/bin/bash
# Main before (e59b619, built in $OLD) against this change ($NEW), Halide beside, at a
# 2048^2 image and three ragged ones: interleaved rounds, wall time of a synchronous call,
# medians of 10, every output validated by the examples. Output: "round version line".
OLD=${OLD:-/tmp/old/build} NEW=${NEW:-build}
export POCL_AFFINITY=1 ACL_TIMING=wall ACL_PLATFORM=Portable
for round in 1 2 3; do
  for s in ${SHAPES:-2048x2048 2047x2047 2049x2049 2001x1999}; do
    for u in ${USERS:-conv3x3 transpose pyramid binarize}; do
      ACL_VERSIONS=acl $OLD/examples/acl-$u --size $s --reps 10 2>&1 | grep -E " acl " | grep -v untimed | sed "s/^/$round old /"
      ACL_VERSIONS=acl,halide $NEW/examples/acl-$u --size $s --reps 10 2>&1 | grep -E " (acl|halide) " | grep -v untimed | sed "s/^/$round new /"
    done
  done
done
