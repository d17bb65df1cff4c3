#!/usr/bin/env python3
"""cmp.txt -> a table: per user and shape, the medians over rounds of old ACL, new ACL and
Halide (ms), with new / old and new / Halide."""
import collections, statistics, sys
d = collections.defaultdict(list)
for line in open(sys.argv[1] if len(sys.argv) > 1 else "cmp.txt"):
    f = line.split()
    if len(f) < 7 or f[-1] != "ok":
        continue
    version = f[1] if f[3] == "acl" else f[3]
    d[(f[2], f[4], version)].append(float(f[5]))
print("| user | shape | before, ms | after, ms | Halide, ms | after / before | after / Halide |")
print("|---|---|---|---|---|---|---|")
for u, s in sorted({(u, s) for u, s, _ in d}, key=lambda k: (k[0], k[1] != "2048x2048", k[1])):
    o, n, h = (statistics.median(d[(u, s, v)]) for v in ("old", "new", "halide"))
    rng = lambda v: "%.3f-%.3f" % (min(d[(u, s, v)]), max(d[(u, s, v)]))
    print(f"| {u} | {s} | {rng('old')} | {rng('new')} | {rng('halide')} | {n / o:.2f} | {n / h:.2f} |")
