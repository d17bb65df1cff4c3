#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
./ktime2 4096 warp/at-128.cl warp/bt-16-2.cl warp/bt-16-3.cl warp/bt-8-3.cl warp/bt-8-4.cl warp/base.cl
