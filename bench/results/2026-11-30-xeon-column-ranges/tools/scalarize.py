"""scalarize.py K.cl OUT.cl: x of A^T x (ACL_PER_ROW, filled once a row) as one word a call:
User_main reads v[0] of the row's word in place, held in a register."""
import re, sys
s = open(sys.argv[1]).read()
s2 = s.replace("const float* v, float* r)\n{\n", "__global const float* v, float* r)\n{\n    const float acl_v = v[0];\n", 1)
assert s2 != s; s = s2
s2 = s.replace("(a[i] * v[i])", "(a[i] * acl_v)"); assert s2 != s; s = s2
s2 = s.replace("if (acl_oy != acl_fy1) {", "if (0) {"); assert s2 != s; s = s2
s2 = re.sub(r"User_main\(&acl_st, (\S+), acl_p1 \+ 0, ", r"User_main(&acl_st, \1, acl_g1 + acl_y1, ", s); assert s2 != s; s = s2
open(sys.argv[2], "w").write(s)
