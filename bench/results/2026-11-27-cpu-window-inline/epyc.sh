#!/usr/bin/env bash
# The same comparison on the 2-core EPYC VM (PoCL 3.1): OLD and NEW are acl-stencil binaries
# built before and after the change. Usage: epyc.sh OLD NEW
export ACL_PLATFORM=Portable POCL_AFFINITY=1 ACL_TIMING=wall
lscpu | grep -E "Model name|^CPU\(s\)"
for R in 4 6 8 12 16; do
  for r in 1 2; do
    for v in "$1" "$2"; do
      t=$(timeout 600 "$v" --radius $R --size 1536x1536 --reps 3 2>&1 | grep -E "^stencil  *(optimized|acl)  *1536" | awk '{printf "%s %s %s | ", $2, $4, $6}')
      echo "R $R round $r $([ "$v" = "$1" ] && echo old || echo new): $t"
    done
  done
done
