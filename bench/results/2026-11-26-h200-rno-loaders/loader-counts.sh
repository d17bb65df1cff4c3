#!/bin/bash
# gpu5.sh: loader counts below 224 (smaller groups: more of them resident per multiprocessor), H200.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA ACL_CACHE_DIR=off
E=build-xeon/examples
for round in 1 2; do
  for s in 8192x8192 4096x4096; do
    $E/acl-iir --size $s --reps 20 --variants "rno_loaders=32 rno_loaders=96 rno_loaders=160 rno_loaders=352" 2>&1 | grep -v untimed | awk -v r=$round '$1=="iir" && $2 ~ /acl/ {print "r"r, $0}'
  done
done
