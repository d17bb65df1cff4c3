/* One pyramid step as a newcomer writes it, a work-item per destination word.
 * shrink: the mean of each 2x2 square (edges clamped); enlarge: each word fills a 2x2
 * square (nearest neighbour). w x h is the source's size. */
__kernel void shrink(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0), y = get_global_id(1), dw = (w + 1) / 2;
    if (x >= dw || y >= (h + 1) / 2)
        return;
    const int x0 = 2 * x, y0 = 2 * y, x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1);
    dst[y * dw + x] = 0.25f * (src[y0 * w + x0] + src[y0 * w + x1] + src[y1 * w + x0] + src[y1 * w + x1]);
}

__kernel void enlarge(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= 2 * w || y >= 2 * h)
        return;
    dst[y * 2 * w + x] = src[(y / 2) * w + x / 2];
}
