
#define N 4096
#define SA 20
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void ACL_kernel(__global const float* restrict a, __global const float* restrict b, __global float* restrict c) {
  const int lid = get_local_id(1) * 16 + get_local_id(0);
  const int lx = get_local_id(0), ly = get_local_id(1);
  const int gid = get_group_id(1) * (N / 128) + get_group_id(0);
  const int band = gid / (64), inband = gid - band * 64;
  const int bx = (inband / 2) * 128, by = (band * 2 + inband % 2) * 128;
  __local float t0[2 * 128 * SA] __attribute__((aligned(16)));
  __local float t1[2 * 16 * 128] __attribute__((aligned(16)));
  float acc[64];
  for (int j = 0; j < 64; j++) acc[j] = 0.0f;
  const int ar = lid / 4, ac = lid % 4;
  const __global float* pa = a + (size_t)(by + ar) * N + ac * 4;
  const uint sa = (uint)(ulong)(t0 + ar * SA + ac * 4);
  const int br = lid / 32, bc = lid % 32;
  const __global float* pb = b + (size_t)br * N + bx + bc * 4;
  const uint sb = (uint)(ulong)(t1 + br * 128 + bc * 4);
#define COPY(kc, buf) { \
    const __global float* qa = pa + (kc) * 16; \
    const uint da = sa + (buf) * (128 * SA * 4); \
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(da), "l"(qa) : "memory"); \
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(da + 64 * SA * 4), "l"(qa + (size_t)64 * N) : "memory"); \
    const __global float* qb = pb + (size_t)(kc) * 16 * N; \
    const uint db = sb + (buf) * (16 * 128 * 4); \
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(db), "l"(qb) : "memory"); \
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(db + 8 * 128 * 4), "l"(qb + (size_t)8 * N) : "memory"); \
    asm volatile("cp.async.commit_group;" ::: "memory"); }
  COPY(0, 0)
  for (int kc = 0; kc < 256; kc++) {
    const int buf = kc & 1;
    asm volatile("cp.async.wait_all;" ::: "memory");
    barrier(CLK_LOCAL_MEM_FENCE);
    if (kc + 1 < 256) COPY(kc + 1, buf ^ 1)

    #pragma unroll
    for (int k4 = 0; k4 < 16; k4 += 4) {
      float4 fa[8];
      for (int i = 0; i < 4; i++) {
        fa[i] = *(__local const float4*)(t0 + buf * 128 * SA + (ly * 4 + i) * SA + k4);
        fa[4 + i] = *(__local const float4*)(t0 + buf * 128 * SA + (64 + ly * 4 + i) * SA + k4);
      }
      #pragma unroll
      for (int q = 0; q < 4; q++) {
        const int kk = k4 + q;
        float pb_[8];
        const float4 b0 = *(__local const float4*)(t1 + buf * 2048 + kk * 128 + lx * 4);
        const float4 b1 = *(__local const float4*)(t1 + buf * 2048 + kk * 128 + (16 + lx) * 4);
        pb_[0] = b0.s0; pb_[1] = b0.s1; pb_[2] = b0.s2; pb_[3] = b0.s3;
        pb_[4] = b1.s0; pb_[5] = b1.s1; pb_[6] = b1.s2; pb_[7] = b1.s3;
        for (int i = 0; i < 8; i++) {
          const float av = q == 0 ? fa[i].s0 : q == 1 ? fa[i].s1 : q == 2 ? fa[i].s2 : fa[i].s3;
          for (int j = 0; j < 8; j++) acc[i * 8 + j] += av * pb_[j];
        }
      }
    }
  }
  for (int iy = 0; iy < 8; iy++) {
    const int gy = by + ((iy) / 4 * 16 + ly) * 4 + (iy) % 4;
    for (int ix = 0; ix < 8; ix += 4) {
      const int gx = bx + ((ix) / 4 * 16 + lx) * 4 + (ix) % 4;
      *(__global float4*)(c + (size_t)gy * N + gx) = (float4)(acc[iy * 8 + ix], acc[iy * 8 + ix + 1], acc[iy * 8 + ix + 2], acc[iy * 8 + ix + 3]);
    }
  }
}
