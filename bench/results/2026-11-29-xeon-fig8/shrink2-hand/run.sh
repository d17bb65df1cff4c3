set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off REPS=30
cd build-shr
for round in 1 2; do
  echo "round $round"
  ./host acl.cl:32768:-DSHRINK acl256.cl:4096:-DSHRINK acl1024.cl:1024:-DSHRINK scal.cl:1024:-DR=1 scal.cl:256:-DR=4 scal.cl:64:-DR=16 vec.cl:1024:-DR=1 vec.cl:256:-DR=4 vec.cl:64:-DR=16 vec.cl:16:-DR=64
done
cd ..
export LD_LIBRARY_PATH="$PWD/build-xeon-run:${LD_LIBRARY_PATH:-}" ACL_PLATFORM=Portable ACL_TIMING=wall ACL_REPS=20
for k in "" halo_wg=256 halo_wg=1024; do
  echo "== pyramid knobs '$k'"
  ACL_KNOBS="$k" build-xeon-run/examples/acl-pyramid --size 2048x2048 2>&1 | grep -E '^shrink2 +(acl|halide|halide-auto) +[0-9]+x[0-9]+ +[0-9.]+ '
done
