#ifndef S
#define S 4096
#endif
void User_main(const float* a, const float* v, float* r) { for (int i = 0; i < S; i++) r[i] = a[i] * v[i]; }
inline void add(__global float* y, float s) {
  volatile __global uint* w = (volatile __global uint*)y; uint o = as_uint(0.f), t;
  do { t = o; o = atomic_cmpxchg(w, t, as_uint(as_float(t) + s)); } while (o != t); }
inline float fold(const float* p) {
  float8 v = vload8(0, p), v1 = vload8(1, p), v2 = vload8(2, p), v3 = vload8(3, p);
  for (int j = 4; j < S / 8; j += 4) { v += vload8(j, p); v1 += vload8(j + 1, p); v2 += vload8(j + 2, p); v3 += vload8(j + 3, p); }
  v = (v + v1) + (v2 + v3); return v.s0 + v.s1 + v.s2 + v.s3 + v.s4 + v.s5 + v.s6 + v.s7; }
__kernel __attribute__((reqd_work_group_size(1,1,1))) void ACL_kernel(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  float p0[S], p1[S], p2[S];
  const int strips = 4096 * (4096 / S);
  int per = strips / get_num_groups(0); int last = -1;
  for (int m = get_group_id(0) * per; m < get_group_id(0) * per + per; m++) {
    int row = m / (4096 / S), c0 = (m % (4096 / S)) * S;
#ifdef KEEPX
    if (c0 != last) { for (int j = 0; j < S; j++) p1[j] = x[c0 + j]; last = c0; }
#else
    for (int j = 0; j < S; j++) p1[j] = x[c0 + j];
#endif
    __global const float* ar = a + (size_t)row * 4096 + c0;
    for (int j = 0; j < S; j++) p0[j] = ar[j];
    User_main(p0, p1, p2);
    add(&y[row], fold(p2));
  }
}
__kernel void ACL_init(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  for (int q = get_global_id(0); q < 4096; q += get_global_size(0)) y[q] = 0; }
