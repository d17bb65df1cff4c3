#!/bin/bash
# gpu1.sh: ACL_RNO0 walks with loader work-items (rno_loaders) on the H200, against the walk
# without them, in the same rounds (acl-iir --variants); ragged shapes checked untimed.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA ACL_CACHE_DIR=off
E=build-xeon/examples
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for round in 1 2; do
  $E/acl-iir --size 8192x8192 --reps 20 --variants "rno_loaders=0 rno_loaders=224 rno_loaders=992 rno_bytes=256 rno_bytes=1024 rno_loaders=224,rno_bytes=1024" 2>&1 | grep -v untimed | sed "s/^/r$round /"
  $E/acl-iir --size 1000x700 --reps 20 --variants "rno_loaders=0" 2>&1 | grep -v untimed | sed "s/^/r$round /"
  $E/acl-iir --size 4096x4096 --reps 20 --variants "rno_loaders=0" 2>&1 | grep -v untimed | sed "s/^/r$round /"
done
$E/acl-iir --size 8192x8192 --reps 3 --plan 2>&1 | grep -E "plan|loader|work-group [0-9]" | head -5
$E/acl-iir --size 1000x700 --reps 3 --plan 2>&1 | grep -E "loader|work-group [0-9]" | head -5
