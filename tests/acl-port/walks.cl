/* acl-port's tests: walks down columns and along rows it refuses. */
__kernel void from_data(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0);
    if (x >= w)
        return;
    float s = src[x];
    for (int r = 0; r < h; r++)
        dst[r * w + x] = s += src[r * w + x];
}

__kernel void two_carried(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0);
    if (x >= w)
        return;
    float s = 0.0f, t = 0.0f;
    for (int r = 0; r < h; r++) {
        t = s;
        s = 0.5f * (src[r * w + x] + t);
        dst[r * w + x] = s;
    }
}

/* A private array filled across the iterations: not independent, and not a walk. */
__kernel void private_row(__global const float* src, __global float* dst, int w, int h)
{
    const int x = get_global_id(0);
    if (x >= w)
        return;
    float last[2] = {0.0f, 0.0f};
    for (int r = 0; r < h; r++) {
        last[r % 2] = src[r * w + x];
        dst[r * w + x] = last[0] + last[1];
    }
}

/* A walk along a row from right to left: the word it depends on is to the right, not ACL_RNO1's
 * left neighbour. */
__kernel void leftwards(__global const float* src, __global float* dst, int w, int h)
{
    const int y = get_global_id(0);
    if (y >= h)
        return;
    float s = 0.0f;
    for (int r = 0; r < w; r++)
        dst[y * w + w - 1 - r] = s += src[y * w + w - 1 - r];
}
