#!/usr/bin/env bash
# H200: ACL_RNO1_SUM bands (the NVIDIA row) against a work-group per block (scan_tiles=1).
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
V="scan_tiles=1 scan_tiles=1,scan_bytes=256 scan_tiles=1,scan_bytes=64 scan_tiles=1,scan_wg=256 scan_tiles=1,scan_wg=256,scan_bytes=64 scan_tiles=1,scan_window=4 scan_tiles=1,scan_window=8 scan_tiles=1,scan_wg=64,scan_bytes=256 scan_tiles=1,scan_window=1 scan_tiles=1,wave_backoff=0"
for s in 8192x8192 4096x4096; do
  timeout 250 build-scan/acl-integral --size $s --reps 20 --sum-variants "$V" 2>&1 | grep -v untimed
done
