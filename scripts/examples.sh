#!/usr/bin/env bash
# The README's main job: builds the examples (Release) and runs every version of every user, validated.
# Usage: scripts/examples.sh   (from any directory)
# Environment: ACL_PLATFORM / ACL_DEVICE pick the device, ACL_REPS the timed runs;
# ACL_BINARIZE_ARGS / ACL_MDH_ARGS / ACL_MATMUL_ARGS / ACL_CONV3X3_ARGS / ACL_TRANSPOSE_ARGS / ACL_IIR_ARGS / ACL_INTEGRAL_ARGS / ACL_GATHER_ARGS / ACL_PYRAMID_ARGS add options, e.g. ACL_MATMUL_ARGS="--shape 4096".
set -euo pipefail
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
echo "Building acl-binarize, acl-mdh, acl-matmul, acl-conv3x3, acl-transpose, acl-iir, acl-integral, acl-gather and acl-pyramid (Release, -j$jobs) in $build ..."
quiet cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release
quiet cmake --build "$build" -j"$jobs" --target acl-binarize acl-mdh acl-matmul acl-conv3x3 acl-transpose acl-iir acl-integral acl-gather acl-pyramid

bin="$build/examples"
# Fails loudly (and stops here) when ACL_PLATFORM / ACL_DEVICE match nothing.
device="$("$bin/acl-binarize" --print-device)"
echo "== ACL examples on OpenCL device: $device"

status=0
read -r -a binarize_args <<<"${ACL_BINARIZE_ARGS:-}"
read -r -a mdh_args <<<"${ACL_MDH_ARGS:-}"
read -r -a matmul_args <<<"${ACL_MATMUL_ARGS:-}"
read -r -a conv_args <<<"${ACL_CONV3X3_ARGS:-}"
read -r -a transpose_args <<<"${ACL_TRANSPOSE_ARGS:-}"
read -r -a iir_args <<<"${ACL_IIR_ARGS:-}"
read -r -a integral_args <<<"${ACL_INTEGRAL_ARGS:-}"
read -r -a gather_args <<<"${ACL_GATHER_ARGS:-}"
read -r -a pyramid_args <<<"${ACL_PYRAMID_ARGS:-}"
echo
"$bin/acl-binarize" "${binarize_args[@]}" || status=1
echo
"$bin/acl-mdh" "${mdh_args[@]}" || status=1
echo
"$bin/acl-matmul" "${matmul_args[@]}" || status=1
echo
"$bin/acl-conv3x3" "${conv_args[@]}" || status=1
echo
"$bin/acl-transpose" "${transpose_args[@]}" || status=1
echo
"$bin/acl-iir" "${iir_args[@]}" || status=1
echo
"$bin/acl-integral" "${integral_args[@]}" || status=1
echo
"$bin/acl-gather" "${gather_args[@]}" || status=1
echo
"$bin/acl-pyramid" "${pyramid_args[@]}" || status=1
echo
if [ "$status" -ne 0 ]; then
  echo "examples.sh: FAILED: some version is WRONG (see above)" >&2
else
  echo "examples.sh: all versions ok"
fi
exit "$status"
