#!/bin/bash
# body4k.sh: binarize 4096^2 on the Xeon with split variants; keeps PoCL's compiled kernels.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall ACL_CACHE_DIR=off ACL_REPS=20 POCL_LEAVE_KERNEL_COMPILER_TEMP_FILES=1
for round in 1 2; do
  for k in "" group_fast_body=0 split_bytes=2 split_bytes=4 split_bytes=8 wg_target=1024 wg_target=512; do
    export POCL_CACHE_DIR=/tmp/pc-${k:-default}
    ACL_VERSIONS=acl ACL_KNOBS=$k ACL_DUMP_DIR=/tmp/dump-${k:-default} build-xeon/examples/acl-binarize --size 4096x4096 2>/dev/null | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4!="untimed" {print r, k, $1, $3, $4, $NF}'
    mkdir -p /tmp/dump-${k:-default}
  done
  ACL_VERSIONS=halide,optimized build-xeon/examples/acl-binarize --size 4096x4096 2>/dev/null | awk -v r=$round '($2=="halide" || $2=="optimized") && $4!="untimed" {print r, $2, $1, $3, $4, $NF}'
done
cd /tmp && tar czf $OUT/kernels.tgz $(ls -d pc-* dump-*) 2>/dev/null; ls -la $OUT
which objdump llvm-objdump clang 2>&1 | head
