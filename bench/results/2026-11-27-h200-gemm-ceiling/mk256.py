# SGEMM block of BM x 128 (BM = 256: 16x16 work-items of 16x8 words; runs of 4), chunks of
# KC words of k, STAGES buffers filled by cp.async (A transposed in local memory by 4-byte
# copies, B by 16-byte copies): python3 mk256.py N OUT [KC] [STAGES] [PAD]
import sys
n = int(sys.argv[1]); KC = int(sys.argv[3]) if len(sys.argv) > 3 else 8
ST = int(sys.argv[4]) if len(sys.argv) > 4 else 3
PAD = int(sys.argv[5]) if len(sys.argv) > 5 else 4
BM, BN = 256, 128
SA = BM + PAD
chunks = n // KC
TY = BM // 16  # rows per work-item (16)
acopies = BM * KC // 256      # 4-byte copies of A per work-item
arows = 256 // KC             # rows of A one pass of the work-group covers
bvec = KC * BN // 4 // 256    # 16-byte copies of B per work-item
assert bvec >= 1
src = f'''
#define N {n}
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void ACL_kernel(__global const float* restrict a, __global const float* restrict b, __global float* restrict c) {{
  const int lid = get_local_id(1) * 16 + get_local_id(0);
  const int lx = get_local_id(0), ly = get_local_id(1);
  const int gid = get_group_id(1) * get_num_groups(0) + get_group_id(0);
  /* bands of 2 block rows, column by column */
  const int per_band = 2 * (N / {BN});
  const int band = gid / per_band, inband = gid - band * per_band;
  const int bx = (inband / 2) * {BN}, by = (band * 2 + inband % 2) * {BM};
  __local float t0[{ST} * {KC} * {SA}] __attribute__((aligned(16)));
  __local float t1[{ST} * {KC} * {BN}] __attribute__((aligned(16)));
  float acc[{TY * 8}];
  for (int j = 0; j < {TY * 8}; j++) acc[j] = 0.0f;
  const int ac = lid % {KC}, ar = lid / {KC};
  const __global float* pa = a + (size_t)(by + ar) * N + ac;
  const uint sa = (uint)(ulong)(t0 + ac * {SA} + ar);
  const int br = lid / 32, bc = lid % 32;
  const __global float* pb = b + (size_t)br * N + bx + bc * 4;
  const uint sb = (uint)(ulong)(t1 + br * {BN} + bc * 4);
#define COPY(kc, buf) {{ \\
    const __global float* qa = pa + (kc) * {KC}; \\
    const uint da = sa + (buf) * ({KC * SA * 4}); \\
    for (int j = 0; j < {acopies}; j++) \\
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(da + j * {arows * 4}), "l"(qa + (size_t)j * {arows} * N) : "memory"); \\
    const __global float* qb = pb + (size_t)(kc) * {KC} * N; \\
    const uint db = sb + (buf) * ({KC * BN * 4}); \\
    for (int j = 0; j < {bvec}; j++) \\
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(db + j * {8 * BN * 4}), "l"(qb + (size_t)j * 8 * N) : "memory"); \\
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
    __local const float* A0 = t0 + buf * {KC * SA};
    __local const float* B0 = t1 + buf * {KC * BN};
    #pragma unroll
    for (int kk = 0; kk < {KC}; kk++) {{
      float fa[{TY}], fb[8];
      for (int r = 0; r < {TY // 4}; r++) {{
        const float4 v = *(__local const float4*)(A0 + kk * {SA} + (r * 16 + ly) * 4);
        fa[r * 4] = v.s0; fa[r * 4 + 1] = v.s1; fa[r * 4 + 2] = v.s2; fa[r * 4 + 3] = v.s3;
      }}
      for (int r = 0; r < 2; r++) {{
        const float4 v = *(__local const float4*)(B0 + kk * {BN} + (r * 16 + lx) * 4);
        fb[r * 4] = v.s0; fb[r * 4 + 1] = v.s1; fb[r * 4 + 2] = v.s2; fb[r * 4 + 3] = v.s3;
      }}
      for (int i = 0; i < {TY}; i++)
        for (int j = 0; j < 8; j++) acc[i * 8 + j] += fa[i] * fb[j];
    }}
  }}
  for (int iy = 0; iy < {TY}; iy++) {{
    const int gy = by + ((iy) / 4 * 16 + ly) * 4 + (iy) % 4;
    for (int ix = 0; ix < 8; ix += 4) {{
      const int gx = bx + ((ix) / 4 * 16 + lx) * 4 + (ix) % 4;
      *(__global float4*)(c + (size_t)gy * N + gx) = (float4)(acc[iy * 8 + ix], acc[iy * 8 + ix + 1], acc[iy * 8 + ix + 2], acc[iy * 8 + ix + 3]);
    }}
  }}
}}
'''
open(sys.argv[2], 'w').write(src)
