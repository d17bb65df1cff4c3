#!/usr/bin/env bash
# ACL_RNO0 loader work-items on rows at any pitch (ld) against main (new: loaders only on
# rows of whole 16-byte vectors): recursive filter and summed-area table, NVIDIA OpenCL,
# profiling events, medians of 10, interleaved rounds, every output validated.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA ACL_REPS=10
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build-scan/acl-iir-ld --size 8191x8191 --reps 1 --plan 2>&1 | grep -E "loader|rno_loaders"
for r in 1 2; do
  for s in 8192x8192 8191x8191 8193x8193 8190x8190 1001x701; do
    for v in new ld; do
      for u in iir integral; do
        ACL_VERSIONS=acl timeout 60 build-scan/acl-$u-$v --size $s 2>&1 | grep -E " acl " | grep -v untimed | sed "s/^/$r $v /"
      done
    done
  done
done
