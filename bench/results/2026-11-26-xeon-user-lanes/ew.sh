#!/bin/bash
# Float elementwise users on the Xeon's PoCL 5.0: words (row loops) against User_main on vectors.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_CACHE_DIR=off POCL_CACHE_DIR=/tmp/pc
for s in 2048 4096; do build-xeon/ew/ew $s; done
