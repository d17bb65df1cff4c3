/* First-order recursive filter down each column, y(r) = (x(r) + y(r-1)) / 2 with y(-1) = 0,
 * as a newcomer writes it: a work-item per column walks it from the top. */
__kernel void iir(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0);
    if (x >= w)
        return;
    float y = 0.0f;
    for (int r = 0; r < h; r++) {
        y = 0.5f * (src[r * w + x] + y);
        dst[r * w + x] = y;
    }
}
