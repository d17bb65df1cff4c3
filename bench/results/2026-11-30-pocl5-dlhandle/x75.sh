#!/bin/bash
# lud and hotspot acl on PoCL 5.0 with the binary cache cold and warm, main + code-keyed
# programs (x75); then lud, hotspot, particlefilter, cfd by bench/ports.sh.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_REPS=5
G=/tmp/gpu-root/usr/lib/x86_64-linux-gnu
X=$PWD/build-run/x75; b=$PWD/build-run/x71/bench/ports
export LD_LIBRARY_PATH=$X:$G
o=$OUT/dl.txt
for p in lud hotspot; do
  for label in cold warm; do
    echo "== $p acl $label" >> $o
    ACL_CACHE_DIR=/tmp/c75-$p ACL_CACHE_LOG=1 ACL_VERSIONS=acl timeout 100 $b/acl-port-$p > /tmp/run.txt 2>&1; rc=$?
    grep -v "ACL cache" /tmp/run.txt | tail -6 >> $o
    grep "ACL cache" /tmp/run.txt | awk '{$3=""; print}' | sed 's/[0-9]* bytes/N bytes/' | sort | uniq -c >> $o; echo "rc=$rc" >> $o
  done
done
ACL_BUILD=$PWD/build-run/x71 timeout 400 bench/ports.sh run --no-build --only lud,hotspot,particlefilter,cfd --out $OUT/ports > $OUT/run.txt 2>&1
echo "rc=$?" >> $OUT/run.txt
