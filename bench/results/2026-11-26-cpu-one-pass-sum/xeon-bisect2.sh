#!/usr/bin/env bash
set -u
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=Portable POCL_AFFINITY=1
v="scan_wg=16,scan_bytes=512"
for reps in 3 10; do
  echo "== alone, reps $reps"; build-scan/acl-integral --size 4096x4096 --reps $reps --sum-variants "$v" 2>&1 | grep -E "sum" | grep -v untimed | head -3
done
echo "== list, reps 10"
build-scan/acl-integral --size 4096x4096 --reps 10 --sum-variants "scan_wg=16,scan_bytes=256 scan_wg=8,scan_bytes=256 scan_wg=16,scan_bytes=512 scan_wg=8,scan_bytes=512" 2>&1 | grep -E "sum|WRONG" | grep -v untimed | head
echo "== list, reps 2"
build-scan/acl-integral --size 4096x4096 --reps 2 --sum-variants "scan_wg=8,scan_bytes=256 scan_wg=16,scan_bytes=512" 2>&1 | grep -E "sum|WRONG" | grep -v untimed | head
