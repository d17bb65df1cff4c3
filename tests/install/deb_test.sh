#!/usr/bin/env bash
# Debian packages from the build (cpack -G DEB, cmake/AclPackage.cmake): the library, -dev,
# tools and Python packages with their names and dependencies, installed paths that none of
# libacl1-dev's take (libacl.so, libacl.a, libacl.pc, acl/libacl.h, sys/acl.h), a .pc file
# naming /usr, and a C program built and run against the unpacked files.
# Usage: deb_test.sh <ACL build dir> <work dir>
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
build="$1" work="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rm -rf "$work"
mkdir -p "$work"
fail() { echo "deb_test.sh: FAILED: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 || {
  cat "$work/cpack.log"; fail "cpack -G DEB"; }
version="$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$build/CPackConfig.cmake")"
soversion="${version%.*}"
for p in "libacl-opencl${soversion}" libacl-opencl-dev acl-opencl-tools python3-acl-opencl; do
  deb="$(ls "$work/${p}_${version}_"*.deb 2>/dev/null)" || fail "no package $p"
  echo "$p: $(dpkg-deb -f "$deb" Depends)"
  dpkg-deb -x "$deb" "$work/root"
done
dpkg-deb -f "$work"/libacl-opencl-dev_*.deb Depends | grep -q "libacl-opencl${soversion} (= $version)" ||
  fail "the -dev package does not depend on the library's"
clash="$(cd "$work/root" && find . \( -name 'libacl.so*' -o -name 'libacl.a' -o -name 'libacl.pc' \
          -o -path '*/acl/libacl.h' -o -path '*/sys/acl.h' \) -print)"
[ -z "$clash" ] || fail "paths of libacl1-dev: $clash"
pc="$(find "$work/root" -name acl-opencl.pc)"
grep -qx "prefix=/usr" "$pc" || fail "$pc: $(head -1 "$pc")"
# The unpacked tree stands in for /usr.
lib="$(dirname "$(find "$work/root" -name "libacl-opencl.so.$soversion")")"
cc -Wall -Werror -o "$work/binarize" "$here/binarize.c" -I"$work/root/usr/include" -L"$lib" \
  -lacl-opencl -lOpenCL
LD_LIBRARY_PATH="$lib" "$work/binarize"
echo "deb_test.sh: all passed"
