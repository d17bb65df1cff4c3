#!/usr/bin/env bash
# margin.sh OUT: NVIDIA's margin plans with and without general rows (ACL_TUNING_FILE), two
# interleaved rounds: conv3x3, the box stencil R = 1..6, the outside 5x5 blur.
set -u
out=$1 here=$(cd "$(dirname "$0")" && pwd)
: > "$out/none.txt"
printf 'gpu | NVIDIA | * | margin/* | wg_target=128,private_bytes=768,lane_bytes=32\n' > "$out/a.txt"
printf 'gpu | NVIDIA | * | margin/* | wg_target=128,lane_bytes=32\n' > "$out/b.txt"
printf 'gpu | NVIDIA | * | margin/* | private_bytes=768\n' > "$out/c.txt"
for round in 1 2; do
  for db in none a b c; do
    export ACL_TUNING_FILE="$out/$db.txt" ACL_VERSIONS=acl
    t=$("$here/examples/acl-conv3x3" --size 8192x8192 --reps 20 | awk '$2=="acl" && $3=="8192x8192" {print $4}')
    echo "$round $db conv3x3 $t"
    for r in 1 2 3 4 5 6; do
      t=$("$here/examples/acl-stencil" --size 8192x8192 --radius $r --reps 20 | awk '$2=="acl" && $3 ~ /8192x8192/ {print $NF=="ok" ? $4 : "BAD"}' | head -1)
      echo "$round $db stencil-R$r $t"
    done
    "$here/users" --size 8192x8192 --reps 20 --only blur5 | awk -v r=$round -v d=$db '{print r, d, "blur5", $3}'
  done
done
