/* 3x3 Gaussian (1 2 1 / 2 4 2 / 1 2 1, over 16) as a newcomer writes it: one work-item per
 * pixel, nine global reads, edges clamped. */
#define P(dx, dy) src[clamp(y + (dy), 0, h - 1) * w + clamp(x + (dx), 0, w - 1)]

__kernel void conv3x3(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h)
        return;
    dst[y * w + x] = (P(-1, -1) + 2.0f * P(0, -1) + P(1, -1)
                      + 2.0f * P(-1, 0) + 4.0f * P(0, 0) + 2.0f * P(1, 0)
                      + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1)) * (1.0f / 16.0f);
}
