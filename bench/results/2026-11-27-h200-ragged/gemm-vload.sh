#!/usr/bin/env bash
# H200: ACL matmul at ragged pitches, tile fetch of single words (shipped) against vload4
# of rows off a vector (HACK_VLOAD=1, a measurement-only switch in this binary); one
# process per run, three rounds.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl
for round in 1 2 3; do
  for s in 4095 8191 4097 1001 4096; do
    timeout 120 build-scan/acl-matmul-hack --shape $s --reps 20 --no-ragged 2>&1 | grep -E " acl " | sed "s/^/$round words /"
    HACK_VLOAD=1 timeout 120 build-scan/acl-matmul-hack --shape $s --reps 20 --no-ragged 2>&1 | grep -E " acl " | sed "s/^/$round vload /"
  done
done
