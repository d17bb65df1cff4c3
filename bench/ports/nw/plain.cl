/* Needleman-Wunsch an anti-diagonal a launch: the cells (x, y) with x + y = d, x, y >= 1, of
 * the (w+1) x (h+1) score table; a work-item a cell. */
__kernel void nw_diagonal(__global const int* ref, __global int* score, int w, int h, int penalty,
                          int d)
{
    const int x = max(1, d - h) + (int)get_global_id(0), y = d - x;
    if (x > w || y < 1) return;
    const int c = y * (w + 1) + x;
    score[c] = max(max(score[c - w - 2] + ref[c], score[c - 1] - penalty), score[c - w - 1] - penalty);
}
