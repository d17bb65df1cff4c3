#!/usr/bin/env bash
# xeon-check.sh: the Xeon rows the benchmark did not confirm, five interleaved rounds.
set -u
: > /tmp/empty.txt
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_VERSIONS=acl ACL_REPS=20
for round in 1 2 3 4 5; do
  for db in /tmp/empty.txt build-new/xeon-rows.txt; do
    for u in transpose pyramid iir; do
      ACL_TUNING_FILE=$db build-new/examples/acl-$u | awk -v r=$round -v d=$(basename $db) '$3=="2048x2048" && $2=="acl" {print r, d, $1, $4, $NF}'
    done
  done
done
