import sys, re
# mkloop.py REF OUT WG ROWS [pragma] [mv]
ref, out, wg, rows = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
pr = sys.argv[5] if len(sys.argv) > 5 else ''
mv = len(sys.argv) > 6 and sys.argv[6] == 'mv'
src = open(ref).read()
src = src.replace('#line 1 "User_main"', '#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)\n#line 1 "User_main"')
src = src.replace('#line 1 "ACL_kernel"', '#pragma clang attribute pop\n#line 1 "ACL_kernel"')
src = re.sub(r'reqd_work_group_size\(\d+, 1, 1\)\)\)', 'reqd_work_group_size(1, 1, 1)))' + (' __attribute__((min_vector_width(512)))' if mv else ''), src)
src = src.replace('  const int acl_lid = get_local_id(0);\n', '')
src = src.replace('get_local_id(0)', 'acl_lid')
old = 'for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {'
assert old in src
src = src.replace(old, 'for (int acl_n1 = (int)get_group_id(0) * %d; acl_n1 < (int)get_group_id(0) * %d + %d; acl_n1++) {\n %s\n for (int acl_lid = 0; acl_lid < %d; acl_lid++) {' % (rows, rows, rows, pr, wg))
src = src.rstrip()
assert src.endswith('}')
src = src[:-1] + '}\n}\n'
open(out, 'w').write(src)
