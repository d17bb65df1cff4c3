/* The bandwidth reference: A copied, 16 bytes a work-item; where the word count is not
 * a multiple of 4, the last work-item copies the tail word by word (no read past the end). */
__kernel void copy_image(__global const float* src, __global float* dst, int n)
{
    const int i = get_global_id(0);
    if (4 * i + 3 < n)
        vstore4(vload4(i, src), i, dst);
    else
        for (int k = 4 * i; k < n; k++)
            dst[k] = src[k];
}
