set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export LD_LIBRARY_PATH="$PWD/build-xeon-run:${LD_LIBRARY_PATH:-}" ACL_PLATFORM=Portable ACL_TIMING=wall ACL_REPS=20
for round in 1 2; do
  echo "round $round"
  (cd build-bin && for n in 2048 4096; do N=$n REPS=20 ./host 1:0 4:0 16:0 64:0 4:1 16:1 64:1; done)
  for s in 2048x2048 4096x4096; do
    build-xeon-run/examples/acl-binarize --size $s 2>&1 | grep -E '^binarize +(acl|halide|halide-auto) +[0-9]+x[0-9]+ +[0-9.]+ '
  done
done
