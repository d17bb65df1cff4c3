/* Summed-area table hand-optimized for GPUs, in two passes.
 * sat_columns: prefix sums down the columns, a work-item per column in narrow groups,
 * ROWS rows loaded at once. sat_rows: prefix sums along each row, in place, a work-group
 * of WG per row: chunks of WG * PER words are loaded coalesced into a padded local tile,
 * each work-item scans its PER words, a Hillis-Steele scan over the WG partial sums gives
 * each its offset, and the chunk is stored coalesced. */
#ifndef ROWS
#define ROWS 64
#endif
#define WG 256
#define PER 8
#define PAD(i) ((i) + (i) / 32)

__kernel void sat_columns(__global const uint* restrict src, __global uint* restrict dst, int w, int h)
{
    const int x = get_global_id(0);
    if (x >= w)
        return;
    uint s = 0;
    for (int r0 = 0; r0 < h; r0 += ROWS) {
        uint v[ROWS];
#pragma unroll
        for (int i = 0; i < ROWS; i++)
            v[i] = r0 + i < h ? src[(r0 + i) * w + x] : 0;
#pragma unroll
        for (int i = 0; i < ROWS; i++)
            if (r0 + i < h)
                dst[(r0 + i) * w + x] = s += v[i];
    }
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void sat_rows(__global uint* restrict data, int w)
{
    __local uint tile[PAD(WG * PER)];
    __local uint part[WG];
    const int lid = get_local_id(0);
    __global uint* row = data + get_group_id(0) * w;
    uint carry = 0;
    for (int c0 = 0; c0 < w; c0 += WG * PER) {
        for (int i = 0; i < PER; i++) {
            const int j = i * WG + lid;
            tile[PAD(j)] = c0 + j < w ? row[c0 + j] : 0;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        uint s = 0;
        for (int i = 0; i < PER; i++)
            tile[PAD(lid * PER + i)] = s += tile[PAD(lid * PER + i)];
        part[lid] = s;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int off = 1; off < WG; off *= 2) {
            const uint v = lid >= off ? part[lid - off] : 0;
            barrier(CLK_LOCAL_MEM_FENCE);
            part[lid] += v;
            barrier(CLK_LOCAL_MEM_FENCE);
        }
        const uint before = carry + (lid ? part[lid - 1] : 0);
        for (int i = 0; i < PER; i++)
            tile[PAD(lid * PER + i)] += before;
        carry += part[WG - 1];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int i = 0; i < PER; i++) {
            const int j = i * WG + lid;
            if (c0 + j < w)
                row[c0 + j] = tile[PAD(j)];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
