#!/usr/bin/env bash
# ACL_RNO1_SUM on the Xeon's PoCL: band height and width variants (the arguments, ACL_KNOBS
# values), interleaved, two rounds. Call 1: "scan_bytes=256 scan_wg=32,scan_bytes=256
# scan_wg=32,scan_bytes=128 scan_wg=16,scan_bytes=256"; call 2 and 5: "scan_wg=16,scan_bytes=256
# scan_wg=8,scan_bytes=256 scan_wg=16,scan_bytes=512 scan_wg=8,scan_bytes=512
# scan_wg=16,scan_bytes=1024 scan_wg=4,scan_bytes=512".
set -u
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=Portable POCL_AFFINITY=1
lscpu | grep -E "Model name|^CPU\(s\)"
clinfo -l 2>/dev/null | head -5
for round in 1 2; do
  for sz in 2048x2048 4096x4096 1000x700; do
    build-scan/acl-integral --size $sz --reps 10 --sum-variants "$*" 2>&1 | grep -E "$sz|rror" | grep -v -E "original|optimized" | sed "s/^/$round /"
  done
done
