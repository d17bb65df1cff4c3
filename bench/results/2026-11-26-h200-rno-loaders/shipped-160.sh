#!/bin/bash
# gpu6.sh: NVIDIA's row with 160 loader work-items, against the walk without loaders, H200.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA ACL_CACHE_DIR=off
E=build-xeon/examples
for round in 1 2; do
  for s in 8192x8192 4096x4096 1000x700; do
    $E/acl-iir --size $s --reps 20 --variants "rno_loaders=0" 2>&1 | grep -v untimed | awk -v r=$round '$1=="iir" {print "r"r, $0}'
  done
done
$E/acl-iir --size 8192x8192 --reps 3 --plan 2>&1 | grep -E "loader work-items" | head -2
