#!/bin/bash
# exp2.sh: SHRINK blocks on the kept rows only and one inside test per group for ACL_RANDOM
# (new) against main before (old), on the Xeon (PoCL 5.0), wall time, interleaved rounds.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
E=build-xeon/examples X=build-xeon/exp
run() { # tag knobs cmd...
  local tag=$1 k=$2; shift 2
  ACL_VERSIONS=acl ACL_KNOBS=$k "$@" 2>/dev/null | awk -v t="$tag" -v k="$k" '$2=="acl" && $4!="untimed" && $1!="enlarge2" {print t, k, $0}'
}
for round in 1 2 3; do
  for s in 2048x2048 4096x4096; do
    run "r$round old" "" $X/acl-pyramid-old --size $s
    for k in "" halo_wg=64 halo_wg=128 halo_wg=256; do run "r$round new" "$k" $E/acl-pyramid --size $s; done
    run "r$round old" "halo_wg=128" $X/acl-pyramid-old --size $s
    ACL_VERSIONS=halide,optimized $E/acl-pyramid --size $s 2>/dev/null | awk -v r=$round '($2=="halide" || $2=="optimized") && $4!="untimed" && $1=="shrink2" {print "r"r, $0}'
  done
  run "r$round old" "" $X/acl-gather-old
  run "r$round new" "" $E/acl-gather
  run "r$round new" "row_loop=0" $E/acl-gather
  ACL_VERSIONS=optimized $E/acl-gather 2>/dev/null | awk -v r=$round '$2=="optimized" && $4!="untimed" {print "r"r, $0}'
  run "r$round old" "" $X/acl-gather-old --size 4096x4096 --patches 65536
  run "r$round new" "" $E/acl-gather --size 4096x4096 --patches 65536
  ACL_VERSIONS=optimized $E/acl-gather --size 4096x4096 --patches 65536 2>/dev/null | awk -v r=$round '$2=="optimized" && $4!="untimed" {print "r"r, $0}'
done
ACL_VERSIONS=acl $E/acl-gather --plan --reps 2 2>&1 | grep -E "ACL plan|^  (work-group|arg|- )" > $OUT/plans.txt
ACL_VERSIONS=acl $E/acl-pyramid --plan --reps 2 2>&1 | grep -E "ACL plan|^  (work-group|arg|- )" >> $OUT/plans.txt
