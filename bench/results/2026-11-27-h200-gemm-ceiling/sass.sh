#!/usr/bin/env bash
source .gpu/enter.sh >/dev/null 2>&1
export PATH=/usr/local/cuda-13.0/bin:$PATH
cd build-scan
mkdir -p $OUT/sass
for f in warp/base.cl warp/nobar.cl; do
  b=$(basename $f .cl)
  ./ptxdump $f | tr -d "\000" > $OUT/sass/$b.ptx
  ptxas -arch=sm_90 -O3 -v $OUT/sass/$b.ptx -o $OUT/sass/$b.cubin 2>&1 | tail -2
  cuobjdump -sass $OUT/sass/$b.cubin > $OUT/sass/$b.sass
  echo "== $b opcodes"; grep -oE "^\s+/\*[0-9a-f]+\*/\s+[A-Z][A-Z0-9_.]+" $OUT/sass/$b.sass | awk '{print $2}' | sed 's/\..*//' | sort | uniq -c | sort -rn | head -25
done
