/* Transpose (or, with -DROT90, rotation by 90 degrees clockwise) hand-optimized for GPUs:
 * a 32x32 block goes through a local tile padded by one column (no bank conflicts when it
 * is read down a column), 32x8 work-items copying 4 rows each, so both the loads and the
 * stores are whole rows. -DDIAGONAL walks the blocks diagonally as seed 002 does against
 * partition camping (slower on the H200: see docs/performance.md). */
#define TILE 32
#define ROWS 8

__kernel __attribute__((reqd_work_group_size(TILE, ROWS, 1)))
void transpose_opt(__global const float* restrict src, __global float* restrict dst, int w, int h)
{
    __local float tile[TILE][TILE + 1];
    const int bx = get_group_id(0), lx = get_local_id(0), ly = get_local_id(1);
#ifdef DIAGONAL
    const int by = (get_group_id(1) + bx) % get_num_groups(1);
#else
    const int by = get_group_id(1);
#endif
    int x = bx * TILE + lx, y = by * TILE + ly;
    for (int r = 0; r < TILE; r += ROWS)
        if (x < w && y + r < h)
            tile[ly + r][lx] = src[(y + r) * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    x = by * TILE + lx;  /* a source row, now a destination column */
    y = bx * TILE + ly;  /* a source column, now a destination row */
    for (int r = 0; r < TILE; r += ROWS)
        if (x < h && y + r < w)
#ifdef ROT90
            dst[(y + r) * h + (h - 1 - x)] = tile[lx][ly + r];
#else
            dst[(y + r) * h + x] = tile[lx][ly + r];
#endif
}
