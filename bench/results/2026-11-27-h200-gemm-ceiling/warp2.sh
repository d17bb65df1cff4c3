#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
cd build-scan
ls /usr/local/nvidia; python3 -c "import triton, os; print(os.path.dirname(triton.__file__))" 2>&1; find / -name "nvdisasm" -o -name "cuobjdump" 2>/dev/null | head
./ktime 4096 warp/base.cl warp/noglobal.cl warp/nostore.cl warp/nobar.cl
