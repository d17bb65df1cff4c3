/* 3x3 Gaussian hand-optimized for GPUs: each work-item walks a column of ROWS pixels down,
 * keeping the three rows of its 3-wide window in registers, so each input row is read once
 * per column (three loads, neighbours served by the cache) instead of three times; the
 * clamps are needed only in edge groups. Local tiles lost to plain loads on the H200. */
#ifndef ROWS
#define ROWS 8
#endif

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void conv3x3_opt(__global const float* restrict src, __global float* restrict dst, int w, int h)
{
    const int x = get_global_id(0), y0 = get_group_id(1) * ROWS;
    if (x >= w)
        return;
    const int xl = max(x - 1, 0), xr = min(x + 1, w - 1);
    const __global float* row = src + max(y0 - 1, 0) * w;
    float a0 = row[xl], a1 = row[x], a2 = row[xr];
    row = src + min(y0, h - 1) * w;
    float b0 = row[xl], b1 = row[x], b2 = row[xr];
    float top = a0 + 2.0f * a1 + a2, mid = b0 + 2.0f * b1 + b2;
#pragma unroll
    for (int r = 0; r < ROWS; r++) {
        const int y = y0 + r;
        if (y >= h)
            break;
        row = src + min(y + 1, h - 1) * w;
        const float bot = row[xl] + 2.0f * row[x] + row[xr];
        dst[y * w + x] = (top + 2.0f * mid + bot) * (1.0f / 16.0f);
        top = mid;
        mid = bot;
    }
}
