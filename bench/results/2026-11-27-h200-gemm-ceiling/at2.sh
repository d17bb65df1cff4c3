#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
./ktime2 4096 warp/at-16-2.cl warp/at-8-2.cl warp/at-8-3.cl warp/at-8-4.cl warp/at-8-5.cl warp/base.cl
