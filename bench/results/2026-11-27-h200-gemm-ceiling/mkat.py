# 128x128-block SGEMM, 16x16 work-items of 8x8 words (runs of 4), A given as A^T (k-major)
# so both operands are copied by 16-byte cp.async into k-rows of local memory; chunks of KC,
# ST buffers: python3 mkat.py N OUT KC ST [S]
import sys
n = int(sys.argv[1]); KC = int(sys.argv[3]); ST = int(sys.argv[4]); S = int(sys.argv[5]) if len(sys.argv) > 5 else 128
chunks = n // KC
per = KC // 8  # 16-byte copies per work-item per operand
src = f'''
#define N {n}
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void ACL_kernel(__global const float* restrict a, __global const float* restrict b, __global float* restrict c) {{
  const int lid = get_local_id(1) * 16 + get_local_id(0);
  const int lx = get_local_id(0), ly = get_local_id(1);
  const int gid = get_group_id(1) * get_num_groups(0) + get_group_id(0);
  const int per_band = 2 * (N / 128);
  const int band = gid / per_band, inband = gid - band * per_band;
  const int bx = (inband / 2) * 128, by = (band * 2 + inband % 2) * 128;
  __local float t0[{ST} * {KC} * {S}] __attribute__((aligned(16)));
  __local float t1[{ST} * {KC} * 128] __attribute__((aligned(16)));
  float acc[64];
  for (int j = 0; j < 64; j++) acc[j] = 0.0f;
  const int r8 = lid / 32, c32 = lid % 32;
  const __global float* pa = a + (size_t)r8 * N + by + c32 * 4;
  const uint sa = (uint)(ulong)(t0 + r8 * {S} + c32 * 4);
  const __global float* pb = b + (size_t)r8 * N + bx + c32 * 4;
  const uint sb = (uint)(ulong)(t1 + r8 * 128 + c32 * 4);
#define COPY(kc, buf) {{ \\
    const __global float* qa = pa + (size_t)(kc) * {KC} * N; \\
    const uint da = sa + (buf) * ({KC * S * 4}); \\
    const __global float* qb = pb + (size_t)(kc) * {KC} * N; \\
    const uint db = sb + (buf) * ({KC * 128 * 4}); \\
    for (int j = 0; j < {per}; j++) {{ \\
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(da + j * {8 * S * 4}), "l"(qa + (size_t)j * 8 * N) : "memory"); \\
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(db + j * {8 * 128 * 4}), "l"(qb + (size_t)j * 8 * N) : "memory"); }} \\
  }}
'''
for s in range(ST - 1):
    src += f'  COPY({s}, {s})\n  asm volatile("cp.async.commit_group;" ::: "memory");\n'
src += f'''  for (int kc = 0; kc < {chunks}; kc++) {{
    const int buf = kc % {ST};
    asm volatile("cp.async.wait_group {ST - 2};" ::: "memory");
    barrier(CLK_LOCAL_MEM_FENCE);
    if (kc + {ST - 1} < {chunks}) COPY(kc + {ST - 1}, (kc + {ST - 1}) % {ST})
    asm volatile("cp.async.commit_group;" ::: "memory");
    __local const float* A0 = t0 + buf * {KC * S};
    __local const float* B0 = t1 + buf * {KC * 128};
    #pragma unroll
    for (int kk = 0; kk < {KC}; kk++) {{
      float fa[8], fb[8];
      for (int r = 0; r < 2; r++) {{
        const float4 v = *(__local const float4*)(A0 + kk * {S} + (r * 16 + ly) * 4);
        fa[r * 4] = v.s0; fa[r * 4 + 1] = v.s1; fa[r * 4 + 2] = v.s2; fa[r * 4 + 3] = v.s3;
        const float4 w = *(__local const float4*)(B0 + kk * 128 + (r * 16 + lx) * 4);
        fb[r * 4] = w.s0; fb[r * 4 + 1] = w.s1; fb[r * 4 + 2] = w.s2; fb[r * 4 + 3] = w.s3;
      }}
      for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) acc[i * 8 + j] += fa[i] * fb[j];
    }}
  }}
  for (int iy = 0; iy < 8; iy++) {{
    const int gy = by + ((iy) / 4 * 16 + ly) * 4 + (iy) % 4;
    for (int ix = 0; ix < 8; ix += 4) {{
      const int gx = bx + ((ix) / 4 * 16 + lx) * 4 + (ix) % 4;
      *(__global float4*)(c + (size_t)gy * N + gx) = (float4)(acc[iy * 8 + ix], acc[iy * 8 + ix + 1], acc[iy * 8 + ix + 2], acc[iy * 8 + ix + 3]);
    }}
  }}
}}
'''
open(sys.argv[2], 'w').write(src)
