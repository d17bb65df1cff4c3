#!/usr/bin/env bash
# window_margin on the 2-core EPYC (PoCL 3.1): local windows from margin 4 against private
# windows at every margin (17), User_main inlined in both. Run from build/.
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall ACL_VERSIONS=acl
for R in 1 2 3 4 6 8 10 12 13 14 15 16; do
  line="R $R"
  for wm in 4 17; do
    t=$(ACL_KNOBS=window_margin=$wm timeout 300 ./examples/acl-stencil --radius $R --size 1536x1536 --reps 3 2>&1 | grep -E "^stencil  *acl  *1536" | awk '{print $4}')
    line="$line | wm$wm $t"
  done
  echo "$line"
done
