# Makes the cp.async variant (B staged by cp.async, no registers) of a dumped unsplit ACL
# matmul kernel for an n^3 product: python3 mkcp.py IN OUT N
import sys
src = open(sys.argv[1]).read()
n = sys.argv[3]
def cp(buf, oy, ind):
    body = f'''{{
  const ACL_COORD acl_ox = acl_bx, acl_oy = {oy};
  for (int acl_j = 0; acl_j < 2; acl_j++) {{
    const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
    __local float* acl_d = acl_t1 + ({buf}) * 2048 + acl_r * 128 + acl_c * 4;
    const __global float* acl_s = acl_g1 + (ACL_INDEX)(acl_oy + acl_r) * {n} + acl_ox + acl_c * 4;
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "l"((ulong)acl_d), "l"(acl_s) : "memory");
  }}
  asm volatile("cp.async.commit_group;" ::: "memory");
}}
'''
    return ''.join(ind + l + '\n' for l in body.splitlines())
i = src.index('    const ACL_COORD acl_ox = acl_bx, acl_oy = 0;')
start = src.rindex('  {\n', 0, i)
end = src.index('  for (int acl_j = 0; acl_j < 2; acl_j++) {\n    const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 4', i)
src = src[:start] + cp('0', '0', '  ') + src[end:]
dep0 = f'''  for (int acl_j = 0; acl_j < 2; acl_j++) {{
    const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
    *(__local float4*)(acl_t1 + (0) * 2048 + acl_r * 128 + acl_c * 4) = acl_r1[acl_j];
  }}
  barrier(CLK_LOCAL_MEM_FENCE);'''
assert dep0 in src
src = src.replace(dep0, '  asm volatile("cp.async.wait_all;" ::: "memory");\n  barrier(CLK_LOCAL_MEM_FENCE);', 1)
i = src.index('        const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0 + 16;')
start = src.rindex('      {\n', 0, i)
j = src.index('      }\n    }\n', i)
src = src[:start] + cp('acl_buf ^ 1', 'acl_k0 + 16', '      ') + src[j + len('      }\n'):]
dep = '''      for (int acl_j = 0; acl_j < 2; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
        *(__local float4*)(acl_t1 + (acl_buf ^ 1) * 2048 + acl_r * 128 + acl_c * 4) = acl_r1[acl_j];
      }
'''
assert dep in src
src = src.replace(dep, '', 1)
tail = '''    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (acl_inside) {'''
assert tail in src
src = src.replace(tail, '''    asm volatile("cp.async.wait_all;" ::: "memory");
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (acl_inside) {''', 1)
open(sys.argv[2], 'w').write(src)
