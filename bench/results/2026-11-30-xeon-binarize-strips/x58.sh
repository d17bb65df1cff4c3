#!/bin/bash
# binarize 4096^2 on the Xeon: ACL's kernel against strips of one work-item in place.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
d=$PWD/build-run/x58
export LD_LIBRARY_PATH=$PWD/build-run/x55:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
mkdir -p /tmp/dump && ACL_DUMP_DIR=/tmp/dump ACL_CACHE_DIR=off ACL_VERSIONS=acl $d/acl-binarize --size 4096x4096 --reps 3 > /dev/null 2>&1
f=$(grep -l "4096x4096x1" /tmp/dump/*.cl | head -1); cp $f $OUT/acl-xeon.cl
wg=$(grep -o "reqd_work_group_size([0-9]*" $f | head -1 | grep -o "[0-9]*$"); groups=$(sed -n 3p $f | sed 's/.*work-groups \([0-9]*\).*/\1/')
echo "wg $wg groups $groups" > $OUT/hb.txt
sed -n 2,20p $f >> $OUT/hb.txt
sed 's/#define S 4096/#define S 16384/' $d/strip.cl > /tmp/strip4.cl
cd /tmp && for r in 1 2; do POCL_AFFINITY=1 REPS=40 $d/hb 4096 $OUT/acl-xeon.cl:$((wg*groups)):$wg $d/item.cl:16777216:4096 $d/strip.cl:4096:1 /tmp/strip4.cl:1024:1 >> $OUT/hb.txt 2>&1; done
cd - > /dev/null
for r in 1 2 3; do $d/acl-binarize --size 4096x4096 2>&1 | grep -E "4096x4096 " >> $OUT/port.txt; $d/acl-binarize 2>&1 | grep -E "2048x2048 " >> $OUT/port.txt; done
