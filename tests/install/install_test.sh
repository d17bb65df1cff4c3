#!/usr/bin/env bash
# ACL as another project gets it: installs the build into a temporary prefix, then
# (a) builds a C-only program with `cc $(pkg-config --cflags --libs acl-opencl)` and runs it;
# (b) builds a CMake project with find_package(ACL <major.minor>) whose own C target uses
#     OpenCL 2.0 (cl_queue_properties) and whose C++ target uses ACL::cxx, and runs both;
# (c) compiles acl.h as C89, C99, C11, C17, C2x and C++98..C++20, pedantic, warnings as
#     errors; acl.hpp must refuse C++14 and mpi.hpp a missing mpi.h, each saying why;
# (d) checks the installed names (beside Debian's libacl1-dev: no libacl.*, no
#     acl/libacl.h), the symbols the shared library exports, acl-tune from the prefix and
#     pkg-config's --static flags;
# (e) configures a project that takes ACL's source with add_subdirectory: ACL adds its
#     library only and leaves the parent's build type alone;
# (f) where the Python module is installed and ACL_PYTHON names a python3 with numpy and
#     pyopencl: `python3 -c` binarizes through it.
# Kernels run on the default device (PoCL in CI). Usage:
#   install_test.sh <ACL build dir> <ACL source dir> <work dir>
set -euo pipefail
# -h / --help: the comment above, without running anything.
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
build="$1" source="$2" work="$3"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cc="${CC:-cc}" cxx="${CXX:-c++}"
rm -rf "$work"
mkdir -p "$work"
prefix="$work/prefix"
step() { echo "--- $*"; }
fail() { echo "install_test.sh: FAILED: $*" >&2; exit 1; }

step "install into $prefix"
cmake --install "$build" --prefix "$prefix" >"$work/install.log" || {
  cat "$work/install.log"; fail "cmake --install"; }
pcdir="$(dirname "$(find "$prefix" -name acl-opencl.pc)")"
libdir="$(dirname "$pcdir")"
version="$(sed -n 's/^Version: //p' "$pcdir/acl-opencl.pc")"
export PKG_CONFIG_PATH="$pcdir" LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

step "(d) installed names and exported symbols"
clash="$(find "$prefix" \( -name 'libacl.*' -o -name 'libacl.pc' -o -name 'libacl.h' \) -print)"
[ -z "$clash" ] || fail "names that Debian's libacl1-dev owns: $clash"
for f in include/acl/acl.h include/acl/acl.hpp include/acl/mpi.hpp include/acl/version.h \
         "${libdir#"$prefix/"}/cmake/ACL/ACLConfigVersion.cmake"; do
  [ -f "$prefix/$f" ] || fail "$f is not installed"
done
if [ -e "$libdir/libacl-opencl.so" ]; then
  soname="$(objdump -p "$libdir/libacl-opencl.so" | awk '$1 == "SONAME" {print $2}')"
  [ "$soname" = "libacl-opencl.so.${version%.*}" ] || fail "soname '$soname' for version $version"
  extra="$(nm -D --defined-only "$libdir/libacl-opencl.so" | awk '{print $3}' |
           grep -Ev '^(acl[A-Z]|cl[A-Za-z]*AclKernel)' || true)"
  [ -z "$extra" ] || fail "exported besides the C API: $(echo $extra | head -c 600)"
  echo "$soname exports $(nm -D --defined-only "$libdir/libacl-opencl.so" | wc -l) C API symbols"
  static_libs="$(pkg-config --static --libs acl-opencl)"
  [[ "$static_libs" == *-lstdc++* ]] || fail "pkg-config --static --libs: '$static_libs'"
else
  [[ "$(pkg-config --libs acl-opencl)" == *-lstdc++* ]] || fail "a static ACL needs -lstdc++"
fi
"$prefix/bin/acl-tune" --version | grep -q "$version" || fail "acl-tune --version"

step "(a) a C program: cc binarize.c \$(pkg-config --cflags --libs acl-opencl)"
# shellcheck disable=SC2046
"$cc" -Wall -Wextra -Werror -o "$work/binarize" "$here/binarize.c" \
  $(pkg-config --cflags --libs acl-opencl)
"$work/binarize"

step "(b) find_package(ACL ${version%.*}): OpenCL 2.0 in C, and ACL::cxx"
cmake -S "$here/consumer" -B "$work/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
  -DACL_WANTED="${version%.*}" -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
  >"$work/consumer.log" 2>&1 || { cat "$work/consumer.log"; fail "configuring the consumer"; }
