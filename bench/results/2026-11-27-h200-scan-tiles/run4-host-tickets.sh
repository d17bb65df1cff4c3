#!/usr/bin/env bash
# H200: ACL_RNO1_SUM, a group per block (scan_tiles=1) with the block above read ahead;
# `peek`: the launch count in the sync buffer (a last group resets it), new: tickets and
# count from the host.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA
V="scan_tiles=1 scan_tiles=1,scan_bytes=256 scan_tiles=1,scan_bytes=512 scan_tiles=1,scan_wg=64,scan_bytes=256 scan_tiles=1,scan_window=1"
for round in 1 2; do
for s in 8192x8192 16384x16384 4096x4096 1000x1000; do
  for b in acl-integral-peek acl-integral; do
  timeout 250 build-scan/$b --size $s --reps 20 --sum-variants "$V" 2>&1 | grep -v untimed | grep -E " (acl-sum|sum:.*) " | sed "s/^/$round $b /"
  done
done
done
