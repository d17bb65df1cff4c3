#!/usr/bin/env bash
# Draws split-k.png from times.csv: each shape's ACL time over cuBLAS's (the mean of the two
# rounds of each), with and without split k. Needs gnuplot (gnuplot-nox).
set -euo pipefail
cd "$(dirname "$0")"
python3 - <<'PY'
import csv, collections
t = collections.defaultdict(list)
order = []
for r in csv.DictReader(open("times.csv")):
    t[(r["shape"], r["version"])].append(float(r["median_ms"]))
    if r["shape"] not in order: order.append(r["shape"])
with open("ratio.dat", "w") as f:
    f.write("# shape  acl/cublas  acl(tile_split_k=0)/cublas  (mean of two rounds each)\n")
    for s in order:
        m = lambda v: sum(t[(s, v)]) / len(t[(s, v)])
        f.write("%s %.3f %.3f\n" % (s, m("acl") / m("cublas"), m("acl:tile_split_k=0") / m("cublas")))
PY
gnuplot <<'GP'
set terminal pngcairo size 900,420 font ",10" noenhanced
set output "split-k.png"
set title "C = A x B (FP32), NVIDIA H200, driver 580.159.04, 2026-11-26: ACL time / cuBLAS time"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set ylabel "time / cuBLAS time (lower is faster)"
set yrange [0:1.6]
set xtics rotate by -30
set grid ytics
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2
plot "ratio.dat" using 2:xtic(1) title "ACL, split k (NVIDIA row)", "" using 3 title "ACL, tile_split_k=0"
GP
