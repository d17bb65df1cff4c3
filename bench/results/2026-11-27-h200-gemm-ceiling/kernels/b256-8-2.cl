
#define N 4096
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void ACL_kernel(__global const float* restrict a, __global const float* restrict b, __global float* restrict c) {
  const int lid = get_local_id(1) * 16 + get_local_id(0);
  const int lx = get_local_id(0), ly = get_local_id(1);
  const int gid = get_group_id(1) * get_num_groups(0) + get_group_id(0);
  /* bands of 2 block rows, column by column */
  const int per_band = 2 * (N / 128);
  const int band = gid / per_band, inband = gid - band * per_band;
  const int bx = (inband / 2) * 128, by = (band * 2 + inband % 2) * 256;
  __local float t0[2 * 8 * 260] __attribute__((aligned(16)));
  __local float t1[2 * 8 * 128] __attribute__((aligned(16)));
  float acc[128];
  for (int j = 0; j < 128; j++) acc[j] = 0.0f;
  const int ac = lid % 8, ar = lid / 8;
  const __global float* pa = a + (size_t)(by + ar) * N + ac;
  const uint sa = (uint)(ulong)(t0 + ac * 260 + ar);
  const int br = lid / 32, bc = lid % 32;
  const __global float* pb = b + (size_t)br * N + bx + bc * 4;
  const uint sb = (uint)(ulong)(t1 + br * 128 + bc * 4);
#define COPY(kc, buf) { \
    const __global float* qa = pa + (kc) * 8; \
    const uint da = sa + (buf) * (8320); \
    for (int j = 0; j < 8; j++) \
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(da + j * 128), "l"(qa + (size_t)j * 32 * N) : "memory"); \
    const __global float* qb = pb + (size_t)(kc) * 8 * N; \
    const uint db = sb + (buf) * (4096); \
    for (int j = 0; j < 1; j++) \
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(db + j * 4096), "l"(qb + (size_t)j * 8 * N) : "memory"); \
  }
  COPY(0, 0)
  asm volatile("cp.async.commit_group;" ::: "memory");
  for (int kc = 0; kc < 512; kc++) {
    const int buf = kc % 2;
    asm volatile("cp.async.wait_group 0;" ::: "memory");
    barrier(CLK_LOCAL_MEM_FENCE);
    if (kc + 1 < 512) COPY(kc + 1, (kc + 1) % 2)
    asm volatile("cp.async.commit_group;" ::: "memory");
    __local const float* A0 = t0 + buf * 2080;
    __local const float* B0 = t1 + buf * 1024;
    #pragma unroll
    for (int kk = 0; kk < 8; kk++) {
      float fa[16], fb[8];
      for (int r = 0; r < 4; r++) {
        const float4 v = *(__local const float4*)(A0 + kk * 260 + (r * 16 + ly) * 4);
        fa[r * 4] = v.s0; fa[r * 4 + 1] = v.s1; fa[r * 4 + 2] = v.s2; fa[r * 4 + 3] = v.s3;
      }
      for (int r = 0; r < 2; r++) {
        const float4 v = *(__local const float4*)(B0 + kk * 128 + (r * 16 + lx) * 4);
        fb[r * 4] = v.s0; fb[r * 4 + 1] = v.s1; fb[r * 4 + 2] = v.s2; fb[r * 4 + 3] = v.s3;
      }
      for (int i = 0; i < 16; i++)
        for (int j = 0; j < 8; j++) acc[i * 8 + j] += fa[i] * fb[j];
    }
  }
  for (int iy = 0; iy < 16; iy++) {
    const int gy = by + ((iy) / 4 * 16 + ly) * 4 + (iy) % 4;
    for (int ix = 0; ix < 8; ix += 4) {
      const int gx = bx + ((ix) / 4 * 16 + lx) * 4 + (ix) % 4;
      *(__global float4*)(c + (size_t)gy * N + gx) = (float4)(acc[iy * 8 + ix], acc[iy * 8 + ix + 1], acc[iy * 8 + ix + 2], acc[iy * 8 + ix + 3]);
    }
  }
}
