#!/usr/bin/env bash
# The GPU machine's Xeon (PoCL 5.0): ACL_RNO1_SUM bands (the CPU class) against a
# work-group per block (scan_tiles=1) of several shapes, two rounds.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1
lscpu | grep "Model name"
V="scan_tiles=1 scan_tiles=1,scan_wg=64,scan_bytes=64 scan_tiles=1,scan_wg=256,scan_bytes=128 scan_tiles=1,scan_wg=128,scan_bytes=256 scan_tiles=1,scan_wg=32,scan_bytes=256"
for round in 1 2; do
for s in 2048x2048 4096x4096; do
  timeout 250 build-scan/acl-integral --size $s --reps 10 --sum-variants "$V" 2>&1 | grep -v untimed | grep -E " (acl|acl-rno1|acl-sum|sum:.*) " | sed "s/^/$round /"
done
done
