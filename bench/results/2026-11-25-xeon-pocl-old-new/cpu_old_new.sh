#!/usr/bin/env bash
# PoCL on the GPU machine's CPU: old (f1ca171) and new examples alternately, two rounds each.
set -u
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_REPS=${ACL_REPS:-10}
run_set() {  # run_set BIN CSV
  export ACL_CSV="$2"
  "$1/acl-binarize"; "$1/acl-mdh"; "$1/acl-matmul" --no-ragged; "$1/acl-conv3x3"; "$1/acl-transpose"
  "$1/acl-iir"; "$1/acl-integral"; "$1/acl-gather"; "$1/acl-pyramid"
}
for round in 1 2; do
  run_set build-gpu-carry/old/examples "$OUT/cpu-old.csv" > "$OUT/cpu-old-$round.log" 2>&1
  run_set build-gpu-carry/examples "$OUT/cpu-new.csv" > "$OUT/cpu-new-$round.log" 2>&1
done
