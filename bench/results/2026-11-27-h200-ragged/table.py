#!/usr/bin/env python3
"""sweep.txt -> a table: each user at ragged shapes beside its hand-optimized kernel, and
ACL's time per pixel (per multiply-add for matmul) against its own at the power of two."""
import collections, math
rows = collections.OrderedDict()
radii, seen = [2, 5, 8, 13], 0
for line in open("sweep.txt"):
    f = line.split()
    if len(f) < 5 or f[0] == "NVIDIA":
        continue
    u, v, s, ms = f[0], f[1], f[2], float(f[3])
    if u == "stencil":
        u = "stencil R=%d" % radii[seen // 6]
        seen += 1
    rows.setdefault((u, s), {})[v] = ms
size = lambda s: math.prod(int(x) for x in s.split("x"))
print("| user | shape | original, ms | hand-optimized, ms | ACL, ms | ACL / hand | ACL per pixel / at 8192^2 (4096^3) |")
print("|---|---|---|---|---|---|---|")
base = {}
for (u, s), d in rows.items():
    if s in ("8192x8192", "4096x4096x4096"):
        base[u] = d["acl"] / size(s)
    rel = d["acl"] / size(s) / base[u]
    print(f"| {u} | {s} | {d['original']:.3f} | {d['optimized']:.3f} | {d['acl']:.3f} | "
          f"{d['acl'] / d['optimized']:.2f} | {rel:.2f} |")
