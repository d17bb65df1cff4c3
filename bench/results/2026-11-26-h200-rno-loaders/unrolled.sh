#!/bin/bash
# gpu4.sh: the loader walk with the AC kernel's own loops unrolled (and User_main's with
# unroll_hints), against the landed plan (v1), H200.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA ACL_CACHE_DIR=off
E=build-xeon/examples X=build-xeon/exp
for round in 1 2; do
  for s in 8192x8192 4096x4096; do
    $X/acl-iir-v1 --size $s --reps 20 2>&1 | awk -v r=$round '$2=="acl" && $4!="untimed" {print "r"r" v1", $0}'
    $E/acl-iir --size $s --reps 20 --variants "unroll_hints=1 unroll_hints=1,rno_loaders=480 unroll_hints=1,rno_bytes=256" 2>&1 | grep -v untimed | awk -v r=$round '$1=="iir" && $2 ~ /acl/ {print "r"r" new", $0}'
  done
done
