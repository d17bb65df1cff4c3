set -u
source .gpu/enter.sh >/dev/null
export POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export LD_LIBRARY_PATH="$PWD/build-run:${LD_LIBRARY_PATH:-}" ACL_PLATFORM=Portable ACL_TIMING=wall ACL_REPS=10
for k in "" wave_wg=1 wave_wg=4 wave_wg=8 "wave_wg=1,wave_bytes=256" "wave_wg=16,wave_bytes=256" "wave_wg=16,wave_rows=64" "wave_wg=16,wave_cols=64" "wave_chunk=128"; do
  for p in nw editdist; do
    echo "== $p '$k'"
    ACL_KNOBS="$k" timeout 100 build-run/bench/ports/acl-port-$p --plan 2>&1 | grep -E "^$p +acl +[0-9]+x[0-9]+ +[0-9.]+ |^  pipeline"
  done
done
