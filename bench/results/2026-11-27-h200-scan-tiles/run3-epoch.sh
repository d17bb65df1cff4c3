#!/usr/bin/env bash
# H200: ACL_RNO1_SUM with the launch count read once per group; bands against a group per block.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA
V="scan_tiles=1 scan_tiles=1,scan_bytes=256 scan_tiles=1,scan_window=1 scan_tiles=1,scan_wg=64,scan_bytes=256 scan_tiles=1,scan_wg=64,scan_bytes=512 scan_tiles=1,scan_wg=32,scan_bytes=512 scan_tiles=1,scan_wg=128,scan_bytes=512 scan_tiles=1,wave_backoff=0 scan_tiles=1,wave_backoff=256 scan_bytes=256"
for s in 8192x8192 16384x16384 1000x1000; do
  timeout 250 build-scan/acl-integral --size $s --reps 20 --sum-variants "$V" 2>&1 | grep -v untimed | grep -E " (acl|optimized|acl-sum|sum:.*) "
done
