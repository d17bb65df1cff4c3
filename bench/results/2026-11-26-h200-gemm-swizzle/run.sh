#!/usr/bin/env bash
# tile_swizzle off/on, interleaved, cuBLAS in the same call; then the tile device tests.
set -u
export ACL_VERSIONS=acl ACL_REPS=30 ACL_PLATFORM=NVIDIA
shapes="1000 1024 2048 4096 8192"
python3 bench/cublas/sgemm.py --reps 30 $shapes 2>&1 | grep cublas
ACL_KNOBS=tile_swizzle=1 build-xeon/sw/acl-matmul --shape 4096 --no-ragged --plan 2>&1 | grep -E "arg 0|swizz" | head -3
mkdir -p $OUT/dump
ACL_DUMP_DIR=$OUT/dump ACL_KNOBS=tile_swizzle=1 build-xeon/sw/acl-matmul --shape 4096 --no-ragged >/dev/null 2>&1
for round in 1 2; do
  for k in tile_swizzle=0 tile_swizzle=1 tile_swizzle=1,tile_chunk=32; do
    for s in $shapes; do
      extra=--no-ragged; [ "$round" = 1 ] && extra=""
      ACL_KNOBS=$k build-xeon/sw/acl-matmul --shape $s $extra | awk -v r=$round -v l=$k '$2=="acl" && $4!="untimed" {print r, l, $3, $4, $NF} $2=="acl" && $NF!="exact" && $NF!="Freivalds" {print "CHECK", r, l, $0}'
    done
  done
done
python3 bench/cublas/sgemm.py --reps 30 $shapes 2>&1 | grep cublas
build-xeon/sw/acl-device-tests "[tile]" 2>&1 | tail -3
