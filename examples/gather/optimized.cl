/* Gathering patches hand-optimized for GPUs: a work-group per patch (PW work-items, one
 * column of PH words each, all loads issued before the stores), and the clamps only for
 * patches that cross an edge. */
#ifndef PH
#define PH 16
#endif

__kernel void gather_opt(__global const float* restrict src, __global const int4* restrict pos,
                         __global float* restrict dst, int w, int h, int pw, float scale)
{
    const int p = get_group_id(0), x = get_local_id(0);
    const int4 o = pos[p];
    float v[PH];
    if (o.x >= 0 && o.y >= 0 && o.x + pw <= w && o.y + PH <= h) {
        const __global float* s = src + o.y * w + o.x + x;
#pragma unroll
        for (int r = 0; r < PH; r++)
            v[r] = s[r * w];
    } else {
        const int sx = clamp(o.x + x, 0, w - 1);
#pragma unroll
        for (int r = 0; r < PH; r++)
            v[r] = src[clamp(o.y + r, 0, h - 1) * w + sx];
    }
    __global float* d = dst + p * PH * pw + x;
#pragma unroll
    for (int r = 0; r < PH; r++)
        d[r * pw] = v[r] * scale;
}
