/* (2R+1)^2 box sum as a newcomer writes it: one work-item per pixel reads its whole window
 * from global memory, edges clamped. R arrives as -DR=. */
#ifndef R
#define R 1
#endif

__kernel void stencil(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h)
        return;
    float s = 0.0f;
    for (int dy = -R; dy <= R; dy++) {
        const __global float* row = src + clamp(y + dy, 0, h - 1) * w;
        for (int dx = -R; dx <= R; dx++)
            s += row[clamp(x + dx, 0, w - 1)];
    }
    dst[y * w + x] = s;
}
