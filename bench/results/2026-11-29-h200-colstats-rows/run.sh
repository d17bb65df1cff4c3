# Usage (on the GPU machine, from the repository root, with the stripped library and ports in
# build-run/): OUT=<folder> bash run.sh. Times colstats with and without column_rows, then
# matvec, imagesum and stencil3d at --large on the H200.
set -u
source .gpu/enter.sh >/dev/null
export LD_LIBRARY_PATH=$PWD/build-run:${LD_LIBRARY_PATH:-} ACL_PLATFORM=NVIDIA ACL_REPS=10
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT
for r in 1 2; do
for k in "" column_rows=0; do
  echo "== colstats '$k' round $r"
  ACL_KNOBS=$k timeout 60 build-run/bench/ports/acl-port-colstats --large 2>&1 | grep -E "^colstats +[a-z-]+ +[0-9]+x[0-9]+ +[0-9.]+ |error|FAIL"
done
for p in matvec imagesum; do
  echo "== $p round $r"
  timeout 90 build-run/bench/ports/acl-port-$p --large 2>&1 | grep -E "^$p +[a-z-]+ +[0-9]+x[0-9]+ +[0-9.]+ |error|FAIL"
done
done
echo "== stencil3d plan"
timeout 60 build-run/bench/ports/acl-port-stencil3d --large --plan 2>&1 | head -30
echo "== stencil3d"
timeout 120 build-run/bench/ports/acl-port-stencil3d --large 2>&1 | tail -15
