#!/bin/bash
# exp4.sh: ENLARGE with lanes through the cache (lane_bytes set, stream_bytes 0) on the Xeon.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
E=build-xeon/examples
for round in 1 2 3; do
  for s in 2048x2048 4096x4096; do
    for k in "" lane_bytes=64,stream_bytes=0 lane_bytes=32,stream_bytes=0 lane_bytes=16,stream_bytes=0 lane_bytes=64 enlarge_bytes=32,lane_bytes=32,stream_bytes=0; do
      ACL_VERSIONS=acl ACL_KNOBS=$k $E/acl-pyramid --size $s 2>/dev/null | awk -v r=$round -v k="$k" '$1=="enlarge2" && $2=="acl" && $4!="untimed" {print "r"r, k, $0}'
    done
    ACL_VERSIONS=halide,optimized $E/acl-pyramid --size $s 2>/dev/null | awk -v r=$round '$1=="enlarge2" && $4!="untimed" {print "r"r, $0}'
  done
done
ACL_KNOBS=lane_bytes=64,stream_bytes=0 ACL_VERSIONS=acl $E/acl-pyramid --plan --reps 2 2>&1 | grep -A14 "^enlarge2 .*acl" | grep -E "plan|arg|- " | head -12
