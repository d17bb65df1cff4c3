/* Binarize as a newcomer writes it (the paper's Fig. 7(a)): one work-item per pixel. */
__kernel void binarize(__global const uchar* src, __global uchar* dst, int width, int height,
                       int thres) {
  const int gx = get_global_id(0);
  const int gy = get_global_id(1);
  /* The NDRange is rounded up to whole work-groups, so ragged images have spare items. */
  if (gx >= width || gy >= height) return;
  dst[gy * width + gx] = src[gy * width + gx] > thres ? 255 : 0;
}
