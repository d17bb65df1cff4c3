__kernel __attribute__((reqd_work_group_size(1,1,1))) void ACL_kernel(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  int g = get_group_id(0); int row = g / 2, c0 = (g % 2) * 2048;
  __global const float* ar = a + (size_t)row * 4096 + c0; __global const float* xr = x + c0;
  float8 acc = 0;
  for (int j = 0; j < 256; j++) acc += vload8(j, ar) * vload8(j, xr);
  float s = acc.s0+acc.s1+acc.s2+acc.s3+acc.s4+acc.s5+acc.s6+acc.s7;
  volatile __global uint* w = (volatile __global uint*)&y[row]; uint o = as_uint(0.f), t;
  do { t = o; o = atomic_cmpxchg(w, t, as_uint(as_float(t) + s)); } while (o != t);
}
__kernel void ACL_init(__global const float* restrict a, __global const float* restrict x, __global float* restrict y) {
  for (int q = get_global_id(0); q < 4096; q += get_global_size(0)) y[q] = 0; }
