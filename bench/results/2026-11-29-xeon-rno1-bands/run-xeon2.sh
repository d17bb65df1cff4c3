set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_PLATFORM=Portable ACL_TIMING=wall ACL_REPS=10
base=${LD_LIBRARY_PATH:-}
for v in old-strips0 new; do
  case $v in
    old-strips0) lib=$PWD/build-run/old; knobs=column_strip_bytes=0 ;;
    new) lib=$PWD/build-run; knobs= ;;
  esac
  echo "== $v"
  ACL_KNOBS=$knobs LD_LIBRARY_PATH=$lib:$base timeout 100 build-run/bench/ports/acl-port-matvec > $OUT/matvec-$v.txt 2>&1; echo "rc=$?"
  grep -E "^matvec +[a-z0-9-]+ +[A-Za-z0-9x-]+ +[0-9.]+ |Assert|rror" $OUT/matvec-$v.txt | head -12
done
