#!/bin/bash
# MDH on the Xeon: main before (acl-mdh-old) against user_lanes (new), three interleaved rounds.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall POCL_CACHE_DIR=/tmp/pc ACL_CACHE_DIR=off ACL_REPS=10
for r in 1 2 3; do
  for s in "" "--grid 256x256 --atoms 2048"; do
    build-xeon/exp/acl-mdh-old $s 2>&1 | awk -v r=$r '$3 ~ /x/ && $4!="untimed" && $2!="original" {print r, "old", $0}'
    build-xeon/examples/acl-mdh $s 2>&1 | awk -v r=$r '$3 ~ /x/ && $4!="untimed" && $2!="original" {print r, "new", $0}'
  done
done
build-xeon/examples/acl-mdh --plan 2>&1 | grep -E "user_lanes|work-group" | head -3
