
#define N 4096
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void ACL_kernel(__global const float* restrict a, __global const float* restrict b, __global float* restrict c) {
  const int lid = get_local_id(1) * 16 + get_local_id(0);
  const int lx = get_local_id(0), ly = get_local_id(1);
  const int gid = get_group_id(1) * get_num_groups(0) + get_group_id(0);
  const int per_band = 2 * (N / 128);
  const int band = gid / per_band, inband = gid - band * per_band;
  const int bx = (inband / 2) * 128, by = (band * 2 + inband % 2) * 128;
  __local float t0[2 * 16 * 128] __attribute__((aligned(16)));
  __local float t1[2 * 16 * 128] __attribute__((aligned(16)));
  float acc[64];
  for (int j = 0; j < 64; j++) acc[j] = 0.0f;
  const int r8 = lid / 32, c32 = lid % 32;
  const __global float* pa = a + (size_t)r8 * N + by + c32 * 4;
  const uint sa = (uint)(ulong)(t0 + r8 * 128 + c32 * 4);
  const __global float* pb = b + (size_t)r8 * N + bx + c32 * 4;
  const uint sb = (uint)(ulong)(t1 + r8 * 128 + c32 * 4);
#define COPY(kc, buf) { \
    const __global float* qa = pa + (size_t)(kc) * 16 * N; \
    const uint da = sa + (buf) * (8192); \
    const __global float* qb = pb + (size_t)(kc) * 16 * N; \
    const uint db = sb + (buf) * (8192); \
    for (int j = 0; j < 2; j++) { \
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(da + j * 4096), "l"(qa + (size_t)j * 8 * N) : "memory"); \
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(db + j * 4096), "l"(qb + (size_t)j * 8 * N) : "memory"); } \
  }
  COPY(0, 0)
  asm volatile("cp.async.commit_group;" ::: "memory");
  for (int kc = 0; kc < 256; kc++) {
    const int buf = kc % 2;
    asm volatile("cp.async.wait_group 0;" ::: "memory");
    barrier(CLK_LOCAL_MEM_FENCE);
    if (kc + 1 < 256) COPY(kc + 1, (kc + 1) % 2)
    asm volatile("cp.async.commit_group;" ::: "memory");
    __local const float* A0 = t0 + buf * 2048;
    __local const float* B0 = t1 + buf * 2048;
    #pragma unroll
    for (int kk = 0; kk < 16; kk++) {
      float fa[8], fb[8];
      const float4 b0 = *(__local const float4*)(B0 + kk * 128 + lx * 4);
      const float4 b1 = *(__local const float4*)(B0 + kk * 128 + (16 + lx) * 4);
      fb[0] = b0.s0; fb[1] = b0.s1; fb[2] = b0.s2; fb[3] = b0.s3;
      fb[4] = b1.s0; fb[5] = b1.s1; fb[6] = b1.s2; fb[7] = b1.s3;
      for (int i = 0; i < 4; i++) {
        fa[i] = A0[kk * 128 + ly * 4 + i];
        fa[4 + i] = A0[kk * 128 + (16 + ly) * 4 + i];
      }
      for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) acc[i * 8 + j] += fa[i] * fb[j];
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
