#!/usr/bin/env bash
# The recursive filter down the columns (examples/iir) on PoCL: ACL (strips, rno_strip 1024),
# ACL with the knob off (the barrier form it had), the hand-written OpenCL kernel, Halide's
# hand schedule and its Adams2019 twin, in one process per shape and round (the versions
# interleaved by the harness), wall time (ACL_TIMING=wall), two rounds, 2048^2 and 4096^2;
# then strip.c, a minimal hand-written strip kernel (a work-item per S columns, plain loops).
# Needs a build with the Halide pipelines (bench/fig8.sh run --halide makes one).
# Usage: run.sh BUILD_DIR   (appends to times.csv and log.txt beside this script)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="$1/examples/acl-iir"
export POCL_AFFINITY=1 ACL_TIMING=wall ACL_CSV="$here/times.csv"
export ACL_VERSIONS=acl,optimized,halide,halide-auto,acl:rno_strip=0,acl:rno_strip=64,acl:rno_strip=256
rm -f "$ACL_CSV"
gcc -O2 "$here/strip.c" -o /tmp/iir-strip -lOpenCL
{
  echo "# $(date -u) $(uptime)"
  for round in 1 2; do
    for s in 2048x2048 4096x4096; do
      "$bin" --size "$s" --reps 10 --variants "rno_strip=0 rno_strip=64 rno_strip=256" |
        grep -v 'untimed\|left out'
    done
    for S in 64 256; do /tmp/iir-strip 2048 2048 $S; /tmp/iir-strip 4096 4096 $S; done
  done
  echo "# $(date -u) $(uptime)"
} 2>&1 | tee "$here/log.txt"
