// Binarize (uchar, threshold an int) by bands of R rows a work-item (groups of one).
// V=0: the int comparison as the user writes it; V=1: 16 bytes a step, compared as bytes
// after the threshold is clamped (exact for any int threshold).
#ifndef R
#define R 16
#endif
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const uchar* restrict src, __global uchar* restrict dst, int w, int thres) {
  const size_t y0 = (size_t)get_group_id(0) * R;
  __global const uchar* s = src + y0 * w;
  __global uchar* d = dst + y0 * w;
#if V == 0
  for (int i = 0; i < R * w; i++) d[i] = s[i] > thres ? 255 : 0;
#else
  const uchar16 t = (uchar16)((uchar)clamp(thres, 0, 255));
  const uchar16 all = (uchar16)(thres < 0 ? 255 : 0);
  for (int i = 0; i < R * w; i += 16) {
    const uchar16 v = vload16(0, s + i);
    uchar16 r = as_uchar16(v > t);
    if (thres < 0 || thres >= 255) r = all;
    vstore16(r, 0, d + i);
  }
#endif
}
