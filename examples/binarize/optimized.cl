/* Binarize as an expert writes it for a GPU: 16 consecutive bytes per work-item, vector I/O. */
__kernel void binarize16(__global const uchar* src, __global uchar* dst, int n, int thres) {
  const int i = get_global_id(0);
  const int first = i * 16;
  if (first >= n) return;
  /* uchar comparisons cannot express thres < 0 (everything passes); OR in that case instead. */
  const uchar t = (uchar)clamp(thres, 0, 255);
  const uchar all = thres < 0 ? 255 : 0;
  if (first + 16 <= n) {
    /* Buffers start aligned (CL_DEVICE_MEM_BASE_ADDR_ALIGN), so a uchar16 access is one 16-byte
     * load; vload16 promises only byte alignment and NVIDIA splits it into 16 byte loads. A
     * vector comparison yields -1 (all bits set) where true: exactly 255 as a uchar. */
    const uchar16 v = ((__global const uchar16*)src)[i];
    ((__global uchar16*)dst)[i] = as_uchar16(v > (uchar16)(t)) | (uchar16)(all);
  } else {
    /* The ragged end: the last work-item finishes the n % 16 bytes one at a time. */
    for (int k = first; k < n; k++) dst[k] = (src[k] > t ? 255 : 0) | all;
  }
}
