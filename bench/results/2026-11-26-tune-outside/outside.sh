#!/usr/bin/env bash
# outside.sh OUTDIR SIZE: the tuner on users outside the repository (users.cpp), then
# default rows against tuned rows, three interleaved rounds.
set -u
out=$1 size=$2 here=$(cd "$(dirname "$0")" && pwd)
: > "$out/empty.txt"
for u in blur5 gain lut; do
  "$here/acl-tune" --seconds 10 --file "$out/outside-tuning.txt" -- "$here/users" --size "$size" --only $u > "$out/tune-$u.log" 2>&1
  tail -3 "$out/tune-$u.log"
done
for round in 1 2 3; do
  ACL_TUNING_FILE="$out/empty.txt" "$here/users" --size "$size" --reps 30 | sed "s/^/default $round /"
  ACL_TUNING_FILE="$out/outside-tuning.txt" "$here/users" --size "$size" --reps 30 | sed "s/^/tuned   $round /"
done
echo "rows:"; cat "$out/outside-tuning.txt"
