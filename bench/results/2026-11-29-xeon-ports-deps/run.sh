#!/bin/bash
# Issue 50's dependency and reduction ports on the GPU machine's 16-core Xeon (PoCL 5), wall
# time of a synchronous call, two interleaved rounds. Usage on the GPU machine: build-run/x50.sh
set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_PLATFORM=Portable ACL_TIMING=wall
export LD_LIBRARY_PATH="$PWD/build-run/x50:${LD_LIBRARY_PATH:-}"
B=build-run/x50/bench/ports
lscpu | grep -E "Model name|^CPU\(s\)" > "$OUT/lscpu.txt"
rows() { grep -E "^[a-z0-9_]+ +[a-z0-9-]+ +[0-9A-Za-z^x-]+ +[0-9.]+ +[0-9.]+ +[a-zA-Z]" | grep -v untimed; }
one() {  # one ROUND
  echo "== round $1 $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')"
  for p in pathfinder seam nw editdist prefixmax; do ACL_REPS=10 timeout 100 $B/acl-port-$p 2>&1 | rows; done
  ACL_VERSIONS=original,plain,plain-table,acl ACL_REPS=5 timeout 100 $B/acl-port-pathfinder --size 8192 2>&1 | rows
  ACL_VERSIONS=original,blocked,acl ACL_REPS=5 timeout 100 $B/acl-port-seam --large 2>&1 | rows
  ACL_VERSIONS=original,acl ACL_REPS=3 timeout 150 $B/acl-port-nw --large 2>&1 | rows
  for p in matvec imagesum; do ACL_REPS=10 timeout 100 $B/acl-port-$p 2>&1 | rows; done
}
for r in 1 2; do one $r; done 2>&1 | tee "$OUT/x50.txt"
