#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
./ktime 4096 warp/base.cl warp/cpall.cl warp/cpall4.cl
./ktime 8192 warp/base8192.cl warp/cpall8192.cl
