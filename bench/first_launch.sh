#!/usr/bin/env bash
# First launches in new processes (bench/first_launch.cpp) under the four combinations of
# PoCL's kernel cache (POCL_KERNEL_CACHE) and ACL's program-binary cache (ACL_CACHE_DIR),
# each cache warmed by one process first, then `runs` measured processes (default 3): the
# median first-launch ms per kernel, and the median launch after it (ms).
# Usage: bench/first_launch.sh [runs]   (after building build/bench/acl-first-launch)
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$root/build/bench/acl-first-launch"
runs="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
run_config() {  # run_config LABEL POCL_KERNEL_CACHE ACL_CACHE_DIR
  local label="$1" pocl="$2" acl="$3"
  rm -rf "$work/pocl" "$work/acl"
  mkdir -p "$work/pocl"
  local envs=(POCL_CACHE_DIR="$work/pocl" POCL_KERNEL_CACHE="$pocl" ACL_CACHE_DIR="$acl")
  env "${envs[@]}" "$bin" >/dev/null  # fills whichever cache is on
  for r in $(seq "$runs"); do env "${envs[@]}" "$bin" | grep -v '^device\|^kernel' >"$work/run$r"; done
  for k in $(cut -d, -f1 "$work/run1"); do
    first=$(grep -h "^$k," "$work"/run* | cut -d, -f2 | median)
    steady=$(grep -h "^$k," "$work"/run* | cut -d, -f3 | median)
    printf '%-34s %-10s %10s %10s\n' "$label" "$k" "$first" "$steady"
  done
}
ACL_CACHE_DIR=off "$bin" | head -1  # the device line; nothing stored in ~/.cache
printf '%-34s %-10s %10s %10s\n' "caches (warm ones filled first)" kernel first_ms launch_ms
run_config "PoCL off, ACL off" 0 off
run_config "PoCL off, ACL warm" 0 "$work/acl"
run_config "PoCL warm, ACL off" 1 off
run_config "PoCL warm, ACL warm" 1 "$work/acl"
