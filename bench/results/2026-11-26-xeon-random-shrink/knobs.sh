#!/bin/bash
# exp1.sh: PoCL 5.0's launch floor against group count; knob variants of shrink2, enlarge2, mdh, gather on the Xeon.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=20
E=build-xeon/examples
# floor2 is floor.cpp here: g++ -O2 -std=c++17 floor.cpp -lOpenCL -o build-xeon/exp/floor2
build-xeon/exp/floor2 > $OUT/floor2.txt 2>&1
run() { # tag knobs cmd...
  local tag=$1 k=$2; shift 2
  ACL_VERSIONS=acl ACL_KNOBS=$k "$@" 2>/dev/null | awk -v t="$tag" -v k="$k" '$2=="acl" && $4!="untimed" {print t, k, $0}'
}
for round in 1 2; do
  for s in 2048x2048 4096x4096; do
    for k in "" halo_wg=64 halo_wg=128 halo_wg=256 halo_wg=1024 row_loop=0 row_loop=0,halo_wg=256; do
      run "r$round" "$k" $E/acl-pyramid --size $s
    done
    ACL_VERSIONS=halide,optimized $E/acl-pyramid --size $s 2>/dev/null | awk -v r=$round '($2=="halide" || $2=="optimized") && $4!="untimed" {print "r"r, $2, $1, $3, $4}'
  done
  for k in enlarge_bytes=16 enlarge_bytes=32 enlarge_bytes=128 lane_enlarge=2 lane_enlarge=4 wg_target=64 wg_target=1024; do
    run "r$round" "$k" $E/acl-pyramid --size 2048x2048
  done
  for k in "" wg_target_nested=32 wg_target_nested=128 wg_target_nested=256 split_bytes_nested=16 split_bytes_nested=64 split_bytes_nested=128 chunk_words=256; do
    run "r$round" "$k" $E/acl-mdh
  done
  ACL_VERSIONS=optimized $E/acl-mdh 2>/dev/null | awk -v r=$round '$2=="optimized" && $NF!="untimed" {print "r"r, $0}'
  for k in "" row_loop=0; do run "r$round" "$k" $E/acl-gather; done
  ACL_VERSIONS=optimized $E/acl-gather 2>/dev/null | awk -v r=$round '$2=="optimized" && $4!="untimed" {print "r"r, $0}'
done
for u in pyramid mdh gather; do ACL_VERSIONS=acl $E/acl-$u --plan --reps 2 2>&1 | grep -E "ACL plan|^  (work-group|arg|- )" ; done > $OUT/plans.txt
