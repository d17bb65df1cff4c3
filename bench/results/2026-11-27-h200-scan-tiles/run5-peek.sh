#!/usr/bin/env bash
# H200: ACL_RNO1_SUM, a group per block (scan_tiles=1), the block above read ahead or not;
# then the scan device tests on the GPU (every strategy's plan, NVIDIA's compiler).
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA
V="scan_tiles=1 scan_tiles=1,scan_window=1 scan_tiles=1,scan_bytes=256 scan_tiles=1,scan_bytes=256,scan_window=1"
for round in 1 2; do
for s in 8192x8192 16384x16384 8191x8191 4096x4096 1000x1000 65536x1024 1024x65536; do
  for b in acl-integral-nopeek acl-integral; do
  timeout 250 build-scan/$b --size $s --reps 20 --sum-variants "$V" 2>&1 | grep -v untimed | grep -E " (acl-sum|sum:.*) " | sed "s/^/$round $b /"
  done
done
done
ACL_PLATFORM=NVIDIA timeout 200 build-scan/acl-device-tests "[scan]" 2>&1 | tail -4
