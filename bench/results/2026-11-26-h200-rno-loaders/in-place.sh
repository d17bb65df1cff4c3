#!/bin/bash
# gpu2.sh: loaded data read in place (User_main's column in the loaders' buffer) against the
# private copy of it (v1, the commit before), H200, in interleaved rounds.
set -u
source .gpu/enter.sh >/dev/null
export ACL_PLATFORM=NVIDIA ACL_CACHE_DIR=off
E=build-xeon/examples X=build-xeon/exp
for round in 1 2 3; do
  for s in 8192x8192 4096x4096 1000x700; do
    $X/acl-iir-v1 --size $s --reps 20 2>&1 | awk -v r=$round '$2=="acl" && $4!="untimed" {print "r"r" v1", $0}'
    $E/acl-iir --size $s --reps 20 --variants "rno_loaders=0 rno_loaders=224 rno_loaders=992" 2>&1 | grep -v untimed | awk -v r=$round '$1=="iir" {print "r"r" new", $0}'
  done
done
$E/acl-iir --size 8192x8192 --reps 3 --plan 2>&1 | grep -E "loader" | head -3
