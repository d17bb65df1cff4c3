#!/usr/bin/env bash
# final.sh OUT: old (build-wave) against new (build-new) on the margin users, two interleaved
# rounds; then Fig. 8 --large and the stencil sweep R = 1..16 at 8192^2 with the new build.
set -u
out=$1 root=$PWD
export ACL_VERSIONS=acl
for round in 1 2; do
  for b in build-wave build-new; do
    "$b/examples/acl-pyramid" --size 8192x8192 --reps 20 | awk -v r=$round -v b=$b '$3=="8192x8192" && $2=="acl" {print r, b, $1, $4, $NF}'
    "$b/examples/acl-conv3x3" --size 8192x8192 --reps 20 | awk -v r=$round -v b=$b '$3=="8192x8192" && $2=="acl" {print r, b, $1, $4, $NF}'
  done
done
unset ACL_VERSIONS
ACL_BUILD=$root/build-new timeout 240 bench/fig8.sh run --large --out $out/fig8 > $out/fig8-console.txt 2>&1; echo "fig8 rc $?"
ACL_BUILD=$root/build-new timeout 200 bench/fig8.sh stencil --large --out $out/stencil > $out/stencil-console.txt 2>&1; echo "stencil rc $?"
cat $out/stencil/stencil.txt 2>/dev/null | head -40
