#!/bin/bash
# Register caps with ptxas's report: does the cap take, and what does it spill?
set -u
source .gpu/enter.sh >/dev/null
R=build-xeon/regs
for opt in "-cl-nv-verbose -cl-nv-maxrregcount=128" "-cl-nv-verbose -cl-nv-maxrregcount=168"; do
  $R/regs $R/matmul-4096.cl 4096 "$opt" | grep -E "registers|spill|round"
done
