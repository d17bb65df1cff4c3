// k2: the ideal form by hand: float16 accumulators, fma with a broadcast, one work-item per group.
#ifndef TY
#define TY 12
#endif
#define TXV 2
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void mm(__global const float* A, __global const float* B, __global float* C, int M, int N, int K) {
  const int bx = get_group_id(0) * 16 * TXV, by = get_group_id(1) * TY;
  float16 c[TY][TXV];
  _Pragma("unroll") for (int i = 0; i < TY; i++) _Pragma("unroll") for (int j = 0; j < TXV; j++) c[i][j] = 0;
  for (int k = 0; k < K; k++) {
    float16 b[TXV];
    _Pragma("unroll") for (int j = 0; j < TXV; j++) b[j] = vload16(0, B + k * N + bx + j * 16);
    _Pragma("unroll") for (int i = 0; i < TY; i++) {
      const float a = A[(by + i) * K + k];
      _Pragma("unroll") for (int j = 0; j < TXV; j++) c[i][j] = fma((float16)a, b[j], c[i][j]);
    }
  }
  for (int i = 0; i < TY; i++)
    for (int j = 0; j < TXV; j++) vstore16(c[i][j], 0, C + (by + i) * N + bx + j * 16);
}
