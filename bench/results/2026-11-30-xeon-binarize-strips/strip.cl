/* A strip of S words of one row per work-group of one work-item, read and written in place. */
#ifndef S
#define S 4096
#endif
__kernel __attribute__((reqd_work_group_size(1,1,1))) void ACL_kernel(__global const uchar* restrict src, __global uchar* restrict dst, int thres) {
  const size_t o = (size_t)get_group_id(0) * S;
  __global const uchar* a = src + o; __global uchar* b = dst + o;
  #pragma clang loop vectorize(enable)
  for (int i = 0; i < S; i++) b[i] = a[i] > thres ? 255 : 0;
}
