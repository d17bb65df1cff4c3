/* acl-port's tests: walks down columns it refuses. */
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
