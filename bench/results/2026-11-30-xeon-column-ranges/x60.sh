#!/bin/bash
# A^T x on the Xeon: the column totals' fold (CAS per word) against variants, kernels alone.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1
d=$PWD/build-run/x55; h=$PWD/build-run/x60
export LD_LIBRARY_PATH=$d:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
which python3 > $OUT/at.txt 2>&1
for n in 2051 4096 8192; do
  rm -rf /tmp/k$n; mkdir -p /tmp/k$n /tmp/v$n
  ACL_DUMP_DIR=/tmp/k$n ACL_CACHE_DIR=off ACL_VERSIONS=acl ACL_REPS=1 $d/acl-port-matvec --size $n > /dev/null 2>&1
  f=$(grep -l "ACL_PER_COLUMN of ${n}x1 combined" /tmp/k$n/*.cl | xargs grep -l " ${n}x${n}x1 words" | head -1)
  cp $f $OUT/atx-$n.cl
  echo "== $n $(sed -n 3p $f)" >> $OUT/at.txt
  v=$(python3 $h/variants.py $f /tmp/v$n)
  echo "$v" >> $OUT/at.txt
  for r in 1 2; do TRANS=1 REPS=30 $h/harness $n 1 $v >> $OUT/at.txt 2>&1; done
done
