#!/usr/bin/env bash
# H200: mid-size GEMMs at pitches off a vector, the shipped shape rule against smaller groups
# there too (HACK_ROWS=1, a measurement-only switch in this binary); two rounds.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl
for round in 1 2; do
  for s in 777 1001 999 1023 513 4095x1023x777 2047x1001x999; do
    timeout 120 build-scan/acl-matmul --shape $s --reps 20 --no-ragged 2>&1 | grep -E " acl " | sed "s/^/$round shipped /"
    HACK_ROWS=1 timeout 120 build-scan/acl-matmul --shape $s --reps 20 --no-ragged 2>&1 | grep -E " acl " | sed "s/^/$round smaller /"
  done
done
