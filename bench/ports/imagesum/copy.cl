/* The bandwidth reference: the image copied, 16 bytes a work-item. */
__kernel void copy_image(__global const float4* src, __global float4* dst, int n4)
{
    const int i = get_global_id(0);
    if (i < n4) dst[i] = src[i];
}
