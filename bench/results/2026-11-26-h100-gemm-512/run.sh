#!/usr/bin/env bash
# Groups of 512 work-items for the tiled matmul on NVIDIA (reqd_work_group_size caps registers at 128).
set -u
source .gpu/enter.sh >/dev/null 2>&1
export ACL_PLATFORM=NVIDIA ACL_VERSIONS=acl ACL_REPS=20
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
V=("" "tile_wg_x=32,tile_wg_y=16" "tile_wg_x=16,tile_wg_y=32" "tile_wg_x=32,tile_wg_y=16,tile_x=4" "tile_wg_x=16,tile_wg_y=32,tile_y=4" "tile_wg_x=32,tile_wg_y=16,tile_chunk=8" "tile_wg_x=16,tile_wg_y=32,tile_chunk=8")
i=0
for k in "${V[@]}"; do
  mkdir -p /tmp/dump$i
  ACL_DUMP_DIR=/tmp/dump$i ACL_KNOBS=$k ACL_PLAN=1 build-scan/acl-matmul --shape 4096 --no-ragged > /tmp/plan$i.txt 2>&1
  f=$(ls /tmp/dump$i/*.cl | head -1); cp $f $OUT/k$i.cl
  echo "== $i ${k:-default}: $(grep -m1 -iE 'chunk' /tmp/plan$i.txt | cut -c1-200)"
  build-scan/regs $f 4096 -cl-nv-verbose 2>&1 | grep -iE "registers|spill|lmem" | head -3
  i=$((i+1))
done
for round in 1 2; do
  for k in "${V[@]}"; do
    for s in 4096 8192; do
      ACL_KNOBS=$k build-scan/acl-matmul --shape $s --no-ragged 2>&1 | awk -v r=$round -v k="${k:-default}" '$2=="acl" && $4!="untimed" {print r, k, $3, $4, $5, $NF} /rror/ {print r, k, $0}'
    done
  done
done
python3 bench/cublas/sgemm.py --reps 20 4096 8192 2>&1 | grep cublas
