#!/bin/bash
# exp3.sh: ENLARGE's streamed stores (stream_bytes) on the Xeon's 300 MiB L3; CLBlast beside
# ACL's matmul; the outside users, old against new. Wall time, PoCL 5.0.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
E=build-xeon/examples X=build-xeon/exp
for round in 1 2; do
  for s in 2048x2048 4096x4096; do
    for k in "" stream_bytes=0 stream_bytes=1; do
      ACL_VERSIONS=acl ACL_KNOBS=$k $E/acl-pyramid --size $s 2>/dev/null | awk -v r=$round -v k="$k" '$1=="enlarge2" && $2=="acl" && $4!="untimed" {print "r"r, k, $0}'
    done
    ACL_VERSIONS=halide $E/acl-pyramid --size $s 2>/dev/null | awk -v r=$round '$1=="enlarge2" && $2=="halide" && $4!="untimed" {print "r"r, $0}'
  done
  for s in 2048x2048 4096x4096; do
    $X/users-old --size $s --reps 30 2>/dev/null | sed "s/^/r$round old /"
    build-xeon/users --size $s --reps 30 2>/dev/null | sed "s/^/r$round new /"
  done
done
ACL_REPS=5 ACL_VERSIONS=acl,clblast $E/acl-matmul --shape 1024 --no-ragged 2>&1 | grep -v untimed | tail -4
ACL_REPS=5 ACL_VERSIONS=acl,clblast $E/acl-matmul --shape 2048 --no-ragged 2>&1 | grep -v untimed | tail -4
