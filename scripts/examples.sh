#!/usr/bin/env bash
# The README's main job: builds the examples (Release) and runs every version of every user, validated.
# Usage: scripts/examples.sh   (from any directory)
# Environment: ACL_PLATFORM / ACL_DEVICE pick the device, ACL_REPS the timed runs;
# ACL_<USER>_ARGS add options to one user's program (ACL_BINARIZE_ARGS, ACL_MDH_ARGS,
# ACL_MATMUL_ARGS, ACL_CONV3X3_ARGS, ACL_TRANSPOSE_ARGS, ACL_IIR_ARGS, ACL_INTEGRAL_ARGS,
# ACL_GATHER_ARGS, ACL_PYRAMID_ARGS, ACL_STENCIL_ARGS), e.g. ACL_MATMUL_ARGS="--shape 4096".
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build"

"$root/scripts/deps.sh"

# Build output is kept out of the way unless something fails.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
quiet() {
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    echo "examples.sh: failed: $*" >&2
    exit 1
  fi
}
jobs="$(nproc 2>/dev/null || echo 2)"
users=(binarize mdh matmul conv3x3 transpose iir integral gather pyramid stencil)
targets=("${users[@]/#/acl-}")
echo "Building ${targets[*]} (Release, -j$jobs) in $build ..."
quiet cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release
quiet cmake --build "$build" -j"$jobs" --target "${targets[@]}"

bin="$build/examples"
# Fails loudly (and stops here) when ACL_PLATFORM / ACL_DEVICE match nothing.
device="$("$bin/acl-binarize" --print-device)"
echo "== ACL examples on OpenCL device: $device"

status=0
echo
for user in "${users[@]}"; do
  var="ACL_${user^^}_ARGS"  # e.g. ACL_MATMUL_ARGS
  read -r -a args <<<"${!var:-}"
  "$bin/acl-$user" "${args[@]}" || status=1
  echo
done
if [ "$status" -ne 0 ]; then
  echo "examples.sh: FAILED: some version is WRONG (see above)" >&2
else
  echo "examples.sh: all versions ok"
fi
exit "$status"
