/* Rodinia hybridsort as the suite runs it on the device: a histogram of 1024 bins (the host
 * turns it into 1024 pivots), bucketcount (each value's bucket by binary search of the
 * pivots, and its place among its group's values of that bucket), bucketprefixoffset (per
 * bucket, the groups' counts summed down), bucketsort (each value scattered to its place;
 * buckets padded to whole float4s), mergeSortFirst (each float4 sorted), mergeSortPass (runs
 * of float4s merged pairwise inside each bucket, doubling until a bucket is one run) and
 * mergepack (the padding dropped).
 * Differences from the suite's code, for Oclgrind: the per-warp counters in local memory
 * count with atomic_inc (the suite's tagged read-modify-write loops rely on a warp's 32
 * work-items running in lockstep, a race elsewhere), and mergeSortPass reads a run's next
 * float4 only while the run has one (the suite reads one past the run, past the buffer at
 * its end). */
#define DIVISIONS 1024
#define BIN_COUNT 1024
#define WARP_N 3 /* histogram: warps of 32 a group, each with its own bins */

__kernel void histogram1024Kernel(__global uint* result, __global const float* data, float minimum, float maximum,
                                  uint count)
{
    __local uint bins[WARP_N * BIN_COUNT];
    __local uint* mine = bins + (get_local_id(0) >> 5) * BIN_COUNT;
    for (uint i = get_local_id(0); i < WARP_N * BIN_COUNT; i += get_local_size(0))
        bins[i] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < count; i += get_global_size(0))
        atomic_inc(&mine[(uint)((data[i] - minimum) / (maximum - minimum) * BIN_COUNT) & 0x3FFU]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = get_local_id(0); b < BIN_COUNT; b += get_local_size(0)) {
        uint sum = 0;
        for (int w = 0; w < WARP_N; w++)
            sum += bins[w * BIN_COUNT + b];
        atomic_add(&result[b], sum);
    }
}

/* The bucket of `value`: binary search of the 1024 pivots. */
inline int bucket_of(float value, __global const float* pivots)
{
    int idx = DIVISIONS / 2 - 1;
    for (int jump = DIVISIONS / 4; jump >= 1; jump /= 2)
        idx = value < pivots[idx] ? idx - jump : idx + jump;
    return value < pivots[idx] ? idx : idx + 1;
}

__kernel void bucketcount(__global const float* input, __global int* indice, __global uint* prefixoffsets, int size,
                          __global const float* pivots)
{
    __local uint counts[DIVISIONS];
    for (int i = get_local_id(0); i < DIVISIONS; i += get_local_size(0))
        counts[i] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int t = get_global_id(0); t < size; t += get_global_size(0)) {
        const int b = bucket_of(input[t], pivots);
        indice[t] = (atomic_inc(&counts[b]) << 10) + b;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_local_id(0); i < DIVISIONS; i += get_local_size(0))
        prefixoffsets[get_group_id(0) * DIVISIONS + i] = counts[i];
}

__kernel void bucketprefixoffset(__global uint* prefixoffsets, __global uint* offsets, int blocks)
{
    const int b = get_global_id(0);
    uint sum = 0;
    for (int i = b; i < blocks * DIVISIONS; i += DIVISIONS) {
        const uint x = prefixoffsets[i];
        prefixoffsets[i] = sum;
        sum += x;
    }
    offsets[b] = sum;
}

__kernel void bucketsort(__global const float* input, __global const int* indice, __global float* output, int size,
                         __global const uint* prefixoffsets, __global const uint* offsets)
{
    __local uint start[DIVISIONS];
    for (int i = get_local_id(0); i < DIVISIONS; i += get_local_size(0))
        start[i] = offsets[i] + prefixoffsets[get_group_id(0) * DIVISIONS + i];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int t = get_global_id(0); t < size; t += get_global_size(0))
        output[start[indice[t] & (DIVISIONS - 1)] + (indice[t] >> 10)] = input[t];
}

/* The four words of r in ascending order (a sorting network). */
inline float4 sort4(float4 r)
{
    float4 s = (float4)(fmin(r.x, r.y), fmax(r.x, r.y), fmin(r.z, r.w), fmax(r.z, r.w));
    r = (float4)(fmin(s.x, s.z), fmin(s.y, s.w), fmax(s.x, s.z), fmax(s.y, s.w));
    return (float4)(r.x, fmin(r.y, r.z), fmax(r.y, r.z), r.w);
}

__kernel void mergeSortFirst(__global const float4* input, __global float4* result, int listsize)
{
    const int i = get_global_id(0);
    if (i < listsize / 4)
        result[i] = sort4(input[i]);
}

/* Work-item g of bucket d merges the two sorted runs of nrElems / 2 float4s at its place in
 * the bucket, four words at a time: the lower four of the current pair go out, the higher
 * four wait for the next float4 of the run whose next one is smaller. */
__kernel void mergeSortPass(__global const float4* input, __global float4* result, int nrElems, int threadsPerDiv,
                            __global const int* startaddr)
{
    const int gid = get_global_id(0), d = gid / threadsPerDiv;
    if (d >= DIVISIONS) return;
    const int a0 = startaddr[d] + (gid - d * threadsPerDiv) * nrElems, b0 = a0 + nrElems / 2, end = startaddr[d + 1];
    if (a0 >= end) return;
    if (b0 >= end) {
        for (int i = a0; i < end; i++)
            result[i] = input[i];
        return;
    }
    const int na = nrElems / 2, nb = min(nrElems / 2, end - b0);
    float4 a = input[a0], b = input[b0];
    int ai = 0, bi = 0, out = a0;
    for (;;) {
        const float4 lo = (float4)(fmin(a.x, b.w), fmin(a.y, b.z), fmin(a.z, b.y), fmin(a.w, b.x));
        const float4 hi = (float4)(a.w >= b.x ? a.w : b.x, a.z >= b.y ? a.z : b.y, a.y >= b.z ? a.y : b.z,
                                   a.x >= b.w ? a.x : b.w);
        result[out++] = sort4(lo);
        b = sort4(hi);
        const bool more_a = ai + 1 < na, more_b = bi + 1 < nb;
        if (more_a && (!more_b || input[a0 + ai + 1].x < input[b0 + bi + 1].x))
            a = input[a0 + ++ai];
        else if (more_b)
            a = input[b0 + ++bi];
        else
            break;
    }
    result[out] = b;
}

__kernel void mergepack(__global const float* orig, __global float* result, __global const int* startaddr,
                        __global const int* nullElems, __global const int* finalStartAddr)
{
    const int idx = get_global_id(0), d = get_group_id(1);
    if (finalStartAddr[d] + idx < finalStartAddr[d + 1])
        result[finalStartAddr[d] + idx] = orig[startaddr[d] * 4 + nullElems[d] + idx];
}
