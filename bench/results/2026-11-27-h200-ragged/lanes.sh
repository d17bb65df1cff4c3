#!/usr/bin/env bash
# Lanes on rows off a 16-byte vector (ln: vloadn/vstoren where rows do not start on a
# vector) against main at cc0f312 (new: such rows keep a column per work-item): NVIDIA
# OpenCL, profiling events, medians of 10, two interleaved rounds, outputs validated.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA ACL_REPS=10
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
build-scan/acl-stencil-ln --radius 2 --size 8191x8191 --reps 1 --plan 2>&1 | grep -E "^  work-group|arg 0"
for r in 1 2; do
  for s in 8191x8191 8193x8193 8190x8190 8192x8192; do
    for v in new ln; do
      for R in 2 3 4; do
        ACL_VERSIONS=acl timeout 60 build-scan/acl-stencil-$v --radius $R --size $s 2>&1 | grep -E " acl " | grep -v untimed | sed "s/^/$r $v R=$R /"
      done
      for u in conv3x3 binarize iir integral; do
        ACL_VERSIONS=acl timeout 60 build-scan/acl-$u-$v --size $s 2>&1 | grep -E " acl " | grep -v untimed | sed "s/^/$r $v /"
      done
    done
  done
done
