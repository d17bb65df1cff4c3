#!/bin/bash
# The cost of ACL_init's launch on the Xeon: A^T x kernels (x65/new) with ACL's init launch
# (64 groups of 64 at 4096 words), one group of 64, a clEnqueueFillBuffer, or none (output
# zeroed before the clock starts).
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1
d=$PWD/build-run/x55; h=$PWD/build-run/x60
export LD_LIBRARY_PATH=$PWD/build-run/x65/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
for n in 2051 4096; do
  rm -rf /tmp/k$n; mkdir -p /tmp/k$n
  ACL_DUMP_DIR=/tmp/k$n ACL_CACHE_DIR=off ACL_VERSIONS=acl ACL_REPS=1 $d/acl-port-matvec --size $n > /dev/null 2>&1
  f=$(grep -l "ACL_PER_COLUMN of ${n}x1 combined" /tmp/k$n/*.cl | xargs grep -l " ${n}x${n}x1 words" | head -1)
  g=$(sed -n 3p $f | sed 's/.*work-groups \([0-9]*\).*/\1/')
  ig=$(( (n + 63) / 64 * 64 ))
  for r in 1 2 3; do
    echo "== $n round $r init as ACL ($ig/64)" >> $OUT/init.txt; INITG=$ig INITL=64 TRANS=1 REPS=40 $h/harness $n 1 $f:$g >> $OUT/init.txt 2>&1
    echo "== $n round $r init one group" >> $OUT/init.txt; INITG=64 INITL=64 TRANS=1 REPS=40 $h/harness $n 1 $f:$g >> $OUT/init.txt 2>&1
    echo "== $n round $r fill" >> $OUT/init.txt; INIT=fill TRANS=1 REPS=40 $h/harness $n 1 $f:$g >> $OUT/init.txt 2>&1
    echo "== $n round $r none" >> $OUT/init.txt; INIT=none TRANS=1 REPS=40 $h/harness $n 1 $f:$g >> $OUT/init.txt 2>&1
  done
done
