#!/bin/bash
# The shipped AC matmul kernel with its k loop unrolled 2, 4, 8 times instead of fully:
# registers (ptxas) and time.
set -u
source .gpu/enter.sh >/dev/null
R=build-xeon/regs
for n in 4096 8192; do
  for v in "" -u2 -u4 -u8; do
    $R/regs $R/matmul-$n$v.cl $n -cl-nv-verbose | grep -E "registers|round" | sed "s/^/$n ${v:-full} /"
  done
done
