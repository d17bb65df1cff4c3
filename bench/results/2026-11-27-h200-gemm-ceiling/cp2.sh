#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
./ktime 4096 warp/cpall4.cl warp/cp-nocopy.cl warp/cp-nobar.cl warp/nobar.cl
