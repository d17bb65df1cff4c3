#!/usr/bin/env bash
# Scaling over two devices and two MPI ranks (bench/scaling.cpp): binarize 32768^2, a 3x3
# filter on 16384^2 floats and C = A x B at 16384^3 on one device, on two devices of one
# context with the data resident (distributed buffers) and end to end from one host array,
# through ordinary buffers (sub-buffers, copies), and as two MPI ranks with a device each.
# Every output is checked. Writes to DIR: scaling.csv (one row per mode and user, with the
# device, driver and date), summary.txt (speedups against the targets: 1.9x on two devices
# with the data resident, 1.8x over two ranks), devices.txt (what the machine has), log.txt.
#
# Usage: bench/scaling.sh [--small] [--out DIR] [--reps N] [--bin DIR] [--no-mpi]
#   --small    sizes for a CPU (2048^2, 1024^2, 512^3); PoCL gets two devices of one
#              context (POCL_DEVICES="pthread pthread")
#   --bin DIR  where acl-scaling and acl-scaling-mpi are (default build/bench)
# ACL_PLATFORM picks the platform (ACL_PLATFORM=NVIDIA on the GPU machine); its first two
# devices of the picked device's type are used, and MPI rank r takes device r of its machine.
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$root/build/bench" out="$root/build/scaling" extra=() mpi=1
while [ $# -gt 0 ]; do
  case "$1" in
    --small) extra+=(--small) ;;
    --reps) extra+=(--reps "$2"); shift ;;
    --out) out="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --no-mpi) mpi=0 ;;
    -h | --help) exec "$0" --help ;;
    *) echo "usage: bench/scaling.sh [--small] [--out DIR] [--reps N] [--bin DIR] [--no-mpi]" >&2
       exit 2 ;;
  esac
  shift
done
mkdir -p "$out"
# PoCL (the default platform here): two CPU devices in one context.
case "${ACL_PLATFORM:-}" in
  "" | *[Pp][Oo][Cc][Ll]* | *[Pp]ortable*) export POCL_DEVICES="${POCL_DEVICES:-pthread pthread}" ;;
esac
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ), host $(uname -n), ACL_PLATFORM='${ACL_PLATFORM:-}'"
  echo "commit: $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  command -v clinfo >/dev/null && clinfo -l 2>&1 || true
  command -v nvidia-smi >/dev/null && nvidia-smi -L 2>&1 && nvidia-smi topo -m 2>&1 || true
  command -v mpirun >/dev/null && mpirun --version 2>&1 | head -1 || echo "no mpirun"
} >"$out/devices.txt"
status=0
"$bin/acl-scaling" "${extra[@]}" >"$out/scaling.csv" 2>"$out/log.txt" || status=$?
if [ "$mpi" = 1 ] && command -v mpirun >/dev/null && [ -x "$bin/acl-scaling-mpi" ]; then
  # Open MPI's libraries where its mpirun is, for a binary built elsewhere.
  mpi_lib="$(cd "$(dirname "$(command -v mpirun)")/.." && pwd)/lib"
  export LD_LIBRARY_PATH="$mpi_lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  # As root, Open MPI needs its consent; one machine, loopback only.
  OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    mpirun -np 2 --oversubscribe --bind-to none --mca btl self,vader,tcp \
      --mca btl_tcp_if_include lo "$bin/acl-scaling-mpi" --mpi "${extra[@]}" \
      2>>"$out/log.txt" | tail -n +2 >>"$out/scaling.csv" || status=$?
fi
# Speedups against one device, per user and mode (the targets: 1.9 resident on two devices,
# 1.8 over two ranks).
awk -F, 'NR > 1 {
  target = ($6 == "multi-resident") ? 1.9 : ($6 == "mpi-resident") ? 1.8 : 0
  verdict = ($16 != "yes") ? "INVALID" : target == 0 ? "" : ($15 >= target ? "meets" : "below")
  printf "%-9s %-21s %6s ms  %9.2f %-7s  x%-6.3f %s%s\n", $7, $6, $11, $13, $14, $15,
         target ? "target " target " " : "", verdict
}' "$out/scaling.csv" >"$out/summary.txt"
echo "device: $(sed -n 2p "$out/scaling.csv" | cut -d, -f3,4)" >>"$out/summary.txt"
cat "$out/summary.txt"
[ "$status" = 0 ] || echo "scaling.sh: a run failed (status $status); see $out/log.txt" >&2
exit "$status"
