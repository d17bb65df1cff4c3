#!/bin/bash
# (1) which host pattern trips PoCL 5.0's dlhandle assertion (repro.c modes);
# (2) lud / hotspot acl with ACL's binary cache cold, warm, off, and with a large memo;
# (3) particlefilter and cfd: the lib at a36bb63 (x68) against main c080dd6 (x74), interleaved.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_REPS=5
G=/tmp/gpu-root/usr/lib/x86_64-linux-gnu
X=$PWD/build-run/x74; b=$PWD/build-run/x71/bench/ports
o=$OUT/dl.txt
cp $X/repro /tmp/repro
for m in 0 1 2 3; do echo "== repro $m" >> $o; LD_LIBRARY_PATH=$G timeout 60 /tmp/repro $m >> $o 2>&1; echo "rc=$?" >> $o; done
export LD_LIBRARY_PATH=$X:$G
for p in lud hotspot; do
  c=/tmp/acache-$p
  for cfg in "cold ACL_CACHE_DIR=$c ACL_CACHE_LOG=1" "warm ACL_CACHE_DIR=$c ACL_CACHE_LOG=1" "off ACL_CACHE_DIR=off" "off-memo ACL_CACHE_DIR=off ACL_CACHE_PROGRAMS=100000"; do
    set -- $cfg; label=$1; shift
    echo "== $p acl $label" >> $o
    env "$@" ACL_VERSIONS=acl timeout 60 $b/acl-port-$p > /tmp/run.txt 2>&1; rc=$?
    grep -c "ACL cache" /tmp/run.txt >> $o; grep -v "ACL cache" /tmp/run.txt | tail -4 >> $o
    grep "ACL cache" /tmp/run.txt | awk '{$3=""; print}' | sort | uniq -c >> $o; echo "rc=$rc" >> $o
  done
done
t=$OUT/work-group-times.txt
for r in 1 2; do
  for lib in x68/new x74; do
    for p in particlefilter cfd; do
      echo "== $p $lib round $r" >> $t
      LD_LIBRARY_PATH=$PWD/build-run/$lib:$G ACL_CACHE_DIR=/tmp/acache-$lib-$p timeout 120 $b/acl-port-$p >> $t 2>&1; echo "rc=$?" >> $t
    done
  done
done
