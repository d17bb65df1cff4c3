#!/usr/bin/env bash
# Debian packages from the build (cpack -G DEB, cmake/AclPackage.cmake), really installed
# beside Debian's libacl1-dev, with nothing written outside the work dir:
# (a) cpack builds the library, -dev, tools and Python packages; their names, dependencies,
#     a .pc file naming /usr;
# (b) a scratch root with its own dpkg database (a copy of this machine's status, so that
#     dependencies are checked against what is installed here, but no files) gets
#     libacl1-dev with dpkg -i (its .deb from apt's cache or `apt-get download`, or, where
#     only installed here, rebuilt from this machine's dpkg database and files), then the
#     four packages: dpkg's own file-conflict check is the judge; a package holding one of
#     libacl1-dev's paths must be refused there, or the judge would not be looking;
# (c) a C program built with `cc $(pkg-config --cflags --libs acl-opencl)` against the
#     scratch root runs a kernel on the default device; acl/acl.h and libacl1-dev's
#     acl/libacl.h and sys/acl.h compile in one file.
# Exits 77 (ctest: skipped) where cpack, dpkg, dpkg-deb or dpkg-shlibdeps is missing
# (scripts/deps.sh installs dpkg-dev); removes the work dir when it ends.
# Usage: deb_test.sh <ACL build dir> <work dir>
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
build="$1" work="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cpack="${ACL_CPACK:-cpack}"
for tool in "$cpack" dpkg dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || {
    echo "deb_test.sh: SKIPPED: no $tool here (scripts/deps.sh installs cmake and dpkg-dev)"; exit 77; }
done
step() { echo "--- $*"; }
fail() { echo "deb_test.sh: FAILED: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
root="$work/root" admin="$work/admin"

step "(a) cpack -G DEB"
"$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$work/debs" >"$work/cpack.log" 2>&1 || {
  cat "$work/cpack.log"; fail "cpack -G DEB"; }
version="$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$build/CPackConfig.cmake")"
soversion="${version%.*}"
debs=()
for p in "libacl-opencl${soversion}" libacl-opencl-dev acl-opencl-tools python3-acl-opencl; do
  deb="$(ls "$work/debs/${p}_${version}_"*.deb 2>/dev/null)" || fail "no package $p"
  echo "$p: $(dpkg-deb -f "$deb" Depends)"
  debs+=("$deb")
done
dpkg-deb -f "$work"/debs/libacl-opencl-dev_*.deb Depends | grep -q "libacl-opencl${soversion} (= $version)" ||
  fail "the -dev package does not depend on the library's"

step "(b) dpkg -i into $root beside libacl1-dev"
# The database: this machine's packages as installed, without their files (empty lists),
# and without libacl1-dev, which dpkg installs below with its files.
mkdir -p "$root" "$admin/info" "$admin/updates" "$admin/triggers"
awk 'BEGIN { RS = ""; ORS = "\n\n" } !/(^|\n)Package: libacl1-dev\n/' /var/lib/dpkg/status \
  >"$admin/status"
dpkg-query --admindir="$admin" -W -f='${binary:Package}\n' | while read -r p; do
  : >"$admin/info/$p.list"
done
: >"$admin/available"
arch="$(dpkg --print-architecture)"
installed="$(dpkg-query -W -f='${Status} ${Version}' libacl1-dev 2>/dev/null || true)"
[[ "$installed" == "install ok installed "* ]] && installed="${installed##* }" || installed=""
route="${ACL_DEB_TEST_LIBACL:-any}"  # cache, database or download: only that way (tests)
libacl=""
cached="/var/cache/apt/archives/libacl1-dev_${installed/:/%3a}_$arch.deb"
if [[ "$route" == any || "$route" == cache ]] && [ -n "$installed" ] && [ -f "$cached" ]; then
  libacl="$cached"
  echo "libacl1-dev $installed: apt's cache"
fi
if [ -z "$libacl" ] && [[ "$route" == any || "$route" == database ]] && [ -n "$installed" ]; then
  # Rebuilt from this machine's database: its control fields and the files it lists.
  echo "libacl1-dev $installed: rebuilt from the dpkg database"
  mkdir -p "$work/libacl1-dev/DEBIAN"
  dpkg-query -W -f='Package: ${Package}\nVersion: ${Version}\nArchitecture: ${Architecture}\nMulti-Arch: ${Multi-Arch}\nMaintainer: ${Maintainer}\nDepends: ${Depends}\nSection: ${Section}\nPriority: ${Priority}\nDescription: ${Description}\n' \
    libacl1-dev | grep -v '^[A-Za-z-]*: *$' >"$work/libacl1-dev/DEBIAN/control"
  dpkg-query -L libacl1-dev | while read -r f; do
    if [ -L "$f" ] || [ -f "$f" ]; then
      cp -a --parents "$f" "$work/libacl1-dev"
    elif [ -d "$f" ]; then
      mkdir -p "$work/libacl1-dev$f"
    fi
  done
  libacl="$work/libacl1-dev.deb"
  dpkg-deb --root-owner-group -b "$work/libacl1-dev" "$libacl" >/dev/null
fi
if [ -z "$libacl" ] && [[ "$route" == any || "$route" == download ]] &&
   (cd "$work" && timeout 60 apt-get download libacl1-dev >"$work/apt.log" 2>&1); then
  libacl="$(ls "$work"/libacl1-dev_*.deb)"
  echo "libacl1-dev: apt-get download ($(basename "$libacl"))"
