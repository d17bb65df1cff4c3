/* A word per work-item, groups of 4096 (PoCL vectorises the work-item loop). */
__kernel __attribute__((reqd_work_group_size(4096,1,1))) void ACL_kernel(__global const uchar* restrict src, __global uchar* restrict dst, int thres) {
  const size_t i = get_global_id(0); dst[i] = src[i] > thres ? 255 : 0; }
