/* Rodinia pathfinder as the suite runs it: a launch advances `steps` rows (the pyramid
 * height). Each group of n work-items loads n words of the current row into local memory and
 * steps them forward in place; a step loses one word at each end of the group, so the group
 * keeps only its n - 2 * steps middle words, and neighbouring groups overlap by 2 * steps
 * words that both compute. At the array's ends a missing neighbour is replaced by the word
 * itself (the minimum runs over the neighbours that exist). */
__kernel void pathfinder_pyramid(int steps, __global const int* wall, __global const int* src,
                                 __global int* dst, int cols, int first_row, int border,
                                 __local int* prev, __local int* next)
{
    const int n = get_local_size(0), tx = get_local_id(0);
    const int kept = n - 2 * steps;
    const int x = kept * (int)get_group_id(0) - border + tx;

    /* The local ids that map to columns of the array. */
    const int lo = max(0, -(x - tx)), hi = min(n - 1, cols - 1 - (x - tx));
    const int west = max(tx - 1, lo), east = min(tx + 1, hi);
    const bool inside = tx >= lo && tx <= hi;

    if (inside) prev[tx] = src[x];
    barrier(CLK_LOCAL_MEM_FENCE);

    bool live = false;
    for (int i = 0; i < steps; i++) {
        live = inside && tx > i && tx < n - 1 - i;
        if (live)
            next[tx] = wall[(first_row + i) * cols + x] + min(min(prev[west], prev[tx]), prev[east]);
        barrier(CLK_LOCAL_MEM_FENCE);
        if (i == steps - 1) break;
        if (live) prev[tx] = next[tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (live) dst[x] = next[tx];
}
