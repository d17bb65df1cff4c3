/* Summed-area table (integral image) as a newcomer writes it: prefix sums along each row
 * (a work-item per row), then down each column of the result (a work-item per column).
 * Sums are uint and wrap modulo 2^32, which keeps box sums exact. */
__kernel void sat_rows(__global const uint* src, __global uint* dst, int w, int h)
{
    const int y = get_global_id(0);
    if (y >= h)
        return;
    uint s = 0;
    for (int x = 0; x < w; x++)
        dst[y * w + x] = s += src[y * w + x];
}

__kernel void sat_columns(__global uint* data, int w, int h)
{
    const int x = get_global_id(0);
    if (x >= w)
        return;
    uint s = 0;
    for (int y = 0; y < h; y++)
        data[y * w + x] = s += data[y * w + x];
}
