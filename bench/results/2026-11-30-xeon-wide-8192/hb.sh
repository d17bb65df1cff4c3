#!/bin/bash
# Binarize kernels alone on the 16-core Xeon (PoCL 5.0): ACL's kernel against the same with a
# no-op call taking a 512-bit vector (z: the function may use 512-bit registers), with the
# loop's vector width forced to 64 (w64) and both (w64z); iir under rno_bytes/rno_strip.
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x84:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
# build-run/x88 held hb (../2026-11-30-xeon-binarize-strips/hb.c, gcc -O2 -lOpenCL), that
# folder's acl-xeon.cl and z.cl, w64.cl, w64z.cl (written by variants.py here).
cd build-run/x88
date -u > $OUT/time88.txt
for r in 1 2 3; do REPS=40 ./hb 4096 acl-xeon.cl:4096:1 z.cl:4096:1 w64.cl:4096:1 w64z.cl:4096:1; done > $OUT/hb88.txt 2>&1
for d in /tmp/pc/*/*/; do so=$(find $d -name "*.so"); echo "== $d $(strings $d/program.bc | grep -c acl_wide)"; objdump -d --no-show-raw-insn $so | grep -E "vpcmp" | head -4; done >> $OUT/hb88.txt 2>&1
cd ../..
B=build-run/x84/examples
for s in 2048x2048 4096x4096; do
  timeout 150 $B/acl-iir --size $s --variants "rno_bytes=32 rno_strip=64 rno_strip=32" 2>&1 | grep -E "^iir .* $s "
done > $OUT/iir88.txt 2>&1
date -u >> $OUT/time88.txt
