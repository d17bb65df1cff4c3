// k4 (the form ACL now generates, hand-written): work-groups of WX x WY items, each a TY x TX micro-tile (User_main as the user wrote it,
// inlined, loops unrolled); A and B chunks of KC words of k copied into local tiles in their
// own layout (A rows padded), one barrier pair a chunk; accumulators in a region-local copy; k loop bounded by a
// count that depends on the local id; copies from clamped places, edges redone word by word.
#ifndef TY
#define TY 14
#endif
#ifndef TX
#define TX 16
#endif
#ifndef WX
#define WX 8
#endif
#ifndef WY
#define WY 4
#endif
#ifndef KC
#define KC 256
#endif
#ifndef PADA
#define PADA 16
#endif
#ifndef PADB
#define PADB 16
#endif
#ifndef VW
#define VW 16
#define VT float16
#endif
#ifndef VLOAD
#define VLOAD(p) vload16(0, p)
#endif
#define BX (WX * TX)
#define NA (BY * KC / VW / (WX * WY))
#define NB (KC * BX / VW / (WX * WY))
#define BY (WY * TY)
#define LDA (KC + PADA)
#define LDB (BX + PADB)
#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)
void User_main(const float* a, const float* b, float* c) {
  _Pragma("clang loop unroll(enable)") for (int i = 0; i < TY; i++)
    _Pragma("clang loop unroll(enable)") for (int j = 0; j < TX; j++) c[i * TX + j] += a[i] * b[j];
}
#pragma clang attribute pop
__kernel __attribute__((reqd_work_group_size(WX, WY, 1)))
void mm(__global const float* A, __global const float* B, __global float* C, int M, int N, int K) {
  const int lx = get_local_id(0), ly = get_local_id(1), lid = ly * WX + lx;
  const int bx = get_group_id(0) * BX, by = get_group_id(1) * BY;
  __local float As[BY * LDA] __attribute__((aligned(64)));
  __local float Bs[KC * LDB] __attribute__((aligned(64)));
  float c[TY * TX];
  for (int j = 0; j < TY * TX; j++) c[j] = 0;
  for (int k0 = 0; k0 < K; k0 += KC) {
    // Phase 1: every vector from a clamped address (in bounds, right where the vector is inside).
    for (int j = 0; j < NA; j++) {
      const int t = lid + j * WX * WY, r = t / (KC / VW), q = t - r * (KC / VW);
      *(__local VT*)(As + r * LDA + q * VW) = VLOAD(A + min(by + r, M - 1) * K + min(k0 + q * VW, K - VW));
    }
    for (int j = 0; j < NB; j++) {
      const int t = lid + j * WX * WY, r = t / (BX / VW), q = t - r * (BX / VW);
      *(__local VT*)(Bs + r * LDB + q * VW) = VLOAD(B + min(k0 + r, K - 1) * N + min(bx + q * VW, N - VW));
    }
    // Phase 2 (edge blocks and the last chunk only): vectors not wholly inside, word by word.
    const int edgeA = (by + BY > M || k0 + KC > K) ? NA : 0;
    for (int j = 0; j < edgeA; j++) {
      const int t = lid + j * WX * WY, r = t / (KC / VW), q = t - r * (KC / VW);
      const int gy = by + r, gx = k0 + q * VW;
      if (!(gy < M && gx + VW <= K))
        for (int e = 0; e < VW; e++) As[r * LDA + q * VW + e] = A[min(gy, M - 1) * K + min(gx + e, K - 1)];
    }
    const int edgeB = (bx + BX > N || k0 + KC > K) ? NB : 0;
    for (int j = 0; j < edgeB; j++) {
      const int t = lid + j * WX * WY, r = t / (BX / VW), q = t - r * (BX / VW);
      const int gy = k0 + r, gx = bx + q * VW;
      if (!(gy < K && gx + VW <= N))
        for (int e = 0; e < VW; e++) Bs[r * LDB + q * VW + e] = B[min(gy, K - 1) * N + min(gx + e, N - 1)];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      float acc[TY * TX], a[TY], b[TX];
      for (int j = 0; j < TY * TX; j++) acc[j] = c[j];
      const int kend = min(KC, K - k0) + (lid >> 30);
      for (int kk = 0; kk < kend; kk++) {
        _Pragma("unroll") for (int i = 0; i < TY; i++) a[i] = As[(ly * TY + i) * LDA + kk];
        _Pragma("unroll") for (int j = 0; j < TX; j++) b[j] = Bs[kk * LDB + lx * TX + j];
        User_main(a, b, acc);
      }
      for (int j = 0; j < TY * TX; j++) c[j] = acc[j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int i = 0; i < TY; i++)
    for (int j = 0; j < TX; j++) if (by + ly * TY + i < M && bx + lx * TX + j < N) C[(by + ly * TY + i) * N + bx + lx * TX + j] = c[i * TX + j];
}
