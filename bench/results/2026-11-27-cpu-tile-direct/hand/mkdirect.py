import re, sys
src, out, n, full = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == '1'
s = open(src).read()
chunks = n // 256
i = s.index(f"  for (int acl_kc = 0; acl_kc < {chunks}; acl_kc++) {{")
j = s.index("    barrier(CLK_LOCAL_MEM_FENCE);\n    {\n      acl_state acl_s")
d = s[:i] + f"  for (int acl_kc = 0; acl_kc < {chunks}; acl_kc++) {{\n    const int acl_k0 = acl_kc * 256;\n" + s[j + len("    barrier(CLK_LOCAL_MEM_FENCE);\n"):]
d = d.replace("__local const float* acl_f0 = acl_t0 + acl_ly * 8 * 272 + acl_kk;", f"__global const float* acl_f0 = acl_g0 + (acl_by + acl_ly * 8) * {n} + acl_k0 + acl_kk;")
for r in range(1, 8):
    d = d.replace(f"(acl_f0[{r*272}])", f"(acl_f0[{r*n}])")
d = d.replace("__local const float* acl_f1 = acl_t1 + acl_kk * 272 + acl_lx * 32;", f"__global const float* acl_f1 = acl_g1 + (acl_k0 + acl_kk) * {n} + acl_bx + acl_lx * 32;")
k = d.index("      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p2[acl_j] = acl_w2[acl_j];\n    }\n    barrier(CLK_LOCAL_MEM_FENCE);")
d = d[:k] + d[k:].replace("    barrier(CLK_LOCAL_MEM_FENCE);\n", "", 1)
d = re.sub(r"  __local float acl_t[01]\[\d+\] __attribute__\(\(aligned\(64\)\)\);\n", "", d)
if full:
    d = d.replace(f"for (int acl_kc = 0; acl_kc < {chunks}; acl_kc++) {{\n    const int acl_k0 = acl_kc * 256;", "for (int acl_kc = 0; acl_kc < 1; acl_kc++) {\n    const int acl_k0 = 0;").replace("const int acl_kend = 256 + (acl_lid >> 30);", f"const int acl_kend = {n} + (acl_lid >> 30);")
open(out, 'w').write(d)
