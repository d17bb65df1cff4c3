/* Gathering patches listed in a table (origins, possibly across the edges, which clamp)
 * into a strip of PW x PH patches, scaled, as a newcomer writes it: a work-item per word. */
__kernel void gather(__global const float* src, __global const int4* pos, __global float* dst,
                     int w, int h, int pw, int ph, int n, float scale)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= pw || y >= ph * n)
        return;
    const int4 o = pos[y / ph];
    const int sx = clamp(o.x + x, 0, w - 1), sy = clamp(o.y + y % ph, 0, h - 1);
    dst[y * pw + x] = src[sy * w + sx] * scale;
}
