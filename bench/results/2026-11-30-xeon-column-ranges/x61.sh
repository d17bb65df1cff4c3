#!/bin/bash
# A^T x on the Xeon: the fold's first guess read from the word (lg), half the groups (h),
# groups as row runs x C column ranges (cC), kernels alone, interleaved.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1
d=$PWD/build-run/x55; h=$PWD/build-run/x60
export LD_LIBRARY_PATH=$d:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
for n in 2051 4096 8192; do
  rm -rf /tmp/k$n; mkdir -p /tmp/k$n /tmp/v$n
  ACL_DUMP_DIR=/tmp/k$n ACL_CACHE_DIR=off ACL_VERSIONS=acl ACL_REPS=1 $d/acl-port-matvec --size $n > /dev/null 2>&1
  f=$(grep -l "ACL_PER_COLUMN of ${n}x1 combined" /tmp/k$n/*.cl | xargs grep -l " ${n}x${n}x1 words" | head -1)
  echo "== $n $(sed -n 3p $f)" >> $OUT/at.txt
  v="$(python3 $h/variants.py $f /tmp/v$n | sed 's# [^ ]*nf.cl:[0-9]*##')"
  for c in 2 4 8; do v="$v $(python3 $h/twod.py $f /tmp/v$n/c$c.cl $c)"; done
  python3 $h/twod.py /tmp/v$n/lg.cl /tmp/v$n/c4lg.cl 4 > /dev/null; v="$v /tmp/v$n/c4lg.cl:32"
  for r in 1 2; do TRANS=1 REPS=30 $h/harness $n 1 $v >> $OUT/at.txt 2>&1; done
done
