#!/usr/bin/env bash
# The Xeon (PoCL 5.0): binarize with the class's plan against split and group knobs; one
# process per variant, wall time, three rounds.
source .gpu/enter.sh > /dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
for round in 1 2 3; do
  for s in 2048x2048 4096x4096; do
    for k in "" "split_bytes=2" "split_bytes=4" "split_bytes=16" "wg_target=1024" "wg_target=8192,split_bytes=4" "row_loop=0"; do
      ACL_KNOBS="$k" ACL_VERSIONS=acl,halide timeout 60 build-xeon/examples/acl-binarize --size $s --reps 10 2>&1 | grep -E " (acl|halide) " | grep -v untimed | sed "s/^/$round [$k] /"
    done
  done
done
