#!/bin/bash
# The porting suite on the H200 at --large, main f90e75f's library (x78), in three calls:
# x78.sh a | b | c
source .gpu/enter.sh
export ACL_PLATFORM=NVIDIA ACL_REPS=5
export LD_LIBRARY_PATH=$PWD/build-run/x78:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
case "$1" in
  a) only=backprop,bfs,bptree,cfd,colstats,dwt2d,editdist,gaussian,gramschmidt,hotspot,hybridsort,imagesum,kmeans,lavamd; t=100;;
  b) only=lud,matvec,mm2,mm3,nn,nw,pathfinder,prefixmax,seam,stencil3d,streamcluster,syr2k; t=200;;
  c) only=particlefilter,gramschmidt; t=250;;
esac
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu.txt
date -u >> $OUT/gpu.txt
ACL_PORT_TIMEOUT=$t ACL_BUILD=$PWD/build-run/x71 timeout 560 bench/ports.sh run --large --no-build --only $only --out $OUT/$1 > $OUT/run-$1.txt 2>&1
echo "rc=$?" >> $OUT/run-$1.txt
date -u >> $OUT/gpu.txt
