#!/bin/bash
# Knob variants of iir (--variants: timed in the same rounds), shrink2 (acl-pyramid) and
# binarize (a process each, Halide in every process) on the 16-core Xeon (PoCL 5.0), wall time.
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export ACL_TIMING=wall ACL_REPS=10
export LD_LIBRARY_PATH=$PWD/build-run/x84:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
B=build-run/x84/examples
date -u > $OUT/time85.txt
row='^[a-z0-9]+ +(acl|halide|halide-auto|acl\[.*\]) +[0-9]+x[0-9]+ +[0-9.]+ '
{
for s in 2048x2048 4096x4096; do
  echo "== iir $s"
  timeout 150 $B/acl-iir --size $s --variants "rno_strip=128 rno_strip=256 rno_strip=2048 vectorize_hints=0 unroll_hints=0" 2>&1 | grep -E "^iir .* $s "
  for k in "" kept_rows=0 lane_shrink=1 halo_wg=256 halo_wg=16; do
    echo "== pyramid $s knobs '$k'"
    ACL_KNOBS="$k" timeout 60 $B/acl-pyramid --size $s 2>&1 | grep -E "^shrink2 .* $s "
  done
  for k in "" split_bytes=4 split_bytes=16 wg_target=1024 group_fast_body=0; do
    echo "== binarize $s knobs '$k'"
    ACL_KNOBS="$k" timeout 60 $B/acl-binarize --size $s 2>&1 | grep -E "^binarize .* $s "
  done
done
} > $OUT/variants.txt 2>&1
date -u >> $OUT/time85.txt
