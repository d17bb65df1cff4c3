/* (2R+1)^2 box sum hand-optimized for GPUs: a 16x16 group stages its 16x16 outputs' tile
 * plus an R-wide margin in local memory (edges clamped once, at the load), then each
 * work-item sums its window from there. R arrives as -DR= so the loops unroll. */
#ifndef R
#define R 1
#endif
#define B 16
#define T (B + 2 * R)

__kernel __attribute__((reqd_work_group_size(B, B, 1)))
void stencil_opt(__global const float* restrict src, __global float* restrict dst, int w, int h)
{
    /* one padding column keeps work-items of a row on distinct banks */
    __local float tile[T][T + 1];
    const int lx = get_local_id(0), ly = get_local_id(1);
    const int x0 = get_group_id(0) * B - R, y0 = get_group_id(1) * B - R;
    for (int ty = ly; ty < T; ty += B) {
        const __global float* row = src + clamp(y0 + ty, 0, h - 1) * w;
        for (int tx = lx; tx < T; tx += B)
            tile[ty][tx] = row[clamp(x0 + tx, 0, w - 1)];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    const int x = x0 + R + lx, y = y0 + R + ly;
    if (x >= w || y >= h)
        return;
    float s = 0.0f;
#pragma unroll
    for (int dy = 0; dy <= 2 * R; dy++)
#pragma unroll
        for (int dx = 0; dx <= 2 * R; dx++)
            s += tile[ly + dy][lx + dx];
    dst[y * w + x] = s;
}
