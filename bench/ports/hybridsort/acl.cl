/* hybridsort's regular steps in ACL (the histogram, the merge passes and the packing stay
 * plain OpenCL). -DCOUNT: bucketcount, a work-item's run of values and their bucket numbers
 * as its portions, the pivots shared (COMMON), the group's counts in local scratch and
 * written where the block's row of counts lies (pass-through). -DPREFIX: the counts summed
 * down each bucket's column (ACL_RNO0: the sums of the block above come in), written both
 * exclusive and inclusive. -DSCATTER: bucketsort, the values scattered to their places
 * (pass-through). Otherwise: mergeSortFirst, a float4 sorted. */
#if defined(COUNT)
void User_main(float* in, int* indice, __local float* pivots, __local uint* counts, __global uint* block_counts)
{
    for (int i = get_local_id(0); i < 1024; i += get_local_size(0))
        counts[i] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 0; i < get_acl_valid(in); i++) {
        int b = 511;
        for (int jump = 256; jump >= 1; jump /= 2)
            b = in[i] < pivots[b] ? b - jump : b + jump;
        b = in[i] < pivots[b] ? b : b + 1;
        indice[i] = (atomic_inc(&counts[b]) << 10) + b;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_local_id(0); i < 1024; i += get_local_size(0))
        block_counts[get_acl_iter(1) * 1024 + i] = counts[i];
}
#elif defined(PREFIX)
void User_main(uint* count, uint* before, uint* upto)
{
    uint sum = get_acl_nbh(upto, 0)[get_acl_size(upto) - 1];
    for (int i = 0; i < get_ac_size(1); i++) {
        before[i] = sum;
        upto[i] = sum += count[i];
    }
}
#elif defined(SCATTER)
void User_main(float* in, int* indice, __local uint* offsets, __global const uint* before, __global float* out)
{
    for (int i = 0; i < get_acl_valid(in); i++)
        out[offsets[indice[i] & 1023] + before[get_acl_iter(1) * 1024 + (indice[i] & 1023)] + (indice[i] >> 10)] = in[i];
}
#else
void User_main(float4* in, float4* out)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        const float4 r = in[i];
        const float4 s = (float4)(fmin(r.x, r.y), fmax(r.x, r.y), fmin(r.z, r.w), fmax(r.z, r.w));
        const float4 t = (float4)(fmin(s.x, s.z), fmin(s.y, s.w), fmax(s.x, s.z), fmax(s.y, s.w));
        out[i] = (float4)(t.x, fmin(t.y, t.z), fmax(t.y, t.z), t.w);
    }
}
#endif
