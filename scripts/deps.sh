#!/usr/bin/env bash
# Installs the Debian packages ACL needs, only those missing (quick when all are there).
# Usage: scripts/deps.sh [extra-package ...]
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
pkgs=(cmake make g++ ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers libboost-dev
      catch2 pocl-opencl-icd oclgrind clang libclang-rt-14-dev libopenmpi-dev openmpi-bin
      pkgconf dpkg-dev libacl1-dev python3-numpy python3-pyopencl libclang-14-dev "$@")
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
