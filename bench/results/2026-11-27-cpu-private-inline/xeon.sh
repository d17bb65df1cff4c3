#!/usr/bin/env bash
# window_margin on the GPU machine's Xeon (PoCL 5.0), User_main inlined in every window:
# local windows from margin 4 (the shipped value before), 14, or never (17), beside the
# hand-written local-tile kernel; acl-stencil box sums at 1536^2, wall time.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
export POCL_CACHE_DIR=/tmp/pocl-cache; mkdir -p $POCL_CACHE_DIR
lscpu | grep -E "Model name|^CPU\(s\)"
for R in 1 3 4 6 8 10 12 13 14 16; do
  line="R $R"
  t=$(ACL_VERSIONS=optimized timeout 100 build-scan/acl-stencil-new --radius $R --size 1536x1536 --reps 3 2>&1 | grep -E "^stencil  *optimized  *1536" | awk '{print $4}')
  line="$line | hand $t"
  for wm in 4 14 17; do
    t=$(ACL_KNOBS=window_margin=$wm ACL_VERSIONS=acl timeout 100 build-scan/acl-stencil-new --radius $R --size 1536x1536 --reps 3 2>&1 | grep -E "^stencil  *acl  *1536" | awk '{print $4, $6}')
    line="$line | wm$wm $t"
  done
  echo "$line"
done