cmake --build "$work/consumer" >>"$work/consumer.log" 2>&1 || {
  cat "$work/consumer.log"; fail "building the consumer"; }
"$work/consumer/opencl2"
"$work/consumer/cxx"

step "(c) headers: acl.h from C89 to C2x and C++98 to C++20; acl.hpp and mpi.hpp refuse"
cat >"$work/header.c" <<'C'
#include <acl/acl.h>
#if ACL_VERSION_MAJOR < 0 || !defined(ACL_VERSION_MINOR) || !defined(ACL_VERSION_PATCH)
#error "no version macros"
#endif
int main(void) {
  acl_attr a = ACL_ATTR_INIT;
  acl_tune_options o = ACL_TUNE_OPTIONS_INIT;
  cl_uint major;
  aclGetVersion(&major, NULL, NULL);
  return (int)(a.level + o.reps + major) - (int)(a.level + o.reps + major);
}
C
flags=(-fsyntax-only -pedantic-errors -Wall -Wextra -Werror -I"$prefix/include"
       -DCL_TARGET_OPENCL_VERSION=300)
for std in c89 c99 c11 c17 c2x; do
  "$cc" -std=$std "${flags[@]}" "$work/header.c" || fail "acl.h as $std"
done
for std in c++98 c++11 c++14 c++17 c++20; do
  "$cxx" -x c++ -std=$std "${flags[@]}" "$work/header.c" || fail "acl.h as $std"
done
echo '#include <acl/acl.hpp>' >"$work/hpp.cpp"
# At OpenCL 3.0 and at the level acl.hpp picks when the code names none (1.2).
"$cxx" -std=c++17 "${flags[@]}" "$work/hpp.cpp" || fail "acl.hpp as C++17"
"$cxx" -std=c++17 "${flags[@]}" -UCL_TARGET_OPENCL_VERSION "$work/hpp.cpp" ||
  fail "acl.hpp as C++17 without CL_TARGET_OPENCL_VERSION"
if "$cxx" -std=c++14 "${flags[@]}" "$work/hpp.cpp" 2>"$work/hpp14.log"; then
  fail "acl.hpp compiled as C++14"
fi
grep -q "needs C++17" "$work/hpp14.log" || { cat "$work/hpp14.log"; fail "acl.hpp's C++14 message"; }
echo '#include <acl/mpi.hpp>' >"$work/mpi.cpp"
if "$cxx" -std=c++17 "${flags[@]}" "$work/mpi.cpp" 2>"$work/mpi.log"; then
  echo "(mpi.h is on the default include path: the missing-MPI message is not checked)"
else
  grep -q "needs MPI's C header mpi.h" "$work/mpi.log" || {
    cat "$work/mpi.log"; fail "mpi.hpp's message without mpi.h"; }
  if pkg-config --exists ompi-c; then
    # shellcheck disable=SC2046
    "$cxx" -std=c++17 "${flags[@]}" -DOMPI_SKIP_MPICXX=1 $(pkg-config --cflags ompi-c) \
      "$work/mpi.cpp" ||
      fail "mpi.hpp with MPI"
  fi
fi
echo "all header checks passed"

step "(e) add_subdirectory: the library only, the parent's settings untouched"
cmake -S "$here/parent" -B "$work/parent" -DACL_SOURCE="$source" \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" >"$work/parent.log" 2>&1 || {
  cat "$work/parent.log"; fail "configuring a parent project"; }
grep "parent:" "$work/parent.log"

module="$(find "$prefix" -type d -name acl_opencl)"
if [ -n "${ACL_PYTHON:-}" ] && [ -n "$module" ]; then
  step "(f) python3 -c: binarize through the installed module, with numpy"
  PYTHONPATH="$(dirname "$module")" "$ACL_PYTHON" -c '
import numpy as np, acl_opencl as acl
ctx, queue = acl.open_device()
k = acl.Kernel(ctx, "void User_main(uchar* src, uchar* dst, int thres) {"
                    "  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > thres ? 255 : 0; }")
image = np.arange(64 * 16, dtype=np.uint32).astype(np.uint8).reshape(16, 64)
out = np.empty_like(image)
k(queue, image, acl.Out(out), 100)
assert (out == np.where(image > 100, 255, 0)).all()
print("python3 -c: binarize through acl_opencl %d.%d.%d as expected" % acl.version())'
fi
echo "install_test.sh: all passed"
