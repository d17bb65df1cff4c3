/* acl-port's tests: kernels acl-port refuses, each with the line of the reason. */
__kernel void tiled(__global const float* src, __global float* dst, int n)
{
    __local float tile[64];
    const int i = get_global_id(0);
    tile[get_local_id(0)] = src[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    dst[i] = tile[63 - get_local_id(0)];
}

__kernel void counted(__global const float* src, __global float* dst, __global int* count, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    dst[i] = src[i];
    if (src[i] > 0.0f)
        atomic_inc(count);
}

/* A walk down columns that also writes a word of its row elsewhere: the loop's iterations
 * would become items of their own, and that write with them. */
__kernel void walk_side(__global const float* src, __global float* dst, __global float* side, int w, int h)
{
    const int x = get_global_id(0);
    if (x >= w)
        return;
    float y = 0.0f;
    for (int r = 0; r < h; r++) {
        side[r * w + x * 7 % w] = y;
        y = 0.5f * (src[r * w + x] + y);
        dst[r * w + x] = y;
    }
}
