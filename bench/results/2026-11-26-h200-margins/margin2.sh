#!/usr/bin/env bash
# margin2.sh: old build (build-wave) against new (build-new: lanes of the whole lane_bytes
# from margin 2), two interleaved rounds, plus knob variants of the new build.
set -u
run() {  # run LABEL BUILD [KNOBS]
  local label=$1 b=$2 t r
  export ACL_KNOBS=${3:-} ACL_VERSIONS=acl
  t=$("$b/examples/acl-conv3x3" --size 8192x8192 --reps 20 2>/dev/null | awk '$2=="acl" && $3=="8192x8192" {print ($NF=="ok") ? $4 : "BAD"}')
  echo "$round $label conv3x3 $t"
  for r in 1 2 3 4 5 6 7; do
    t=$("$b/examples/acl-stencil" --size 8192x8192 --radius $r --reps 20 2>/dev/null | awk '$2=="acl" && $3=="8192x8192" {print ($NF=="ok") ? $4 : "BAD"}')
    echo "$round $label stencil-R$r $t"
  done
  "$b/users" --size 8192x8192 --reps 20 --only blur5 2>/dev/null | awk -v r=$round -v l=$label '{print r, l, "blur5", ($NF=="ok") ? $3 : "BAD"}'
}
for round in 1 2; do
  run old build-wave
  run new build-new
  run new-wg128 build-new wg_target=128
  run new-window8 build-new window_margin=8
done
