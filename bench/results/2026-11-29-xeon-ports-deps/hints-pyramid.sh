#!/bin/bash
# vectorize_hints on the 16-core Xeon (PoCL 5): the same port binaries on main's library
# (x50, d151603) and on the branch's (x51), interleaved, three rounds, wall time.
set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pcv ACL_CACHE_DIR=off ACL_PLATFORM=Portable ACL_TIMING=wall
B=build-run/x50/bench/ports
rows() { grep -E "^[a-z0-9_]+ +[a-z0-9-]+ +[0-9A-Za-z^x-]+ +[0-9.]+ +[0-9.]+ +[a-zA-Z]" | grep -v untimed; }
for r in 1 2 3 4; do
  for lib in x50 x52; do
    echo "== round $r lib $lib $(date -u +%H:%M:%S)"
    export LD_LIBRARY_PATH="$PWD/build-run/$lib:/tmp/gpu-root/usr/lib/x86_64-linux-gnu"
    for p in pathfinder seam; do
      ACL_VERSIONS=acl,acl-horizontal,halide,original,blocked,plain ACL_REPS=20 timeout 60 $B/acl-port-$p 2>&1 | rows
    done
    ACL_VERSIONS=acl,original ACL_REPS=5 timeout 60 $B/acl-port-pathfinder --size 8192 2>&1 | rows
  done
done 2>&1 | tee "$OUT/vh.txt"
