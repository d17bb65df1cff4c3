/* acl-port's tests: kernels acl-port refuses, each with the line of the reason. */
__kernel void tiled(__global const float* src, __global float* dst, int n)
{
    __local float tile[64];
    const int i = get_global_id(0);
    tile[get_local_id(0)] = src[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    dst[i] = tile[63 - get_local_id(0)];
}

__kernel void scatter(__global const int* idx, __global const float* src, __global float* dst, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    dst[idx[i]] = src[i];
}

__kernel void shifted(__global const float* src, __global float* dst, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    dst[i] = src[i];
    dst[i + n] = -src[i];
}
