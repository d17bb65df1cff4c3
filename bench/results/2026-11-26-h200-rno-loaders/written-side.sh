#!/bin/bash
# gpu3.sh: the loader plan's written side: unroll hints on User_main's loop, shorter blocks.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA ACL_CACHE_DIR=off
E=build-xeon/examples
for round in 1 2; do
  $E/acl-iir --size 8192x8192 --reps 20 --variants "unroll_hints=1 unroll_hints=1,rno_bytes=256 rno_bytes=256 rno_bytes=128 unroll_hints=1,rno_bytes=128 unroll_hints=1,rno_loaders=224" 2>&1 | grep -v untimed | awk -v r=$round '$1=="iir" {print "r"r, $0}'
done