fi
[ -n "$libacl" ] || {
  cat "$work/apt.log" 2>/dev/null || true
  fail "libacl1-dev is neither installed here nor downloadable (scripts/deps.sh installs it)"; }
# Maintainer scripts run outside the root (chrootless: it holds no shell); the library's
# postinst calls ldconfig, which a stand-in answers here, so this machine's cache stays.
mkdir -p "$work/bin"
printf '#!/bin/sh\necho "ldconfig $*" >>"%s"\n' "$work/ldconfig.log" >"$work/bin/ldconfig"
chmod +x "$work/bin/ldconfig"
dpkg_root() {
  PATH="$work/bin:$PATH" dpkg --root="$root" --admindir="$admin" --log="$work/dpkg.log" \
    --force-not-root --force-script-chrootless "$@"
}
# libacl1-dev's own dependencies (libattr1-dev, ...) are not what is tested here.
dpkg_root --force-depends -i "$libacl" >"$work/dpkg-libacl.log" 2>&1 || {
  cat "$work/dpkg-libacl.log"; fail "dpkg -i libacl1-dev"; }
dpkg_root -i "${debs[@]}" >"$work/dpkg-acl.log" 2>&1 || {
  cat "$work/dpkg-acl.log"; fail "dpkg -i ACL's packages beside libacl1-dev"; }
grep -q ldconfig "$work/ldconfig.log" 2>/dev/null || fail "the library's postinst did not run"
dpkg-query --admindir="$admin" -W -f='${db:Status-Abbrev} ${Package} ${Version}\n' \
  libacl1-dev libacl-opencl-dev "libacl-opencl${soversion}" acl-opencl-tools \
  python3-acl-opencl
# The judge: a package with one of libacl1-dev's files is refused.
theirs="$(dpkg-query --admindir="$admin" -L libacl1-dev | while read -r f; do
            [ -f "$root$f" ] && [ ! -L "$root$f" ] && echo "$f" && break; done)"
[ -n "$theirs" ] || fail "libacl1-dev installed no file into $root"
mkdir -p "$work/clash/DEBIAN" "$work/clash$(dirname "$theirs")"
printf 'Package: acl-clash-probe\nVersion: 1\nArchitecture: all\nMaintainer: the ACL tests\nDescription: holds %s\n' \
  "$theirs" >"$work/clash/DEBIAN/control"
echo probe >"$work/clash$theirs"
dpkg-deb --root-owner-group -b "$work/clash" "$work/clash.deb" >/dev/null
if dpkg_root -i "$work/clash.deb" >"$work/dpkg-clash.log" 2>&1; then
  fail "dpkg installed a package holding $theirs beside libacl1-dev: no conflict check"
fi
grep -q "trying to overwrite '$theirs', which is also in package libacl1-dev" \
  "$work/dpkg-clash.log" || { cat "$work/dpkg-clash.log"; fail "the probe failed otherwise"; }
echo "a package holding $theirs: refused (also in package libacl1-dev)"

step "(c) cc \$(pkg-config --cflags --libs acl-opencl) against $root"
hostpc="$(pkg-config --variable pc_path pkg-config)"
pc="$(find "$root/usr" -name acl-opencl.pc)"
[ -n "$pc" ] || fail "no acl-opencl.pc under $root/usr"
grep -qx "prefix=/usr" "$pc" || fail "$pc: $(head -1 "$pc")"
theirpc="$(find "$root/usr" -name libacl.pc)"
[ -n "$theirpc" ] || fail "libacl1-dev's libacl.pc is gone"
libdir="$(dirname "$(dirname "$pc")")"
# Both modules from the scratch root (OpenCL, which acl-opencl requires, from this machine).
export PKG_CONFIG_SYSROOT_DIR="$root"
export PKG_CONFIG_LIBDIR="$(dirname "$pc"):$(dirname "$theirpc"):$hostpc"
flags="$(pkg-config --cflags --libs acl-opencl)"
echo "acl-opencl: $flags; libacl: $(pkg-config --libs libacl)"
[[ "$flags" == *"-I$root/usr/include"* && "$flags" == *-lacl-opencl* ]] || fail "flags: $flags"
# shellcheck disable=SC2086
cc -Wall -Werror -o "$work/binarize" "$here/binarize.c" $flags
LD_LIBRARY_PATH="$libdir" "$work/binarize"
ldd_line="$(LD_LIBRARY_PATH="$libdir" ldd "$work/binarize" | grep libacl-opencl)"
[[ "$ldd_line" == *"$libdir/"* ]] || fail "ldd: $ldd_line"
cat >"$work/both.c" <<'C'
#define CL_TARGET_OPENCL_VERSION 120
#include <stdio.h>
#include <sys/acl.h>
#include <acl/libacl.h>
#include <acl/acl.h>
int main(void) {
  cl_uint major = 0, minor = 0, patch = 0;
  acl_type_t posix = ACL_TYPE_ACCESS;
  acl_attr a = ACL_ATTR_INIT;
  aclGetVersion(&major, &minor, &patch);
  printf("both.c: acl/acl.h (ACL %u.%u, split %u) beside acl/libacl.h (ACL_TYPE_ACCESS 0x%x)\n",
         major, minor, a.split, (unsigned)posix);
  return major != ACL_VERSION_MAJOR || minor != ACL_VERSION_MINOR;
}
C
# shellcheck disable=SC2086
cc -Wall -Werror -o "$work/both" "$work/both.c" $(pkg-config --cflags libacl) $flags
LD_LIBRARY_PATH="$libdir" "$work/both" || fail "both.c"
echo "deb_test.sh: all passed"
