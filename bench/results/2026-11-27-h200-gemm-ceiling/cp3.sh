#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
./ktime 4096 warp/cpall4.cl warp/ut4-20.cl warp/ut1-20.cl warp/ut4-16.cl warp/ut4-24.cl warp/base.cl
