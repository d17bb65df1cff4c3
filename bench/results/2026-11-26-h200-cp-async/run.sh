#!/usr/bin/env bash
# On the GPU machine (README.md here): dumps ACL's n^3 kernel, makes its cp.async variants
# (mkcp.py: .cg with a 64-bit and a 32-bit shared address, .ca), times all of them (ktime),
# and checks that async_work_group_copy compiles to no cp.async (ptxdump).
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl
n=${N:-4096}
d=$OUT/dump; mkdir -p $d
ACL_DUMP_DIR=$d build-scan/acl-matmul --shape $n --no-ragged --reps 3 | grep "^matmul"
f=$(ls $d/*.cl | head -1)
python3 bench/results/2026-11-26-h200-cp-async/mkcp.py $f $OUT/cp.cl $n
sed 's/"l"((ulong)acl_d)/"r"((uint)(ulong)acl_d)/g' $OUT/cp.cl > $OUT/cp32.cl
sed 's/cp.async.cg.shared.global \[%0\], \[%1\], 16;/cp.async.ca.shared.global [%0], [%1], 16;/' $OUT/cp.cl > $OUT/cpca.cl
build-scan/ktime $n $f $OUT/cp.cl $OUT/cp32.cl $OUT/cpca.cl 2>&1 | tail -12
build-scan/ptxdump bench/results/2026-11-26-h200-cp-async/async.cl > $OUT/async.ptx
echo "cp.async in async_work_group_copy's PTX: $(grep -a -c cp.async $OUT/async.ptx)"
