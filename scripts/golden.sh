#!/usr/bin/env bash
# Refreshes the golden generated kernels in tests/golden/ after an intended change to the
# planner or the generator: builds the unit tests (build/, Release) and rewrites every file
# whose kernel changed, then shows what changed. Commit the files with a message that says
# which kernels changed and why. Usage: scripts/golden.sh   (from any directory)
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build"
"$root/scripts/deps.sh"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DACL_BUILD_TESTS=ON >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" --target acl-unit-tests >/dev/null
ACL_GOLDEN_UPDATE=1 "$build/tests/acl-unit-tests" "[golden]"
git -C "$root" status --short -- tests/golden
