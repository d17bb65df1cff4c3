// k1: one work-item per group, a TY x TX tile, full k straight from global memory, User_main as the user wrote it.
#ifndef TY
#define TY 12
#endif
#ifndef TX
#define TX 32
#endif
void User_main(const float* a, const float* b, float* c) {
  for (int i = 0; i < TY; i++)
    for (int j = 0; j < TX; j++) c[i * TX + j] += a[i] * b[j];
}
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void mm(__global const float* A, __global const float* B, __global float* C, int M, int N, int K) {
  const int bx = get_group_id(0) * TX, by = get_group_id(1) * TY;
  float a[TY], b[TX], c[TY * TX];
  for (int j = 0; j < TY * TX; j++) c[j] = 0;
  for (int k = 0; k < K; k++) {
    for (int i = 0; i < TY; i++) a[i] = A[(by + i) * K + k];
    for (int j = 0; j < TX; j++) b[j] = B[k * N + bx + j];
    User_main(a, b, c);
  }
  for (int i = 0; i < TY; i++)
    for (int j = 0; j < TX; j++) C[(by + i) * N + bx + j] = c[i * TX + j];
}
