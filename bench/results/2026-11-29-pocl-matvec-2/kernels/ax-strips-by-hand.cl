#define NOZERO
void User_main(const float* a, const float* v, float* r) { for (int i = 0; i < 2048; i++) r[i] = a[i] * v[i]; }
inline void add(__global float* y, float s) {
  volatile __global uint* w = (volatile __global uint*)y; uint o = as_uint(0.f), t;
  do { t = o; o = atomic_cmpxchg(w, t, as_uint(as_float(t) + s)); } while (o != t); }
inline float fold(const float* p) {
  float8 v = vload8(0, p), v1 = vload8(1, p), v2 = vload8(2, p), v3 = vload8(3, p);
  for (int j = 4; j < 256; j += 4) { v += vload8(j, p); v1 += vload8(j + 1, p); v2 += vload8(j + 2, p); v3 += vload8(j + 3, p); }
  v = (v + v1) + (v2 + v3); return v.s0 + v.s1 + v.s2 + v.s3 + v.s4 + v.s5 + v.s6 + v.s7; }
__kernel __attribute__((reqd_work_group_size(1,1,1))) void ACL_kernel(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  float p0[2048], p1[2048], p2[2048];
#ifdef RUNS
  int per = 8192 / get_num_groups(0); int last = -1;
  for (int m = get_group_id(0) * per; m < get_group_id(0) * per + per; m++) {
    int row = m % 4096, c0 = (m / 4096) * 2048;
    if (c0 != last) { for (int j = 0; j < 2048; j++) p1[j] = x[c0 + j]; last = c0; }
#else
  { int g = get_group_id(0); int row = g / 2, c0 = (g % 2) * 2048;
    for (int j = 0; j < 2048; j++) p1[j] = x[c0 + j];
#endif
    __global const float* ar = a + (size_t)row * 4096 + c0;
    for (int j = 0; j < 2048; j++) p0[j] = ar[j];
#ifndef NOZERO
    for (int j = 0; j < 2048; j++) p2[j] = 0;
#endif
    User_main(p0, p1, p2);
    add(&y[row], fold(p2));
  }
}
__kernel void ACL_init(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  for (int q = get_global_id(0); q < 4096; q += get_global_size(0)) y[q] = 0; }
