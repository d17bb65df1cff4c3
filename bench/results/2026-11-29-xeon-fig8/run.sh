#!/bin/bash
# Fig. 8 on the GPU machine's 16-core Xeon (PoCL 5.0) beside Halide 21 (hand schedules and
# Adams2019, both compiled here as described in bench/fig8.sh for that machine: multitarget
# hand pipelines, Adams2019 for avx512_skylake with parallelism 16), wall time of a
# synchronous call, --cpu-large. Built on Debian 12 with
#   HALIDE_TARGET=x86-64-linux-avx512_skylake,x86-64-linux-avx2-f16c-fma-sse41,x86-64-linux-sse41 \
#   HALIDE_PARALLELISM=16 ACL_BUILD=build-xeon bench/fig8.sh run --halide --build-only
# and carried as build-xeon-run/ (stripped examples and library). Usage there:
#   run.sh ROUND          one round of bench/fig8.sh into $OUT/roundROUND
#   run.sh knobs          shrink2, binarize, iir and conv3x3 under knob variants
#   run.sh groups         binarize with 1 to 128 rows a work-group
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off
export LD_LIBRARY_PATH="$PWD/build-xeon-run:${LD_LIBRARY_PATH:-}"
lscpu | grep -v Flags > "$OUT/lscpu.txt"
if [ "$1" = knobs ]; then
  # Each variant in its own process, in turn; the table's rows of ACL beside Halide's.
  export ACL_TIMING=wall ACL_REPS=20
  variant() {  # variant USER SIZE KNOBS
    echo "== $1 $2 knobs '$3'"
    ACL_KNOBS="$3" build-xeon-run/examples/acl-$1 --size "$2" 2>&1 |
      grep -E '^[a-z0-9]+ +(acl|halide|halide-auto|optimized) +[0-9]+x[0-9]+ +[0-9.]+ '
  }
  {
    for k in "" lane_shrink=1 kept_rows=0; do variant pyramid 2048x2048 "$k"; done
    for s in 2048x2048 4096x4096; do
      for k in "" split_bytes=4 split_bytes=16 wg_target=256; do variant binarize $s "$k"; done
      for k in "" rno_strip=512 rno_strip=2048; do variant iir $s "$k"; done
    done
    for k in "" halo_wg=128 halo_wg=16 window_by_rows=0; do variant conv3x3 2048x2048 "$k"; done
  } 2>&1 | tee "$OUT/knobs.txt"
  exit 0
fi
if [ "$1" = groups ]; then
  # binarize with 1 to 128 rows a group (split_bytes: bytes a work-item takes down its column):
  # how the count of work-groups sets the time at sizes near PoCL's call floor.
  export ACL_TIMING=wall ACL_REPS=20
  for s in 2048x2048 4096x4096; do
    for b in 1 4 16 64 128; do
      echo "== binarize $s split_bytes=$b"
      ACL_KNOBS="split_bytes=$b" build-xeon-run/examples/acl-binarize --size $s --plan 2>&1 |
        grep -E '^binarize +(acl|halide|halide-auto) +[0-9]+x[0-9]+ +[0-9.]+ |work-groups [0-9]+,' | head -4
    done
  done 2>&1 | tee "$OUT/groups.txt"
  exit 0
fi
ACL_BUILD=build-xeon-run ACL_REPS=10 timeout 540 bench/fig8.sh run --cpu-large --halide --no-build \
  --out "$OUT/round$1" > "$OUT/round$1.log" 2>&1
echo "fig8 rc $?"
tail -30 "$OUT/round$1/table.txt"
