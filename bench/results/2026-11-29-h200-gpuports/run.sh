# Usage (on the GPU machine, from the repository root, the stripped library and ports in
# build-run/): bash run.sh. stencil3d with z_walk 2 (as planned then), 1, 4, 0; streamcluster
# as planned and with private_bytes=1100; syr2k, mm2, mm3 as a check. --large, H200.
set -u
source .gpu/enter.sh >/dev/null
export LD_LIBRARY_PATH=$PWD/build-run:${LD_LIBRARY_PATH:-} ACL_PLATFORM=NVIDIA ACL_REPS=10
P=build-run/bench/ports
pat="^[a-z0-9]+ +[a-z0-9-]+ +[A-Za-z0-9x-]+ +[0-9.]+ |rror|FAIL|refused"
echo "== stencil3d default (z_walk 2)"; timeout 60 $P/acl-port-stencil3d --large 2>&1 | grep -E "$pat" | grep -v untimed
for k in 1 4 0; do echo "== stencil3d z_walk=$k"; ACL_VERSIONS=acl ACL_KNOBS=z_walk=$k timeout 60 $P/acl-port-stencil3d --large 2>&1 | grep -E "$pat" | grep -v untimed; done
echo "== stencil3d default again"; ACL_VERSIONS=acl timeout 60 $P/acl-port-stencil3d --large 2>&1 | grep -E "$pat" | grep -v untimed
echo "== streamcluster"; timeout 90 $P/acl-port-streamcluster --large 2>&1 | grep -E "$pat" | grep -v untimed
echo "== streamcluster private_bytes=1100"; ACL_VERSIONS=acl ACL_KNOBS=private_bytes=1100 timeout 90 $P/acl-port-streamcluster --large 2>&1 | grep -E "$pat" | grep -v untimed
for p in syr2k mm2 mm3; do echo "== $p"; timeout 90 $P/acl-port-$p --large 2>&1 | grep -E "$pat" | grep -v untimed; done
