/* One pyramid step hand-optimized for GPUs. shrink: a work-item per pair of destination
 * words reads two float4 (two 4-word runs of two source rows) and writes a float2; edge
 * work-items take the clamped path. enlarge: a work-item per source pair reads a float2 and
 * writes a float4 to each of two destination rows. w x h is the source's size. */
__kernel void shrink_opt(__global const float* restrict src, __global float* restrict dst, int w, int h)
{
    const int x = get_global_id(0), y = get_global_id(1), dw = (w + 1) / 2, dh = (h + 1) / 2;
    if (2 * x >= dw || y >= dh)
        return;
    const int y0 = 2 * y, y1 = min(y0 + 1, h - 1);
    if ((w & 3) == 0 && 4 * x + 4 <= w) {
        const float4 a = vload4(0, src + y0 * w + 4 * x), b = vload4(0, src + y1 * w + 4 * x);
        const float4 s = a + b;
        vstore2(0.25f * (float2)(s.x + s.y, s.z + s.w), 0, dst + y * dw + 2 * x);
    } else {
        for (int i = 0; i < 2 && 2 * x + i < dw; i++) {
            const int x0 = 4 * x + 2 * i, x1 = min(x0 + 1, w - 1);
            dst[y * dw + 2 * x + i] = 0.25f * (src[y0 * w + x0] + src[y0 * w + x1] + src[y1 * w + x0] + src[y1 * w + x1]);
        }
    }
}

__kernel void enlarge_opt(__global const float* restrict src, __global float* restrict dst, int w, int h)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (2 * x >= w || y >= h)
        return;
    __global float* d = dst + 2 * y * 2 * w + 4 * x;
    if ((w & 1) == 0) {
        const float2 v = vload2(0, src + y * w + 2 * x);
        const float4 q = (float4)(v.x, v.x, v.y, v.y);
        vstore4(q, 0, d);
        vstore4(q, 0, d + 2 * w);
    } else {
        for (int i = 0; i < 2 && 2 * x + i < w; i++) {
            const float v = src[y * w + 2 * x + i];
            d[2 * i] = d[2 * i + 1] = d[2 * w + 2 * i] = d[2 * w + 2 * i + 1] = v;
        }
    }
}
