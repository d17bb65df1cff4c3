#!/bin/bash
# The porting suite at its CPU sizes on the Xeon's PoCL 5.0, main at a36bb63's library.
source .gpu/enter.sh
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_REPS=${ACL_REPS:-5} ACL_PORT_TIMEOUT=${ACL_PORT_TIMEOUT:-100}
export LD_LIBRARY_PATH=$PWD/build-run/x68/new:/tmp/gpu-root/usr/lib/x86_64-linux-gnu
lscpu > $OUT/lscpu.txt
ACL_BUILD=$PWD/build-run/x71 timeout 560 bench/ports.sh run --no-build --out $OUT/ports "$@" > $OUT/run.txt 2>&1
echo "rc=$?" >> $OUT/run.txt
