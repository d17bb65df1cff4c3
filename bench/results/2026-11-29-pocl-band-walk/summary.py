#!/usr/bin/env python3
"""Reads run.sh's times.txt and writes times.csv (round, label, knobs, program, version,
shape, ms) beside it (times.csv for times.txt, pairs.csv for pairs.txt), then prints the
median over rounds of each program, version and label, the median over rounds of each
setting's time over the pipeline's of the same round (label 'pipeline' or
'wave_band_rows=0'), and the ratios of the band walk ('walk') to the ports' other versions.
BASE (environment, space-separated labels) names the labels to divide by instead (pairs.sh's
base: settings, for instance).
Usage: summary.py <times.txt or pairs.txt>"""
import csv
import os
import re
import statistics
import sys

if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
    print(__doc__)
    sys.exit(0)
rows = []
head = None
for line in open(sys.argv[1]):
    m = re.match(r"## round (\d+) (\S+) knobs=(.*)", line)
    if m:
        head = (int(m.group(1)), m.group(2), m.group(3).strip())
        continue
    m = re.match(r"([a-z0-9]+) +(\S+) +([0-9x]+) +([0-9.]+) ", line)
    if m and head:
        rows.append(head + (m.group(1), m.group(2), m.group(3), float(m.group(4))))
out = os.path.splitext(os.path.abspath(sys.argv[1]))[0] + ".csv"
with open(out, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["round", "label", "knobs", "program", "version", "shape", "ms"])
    w.writerows(rows)
med = {}
for r in rows:
    med.setdefault((r[3], r[4], r[5], r[1]), []).append(r[6])
print(f"{'program':10} {'version':28} {'shape':12} {'label':34} {'median ms':>10} runs")
for k in sorted(med):
    v = med[k]
    print(f"{k[0]:10} {k[1]:28} {k[2]:12} {k[3]:34} {statistics.median(v):10.3f} {len(v)}")
base = {}
base_labels = tuple(os.environ.get("BASE", "pipeline wave_band_rows=0").split())
for r in rows:
    if r[1] in base_labels:
        base[(r[0], r[3], r[4], r[5])] = r[6]
ratios = {}
for r in rows:
    b = base.get((r[0], r[3], r[4], r[5]))
    if b and r[1] not in base_labels and r[4].startswith(("acl", "rno1")):
        ratios.setdefault((r[3], r[4], r[5], r[1]), []).append(r[6] / b)
if ratios:
    print(f"\nmedian over rounds of time / that of {' or '.join(base_labels)} in the same round:")
    for k in sorted(ratios):
        v = ratios[k]
        print(f"{k[0]:10} {k[1]:10} {k[2]:12} {k[3]:34} {statistics.median(v):6.2f} "
              f"(min {min(v):.2f}, max {max(v):.2f}, {len(v)} rounds)")
print("\nratios of medians (walk / x):")
for (prog, ver, shape, label), v in sorted(med.items()):
    if label != "walk" or not ver.startswith("acl"):
        continue
    walk = statistics.median(v)
    pipe = med.get((prog, ver, shape, "pipeline"))
    parts = [f"{prog} {ver} {shape}: walk {walk:.2f} ms"]
    if pipe:
        parts.append(f"/ pipeline {walk / statistics.median(pipe):.2f}")
    for (p2, v2, s2, l2), x in sorted(med.items()):
        if p2 == prog and s2 == shape and l2 == "walk" and not v2.startswith("acl"):
            parts.append(f"/ {v2} {walk / statistics.median(x):.2f}")
    print(" ".join(parts))
