"""twod.py K.cl OUT.cl C [G]: groups as R row runs x C column ranges (the fold then covers a range)."""
import re, sys
src, out, C = sys.argv[1], sys.argv[2], int(sys.argv[3])
s = open(src).read()
G = int(sys.argv[4]) if len(sys.argv) > 4 else int(re.search(r"work-groups (\d+)", s).group(1))
m = re.search(r"const int acl_run = \(int\)get_group_id\(0\) \* (\d+);\n(\s+)for \(int acl_n1 = acl_run \* (\d+), acl_end = min\(acl_run \+ \d+, (\d+)\) \* \d+; acl_n1 < acl_end; acl_n1\+\+\) \{", s)
per, ind, GX, GY = int(m.group(1)), m.group(2), int(m.group(3)), int(m.group(4))
S = int(re.search(r"#define ACL_BLOCKSIZE_1 (\d+)", s).group(1))
W = int(re.search(r"float acl_a2\[(\d+)\];", s).group(1))
R = G // C; PER2 = -(-GY // R); SC = -(-GX // C)
hdr = ("const int acl_cg = (int)get_group_id(0) %% %d, acl_run = ((int)get_group_id(0) / %d) * %d;\n" % (C, C, PER2) +
       ind + "for (int acl_yy = acl_run; acl_yy < min(acl_run + %d, %d); acl_yy++)\n" % (PER2, GY) +
       ind + "for (int acl_n1 = acl_yy * %d + acl_cg * %d, acl_end = acl_yy * %d + min(acl_cg * %d + %d, %d); acl_n1 < acl_end; acl_n1++) {" % (GX, SC, GX, SC, SC, GX))
s = s[:m.start()] + hdr + s[m.end():]
s = s.replace("acl_p2 = acl_a2 + (acl_x2 + acl_lid * %d);" % S, "acl_p2 = acl_a2 + (acl_x2 + acl_lid * %d - acl_cg * %d);" % (S, SC * S))
s = s.replace("acl_kx2 = 0;", "acl_kx2 = acl_cg * %d;" % (SC * S))
s = s.replace("float acl_a2[%d];" % W, "float acl_a2[%d];" % (SC * S))
s = re.sub(r"for \(int acl_j = 0; acl_j < %d; acl_j\+\+\) acl_a2\[acl_j\]" % W, "for (int acl_j = 0; acl_j < %d; acl_j++) acl_a2[acl_j]" % (SC * S), s)
s = re.sub(r"for \(int acl_j = 0; acl_j < %d; acl_j\+\+\)\n(\s+)if \(acl_kx2" % W, lambda mm: "for (int acl_j = 0; acl_j < %d; acl_j++)\n%sif (acl_kx2" % (SC * S, mm.group(1)), s)
open(out, "w").write(s)
print("%s:%d" % (out, R * C))
