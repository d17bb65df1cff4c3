set -u
source .gpu/enter.sh >/dev/null
export LD_LIBRARY_PATH=$PWD/build-run:${LD_LIBRARY_PATH:-} ACL_BUILD=build-run ACL_PLATFORM=NVIDIA ACL_PORT_TIMEOUT=100 ACL_REPS=5
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 420 bench/ports.sh run --large --no-build --only syr2k,hotspot,colstats,gaussian,bptree,kmeans,matvec,imagesum --out $OUT/h200 > $OUT/h200.log 2>&1
echo "ports rc $?"
grep -E "^[a-z0-9]+ .* (acl[a-z0-9-]*|original) " $OUT/h200/table.txt | head -60
