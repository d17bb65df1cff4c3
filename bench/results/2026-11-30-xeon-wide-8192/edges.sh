#!/bin/bash
# Timing only: how much do edge work-groups (the guarded body) cost shrink2 and conv3x3 on
# the 16-core Xeon (PoCL 5.0, row loops)? A build whose AC kernels take the unguarded body
# for every group when ACL_HACK_ALLFAST is set (wrong at the edges), at halo_wg 64/256/1024.
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x93:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x93/examples
for r in 1 2; do
for s in 2048x2048 4096x4096; do
  for h in 64 256 1024; do
    for hack in 0 1; do
      echo "== round $r $s halo_wg=$h allfast=$hack"
      if [ $hack = 1 ]; then export ACL_HACK_ALLFAST=1; else unset ACL_HACK_ALLFAST; fi
      ACL_KNOBS=halo_wg=$h timeout 60 $B/acl-pyramid --size $s 2>&1 | grep -E "^shrink2 +(acl|halide-auto) +$s "
      ACL_KNOBS=halo_wg=$h timeout 60 $B/acl-conv3x3 --size $s 2>&1 | grep -E "^conv3x3 +(acl|halide-auto) +$s "
    done
  done
done
done > $OUT/edges.txt 2>&1
