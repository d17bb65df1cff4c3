/* Rodinia Needleman-Wunsch as the suite runs it: the (n+1)^2 score table (row 0 and column 0
 * hold the gap penalties) is cut into 16x16 tiles, and a launch computes one anti-diagonal
 * of tiles, a group of 16 work-items a tile. The group copies the tile's scores and the
 * row above and column left of it into local memory and walks the tile's 31 anti-diagonals,
 * work-item tx taking column tx. nw_upper runs the diagonals that start on the left edge,
 * nw_lower those that start on the bottom edge. */
#define T 16

static void nw_tile(__global const int* ref, __global int* score, int cols, int penalty, int tile_x,
                    int tile_y, __local int* s, __local int* r)
{
    const int tx = get_local_id(0);
    const int corner = (tile_y * T) * cols + tile_x * T; /* the word above-left of the tile */

    if (tx == 0) s[0] = score[corner];
    for (int y = 0; y < T; y++) r[y * T + tx] = ref[corner + (y + 1) * cols + tx + 1];
    s[(tx + 1) * (T + 1)] = score[corner + (tx + 1) * cols];
    s[tx + 1] = score[corner + tx + 1];
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int d = 0; d < 2 * T - 1; d++) {
        const int x = tx + 1, y = d - tx + 1;
        if (y >= 1 && y <= T) {
            const int here = y * (T + 1) + x;
            s[here] = max(max(s[here - T - 2] + r[(y - 1) * T + x - 1], s[here - 1] - penalty),
                          s[here - T - 1] - penalty);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int y = 0; y < T; y++) score[corner + (y + 1) * cols + tx + 1] = s[(y + 1) * (T + 1) + tx + 1];
}

__kernel void nw_upper(__global const int* ref, __global int* score, int cols, int penalty,
                       int diagonal, __local int* s, __local int* r)
{
    const int bx = get_group_id(0);
    nw_tile(ref, score, cols, penalty, bx, diagonal - 1 - bx, s, r);
}

__kernel void nw_lower(__global const int* ref, __global int* score, int cols, int penalty,
                       int diagonal, int tiles, __local int* s, __local int* r)
{
    const int bx = get_group_id(0);
    nw_tile(ref, score, cols, penalty, bx + tiles - diagonal, tiles - 1 - bx, s, r);
}
