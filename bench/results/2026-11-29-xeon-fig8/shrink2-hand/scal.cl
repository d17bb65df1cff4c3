// A work-item per band of R kept rows, plain scalar loop (PoCL's vectoriser decides).
#ifndef R
#define R 8
#endif
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const float* restrict src, __global float* restrict dst) {
  const int W = 2048, OW = 1024;
  for (int r = 0; r < R; r++) {
    const int oy = get_group_id(0) * R + r;
    const __global float* a = src + (size_t)(2 * oy) * W;
    const __global float* b = a + W;
    __global float* o = dst + (size_t)oy * OW;
    for (int x = 0; x < OW; x++)
      o[x] = 0.25f * (a[2 * x] + a[2 * x + 1] + b[2 * x] + b[2 * x + 1]);
  }
}
