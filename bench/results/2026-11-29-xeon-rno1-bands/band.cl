// Needleman-Wunsch in place by bands of R rows, a work-item a band (groups of one), bands
// taken by ticket; a band walks its rows in chunks of C columns, row after row inside a
// chunk, and waits before each chunk for the band above to have finished it.
#ifndef R
#define R 64
#endif
#ifndef C
#define C 256
#endif
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void band(__global const int* restrict ref, __global int* restrict score, int w, int h,
          int penalty, __global volatile uint* sync) {
  const int b = (int)atomic_inc(&sync[0]);
  const int y0 = 1 + b * R, y1 = min(y0 + R, h);
  if (y0 >= h) return;
  const int chunks = (w - 1 + C - 1) / C;
  for (int c = 0; c < chunks; c++) {
    if (b > 0) while (atomic_or(&sync[1 + b - 1], 0u) < (uint)(c + 1)) {}
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    const int x0 = 1 + c * C, x1 = min(x0 + C, w);
    for (int y = y0; y < y1; y++) {
      __global int* s = score + (size_t)y * w;
      const __global int* up = s - w;
      const __global int* r = ref + (size_t)y * w;
      int left = s[x0 - 1], diag = up[x0 - 1];
      for (int x = x0; x < x1; x++) {
        const int u = up[x];
        const int v = max(max(diag + r[x], left - penalty), u - penalty);
        s[x] = v;
        left = v;
        diag = u;
      }
    }
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_xchg(&sync[1 + b], (uint)(c + 1));
  }
}
