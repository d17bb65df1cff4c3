#!/bin/bash
# Vectorize hints on the strips' own loops (x53) against User_main's loops only (x52), on the
# 16-core Xeon (PoCL 5), interleaved, three rounds; column strips (column_strip_bytes) tried.
set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc5 ACL_CACHE_DIR=off ACL_PLATFORM=Portable ACL_TIMING=wall
B=build-run/x50/bench/ports
rows() { grep -E "^[a-z0-9_]+ +[a-z0-9-]+ +[0-9A-Za-z^x-]+ +[0-9.]+ +[0-9.]+ +[a-zA-Z]" | grep -v untimed; }
for r in 1 2 3; do
  for lib in x52 x53 x54; do
    export LD_LIBRARY_PATH="$PWD/build-run/$lib:/tmp/gpu-root/usr/lib/x86_64-linux-gnu"
    for k in column_strip_bytes=512; do
      echo "== round $r lib $lib knobs '$k'"
      ACL_KNOBS="$k" ACL_VERSIONS=acl ACL_REPS=10 timeout 60 $B/acl-port-matvec 2>&1 | rows
      ACL_KNOBS="$k" ACL_VERSIONS=acl ACL_REPS=10 timeout 60 $B/acl-port-colstats 2>&1 | rows
    done
    ACL_VERSIONS=acl,halide ACL_REPS=10 timeout 60 $B/acl-port-imagesum 2>&1 | rows
  done
done 2>&1 | tee "$OUT/vh4.txt"
