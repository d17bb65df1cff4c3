/* Transpose (or, built with -DROT90, rotation by 90 degrees clockwise) as a newcomer writes
 * it: one work-item per word, reading along a row and writing down a column. */
__kernel void transpose(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h)
        return;
#ifdef ROT90
    dst[x * h + (h - 1 - y)] = src[y * w + x];
#else
    dst[x * h + y] = src[y * w + x];
#endif
}
