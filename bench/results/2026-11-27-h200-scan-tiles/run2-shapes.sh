#!/usr/bin/env bash
# H200: where a work-group per block (scan_tiles=1) waits: wide-and-short (row look-backs),
# tall-and-narrow (column look-backs), and polling back-off.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=NVIDIA
V="scan_tiles=1 scan_tiles=1,wave_backoff=256 scan_tiles=1,wave_backoff=4096 scan_tiles=1,scan_wg=32,scan_bytes=256"
for s in 8192x8192 524288x128 128x524288 1024x65536; do
  timeout 120 build-scan/acl-integral --size $s --reps 10 --sum-variants "$V" 2>&1 | grep -v untimed | grep -v "^user\|^acl-int"
done
