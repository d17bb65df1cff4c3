/* The sum of an image as it is usually written: each group of 256 work-items adds 256 words
 * a round over the image into per-item sums, combines them by halves in local memory and
 * writes one partial sum; a second launch of one group adds the partial sums. The operator
 * is a macro: built with -DCOMBINE=fmax -DIDENTITY=-INFINITY it is the image's maximum. */
#ifndef COMBINE
#define COMBINE(a, b) ((a) + (b))
#define IDENTITY 0.0f
#endif
__kernel void partial_sums(__global const float* img, __global float* partial, int n)
{
    __local float s[256];
    const int lid = get_local_id(0);
    float v = IDENTITY;
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        v = COMBINE(v, img[i]);
    s[lid] = v;
    for (int h = 128; h > 0; h >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < h) s[lid] = COMBINE(s[lid], s[lid + h]);
    }
    if (lid == 0) partial[get_group_id(0)] = s[0];
}

__kernel void total_sum(__global const float* partial, __global float* total, int groups)
{
    __local float s[256];
    const int lid = get_local_id(0);
    float v = IDENTITY;
    for (int i = lid; i < groups; i += 256)
        v = COMBINE(v, partial[i]);
    s[lid] = v;
    for (int h = 128; h > 0; h >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < h) s[lid] = COMBINE(s[lid], s[lid + h]);
    }
    if (lid == 0) total[0] = s[0];
}
