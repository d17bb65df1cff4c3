/* acl-port's tests: local tiles it strips (blur_tile) and tiles it must refuse. */
#define G 32

/* A 1-D tile of G words plus one on each side, edges clamped at the load; the work-group
 * size comes from --local (no reqd_work_group_size). */
__kernel void blur_tile(__global const float* src, __global float* dst, int n)
{
    __local float tile[G + 2];
    const int lx = get_local_id(0), x0 = get_group_id(0) * G - 1;
    for (int t = lx; t < G + 2; t += G)
        tile[t] = src[clamp(x0 + t, 0, n - 1)];
    barrier(CLK_LOCAL_MEM_FENCE);
    const int x = get_global_id(0);
    if (x >= n)
        return;
    dst[x] = 0.25f * tile[lx] + 0.5f * tile[lx + 1] + 0.25f * tile[lx + 2];
}

/* The value stored depends on the item (i), not on the tile's place: reading tile[t] gets
 * another item's word, which the rewriting cannot name. */
__kernel void not_a_place(__global const float* src, __global float* dst, int n)
{
    __local float tile[G];
    const int i = get_global_id(0);
    for (int t = get_local_id(0); t < G; t += G)
        tile[t] = src[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    dst[i] = tile[G - 1 - get_local_id(0)];
}

/* A tile stepped in place: two barriers. */
__kernel void stepped(__global const float* src, __global float* dst, int n)
{
    __local float tile[G];
    const int i = get_global_id(0), l = get_local_id(0);
    for (int t = l; t < G; t += G)
        tile[t] = src[get_group_id(0) * G + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    const float v = tile[(l + 1) % G];
    barrier(CLK_LOCAL_MEM_FENCE);
    dst[i] = v;
}

/* The load reads src, which the kernel also writes through a pointer: the tile holds the
 * words as they were before the barrier. */
__kernel void aliased(__global float* src, __global float* dst, int n)
{
    __local float tile[G];
    const int lx = get_local_id(0), x0 = get_group_id(0) * G;
    for (int t = lx; t < G; t += G)
        tile[t] = src[x0 + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    __global float* out = src + x0;
    out[lx] = 2.0f * tile[lx];
    dst[x0 + lx] = tile[(lx + 1) % G];
}
