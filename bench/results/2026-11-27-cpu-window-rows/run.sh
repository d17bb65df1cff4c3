#!/bin/bash
# Local tiles by rows (issue 18, CPUs): acl-stencil box sums
# at 1536^2 for R 3..16, the binary before (main at c142c47: tiles by columns from margin
# 14) and after (this commit: data read only through *get_acl_xy in tiles by rows from margin 4),
# interleaved, three rounds, wall time of a synchronous call, median of 3, every output
# compared exactly; the hand-written 16x16 local tile ("optimized") in the same process.
# usage: run.sh OLD_BUILD NEW_BUILD > times.txt
OLD=$1 NEW=$2
export POCL_AFFINITY=1 ACL_TIMING=wall ACL_PLATFORM=Portable
for round in 1 2 3; do
  for R in 3 4 5 6 8 10 12 13 14 15 16; do
    for b in old new; do
      dir=$OLD; [ $b = new ] && dir=$NEW
      ACL_VERSIONS=acl,optimized "$dir/examples/acl-stencil" --radius $R --reps 3 2>&1 |
        awk -v b=$b -v R=$R '$3 == "1536x1536" && ($2 == "acl" || $2 == "optimized") { print "R" R, b, $2, $4, $NF }'
    done
  done
done
