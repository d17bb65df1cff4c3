import sys
src, out, n, which = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
s = open(src).read()
if which == 'A':
    # drop A's staging block, read A from global
    i = s.index("    {\n      const ACL_COORD acl_ox = acl_k0, acl_oy = acl_by;")
    j = s.index("    {\n      const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0;")
    s = s[:i] + s[j:]
    s = s.replace("__local const float* acl_f0 = acl_t0 + acl_ly * 8 * 272 + acl_kk;", f"__global const float* acl_f0 = acl_g0 + (acl_by + acl_ly * 8) * {n} + acl_k0 + acl_kk;")
    for r in range(1, 8):
        s = s.replace(f"(acl_f0[{r*272}])", f"(acl_f0[{r*n}])")
else:
    i = s.index("    {\n      const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0;")
    j = s.index("    barrier(CLK_LOCAL_MEM_FENCE);\n    {\n      acl_state acl_s")
    s = s[:i] + s[j:]
    s = s.replace("__local const float* acl_f1 = acl_t1 + acl_kk * 272 + acl_lx * 32;", f"__global const float* acl_f1 = acl_g1 + (acl_k0 + acl_kk) * {n} + acl_bx + acl_lx * 32;")
open(out, 'w').write(s)
