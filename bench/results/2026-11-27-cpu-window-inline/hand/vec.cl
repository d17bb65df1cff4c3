// Hand-vectorised box sum: a work-item owns 16 neighbouring columns (float16) of a 128x16
// block; the block and its halo sit row-major in local memory; window words are unaligned
// vector loads. N and R from -D.
#define N 1536
#define BW 128
#define BH 16
#define TW (BW + 2 * R)
#define TH (BH + 2 * R)
__kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void ACL_kernel(__global const float* restrict g0, __global float* restrict g1) {
  __local float t[TH * TW];
  const int lid = get_local_id(0);
  const int n = get_group_id(0);
  const int x0 = (n % (N / BW)) * BW, y0 = (n / (N / BW)) * BH;
  for (int i = lid; i < TH * TW; i += 8) {
    const int ty = i / TW, tx = i - ty * TW;
    t[i] = g0[clamp(y0 - R + ty, 0, N - 1) * N + clamp(x0 - R + tx, 0, N - 1)];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < BH; i++) {
    float16 s = 0;
    for (int dy = -R; dy <= R; dy++)
      for (int dx = -R; dx <= R; dx++) s += vload16(0, t + (R + i + dy) * TW + R + lid * 16 + dx);
    vstore16(s, 0, g1 + (y0 + i) * N + x0 + lid * 16);
  }
}
