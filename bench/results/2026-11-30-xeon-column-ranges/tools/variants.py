"""variants.py K.cl OUTDIR: A^T x kernel variants: st (fold staggered by group), nf (no fold),
h (half the groups), hst (half + staggered). Prints name:groups per variant."""
import re, sys, os
src, out = sys.argv[1], sys.argv[2]
s = open(src).read()
g = int(re.search(r"work-groups (\d+)", s).group(1))
w = int(re.search(r"for \(int acl_j = 0; acl_j < (\d+); acl_j\+\+\)\n\s+if \(acl_kx2", s).group(1))
def stag(t, groups):
    step = (w // groups + 15) // 16 * 16
    u = re.sub(r"for \(int acl_j = 0; acl_j < (\d+); acl_j\+\+\)\n(\s+)if \(acl_kx2 \+ acl_j < (\d+)\) \{(.*?while \(acl_o != acl_s\); \})\n",
               lambda m: "for (int acl_i = 0; acl_i < %s; acl_i++) { const int acl_j = (acl_i + (int)get_group_id(0) * %d) %% %s;\n%sif (acl_kx2 + acl_j < %s) {%s }\n" % (m.group(1), step, m.group(1), m.group(2), m.group(3), m.group(4)), t, flags=re.S)
    assert u != t
    return u
def half(t):
    m = re.search(r"get_group_id\(0\) \* (\d+);", t); r = int(m.group(1))
    t = t.replace("get_group_id(0) * %d;" % r, "get_group_id(0) * %d;" % (2 * r))
    t2 = re.sub(r"min\(acl_run \+ %d," % r, "min(acl_run + %d," % (2 * r), t)
    assert t2 != t
    return t2
nf = re.sub(r"if \(acl_kz2 >= 0\) \{\n\s+for.*?while \(acl_o != acl_s\); \}\n\s+\}\n", "if (acl_kz2 < -5) {}\n", s, flags=re.S)
assert nf != s
lg = lambda t: t.replace("uint acl_o = as_uint((float)(0)), acl_s;", "uint acl_o = *acl_w, acl_s;")
vs = {"base": (s, g), "lg": (lg(s), g), "hlg": (lg(half(s)), g // 2), "nf": (nf, g), "h": (half(s), g // 2)}
for k, (t, gg) in vs.items():
    p = os.path.join(out, k + ".cl"); open(p, "w").write(t); print("%s:%d" % (p, gg), end=" ")
print()
