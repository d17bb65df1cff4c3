#!/usr/bin/env bash
# acl-port's refusals and the check's own test (ctest "acl-port: ..."): each refused kernel
# must exit 2 with FILE:LINE and its reason; a translation broken on purpose (ACL_PORT_MUTATE)
# must fail the check (exit 1); bad options exit 3.
# Usage: tests/acl_port_test.sh ACL-PORT SOURCE-DIR
set -euo pipefail
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
tool=$1
src=$2
fails=0
expect() {  # expect STATUS PATTERN -- command...
  local want=$1 pattern=$2
  shift 3
  local out rc=0
  out=$("$@" 2>&1) || rc=$?
  if [ "$rc" -ne "$want" ] || ! grep -qE -- "$pattern" <<<"$out"; then
    echo "FAILED: $* (exit $rc, wanted $want and /$pattern/):"
    echo "$out" | tail -5
    fails=$((fails + 1))
  else
    echo "ok: $* -> $rc, /$pattern/"
  fi
}
r=$src/tests/acl-port/refused.cl
expect 2 "refused.cl:6: refused: kernel tiled: the tile .tile. is stored at .get_local_id\(0\)." -- "$tool" translate "$r" --kernel tiled
expect 2 "refused.cl:18: refused: kernel counted: calls atomic_inc\(\): atomics" -- "$tool" translate "$r" --kernel counted
# A buffer written through __global inside a walk's loop: the iterations would become items.
expect 2 "refused.cl:30: refused: kernel walk_side: .side. is written, and accessed at an index that is not affine.*inside the walk's loop" \
  -- "$tool" translate "$r" --kernel walk_side
# Buffers written through __global (written.cl): a translation broken on purpose is caught,
# in 2-D too (fan2: every buffer passed through, the domain from a buffer of its own); a
# buffer handed to a helper needs its size.
wr=$src/tests/acl-port/written.cl
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$wr" --kernel shifted --global 64 --arg n=61
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/bench/ports/gaussian/original.cl" \
  --kernel fan2 --global 48,48 --arg n=40 --arg t=5
expect 3 ".c. is used where acl-port does not follow its accesses.*give its size with --size c=WORDS" -- "$tool" check "$wr" \
  --kernel handed --global 64 --arg n=61
# Walks: from a start read from data, carrying two variables, a private array filled across
# the iterations (neither a walk nor independent), along a row from right to left (not
# ACL_RNO1's left neighbour); a walk along rows broken on purpose.
w=$src/tests/acl-port/walks.cl
expect 2 "walks.cl:47: refused: kernel leftwards: a walk carrying .s. that stores into .dst. neither down the item's column" \
  -- "$tool" translate "$w" --kernel leftwards
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/bench/ports/prefixmax/original.cl" \
  --kernel rows_max --global 40 --arg w=37 --arg h=40
expect 2 "walks.cl:7: refused: kernel from_data: the walk's carried .s. starts at .src\[x\]., which uses .src." \
  -- "$tool" translate "$w" --kernel from_data
expect 2 "walks.cl:17: refused: kernel two_carried: a walk carrying two variables" -- "$tool" translate "$w" --kernel two_carried
expect 2 "walks.cl:34: refused: kernel private_row: a walk carrying .last. whose iteration does not end by storing it" \
  -- "$tool" translate "$w" --kernel private_row
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/examples/iir/original.cl" \
  --global 64 --arg w=61 --arg h=37
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/bench/ports/gramschmidt/original.cl" \
  --kernel gs_norm --global 16 --arg k=3 --arg m=61 --arg n=9
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/tests/acl-port/vecliteral.cl" \
  --global 64 --arg n=61
expect 2 "helpers.cl:21: refused: kernel h2: calls where\(\), which calls here\(\), which uses get_global_id\(\)" \
  -- "$tool" translate "$src/tests/acl-port/helpers.cl" --kernel h2
tl=$src/tests/acl-port/tiles.cl
expect 2 "tiles.cl:9: refused: kernel blur_tile: calls get_local_id\(0\) without a known work-group size" \
  -- "$tool" translate "$tl" --kernel blur_tile
expect 2 "tiles.cl:26: refused: kernel not_a_place: the tile's value depends on .i., which differs between the work-items" \
  -- "$tool" translate "$tl" --kernel not_a_place --local 32
expect 2 "tiles.cl:40: refused: kernel stepped: 2 barriers" -- "$tool" translate "$tl" --kernel stepped --local 32
expect 2 "tiles.cl:51: refused: kernel aliased: the tile is loaded from .src., which the kernel writes \(perhaps, through a pointer\)" \
  -- "$tool" translate "$tl" --kernel aliased --local 32
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$tl" --kernel blur_tile \
  --global 96 --local 32 --arg n=90
# A refused kernel is refused by check too, before anything runs.
expect 2 "refused.cl:6: refused" -- "$tool" check "$r" --kernel tiled --global 64 --arg n=64
# The check catches a wrong translation: User_main skipping a word of each portion.
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/examples/conv3x3/original.cl" \
  --global 40,30 --arg w=40 --arg h=30
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/tests/acl-port/blur1d.cl" \
  --global 64 --arg n=64
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/examples/pyramid/optimized.cl" \
  --kernel shrink_opt --global 16,32 --arg w=64 --arg h=57 --size src=3648 --size dst=928
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/examples/conv3x3/optimized.cl" \
  --global 256,5 --local 256,1 --arg w=61 --arg h=37 --size src=2257 --size dst=2257
expect 1 "FAIL \(outputs differ\)" -- env ACL_PORT_MUTATE=1 "$tool" check "$src/examples/gather/optimized.cl" \
  --global 64 --local 16 --arg w=50 --arg h=40 --arg pw=16 --arg scale=0.5 --size pos=4 --size src=2000 --size dst=1024
expect 2 "written.cl:45: refused: kernel jumps: the pointer .p. is set to a place outside the buffer it starts in" \
  -- "$tool" translate "$wr" --kernel jumps
# Options.
expect 3 "the file has 3 kernels: name one with --kernel" -- "$tool" translate "$r"
expect 3 "no kernel nosuch" -- "$tool" translate "$r" --kernel nosuch
expect 3 "give the scalar parameter .h. a value" -- "$tool" check "$src/examples/conv3x3/original.cl" \
  --global 8,8 --arg w=8
expect 3 "give its size with --size table=WORDS" -- "$tool" check "$src/tests/acl-port/inplace.cl" \
  --global 8,8 --arg w=8 --arg h=8 --arg limit=5
expect 3 "--global 0: one or two positive sizes" -- "$tool" check "$r" --global 0
expect 3 "--pass nosuch: the kernel has no buffer parameter of that name" -- "$tool" translate \
  "$src/examples/mdh/original.cl" --pass nosuch
expect 0 "Usage: acl-port translate" -- "$tool" --help
[ "$fails" -eq 0 ] || { echo "$fails failed"; exit 1; }
echo "all passed"
