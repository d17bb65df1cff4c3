// Box sum on float16 words with 2R+1 column-shifted copies of the block's halo in local
// memory (copy dx holds, for each 16-column vector c and row y, the 16 words starting dx
// columns right of c's first): every window word is an aligned vector load.
#define N 1536
#define NW 4
#define BW (16 * NW)
#define BH 16
#define TH (BH + 2 * R)
__kernel __attribute__((reqd_work_group_size(NW, 1, 1)))
void ACL_kernel(__global const float* restrict g0, __global float* restrict g1) {
  __local float16 t[(2 * R + 1) * NW * TH];
  const int c = get_local_id(0);
  const int n = get_group_id(0);
  const int x0 = (n % (N / BW)) * BW, y0 = (n / (N / BW)) * BH;
  const int inside = x0 - R >= 0 && x0 + BW + R + 16 <= N;
  for (int d = 0; d <= 2 * R; d++)
    for (int y = 0; y < TH; y++) {
      const int gy = clamp(y0 - R + y, 0, N - 1);
      const int gx = x0 + c * 16 + d - R;
      float16 v;
      if (inside) v = vload16(0, g0 + gy * N + gx);
      else {
        float w[16];
        for (int e = 0; e < 16; e++) w[e] = g0[gy * N + clamp(gx + e, 0, N - 1)];
        v = vload16(0, w);
      }
      t[(d * NW + c) * TH + y] = v;
    }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < BH; i++) {
    float16 s = 0;
    for (int dy = -R; dy <= R; dy++)
      for (int dx = -R; dx <= R; dx++) s += t[((dx + R) * NW + c) * TH + R + i + dy];
    vstore16(s, 0, g1 + (y0 + i) * N + x0 + c * 16);
  }
}
