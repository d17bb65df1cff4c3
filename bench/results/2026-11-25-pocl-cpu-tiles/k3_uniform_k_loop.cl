// k3: work-groups of WX x WY items, each a TY x TX micro-tile (User_main as the user wrote it,
// inlined, loops unrolled); A and B chunks of KC words of k copied into local tiles in their
// own layout (A rows padded), one barrier pair a chunk; accumulators in a region-local copy.
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
#define BX (WX * TX)
#define BY (WY * TY)
#define LDA (KC + PADA)
#define LDB (BX + PADB)
__attribute__((always_inline)) void User_main(const float* a, const float* b, float* c);
void User_main(const float* a, const float* b, float* c) {
  _Pragma("unroll") for (int i = 0; i < TY; i++)
    _Pragma("unroll") for (int j = 0; j < TX; j++) c[i * TX + j] += a[i] * b[j];
}
__kernel __attribute__((reqd_work_group_size(WX, WY, 1)))
void mm(__global const float* A, __global const float* B, __global float* C, int M, int N, int K) {
  const int lx = get_local_id(0), ly = get_local_id(1), lid = ly * WX + lx;
  const int bx = get_group_id(0) * BX, by = get_group_id(1) * BY;
  __local float As[BY * LDA] __attribute__((aligned(64)));
  __local float Bs[KC * LDB] __attribute__((aligned(64)));
  float c[TY * TX];
  for (int j = 0; j < TY * TX; j++) c[j] = 0;
  for (int k0 = 0; k0 < K; k0 += KC) {
    // A: BY rows of KC words, 16 at a time.
    for (int j = 0; j < BY * KC / 16 / (WX * WY); j++) {
      const int t = lid + j * WX * WY, r = t / (KC / 16), q = t - r * (KC / 16);
      *(__local float16*)(As + r * LDA + q * 16) = vload16(0, A + (by + r) * K + k0 + q * 16);
    }
    for (int j = 0; j < KC * BX / 16 / (WX * WY); j++) {
      const int t = lid + j * WX * WY, r = t / (BX / 16), q = t - r * (BX / 16);
      *(__local float16*)(Bs + r * LDB + q * 16) = vload16(0, B + (k0 + r) * N + bx + q * 16);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      float acc[TY * TX], a[TY], b[TX];
      for (int j = 0; j < TY * TX; j++) acc[j] = c[j];
      for (int kk = 0; kk < KC; kk++) {
        _Pragma("unroll") for (int i = 0; i < TY; i++) a[i] = As[(ly * TY + i) * LDA + kk];
        const float16 v = *(__local const float16*)(Bs + kk * LDB + lx * TX);
        b[0] = v.s0; b[1] = v.s1; b[2] = v.s2; b[3] = v.s3; b[4] = v.s4; b[5] = v.s5; b[6] = v.s6; b[7] = v.s7;
        b[8] = v.s8; b[9] = v.s9; b[10] = v.sa; b[11] = v.sb; b[12] = v.sc; b[13] = v.sd; b[14] = v.se; b[15] = v.sf;
        User_main(a, b, acc);
      }
      for (int j = 0; j < TY * TX; j++) c[j] = acc[j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int i = 0; i < TY; i++)
    for (int j = 0; j < TX; j++) C[(by + ly * TY + i) * N + bx + lx * TX + j] = c[i * TX + j];
}
