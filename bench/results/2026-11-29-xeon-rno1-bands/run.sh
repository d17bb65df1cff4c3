set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export LD_LIBRARY_PATH="$PWD/build-run:${LD_LIBRARY_PATH:-}" ACL_PLATFORM=Portable ACL_TIMING=wall
(cd build-nwb && N=2048 REPS=10 ./host 256:256 128:256 64:256 128:1024 32:512 && N=8192 REPS=5 ./host 512:512 256:1024 128:512)
for p in nw editdist; do ACL_REPS=10 timeout 200 build-run/bench/ports/acl-port-$p 2>&1 | grep -E "^$p +[a-z-]+ +[0-9]+x[0-9]+ +[0-9.]+ "; done
