#!/usr/bin/env bash
# Writes every kernel the scripts here time into DIR (default ./warp, where they look): the
# dumped ACL kernels (kernels/base.cl at 4096^3, kernels/base8192.cl), the generated ones
# (mk*.py) and the hand edits, kept as patches against the kernel they were edited from.
# Usage: make-kernels.sh [DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-warp}"
mkdir -p "$out"
cp "$here/kernels/base.cl" "$here/kernels/base8192.cl" "$out/"
python3 "$here/mk256.py" 4096 "$out/b256-8-2.cl" 8 2
python3 "$here/mk256.py" 4096 "$out/b256-8-3.cl" 8 3
python3 "$here/mkcpall.py" 4096 "$out/cpall.cl"
python3 "$here/mkcpall.py" 4096 "$out/cpall4.cl" 4
python3 "$here/mkut.py" 4096 "$out/ut4-20.cl" 20 4
python3 "$here/mkat.py" 4096 "$out/at-16-2.cl" 16 2 128
python3 "$here/mkat2.py" 4096 "$out/bt-16-2.cl" 16 2 128
for p in "$here"/kernels/*.patch; do
  name="$(basename "$p" .patch)"
  from="$(head -n 1 "$p" | sed 's/^--- //')"
  patch -s -o "$out/$name.cl" "$out/$from" "$p"
done
ls "$out"
