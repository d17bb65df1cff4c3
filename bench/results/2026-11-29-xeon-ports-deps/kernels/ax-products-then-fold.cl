__kernel __attribute__((reqd_work_group_size(1,1,1))) void ACL_kernel(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  int g = get_group_id(0); int row = g / 2, c0 = (g % 2) * 2048;
  __global const float* ar = a + (size_t)row * 4096 + c0; __global const float* xr = x + c0;
  float p[2048];
  for (int j = 0; j < 2048; j++) p[j] = ar[j] * xr[j];
  float8 v = vload8(0, p), v1 = vload8(1, p), v2 = vload8(2, p), v3 = vload8(3, p);
  for (int j = 4; j < 256; j += 4) { v += vload8(j, p); v1 += vload8(j + 1, p); v2 += vload8(j + 2, p); v3 += vload8(j + 3, p); }
  v = (v + v1) + (v2 + v3); float s = v.s0 + v.s1 + v.s2 + v.s3 + v.s4 + v.s5 + v.s6 + v.s7;
  volatile __global uint* w = (volatile __global uint*)&y[row]; uint o = as_uint(0.f), t;
  do { t = o; o = atomic_cmpxchg(w, t, as_uint(as_float(t) + s)); } while (o != t);
}
__kernel void ACL_init(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  for (int q = get_global_id(0); q < 4096; q += get_global_size(0)) y[q] = 0; }
