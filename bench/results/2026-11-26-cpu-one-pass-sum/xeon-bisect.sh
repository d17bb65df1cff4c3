#!/usr/bin/env bash
# Bisecting a wrong ACL_RNO1_SUM result on the Xeon's PoCL 5.0 (scan_wg=16, scan_bytes=512, 4096^2).
set -u
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=Portable POCL_AFFINITY=1
v="scan_wg=16,scan_bytes=512"
for sz in 4096x4096 4096x2048 2048x4096 4096x1024 3000x3000; do
  echo "== size $sz"; build-scan/acl-integral --size $sz --reps 1 --sum-variants "$v" 2>&1 | grep -E "sum:" | grep -v untimed | head -2
done
for t in 1 2 4 8; do
  echo "== threads $t"; POCL_MAX_PTHREAD_COUNT=$t build-scan/acl-integral --size 4096x4096 --reps 1 --sum-variants "$v" 2>&1 | grep -E "sum:" | grep -v untimed | head -2
done
echo "== scan_window 1/2, scan_inclusive 2"
build-scan/acl-integral --size 4096x4096 --reps 1 --sum-variants "$v,scan_window=2 $v,scan_inclusive=2 scan_wg=16,scan_bytes=512,scan_prefetch=1" 2>&1 | grep -E "sum:" | grep -v untimed
mkdir -p /tmp/dd; ACL_DUMP_DIR=/tmp/dd build-scan/acl-integral --size 4096x4096 --reps 1 --sum-variants "$v" > /dev/null 2>&1
grep -l "split 128" /tmp/dd/*.cl | head -2 | while read f; do cp $f $OUT/; done
ls /tmp/dd | wc -l
