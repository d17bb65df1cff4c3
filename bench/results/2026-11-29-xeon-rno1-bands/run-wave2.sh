set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_PLATFORM=Portable ACL_TIMING=wall ACL_REPS=10
for round in 1 2; do
  for k in "" wave_wg=4; do
    echo "== round $round '$k'"
    for p in nw editdist; do
      ACL_KNOBS="$k" LD_LIBRARY_PATH="$PWD/build-run:${LD_LIBRARY_PATH:-}" timeout 100 build-run/bench/ports/acl-port-$p 2>&1 | grep -E "^$p +acl +[0-9]+x[0-9]+ +[0-9.]+ "
    done
    ACL_KNOBS="$k" LD_LIBRARY_PATH="$PWD/build-xeon-run:${LD_LIBRARY_PATH:-}" timeout 100 build-xeon-run/examples/acl-integral --size 2048x2048 2>&1 | grep -E "^integral +acl[a-z0-9-]* +[0-9]+x[0-9]+ +[0-9.]+ "
  done
done
echo "== the dependency and reduction ports on PoCL (16 cores), default sizes"
for p in pathfinder seam prefixmax matvec imagesum; do
  LD_LIBRARY_PATH="$PWD/build-run:${LD_LIBRARY_PATH:-}" timeout 100 build-run/bench/ports/acl-port-$p 2>&1 | grep -E "^[a-z0-9]+ +[a-z0-9-]+ +[A-Za-z0-9x-]+ +[0-9.]+ "
done
