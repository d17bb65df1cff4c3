set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_PLATFORM=Portable ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run:${LD_LIBRARY_PATH:-}
for p in matvec imagesum nw editdist colstats backprop; do
  timeout 100 build-run/bench/ports/acl-port-$p > $OUT/$p.txt 2>&1; echo "$p rc=$?"
  grep -E "^[a-z0-9]+ +[a-z0-9-]+ +[A-Za-z0-9x/-]+ +[0-9.]+ |rror" $OUT/$p.txt | head -14
done
